//! A locktorture-style test, bounded in time.
//!
//! 64 threads take one lock in every way there is (`lock`, `try_lock`,
//! `try_lock_for`, `try_lock_until`), hold it in random patterns (nothing,
//! busy work, a yield, a short sleep) and release it normally or with
//! `unlock_fair`, while a signal storm interrupts the threads that are
//! waiting (`SIGUSR1`, installed without `SA_RESTART`, so futex waits return
//! `EINTR`). Storm phases alternate with quiet ones (only `lock`,
//! `try_lock` and plain unlocks, no signals), and the run ends quiet.
//! Checked:
//! - mutual exclusion: an owner flag is claimed and released around every
//!   critical section, and a plain counter under the lock must equal the
//!   number of acquisitions;
//! - timed attempts never give up early;
//! - liveness: a watchdog fails the run when no thread acquires the lock for
//!   `HINTLOCK_TORTURE_STALL_SECS` (5 s), or one thread stays blocked in
//!   `lock` four times that long: a lost wake-up.
//!
//! `HINTLOCK_TORTURE_SECS` sets the run time per lock (default 2 s;
//! `ci/torture.sh` runs 60 s), `HINTLOCK_TORTURE_SEED` replays a seed.
//! Run with `--nocapture` to see the report.

mod support;

use std::ops::DerefMut;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};
use std::thread;
use std::time::{Duration, Instant};
use support::Rng;

const THREADS: usize = 64;
/// No owner in `Shared::owner`.
const NOBODY: usize = usize::MAX;
/// Not blocked in `Shared::blocked_since_ms`.
const NOT_BLOCKED: u64 = u64::MAX;

/// The ways in and out of a lock that the torture drives.
trait TortureLock: Send + Sync + 'static {
    type Guard<'a>: DerefMut<Target = u64>
    where
        Self: 'a;
    const NAME: &'static str;
    fn new() -> Self;
    fn lock(&self) -> Self::Guard<'_>;
    fn try_lock(&self) -> Option<Self::Guard<'_>>;
    fn try_lock_for(&self, timeout: Duration) -> Option<Self::Guard<'_>>;
    fn try_lock_until(&self, deadline: Instant) -> Option<Self::Guard<'_>>;
    fn unlock_fair(guard: Self::Guard<'_>);
    fn describe(&self) -> String;
}

/// No critical section panics, so the mutex is never poisoned: any `Err`
/// other than `WouldBlock` is a failure.
fn unpoisoned<G>(r: std::sync::TryLockResult<G>) -> Option<G> {
    match r {
        Ok(g) => Some(g),
        Err(std::sync::TryLockError::WouldBlock) => None,
        Err(std::sync::TryLockError::Poisoned(_)) => panic!("poisoned"),
    }
}

impl TortureLock for hintlock::Mutex<u64> {
    type Guard<'a> = hintlock::MutexGuard<'a, u64>;
    const NAME: &'static str = "hintlock::Mutex";
    fn new() -> Self {
        hintlock::Mutex::new(0)
    }
    fn lock(&self) -> Self::Guard<'_> {
        hintlock::Mutex::lock(self).expect("poisoned")
    }
    fn try_lock(&self) -> Option<Self::Guard<'_>> {
        unpoisoned(hintlock::Mutex::try_lock(self))
    }
    fn try_lock_for(&self, timeout: Duration) -> Option<Self::Guard<'_>> {
        unpoisoned(hintlock::Mutex::try_lock_for(self, timeout))
    }
    fn try_lock_until(&self, deadline: Instant) -> Option<Self::Guard<'_>> {
        unpoisoned(hintlock::Mutex::try_lock_until(self, deadline))
    }
    fn unlock_fair(guard: Self::Guard<'_>) {
        hintlock::MutexGuard::unlock_fair(guard);
    }
    fn describe(&self) -> String {
        format!("{self:?}")
    }
}

/// The hint-off twin through lock_api: on aarch64 and POWER it runs other
/// instructions than the native path, so it gets tortured too.
type BaselineMutex = hintlock::lock_api::Mutex<hintlock::baseline::RawMutex, u64>;

