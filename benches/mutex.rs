//! Criterion benchmarks: hintlock against the same peers as `mutex_ops`
//! (the lock adapters are shared with it).
//!
//! - `uncontended`: lock + unlock on one thread;
//! - `try_lock_free`: `try_lock` on a free lock, then unlock (the success path);
//! - `try_lock_held`: `try_lock` on a lock this thread holds (the failure path);
//!   all three with a second, idle thread in the process (see [`with_idle_thread`]);
//! - `try_lock_poller`: one thread runs `mutex_ops`'s medium workload (100
//!   work units inside the lock, 100 outside) while a second polls the lock
//!   with `try_lock` every 50 work units (releasing it at once when it gets
//!   it); one iteration is one of the first thread's pairs, so the figure is
//!   what the poller costs the lock's real user;
//! - `lock_looper`: the same with `lock` in place of `try_lock` (a thread
//!   that takes the lock for an empty critical section every 50 work units);
//! - `short_beside_medium`: one thread runs the short workload (10 work
//!   units inside, 50 outside) while a second runs the medium one on the
//!   same lock; one iteration is one of the first thread's pairs, so the
//!   figure is the short thread's share of an asymmetric mix;
//! - `ping_pong`: two threads hand a token back and forth through the lock
//!   (one iteration is one round trip);
//! - `contended/{empty,short,medium}/{2,4,8,32}`: that many threads lock one
//!   global lock with `mutex_ops`'s workloads (work units inside/outside:
//!   empty 0/0, short 10/50, medium 100/100); one iteration is one
//!   lock/unlock pair on every thread, and criterion's throughput line gives
//!   pairs per second;
//! - `timed_lock_held/{hintlock,parking_lot}/{1,10,40,100,1000}us`:
//!   `try_lock_for` with that timeout on a lock another thread holds
//!   throughout, so every call times out; the figure is the timeout plus
//!   how late the call returns (the locks with a timed lock: std has none);
//! - `sleepy_holder_cpu/{2,4,8,32}`: `mutex_ops`'s `sleepy` workload (the
//!   holder sleeps 50 us inside the lock), measured in process CPU time
//!   (user + system, all threads): one iteration is one lock/unlock pair,
//!   so the figure is the CPU time one acquisition costs, waiting included.
//!
//! Run times are kept short (1 s of measurement, 10 samples per benchmark) so
//! `cargo bench` finishes in a few minutes; pass criterion flags after
//! `--` (for example `cargo bench -- --measurement-time 5 ping_pong`) for
//! longer runs.

#[path = "support/cpu_time.rs"]
mod cpu_time;
#[allow(dead_code)]
#[path = "../examples/mutex_ops/locks.rs"]
mod locks;
#[allow(dead_code)]
#[path = "../examples/mutex_ops/workload.rs"]
mod workload;

use cpu_time::{process_cpu_time, ProcessCpuTime};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use locks::{BenchLock, LockKind, LockVisitor};
use std::hint::black_box;
use std::sync::Barrier;
use std::time::{Duration, Instant};
use workload::Workload;

/// Thread counts of the contended benchmarks (issue 5's cells).
const THREADS: [usize; 4] = [2, 4, 8, 32];

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(10)
        .configure_from_args()
}

/// Registers one benchmark per lock type in the visited group.
struct Uncontended<'a, 'b>(
    &'a mut criterion::BenchmarkGroup<'b, criterion::measurement::WallTime>,
    LockKind,
);

impl LockVisitor for Uncontended<'_, '_> {
    type Output = ();
    fn visit<L: BenchLock>(self) {
        let lock = L::new_lock();
        self.0.bench_function(self.1.name(), |b| {
            b.iter(|| lock.with(|g| g.count = black_box(g.count) + 1))
        });
    }
}

struct TryLockFree<'a, 'b>(
    &'a mut criterion::BenchmarkGroup<'b, criterion::measurement::WallTime>,
    LockKind,
);

impl LockVisitor for TryLockFree<'_, '_> {
    type Output = ();
    fn visit<L: BenchLock>(self) {
        let lock = L::new_lock();
        self.0.bench_function(self.1.name(), |b| {
            b.iter(|| {
                let took = black_box(&lock).try_with(|g| g.count = black_box(g.count) + 1);
                assert!(took.is_some());
            })
        });
    }
}

struct TryLockHeld<'a, 'b>(
    &'a mut criterion::BenchmarkGroup<'b, criterion::measurement::WallTime>,
    LockKind,
);

