//! Sleeping and waking on a 32-bit word.
//!
//! The whole platform layer is the [`Futex`] trait: wait while the word holds a
//! value, wake one sleeper, wake all. Two scopes implement it:
//! - [`Private`]: for locks inside one process. Linux and Android use the
//!   futex system call with `FUTEX_PRIVATE_FLAG` (through rustix); every other
//!   platform parks on parking_lot_core's address-keyed queues. Building with
//!   `RUSTFLAGS="--cfg hintlock_parking_lot"` selects the parking_lot_core path
//!   on Linux too, so the test suite covers it.
//! - [`Shared`] (Linux and Android only): futex calls without the private
//!   flag, keyed by the physical page, so a lock in `MAP_SHARED` memory works
//!   between processes.
//!
//! Under `cfg(loom)`, [`Private`] is a model of a futex built from loom's own
//! primitives (`loom_shim.rs`).

use crate::primitive::AtomicU32;
use std::time::Instant;

#[cfg(all(any(target_os = "linux", target_os = "android"), not(loom)))]
mod linux;
#[cfg(loom)]
pub(crate) mod loom_shim;
#[cfg(all(
    any(
        hintlock_parking_lot,
        not(any(target_os = "linux", target_os = "android"))
    ),
    not(loom)
))]
mod parking;

/// Wait and wake on one 32-bit word.
pub(crate) trait Futex {
    /// Sleeps while `*word == expected`, until woken or until `deadline`
    /// (`None`: no deadline). Returns `false` only when the deadline passed;
    /// `true` covers wake-ups, a value that already differed, signals and
    /// spurious returns, so callers always re-read the word.
    fn wait(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool;
    /// Wakes at most one thread sleeping on `word` through [`Futex::wait`].
    /// Returns whether it woke one; `false` also where the backend cannot
    /// tell. (A thread that has registered on the word but has not reached
    /// the kernel yet is not woken, and is not counted here.)
    fn wake_one(word: &AtomicU32) -> bool;
    /// [`Futex::wait`] for the one thread the lock is reserved for (a
    /// starving waiter), so that [`Futex::wake_starving`] can wake exactly it
    /// and [`Futex::wake_one`] never spends its wake-up on it. A backend
    /// without that distinction may treat both alike.
    fn wait_starving(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool {
        Self::wait(word, expected, deadline)
    }
    /// Wakes the thread sleeping in [`Futex::wait_starving`] on `word`.
    fn wake_starving(word: &AtomicU32) {
        Self::wake_all(word);
    }
    /// Wakes every thread sleeping on `word`.
    fn wake_all(word: &AtomicU32);
    /// Moves at most one thread sleeping on `from` onto `to`'s queue without
    /// waking it, if `from` still holds `expected`. The default wakes it
    /// instead, which is also correct for the Condvar (the woken thread
    /// goes to `to` by itself), only slower.
    fn requeue_one(from: &AtomicU32, expected: u32, to: &AtomicU32) {
        let _ = (expected, to);
        Self::wake_one(from);
    }
}

/// Process-private sleeping (see the module documentation).
pub(crate) struct Private;

/// Process-shared sleeping: futex calls without the private flag.
#[cfg(all(any(target_os = "linux", target_os = "android"), not(loom)))]
pub(crate) struct Shared;

#[cfg(all(
    any(target_os = "linux", target_os = "android"),
    not(hintlock_parking_lot),
    not(loom)
))]
impl Futex for Private {
    #[inline]
    fn wait(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool {
        linux::wait(word, expected, deadline, linux::PRIVATE, linux::NORMAL)
    }
    #[inline]
    fn wake_one(word: &AtomicU32) -> bool {
        linux::wake(word, 1, linux::PRIVATE, linux::NORMAL) > 0
    }
    #[inline]
    fn wait_starving(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool {
        linux::wait(word, expected, deadline, linux::PRIVATE, linux::STARVING)
    }
    #[inline]
    fn wake_starving(word: &AtomicU32) {
        linux::wake(word, 1, linux::PRIVATE, linux::STARVING);
    }
    #[inline]
    fn wake_all(word: &AtomicU32) {
        linux::wake(word, i32::MAX as u32, linux::PRIVATE, linux::ANY);
    }
    #[inline]
    fn requeue_one(from: &AtomicU32, expected: u32, to: &AtomicU32) {
        linux::requeue_one(from, expected, to, linux::PRIVATE);
    }
}

#[cfg(all(
    any(
        hintlock_parking_lot,
        not(any(target_os = "linux", target_os = "android"))
    ),
    not(loom)
))]
impl Futex for Private {
    #[inline]
    fn wait(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool {
        parking::wait_as(word, expected, deadline, parking::NORMAL)
    }
    #[inline]
    fn wake_one(word: &AtomicU32) -> bool {
        parking::wake_one(word, parking::NORMAL)
    }
    #[inline]
    fn wait_starving(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool {
        parking::wait_as(word, expected, deadline, parking::STARVING)
    }
    #[inline]
    fn wake_starving(word: &AtomicU32) {
        parking::wake_one(word, parking::STARVING);
    }
    #[inline]
    fn wake_all(word: &AtomicU32) {
        parking::wake_all(word);
    }
    #[inline]
    fn requeue_one(from: &AtomicU32, expected: u32, to: &AtomicU32) {
        parking::requeue_one(from, expected, to);
    }
}

#[cfg(all(any(target_os = "linux", target_os = "android"), not(loom)))]
impl Futex for Shared {
    #[inline]
    fn wait(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool {
        linux::wait(word, expected, deadline, linux::SHARED, linux::NORMAL)
    }
    #[inline]
    fn wake_one(word: &AtomicU32) -> bool {
        linux::wake(word, 1, linux::SHARED, linux::NORMAL) > 0
    }
    #[inline]
    fn wait_starving(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool {
        linux::wait(word, expected, deadline, linux::SHARED, linux::STARVING)
    }
    #[inline]
    fn wake_starving(word: &AtomicU32) {
        linux::wake(word, 1, linux::SHARED, linux::STARVING);
    }
    #[inline]
    fn wake_all(word: &AtomicU32) {
        linux::wake(word, i32::MAX as u32, linux::SHARED, linux::ANY);
    }
}

#[cfg(loom)]
impl Futex for Private {
    fn wait(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool {
        loom_shim::wait(word, expected, deadline)
    }
    fn wake_one(word: &AtomicU32) -> bool {
        loom_shim::wake(word, 1) > 0
    }
    fn wake_all(word: &AtomicU32) {
        loom_shim::wake(word, usize::MAX);
    }
    fn requeue_one(from: &AtomicU32, expected: u32, to: &AtomicU32) {
        loom_shim::requeue_one(from, expected, to);
    }
}
