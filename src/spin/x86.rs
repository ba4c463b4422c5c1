//! x86 and x86-64.
//!
//! Instructions used:
//! - `lock cmpxchg` (acquire, and the hand-off of a fair unlock) and
//!   `lock xadd` (unlock): every locked read-modify-write is a full barrier on
//!   x86, so one instruction serves both orderings. The
//!   compiler emits it for `AtomicU32::compare_exchange` and can then branch on
//!   ZF directly, which inline asm would prevent; so this file uses core
//!   atomics, and `ci/cross.sh` checks the emitted code (`lock cmpxchg`
//!   inlined into the caller, no call on the fast path).
//! - `pause` in the spin loop (`core::hint::spin_loop`): tells the core this is
//!   a spin-wait, avoiding the memory-order mis-speculation flush when the
//!   loop exits and yielding resources to the sibling hyperthread. Its latency
//!   varies from about 10 cycles (pre-Skylake Intel, AMD Zen 1) to about 140
//!   (Skylake and later), which is why the spin phase is bounded by time.
//!
//! Refs:
//! - Intel SDM Vol. 2A, "CMPXCHG—Compare and Exchange", Vol. 2B "XADD—Exchange
//!   and Add", and "LOCK—Assert
//!   LOCK# Signal Prefix"; Vol. 3A §9.2.3.8 ("Locked Instructions Have a
//!   Total Order") and §9.2.2 (memory ordering in P6 and later families).
//! - Intel SDM Vol. 2B, "PAUSE—Spin Loop Hint"; Intel Optimization Reference
//!   Manual §2.5.4 (PAUSE latency on Skylake).

use super::generic::Generic;
use super::LockOps;
use crate::primitive::AtomicU32;

/// The x86 lock operations (see the module documentation).
pub(crate) struct Native;

impl LockOps for Native {
    #[inline(always)]
    fn cas_acquire(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        // `lock cmpxchg`: a full barrier, so acquire holds.
        Generic::cas_acquire(word, current, new)
    }

    #[inline(always)]
    fn cas_release(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        // `lock cmpxchg`: a full barrier, so release holds.
        Generic::cas_release(word, current, new)
    }

    #[inline(always)]
    fn fetch_sub_release(word: &AtomicU32, value: u32) -> u32 {
        // `lock xadd` with the negated value: a full barrier, so release holds.
        Generic::fetch_sub_release(word, value)
    }

    #[inline(always)]
    fn spin_enter() {}

    #[inline(always)]
    fn spin_relax() {
        // `pause`.
        core::hint::spin_loop();
    }

    #[inline(always)]
    fn spin_exit() {}
}
