//! [`Mutex`] and [`MutexGuard`]: `std::sync::Mutex`'s API and poisoning on
//! hintlock's raw lock.

use crate::primitive::{AtomicBool, Ordering};
use crate::RawMutex;
use core::cell::UnsafeCell;
use core::fmt;
use core::marker::PhantomData;
use core::ops::{Deref, DerefMut};
use std::panic::{RefUnwindSafe, UnwindSafe};
use std::sync::{LockResult, PoisonError, TryLockError, TryLockResult};
use std::thread;
use std::time::{Duration, Instant};

/// A mutual exclusion lock with `std::sync::Mutex`'s API, semantics and error
/// types, built on hintlock's [`RawMutex`].
///
/// Swapping `use std::sync::Mutex;` for `use hintlock::Mutex;` is the whole
/// migration: `lock`, `try_lock`, poisoning, `into_inner`, `get_mut` and the
/// error types (`LockResult`, `TryLockResult`, `PoisonError`,
/// `TryLockError`, all std's own) behave as they do in std.
///
/// Beyond std it offers timed locking ([`Mutex::try_lock_for`],
/// [`Mutex::try_lock_until`]) and fair unlocking ([`MutexGuard::unlock_fair`]).
///
/// ```
/// use hintlock::Mutex;
/// use std::sync::Arc;
/// use std::thread;
///
/// let counter = Arc::new(Mutex::new(0));
/// let handles: Vec<_> = (0..4)
///     .map(|_| {
///         let counter = Arc::clone(&counter);
///         thread::spawn(move || *counter.lock().unwrap() += 1)
///     })
///     .collect();
/// for h in handles {
///     h.join().unwrap();
/// }
/// assert_eq!(*counter.lock().unwrap(), 4);
/// ```
pub struct Mutex<T: ?Sized> {
    raw: RawMutex,
    poisoned: AtomicBool,
    data: UnsafeCell<T>,
}

// SAFETY: the lock gives one thread at a time access to `data`, so sending
// and sharing the mutex only ever moves `T` between threads: `T: Send`.
unsafe impl<T: ?Sized + Send> Send for Mutex<T> {}
// SAFETY: as above; `&Mutex<T>` hands out `&mut T` to one thread at a time.
unsafe impl<T: ?Sized + Send> Sync for Mutex<T> {}

// Poisoning makes a panic inside a critical section observable, as in std.
impl<T: ?Sized> UnwindSafe for Mutex<T> {}
impl<T: ?Sized> RefUnwindSafe for Mutex<T> {}

/// The RAII guard of a locked [`Mutex`]: the data is reachable through
/// `Deref`/`DerefMut`, and dropping the guard unlocks.
///
/// Like std's, the guard is not `Send`: it must be dropped on the thread that
/// locked.
///
/// ```compile_fail
/// fn is_send<T: Send>(_: T) {}
/// let m = hintlock::Mutex::new(0);
/// is_send(m.lock().unwrap());
/// ```
#[must_use = "if unused the Mutex will immediately unlock"]
#[clippy::has_significant_drop]
pub struct MutexGuard<'a, T: ?Sized + 'a> {
    lock: &'a Mutex<T>,
    /// Whether this thread was already panicking when it locked: such a
    /// guard does not poison the mutex when it is dropped during that panic.
    panicking: bool,
    _not_send: PhantomData<*const ()>,
}

// SAFETY: a shared guard only gives out `&T`.
unsafe impl<T: ?Sized + Sync> Sync for MutexGuard<'_, T> {}

impl<T> Mutex<T> {
    /// Creates an unlocked mutex holding `value`.
    ///
    /// ```
    /// static GLOBAL: hintlock::Mutex<Vec<u32>> = hintlock::Mutex::new(Vec::new());
    /// GLOBAL.lock().unwrap().push(1);
    /// ```
    #[cfg(not(loom))]
    #[inline]
    pub const fn new(value: T) -> Self {
        Mutex {
            raw: RawMutex::new(),
            poisoned: AtomicBool::new(false),
            data: UnsafeCell::new(value),
        }
    }

    /// Creates an unlocked mutex holding `value`.
    #[cfg(loom)]
    pub fn new(value: T) -> Self {
        Mutex {
            raw: RawMutex::new(),
            poisoned: AtomicBool::new(false),
            data: UnsafeCell::new(value),
        }
    }

    /// Consumes the mutex and returns its data; `Err` if it is poisoned (the
    /// data is inside the error).
    ///
    /// ```
    /// let m = hintlock::Mutex::new(String::from("x"));
    /// assert_eq!(m.into_inner().unwrap(), "x");
    /// ```
    #[inline]
    pub fn into_inner(self) -> LockResult<T> {
        let poisoned = self.poisoned.load(Ordering::Relaxed);
        let data = self.data.into_inner();
        if poisoned {
            Err(PoisonError::new(data))
        } else {
            Ok(data)
        }
    }
}

