//! The one place the crate takes its atomics and its sense of time from.
//!
//! Under `cfg(loom)` these are loom's model-checked atomics, and deadlines pass
//! when the model says so (see `futex/loom_shim.rs`), so the lock's state
//! machine can be explored exhaustively without a cfg anywhere else.

#[cfg(loom)]
pub(crate) use loom::sync::atomic::{AtomicBool, AtomicU32, Ordering};

#[cfg(not(loom))]
pub(crate) use core::sync::atomic::{AtomicBool, AtomicU32, Ordering};

#[cfg(not(loom))]
use std::time::Duration;
use std::time::Instant;

/// Whether `deadline` has passed: the clock `Instant` reads.
#[cfg(not(loom))]
#[inline]
pub(crate) fn deadline_passed(deadline: Instant) -> bool {
    Instant::now() >= deadline
}

/// Whether `deadline` has passed. Under loom, real time would make the
/// model's executions differ from one another, so time is part of the model:
/// every deadline passes at once, at the point a model thread calls
/// `hintlock::__loom::expire_deadlines` (loom explores every such point).
#[cfg(loom)]
#[inline]
pub(crate) fn deadline_passed(_deadline: Instant) -> bool {
    crate::futex::loom_shim::deadlines_expired()
}

/// How late a timed futex (or parker) sleep typically ends: Linux lets a
/// timer fire up to the thread's timer slack after its expiry, 50 us for a
/// normal thread (`prctl(2)`, `PR_SET_TIMERSLACK`), and the wake-up adds a
/// few more. Measured on the development VM: a `try_lock_for` of 1 or 10 us
/// on a held lock that slept took 57-69 us (median of 1,000 calls).
#[cfg(not(loom))]
pub(crate) const SLEEP_LATENESS: Duration = Duration::from_micros(50);

/// Whether `deadline` is so near that sleeping until it would overshoot it
/// by more than the time that is left ([`SLEEP_LATENESS`]): a timed lock
/// or a Condvar's timed wait then polls until the deadline instead of
/// sleeping.
#[cfg(not(loom))]
#[inline]
pub(crate) fn deadline_near(deadline: Instant) -> bool {
    time_left(deadline) != TimeLeft::Long
}

/// What a timed wait about to sleep can do with the time left before
/// `deadline`: one clock read that answers both [`deadline_passed`] and
/// [`deadline_near`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum TimeLeft {
    /// The deadline has passed: give up.
    None,
    /// Under [`SLEEP_LATENESS`]: poll until the deadline rather than sleep.
    /// (Never under loom: see [`deadline_near`].)
    #[cfg_attr(loom, allow(dead_code))]
    Short,
    /// Enough to sleep for.
    Long,
}

/// See [`TimeLeft`].
#[cfg(not(loom))]
#[inline]
pub(crate) fn time_left(deadline: Instant) -> TimeLeft {
    match deadline.saturating_duration_since(Instant::now()) {
        left if left.is_zero() => TimeLeft::None,
        left if left < SLEEP_LATENESS => TimeLeft::Short,
        _ => TimeLeft::Long,
    }
}

/// Under loom, [`deadline_passed`]'s answer, never `Short` (see
/// [`deadline_near`]).
#[cfg(loom)]
#[inline]
pub(crate) fn time_left(deadline: Instant) -> TimeLeft {
    if deadline_passed(deadline) {
        TimeLeft::None
    } else {
        TimeLeft::Long
    }
}

/// Under loom, never: time is the model's (see [`deadline_passed`]), and a
/// timed lock always takes the sleeping path, which loom explores. Polling
/// instead is a spin phase's poll, which the word model (`raw_model.rs`)
/// offers a thread at every turn of the loop.
#[cfg(loom)]
#[inline]
pub(crate) fn deadline_near(_deadline: Instant) -> bool {
    false
}
