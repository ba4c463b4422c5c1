//! `notify_all` with every waiter re-acquiring the mutex: hintlock's
//! `Condvar` (wakes one, moves the rest onto the mutex) against std's
//! (wakes all).
//!
//! ```sh
//! cargo bench --bench condvar
//! ```
//!
//! `N` threads wait on one condvar. One measured round: the main thread bumps
//! a generation counter under the mutex and calls `notify_all`; every waiter
//! wakes, re-acquires the mutex, does a short critical section, and waits
//! again; the round ends when the last of them is waiting again (it tells the
//! main thread through a second condvar on the same mutex). The time is the
//! whole round, so it includes every wake-up, every failed attempt to take
//! the mutex and every sleep on it.
//!
//! Two groups: `notify_all_held` calls `notify_all` while still holding the
//! mutex (the pattern of std's own documentation examples), so woken threads
//! find the mutex locked; `notify_all_released` unlocks first. Each is
//! measured twice: wall-clock time per round, and (groups ending in `_cpu`)
//! the CPU time the whole process spent per round (user + system, all
//! threads, from `getrusage`), which is what a woken herd wastes.
//!
//! A third group, `wait_timeout_unnotified/{hintlock,std}/{1,10,40,100}us`,
//! times `wait_timeout` with nobody notifying: the timeout plus how late the
//! wait returns (a deadline under 50 us is polled for, not slept for; README,
//! "Timed locking").

#[path = "support/cpu_time.rs"]
mod cpu_time;

use cpu_time::{process_cpu_time, ProcessCpuTime};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::hint::black_box;
use std::thread;
use std::time::{Duration, Instant};

/// Waiter counts to measure (the development machine has 2 CPUs).
const WAITERS: [usize; 3] = [2, 8, 32];

/// Work inside the critical section after each wake-up (iterations of a
/// trivial sum; well under a microsecond).
const CRITICAL_WORK: u64 = 100;

/// What the waiters and the main thread share, under the mutex.
#[derive(Default)]
struct Round {
    generation: u64,
    waiting: usize,
    stop: bool,
}

/// Defines `$name(waiters, notify_while_held, rounds) -> (wall, cpu)` for
/// one Mutex/Condvar pair.
macro_rules! notify_all_rounds {
    ($name:ident, $mutex:ty, $condvar:ty) => {
        fn $name(waiters: usize, notify_while_held: bool, rounds: u64) -> (Duration, Duration) {
            let mutex = <$mutex>::new(Round::default());
            let go = <$condvar>::new();
            let all_waiting = <$condvar>::new();
            thread::scope(|s| {
                for _ in 0..waiters {
                    s.spawn(|| {
                        let mut g = mutex.lock().unwrap();
                        loop {
                            let seen = g.generation;
                            g.waiting += 1;
                            if g.waiting == waiters {
                                all_waiting.notify_one();
                            }
                            g = go
                                .wait_while(g, |r| r.generation == seen && !r.stop)
                                .unwrap();
                            if g.stop {
                                return;
                            }
                            black_box((0..CRITICAL_WORK).sum::<u64>());
                        }
                    });
                }
                let mut g = all_waiting
                    .wait_while(mutex.lock().unwrap(), |r| r.waiting < waiters)
                    .unwrap();
                let start = Instant::now();
                let cpu_start = process_cpu_time();
                for _ in 0..rounds {
                    g.generation += 1;
                    g.waiting = 0;
                    if notify_while_held {
                        go.notify_all();
                        drop(g);
                    } else {
                        drop(g);
                        go.notify_all();
                    }
                    g = all_waiting
                        .wait_while(mutex.lock().unwrap(), |r| r.waiting < waiters)
                        .unwrap();
                }
                let elapsed = (
                    start.elapsed(),
                    process_cpu_time().saturating_sub(cpu_start),
                );
                g.stop = true;
                drop(g);
                go.notify_all();
                elapsed
            })
        }
    };
}

notify_all_rounds!(hintlock_rounds, hintlock::Mutex<Round>, hintlock::Condvar);
notify_all_rounds!(std_rounds, std::sync::Mutex<Round>, std::sync::Condvar);

/// Registers both groups for one measurement; `pick` takes wall or CPU time.
macro_rules! notify_all_groups {
    ($fn_name:ident, $measurement:ty, $suffix:literal, $pick:expr) => {
        fn $fn_name(c: &mut Criterion<$measurement>) {
            for (name, held) in [("notify_all_held", true), ("notify_all_released", false)] {
                let mut group = c.benchmark_group(format!("{name}{}", $suffix));
                group.sample_size(20);
                group.measurement_time(Duration::from_secs(3));
                for waiters in WAITERS {
                    // Interleaved: each waiter count runs hintlock then std.
                    group.bench_function(BenchmarkId::new("hintlock", waiters), |b| {
                        b.iter_custom(|rounds| $pick(hintlock_rounds(waiters, held, rounds)))
                    });
                    group.bench_function(BenchmarkId::new("std", waiters), |b| {
                        b.iter_custom(|rounds| $pick(std_rounds(waiters, held, rounds)))
                    });
                }
                group.finish();
            }
        }
    };
}

notify_all_groups!(
    notify_all_wall,
    criterion::measurement::WallTime,
    "",
    |(wall, _cpu): (Duration, Duration)| wall
);
notify_all_groups!(notify_all_cpu, ProcessCpuTime, "_cpu", |(_wall, cpu): (
    Duration,
    Duration
)| cpu);

fn wait_timeout_unnotified(c: &mut Criterion) {
    let mut group = c.benchmark_group("wait_timeout_unnotified");
    let hint = (hintlock::Mutex::new(()), hintlock::Condvar::new());
    let std = (std::sync::Mutex::new(()), std::sync::Condvar::new());
    for us in [1u64, 10, 40, 100] {
        let timeout = Duration::from_micros(us);
        let id = format!("{us}us");
        group.bench_function(BenchmarkId::new("hintlock", &id), |b| {
            b.iter(|| {
                let g = hint.0.lock().unwrap();
                let (_g, result) = hint.1.wait_timeout(g, black_box(timeout)).unwrap();
                assert!(result.timed_out());
            })
        });
        group.bench_function(BenchmarkId::new("std", &id), |b| {
            b.iter(|| {
                let g = std.0.lock().unwrap();
                let (_g, result) = std.1.wait_timeout(g, black_box(timeout)).unwrap();
                assert!(result.timed_out());
            })
        });
    }
    group.finish();
}

criterion_group!(wall, notify_all_wall, wait_timeout_unnotified);
criterion_group! {
    name = cpu;
    config = Criterion::default().with_measurement(ProcessCpuTime);
    targets = notify_all_cpu
}
criterion_main!(wall, cpu);
