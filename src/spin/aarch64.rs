//! AArch64: acquire/release compare-and-swap with one-way barriers only.
//!
//! Instructions used, and the rule for choosing between them:
//! - With LSE (`-C target-feature=+lse`, Armv8.1-A and later): `casa` to
//!   acquire (a compare-and-swap whose load has acquire semantics), `ldaddl`
//!   to unlock (an atomic add of -1 whose store has release semantics) and
//!   `casl` to hand the lock over in a fair unlock. One instruction each, no
//!   loop; under contention the interconnect can execute them near the data.
//! - Without LSE (the default `aarch64-unknown-linux-gnu` build): exclusive
//!   pairs. `ldaxr`/`stxr` to acquire, `ldxr`/`sub`/`stlxr` to unlock,
//!   `ldxr`/`stlxr` to hand over, with `clrex` on a compare's failure path so
//!   the exclusive monitor is not left armed.
//!   The load-exclusive and its store-exclusive are always in one asm block:
//!   a compiler-inserted memory access between them could clear the monitor
//!   and make the loop livelock.
//! - `isb` as the spin-loop delay (what `core::hint::spin_loop` emits on
//!   AArch64): it stalls the pipeline for roughly the time a cache line takes
//!   to change hands, without the store traffic of a retrying CAS.
//! - Never `dmb`: acquire and release are one-way barriers attached to the
//!   instructions themselves, which is what DPDK's move from `__sync`
//!   builtins to C11 acquire/release atomics measured (612,933 us to
//!   270,756 us total on 12 ThunderX2 cores).
//!
//! What the default target's own atomics would do: rustc's
//! `aarch64-unknown-linux-gnu` enables "outline atomics", so
//! `AtomicU32::compare_exchange` becomes a call to a helper such as
//! `__aarch64_cas4_acq`, which tests a global set at start-up and executes
//! `casa` on LSE hardware, an exclusive loop otherwise. We chose a decision at
//! compile time instead: no call and no feature-flag load on the fast path, and
//! the instruction that runs is the one the build names (checked by
//! `ci/cross.sh`). The cost is that a default build runs the exclusive loop
//! even on LSE hardware; build with `-C target-feature=+lse` (or
//! `-C target-cpu=native`) on Armv8.1+ servers to get `casa`.
//!
//! Each LSE asm block starts with the assembler directive `.arch_extension
//! lse` (it emits no code; GNU `as` manual, "AArch64 Directives", which
//! LLVM's integrated assembler follows). The lock's functions are generic
//! and inline, so their asm is assembled in the crate that uses them, which
//! may be built without the LSE flag (rustdoc's doc tests when only `RUSTFLAGS` names it,
//! for one); the assembler would then reject `casa`. The `cfg` on each
//! function already says the build targets LSE hardware. `ci/cross.sh` runs
//! the doc tests that way.
//!
//! [`Baseline`] reproduces GCC's `__sync_val_compare_and_swap` on AArch64:
//! `ldxr`/`stlxr` followed by a full `dmb ish`, for both lock and unlock. That
//! is DPDK's "before".
//!
//! Refs (Arm Architecture Reference Manual for A-profile, DDI 0487):
//! - C6.2 "CASA, CASAL, CAS, CASL" (compare and swap word, FEAT_LSE) and
//!   "LDADD, LDADDA, LDADDAL, LDADDL" (atomic add on word, FEAT_LSE).
//! - C6.2 "LDAXR", "LDXR", "STXR", "STLXR", "CLREX"; B2.9 "Synchronization and
//!   semaphores" (the exclusive monitors).
//! - B2.3 "Definition of the Arm memory model" (load-acquire, store-release as
//!   one-way barriers); C6.2 "DMB", "ISB".

use super::LockOps;
use crate::primitive::AtomicU32;
use core::arch::asm;

/// The AArch64 lock operations (see the module documentation).
pub(crate) struct Native;

/// `__sync`-builtin style: exclusive pair plus a full `dmb ish`.
pub(crate) struct Baseline;

#[inline(always)]
fn result(prev: u32, current: u32) -> Result<u32, u32> {
    if prev == current {
        Ok(prev)
    } else {
        Err(prev)
    }
}

