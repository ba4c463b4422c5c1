//! The one place the crate takes its atomics from.
//!
//! Under `cfg(loom)` these are loom's model-checked atomics, so the lock's state
//! machine can be explored exhaustively without a cfg anywhere else.

#[cfg(loom)]
pub(crate) use loom::sync::atomic::{AtomicBool, AtomicU32, Ordering};

#[cfg(not(loom))]
pub(crate) use core::sync::atomic::{AtomicBool, AtomicU32, Ordering};