impl TortureLock for BaselineMutex {
    type Guard<'a> = hintlock::lock_api::MutexGuard<'a, hintlock::baseline::RawMutex, u64>;
    const NAME: &'static str = "lock_api::Mutex<baseline::RawMutex>";
    fn new() -> Self {
        BaselineMutex::new(0)
    }
    fn lock(&self) -> Self::Guard<'_> {
        BaselineMutex::lock(self)
    }
    fn try_lock(&self) -> Option<Self::Guard<'_>> {
        BaselineMutex::try_lock(self)
    }
    fn try_lock_for(&self, timeout: Duration) -> Option<Self::Guard<'_>> {
        BaselineMutex::try_lock_for(self, timeout)
    }
    fn try_lock_until(&self, deadline: Instant) -> Option<Self::Guard<'_>> {
        BaselineMutex::try_lock_until(self, deadline)
    }
    fn unlock_fair(guard: Self::Guard<'_>) {
        hintlock::lock_api::MutexGuard::unlock_fair(guard);
    }
    fn describe(&self) -> String {
        format!("{self:?}")
    }
}

/// What every thread of one run shares.
struct Shared<L> {
    lock: L,
    /// Index of the thread inside the critical section, or `NOBODY`.
    owner: AtomicUsize,
    violations: AtomicU64,
    /// All acquisitions so far: the watchdog's measure of progress.
    acquisitions: AtomicU64,
    stop: AtomicBool,
    /// Storm phase: every kind of attempt and release, and signals. Quiet
    /// phase: only `lock`, `try_lock` and plain unlocks, no signals, so
    /// nothing (no `EINTR`, no timeout, no hand-off) rescues a thread whose
    /// wake-up was lost.
    storm: AtomicBool,
    started: Instant,
    /// Per thread: when (ms since `started`) it began waiting in a blocking
    /// call (`lock` or a timed attempt), or `NOT_BLOCKED`.
    blocked_since_ms: Vec<AtomicU64>,
    /// The longest time a `lock` call took, in ms (reported, not checked).
    longest_lock_ms: AtomicU64,
    /// Per thread: whether it is waiting in `lock` (not a timed attempt),
    /// for the watchdog's stuck-thread check.
    in_plain_lock: Vec<AtomicBool>,
}

/// One thread's account.
#[derive(Default, Debug, Clone, Copy)]
struct Tally {
    acquisitions: u64,
    busy_try_locks: u64,
    timeouts: u64,
    fair_unlocks: u64,
}

impl<L: TortureLock> Shared<L> {
    fn elapsed_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    fn violation(&self, what: &str, me: usize) {
        self.violations.fetch_add(1, Ordering::Relaxed);
        eprintln!("VIOLATION (thread {me}): {what}");
    }

    /// Runs a blocking attempt, published for the signal storm and the
    /// watchdog while it lasts.
    fn blocking<T>(&self, me: usize, plain: bool, attempt: impl FnOnce() -> T) -> T {
        self.in_plain_lock[me].store(plain, Ordering::Relaxed);
        let since = self.elapsed_ms();
        self.blocked_since_ms[me].store(since, Ordering::Relaxed);
        let r = attempt();
        self.blocked_since_ms[me].store(NOT_BLOCKED, Ordering::Relaxed);
        if plain {
            let waited = self.elapsed_ms().saturating_sub(since);
            self.longest_lock_ms.fetch_max(waited, Ordering::Relaxed);
        }
        r
    }

    /// One attempt to get the lock, in a randomly chosen way.
    fn acquire(&self, me: usize, rng: &mut Rng, tally: &mut Tally) -> Option<L::Guard<'_>> {
        let choice = if self.storm.load(Ordering::Relaxed) {
            rng.below(100)
        } else {
            rng.below(65)
        };
        match choice {
            0..=44 => Some(self.blocking(me, true, || self.lock.lock())),
            45..=64 => {
                let g = self.lock.try_lock();
                if g.is_none() {
                    tally.busy_try_locks += 1;
                }
                g
            }
            65..=84 => {
                // 0 to 2 ms, zero included.
                let timeout = Duration::from_micros(rng.below(2_001));
                let start = Instant::now();
                let g = self.blocking(me, false, || self.lock.try_lock_for(timeout));
                if g.is_none() {
                    tally.timeouts += 1;
                    if start.elapsed() < timeout {
                        self.violation("try_lock_for gave up early", me);
                    }
                }
                g
            }
            _ => {
                let deadline = Instant::now() + Duration::from_micros(rng.below(2_001));
                let g = self.blocking(me, false, || self.lock.try_lock_until(deadline));
                if g.is_none() {
                    tally.timeouts += 1;
                    if Instant::now() < deadline {
                        self.violation("try_lock_until gave up early", me);
                    }
                }
                g
            }
        }
    }

    /// The critical section: claim the owner flag, update the counter, hold
    /// in a random pattern, check nobody came in, release.
    fn critical_section(&self, me: usize, rng: &mut Rng, guard: &mut L::Guard<'_>) {
        let previous = self.owner.swap(me, Ordering::Relaxed);
        if previous != NOBODY {
            self.violation(&format!("entered while thread {previous} was inside"), me);
        }
        **guard += 1;
        match rng.below(100) {
            0..=39 => {}
            40..=79 => {
                for _ in 0..rng.below(2_000) {
                    std::hint::spin_loop();
                }
            }
            80..=94 => thread::yield_now(),
            _ => thread::sleep(Duration::from_micros(1 + rng.below(200))),
        }
        let still = self.owner.swap(NOBODY, Ordering::Relaxed);
        if still != me {
            self.violation(&format!("thread {still} came in meanwhile"), me);
        }
    }

    fn worker(&self, me: usize, seed: u64) -> Tally {
        let mut rng = Rng::new(seed ^ (me as u64).wrapping_mul(0x1000_0001));
        let mut tally = Tally::default();
        while !self.stop.load(Ordering::Relaxed) {
            if let Some(mut guard) = self.acquire(me, &mut rng, &mut tally) {
                self.critical_section(me, &mut rng, &mut guard);
                tally.acquisitions += 1;
                self.acquisitions.fetch_add(1, Ordering::Relaxed);
                if rng.below(5) == 0 && self.storm.load(Ordering::Relaxed) {
                    tally.fair_unlocks += 1;
                    L::unlock_fair(guard);
                } else {
                    drop(guard);
                }
            }
            // Sometimes let others in before trying again.
            if rng.below(4) == 0 {
                thread::yield_now();
            }
        }
        tally
    }
}