impl<T: ?Sized> Mutex<T> {
    /// Acquires the mutex, blocking until it is free.
    ///
    /// `Err` if a thread panicked while holding it (the mutex is poisoned);
    /// the guard is inside the error, and the lock is held either way.
    ///
    /// ```
    /// let m = hintlock::Mutex::new(1);
    /// *m.lock().unwrap() += 1;
    /// assert_eq!(*m.lock().unwrap(), 2);
    /// ```
    #[inline]
    pub fn lock(&self) -> LockResult<MutexGuard<'_, T>> {
        self.raw.raw().lock();
        // SAFETY: the lock was just acquired.
        unsafe { self.guard() }
    }

    /// Acquires the mutex if it is free right now.
    ///
    /// `Err(TryLockError::WouldBlock)` if it is held,
    /// `Err(TryLockError::Poisoned(..))` if it was acquired but is poisoned.
    /// On a held mutex it fails after one plain load, without an atomic
    /// read-modify-write, so polling with `try_lock` does not take the cache
    /// line away from the holder.
    ///
    /// ```
    /// use std::sync::TryLockError;
    /// let m = hintlock::Mutex::new(());
    /// let held = m.lock().unwrap();
    /// assert!(matches!(m.try_lock(), Err(TryLockError::WouldBlock)));
    /// drop(held);
    /// assert!(m.try_lock().is_ok());
    /// ```
    #[inline]
    pub fn try_lock(&self) -> TryLockResult<MutexGuard<'_, T>> {
        if self.raw.raw().try_lock() {
            // SAFETY: the lock was just acquired.
            Ok(unsafe { self.guard() }?)
        } else {
            Err(TryLockError::WouldBlock)
        }
    }

    /// Acquires the mutex, waiting at most `timeout`.
    ///
    /// `Err(TryLockError::WouldBlock)` once the timeout has passed, never
    /// earlier. A zero timeout tries once; a timeout too large to represent
    /// (such as `Duration::MAX`) waits as long as it takes.
    ///
    /// ```
    /// use std::time::Duration;
    /// let m = hintlock::Mutex::new(0);
    /// assert!(m.try_lock_for(Duration::from_millis(10)).is_ok());
    /// ```
    #[inline]
    pub fn try_lock_for(&self, timeout: Duration) -> TryLockResult<MutexGuard<'_, T>> {
        if self.raw.raw().try_lock_for(timeout) {
            // SAFETY: the lock was just acquired.
            Ok(unsafe { self.guard() }?)
        } else {
            Err(TryLockError::WouldBlock)
        }
    }

    /// Acquires the mutex unless `deadline` passes first (a deadline in the
    /// past tries once).
    ///
    /// ```
    /// use std::time::{Duration, Instant};
    /// let m = hintlock::Mutex::new(0);
    /// let _held = m.lock().unwrap();
    /// let deadline = Instant::now() + Duration::from_millis(5);
    /// assert!(m.try_lock_until(deadline).is_err());
    /// assert!(Instant::now() >= deadline);
    /// ```
    #[inline]
    pub fn try_lock_until(&self, deadline: Instant) -> TryLockResult<MutexGuard<'_, T>> {
        if self.raw.raw().try_lock_until(deadline) {
            // SAFETY: the lock was just acquired.
            Ok(unsafe { self.guard() }?)
        } else {
            Err(TryLockError::WouldBlock)
        }
    }

    /// Whether a thread panicked while holding the mutex.
    ///
    /// ```
    /// let m = hintlock::Mutex::new(0);
    /// assert!(!m.is_poisoned());
    /// ```
    #[inline]
    pub fn is_poisoned(&self) -> bool {
        self.poisoned.load(Ordering::Relaxed)
    }

    /// Clears the poisoned state, as `std::sync::Mutex::clear_poison` does.
    ///
    /// ```
    /// use std::sync::Arc;
    /// let m = Arc::new(hintlock::Mutex::new(0));
    /// let m2 = Arc::clone(&m);
    /// let _ = std::thread::spawn(move || {
    ///     let _g = m2.lock().unwrap();
    ///     panic!("poison it");
    /// })
    /// .join();
    /// assert!(m.is_poisoned());
    /// m.clear_poison();
    /// assert!(!m.is_poisoned());
    /// ```
    #[inline]
    pub fn clear_poison(&self) {
        self.poisoned.store(false, Ordering::Relaxed);
    }

    /// A mutable reference to the data, without locking (the `&mut self`
    /// borrow proves no one else holds it); `Err` if poisoned.
    ///
    /// ```
    /// let mut m = hintlock::Mutex::new(1);
    /// *m.get_mut().unwrap() = 5;
    /// assert_eq!(*m.lock().unwrap(), 5);
    /// ```
    #[inline]
    pub fn get_mut(&mut self) -> LockResult<&mut T> {
        let data = self.data.get_mut();
        if self.poisoned.load(Ordering::Relaxed) {
            Err(PoisonError::new(data))
        } else {
            Ok(data)
        }
    }

    /// The raw lock this mutex is built on (for the Condvar).
    #[inline]
    pub(crate) fn raw(&self) -> &RawMutex {
        &self.raw
    }

    /// Wraps a just-acquired lock in a guard and reports poisoning.
    ///
    /// # Safety
    ///
    /// The calling thread holds `self.raw`.
    #[inline]
    pub(crate) unsafe fn guard(&self) -> LockResult<MutexGuard<'_, T>> {
        // SAFETY: the caller holds `self.raw`.
        unsafe { self.guard_from(thread::panicking()) }
    }

    /// `guard` for a lock re-taken on behalf of a guard that already
    /// existed (the Condvar's waits): `panicking` is that guard's, so a
    /// guard taken before a panic and carried through a wait during the
    /// unwind still poisons the mutex, as std's does.
    ///
    /// # Safety
    ///
    /// The calling thread holds `self.raw`.
    #[inline]
    pub(crate) unsafe fn guard_from(&self, panicking: bool) -> LockResult<MutexGuard<'_, T>> {
        let guard = MutexGuard {
            lock: self,
            panicking,
            _not_send: PhantomData,
        };
        if self.poisoned.load(Ordering::Relaxed) {
            Err(PoisonError::new(guard))
        } else {
            Ok(guard)
        }
    }
}