impl LockVisitor for TryLockHeld<'_, '_> {
    type Output = ();
    fn visit<L: BenchLock>(self) {
        let lock = L::new_lock();
        let group = self.0;
        lock.with(|_| {
            group.bench_function(self.1.name(), |b| {
                b.iter(|| assert!(black_box(&lock).try_with(|_| ()).is_none()))
            });
        });
    }
}

/// Work units the second thread of `try_lock_poller` and `lock_looper` does
/// between two tries of the lock (`mutex_ops`'s short workload's outside
/// work).
const POLLER_GAP: u64 = 50;

/// What the untimed thread of a [`Beside`] benchmark does in its loop.
#[derive(Clone, Copy)]
enum Other {
    /// `try_lock` with an empty critical section, then [`POLLER_GAP`] work
    /// units.
    Poller,
    /// `lock` with an empty critical section, then [`POLLER_GAP`] work units.
    Looper,
    /// `mutex_ops`'s medium workload.
    Medium,
}

/// One thread runs the workload `timed` and is timed, beside a second
/// thread on the same lock that does `other` until the first is done.
struct Beside<'a, 'b> {
    group: &'a mut criterion::BenchmarkGroup<'b, criterion::measurement::WallTime>,
    kind: LockKind,
    timed: &'static str,
    other: Other,
}

impl LockVisitor for Beside<'_, '_> {
    type Output = ();
    fn visit<L: BenchLock>(self) {
        let timed = Workload::named(self.timed).expect("a mutex_ops workload");
        let medium = Workload::named("medium").expect("mutex_ops has a medium workload");
        let (cs, outside, other) = (timed.cs, timed.outside, self.other);
        // The untimed thread's critical section and outside work.
        let (other_cs, other_gap) = match other {
            Other::Poller | Other::Looper => (0, POLLER_GAP),
            Other::Medium => (medium.cs, medium.outside),
        };
        self.group.bench_function(self.kind.name(), |b| {
            b.iter_custom(|iters| {
                let lock = L::new_lock();
                let done = std::sync::atomic::AtomicBool::new(false);
                let start = Barrier::new(2);
                let elapsed = std::thread::scope(|s| {
                    let other_thread = s.spawn(|| {
                        start.wait();
                        let mut local = 2;
                        let mut taken = 0u64;
                        let critical = |g: &mut locks::Guarded| {
                            g.scratch = workload::work(g.scratch, other_cs);
                            g.count += 1;
                        };
                        // Relaxed: only a stop signal; the join below
                        // orders our count before the check.
                        while !done.load(std::sync::atomic::Ordering::Relaxed) {
                            // The poller's and the looper's critical
                            // sections are empty (they count nothing).
                            taken += match other {
                                Other::Poller => {
                                    black_box(lock.try_with(|_| ()));
                                    0
                                }
                                Other::Looper => {
                                    lock.with(|_| ());
                                    0
                                }
                                Other::Medium => {
                                    lock.with(critical);
                                    1
                                }
                            };
                            local = workload::work(local, other_gap);
                        }
                        black_box(local);
                        taken
                    });
                    start.wait();
                    let began = Instant::now();
                    let mut local = 1;
                    for _ in 0..iters {
                        lock.with(|g| {
                            g.scratch = workload::work(g.scratch, cs);
                            g.count += 1;
                        });
                        local = workload::work(local, outside);
                    }
                    let elapsed = began.elapsed();
                    black_box(local);
                    done.store(true, std::sync::atomic::Ordering::Relaxed);
                    let taken = other_thread.join().expect("the second thread panicked");
                    assert_eq!(lock.with(|g| g.count), iters + taken, "lost updates");
                    elapsed
                });
                elapsed
            })
        });
    }
}

struct PingPong<'a, 'b>(
    &'a mut criterion::BenchmarkGroup<'b, criterion::measurement::WallTime>,
    LockKind,
);

impl LockVisitor for PingPong<'_, '_> {
    type Output = ();
    fn visit<L: BenchLock>(self) {
        self.0.bench_function(self.1.name(), |b| {
            b.iter_custom(|iters| {
                // `count` is the token: even means it is this thread's turn,
                // odd the partner's. Each side polls the lock for its turn.
                let lock = L::new_lock();
                let take_turn = |parity: u64, rounds: u64| {
                    let mut done = 0;
                    let mut misses = 0u32;
                    while done < rounds {
                        let mine = lock.with(|g| {
                            let mine = g.count % 2 == parity;
                            if mine {
                                g.count += 1;
                            }
                            mine
                        });
                        if mine {
                            done += 1;
                            misses = 0;
                        } else {
                            // Not our turn. When the partner shares our CPU,
                            // polling cannot help it run: yield now and then.
                            misses += 1;
                            if misses.is_multiple_of(64) {
                                std::thread::yield_now();
                            } else {
                                std::hint::spin_loop();
                            }
                        }
                    }
                };
                let start = Barrier::new(2);
                std::thread::scope(|s| {
                    let partner = s.spawn(|| {
                        start.wait();
                        take_turn(1, iters)
                    });
                    start.wait();
                    let began = Instant::now();
                    take_turn(0, iters);
                    partner.join().expect("ping-pong partner panicked");
                    began.elapsed()
                })
            })
        });
    }
}

