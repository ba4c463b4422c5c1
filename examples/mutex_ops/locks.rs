//! The locks `mutex_ops` and the criterion benches compare, behind one small
//! trait, so every lock runs the same monomorphised workload.
//!
//! | name | type |
//! | --- | --- |
//! | `hintlock` | `hintlock::Mutex` (std's API, poisoning) |
//! | `hintlock-raw` | `lock_api::Mutex<hintlock::RawMutex, T>` (no poisoning) |
//! | `hintlock-nohint` | `lock_api::Mutex<hintlock::baseline::RawMutex, T>`: the same lock with the architecture path switched off |
//! | `std` | `std::sync::Mutex` |
//! | `parking_lot` | `parking_lot::Mutex` |
//! | `pthread` | glibc `pthread_mutex_t`, default type |
//! | `pthread-adaptive` | glibc `pthread_mutex_t`, `PTHREAD_MUTEX_ADAPTIVE_NP` (spins before sleeping) |
//!
//! `hintlock-raw` and `hintlock-nohint` differ only in the instructions
//! (both are `lock_api` mutexes over the same state machine), so their ratio
//! is what the architecture path buys; `hintlock` adds std's poisoning on top.

use std::cell::UnsafeCell;
use std::sync::PoisonError;

/// What every lock protects: the operation count checked at the end, and
/// the value the critical section's work units run through (so the work
/// depends on data read under the lock and cannot move outside it).
#[derive(Default)]
pub struct Guarded {
    /// Completed critical sections.
    pub count: u64,
    /// The critical section's work-unit chain.
    pub scratch: u64,
}

/// A lock around a [`Guarded`], as the workloads use it.
pub trait BenchLock: Send + Sync + 'static {
    /// A new, unlocked lock around a zeroed `Guarded`.
    fn new_lock() -> Self;
    /// Locks, runs `f` on the data, unlocks.
    fn with<R>(&self, f: impl FnOnce(&mut Guarded) -> R) -> R;
    /// Runs `f` on the data if the lock is free right now.
    #[allow(dead_code)] // used by benches/mutex.rs, which shares this file
    fn try_with<R>(&self, f: impl FnOnce(&mut Guarded) -> R) -> Option<R>;
}

/// Calls a generic function with a lock type chosen at run time.
pub trait LockVisitor {
    /// What the visit returns.
    type Output;
    /// Runs with `L` as the lock type.
    fn visit<L: BenchLock>(self) -> Self::Output;
}

/// The locks by name (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LockKind {
    Hintlock,
    HintlockRaw,
    HintlockNohint,
    Std,
    ParkingLot,
    Pthread,
    PthreadAdaptive,
}

