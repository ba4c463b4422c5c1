//! The workload: threads lock, do `cs` work units (and, for `sleepy`,
//! sleep), unlock, do `outside` work units, and count.
//!
//! A work unit is one step of a 64-bit linear congruential generator,
//! `x = x * 6364136223846793005 + 1442695040888963407` (wrapping), passed
//! through `std::hint::black_box`. Each step needs the previous one's result,
//! so units cannot overlap or be vectorised, and `black_box` keeps the
//! compiler from folding or deleting them. Inside the lock the chain starts
//! from, and ends in, data the lock protects, so the work cannot be moved
//! out of the critical section. `mutex_ops` prints what one unit costs on
//! the machine it runs on.
//!
//! CPU time per pair: each thread reads its own CPU clock
//! (`CLOCK_THREAD_CPUTIME_ID`, user + system) just before and just after its
//! loop; the run sums them. Thread start-up and the start line stay out of
//! it, which a process-wide clock around the run would count.

use super::locks::BenchLock;
use std::hint::black_box;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// One work unit (see the module documentation).
#[inline(always)]
pub fn work_unit(x: u64) -> u64 {
    black_box(
        x.wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407),
    )
}

/// `units` work units, chained from `x`.
///
/// Out of line, so that every lock's loop calls this one copy: the work is
/// the same machine code at the same address whatever the lock. Inlined,
/// each lock's loop had its own copy, and the copies differed in speed when
/// the lock changed hands: at 100 units in and 100 out on 2 threads, with a
/// near cache line (the session-25 VM's fast state), hintlock did 6.3-7.0 M
/// pairs/s with its inlined copies against 7.2-7.9 M with this one, in
/// three code layouts of each, while std stayed at 7.0-8.3 M (README,
/// "Performance work", session 25). The call costs every lock the same few
/// nanoseconds per loop.
#[inline(never)]
pub fn work(mut x: u64, units: u64) -> u64 {
    for _ in 0..units {
        x = work_unit(x);
    }
    x
}

/// Measures one work unit's cost here, in nanoseconds.
pub fn work_unit_ns() -> f64 {
    const UNITS: u64 = 1_000_000;
    // Best of seven short runs, so a preemption or a busy neighbour in one
    // of them does not count.
    (0..7)
        .map(|i| {
            let start = Instant::now();
            black_box(work(i, UNITS));
            start.elapsed().as_secs_f64() * 1e9 / UNITS as f64
        })
        .fold(f64::INFINITY, f64::min)
}

/// What the threads do inside and outside the lock: one named workload.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Workload {
    /// `empty`, `short`, `medium`, `sleepy`, `mixed`, or `cs=N,out=M` for
    /// `--cs`/`--outside`.
    pub name: String,
    /// Work units inside the lock (for the even-numbered threads, where
    /// `odd` is set).
    pub cs: u64,
    /// Work units outside the lock (likewise).
    pub outside: u64,
    /// How long the holder sleeps inside the lock (zero: it does not).
    pub hold_sleep: Duration,
    /// Work units inside and outside the lock for the odd-numbered threads
    /// when they differ from the even-numbered ones' (`mixed`); `None`: every
    /// thread does `cs` and `outside`.
    pub odd: Option<(u64, u64)>,
}