/// Sends `SIGUSR1` to threads that are waiting, until `stop`.
fn signal_storm<L: TortureLock>(
    shared: &Shared<L>,
    threads: &[libc::pthread_t],
    seed: u64,
    done: &AtomicBool,
) -> u64 {
    let mut rng = Rng::new(seed ^ 0x5157);
    let mut sent = 0;
    while !done.load(Ordering::Relaxed) {
        if !shared.storm.load(Ordering::Relaxed) {
            thread::sleep(Duration::from_millis(1));
            continue;
        }
        let start = rng.below(THREADS as u64) as usize;
        // The first waiting thread from a random place on.
        for i in (0..THREADS).map(|k| (start + k) % THREADS) {
            if shared.blocked_since_ms[i].load(Ordering::Relaxed) != NOT_BLOCKED {
                if support::interrupt(threads[i]) {
                    sent += 1;
                }
                break;
            }
        }
        thread::sleep(Duration::from_micros(50 + rng.below(200)));
    }
    sent
}

/// Fails the process when the lock stops making progress.
fn watchdog<L: TortureLock>(shared: &Shared<L>, stall: Duration, done: &AtomicBool) {
    // One thread may wait much longer than the lock goes without any
    // acquisition (64 threads queue for it, and under QEMU every step is
    // slower), so the per-thread limit is four times the global one.
    let stuck_ms = 4 * stall.as_millis() as u64;
    let mut last_count = shared.acquisitions.load(Ordering::Relaxed);
    let mut last_progress = Instant::now();
    while !done.load(Ordering::Relaxed) {
        thread::sleep(Duration::from_millis(50));
        let count = shared.acquisitions.load(Ordering::Relaxed);
        if count != last_count {
            last_count = count;
            last_progress = Instant::now();
        }
        let now_ms = shared.elapsed_ms();
        let stuck: Vec<usize> = (0..THREADS)
            .filter(|&i| {
                let since = shared.blocked_since_ms[i].load(Ordering::Relaxed);
                shared.in_plain_lock[i].load(Ordering::Relaxed)
                    && since != NOT_BLOCKED
                    && now_ms.saturating_sub(since) > stuck_ms
            })
            .collect();
        if last_progress.elapsed() > stall || !stuck.is_empty() {
            let waiting: Vec<usize> = (0..THREADS)
                .filter(|&i| shared.blocked_since_ms[i].load(Ordering::Relaxed) != NOT_BLOCKED)
                .collect();
            eprintln!(
                "WATCHDOG ({}): no progress for {:?} (limit {stall:?}) or threads {stuck:?} \
                 blocked in lock longer than {stuck_ms} ms (a lost wake-up?); {count} \
                 acquisitions; waiting: {waiting:?}; lock: {}",
                L::NAME,
                last_progress.elapsed(),
                shared.lock.describe(),
            );
            std::process::exit(1);
        }
    }
}

