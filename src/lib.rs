//! A futex-backed mutex that acquires through each architecture's best lock
//! instruction sequence, spins briefly, then sleeps.
//!
//! - [`Mutex`] / [`MutexGuard`]: `std::sync::Mutex`'s API, semantics and error
//!   types (swap the `use` line), plus timed locking and fair unlocking.
//! - [`RawMutex`]: the raw lock, implementing `lock_api`'s `RawMutex`,
//!   `RawMutexFair` and `RawMutexTimed`; [`lock_api`] is re-exported, so
//!   `hintlock::lock_api::Mutex<hintlock::RawMutex, T>` is the
//!   parking_lot-style, non-poisoning mutex.
//! - [`Condvar`] / [`WaitTimeoutResult`]: `std::sync::Condvar`'s API for
//!   [`MutexGuard`], with a `notify_all` that moves waiters onto the mutex
//!   instead of waking them all.
//! - [`SharedRawMutex`] (Linux, Android): a process-shared raw lock for
//!   `lock_api::Mutex` in `MAP_SHARED` memory, like `PTHREAD_PROCESS_SHARED`.
//! - [`baseline::RawMutex`]: the same lock with the architecture path switched
//!   off, for before/after measurements.
//!
//! What each architecture executes:
//!
//! | target | acquire | release | spin |
//! | --- | --- | --- | --- |
//! | x86, x86-64 | `lock cmpxchg` | `lock xadd` | `pause` |
//! | aarch64 with LSE | `casa` | `ldaddl` | `isb` |
//! | aarch64 | `ldaxr`/`stxr` | `ldxr`/`sub`/`stlxr` | `isb` |
//! | powerpc64 | `lwarx` (EH=1), `stwcx.`, `isync` | `lwsync`, `lwarx`, `subf`, `stwcx.` | `or 1,1,1` ... `or 2,2,2` |
//! | others | core atomics | core atomics | `core::hint::spin_loop` |
//!
//! Uncontended, `lock` is one compare-and-swap and `unlock` one atomic
//! subtract, with no system call. Contended, a thread polls the word for a few microseconds,
//! then sleeps on a futex (Linux, Android) or in parking_lot_core's queues
//! (elsewhere); unlock makes a system call only when a thread may be asleep.
//!
//! Configuration cfgs (set through `RUSTFLAGS`, not public API):
//! - `--cfg hintlock_parking_lot`: sleep through parking_lot_core on Linux too.
//! - `--cfg hintlock_force_generic`: use the core-atomics path on every
//!   architecture (for sanitizers, which cannot see through inline asm).
//! - `--cfg loom`: build against loom's model-checked atomics.

#![warn(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

pub mod baseline;
mod condvar;
mod futex;
mod mutex;
mod primitive;
mod raw;
mod raw_mutex;
#[cfg(all(any(target_os = "linux", target_os = "android"), not(loom)))]
mod shared;
mod spin;
#[cfg(feature = "stats")]
pub mod stats;
#[cfg(not(feature = "stats"))]
mod stats;

/// Hooks for the loom model (`tests/loom.rs`); not part of the API.
#[cfg(loom)]
#[doc(hidden)]
#[path = "loom_model.rs"]
pub mod __loom;

pub use condvar::{Condvar, WaitTimeoutResult};
pub use lock_api;
pub use mutex::{Mutex, MutexGuard};
pub use raw_mutex::RawMutex;
#[cfg(all(any(target_os = "linux", target_os = "android"), not(loom)))]
pub use shared::SharedRawMutex;
