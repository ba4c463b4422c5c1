//! Lock counters behind the `stats` cargo feature.
//!
//! With the feature, [`snapshot`] returns process-wide totals over every
//! hintlock lock of every flavor (`Mutex`, `RawMutex`, `baseline::RawMutex`):
//! how many acquisitions there were, how many took the one-instruction fast
//! path, how many were won while spinning, how often a thread slept on the
//! futex, how many wake-ups unlockers sent, how long threads slept, and how
//! often owners were timed between unlock and lock (the polling rate).
//! Counters only grow; measure an interval as the difference of two
//! snapshots ([`Stats::since`]).
//!
//! ```
//! # #[cfg(feature = "stats")] {
//! let before = hintlock::stats::snapshot();
//! let m = hintlock::Mutex::new(0);
//! *m.lock().unwrap() += 1;
//! let delta = hintlock::stats::snapshot().since(&before);
//! assert!(delta.acquisitions >= 1);
//! # }
//! ```
//!
//! The counters are global, not per lock: a lock stays one 32-bit word.
//! They are sharded per thread so that counting adds no shared cache line
//! to the lock path: each thread owns a block of counters it alone writes
//! (a relaxed load and store, no read-modify-write), and a snapshot sums the
//! blocks. A thread's block is returned to a free list when it exits and
//! reused by the next new thread, so the totals keep what exited threads
//! counted and memory stays bounded by the largest number of threads alive
//! at once. Locking during thread-local destruction, after the block was
//! returned, is not counted.
//!
//! Without the feature every hook below is an empty `#[inline(always)]`
//! function and the public items do not exist: nothing is compiled in.

#[cfg(feature = "stats")]
pub use counting::{snapshot, Stats};

/// Counts an attempt on the `lock`/`try_lock` fast path and passes its
/// result through: `Ok` is a fast-path acquisition.
#[inline(always)]
pub(crate) fn fast_path<T, E>(result: Result<T, E>) -> Result<T, E> {
    #[cfg(feature = "stats")]
    if result.is_ok() {
        counting::with(|c| {
            counting::bump(&c.acquisitions, 1);
            counting::bump(&c.fast_path_hits, 1);
        });
    }
    result
}

/// Counts the end of a slow-path `lock` (or timed lock): `acquired` is
/// whether it got the lock, `slept` whether it slept on the futex first
/// (an acquisition without sleeping was won while spinning).
#[inline(always)]
pub(crate) fn slow_path(acquired: bool, slept: bool) {
    #[cfg(feature = "stats")]
    if acquired {
        counting::with(|c| {
            counting::bump(&c.acquisitions, 1);
            if !slept {
                counting::bump(&c.spin_acquisitions, 1);
            }
        });
    }
    #[cfg(not(feature = "stats"))]
    let _ = (acquired, slept);
}

/// Counts a `try_lock` that took the lock after its first compare-and-swap
/// failed (the word was free with sleepers counted) and returns `true`.
#[inline(always)]
pub(crate) fn try_lock_slow_acquired() -> bool {
    #[cfg(feature = "stats")]
    counting::with(|c| counting::bump(&c.acquisitions, 1));
    true
}

/// Runs one futex wait, counting it (before it starts, so another thread can
/// see that a waiter is going to sleep) and the time it slept.
#[inline(always)]
pub(crate) fn futex_wait<R>(wait: impl FnOnce() -> R) -> R {
    #[cfg(feature = "stats")]
    {
        counting::with(|c| counting::bump(&c.futex_waits, 1));
        let start = std::time::Instant::now();
        let result = wait();
        let nanos = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
        counting::with(|c| counting::bump(&c.wait_nanos, nanos));
        result
    }
    #[cfg(not(feature = "stats"))]
    wait()
}

/// Counts one futex wake-up sent by an unlocker.
#[inline(always)]
pub(crate) fn futex_wake() {
    #[cfg(feature = "stats")]
    counting::with(|c| counting::bump(&c.futex_wakes, 1));
}

/// Counts one sample of an owner's unlock-to-lock gap (see `spin::policy`):
/// `relocks` is whether it came back at once. (The model checker's build
/// takes no samples.)
#[cfg(not(loom))]
#[inline(always)]
pub(crate) fn gap_sample(relocks: bool) {
    #[cfg(feature = "stats")]
    counting::with(|c| {
        counting::bump(&c.gap_samples, 1);
        if relocks {
            counting::bump(&c.relock_samples, 1);
        }
    });
    #[cfg(not(feature = "stats"))]
    let _ = relocks;
}

#[cfg(feature = "stats")]
mod counting {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::{Mutex, PoisonError};
    use std::time::Duration;

