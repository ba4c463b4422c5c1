//! [`SharedRawMutex`]: the lock word of [`crate::RawMutex`] with process-shared
//! futex calls, for locks in memory that several processes map.

use crate::raw::{Flavor, RawLock};
use crate::raw_mutex::raw_mutex_traits;

/// The native architecture path with process-shared sleeping. Always the
/// Linux futex, also under `--cfg hintlock_parking_lot`: parking_lot_core's
/// queues live in one process's memory and could not wake another process.
pub(crate) struct NativeShared;
impl Flavor for NativeShared {
    type Ops = crate::spin::Native;
    type Futex = crate::futex::Shared;
}

/// A raw lock that works between processes, like a pthread mutex with
/// `PTHREAD_PROCESS_SHARED`; Linux and Android only.
///
/// - `#[repr(C)]`, exactly 4 bytes, 4-byte aligned: one `u32` lock word.
/// - All-zero bytes are the unlocked state, so freshly zeroed shared memory
///   (`mmap` of an anonymous or new file mapping, `shm_open` + `ftruncate`)
///   already holds a ready lock; no initialisation call is needed.
/// - Sleeps with futex calls without `FUTEX_PRIVATE_FLAG`, which the kernel
///   keys by the backing page rather than by address, so the processes may
///   map the memory at different addresses.
/// - Same acquire path, spin policy and state machine as
///   [`RawMutex`](crate::RawMutex); implements `lock_api::RawMutex`,
///   `lock_api::RawMutexFair` (a fair unlock hands the lock to a sleeper,
///   in whichever process it sleeps) and `lock_api::RawMutexTimed` (std
///   `Duration` and `Instant`).
///
/// ```
/// use hintlock::lock_api::Mutex;
/// use hintlock::SharedRawMutex;
///
/// // Usually placed in `mmap(MAP_SHARED)` memory; here on the stack.
/// let m: Mutex<SharedRawMutex, u32> = Mutex::new(0);
/// *m.lock() += 1;
/// assert_eq!(std::mem::size_of::<SharedRawMutex>(), 4);
/// ```
///
/// # A process that dies
///
/// There is no owner-death detection: the lock word does not record who
/// holds it, and the kernel's robust-futex list belongs to the C library's
/// pthread mutexes. So:
/// - a process that dies **holding** the lock leaves it locked for good;
///   other processes block in `lock` forever (`try_lock_for` and
///   `try_lock_until` still give up at their deadline);
/// - a process that dies **waiting** for it leaves its waiter count behind:
///   unlocks then make a needless wake-up call; and a waiter that dies while
///   it holds the starvation reservation (`STARVING`, set after it has waited
///   0.5 to 4 ms) leaves every later release reserved for it, which blocks
///   everyone.
///
/// Treat the death of any process using the lock as fatal for the shared
/// data (re-create the mapping), or use a robust pthread mutex
/// (`PTHREAD_MUTEX_ROBUST`) where a crash must be survived.
#[repr(C)]
pub struct SharedRawMutex {
    lock: RawLock<NativeShared>,
}

const _: () = assert!(core::mem::size_of::<SharedRawMutex>() == 4);
const _: () = assert!(core::mem::align_of::<SharedRawMutex>() == 4);

impl SharedRawMutex {
    /// A new, unlocked lock (all zero bits).
    #[inline]
    pub const fn new() -> Self {
        SharedRawMutex {
            lock: RawLock::new(),
        }
    }
}

raw_mutex_traits!(SharedRawMutex);
