//! What the loom model (`tests/loom.rs`) drives: only under `cfg(loom)`,
//! hidden from the documentation, not part of the API.
//!
//! `lock_api`'s traits need a `const INIT`, which loom's atomics cannot give,
//! so the model drives the lock word's state machine ([`RawLock`]) through
//! these wrappers instead:
//! - [`Lock`]: exactly what [`RawMutex`](crate::RawMutex) is built from (the
//!   native flavor, which is the core-atomics path under loom);
//! - [`RelaxedAcquireLock`] and [`LostWakeLock`]: deliberately broken
//!   variants the model must reject, which shows it can fail.
//!
//! The Condvar needs no wrapper: `hintlock::Condvar` and `hintlock::Mutex`
//! build under loom as they are, and `tests/loom.rs` drives them directly.

use crate::futex::{loom_shim, Futex, Private};
use crate::primitive::{AtomicU32, Ordering};
use crate::raw::{Flavor, RawLock};
use crate::raw_mutex::NativePrivate;
use crate::spin::generic::Generic;
use crate::spin::{LockOps, Native};
use std::time::{Duration, Instant};

/// Makes every deadline in the model pass at this point (see
/// `futex/loom_shim.rs`): call it from a model thread of its own, and loom
/// explores every point at which the deadlines can pass.
pub fn expire_deadlines() {
    loom_shim::expire_deadlines();
}

/// Makes each thread's first futex wait in this execution return at once, as
/// a wait interrupted by a signal (`EINTR`) does. Call it at the start of the
/// model closure.
pub fn interrupt_first_waits() {
    loom_shim::interrupt_first_waits();
}

/// Defines a model lock type over a flavor.
macro_rules! model_lock {
    ($(#[$attr:meta])* $name:ident, $flavor:ty) => {
        $(#[$attr])*
        pub struct $name {
            raw: RawLock<$flavor>,
        }

        impl $name {
            /// A free lock.
            #[allow(clippy::new_without_default)]
            pub fn new() -> Self {
                $name { raw: RawLock::new() }
            }

            /// `RawMutex::lock`.
            pub fn lock(&self) {
                self.raw.lock();
            }

            /// `RawMutex::try_lock`.
            pub fn try_lock(&self) -> bool {
                self.raw.try_lock()
            }

            /// `RawMutexTimed::try_lock_for`.
            pub fn try_lock_for(&self, timeout: Duration) -> bool {
                self.raw.try_lock_for(timeout)
            }

            /// `RawMutexTimed::try_lock_until`.
            pub fn try_lock_until(&self, deadline: Instant) -> bool {
                self.raw.try_lock_until(deadline)
            }

            /// `RawMutex::unlock`.
            ///
            /// # Safety
            ///
            /// The lock is held by this thread.
            pub unsafe fn unlock(&self) {
                // SAFETY: passed on from the caller.
                unsafe { self.raw.unlock() }
            }

            /// `RawMutexFair::unlock_fair`.
            ///
            /// # Safety
            ///
            /// The lock is held by this thread.
            pub unsafe fn unlock_fair(&self) {
                // SAFETY: passed on from the caller.
                unsafe { self.raw.unlock_fair() }
            }

            /// `RawMutexFair::bump`.
            ///
            /// # Safety
            ///
            /// The lock is held by this thread; it holds it again on return.
            pub unsafe fn bump(&self) {
                // SAFETY: passed on from the caller.
                unsafe { self.raw.bump() }
            }

            /// The lock word without a leftover `SAMPLE` request (a hint
            /// that a later lock clears), for checking the state a model
            /// ends in.
            pub fn word(&self) -> u32 {
                self.raw.word().load(Ordering::Relaxed) & !crate::raw::SAMPLE
            }
        }
    };
}

model_lock!(
    /// The lock exactly as `hintlock::RawMutex` builds it.
    Lock,
    NativePrivate
);

model_lock!(
    /// BROKEN on purpose: every compare-and-swap that takes the lock is
    /// `Relaxed` instead of `Acquire`, so a critical section need not see the
    /// previous one's writes. The model must report a data race.
    RelaxedAcquireLock,
    RelaxedAcquireFlavor
);

model_lock!(
    /// BROKEN on purpose: unlock never wakes a sleeper. The model must report
    /// a thread blocked for good (loom's "deadlock").
    LostWakeLock,
    LostWakeFlavor
);

/// The broken acquire: `Relaxed` where the lock needs `Acquire`.
pub(crate) struct RelaxedAcquire;

impl LockOps for RelaxedAcquire {
    fn cas_acquire(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        word.compare_exchange(current, new, Ordering::Relaxed, Ordering::Relaxed)
    }
    fn cas_release(word: &AtomicU32, current: u32, new: u32) -> Result<u32, u32> {
        Generic::cas_release(word, current, new)
    }
    fn fetch_sub_release(word: &AtomicU32, value: u32) -> u32 {
        Generic::fetch_sub_release(word, value)
    }
    fn spin_enter() {
        Generic::spin_enter();
    }
    fn spin_relax() {
        Generic::spin_relax();
    }
    fn spin_exit() {
        Generic::spin_exit();
    }
}

/// The broken futex: waits like the model's, but wakes nobody.
pub(crate) struct LostWake;

impl Futex for LostWake {
    fn wait(word: &AtomicU32, expected: u32, deadline: Option<Instant>) -> bool {
        Private::wait(word, expected, deadline)
    }
    fn wake_one(_word: &AtomicU32) -> bool {
        false
    }
    fn wake_all(_word: &AtomicU32) {}
}

/// [`RelaxedAcquire`] with the model futex.
pub(crate) struct RelaxedAcquireFlavor;
impl Flavor for RelaxedAcquireFlavor {
    type Ops = RelaxedAcquire;
    type Futex = Private;
}

/// The native path with [`LostWake`].
pub(crate) struct LostWakeFlavor;
impl Flavor for LostWakeFlavor {
    type Ops = Native;
    type Futex = LostWake;
}