impl Workload {
    /// The named workloads, in report order: name, work units inside,
    /// outside, microseconds the holder sleeps inside the lock.
    pub const NAMED: [(&'static str, u64, u64, u64); 4] = [
        ("empty", 0, 0, 0),
        ("short", 10, 50, 0),
        ("medium", 100, 100, 0),
        ("sleepy", 0, 0, 50),
    ];

    /// A named workload, if `name` is one.
    pub fn named(name: &str) -> Option<Workload> {
        Self::NAMED
            .iter()
            .find(|w| w.0 == name)
            .map(|&(name, cs, outside, sleep_us)| Workload {
                name: name.to_string(),
                cs,
                outside,
                hold_sleep: Duration::from_micros(sleep_us),
                odd: None,
            })
            .or_else(|| (name == Self::MIXED).then(Self::mixed))
    }

    /// The name of the one workload that runs only when asked for: half the
    /// threads run `short`'s work, half `medium`'s, on the same lock.
    pub const MIXED: &'static str = "mixed";

    /// `mixed`: even-numbered threads do `short`'s work (10 units in, 50
    /// out), odd-numbered ones `medium`'s (100 and 100).
    ///
    /// It is not among the default workloads (the default run is the cells
    /// issue 5 names). It shows whether a lock shares fairly between
    /// threads that want it for different lengths of time: with 2 threads the
    /// slowest thread's share (min/mean) is the short thread's, which a lock
    /// can starve by handing the medium thread most of the turns.
    pub fn mixed() -> Workload {
        let short = Self::NAMED[1];
        let medium = Self::NAMED[2];
        Workload {
            name: Self::MIXED.to_string(),
            cs: short.1,
            outside: short.2,
            hold_sleep: Duration::ZERO,
            odd: Some((medium.1, medium.2)),
        }
    }

    /// Every named workload.
    pub fn all_named() -> Vec<Workload> {
        Self::NAMED
            .iter()
            .filter_map(|w| Self::named(w.0))
            .collect()
    }

    /// The workload `--cs`/`--outside` define.
    pub fn custom(cs: u64, outside: u64) -> Workload {
        Workload {
            name: format!("cs={cs},out={outside}"),
            cs,
            outside,
            hold_sleep: Duration::ZERO,
            odd: None,
        }
    }

    /// Whether the holder sleeps inside the lock (such runs get a shorter
    /// default length: they do few pairs per second).
    pub fn sleeps(&self) -> bool {
        !self.hold_sleep.is_zero()
    }

    /// What the threads do, in flag terms: "--cs 10 --outside 50", plus the
    /// holder's sleep if any.
    pub fn describe(&self) -> String {
        let mut text = format!("--cs {} --outside {}", self.cs, self.outside);
        if let Some((cs, outside)) = self.odd {
            text = format!("even threads {text}, odd threads --cs {cs} --outside {outside}");
        }
        if self.sleeps() {
            text.push_str(&format!(
                ", holder sleeps {} us (plus the kernel's timer slack)",
                self.hold_sleep.as_micros()
            ));
        }
        text
    }
}

/// How long one run lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Length {
    /// Every thread runs until this much time has passed.
    Time(Duration),
    /// Every thread does this many lock/unlock pairs.
    Count(u64),
}

/// One run's shape.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    pub threads: usize,
    pub length: Length,
    /// Work units inside the lock (the even-numbered threads', where `odd`
    /// is set).
    pub cs: u64,
    /// Work units outside the lock (likewise).
    pub outside: u64,
    /// The odd-numbered threads' work units inside and outside the lock,
    /// where they differ ([`Workload::odd`]).
    pub odd: Option<(u64, u64)>,
    /// How long the holder sleeps inside the lock each time (zero: never).
    pub hold_sleep: Duration,
}

impl Plan {
    /// Work units inside and outside the lock for thread `index`.
    pub fn work_of(&self, index: u64) -> (u64, u64) {
        match self.odd {
            Some(odd) if index % 2 == 1 => odd,
            _ => (self.cs, self.outside),
        }
    }
}

/// What one run measured.
#[derive(Clone, Debug)]
pub struct RunResult {
    /// Lock/unlock pairs each thread completed.
    pub thread_ops: Vec<u64>,
    /// Each thread's time from its start (leaving the start line) to its
    /// last unlock.
    pub thread_time: Vec<Duration>,
    /// From the first thread's start to the last thread's end.
    pub wall: Duration,
    /// CPU time (user + system) the threads spent in their loops, summed
    /// over the threads; `None` where the platform has no per-thread clock.
    pub cpu: Option<Duration>,
    /// hintlock's counters over the run (`stats` feature only).
    pub stats: Option<StatsDelta>,
}

/// The `stats` counters that mutex_ops reports, over one run.
#[derive(Clone, Copy, Debug, Default)]
pub struct StatsDelta {
    pub futex_waits: u64,
    pub futex_wakes: u64,
}