fn torture<L: TortureLock>() {
    support::install_interrupting_handler();
    let duration = support::env_secs("HINTLOCK_TORTURE_SECS", Duration::from_secs(2));
    let stall = support::env_secs("HINTLOCK_TORTURE_STALL_SECS", Duration::from_secs(5));
    let seed = support::env_seed("HINTLOCK_TORTURE_SEED");
    eprintln!(
        "torture {}: {THREADS} threads, {duration:?}, seed {seed} (HINTLOCK_TORTURE_SEED)",
        L::NAME
    );

    let shared = Arc::new(Shared {
        lock: L::new(),
        owner: AtomicUsize::new(NOBODY),
        violations: AtomicU64::new(0),
        acquisitions: AtomicU64::new(0),
        stop: AtomicBool::new(false),
        storm: AtomicBool::new(true),
        started: Instant::now(),
        longest_lock_ms: AtomicU64::new(0),
        blocked_since_ms: (0..THREADS).map(|_| AtomicU64::new(NOT_BLOCKED)).collect(),
        in_plain_lock: (0..THREADS).map(|_| AtomicBool::new(false)).collect(),
    });
    let ready = Arc::new(Barrier::new(THREADS + 1));
    let workers: Vec<_> = (0..THREADS)
        .map(|me| {
            let (shared, ready) = (Arc::clone(&shared), Arc::clone(&ready));
            thread::Builder::new()
                .name(format!("torture-{me}"))
                .spawn(move || {
                    ready.wait();
                    shared.worker(me, seed)
                })
                .expect("spawn a torture thread")
        })
        .collect();
    let pthreads: Vec<libc::pthread_t> = workers
        .iter()
        .map(std::os::unix::thread::JoinHandleExt::as_pthread_t)
        .collect();

    let workers_done = Arc::new(AtomicBool::new(false));
    let storm_done = Arc::new(AtomicBool::new(false));
    let dog = {
        let (shared, done) = (Arc::clone(&shared), Arc::clone(&workers_done));
        thread::spawn(move || watchdog(&shared, stall, &done))
    };
    let signaller = {
        let (shared, done) = (Arc::clone(&shared), Arc::clone(&storm_done));
        // The pthread_ts stay valid: the workers are joined only after the
        // storm has stopped.
        thread::spawn(move || signal_storm(&shared, &pthreads, seed, &done))
    };

    ready.wait();
    // Storm and quiet phases alternate, the last one quiet, so a lost
    // wake-up at the end leaves threads blocked for the watchdog to see.
    let phase = (duration / 8).max(Duration::from_millis(100));
    let mut storm = true;
    loop {
        shared.storm.store(storm, Ordering::Relaxed);
        thread::sleep(phase);
        storm = !storm;
        // `storm` now says the phase just ended was quiet.
        if storm && shared.started.elapsed() >= duration {
            break;
        }
    }
    shared.stop.store(true, Ordering::Relaxed);
    storm_done.store(true, Ordering::Relaxed);
    let signals_sent = signaller.join().expect("signal storm");
    let tallies: Vec<Tally> = workers
        .into_iter()
        .map(|w| w.join().expect("torture thread"))
        .collect();
    workers_done.store(true, Ordering::Relaxed);
    dog.join().expect("watchdog");

    let total: u64 = tallies.iter().map(|t| t.acquisitions).sum();
    let min = tallies.iter().map(|t| t.acquisitions).min().unwrap_or(0);
    let max = tallies.iter().map(|t| t.acquisitions).max().unwrap_or(0);
    let sum = |f: fn(&Tally) -> u64| tallies.iter().map(f).sum::<u64>();
    let violations = shared.violations.load(Ordering::Relaxed);
    eprintln!(
        "torture {}: {total} acquisitions (per thread min {min}, max {max}), \
         {} busy try_locks, {} timeouts, {} fair unlocks, {signals_sent} signals sent \
         ({} delivered in this process so far), longest lock() {} ms, {violations} violations",
        L::NAME,
        sum(|t| t.busy_try_locks),
        sum(|t| t.timeouts),
        sum(|t| t.fair_unlocks),
        support::signals_delivered(),
        shared.longest_lock_ms.load(Ordering::Relaxed),
    );

    assert_eq!(violations, 0, "mutual exclusion or timeout violations");
    let counter = *shared.lock.lock();
    assert_eq!(counter, total, "the counter under the lock lost updates");
    assert_eq!(total, shared.acquisitions.load(Ordering::Relaxed));
    assert!(total > 0, "no acquisitions at all");
}

/// Both locks in one test, one after the other: each run owns the machine,
/// and the signal handler is process-wide anyway.
#[test]
fn torture_native_then_baseline() {
    torture::<hintlock::Mutex<u64>>();
    torture::<BaselineMutex>();
}