struct Contended<'a, 'b> {
    group: &'a mut criterion::BenchmarkGroup<'b, criterion::measurement::WallTime>,
    kind: LockKind,
    threads: usize,
    cs: u64,
    outside: u64,
}

impl LockVisitor for Contended<'_, '_> {
    type Output = ();
    fn visit<L: BenchLock>(self) {
        let (threads, cs, outside) = (self.threads, self.cs, self.outside);
        self.group
            .bench_function(BenchmarkId::new(self.kind.name(), threads), |b| {
                b.iter_custom(|iters| {
                    let lock = L::new_lock();
                    let start = Barrier::new(threads + 1);
                    let elapsed = std::thread::scope(|s| {
                        for seed in 0..threads as u64 {
                            let (lock, start) = (&lock, &start);
                            s.spawn(move || {
                                start.wait();
                                let mut local = seed;
                                for _ in 0..iters {
                                    lock.with(|g| {
                                        g.scratch = workload::work(g.scratch, cs);
                                        g.count += 1;
                                    });
                                    local = workload::work(local, outside);
                                }
                                black_box(local);
                            });
                        }
                        start.wait();
                        // The scope joins every thread before returning.
                        Instant::now()
                    })
                    .elapsed();
                    let count = lock.with(|g| g.count);
                    assert_eq!(count, iters * threads as u64, "lost updates");
                    elapsed
                })
            });
    }
}

struct SleepyHolderCpu<'a, 'b> {
    group: &'a mut criterion::BenchmarkGroup<'b, ProcessCpuTime>,
    kind: LockKind,
    threads: usize,
    hold_sleep: Duration,
}

impl LockVisitor for SleepyHolderCpu<'_, '_> {
    type Output = ();
    fn visit<L: BenchLock>(self) {
        let (threads, hold_sleep) = (self.threads, self.hold_sleep);
        self.group
            .bench_function(BenchmarkId::new(self.kind.name(), threads), |b| {
                b.iter_custom(|iters| {
                    // `iters` pairs in all, shared out among the threads.
                    let lock = L::new_lock();
                    let start = Barrier::new(threads + 1);
                    let threads = threads as u64;
                    let cpu_start = std::thread::scope(|s| {
                        for index in 0..threads {
                            let (lock, start) = (&lock, &start);
                            let pairs = iters / threads + u64::from(index < iters % threads);
                            s.spawn(move || {
                                start.wait();
                                for _ in 0..pairs {
                                    lock.with(|g| {
                                        std::thread::sleep(hold_sleep);
                                        g.count += 1;
                                    });
                                }
                            });
                        }
                        start.wait();
                        // The scope joins every thread before returning.
                        process_cpu_time()
                    });
                    let cpu = process_cpu_time().saturating_sub(cpu_start);
                    assert_eq!(lock.with(|g| g.count), iters, "lost updates");
                    cpu
                })
            });
    }
}

/// Runs `f` while a second thread of this process waits, idle, for it to
/// finish. A server always has other threads, and `mutex_ops` always has
/// its main thread beside the worker; but glibc's default mutex leaves out
/// the `lock` prefix while a process has only one thread (pthread measured
/// 3.6 ns a pair here that way, 13.7-15.2 ns with another thread), so the
/// one-thread benchmarks would otherwise compare it on a path no user of a
/// lock runs. The thread stays alive for the whole group rather than relying
/// on glibc never resetting its flag.
fn with_idle_thread(f: impl FnOnce()) {
    let (done, wait) = std::sync::mpsc::channel::<()>();
    std::thread::scope(|s| {
        s.spawn(move || {
            // Returns when `done` is dropped, below.
            let _ = wait.recv();
        });
        f();
        drop(done);
    });
}

/// Runs `bench` once per lock in a group called `name`.
fn each_lock(
    c: &mut Criterion,
    name: &str,
    bench: impl Fn(&mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>, LockKind),
) {
    let mut group = c.benchmark_group(name);
    for kind in LockKind::all_available() {
        bench(&mut group, kind);
    }
    group.finish();
}