impl RunResult {
    /// Total lock/unlock pairs.
    pub fn total_ops(&self) -> u64 {
        self.thread_ops.iter().sum()
    }

    /// Lock/unlock pairs per second over the wall time.
    pub fn ops_per_sec(&self) -> f64 {
        self.total_ops() as f64 / self.wall.as_secs_f64().max(1e-9)
    }

    /// CPU nanoseconds per lock/unlock pair, all threads together.
    pub fn cpu_ns_per_op(&self) -> Option<f64> {
        self.cpu
            .map(|cpu| cpu.as_nanos() as f64 / self.total_ops().max(1) as f64)
    }

    /// The slowest thread's pairs over the mean: 1 when every thread got
    /// the same share, near 0 when one was starved.
    pub fn min_over_mean(&self) -> f64 {
        let min = self.thread_ops.iter().copied().min().unwrap_or(0) as f64;
        let mean = self.total_ops() as f64 / self.thread_ops.len().max(1) as f64;
        if mean > 0.0 {
            min / mean
        } else {
            0.0
        }
    }
}

/// Keeps the stop flag off the lock's and the counters' cache lines.
#[repr(align(128))]
struct Padded<T>(T);

/// Holds the workers until all are spawned and waiting, then starts them
/// together.
///
/// The state is in atomics, changed while holding `sleep` (so a waiter
/// between its check and its wait cannot miss a change); `sleep` guards no
/// data itself. That keeps the start line visible to ThreadSanitizer, which
/// cannot see std's futex-based mutex (ci/tsan.sh runs this example's tests).
struct StartLine {
    workers: usize,
    /// Workers waiting at the line.
    arrived: AtomicUsize,
    /// `CLOSED`, `RUN` or `GIVE_UP`.
    go: AtomicU8,
    sleep: Mutex<()>,
    changed: Condvar,
    /// Workers awake after `open`: each waits (yielding) for all, so they
    /// start within a scheduler tick of each other, not one wake-up apart.
    awake: Padded<AtomicUsize>,
}

/// `StartLine::go` values.
const CLOSED: u8 = 0;
const RUN: u8 = 1;
const GIVE_UP: u8 = 2;

impl StartLine {
    fn new(workers: usize) -> Self {
        StartLine {
            workers,
            arrived: AtomicUsize::new(0),
            go: AtomicU8::new(CLOSED),
            sleep: Mutex::new(()),
            changed: Condvar::new(),
            awake: Padded(AtomicUsize::new(0)),
        }
    }

    /// Called by a worker: waits for `open`, returns whether to run.
    fn wait(&self) -> bool {
        let guard = self.sleep.lock().unwrap_or_else(PoisonError::into_inner);
        self.arrived.fetch_add(1, Ordering::Relaxed);
        self.changed.notify_all();
        // Acquire: pairs with `open`'s Release, so what the leader did
        // before opening (nothing the workers read today) is visible.
        let guard = self
            .changed
            .wait_while(guard, |_| self.go.load(Ordering::Acquire) == CLOSED)
            .unwrap_or_else(PoisonError::into_inner);
        drop(guard);
        let run = self.go.load(Ordering::Acquire) == RUN;
        if run {
            self.awake.0.fetch_add(1, Ordering::Relaxed);
            while self.awake.0.load(Ordering::Relaxed) < self.workers {
                std::thread::yield_now();
            }
        }
        run
    }

    /// Called by the leader: waits until every worker is at the line.
    fn wait_for_workers(&self) {
        let guard = self.sleep.lock().unwrap_or_else(PoisonError::into_inner);
        drop(
            self.changed
                .wait_while(guard, |_| {
                    self.arrived.load(Ordering::Relaxed) < self.workers
                })
                .unwrap_or_else(PoisonError::into_inner),
        );
    }

    /// Starts the workers (`run`) or sends them home.
    fn open(&self, run: bool) {
        let guard = self.sleep.lock().unwrap_or_else(PoisonError::into_inner);
        self.go
            .store(if run { RUN } else { GIVE_UP }, Ordering::Release);
        drop(guard);
        self.changed.notify_all();
    }
}