impl LockKind {
    /// Every lock, in the order reports list them.
    pub const ALL: [LockKind; 7] = [
        LockKind::Hintlock,
        LockKind::HintlockRaw,
        LockKind::HintlockNohint,
        LockKind::Std,
        LockKind::ParkingLot,
        LockKind::Pthread,
        LockKind::PthreadAdaptive,
    ];

    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            LockKind::Hintlock => "hintlock",
            LockKind::HintlockRaw => "hintlock-raw",
            LockKind::HintlockNohint => "hintlock-nohint",
            LockKind::Std => "std",
            LockKind::ParkingLot => "parking_lot",
            LockKind::Pthread => "pthread",
            LockKind::PthreadAdaptive => "pthread-adaptive",
        }
    }

    /// One line on what the lock is, for `--help`.
    pub fn describe(self) -> &'static str {
        match self {
            LockKind::Hintlock => "hintlock::Mutex (std API, poisoning)",
            LockKind::HintlockRaw => "lock_api::Mutex<hintlock::RawMutex, T> (no poisoning)",
            LockKind::HintlockNohint => {
                "lock_api::Mutex<hintlock::baseline::RawMutex, T>: architecture path off"
            }
            LockKind::Std => "std::sync::Mutex",
            LockKind::ParkingLot => "parking_lot::Mutex",
            LockKind::Pthread => "glibc pthread_mutex_t, default type",
            LockKind::PthreadAdaptive => "glibc pthread_mutex_t, PTHREAD_MUTEX_ADAPTIVE_NP",
        }
    }

    /// Whether this platform has the lock: the pthread mutexes need Unix, and
    /// the adaptive type is a glibc extension.
    pub fn available(self) -> bool {
        match self {
            LockKind::Pthread => cfg!(unix),
            LockKind::PthreadAdaptive => cfg!(all(target_os = "linux", target_env = "gnu")),
            _ => true,
        }
    }

    /// Every lock this platform has.
    pub fn all_available() -> Vec<LockKind> {
        LockKind::ALL
            .into_iter()
            .filter(|k| k.available())
            .collect()
    }

    /// Looks a lock up by its name.
    pub fn from_name(name: &str) -> Option<LockKind> {
        LockKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Whether this is one of hintlock's locks (the `stats` counters count
    /// only those).
    pub fn is_hintlock(self) -> bool {
        matches!(
            self,
            LockKind::Hintlock | LockKind::HintlockRaw | LockKind::HintlockNohint
        )
    }

    /// Runs `visitor` with this lock's type. Only for locks that are
    /// [`available`](LockKind::available).
    pub fn visit<V: LockVisitor>(self, visitor: V) -> V::Output {
        match self {
            LockKind::Hintlock => visitor.visit::<hintlock::Mutex<Guarded>>(),
            LockKind::HintlockRaw => visitor.visit::<HintlockRaw>(),
            LockKind::HintlockNohint => visitor.visit::<HintlockNohint>(),
            LockKind::Std => visitor.visit::<std::sync::Mutex<Guarded>>(),
            LockKind::ParkingLot => visitor.visit::<parking_lot::Mutex<Guarded>>(),
            #[cfg(unix)]
            LockKind::Pthread => visitor.visit::<PthreadMutex<DEFAULT_TYPE>>(),
            #[cfg(all(target_os = "linux", target_env = "gnu"))]
            LockKind::PthreadAdaptive => visitor.visit::<PthreadMutex<ADAPTIVE_TYPE>>(),
            #[allow(unreachable_patterns)]
            other => unreachable!("{} is not available on this platform", other.name()),
        }
    }
}

/// hintlock's raw lock through `lock_api`.
pub type HintlockRaw = hintlock::lock_api::Mutex<hintlock::RawMutex, Guarded>;
/// The same with the architecture path switched off.
pub type HintlockNohint = hintlock::lock_api::Mutex<hintlock::baseline::RawMutex, Guarded>;

impl BenchLock for hintlock::Mutex<Guarded> {
    fn new_lock() -> Self {
        hintlock::Mutex::new(Guarded::default())
    }
    #[inline]
    fn with<R>(&self, f: impl FnOnce(&mut Guarded) -> R) -> R {
        f(&mut self.lock().unwrap_or_else(PoisonError::into_inner))
    }
    #[inline]
    fn try_with<R>(&self, f: impl FnOnce(&mut Guarded) -> R) -> Option<R> {
        match self.try_lock() {
            Ok(mut guard) => Some(f(&mut guard)),
            Err(std::sync::TryLockError::Poisoned(p)) => Some(f(&mut p.into_inner())),
            Err(std::sync::TryLockError::WouldBlock) => None,
        }
    }
}

impl BenchLock for std::sync::Mutex<Guarded> {
    fn new_lock() -> Self {
        std::sync::Mutex::new(Guarded::default())
    }
    #[inline]
    fn with<R>(&self, f: impl FnOnce(&mut Guarded) -> R) -> R {
        f(&mut self.lock().unwrap_or_else(PoisonError::into_inner))
    }
    #[inline]
    fn try_with<R>(&self, f: impl FnOnce(&mut Guarded) -> R) -> Option<R> {
        match self.try_lock() {
            Ok(mut guard) => Some(f(&mut guard)),
            Err(std::sync::TryLockError::Poisoned(p)) => Some(f(&mut p.into_inner())),
            Err(std::sync::TryLockError::WouldBlock) => None,
        }
    }
}

// hintlock's raw locks and parking_lot's are all `lock_api` 0.5 mutexes.
impl<R> BenchLock for hintlock::lock_api::Mutex<R, Guarded>
where
    R: hintlock::lock_api::RawMutex + Send + Sync + 'static,
{
    fn new_lock() -> Self {
        hintlock::lock_api::Mutex::new(Guarded::default())
    }
    #[inline]
    fn with<T>(&self, f: impl FnOnce(&mut Guarded) -> T) -> T {
        f(&mut self.lock())
    }
    #[inline]
    fn try_with<T>(&self, f: impl FnOnce(&mut Guarded) -> T) -> Option<T> {
        self.try_lock().map(|mut guard| f(&mut guard))
    }
}

