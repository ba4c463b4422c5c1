//! Linux and Android: the futex system call, through rustix.
//!
//! Timed waits use `FUTEX_WAIT_BITSET` with an absolute `CLOCK_MONOTONIC`
//! deadline (the clock `std::time::Instant` reads on Linux), so a wait that a
//! signal interrupts and the caller retries never extends past the deadline.
//!
//! References: futex(2), futex(7).

use crate::primitive::AtomicU32;
use core::num::NonZeroU32;
use rustix::io::Errno;
use rustix::thread::futex;
use rustix::time::{clock_gettime, ClockId, Timespec};
use std::time::Instant;

/// Flags for a process-private futex (the kernel keys it by virtual address).
#[cfg_attr(hintlock_parking_lot, allow(dead_code))] // Private parks then
pub(super) const PRIVATE: futex::Flags = futex::Flags::PRIVATE;
/// Flags for a process-shared futex (keyed by the backing page).
pub(super) const SHARED: futex::Flags = futex::Flags::empty();

/// Wait classes, as futex bitsets: a `FUTEX_WAKE_BITSET` wakes only sleepers
/// whose bitset shares a bit with it, so the lock can wake the one starving
/// waiter directly and ordinary wake-ups never land on it.
pub(super) const NORMAL: NonZeroU32 = NonZeroU32::MIN;
/// The starving waiter's class (see `NORMAL`).
pub(super) const STARVING: NonZeroU32 = NonZeroU32::MIN.saturating_add(1);
/// `FUTEX_BITSET_MATCH_ANY`: every class.
pub(super) const ANY: NonZeroU32 = NonZeroU32::MAX;

/// See `Futex::wait`. Out of line, like the spin policy's helpers (see
/// "The helpers that `lock_slow` calls" in `spin::policy`).
#[inline(never)]
pub(super) fn wait(
    word: &AtomicU32,
    expected: u32,
    deadline: Option<Instant>,
    flags: futex::Flags,
    class: NonZeroU32,
) -> bool {
    let timeout = match deadline {
        None => None,
        Some(deadline) => match absolute_monotonic(deadline) {
            Ok(ts) => Some(ts),
            // Past: report the timeout without a system call.
            Err(Past) => return false,
        },
    };
    match futex::wait_bitset(word, flags, expected, timeout.as_ref(), class) {
        Err(Errno::TIMEDOUT) => false,
        // Woken, or the word already differed (EAGAIN), or a signal arrived
        // (EINTR): the caller re-reads the word either way.
        _ => true,
    }
}

/// Wakes up to `count` sleepers of `class`; returns how many it woke.
pub(super) fn wake(word: &AtomicU32, count: u32, flags: futex::Flags, class: NonZeroU32) -> usize {
    // The only possible errors are EFAULT and EINVAL, which a valid
    // `&AtomicU32` excludes.
    futex::wake_bitset(word, flags, count, class).unwrap_or(0)
}

/// Moves at most one sleeper from `from` to `to` without waking it
/// (`FUTEX_CMP_REQUEUE` with no wake and one requeue), if `from` still holds
/// `expected`.
#[cfg_attr(hintlock_parking_lot, allow(dead_code))] // Private parks then
pub(super) fn requeue_one(from: &AtomicU32, expected: u32, to: &AtomicU32, flags: futex::Flags) {
    // EAGAIN (the value changed) means the sleeper was already told by the
    // value and will go to `to` itself; EFAULT and EINVAL cannot happen with
    // valid references. Either way there is nothing to do.
    let _ = futex::cmp_requeue(from, flags, 0, 1, to, expected);
}

struct Past;

/// Converts `deadline` to an absolute `CLOCK_MONOTONIC` timespec, saturating
/// at the largest timespec; `Err(Past)` when it is not in the future.
fn absolute_monotonic(deadline: Instant) -> Result<Timespec, Past> {
    // Read `Instant` first and the clock second: the clock reading is then
    // no earlier than `now`, so the timespec is never before `deadline` and
    // the kernel never times us out early.
    let now = Instant::now();
    let clock = clock_gettime(ClockId::Monotonic);
    let remaining = deadline.checked_duration_since(now).ok_or(Past)?;
    if remaining.is_zero() {
        return Err(Past);
    }
    let mut sec = i64::try_from(remaining.as_secs())
        .ok()
        .and_then(|s| clock.tv_sec.checked_add(s));
    let mut nsec = clock.tv_nsec + i64::from(remaining.subsec_nanos());
    if nsec >= 1_000_000_000 {
        nsec -= 1_000_000_000;
        sec = sec.and_then(|s| s.checked_add(1));
    }
    Ok(match sec {
        Some(tv_sec) => Timespec {
            tv_sec,
            tv_nsec: nsec,
        },
        // Beyond the year 292 billion: indistinguishable from forever.
        None => Timespec {
            tv_sec: i64::MAX,
            tv_nsec: 999_999_999,
        },
    })
}
