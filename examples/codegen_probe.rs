//! Stable symbols for the instruction check of `ci/cross.sh`.
//!
//! `RawMutex::lock`, `unlock` and `unlock_fair` are `#[inline]`: they are compiled into each
//! caller, so in an optimised build they have no symbol of their own. The
//! `#[no_mangle]` functions below are ordinary callers, exactly like user code,
//! that the check can find by name in the release build of this example and
//! disassemble (together with the cold slow paths of `hintlock::raw::RawLock`
//! they call: `lock_contended`, `lock_slow`, `try_lock_slow`,
//! `wake_after_unlock` and `unlock_fair_slow`).
//! `ci/check_asm.py` asserts the instruction rules on that code and compares
//! it with the snapshots in `ci/asm/`.
//!
//! Run on its own, the example takes the lock through the probes from a few
//! threads and checks that no increment was lost:
//!
//! ```sh
//! cargo run --release --example codegen_probe
//! ```

#[path = "common/flags.rs"]
mod flags;

use hintlock::lock_api::{GuardNoSend, RawMutex as _, RawMutexFair as _};
use hintlock::RawMutex;
use std::cell::UnsafeCell;
use std::process::ExitCode;

/// Acquires `lock`: the inlined fast path, and the call to the slow path.
#[no_mangle]
#[inline(never)]
pub fn hintlock_probe_lock(lock: &RawMutex) -> GuardNoSend {
    lock.lock()
}

/// Tries to acquire `lock` once.
#[no_mangle]
#[inline(never)]
pub fn hintlock_probe_try_lock(lock: &RawMutex) -> Option<GuardNoSend> {
    lock.try_lock()
}

/// Releases `lock`.
///
/// # Safety
///
/// `guard` comes from the acquisition of `lock` that is being released.
#[no_mangle]
#[inline(never)]
pub unsafe fn hintlock_probe_unlock(lock: &RawMutex, guard: GuardNoSend) {
    // SAFETY: the caller passes this acquisition's guard.
    unsafe { lock.unlock(guard) };
}

/// Releases `lock`, handing it to a sleeping thread if there is one.
///
/// # Safety
///
/// `guard` comes from the acquisition of `lock` that is being released.
#[no_mangle]
#[inline(never)]
pub unsafe fn hintlock_probe_unlock_fair(lock: &RawMutex, guard: GuardNoSend) {
    // SAFETY: the caller passes this acquisition's guard.
    unsafe { lock.unlock_fair(guard) };
}

/// A counter guarded by a `RawMutex` taken only through the probes.
struct Counter {
    lock: RawMutex,
    value: UnsafeCell<u64>,
}

// SAFETY: `value` is only touched between `hintlock_probe_lock` (or a
// successful `hintlock_probe_try_lock`) and `hintlock_probe_unlock`.
unsafe impl Sync for Counter {}

impl Counter {
    fn increment(&self, use_try_lock: bool, fair: bool) {
        let guard = if use_try_lock {
            loop {
                if let Some(guard) = hintlock_probe_try_lock(&self.lock) {
                    break guard;
                }
                std::thread::yield_now();
            }
        } else {
            hintlock_probe_lock(&self.lock)
        };
        // SAFETY: we hold the lock, so no other thread accesses `value`.
        unsafe { *self.value.get() += 1 };
        if fair {
            // SAFETY: `guard` is this thread's acquisition of `self.lock`.
            unsafe { hintlock_probe_unlock_fair(&self.lock, guard) };
        } else {
            // SAFETY: `guard` is this thread's acquisition of `self.lock`.
            unsafe { hintlock_probe_unlock(&self.lock, guard) };
        }
    }
}

const USAGE: &str = "\
codegen_probe: the lock and unlock probes of ci/cross.sh's instruction check

Usage: cargo run --release --example codegen_probe [-- --help]

Run on its own, it takes the lock through the probes from 4 threads,
10000 times each, and checks that no increment was lost.

  --help, -h   this text

Exit status: 0 when the count is right, 1 when it is not, 2 on a bad flag.";

fn main() -> ExitCode {
    // No flags but --help: any other argument is an error.
    if let Err(status) = flags::from_command_line("codegen_probe", USAGE, |args| {
        Ok(flags::each_flag(args, &[], |_, _| Ok(()))?.then_some(()))
    }) {
        return status;
    }
    const THREADS: u64 = 4;
    const PER_THREAD: u64 = 10_000;
    let counter = Counter {
        lock: RawMutex::new(),
        value: UnsafeCell::new(0),
    };
    std::thread::scope(|s| {
        for t in 0..THREADS {
            let counter = &counter;
            s.spawn(move || {
                for i in 0..PER_THREAD {
                    counter.increment((t + i) % 5 == 0, (t + i) % 7 == 0);
                }
            });
        }
    });
    let total = counter.value.into_inner();
    println!("codegen_probe: {THREADS} threads, {total} increments through the probes");
    if total == THREADS * PER_THREAD {
        ExitCode::SUCCESS
    } else {
        eprintln!(
            "codegen_probe: lost increments: {total} != {}",
            THREADS * PER_THREAD
        );
        ExitCode::FAILURE
    }
}
