//! The acquire instruction sequence and the spin phase, per architecture.
//!
//! Every architecture file provides the same small interface, [`LockOps`]:
//! a compare-and-swap that acquires the lock (with the architecture's lock hint),
//! a compare-and-swap that releases it, and the three steps of a polite spin
//! (enter, relax, exit). The state machine in `raw.rs` is written once against
//! that interface.
//!
//! | target | acquire | release | spin |
//! | --- | --- | --- | --- |
//! | x86, x86-64 | `lock cmpxchg` | `lock xadd` | `pause` |
//! | aarch64 + LSE | `casa` | `ldaddl` | `isb` |
//! | aarch64 | `ldaxr`/`stxr` | `ldxr`/`stlxr` | `isb` |
//! | powerpc64 | `lwarx` EH=1, `stwcx.`, `isync` | `lwsync`, `lwarx`, `stwcx.` | `or 1,1,1` ... `or 2,2,2` |
//! | everything else, loom, `hintlock_force_generic` | core atomics | core atomics | `spin_loop` |
//!
//! [`Baseline`] is the same lock with the architecture path switched off: the
//! sequence a C library's generic builtins would give (see `generic.rs`). It is
//! what `mutex_ops` measures as "before".

// AArch64 has its own native and baseline paths; nothing there uses this one.
#[cfg(not(all(target_arch = "aarch64", not(loom), not(hintlock_force_generic))))]
pub(crate) mod generic;
pub(crate) mod policy;

use crate::primitive::AtomicU32;

/// The architecture-specific operations the lock is built from.
///
/// Both compare-and-swaps follow `AtomicU32::compare_exchange`: `Ok(previous)`
/// when the word held `current` and now holds `new`, `Err(actual)` otherwise.
/// A failed compare-and-swap has no ordering (it is a relaxed load).
pub(crate) trait LockOps {
    /// Compare-and-swap with acquire ordering on success, used to take the lock.
    fn cas_acquire(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32>;
    /// Compare-and-swap with release ordering on success, used to hand the
    /// lock to a waiter without releasing it.
    fn cas_release(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32>;
    /// Atomically subtracts `value` with release ordering and returns the
    /// previous value: the unlock, one read-modify-write whatever the other
    /// bits of the word hold.
    fn fetch_sub_release(word: &AtomicU32, value: u32) -> u32;
    /// Called once before a spin phase (POWER lowers the SMT thread priority).
    fn spin_enter();
    /// One iteration's pause inside a spin phase.
    fn spin_relax();
    /// Called once after a spin phase (POWER restores the SMT thread priority).
    fn spin_exit();
}

// One dispatch picks the native path; everything else in the crate sees only
// `Native` and `Baseline`.
#[cfg(all(
    any(target_arch = "x86", target_arch = "x86_64"),
    not(loom),
    not(hintlock_force_generic)
))]
mod x86;
#[cfg(all(
    any(target_arch = "x86", target_arch = "x86_64"),
    not(loom),
    not(hintlock_force_generic)
))]
pub(crate) use x86::Native;

#[cfg(all(target_arch = "aarch64", not(loom), not(hintlock_force_generic)))]
mod aarch64;
#[cfg(all(target_arch = "aarch64", not(loom), not(hintlock_force_generic)))]
pub(crate) use aarch64::{Baseline, Native};

#[cfg(all(target_arch = "powerpc64", not(loom), not(hintlock_force_generic)))]
mod powerpc;
#[cfg(all(target_arch = "powerpc64", not(loom), not(hintlock_force_generic)))]
pub(crate) use powerpc::Native;

#[cfg(not(all(
    any(
        target_arch = "x86",
        target_arch = "x86_64",
        target_arch = "aarch64",
        target_arch = "powerpc64"
    ),
    not(loom),
    not(hintlock_force_generic)
)))]
pub(crate) use generic::Generic as Native;

// Everywhere but aarch64 the "before" of the upstream measurements is the
// generic core-atomics sequence; aarch64 has its own `__sync`-style variant.
#[cfg(not(all(target_arch = "aarch64", not(loom), not(hintlock_force_generic))))]
pub(crate) use generic::Generic as Baseline;
