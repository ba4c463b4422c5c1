//! The lock word and its state machine, written once for every architecture
//! (through [`LockOps`]) and every way of sleeping (through [`Futex`]).
//!
//! # The lock word
//!
//! One `u32`. All zero bits is a free lock with nobody waiting, which is also
//! what zeroed shared memory holds.
//!
//! | bits | name | meaning when set |
//! | --- | --- | --- |
//! | 0 | `LOCKED` | a thread owns the lock (or, with `HANDOFF`, the sleepers do) |
//! | 1 | `WOKEN` | a thread that is awake will look at the word again before it sleeps: an unlocker need not wake anyone |
//! | 2 | `HANDOFF` | the last owner handed the lock to the sleepers; the first registered waiter to see it owns the lock |
//! | 3 | `STARVING` | a sleeper has waited longer than `FAIR_AFTER`: unlocks hand the lock over instead of releasing it |
//! | 4..=31 | `WAITERS` | how many threads sleep (or are about to) on the word, in units of `WAITER` |
//!
//! | word | state |
//! | --- | --- |
//! | `0` | free, uncontended |
//! | `LOCKED` | held, nobody waits: unlock is one compare-and-swap back to 0 |
//! | `LOCKED + n*WAITER` | held, `n` sleepers: unlock releases and wakes one |
//! | `n*WAITER` | free, `n` sleepers, a wake-up is on its way (or about to be claimed by a spinner) |
//! | `... + WOKEN` | as above, but a woken or spinning thread is already awake, so no further wake-up is sent |
//! | `LOCKED + HANDOFF + n*WAITER` | owned by whichever of the `n` sleepers claims it first; newcomers cannot barge |
//! | `... + STARVING` | unlocks hand off while sleepers remain; cleared by a sleeper that got the lock quickly, or by the last one |
//!
//! Invariants the code keeps (each is a reason some line exists):
//! - `HANDOFF` implies `LOCKED` and at least one registered waiter, and every
//!   registered waiter checks for it before it sleeps or gives up, so a
//!   handed-off lock is always claimed.
//! - `WOKEN` is only cleared without taking the lock while `LOCKED` is set, so
//!   the owner's unlock sees sleepers and no `WOKEN` and wakes one.
//! - Nobody sleeps on a value that holds `WOKEN` (registering clears it). So
//!   while the `WOKEN` an unlocker set stands, a waiter that has registered but
//!   not yet reached the kernel finds the word changed and comes back, and
//!   one already asleep is woken by that unlocker: the bit never hides a lost
//!   wake-up. A spinner that set it clears it at its next compare-and-swap.
//!
//! # Paths
//!
//! - `lock`: one acquire compare-and-swap from 0 to `LOCKED`; anything else
//!   goes to the cold `lock_slow`.
//! - `unlock`: one release compare-and-swap from `LOCKED` to 0; anything else
//!   (someone sleeps, or a hand-off is due) goes to the cold `unlock_slow`.
//! - `lock_slow`: take the lock if it is free; spin (load-only, bounded by
//!   time, see `spin::policy`) while it is held and not reserved for the
//!   sleepers; then register as a waiter and sleep on the futex.

use crate::futex::Futex;
use crate::primitive::{deadline_passed, AtomicU32, Ordering};
use crate::spin::policy::{SpinPhase, WaitClock};
use crate::spin::LockOps;
use crate::stats;
use core::marker::PhantomData;
use std::time::{Duration, Instant};

/// A thread owns the lock.
pub(crate) const LOCKED: u32 = 1;
/// An awake thread will re-read the word: unlockers need not wake anyone.
pub(crate) const WOKEN: u32 = 2;
/// The lock was handed to the sleepers; LOCKED stays set until one claims it.
pub(crate) const HANDOFF: u32 = 4;
/// A sleeper waited too long: unlocks hand off while sleepers remain.
pub(crate) const STARVING: u32 = 8;
/// One registered (sleeping or about to sleep) waiter.
pub(crate) const WAITER: u32 = 16;

/// What a lock is built from: the atomic operations and the way to sleep.
pub(crate) trait Flavor {
    /// Architecture operations (`spin::Native` or `spin::Baseline`).
    type Ops: LockOps;
    /// Sleeping and waking (`futex::Private` or `futex::Shared`).
    type Futex: Futex;
}

