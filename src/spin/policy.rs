//! The spin policy: what a contended `lock` does before it sleeps.
//!
//! Kept in one small type so it can be swapped and measured on its own. A
//! waiter goes through up to two phases, then sleeps on the futex:
//!
//! 1. **Pause phase**, at most [`PAUSE_PHASE_NS`] of wall-clock time: poll the
//!    word with plain loads, with a jittered exponential backoff of 1 to
//!    [`MAX_BACKOFF`] spin-loop hints between polls. This catches a lock held
//!    by a running thread on another CPU, which is what a two-thread
//!    contention looks like.
//! 2. **Yield phase**, at most [`MAX_YIELDS`] polls, each after a
//!    `sched_yield`. When more threads want CPUs than there are CPUs, the
//!    owner may be waiting for ours, and a thread that yields instead of
//!    polling leaves the lock's cache line with the owner. When nothing else
//!    is runnable, a yield returns at once and is just a slower pause.
//!
//! Both phases end early when the lock looks held by a thread that is not
//! making progress: [`HELD_POLLS`] polls in a row, over at least
//! [`HELD_NS`], all found it held, and no yield in that time ran another
//! thread (a holder that sleeps, or runs a long critical section elsewhere;
//! spinning on it only burns CPU). A yield that ran another thread does not
//! count: that thread may have been the holder, and on a busy lock that
//! changes hands the word can look held at every poll while work gets done.
//!
//! The rules every policy here keeps:
//! - bounded by time, not only by an iteration count: a spin-loop hint costs
//!   from about 10 to about 140 cycles depending on the CPU;
//! - load-only: the caller polls with plain loads and tries a compare-and-swap
//!   only when the word says the lock is free;
//! - no spinning or yielding at all on a machine with one CPU, where the
//!   holder cannot run while we spin.
//!
//! The README's "Performance work" table has the measurements behind every
//! number here, and the variants that lost.

#[cfg(not(loom))]
use std::time::Instant;

/// How long the pause phase may poll a held lock.
#[cfg(not(loom))]
pub(crate) const PAUSE_PHASE_NS: u64 = 300;

/// How many yields (each followed by one poll) the yield phase may take.
#[cfg(not(loom))]
pub(crate) const MAX_YIELDS: u32 = 30;

/// How many polls in a row must find the lock held, and for how long, before
/// the waiter decides the holder is not making progress and sleeps.
#[cfg(not(loom))]
pub(crate) const HELD_POLLS: u32 = 8;
/// See [`HELD_POLLS`].
#[cfg(not(loom))]
pub(crate) const HELD_NS: u64 = 2_000;

/// A `sched_yield` that returns sooner than this ran nobody else (it costs
/// one system call, 0.2 to 0.5 us here); a longer one switched to another
/// thread and back.
#[cfg(not(loom))]
const YIELD_ALONE_NS: u64 = 1_000;

/// How many pause-phase polls pass between two reads of the clock.
#[cfg(not(loom))]
const CLOCK_EVERY: u32 = 4;

/// The most spin-loop hints between two polls of the word (exponential
/// backoff up to this cap keeps the cache line with its owner).
const MAX_BACKOFF: u32 = 16;

/// One waiter's spinning in progress (reset after each sleep).
pub(crate) struct SpinPhase {
    /// Polls so far.
    iterations: u32,
    /// State of the jitter generator (xorshift32); 0 until first used.
    #[cfg(not(loom))]
    jitter: u32,
    /// Yields so far; non-zero once the yield phase has started.
    #[cfg(not(loom))]
    yields: u32,
    /// Polls since one last found the lock free.
    #[cfg(not(loom))]
    held_polls: u32,
    /// A poll found the lock free since the last clock check.
    #[cfg(not(loom))]
    saw_free: bool,
    /// When the pause phase began (read at the first check).
    #[cfg(not(loom))]
    started: Option<Instant>,
    /// When a poll last found the lock free (or the phase began).
    #[cfg(not(loom))]
    progress: Option<Instant>,
    /// The previous clock read.
    #[cfg(not(loom))]
    last_check: Option<Instant>,
}

impl SpinPhase {
    /// Starts a spin phase (reads no clock until the first check).
    #[inline]
    pub(crate) fn new() -> Self {
        SpinPhase {
            iterations: 0,
            #[cfg(not(loom))]
            jitter: 0,
            #[cfg(not(loom))]
            yields: 0,
            #[cfg(not(loom))]
            held_polls: 0,
            #[cfg(not(loom))]
            saw_free: false,
            #[cfg(not(loom))]
            started: None,
            #[cfg(not(loom))]
            progress: None,
            #[cfg(not(loom))]
            last_check: None,
        }
    }

    /// The caller found the lock free (and is trying to take it): the owner
    /// is making progress.
    #[inline]
    pub(crate) fn saw_free(&mut self) {
        #[cfg(not(loom))]
        {
            self.saw_free = true;
            self.held_polls = 0;
        }
    }