    /// Process-wide lock counters: the sum over all threads, see the module
    /// documentation.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Stats {
        /// Successful `lock`, `try_lock` and timed-lock calls.
        pub acquisitions: u64,
        /// Acquisitions by the first compare-and-swap of `lock` or
        /// `try_lock` (the lock was free and nobody waited).
        pub fast_path_hits: u64,
        /// Slow-path acquisitions won without sleeping (while spinning, or
        /// because the lock came free just after the fast path failed).
        pub spin_acquisitions: u64,
        /// Futex waits (each sleep, including ones that return at once
        /// because the word had changed).
        pub futex_waits: u64,
        /// Futex wake-ups sent by unlockers.
        pub futex_wakes: u64,
        /// Total time spent inside futex waits, over all threads.
        pub time_waited: Duration,
        /// Owners timed between their unlock and their next lock, at a
        /// polling waiter's request (this sets how fast waiters poll).
        pub gap_samples: u64,
        /// Of those, the ones that came back at once (waiters then poll
        /// slowly).
        pub relock_samples: u64,
    }

    impl Stats {
        /// The counts between `earlier` and `self` (both from [`snapshot`]).
        pub fn since(&self, earlier: &Stats) -> Stats {
            Stats {
                acquisitions: self.acquisitions.wrapping_sub(earlier.acquisitions),
                fast_path_hits: self.fast_path_hits.wrapping_sub(earlier.fast_path_hits),
                spin_acquisitions: self
                    .spin_acquisitions
                    .wrapping_sub(earlier.spin_acquisitions),
                futex_waits: self.futex_waits.wrapping_sub(earlier.futex_waits),
                futex_wakes: self.futex_wakes.wrapping_sub(earlier.futex_wakes),
                time_waited: self.time_waited.saturating_sub(earlier.time_waited),
                gap_samples: self.gap_samples.wrapping_sub(earlier.gap_samples),
                relock_samples: self.relock_samples.wrapping_sub(earlier.relock_samples),
            }
        }
    }

    /// Totals over every thread so far. Counts a thread makes concurrently
    /// may or may not be included.
    pub fn snapshot() -> Stats {
        let all = ALL.lock().unwrap_or_else(PoisonError::into_inner);
        let mut total = Stats::default();
        let mut wait_nanos = 0u64;
        for block in all.iter() {
            total.acquisitions += block.acquisitions.load(Ordering::Relaxed);
            total.fast_path_hits += block.fast_path_hits.load(Ordering::Relaxed);
            total.spin_acquisitions += block.spin_acquisitions.load(Ordering::Relaxed);
            total.futex_waits += block.futex_waits.load(Ordering::Relaxed);
            total.futex_wakes += block.futex_wakes.load(Ordering::Relaxed);
            wait_nanos = wait_nanos.saturating_add(block.wait_nanos.load(Ordering::Relaxed));
            total.gap_samples += block.gap_samples.load(Ordering::Relaxed);
            total.relock_samples += block.relock_samples.load(Ordering::Relaxed);
        }
        total.time_waited = Duration::from_nanos(wait_nanos);
        total
    }

    /// One thread's counters. Atomics only so that `snapshot` may read them
    /// while the owner writes; the owner is the only writer.
    #[derive(Default)]
    #[repr(align(128))] // its own cache lines: no false sharing between threads
    pub(super) struct Counters {
        pub(super) acquisitions: AtomicU64,
        pub(super) fast_path_hits: AtomicU64,
        pub(super) spin_acquisitions: AtomicU64,
        pub(super) futex_waits: AtomicU64,
        pub(super) futex_wakes: AtomicU64,
        pub(super) wait_nanos: AtomicU64,
        pub(super) gap_samples: AtomicU64,
        pub(super) relock_samples: AtomicU64,
    }

    /// Adds to a counter only this thread writes: a load and a store, no
    /// locked instruction.
    #[inline(always)]
    pub(super) fn bump(counter: &AtomicU64, n: u64) {
        counter.store(
            counter.load(Ordering::Relaxed).wrapping_add(n),
            Ordering::Relaxed,
        );
    }

    /// Every block ever handed out (they are leaked, so `'static`).
    static ALL: Mutex<Vec<&'static Counters>> = Mutex::new(Vec::new());
    /// Blocks of exited threads, ready for reuse. Passing a block through
    /// this mutex orders the old owner's last writes before the new owner's
    /// first, so each block keeps one writer at a time.
    static FREE: Mutex<Vec<&'static Counters>> = Mutex::new(Vec::new());

    /// This thread's block; gives it back to `FREE` when the thread exits.
    struct Slot(&'static Counters);

    impl Drop for Slot {
        fn drop(&mut self) {
            FREE.lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(self.0);
        }
    }

    fn claim() -> Slot {
        let reused = FREE.lock().unwrap_or_else(PoisonError::into_inner).pop();
        Slot(reused.unwrap_or_else(|| {
            let block: &'static Counters = Box::leak(Box::default());
            ALL.lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(block);
            block
        }))
    }

    std::thread_local! {
        static SLOT: Slot = claim();
    }

    /// Runs `f` on this thread's counters (skipped during thread-local
    /// destruction, see the module documentation).
    #[inline(always)]
    pub(super) fn with(f: impl FnOnce(&Counters)) {
        let _ = SLOT.try_with(|slot| f(slot.0));
    }
}