/// `pthread_mutexattr_settype` argument of [`PthreadMutex`]: the default type.
#[cfg(unix)]
pub const DEFAULT_TYPE: i32 = libc::PTHREAD_MUTEX_DEFAULT;
/// `PTHREAD_MUTEX_ADAPTIVE_NP`: glibc's spin-then-sleep type (glibc-only;
/// the libc crate exposes it on gnu targets).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub const ADAPTIVE_TYPE: i32 = libc::PTHREAD_MUTEX_ADAPTIVE_NP;

/// A `pthread_mutex_t` of type `KIND` around a [`Guarded`].
#[cfg(unix)]
pub struct PthreadMutex<const KIND: i32> {
    // Boxed: a pthread mutex must not move after `pthread_mutex_init`, and
    // `Self` is returned by value.
    raw: Box<UnsafeCell<libc::pthread_mutex_t>>,
    data: UnsafeCell<Guarded>,
}

// SAFETY: the mutex is process-wide kernel-and-libc state with no thread
// affinity for the unlocked object, and `data` is only reached while it is held.
#[cfg(unix)]
unsafe impl<const KIND: i32> Send for PthreadMutex<KIND> {}
// SAFETY: as above; `with`/`try_with` hand out `&mut Guarded` only under the lock.
#[cfg(unix)]
unsafe impl<const KIND: i32> Sync for PthreadMutex<KIND> {}

#[cfg(unix)]
impl<const KIND: i32> PthreadMutex<KIND> {
    #[inline]
    fn unlock(&self) {
        // SAFETY: called only by the thread that locked `raw` in `with` or
        // `try_with`; `raw` is initialised and never moves.
        let rc = unsafe { libc::pthread_mutex_unlock(self.raw.get()) };
        assert_eq!(rc, 0, "pthread_mutex_unlock failed");
    }
}

#[cfg(unix)]
impl<const KIND: i32> BenchLock for PthreadMutex<KIND> {
    fn new_lock() -> Self {
        let raw = Box::new(UnsafeCell::new(libc::PTHREAD_MUTEX_INITIALIZER));
        let mut attr = std::mem::MaybeUninit::<libc::pthread_mutexattr_t>::uninit();
        // SAFETY: `attr` is initialised by `pthread_mutexattr_init` before any
        // other use and destroyed after `pthread_mutex_init` copied what it
        // needs; `raw` is heap memory that stays put for the mutex's life.
        unsafe {
            assert_eq!(libc::pthread_mutexattr_init(attr.as_mut_ptr()), 0);
            assert_eq!(libc::pthread_mutexattr_settype(attr.as_mut_ptr(), KIND), 0);
            assert_eq!(libc::pthread_mutex_init(raw.get(), attr.as_ptr()), 0);
            libc::pthread_mutexattr_destroy(attr.as_mut_ptr());
        }
        PthreadMutex {
            raw,
            data: UnsafeCell::new(Guarded::default()),
        }
    }

    #[inline]
    fn with<R>(&self, f: impl FnOnce(&mut Guarded) -> R) -> R {
        // SAFETY: `raw` was initialised in `new_lock` and never moves.
        let rc = unsafe { libc::pthread_mutex_lock(self.raw.get()) };
        assert_eq!(rc, 0, "pthread_mutex_lock failed");
        // SAFETY: this thread holds the mutex, so nobody else touches `data`.
        let result = f(unsafe { &mut *self.data.get() });
        self.unlock();
        result
    }

    #[inline]
    fn try_with<R>(&self, f: impl FnOnce(&mut Guarded) -> R) -> Option<R> {
        // SAFETY: `raw` was initialised in `new_lock` and never moves.
        if unsafe { libc::pthread_mutex_trylock(self.raw.get()) } != 0 {
            return None;
        }
        // SAFETY: this thread holds the mutex, so nobody else touches `data`.
        let result = f(unsafe { &mut *self.data.get() });
        self.unlock();
        Some(result)
    }
}

#[cfg(unix)]
impl<const KIND: i32> Drop for PthreadMutex<KIND> {
    fn drop(&mut self) {
        // SAFETY: `&mut self`: no thread holds or waits for the mutex.
        unsafe { libc::pthread_mutex_destroy(self.raw.get()) };
    }
}