    /// Waits before the next poll: in the pause phase a random 1 to 2^k
    /// spin-loop hints, k growing by one per poll up to `MAX_BACKOFF`; in the
    /// yield phase one `sched_yield`.
    ///
    /// The jitter matters when the holder's critical section and the gap
    /// until its next `lock` are regular: a fixed poll period can fall into
    /// step with them and miss every free moment, and the waiter then sleeps
    /// for nothing (the counters showed 1 to 4 futex waits per 1,000 pairs
    /// with 100 work units in and out; with jitter, 0.1 to 0.2).
    #[inline]
    pub(crate) fn pause<O: super::LockOps>(&mut self) {
        #[cfg(not(loom))]
        if self.yields > 0 {
            std::thread::yield_now();
            return;
        }
        let cap = 1u32 << self.iterations.min(MAX_BACKOFF.trailing_zeros());
        #[cfg(not(loom))]
        let hints = 1 + self.next_random() % cap;
        #[cfg(loom)]
        let hints = cap;
        for _ in 0..hints {
            O::spin_relax();
        }
    }

    /// A cheap pseudo-random number (xorshift32), seeded from the address
    /// of this phase on the waiter's stack so threads differ.
    #[cfg(not(loom))]
    #[inline]
    fn next_random(&mut self) -> u32 {
        let mut x = self.jitter;
        if x == 0 {
            // Truncation is fine: any non-zero seed will do.
            x = (self as *const Self as usize as u32) | 1;
        }
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.jitter = x;
        x
    }

    /// Counts one poll that found the lock held and says whether to go on
    /// (`false`: sleep now).
    #[inline]
    pub(crate) fn keep_spinning(&mut self) -> bool {
        #[cfg(loom)]
        {
            // Under the model checker every iteration is a scheduling point;
            // one poll covers both "took it while spinning" and "spun and then
            // slept", and every poll more multiplies the interleavings.
            self.iterations += 1;
            self.iterations <= 1
        }
        #[cfg(not(loom))]
        {
            if self.iterations == 0 && !multi_cpu() {
                return false;
            }
            self.iterations = self.iterations.wrapping_add(1);
            self.held_polls = self.held_polls.saturating_add(1);
            // The clock is read every few polls in the pause phase (polls are
            // cheap there) and at every poll in the yield phase (a yield costs
            // far more than a clock read).
            if self.yields == 0 && self.iterations % CLOCK_EVERY != 1 {
                return true;
            }
            let now = Instant::now();
            let started = *self.started.get_or_insert(now);
            let progress = self.progress.get_or_insert(now);
            let last_check = self.last_check.replace(now).unwrap_or(now);
            // A yield that took long ran another thread on this CPU, maybe
            // the holder: not evidence that the holder is stuck.
            let yield_ran_others = self.yields > 0
                && now.duration_since(last_check).as_nanos() >= u128::from(YIELD_ALONE_NS);
            if core::mem::take(&mut self.saw_free) || yield_ran_others {
                *progress = now;
                self.held_polls = 0;
            }
            if self.held_polls >= HELD_POLLS
                && now.duration_since(*progress).as_nanos() >= u128::from(HELD_NS)
            {
                return false;
            }
            if self.yields > 0 {
                self.yields += 1;
                return self.yields <= MAX_YIELDS;
            }
            if now.duration_since(started).as_nanos() < u128::from(PAUSE_PHASE_NS) {
                return true;
            }
            self.yields = 1;
            true
        }
    }
}

/// Whether more than one CPU can run this process (cached after the first call).
#[cfg(not(loom))]
fn multi_cpu() -> bool {
    use core::sync::atomic::{AtomicU8, Ordering};
    // 0: not yet known, 1: one CPU, 2: several. A race only repeats the query.
    static CPUS: AtomicU8 = AtomicU8::new(0);
    match CPUS.load(Ordering::Relaxed) {
        0 => {
            let several = std::thread::available_parallelism().map_or(true, |n| n.get() > 1);
            CPUS.store(if several { 2 } else { 1 }, Ordering::Relaxed);
            several
        }
        n => n == 2,
    }
}

/// How long a sleeping waiter may go without the lock before it asks for
/// hand-offs (the `STARVING` bit of the lock word).
///
/// Barging (a running thread takes a just-released lock ahead of sleepers) is
/// what makes a futex mutex fast, but a sleeper that keeps losing can wait
/// without bound. After this long, a sleeper reserves the next release for
/// itself (one thread at a time), and every unlock wakes it directly.
#[cfg(not(loom))]
pub(crate) const FAIR_AFTER: std::time::Duration = std::time::Duration::from_micros(500);

/// Measures one thread's wait for the lock, for the starvation rule.
pub(crate) struct WaitClock {
    #[cfg(not(loom))]
    since: Option<Instant>,
    #[cfg(loom)]
    sleeps: u32,
}

impl WaitClock {
    /// A thread that has not slept yet.
    #[inline]
    pub(crate) fn new() -> Self {
        WaitClock {
            #[cfg(not(loom))]
            since: None,
            #[cfg(loom)]
            sleeps: 0,
        }
    }

    /// Called each time the thread is about to sleep.
    #[inline]
    pub(crate) fn before_sleep(&mut self) {
        #[cfg(not(loom))]
        if self.since.is_none() {
            self.since = Some(Instant::now());
        }
        #[cfg(loom)]
        {
            self.sleeps += 1;
        }
    }

    /// Whether the thread has waited long enough to demand hand-offs.
    #[inline]
    pub(crate) fn starving(&self) -> bool {
        #[cfg(not(loom))]
        {
            self.since.is_some_and(|t| t.elapsed() >= FAIR_AFTER)
        }
        // Deterministic under the model checker: starving from the second sleep.
        #[cfg(loom)]
        {
            self.sleeps >= 2
        }
    }
}