fn uncontended(c: &mut Criterion) {
    with_idle_thread(|| {
        each_lock(c, "uncontended", |g, kind| kind.visit(Uncontended(g, kind)));
    });
}

fn try_lock_free(c: &mut Criterion) {
    with_idle_thread(|| {
        each_lock(c, "try_lock_free", |g, kind| {
            kind.visit(TryLockFree(g, kind))
        });
    });
}

fn try_lock_held(c: &mut Criterion) {
    with_idle_thread(|| {
        each_lock(c, "try_lock_held", |g, kind| {
            kind.visit(TryLockHeld(g, kind))
        });
    });
}

/// The [`Beside`] benchmarks of one kind, in group `name`.
fn beside(c: &mut Criterion, name: &str, timed: &'static str, other: Other) {
    each_lock(c, name, |group, kind| {
        kind.visit(Beside {
            group,
            kind,
            timed,
            other,
        });
    });
}

fn try_lock_poller(c: &mut Criterion) {
    beside(c, "try_lock_poller", "medium", Other::Poller);
}

fn lock_looper(c: &mut Criterion) {
    beside(c, "lock_looper", "medium", Other::Looper);
}

fn short_beside_medium(c: &mut Criterion) {
    beside(c, "short_beside_medium", "short", Other::Medium);
}

fn ping_pong(c: &mut Criterion) {
    each_lock(c, "ping_pong", |g, kind| kind.visit(PingPong(g, kind)));
}

fn contended(c: &mut Criterion) {
    for workload in Workload::all_named().iter().filter(|w| !w.sleeps()) {
        let mut group = c.benchmark_group(format!("contended/{}", workload.name));
        for threads in THREADS {
            group.throughput(Throughput::Elements(threads as u64));
            for kind in LockKind::all_available() {
                kind.visit(Contended {
                    group: &mut group,
                    kind,
                    threads,
                    cs: workload.cs,
                    outside: workload.outside,
                });
            }
        }
        group.finish();
    }
}

fn sleepy_holder_cpu(c: &mut Criterion<ProcessCpuTime>) {
    let sleepy = Workload::named("sleepy").expect("mutex_ops has a sleepy workload");
    let mut group = c.benchmark_group("sleepy_holder_cpu");
    for threads in THREADS {
        for kind in LockKind::all_available() {
            kind.visit(SleepyHolderCpu {
                group: &mut group,
                kind,
                threads,
                hold_sleep: sleepy.hold_sleep,
            });
        }
    }
    group.finish();
}

/// Runs `f` while another thread holds both `a` and `b`.
fn while_held_elsewhere(a: &hintlock::Mutex<()>, b: &parking_lot::Mutex<()>, f: impl FnOnce()) {
    let (locked, wait_locked) = std::sync::mpsc::channel::<()>();
    let (done, wait_done) = std::sync::mpsc::channel::<()>();
    std::thread::scope(|s| {
        s.spawn(move || {
            let _a = a.lock().unwrap();
            let _b = b.lock();
            let _ = locked.send(());
            // Returns when `done` is dropped, below.
            let _ = wait_done.recv();
        });
        let _ = wait_locked.recv();
        f();
        drop(done);
    });
}

fn timed_lock_held(c: &mut Criterion) {
    let hint = hintlock::Mutex::new(());
    let park = parking_lot::Mutex::new(());
    while_held_elsewhere(&hint, &park, || {
        let mut group = c.benchmark_group("timed_lock_held");
        for us in [1u64, 10, 40, 100, 1_000] {
            let timeout = Duration::from_micros(us);
            let id = format!("{us}us");
            group.bench_function(BenchmarkId::new("hintlock", &id), |b| {
                b.iter(|| assert!(hint.try_lock_for(black_box(timeout)).is_err()))
            });
            group.bench_function(BenchmarkId::new("parking_lot", &id), |b| {
                b.iter(|| assert!(park.try_lock_for(black_box(timeout)).is_none()))
            });
        }
        group.finish();
    });
}

criterion_group! {
    name = benches;
    config = config();
    targets = uncontended, try_lock_free, try_lock_held, try_lock_poller, lock_looper,
        short_beside_medium, ping_pong, contended, timed_lock_held
}
criterion_group! {
    name = cpu;
    config = config().with_measurement(ProcessCpuTime);
    targets = sleepy_holder_cpu
}
criterion_main!(benches, cpu);