/// How long a run may go without any thread completing a lock/unlock pair
/// before it is declared stuck.
pub const STALL_LIMIT: Duration = Duration::from_secs(60);

/// Runs `plan` on a fresh lock of type `L` (called `name` in messages) and
/// checks the protected count against the threads' own counts.
///
/// A run in which no thread completes a pair for [`STALL_LIMIT`] is a lock
/// that lost a wake-up or deadlocked: this prints what it saw and exits the
/// process with status 1, since threads stuck in `lock` cannot be joined.
pub fn run<L: BenchLock>(plan: Plan, name: &str) -> Result<RunResult, String> {
    let lock = Box::new(Padded(L::new_lock()));
    let lock = &lock.0;
    let stop = Padded(AtomicBool::new(false));
    // Each thread's pairs so far, on its own cache line, for the stall check.
    let progress: Vec<Padded<AtomicU64>> = (0..plan.threads)
        .map(|_| Padded(AtomicU64::new(0)))
        .collect();
    let start_line = StartLine::new(plan.threads);
    let stats_before = stats_now();

    let per_thread = std::thread::scope(|s| {
        let workers: Result<Vec<_>, String> = (0..plan.threads)
            .map(|index| {
                let (start_line, stop) = (&start_line, &stop.0);
                let progress = &progress[index].0;
                std::thread::Builder::new()
                    .name(format!("mutex_ops-{index}"))
                    .spawn_scoped(s, move || {
                        if !start_line.wait() {
                            let now = Instant::now();
                            return (0, now, now, None);
                        }
                        let cpu_start = thread_cpu_time();
                        let started = Instant::now();
                        let ops = match plan.length {
                            Length::Time(_) => worker(lock, plan, index as u64, progress, || {
                                stop.load(Ordering::Relaxed)
                            }),
                            Length::Count(n) => {
                                let mut done = 0;
                                worker(lock, plan, index as u64, progress, || {
                                    done += 1;
                                    done > n
                                })
                            }
                        };
                        let ended = Instant::now();
                        let cpu = cpu_start
                            .zip(thread_cpu_time())
                            .map(|(a, b)| b.saturating_sub(a));
                        (ops, started, ended, cpu)
                    })
            })
            .collect::<Result<_, _>>()
            .map_err(|e| format!("cannot start {} threads: {e}", plan.threads));
        let workers: Vec<_> = match workers {
            Ok(w) => w,
            Err(e) => {
                // Send the threads that did start home.
                start_line.open(false);
                return Err(e);
            }
        };
        start_line.wait_for_workers();
        start_line.open(true);
        let begin = Instant::now();
        let mut stop_at = match plan.length {
            Length::Time(length) => Some(begin + length),
            Length::Count(_) => None,
        };
        let (mut last_total, mut last_change) = (0, begin);
        while !workers.iter().all(|w| w.is_finished()) {
            let now = Instant::now();
            if stop_at.is_some_and(|t| now >= t) {
                stop.0.store(true, Ordering::Relaxed);
                stop_at = None;
            }
            let total: u64 = progress.iter().map(|p| p.0.load(Ordering::Relaxed)).sum();
            if total != last_total {
                (last_total, last_change) = (total, now);
            } else if now - last_change >= STALL_LIMIT {
                let stuck = workers.iter().filter(|w| !w.is_finished()).count();
                eprintln!(
                    "mutex_ops: error: {name} with {} thread(s): no lock/unlock pair completed for {} s \
                     ({stuck} still running, {total} pairs done): the lock looks deadlocked",
                    plan.threads,
                    STALL_LIMIT.as_secs()
                );
                std::process::exit(1);
            }
            // Wake exactly at the stop time; otherwise check every 20 ms.
            let nap = Duration::from_millis(20);
            std::thread::sleep(stop_at.map_or(nap, |t| nap.min(t.saturating_duration_since(now))));
        }
        let per_thread: Vec<_> = workers
            .into_iter()
            .map(|w| w.join().expect("a mutex_ops worker panicked"))
            .collect();
        Ok(per_thread)
    })?;

    let result = RunResult {
        thread_ops: per_thread.iter().map(|&(ops, ..)| ops).collect(),
        thread_time: per_thread.iter().map(|&(_, s, e, _)| e - s).collect(),
        wall: match (
            per_thread.iter().map(|&(_, s, _, _)| s).min(),
            per_thread.iter().map(|&(_, _, e, _)| e).max(),
        ) {
            (Some(first), Some(last)) => last - first,
            _ => Duration::ZERO,
        },
        cpu: per_thread.iter().map(|&(.., cpu)| cpu).sum(),
        stats: stats_since(stats_before),
    };
    let counted = lock.with(|g| g.count);
    if counted != result.total_ops() {
        return Err(format!(
            "the lock's counter says {counted} but the threads did {} pairs: mutual exclusion failed",
            result.total_ops()
        ));
    }
    Ok(result)
}

