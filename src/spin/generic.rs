//! The architecture-neutral path: core atomics only.
//!
//! Used on every target without a dedicated file, under loom (whose atomics
//! are model-checked), and with `--cfg hintlock_force_generic` (for example
//! under ThreadSanitizer, which cannot see through inline asm).
//!
//! It is also the "hint off" baseline on x86 and POWER: on POWER, LLVM emits
//! `lwarx` without the EH hint for these compare-and-swaps, and
//! `core::hint::spin_loop` is a no-op there, which is the sequence the kernel
//! used before its lock-hint change. On x86 this is exactly what the native
//! path executes too (`lock cmpxchg`, `pause`): x86 has no lock hint to add.

use super::LockOps;
use crate::primitive::{AtomicU32, Ordering};

/// Core-atomics lock operations.
pub(crate) struct Generic;

impl LockOps for Generic {
    #[inline(always)]
    fn cas_acquire(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        word.compare_exchange(current, new, Ordering::Acquire, Ordering::Relaxed)
    }

    #[inline(always)]
    fn cas_release(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        word.compare_exchange(current, new, Ordering::Release, Ordering::Relaxed)
    }

    #[inline(always)]
    fn fetch_sub_release(word: &AtomicU32, value: u32) -> u32 {
        word.fetch_sub(value, Ordering::Release)
    }

    #[inline(always)]
    fn spin_enter() {}

    #[inline(always)]
    fn spin_relax() {
        #[cfg(loom)]
        loom::thread::yield_now();
        #[cfg(not(loom))]
        core::hint::spin_loop();
    }

    #[inline(always)]
    fn spin_exit() {}
}