impl LockOps for Native {
    #[cfg(target_feature = "lse")]
    #[inline(always)]
    fn cas_acquire(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        let mut prev = current;
        // SAFETY: `word.as_ptr()` is valid, aligned and only accessed atomically
        // for the duration of the borrow; the block touches no other memory and
        // no stack. The build enables LSE, so `casa` exists on this CPU.
        // Refs: Arm ARM C6.2 "CASA, CASAL, CAS, CASL".
        unsafe {
            asm!(
                // No code: lets a crate built without LSE assemble this (module doc).
                ".arch_extension lse",
                // atomic { old = *ptr (acquire); if old == prev { *ptr = new }; prev = old }
                "casa {prev:w}, {new:w}, [{ptr}]",
                ptr = in(reg) word.as_ptr(),
                prev = inout(reg) prev,
                new = in(reg) new,
                options(nostack, preserves_flags),
            );
        }
        result(prev, current)
    }

    #[cfg(not(target_feature = "lse"))]
    #[inline(always)]
    fn cas_acquire(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        let prev: u32;
        // SAFETY: `word.as_ptr()` is valid, aligned and only accessed atomically
        // for the duration of the borrow; the block touches no other memory and
        // no stack. The exclusive pair is inside this one block (see module doc).
        // Refs: Arm ARM C6.2 "LDAXR", "STXR", "CLREX"; B2.9.
        unsafe {
            asm!(
                "2:",
                // prev = *ptr, load-acquire, and arm the exclusive monitor
                "ldaxr {prev:w}, [{ptr}]",
                // is it the value we expect?
                "cmp {prev:w}, {cur:w}",
                // no: give up
                "b.ne 3f",
                // *ptr = new if the monitor is still armed; fail = 1 if not
                "stxr {fail:w}, {new:w}, [{ptr}]",
                // lost the reservation: retry
                "cbnz {fail:w}, 2b",
                // stored: done
                "b 4f",
                "3:",
                // failure path: disarm the monitor
                "clrex",
                "4:",
                ptr = in(reg) word.as_ptr(),
                cur = in(reg) current,
                new = in(reg) new,
                prev = out(reg) prev,
                fail = out(reg) _,
                options(nostack),
            );
        }
        result(prev, current)
    }

    #[cfg(target_feature = "lse")]
    #[inline(always)]
    fn cas_release(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        let mut prev = current;
        // SAFETY: as in `cas_acquire`. Refs: Arm ARM C6.2 "CASA, CASAL, CAS, CASL".
        unsafe {
            asm!(
                // No code: lets a crate built without LSE assemble this (module doc).
                ".arch_extension lse",
                // atomic { old = *ptr; if old == prev { *ptr = new (release) }; prev = old }
                "casl {prev:w}, {new:w}, [{ptr}]",
                ptr = in(reg) word.as_ptr(),
                prev = inout(reg) prev,
                new = in(reg) new,
                options(nostack, preserves_flags),
            );
        }
        result(prev, current)
    }

    #[cfg(not(target_feature = "lse"))]
    #[inline(always)]
    fn cas_release(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        let prev: u32;
        // SAFETY: as in `cas_acquire`. Refs: Arm ARM C6.2 "LDXR", "STLXR", "CLREX".
        unsafe {
            asm!(
                "2:",
                // prev = *ptr, and arm the exclusive monitor
                "ldxr {prev:w}, [{ptr}]",
                // is it the value we expect?
                "cmp {prev:w}, {cur:w}",
                // no: give up
                "b.ne 3f",
                // *ptr = new with release semantics if the monitor is still armed
                "stlxr {fail:w}, {new:w}, [{ptr}]",
                // lost the reservation: retry
                "cbnz {fail:w}, 2b",
                // stored: done
                "b 4f",
                "3:",
                // failure path: disarm the monitor
                "clrex",
                "4:",
                ptr = in(reg) word.as_ptr(),
                cur = in(reg) current,
                new = in(reg) new,
                prev = out(reg) prev,
                fail = out(reg) _,
                options(nostack),
            );
        }
        result(prev, current)
    }

    #[cfg(target_feature = "lse")]
    #[inline(always)]
    fn fetch_sub_release(word: &AtomicU32, value: u32) -> u32 {
        let prev: u32;
        // SAFETY: as in `cas_acquire`.
        // Refs: Arm ARM C6.2 "LDADD, LDADDA, LDADDAL, LDADDL".
        unsafe {
            asm!(
                // No code: lets a crate built without LSE assemble this (module doc).
                ".arch_extension lse",
                // atomic { prev = *ptr; *ptr = prev + (-value) (release) }
                "ldaddl {neg:w}, {prev:w}, [{ptr}]",
                ptr = in(reg) word.as_ptr(),
                neg = in(reg) value.wrapping_neg(),
                prev = out(reg) prev,
                options(nostack, preserves_flags),
            );
        }
        prev
    }