/// One thread's loop: until `done` says so, lock, work, count, unlock, work.
///
/// Besides the workload, the loop does only the harness's bookkeeping:
/// `done` and the progress counter the stall check reads. Both are kept
/// light because the loop is what is measured. The holder's sleep gets its
/// own copy of the loop, so the workloads without one carry no test for it;
/// and the progress counter is written once every 256 pairs (see
/// [`progress_mask`]). Written every pair, that store came right before the
/// next lock's locked instruction, which waits for it to leave the store
/// buffer: about 3 ns a pair on the session-20 machine for every lock
/// inlined into the loop, hidden for pthread behind its call (README,
/// "Performance work").
#[inline(never)]
fn worker<L: BenchLock>(
    lock: &L,
    plan: Plan,
    index: u64,
    progress: &AtomicU64,
    done: impl FnMut() -> bool,
) -> u64 {
    let mask = progress_mask(&plan);
    let ((cs, outside), hold_sleep) = (plan.work_of(index), plan.hold_sleep);
    // The thread's index seeds its outside work.
    if hold_sleep.is_zero() {
        pairs(lock, (cs, outside), index, progress, mask, done, || {})
    } else {
        pairs(lock, (cs, outside), index, progress, mask, done, || {
            std::thread::sleep(hold_sleep)
        })
    }
}

/// The loop of [`worker`], with `hold` run inside the lock after the work
/// units. Returns the pairs done.
#[inline(always)]
fn pairs<L: BenchLock>(
    lock: &L,
    (cs, outside): (u64, u64),
    seed: u64,
    progress: &AtomicU64,
    mask: u64,
    mut done: impl FnMut() -> bool,
    hold: impl Fn(),
) -> u64 {
    let mut ops = 0u64;
    let mut local = seed;
    while !done() {
        lock.with(|g| {
            g.scratch = work(g.scratch, cs);
            hold();
            g.count += 1;
        });
        local = work(local, outside);
        ops += 1;
        if ops & mask == 0 {
            // Only this thread writes it: a plain store, no locked instruction.
            progress.store(ops, Ordering::Relaxed);
        }
    }
    progress.store(ops, Ordering::Relaxed);
    black_box(local);
    ops
}

/// How often a worker of `plan` publishes its progress: every pair when
/// `ops & mask == 0` always holds (mask 0), else every `mask + 1` pairs.
///
/// Short pairs publish every 256: even then a thread publishes within a few
/// milliseconds of running, far inside [`STALL_LIMIT`]. Pairs that sleep or
/// that run more than [`LONG_PAIR_UNITS`] work units publish every pair, so a
/// slow custom workload (`--cs 100000000`) is never mistaken for a deadlock.
fn progress_mask(plan: &Plan) -> u64 {
    let (odd_cs, odd_outside) = plan.odd.unwrap_or((0, 0));
    let longest = plan
        .cs
        .saturating_add(plan.outside)
        .max(odd_cs.saturating_add(odd_outside));
    if !plan.hold_sleep.is_zero() || longest > LONG_PAIR_UNITS {
        0
    } else {
        255
    }
}