/// The lock state machine over one 32-bit word.
#[repr(transparent)]
pub(crate) struct RawLock<F> {
    word: AtomicU32,
    _flavor: PhantomData<fn() -> F>,
}

/// What a thread in `lock_slow` has done to the word so far.
struct Waiter {
    /// Counted in `WAITERS`.
    registered: bool,
    /// Set `WOKEN` itself while spinning.
    owns_woken: bool,
    clock: WaitClock,
}

impl Waiter {
    /// `new` with this thread's marks removed: its `WAITER` unit if it is
    /// registered, and `WOKEN` if it set it or is a registered waiter (which
    /// may have been woken by the unlocker that set it). Clearing `STARVING`
    /// with the last waiter keeps the bit from outliving the sleepers.
    #[inline]
    fn leave(&self, mut new: u32) -> u32 {
        if self.registered {
            new -= WAITER;
            if new < WAITER {
                new &= !STARVING;
            }
        }
        if self.registered || self.owns_woken {
            new &= !WOKEN;
        }
        new
    }
}

impl<F: Flavor> RawLock<F> {
    /// A free lock.
    #[cfg(not(loom))]
    #[inline]
    pub(crate) const fn new() -> Self {
        RawLock {
            word: AtomicU32::new(0),
            _flavor: PhantomData,
        }
    }

    /// A free lock.
    #[cfg(loom)]
    pub(crate) fn new() -> Self {
        RawLock {
            word: AtomicU32::new(0),
            _flavor: PhantomData,
        }
    }

    /// Acquires the lock, sleeping as long as it takes.
    #[inline]
    pub(crate) fn lock(&self) {
        if stats::fast_path(F::Ops::cas_acquire(&self.word, 0, LOCKED)).is_err() {
            self.lock_slow(None);
        }
    }

    /// Acquires the lock if it is free right now.
    #[inline]
    pub(crate) fn try_lock(&self) -> bool {
        match stats::fast_path(F::Ops::cas_acquire(&self.word, 0, LOCKED)) {
            Ok(_) => true,
            Err(state) => self.try_lock_slow(state),
        }
    }

    /// Acquires the lock unless `deadline` passes first. A deadline in the
    /// past makes this a `try_lock`.
    #[inline]
    pub(crate) fn try_lock_until(&self, deadline: Instant) -> bool {
        if self.try_lock() {
            return true;
        }
        if deadline_passed(deadline) {
            return false;
        }
        self.lock_slow(Some(deadline))
    }

    /// Acquires the lock unless `timeout` passes first. Zero is a `try_lock`;
    /// a timeout too large for an `Instant` (such as `Duration::MAX`) waits
    /// as long as it takes.
    #[inline]
    pub(crate) fn try_lock_for(&self, timeout: Duration) -> bool {
        if self.try_lock() {
            return true;
        }
        if timeout.is_zero() {
            return false;
        }
        match Instant::now().checked_add(timeout) {
            Some(deadline) => self.lock_slow(Some(deadline)),
            None => self.lock_slow(None),
        }
    }

    /// Releases the lock.
    ///
    /// # Safety
    ///
    /// The lock is held, by this thread or by one it was passed from.
    #[inline]
    pub(crate) unsafe fn unlock(&self) {
        if F::Ops::cas_release(&self.word, LOCKED, 0).is_err() {
            self.unlock_slow(false);
        }
    }

    /// Releases the lock, handing it to a sleeping thread if there is one.
    ///
    /// # Safety
    ///
    /// As for [`RawLock::unlock`].
    #[inline]
    pub(crate) unsafe fn unlock_fair(&self) {
        if F::Ops::cas_release(&self.word, LOCKED, 0).is_err() {
            self.unlock_slow(true);
        }
    }

    /// Hands the lock to a sleeping thread if there is one and takes it back.
    ///
    /// # Safety
    ///
    /// As for [`RawLock::unlock`].
    pub(crate) unsafe fn bump(&self) {
        if self.word.load(Ordering::Relaxed) >= WAITER {
            // SAFETY: the caller holds the lock.
            unsafe { self.unlock_fair() };
            self.lock();
        }
    }