    #[cfg(not(target_feature = "lse"))]
    #[inline(always)]
    fn fetch_sub_release(word: &AtomicU32, value: u32) -> u32 {
        let prev: u32;
        // SAFETY: as in `cas_acquire`.
        // Refs: Arm ARM C6.2 "LDXR", "SUB (shifted register)", "STLXR".
        unsafe {
            asm!(
                "2:",
                // prev = *ptr, and arm the exclusive monitor
                "ldxr {prev:w}, [{ptr}]",
                // next = prev - value
                "sub {next:w}, {prev:w}, {val:w}",
                // *ptr = next with release semantics if the monitor is still armed
                "stlxr {fail:w}, {next:w}, [{ptr}]",
                // lost the reservation: retry
                "cbnz {fail:w}, 2b",
                ptr = in(reg) word.as_ptr(),
                val = in(reg) value,
                prev = out(reg) prev,
                next = out(reg) _,
                fail = out(reg) _,
                options(nostack, preserves_flags),
            );
        }
        prev
    }

    #[inline(always)]
    fn spin_enter() {}

    #[inline(always)]
    fn spin_relax() {
        // SAFETY: `isb` only synchronizes the instruction stream; it reads and
        // writes no memory or registers. Refs: Arm ARM C6.2 "ISB".
        unsafe {
            // stall until earlier instructions complete: a short, cheap delay
            asm!("isb", options(nomem, nostack, preserves_flags));
        }
    }

    #[inline(always)]
    fn spin_exit() {}
}

impl Baseline {
    #[inline(always)]
    fn sync_cas(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        let prev: u32;
        // SAFETY: `word.as_ptr()` is valid, aligned and only accessed atomically
        // for the duration of the borrow; the block touches no other memory and
        // no stack. Refs: Arm ARM C6.2 "LDXR", "STLXR", "DMB".
        unsafe {
            asm!(
                "2:",
                // prev = *ptr, and arm the exclusive monitor
                "ldxr {prev:w}, [{ptr}]",
                // is it the value we expect?
                "cmp {prev:w}, {cur:w}",
                // no: go to the barrier
                "b.ne 3f",
                // *ptr = new with release semantics if the monitor is still armed
                "stlxr {fail:w}, {new:w}, [{ptr}]",
                // lost the reservation: retry
                "cbnz {fail:w}, 2b",
                "3:",
                // full two-way barrier, as GCC's __sync builtins end with
                "dmb ish",
                ptr = in(reg) word.as_ptr(),
                cur = in(reg) current,
                new = in(reg) new,
                prev = out(reg) prev,
                fail = out(reg) _,
                options(nostack),
            );
        }
        result(prev, current)
    }
}

impl Baseline {
    #[inline(always)]
    fn sync_fetch_sub(word: &AtomicU32, value: u32) -> u32 {
        let prev: u32;
        // SAFETY: as in `sync_cas`. Refs: Arm ARM C6.2 "LDXR", "STLXR", "DMB".
        unsafe {
            asm!(
                "2:",
                // prev = *ptr, and arm the exclusive monitor
                "ldxr {prev:w}, [{ptr}]",
                // next = prev - value
                "sub {next:w}, {prev:w}, {val:w}",
                // *ptr = next with release semantics if the monitor is still armed
                "stlxr {fail:w}, {next:w}, [{ptr}]",
                // lost the reservation: retry
                "cbnz {fail:w}, 2b",
                // full two-way barrier, as GCC's __sync_fetch_and_sub ends with
                "dmb ish",
                ptr = in(reg) word.as_ptr(),
                val = in(reg) value,
                prev = out(reg) prev,
                next = out(reg) _,
                fail = out(reg) _,
                options(nostack, preserves_flags),
            );
        }
        prev
    }
}

impl LockOps for Baseline {
    #[inline(always)]
    fn cas_acquire(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        Self::sync_cas(word, current, new)
    }

    #[inline(always)]
    fn cas_release(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        Self::sync_cas(word, current, new)
    }

    #[inline(always)]
    fn fetch_sub_release(word: &AtomicU32, value: u32) -> u32 {
        Self::sync_fetch_sub(word, value)
    }

    #[inline(always)]
    fn spin_enter() {}

    #[inline(always)]
    fn spin_relax() {
        core::hint::spin_loop();
    }

    #[inline(always)]
    fn spin_exit() {}
}