/// Work units (about 1 ns each) past which a pair counts as long for
/// [`progress_mask`]: 256 such pairs already take 2.5 ms or more alone.
const LONG_PAIR_UNITS: u64 = 10_000;

/// CPU time (user + system) the calling thread has used so far.
#[cfg(unix)]
pub fn thread_cpu_time() -> Option<Duration> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid, writable timespec; the call only writes it.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    (rc == 0).then(|| Duration::new(now.tv_sec as u64, now.tv_nsec as u32))
}

/// No per-thread CPU clock here: the report shows "-".
#[cfg(not(unix))]
pub fn thread_cpu_time() -> Option<Duration> {
    None
}

#[cfg(feature = "stats")]
fn stats_now() -> hintlock::stats::Stats {
    hintlock::stats::snapshot()
}

#[cfg(feature = "stats")]
fn stats_since(before: hintlock::stats::Stats) -> Option<StatsDelta> {
    let d = hintlock::stats::snapshot().since(&before);
    Some(StatsDelta {
        futex_waits: d.futex_waits,
        futex_wakes: d.futex_wakes,
    })
}

/// Without the `stats` feature there is nothing to read.
#[cfg(not(feature = "stats"))]
struct NoStats;

#[cfg(not(feature = "stats"))]
fn stats_now() -> NoStats {
    NoStats
}

#[cfg(not(feature = "stats"))]
fn stats_since(_: NoStats) -> Option<StatsDelta> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(cs: u64, outside: u64, hold_sleep: Duration) -> Plan {
        Plan {
            threads: 1,
            length: Length::Count(1),
            cs,
            outside,
            hold_sleep,
            odd: None,
        }
    }

    #[test]
    fn mixed_gives_odd_threads_their_own_work() {
        let mut p = plan(10, 50, Duration::ZERO);
        assert_eq!([p.work_of(0), p.work_of(1)], [(10, 50), (10, 50)]);
        p.odd = Some((100, 100));
        let work: Vec<_> = (0..4).map(|i| p.work_of(i)).collect();
        assert_eq!(work, [(10, 50), (100, 100), (10, 50), (100, 100)]);
        let mixed = Workload::mixed();
        assert_eq!(
            (mixed.cs, mixed.outside, mixed.odd),
            (10, 50, Some((100, 100)))
        );
        assert_eq!(Workload::named("mixed"), Some(mixed));
        // A long odd workload publishes every pair, as a long even one does.
        p.odd = Some((LONG_PAIR_UNITS, 1));
        assert_eq!(progress_mask(&p), 0);
    }

    #[test]
    fn short_pairs_publish_progress_every_256() {
        for (cs, outside) in [(0, 0), (10, 50), (100, 100), (5_000, 5_000)] {
            assert_eq!(progress_mask(&plan(cs, outside, Duration::ZERO)), 255);
        }
    }

    #[test]
    fn long_or_sleeping_pairs_publish_progress_every_pair() {
        assert_eq!(progress_mask(&plan(10_001, 0, Duration::ZERO)), 0);
        assert_eq!(progress_mask(&plan(0, u64::MAX, Duration::ZERO)), 0);
        assert_eq!(progress_mask(&plan(u64::MAX, u64::MAX, Duration::ZERO)), 0);
        assert_eq!(progress_mask(&plan(0, 0, Duration::from_micros(50))), 0);
    }

    #[test]
    fn every_pair_is_counted_whatever_the_progress_interval() {
        // 300 pairs: not a multiple of 256, so the last store after the loop
        // is what publishes the final count.
        let lock = <hintlock::Mutex<crate::locks::Guarded> as BenchLock>::new_lock();
        let progress = AtomicU64::new(0);
        let mut left = 300;
        let ops = worker(&lock, plan(1, 1, Duration::ZERO), 7, &progress, || {
            if left == 0 {
                return true;
            }
            left -= 1;
            false
        });
        assert_eq!(ops, 300);
        assert_eq!(progress.load(Ordering::Relaxed), 300);
        assert_eq!(lock.with(|g| g.count), 300);
    }
}
