//! The same lock with its architecture path switched off: the "before" of the
//! upstream measurements, for comparison runs such as `mutex_ops`.
//!
//! Same lock word, spin policy and futex use as [`crate::RawMutex`]; only the
//! instructions differ:
//! - POWER: the compare-and-swap LLVM emits (`lwarx` without the EH hint) and
//!   no SMT priority change in the spin;
//! - AArch64: `ldxr`/`stlxr` followed by a full `dmb ish`, as GCC's `__sync`
//!   builtins (and DPDK before its change) did;
//! - x86: identical to the native path (`lock cmpxchg`, `pause`): x86 has no
//!   lock hint to switch off.
//!
//! ```
//! type Mutex<T> = hintlock::lock_api::Mutex<hintlock::baseline::RawMutex, T>;
//! let m = Mutex::new(0);
//! *m.lock() += 1;
//! ```

use crate::raw::RawLock;
use crate::raw_mutex::{raw_mutex_type, BaselinePrivate};

raw_mutex_type!(
    /// [`crate::RawMutex`] with the architecture path switched off (see the
    /// module documentation).
    RawMutex,
    BaselinePrivate
);
