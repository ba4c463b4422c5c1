//! The spin policy: how long a contended `lock` polls before it sleeps.
//!
//! Kept in one small type so it can be swapped and measured on its own. The
//! rules every policy here keeps:
//! - bounded by time, not by an iteration count: a spin-loop hint costs from
//!   about 10 to about 140 cycles depending on the CPU, so a count would mean a
//!   different budget on every machine;
//! - load-only: the caller polls with plain loads and tries a compare-and-swap
//!   only when the word says the lock is free;
//! - no spinning at all on a machine with one CPU, where the holder cannot
//!   run while we spin.

#[cfg(not(loom))]
use std::time::Instant;

/// How long one `lock` call may poll a held lock before it goes to sleep.
///
/// A sleep and wake-up costs 2 to 20 us on the development machine (see
/// `../shared/FACTS.md`); spinning for a fraction of that catches the short
/// critical sections without burning a time slice on a long one.
#[cfg(not(loom))]
pub(crate) const SPIN_BUDGET_NS: u64 = 4_000;

/// How many polls pass between two reads of the clock.
#[cfg(not(loom))]
const CLOCK_EVERY: u32 = 4;

/// The most spin-loop hints between two polls of the word (exponential
/// backoff up to this cap keeps the cache line with its owner).
const MAX_BACKOFF: u32 = 16;

/// One spin phase in progress.
pub(crate) struct SpinPhase {
    iterations: u32,
    #[cfg(not(loom))]
    started: Option<Instant>,
}

impl SpinPhase {
    /// Starts a spin phase (reads no clock until the first check).
    #[inline]
    pub(crate) fn new() -> Self {
        SpinPhase {
            iterations: 0,
            #[cfg(not(loom))]
            started: None,
        }
    }

    /// Waits before the next poll: 1, 2, 4, ... up to `MAX_BACKOFF` hints.
    #[inline]
    pub(crate) fn pause<O: super::LockOps>(&self) {
        let hints = 1u32 << self.iterations.min(MAX_BACKOFF.trailing_zeros());
        for _ in 0..hints {
            O::spin_relax();
        }
    }

    /// Counts one iteration and says whether the phase may go on.
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
            if self.iterations % CLOCK_EVERY != 1 {
                return true;
            }
            let now = Instant::now();
            let started = *self.started.get_or_insert(now);
            now.duration_since(started).as_nanos() < u128::from(SPIN_BUDGET_NS)
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
