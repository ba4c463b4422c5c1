//! The public raw locks: [`RawMutex`] and its hint-off twin
//! [`baseline::RawMutex`](crate::baseline::RawMutex), both implementing the
//! `lock_api` traits.

use crate::raw::{Flavor, RawLock};

/// The native architecture path with process-private sleeping.
pub(crate) struct NativePrivate;
impl Flavor for NativePrivate {
    type Ops = crate::spin::Native;
    type Futex = crate::futex::Private;
}

/// The architecture path switched off, process-private sleeping.
pub(crate) struct BaselinePrivate;
impl Flavor for BaselinePrivate {
    type Ops = crate::spin::Baseline;
    type Futex = crate::futex::Private;
}

/// `Default`, `Debug` and the `lock_api` `RawMutex`, `RawMutexFair` and
/// `RawMutexTimed` impls for a type with a `lock: RawLock<_>` field and a
/// `new()`.
macro_rules! raw_mutex_traits {
    ($name:ident) => {
        impl Default for $name {
            #[inline]
            fn default() -> Self {
                Self::new()
            }
        }

        impl core::fmt::Debug for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_struct(stringify!($name))
                    .field("locked", &self.lock.is_locked())
                    .finish()
            }
        }

        #[cfg(not(loom))]
        // SAFETY: `RawLock` provides mutual exclusion with acquire ordering on
        // every successful lock path (`cas_acquire`, which also claims a
        // hand-off) and release ordering on every unlock path
        // (`fetch_sub_release`, or `cas_release` for a hand-off), which holds
        // between processes sharing the word as between threads; guards are
        // stateless, and a panic cannot unwind out of lock or unlock with the
        // lock in between.
        unsafe impl lock_api::RawMutex for $name {
            #[allow(clippy::declare_interior_mutable_const)]
            const INIT: Self = Self::new();
            type Guard = lock_api::GuardNoSend;

            #[inline]
            fn lock(&self) -> Self::Guard {
                self.lock.lock();
                lock_api::GuardNoSend::new()
            }

            #[inline]
            fn try_lock(&self) -> Option<Self::Guard> {
                self.lock.try_lock().then(lock_api::GuardNoSend::new)
            }

            #[inline]
            unsafe fn unlock(&self, _guard: Self::Guard) {
                // SAFETY: the guard proves this acquisition holds the lock.
                unsafe { self.lock.unlock() }
            }

            #[inline]
            fn is_locked(&self) -> bool {
                self.lock.is_locked()
            }
        }

        #[cfg(not(loom))]
        // SAFETY: the timed paths acquire exactly like `lock` and return
        // `None` only after the deadline (read from `Instant`, which is
        // CLOCK_MONOTONIC, one clock for every process), holding nothing.
        unsafe impl lock_api::RawMutexTimed for $name {
            type Duration = std::time::Duration;
            type Instant = std::time::Instant;

            #[inline]
            fn try_lock_for(&self, timeout: Self::Duration) -> Option<Self::Guard> {
                self.lock
                    .try_lock_for(timeout)
                    .then(lock_api::GuardNoSend::new)
            }

            #[inline]
            fn try_lock_until(&self, deadline: Self::Instant) -> Option<Self::Guard> {
                self.lock
                    .try_lock_until(deadline)
                    .then(lock_api::GuardNoSend::new)
            }
        }

        #[cfg(not(loom))]
        // SAFETY: `unlock_fair` and `bump` keep the `RawMutex` guarantees: the
        // lock is either released with release ordering or handed, still
        // locked, to a waiter (in this process or, for a shared word,
        // another) that claims it with acquire ordering.
        unsafe impl lock_api::RawMutexFair for $name {
            #[inline]
            unsafe fn unlock_fair(&self, _guard: Self::Guard) {
                // SAFETY: the guard proves this acquisition holds the lock.
                unsafe { self.lock.unlock_fair() }
            }

            #[inline]
            unsafe fn bump(&self, _guard: &mut Self::Guard) {
                // SAFETY: the guard proves this acquisition holds the lock; it
                // holds it again when `bump` returns.
                unsafe { self.lock.bump() }
            }
        }
    };
}
pub(crate) use raw_mutex_traits;

/// Defines a public raw lock type over a flavor, with the `lock_api` traits.
macro_rules! raw_mutex_type {
    ($(#[$attr:meta])* $name:ident, $flavor:ty) => {
        $(#[$attr])*
        #[repr(transparent)]
        pub struct $name {
            lock: RawLock<$flavor>,
        }

        impl $name {
            /// A new, unlocked lock.
            #[cfg(not(loom))]
            #[inline]
            pub const fn new() -> Self {
                $name {
                    lock: RawLock::new(),
                }
            }

            /// A new, unlocked lock.
            #[cfg(loom)]
            pub fn new() -> Self {
                $name {
                    lock: RawLock::new(),
                }
            }

            #[allow(dead_code)]
            #[inline]
            pub(crate) fn raw(&self) -> &RawLock<$flavor> {
                &self.lock
            }
        }

        $crate::raw_mutex::raw_mutex_traits!($name);

    };
}
pub(crate) use raw_mutex_type;

raw_mutex_type!(
    /// The raw lock under [`Mutex`](crate::Mutex): a futex mutex that acquires
    /// through the architecture's lock sequence (see the crate documentation).
    ///
    /// It implements `lock_api`'s `RawMutex`, `RawMutexFair` and
    /// `RawMutexTimed`, so [`lock_api::Mutex<RawMutex, T>`](crate::lock_api::Mutex)
    /// is the parking_lot-style, non-poisoning mutex:
    ///
    /// ```
    /// type Mutex<T> = hintlock::lock_api::Mutex<hintlock::RawMutex, T>;
    /// let m = Mutex::new(1);
    /// *m.lock() += 1;
    /// assert_eq!(*m.lock(), 2);
    /// ```
    RawMutex,
    NativePrivate
);
