//! Platforms without a futex (and Linux under `--cfg hintlock_parking_lot`):
//! parking_lot_core's queues keyed by the word's address.
//!
//! `park` checks the word under the queue's bucket lock, and wakers change the
//! word before they take the same bucket lock to unpark, so a waker cannot
//! slip between a sleeper's check and its sleep: the futex guarantee.

use crate::primitive::{AtomicU32, Ordering};
use parking_lot_core::{FilterOp, ParkResult, ParkToken, RequeueOp, DEFAULT_UNPARK_TOKEN};
use std::time::Instant;

fn key(word: &AtomicU32) -> usize {
    word as *const AtomicU32 as usize
}

/// Wait classes as park tokens (see `linux::NORMAL`).
pub(super) const NORMAL: ParkToken = ParkToken(0);
/// The starving waiter's class.
pub(super) const STARVING: ParkToken = ParkToken(1);

/// See `Futex::wait`; `class` is what `wake_one` filters on.
pub(super) fn wait_as(
    word: &AtomicU32,
    expected: u32,
    deadline: Option<Instant>,
    class: ParkToken,
) -> bool {
    // SAFETY: parking_lot_core::park's contract:
    // - the key is the address of `word`, which outlives this call, and we
    //   never park on it with a token another protocol could misread;
    // - `validate`, `before_sleep` and `timed_out` do not panic and do not
    //   call back into parking_lot_core.
    let result = unsafe {
        parking_lot_core::park(
            key(word),
            // The bucket lock orders this load against the waker's change.
            || word.load(Ordering::Relaxed) == expected,
            || {},
            |_, _| {},
            class,
            deadline,
        )
    };
    !matches!(result, ParkResult::TimedOut)
}

/// Wakes at most one thread of `class` parked on `word`; returns whether it
/// woke one.
pub(super) fn wake_one(word: &AtomicU32, class: ParkToken) -> bool {
    let mut woken = false;
    // SAFETY: the key is the address of `word`; the filter and the callback
    // do not panic and do not call back into parking_lot_core.
    unsafe {
        parking_lot_core::unpark_filter(
            key(word),
            |token| match (woken, token == class) {
                (true, _) => FilterOp::Stop,
                (false, true) => {
                    woken = true;
                    FilterOp::Unpark
                }
                (false, false) => FilterOp::Skip,
            },
            |_| DEFAULT_UNPARK_TOKEN,
        );
    }
    woken
}

/// Wakes every thread parked on `word`.
pub(super) fn wake_all(word: &AtomicU32) {
    // SAFETY: the key is the address of `word`.
    unsafe {
        parking_lot_core::unpark_all(key(word), DEFAULT_UNPARK_TOKEN);
    }
}

/// Moves at most one thread parked on `from` onto `to`'s queue without
/// waking it, if `from` still holds `expected`.
pub(super) fn requeue_one(from: &AtomicU32, expected: u32, to: &AtomicU32) {
    // SAFETY: the keys are the addresses of `from` and `to`; the callbacks do
    // not panic and do not call back into parking_lot_core.
    unsafe {
        parking_lot_core::unpark_requeue(
            key(from),
            key(to),
            // Both bucket locks are held here, so this check and the move are
            // one step for any thread about to park on `from`.
            || {
                if from.load(Ordering::Relaxed) == expected {
                    RequeueOp::RequeueOne
                } else {
                    RequeueOp::Abort
                }
            },
            |_, _| DEFAULT_UNPARK_TOKEN,
        );
    }
}