    /// Whether some thread holds the lock (a snapshot).
    #[inline]
    pub(crate) fn is_locked(&self) -> bool {
        self.word.load(Ordering::Relaxed) & LOCKED != 0
    }

    /// The word itself (for the loom model's end-state checks).
    #[allow(dead_code)]
    #[inline]
    pub(crate) fn word(&self) -> &AtomicU32 {
        &self.word
    }

    /// Acquires the lock for a thread that already owns one `WAITER` unit of
    /// this word: a Condvar waiter that [`RawLock::adopt_waiter`] moved here.
    /// It enters the slow path as a registered waiter, so the unit is dropped
    /// exactly when it takes the lock (or claims a hand-off).
    ///
    /// # Safety
    ///
    /// One `WAITER` unit of this word was added for this thread by
    /// `adopt_waiter` and has not been used yet.
    pub(crate) unsafe fn lock_as_waiter(&self) {
        self.lock_slow_as(None, true);
    }

    /// Counts a thread that sleeps on `from` as a registered waiter of this
    /// lock, tells it so by storing `moved` in `from`, then moves it from
    /// `from`'s futex queue onto this word's without waking it.
    ///
    /// The unit is added before the store and the move, so when the thread
    /// wakes up here (or reads `moved` on its own) the count already covers
    /// it: the owner's unlock sees `WAITERS > 0` and wakes a sleeper.
    ///
    /// # Safety
    ///
    /// - The calling thread holds this lock (so no unlock or hand-off can
    ///   happen before the move is complete).
    /// - The thread waiting on `from` reacts to reading `moved` by calling
    ///   [`RawLock::lock_as_waiter`], and cannot return before it has the
    ///   lock (which keeps `from` alive until this call returns).
    pub(crate) unsafe fn adopt_waiter(&self, from: &AtomicU32, moved: u32) {
        // Relaxed: the Release store below publishes the unit to the moved
        // thread, and our own later unlock is ordered after it on this word.
        self.word.fetch_add(WAITER, Ordering::Relaxed);
        from.store(moved, Ordering::Release);
        F::Futex::requeue_one(from, moved, &self.word);
    }

    #[cold]
    fn try_lock_slow(&self, mut state: u32) -> bool {
        // Free with sleepers counted: barging is allowed, as in `lock`.
        while state & LOCKED == 0 {
            match F::Ops::cas_acquire(&self.word, state, state | LOCKED) {
                Ok(_) => return stats::try_lock_slow_acquired(),
                Err(actual) => state = actual,
            }
        }
        false
    }

    /// Everything `lock` and the timed locks do when the first
    /// compare-and-swap fails. Returns `false` only when `deadline` passed.
    #[cold]
    fn lock_slow(&self, deadline: Option<Instant>) -> bool {
        self.lock_slow_as(deadline, false)
    }

