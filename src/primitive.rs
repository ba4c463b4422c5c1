//! The one place the crate takes its atomics and its sense of time from.
//!
//! Under `cfg(loom)` these are loom's model-checked atomics, and deadlines pass
//! when the model says so (see `futex/loom_shim.rs`), so the lock's state
//! machine can be explored exhaustively without a cfg anywhere else.

#[cfg(loom)]
pub(crate) use loom::sync::atomic::{AtomicBool, AtomicU32, Ordering};

#[cfg(not(loom))]
pub(crate) use core::sync::atomic::{AtomicBool, AtomicU32, Ordering};

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