impl<T: Default> Default for Mutex<T> {
    /// A mutex holding `T::default()`.
    fn default() -> Self {
        Mutex::new(T::default())
    }
}

impl<T> From<T> for Mutex<T> {
    /// A mutex holding `value`; the same as [`Mutex::new`].
    fn from(value: T) -> Self {
        Mutex::new(value)
    }
}

impl<T: ?Sized + fmt::Debug> fmt::Debug for Mutex<T> {
    /// Never blocks: a mutex held elsewhere shows `<locked>` instead of its
    /// data.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Mutex");
        match self.try_lock() {
            Ok(guard) => d.field("data", &&*guard),
            Err(TryLockError::Poisoned(err)) => d.field("data", &&**err.get_ref()),
            Err(TryLockError::WouldBlock) => d.field("data", &format_args!("<locked>")),
        };
        d.field("poisoned", &self.is_poisoned());
        d.finish_non_exhaustive()
    }
}

impl<'a, T: ?Sized> MutexGuard<'a, T> {
    /// Unlocks, handing the mutex to a waiting thread if there is one
    /// (instead of letting whichever thread runs first take it).
    ///
    /// ```
    /// let m = hintlock::Mutex::new(0);
    /// let mut g = m.lock().unwrap();
    /// *g += 1;
    /// hintlock::MutexGuard::unlock_fair(g);
    /// assert_eq!(*m.lock().unwrap(), 1);
    /// ```
    #[inline]
    pub fn unlock_fair(guard: Self) {
        let guard = core::mem::ManuallyDrop::new(guard);
        guard.poison_if_panicking();
        // SAFETY: the guard holds the lock, and `ManuallyDrop` keeps its own
        // unlock from running a second time.
        unsafe { guard.lock.raw.raw().unlock_fair() };
    }

    /// Marks the mutex poisoned if a panic began while this guard was held.
    #[inline]
    fn poison_if_panicking(&self) {
        if !self.panicking && thread::panicking() {
            self.lock.poisoned.store(true, Ordering::Relaxed);
        }
    }

    /// The mutex this guard locks (for the Condvar).
    #[inline]
    pub(crate) fn mutex(&self) -> &'a Mutex<T> {
        self.lock
    }

    /// Whether the thread was already panicking when this guard's lock was
    /// taken (for the Condvar, which re-makes the guard after a wait).
    #[inline]
    pub(crate) fn taken_while_panicking(&self) -> bool {
        self.panicking
    }
}

impl<T: ?Sized> Deref for MutexGuard<'_, T> {
    type Target = T;

    #[inline]
    fn deref(&self) -> &T {
        // SAFETY: the guard holds the lock, so no other reference to the data
        // is live.
        unsafe { &*self.lock.data.get() }
    }
}

impl<T: ?Sized> DerefMut for MutexGuard<'_, T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut T {
        // SAFETY: the guard holds the lock and is borrowed mutably, so this is
        // the only reference to the data.
        unsafe { &mut *self.lock.data.get() }
    }
}

impl<T: ?Sized> Drop for MutexGuard<'_, T> {
    #[inline]
    fn drop(&mut self) {
        self.poison_if_panicking();
        // SAFETY: the guard holds the lock.
        unsafe { self.lock.raw.raw().unlock() };
    }
}

impl<T: ?Sized + fmt::Debug> fmt::Debug for MutexGuard<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&**self, f)
    }
}

impl<T: ?Sized + fmt::Display> fmt::Display for MutexGuard<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}