    /// `lock_slow` for a thread that may already be counted in `WAITERS`.
    fn lock_slow_as(&self, deadline: Option<Instant>, registered: bool) -> bool {
        let mut me = Waiter {
            registered,
            owns_woken: false,
            clock: WaitClock::new(),
        };
        let mut spin = SpinPhase::new();
        let mut spinning = false;
        let mut state = self.word.load(Ordering::Relaxed);
        let acquired = loop {
            // Free: take it, dropping our marks in the same step.
            if state & LOCKED == 0 {
                match F::Ops::cas_acquire(&self.word, state, me.leave(state | LOCKED)) {
                    Ok(_) => break true,
                    Err(actual) => {
                        state = actual;
                        continue;
                    }
                }
            }

            // Handed to the sleepers: a registered waiter owns it by clearing
            // HANDOFF (LOCKED stays set). STARVING ends when this waiter did not
            // have to wait long, or it was the last one (`leave`).
            if state & HANDOFF != 0 && me.registered {
                let mut new = me.leave(state & !HANDOFF);
                if !me.clock.starving() {
                    new &= !STARVING;
                }
                match F::Ops::cas_acquire(&self.word, state, new) {
                    Ok(_) => break true,
                    Err(actual) => {
                        state = actual;
                        continue;
                    }
                }
            }

            // Spin while the lock is held by a running owner, and not reserved
            // for the sleepers. Only threads that have never slept spin.
            if !me.registered && state & (HANDOFF | STARVING) == 0 && spin.keep_spinning() {
                if !spinning {
                    F::Ops::spin_enter();
                    spinning = true;
                }
                // With sleepers present, tell unlockers a running thread is about
                // to take the lock, so they skip the wake-up system call.
                if !me.owns_woken && state & WOKEN == 0 && state >= WAITER {
                    match self.word.compare_exchange_weak(
                        state,
                        state | WOKEN,
                        Ordering::Relaxed,
                        Ordering::Relaxed,
                    ) {
                        Ok(_) => me.owns_woken = true,
                        Err(actual) => {
                            state = actual;
                            continue;
                        }
                    }
                }
                F::Ops::spin_relax();
                state = self.word.load(Ordering::Relaxed);
                continue;
            }
            if spinning {
                F::Ops::spin_exit();
                spinning = false;
            }

            // Out of time: take our marks off the word and give up. LOCKED is
            // set here, so clearing WOKEN leaves the wake-up to the owner.
            if let Some(deadline) = deadline {
                if deadline_passed(deadline) {
                    if !me.registered && !me.owns_woken {
                        break false;
                    }
                    match self.word.compare_exchange(
                        state,
                        me.leave(state),
                        Ordering::Relaxed,
                        Ordering::Relaxed,
                    ) {
                        Ok(_) => break false,
                        Err(actual) => {
                            state = actual;
                            continue;
                        }
                    }
                }
            }

            // Register (once) and sleep. LOCKED is set, so the owner will see
            // the count and, with WOKEN clear, wake one of us.
            // WOKEN is always cleared here, so no thread ever sleeps on a value
            // holding WOKEN: while an unlocker's WOKEN stands, every registered
            // thread that has not reached the kernel yet finds the word changed
            // and comes back.
            let mut new = state & !WOKEN;
            if !me.registered {
                new += WAITER;
            }
            if me.clock.starving() {
                new |= STARVING;
            }
            if new != state {
                if let Err(actual) =
                    self.word
                        .compare_exchange(state, new, Ordering::Relaxed, Ordering::Relaxed)
                {
                    state = actual;
                    continue;
                }
            }
            me.registered = true;
            me.owns_woken = false;
            // Registered on a word already handed to the sleepers: this thread
            // is one of them now, so it claims the hand-off (next iteration)
            // rather than sleeping on a value that holds HANDOFF. That value
            // can come back unchanged (another waiter claims, unlocks, hands
            // off again, and re-registers) after the wake-up meant for this
            // thread was sent, and then nobody claims the lock.
            if new & HANDOFF != 0 {
                state = new;
                continue;
            }
            me.clock.before_sleep();
            stats::futex_wait(|| F::Futex::wait(&self.word, new, deadline));
            state = self.word.load(Ordering::Relaxed);
        };
        stats::slow_path(acquired, me.registered);
        if spinning {
            F::Ops::spin_exit();
        }
        acquired
    }

    #[cold]
    fn unlock_slow(&self, fair: bool) {
        let mut state = self.word.load(Ordering::Relaxed);
        loop {
            debug_assert!(
                state & LOCKED != 0 && state & HANDOFF == 0,
                "unlock of a lock not held"
            );
            let sleepers = state >= WAITER;
            if sleepers && (fair || state & STARVING != 0) {
                // Keep LOCKED, mark the hand-off, wake one sleeper. Release: the
                // claiming waiter acquires what this critical section wrote.
                match F::Ops::cas_release(&self.word, state, state | HANDOFF) {
                    Ok(_) => {
                        stats::futex_wake();
                        F::Futex::wake_one(&self.word);
                        return;
                    }
                    Err(actual) => {
                        state = actual;
                        continue;
                    }
                }
            }
            let wake = sleepers && state & WOKEN == 0;
            let new = (state & !LOCKED) | if wake { WOKEN } else { 0 };
            match F::Ops::cas_release(&self.word, state, new) {
                Ok(_) => {
                    if wake {
                        stats::futex_wake();
                        F::Futex::wake_one(&self.word);
                    }
                    return;
                }
                Err(actual) => state = actual,
            }
        }
    }
}
