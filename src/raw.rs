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
//! | 1 | `WOKEN` | an unlocker woke a sleeper that has not looked at the word yet, or one that has and is still awake (`OWNED`): no second wake-up is needed |
//! | 2 | `HANDOFF` | a fair unlock handed the lock to the sleepers; the first registered waiter to see it owns it |
//! | 3 | `STARVING` | one waiter has waited longer than its bound (`spin::policy::fair_after`); the next release is reserved for it |
//! | 4 | `SAMPLE` | a polling waiter asks the owner to time its next unlock-to-lock gap (see `spin::policy`) |
//! | 5 | `OWNED` | with `WOKEN` only: a thread back from the futex has taken `WOKEN` over; it is awake, not counted, and clears both bits with its next compare-and-swap |
//! | 6..=31 | `WAITERS` | how many threads sleep (or are about to) on the word, in units of `WAITER` |
//!
//! | word | state |
//! | --- | --- |
//! | `0` | free, uncontended |
//! | `LOCKED` | held, nobody waits: unlock is one atomic subtract back to 0 |
//! | `LOCKED + n*WAITER` | held, `n` sleepers: unlock releases and wakes one |
//! | `n*WAITER + WOKEN` | free, a woken sleeper is on its way (any running thread may still take the lock) |
//! | `n*WAITER + WOKEN + OWNED (+ LOCKED)` | a thread back from the futex is awake and polling: no wake-up until it takes the lock or sleeps again |
//! | `LOCKED + HANDOFF + n*WAITER` | handed to the sleepers by a fair unlock; newcomers cannot barge |
//! | `STARVING + n*WAITER (+ LOCKED)` | reserved: only the starving waiter may take the lock when it is free |
//!
//! `SAMPLE` can be added to any of these states. It never decides who gets
//! the lock or who is woken: the owner's unlock sees it and notes the time,
//! the next `lock` fails its compare-and-swap on it and goes to `lock_slow`,
//! which reads the gap, and whoever takes the lock clears it.
//!
//! # Paths
//!
//! - `lock`: one acquire compare-and-swap from 0 to `LOCKED`. If that finds
//!   the lock free with sleepers counted, `lock_contended` takes it with a
//!   second one; anything else goes to the cold `lock_slow`.
//! - `try_lock`: one plain load; a held or reserved word fails there, a free
//!   one is taken with the compare-and-swap of `lock` (from 0) or, with
//!   other bits set, in the cold `try_lock_slow`, which also answers a
//!   `SAMPLE` request (see `spin::policy::try_taken`).
//! - `unlock`: one release atomic subtract of `LOCKED`, whatever the other bits
//!   hold; only when the word it leaves has work in it (a `SAMPLE` request, a
//!   starving waiter, or sleepers with no wake-up on its way) does the cold
//!   `wake_after_unlock` run.
//! - `lock_slow`: take the lock if it is free (and not reserved for a starving
//!   waiter); while it is held, poll it (load-only, with jittered backoff,
//!   bounded by time; then, if this thread has a CPU to itself, a few short
//!   naps: see `spin::policy`); then register as a waiter and sleep on the
//!   futex. A thread back from the futex takes its unit off the count
//!   (`come_back`) and polls again before it registers and sleeps again.
//! - `adopt_waiter` / `lock_as_waiter`: the Condvar's hand-over. The owner
//!   adds a `WAITER` unit for one condvar waiter and requeues it onto this
//!   word; that thread later enters `lock_slow` already registered. A unit
//!   is thus always owned by exactly one thread that will check the word
//!   (see `condvar.rs`). Unlike a thread that registers, though, the moved
//!   thread goes to sleep on the word without comparing it, so the owner
//!   clears a `WOKEN` that nobody owns once it has moved it (see
//!   `adopt_waiter`; without that, a wake-up that found nobody could leave
//!   it asleep for good); with that, the invariants below hold.
//!
//! # Why no wake-up is ever lost
//!
//! - An unlock that leaves the lock free with sleepers and no `WOKEN` sets
//!   `WOKEN` and wakes one. If the lock is already taken again, it does
//!   nothing: the new owner's unlock will face the same decision.
//! - `WOKEN` is cleared only by the compare-and-swap of a registered waiter
//!   or of the thread that owns it (`OWNED`), as it registers, takes the
//!   lock or gives up; registering happens only while the lock is held or
//!   reserved, so some later unlock sees the sleepers with `WOKEN` clear.
//! - A thread back from the futex (woken or not) takes its `WAITER` unit
//!   off in one compare-and-swap, and if `WOKEN` is set without `OWNED`, sets
//!   `OWNED` in the same step: it is awake, so it can answer for the bit. So
//!   `WOKEN + OWNED` always has an awake owner that will clear both; the
//!   word counts only threads that sleep or are on their way to sleep; and
//!   while a thread back from the futex owns `WOKEN`, no unlock wakes
//!   another. (Session 39: at 32 threads with 1,000 work units in the lock,
//!   before this, 53% of the wake-up calls found nobody asleep.)
//! - A thread registering keeps `WOKEN + OWNED` and sleeps on a value holding
//!   them: the owner's next compare-and-swap changes the word. A `WOKEN`
//!   without `OWNED` may come from a wake-up that found nobody in the kernel,
//!   which nobody may be awake to clear, so a registering thread clears it
//!   and nobody sleeps on a value holding it: a registered waiter that has
//!   not reached the kernel when such a wake-up is sent finds the word
//!   changed and comes back. (Keeping that `WOKEN` too loses wake-ups: four
//!   threads can bring the word back to a sleeper's exact value with `WOKEN`
//!   set and nobody awake to clear it; docs/mutex_ops_run39.txt, section 7.
//!   The exhaustive model in `raw_model.rs` finds that path with three
//!   threads, and checks these rules with up to four.)
//! - `STARVING` is set by one waiter, which then sleeps in the starving class;
//!   every unlock that sees it wakes that class. The waiter clears it when it
//!   takes the lock or gives up.
//! - `SAMPLE` only makes compare-and-swaps fail and futex waits return at
//!   once (the word changed), after which the thread reads the word again;
//!   it is below `WAITER`, so no unlock mistakes it for a sleeper.
//! - `HANDOFF` implies `LOCKED` and at least one registered waiter, and every
//!   registered waiter checks for it before it sleeps or gives up. A
//!   thread that finds it set and is not registered waits (polls) until a
//!   registered waiter has claimed it, then queues behind that waiter; only
//!   if no claim comes within `CLAIM_PATIENCE` (the count is of threads
//!   that no longer exist, after a `fork` or a process's death) does it
//!   register and, being registered, claim the hand-off itself. The thread
//!   that made the hand-off, if its wake-up woke a sleeper, waits longer
//!   (`WOKEN_CLAIM_PATIENCE`): that sleeper is certain to claim. Nobody
//!   sleeps on a value holding `HANDOFF`: a thread that registers while it
//!   is set claims it instead. (Sleeping there was a real bug: the word
//!   could return to that exact value, released and handed off again,
//!   before the sleeper reached the kernel, and both threads slept. Until
//!   session 42 every thread that found `HANDOFF` registered and claimed
//!   it at once, which let a thread that locked again right after its own
//!   fair unlock, as `bump` does, take the hand-off back from the sleeper.)

use crate::futex::Futex;
use crate::primitive::{deadline_near, deadline_passed, time_left, AtomicU32, Ordering, TimeLeft};
use crate::spin::policy::{self, SpinPhase, WaitClock};
use crate::spin::LockOps;
use crate::stats;
use core::marker::PhantomData;
#[cfg(not(loom))]
use std::cell::Cell;
use std::time::{Duration, Instant};

/// A thread owns the lock.
pub(crate) const LOCKED: u32 = 1;
/// A woken sleeper has not looked at the word yet: no further wake-up needed.
pub(crate) const WOKEN: u32 = 2;
/// A fair unlock handed the lock to the sleepers; LOCKED stays set until one
/// claims it.
pub(crate) const HANDOFF: u32 = 4;
/// The next release is reserved for the one starving waiter.
pub(crate) const STARVING: u32 = 8;
/// A polling waiter asks the owner to time the gap between its unlock and its
/// next lock (see `spin::policy`); whoever takes the lock clears it.
pub(crate) const SAMPLE: u32 = 16;
/// With `WOKEN`: an awake thread back from the futex owns `WOKEN` and
/// clears both with its next compare-and-swap.
pub(crate) const OWNED: u32 = 32;
/// One registered (sleeping or about to sleep) waiter.
pub(crate) const WAITER: u32 = 64;

/// Whether an unlock that left `state` in the word (the word just after its
/// release) has work for `RawLock::wake_after_unlock`: a sampling request to
/// answer, a starving waiter to wake, or sleepers and no wake-up on its way.
/// (With `WOKEN` set, a woken sleeper has yet to look at the word, or has
/// looked and owns the bit (`OWNED`); it clears `WOKEN` when it takes the
/// lock or goes back to sleep, and the unlock after that passes this test
/// and wakes one.)
#[inline(always)]
fn must_act(state: u32) -> bool {
    state & (SAMPLE | STARVING) != 0 || wake_due(state)
}

/// Whether the word `state` asks an unlocker to wake a sleeper: sleepers are
/// counted, no wake-up is on its way (`WOKEN`), and the word is not reserved
/// for a starving waiter (which has a wake-up of its own).
#[inline(always)]
fn wake_due(state: u32) -> bool {
    state >= WAITER && state & (WOKEN | STARVING) == 0
}

/// What `RawLock::come_back` leaves in the word `state` for a registered
/// thread back from the futex: its `WAITER` unit off and, if `WOKEN` is set
/// without `OWNED`, `OWNED` set (the second value: it now owns `WOKEN`).
#[inline(always)]
fn back_from_futex(state: u32) -> (u32, bool) {
    let owns = state & (WOKEN | OWNED) == WOKEN;
    ((state - WAITER) | if owns { OWNED } else { 0 }, owns)
}

/// `state` without its `WOKEN`, if that `WOKEN` has no owner (`OWNED`
/// clear); `None` if there is nothing to clear. What a thread that neither
/// is registered nor owns `WOKEN` may clear: `Waiter::register` for a
/// newcomer, and `RawLock::adopt_waiter`.
#[inline(always)]
fn clear_unowned_woken(state: u32) -> Option<u32> {
    (state & (WOKEN | OWNED) == WOKEN).then_some(state & !WOKEN)
}

/// Spin hints between a near-deadline poll's reads of the word and the
/// clock ([`poll_word`]): about 0.8 us
/// where a `pause` takes 24.7 ns (the AMD development VM, README
/// "Performance work"), so such a call returns at most about that much
/// after its deadline there (the `timed_lock_held` bench: a 1 us timeout
/// took 1.2-1.7 us on the Intel VM).
pub(crate) const NEAR_DEADLINE_RELAXES: u32 = 32;

/// How long a thread that was not registered when a fair unlock handed the
/// lock to the sleepers waits for one of them to claim it before it
/// registers and claims it itself (`RawLock::wait_for_claim`), unless it
/// made that hand-off itself and its wake-up woke a sleeper (then
/// [`WOKEN_CLAIM_PATIENCE`]). A claim normally takes one futex wake-up,
/// 2-20 us on the development VMs, or a few milliseconds on an
/// oversubscribed machine or under QEMU; this bound only matters when no
/// claim can come, because the word counts sleepers that do not exist: in
/// a child `fork`ed while threads waited, or on a `SharedRawMutex` whose
/// waiter's process died.
#[cfg(not(loom))]
const CLAIM_PATIENCE: Duration = Duration::from_millis(1);

/// [`CLAIM_PATIENCE`] for the thread whose own fair unlock made the
/// hand-off and whose futex wake-up woke a thread (`bump`, `unlock_fair`
/// then `lock`): that thread is registered and claims the hand-off as soon
/// as it runs, so waiting longer loses nothing, while giving up early
/// hands the lock back to the releaser, the unfairness the hand-off is
/// for. (With 1 ms for every thread, a test run under QEMU, where a
/// woken thread's first run through new code is translated, failed: the
/// sleeper did not claim within 1 ms.) Still bounded: the woken thread
/// can be in a process that dies before it claims (`SharedRawMutex`).
#[cfg(not(loom))]
const WOKEN_CLAIM_PATIENCE: Duration = Duration::from_millis(100);

#[cfg(not(loom))]
std::thread_local! {
    /// The word of the lock on which this thread's last fair unlock woke a
    /// sleeper, until its next `RawLock::wait_for_claim` uses the note (0:
    /// none, or that unlock's wake-up found nobody in the kernel).
    static HANDED_TO_SLEEPER: Cell<usize> = const { Cell::new(0) };
}

/// Notes, for this thread's next [`took_own_hand_off`], whether its fair
/// unlock of `word` woke a sleeper. Under loom, nothing: loom's threads
/// share the OS thread's thread-locals, and `Patience` there counts polls.
#[inline]
fn note_own_hand_off(word: &AtomicU32, woke: bool) {
    #[cfg(not(loom))]
    HANDED_TO_SLEEPER.set(if woke {
        word as *const AtomicU32 as usize
    } else {
        0
    });
    #[cfg(loom)]
    let _ = (word, woke);
}

/// Whether this thread's last fair unlock was of `word` and woke a sleeper
/// (see [`note_own_hand_off`]); uses the note up. A stale note (that
/// hand-off long claimed, and this one made by another thread) costs at
/// most one wait of [`WOKEN_CLAIM_PATIENCE`] where no claim can come.
#[inline]
fn took_own_hand_off(word: &AtomicU32) -> bool {
    #[cfg(not(loom))]
    return HANDED_TO_SLEEPER.replace(0) == word as *const AtomicU32 as usize;
    #[cfg(loom)]
    {
        let _ = word;
        false
    }
}

/// The clock of a wait for a claim ([`CLAIM_PATIENCE`], or
/// [`WOKEN_CLAIM_PATIENCE`] for the hand-off's own maker). It starts at the
/// first check, which `RawLock::wait_for_claim` makes after its
/// spin-hinted polls: a claim that comes during those costs no clock read.
struct Patience {
    #[cfg(not(loom))]
    bound: Duration,
    #[cfg(not(loom))]
    since: Option<Instant>,
    /// Under loom, the polls so far.
    #[cfg(loom)]
    polls: u32,
}

impl Patience {
    /// `woke_a_sleeper`: the hand-off is this thread's own, and its wake-up
    /// woke a thread ([`WOKEN_CLAIM_PATIENCE`]).
    #[inline]
    fn new(woke_a_sleeper: bool) -> Self {
        #[cfg(loom)]
        let _ = woke_a_sleeper;
        Patience {
            #[cfg(not(loom))]
            bound: if woke_a_sleeper {
                WOKEN_CLAIM_PATIENCE
            } else {
                CLAIM_PATIENCE
            },
            #[cfg(not(loom))]
            since: None,
            #[cfg(loom)]
            polls: 0,
        }
    }

    /// Whether the bound has passed since the first check. Under loom, at
    /// the second check: real time would make executions differ, and a wait
    /// without a bound lets loom run the waiting thread for hundreds of
    /// polls while the claimant does not run, past its limit on a path's
    /// length. So loom explores the claim coming within a few polls, and
    /// the thread registering and claiming the hand-off itself after them
    /// (which the word model, `raw_model.rs`, allows at any point).
    #[inline]
    fn spent(&mut self) -> bool {
        #[cfg(not(loom))]
        return match self.since {
            Some(since) => since.elapsed() >= self.bound,
            None => {
                self.since = Some(Instant::now());
                false
            }
        };
        #[cfg(loom)]
        {
            self.polls += 1;
            self.polls > 1
        }
    }
}

/// Polls `word`, from `state`, until `done` holds for the value read or
/// `deadline` passes; returns the last value read. For a wait whose
/// deadline is too near to sleep for (`deadline_near`): a timed lock in
/// `RawLock::lock_slow` (done: the lock is ours to take or claim) and the
/// Condvar's timed wait on its node (done: the node changed). The word
/// keeps whatever marks the caller has on it.
#[cold]
pub(crate) fn poll_word<O: LockOps>(
    word: &AtomicU32,
    mut state: u32,
    deadline: Instant,
    done: impl Fn(u32) -> bool,
) -> u32 {
    O::spin_enter();
    while !done(state) && !deadline_passed(deadline) {
        for _ in 0..NEAR_DEADLINE_RELAXES {
            O::spin_relax();
        }
        // Relaxed: a look only, as the spin phase's polls; whatever the
        // caller does next (the compare-and-swap that takes the lock, the
        // Condvar's read of its node) is the acquire.
        state = word.load(Ordering::Relaxed);
    }
    O::spin_exit();
    state
}

/// Offers the CPU to another runnable thread (`sched_yield`). Under loom, a
/// spin hint, which is loom's yield: loom only switches among its own
/// threads.
#[inline]
fn yield_cpu<O: LockOps>() {
    #[cfg(not(loom))]
    std::thread::yield_now();
    #[cfg(loom)]
    O::spin_relax();
}

/// What a thread that is not registered may do with a word that shows the
/// lock free: take it unless one of `refuse` is set, adding `LOCKED` and
/// taking off `drop` only (the sleepers' count and `WOKEN` stay). Named, so
/// that the word model (`raw_model.rs`) uses the rules the lock uses.
#[derive(Clone, Copy)]
struct Barging {
    refuse: u32,
    drop: u32,
}

impl Barging {
    /// Whether the word `state` lets this barging take the lock.
    #[inline(always)]
    fn may_take(self, state: u32) -> bool {
        state & (LOCKED | self.refuse) == 0
    }

    /// The word after this barging took the lock from `state`.
    #[inline(always)]
    fn taken(self, state: u32) -> u32 {
        (state | LOCKED) & !self.drop
    }
}

/// `lock_contended`: a reserved word (`STARVING`) and a sampling request
/// (`SAMPLE`, which `lock_slow` answers) go to the slow path.
const LOCK_BARGING: Barging = Barging {
    refuse: STARVING | SAMPLE,
    drop: 0,
};

/// `try_lock_slow`: only a reserved word stops it; a sampling request is
/// answered by taking it off.
const TRY_LOCK_BARGING: Barging = Barging {
    refuse: STARVING,
    drop: SAMPLE,
};

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

/// What a thread in `lock_slow` has put on the word so far.
struct Waiter {
    /// Counted in `WAITERS`.
    registered: bool,
    /// Set `STARVING`: the lock is reserved for this thread.
    starving: bool,
    /// Set `OWNED` (with `WOKEN`) on its way back from the futex: it must
    /// clear both with its next compare-and-swap.
    owns: bool,
    clock: WaitClock,
}

impl Waiter {
    /// `state` with this thread's marks removed, for the compare-and-swap that
    /// takes the lock or gives up: its `WAITER` unit, `WOKEN` and `OWNED` (it
    /// may be the sleeper the bit announced) if registered, `WOKEN` and
    /// `OWNED` if it owns them, `STARVING` if it is its.
    /// `SAMPLE` goes too: a request is answered (or dropped, if someone other
    /// than the returning owner takes the lock) by the next acquisition.
    #[inline]
    fn leave(&self, mut state: u32) -> u32 {
        if self.registered {
            state = (state - WAITER) & !(WOKEN | OWNED);
        } else if self.owns {
            state &= !(WOKEN | OWNED);
        }
        if self.starving {
            state &= !STARVING;
        }
        state & !SAMPLE
    }

    /// `state` with this thread registered, for the compare-and-swap before
    /// it sleeps (`STARVING` aside): one more `WAITER` unit unless it is
    /// counted already. A thread that is registered or owns `WOKEN` clears
    /// it (and `OWNED`); a newcomer keeps an owned `WOKEN` (its owner is
    /// awake and will clear it) and clears any other, so that nobody sleeps
    /// on a value holding a `WOKEN` that nobody may clear.
    #[inline]
    fn register(&self, state: u32) -> u32 {
        let mut new = if self.registered || self.owns {
            state & !(WOKEN | OWNED)
        } else {
            clear_unowned_woken(state).unwrap_or(state)
        };
        if !self.registered {
            new += WAITER;
        }
        new
    }

    /// Whether the word lets this thread take a free lock now.
    #[inline]
    fn may_take(&self, state: u32) -> bool {
        state & LOCKED == 0 && (state & STARVING == 0 || self.starving)
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
        if let Err(state) = stats::fast_path(F::Ops::cas_acquire(&self.word, 0, LOCKED)) {
            self.lock_contended(state);
        }
    }

    /// Acquires the lock if it is free right now.
    ///
    /// Reads the word before it tries a compare-and-swap, as parking_lot's
    /// and glibc's `try_lock` do, so that a `try_lock` on a held lock fails
    /// with one plain load: no locked instruction, and the owner keeps its
    /// cache line. A failed compare-and-swap would cost both: x86 writes the
    /// destination back even when the comparison fails (Intel SDM Vol. 2A,
    /// "CMPXCHG—Compare and Exchange"), and an `lwarx`/`stwcx.` or
    /// `ldaxr`/`stlxr` pair asks for the line in order to reserve it. The
    /// extra load costs a free lock little: the compare-and-swap needs the
    /// line anyway (`try_lock_free` and `try_lock_held` in the benches).
    #[inline]
    pub(crate) fn try_lock(&self) -> bool {
        // Relaxed: a look only; the compare-and-swap that takes the lock is
        // the acquire, and it checks the value again.
        let state = self.word.load(Ordering::Relaxed);
        if state & (LOCKED | STARVING) != 0 {
            // Held, or reserved for a starving waiter: nothing to try.
            return false;
        }
        if state != 0 {
            // Free with sleepers counted (or a sampling request): barge.
            return self.try_lock_slow(state);
        }
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
        self.lock_slow(Some(deadline), false)
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
            Some(deadline) => self.lock_slow(Some(deadline), false),
            None => self.lock_slow(None, false),
        }
    }

    /// Releases the lock.
    ///
    /// The test that sends a release to `wake_after_unlock` is inline: under
    /// contention the word nearly always counts sleepers, one of them already
    /// woken and on its way, and then there is nothing to do. (Calling
    /// `wake_after_unlock` only to find that out was measured against this:
    /// see "Performance work" in the README, session 30.)
    ///
    /// # Safety
    ///
    /// The lock is held, by this thread or by one it was passed from.
    #[inline]
    pub(crate) unsafe fn unlock(&self) {
        let previous = F::Ops::fetch_sub_release(&self.word, LOCKED);
        // (`must_act(0)` is false too; the first test keeps the uncontended
        // release to one compare and branch.)
        if previous != LOCKED && must_act(previous - LOCKED) {
            self.wake_after_unlock(previous - LOCKED);
        }
    }

    /// Releases the lock, handing it to a sleeping thread if there is one.
    ///
    /// # Safety
    ///
    /// As for [`RawLock::unlock`].
    #[inline]
    pub(crate) unsafe fn unlock_fair(&self) {
        let state = self.word.load(Ordering::Relaxed);
        if state >= WAITER {
            self.unlock_fair_slow(state);
        } else {
            // SAFETY: the caller holds the lock.
            unsafe { self.unlock() }
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

    /// What identifies this lock to the spin policy's per-lock hints: its
    /// address (the hints are per process; in shared memory each process
    /// keeps its own).
    #[inline]
    fn key(&self) -> usize {
        &self.word as *const AtomicU32 as usize
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
        self.lock_slow_as(None, true, false);
    }

    /// Counts a thread that sleeps on `from` as a registered waiter of this
    /// lock, tells it so by storing `moved` in `from`, then moves it from
    /// `from`'s futex queue onto this word's without waking it.
    ///
    /// The unit is added before the store and the move, so when the thread
    /// wakes up here (or reads `moved` on its own) the count already covers
    /// it: the owner's unlock sees `WAITERS > 0` and, with no unowned
    /// `WOKEN` left (see the end), wakes a sleeper.
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
        // An unlock that released the lock before we took it may still be
        // in `wake_after_unlock`: seeing the unit just added, it can set
        // `WOKEN` and wake one while the moved thread is not on this word's
        // queue yet, so the wake-up finds nobody, and nobody owns that
        // `WOKEN`. The moved thread sleeps without comparing this word, so,
        // unlike a thread that registers, it cannot notice; left set, that
        // `WOKEN` would keep our unlock (and every later one) from waking
        // it. Clear it, as a registering thread does: at worst one more
        // wake-up. (Found by the word model, `raw_model.rs`; loom's futex
        // model then woke the moved thread instead of moving it, which hid
        // it.)
        // (A load, then compare-and-swaps until one succeeds or there is
        // nothing to clear.) Relaxed: no data is handed over.
        let _ = self
            .word
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, clear_unowned_woken);
    }

    /// `try_lock` on a word that is not 0 (`state`, just read). Free with
    /// sleepers counted: barging is allowed, as in `lock`, unless the release
    /// is reserved for a starving waiter. A `SAMPLE` request on the word is
    /// answered here and taken off: a waiter asked, and the lock went to a
    /// `try_lock` caller, which the spin policy notes (`policy::try_taken`:
    /// waiters then poll fast, since slow polling would leave the lock to
    /// the pollers).
    #[cold]
    fn try_lock_slow(&self, state: u32) -> bool {
        match self.barge(state, TRY_LOCK_BARGING) {
            Ok(taken) => {
                if taken & SAMPLE != 0 {
                    policy::try_taken(self.key());
                }
                stats::try_lock_slow_acquired()
            }
            Err(_) => false,
        }
    }

    /// Takes the lock while the word (`state`, just read) lets `rule` take
    /// it. `Ok` holds the word it replaced, `Err` the word that stopped it.
    #[inline]
    fn barge(&self, mut state: u32, rule: Barging) -> Result<u32, u32> {
        while rule.may_take(state) {
            match F::Ops::cas_acquire(&self.word, state, rule.taken(state)) {
                Ok(_) => return Ok(state),
                Err(actual) => state = actual,
            }
        }
        Err(state)
    }

    /// `lock` after its compare-and-swap found `state` instead of 0.
    ///
    /// A word that shows the lock free with only sleepers counted (and
    /// perhaps `WOKEN`) is taken here with one more compare-and-swap, without
    /// the spin policy's set-up in `lock_slow`: the failed compare-and-swap
    /// has just brought the line to this CPU, so the second one is cheap.
    /// This is the common case under contention: sleepers stay counted for
    /// as long as they sleep, and every `lock` meanwhile fails the first
    /// compare-and-swap. Counted in `mutex_ops` (a throwaway `stats` build,
    /// one run): with 10 work units in and 50 out, 51% of the acquisitions
    /// at 32 threads found the lock free with sleepers counted, 3% found it
    /// held; with 100 in and 100 out, 64% and 3%; empty, 23% and under 0.1%.
    /// A reserved word (`STARVING`) and a sampling request (`SAMPLE`, which
    /// `lock_slow` answers) go to `lock_slow`, as does a held lock.
    #[inline(never)]
    fn lock_contended(&self, state: u32) {
        let tried = LOCK_BARGING.may_take(state);
        match self.barge(state, LOCK_BARGING) {
            Ok(_) => stats::slow_path(true, false),
            // Found it free and then taken under our nose: `lock_slow` is
            // told, as if it had lost the race itself (see `spin::policy`).
            Err(now) => {
                self.lock_slow(None, tried && now & LOCKED != 0);
            }
        }
    }

    /// Everything `lock` (past `lock_contended`) and the timed locks do when
    /// the first compare-and-swap fails (`lost`: `lock_contended` found the
    /// lock free and lost it to another thread). Returns `false` only when
    /// `deadline` passed.
    #[cold]
    fn lock_slow(&self, deadline: Option<Instant>, lost: bool) -> bool {
        self.lock_slow_as(deadline, false, lost)
    }

    /// `lock_slow` for a thread that may already be counted in `WAITERS`
    /// (`lost`: the caller found the lock free and lost it to another thread).
    fn lock_slow_as(&self, deadline: Option<Instant>, registered: bool, lost: bool) -> bool {
        let mut me = Waiter {
            registered,
            starving: false,
            owns: false,
            clock: WaitClock::new(),
        };
        let mut spin = SpinPhase::new();
        spin.follows_own_wake(self.key());
        let mut spinning = false;
        // A phase before a futex sleep had its wait timed (the loser rule).
        let mut timed_wait = false;
        // Slept on the futex (or, moved from a Condvar, on its word) first:
        // for the counters, since a thread back from the futex is no longer
        // registered.
        let mut slept = registered;
        let mut state = self.word.load(Ordering::Relaxed);
        if lost {
            spin.lost_race(self.key(), state >= WAITER);
        }
        // If a waiter asked for a sample, this may be the owner that noted
        // its unlock time (the policy checks); either way the note is used up.
        policy::returned(self.key(), state & SAMPLE != 0);
        // A few plain polls before the phase's set-up, where the policy says
        // the lock is polled fast (see `policy::early_polls`). Not after a
        // lost race (the owner re-takes the lock faster than we can) and not
        // for a registered waiter (a woken sleeper, which the word counts).
        if !me.registered && !lost && state & LOCKED != 0 {
            let polls = policy::early_polls(self.key());
            if polls > 0 {
                F::Ops::spin_enter();
                for _ in 0..polls {
                    F::Ops::spin_relax();
                    // Relaxed, like the loop's polls below: a look only; the
                    // compare-and-swap that takes the lock is the acquire.
                    state = self.word.load(Ordering::Relaxed);
                    if state & LOCKED == 0 {
                        break;
                    }
                }
                F::Ops::spin_exit();
            }
        }
        // A deadline already too near to sleep for: poll for it at once (the
        // check below), rather than first spending a spin phase that does
        // not look at the clock.
        let skip_spin = deadline.is_some_and(deadline_near);
        // Waited out `Patience` for a hand-off's claim that did not come.
        let mut waited_for_claim = false;
        let acquired = loop {
            // Free (and not reserved for someone else): take it, dropping our
            // marks in the same step.
            if me.may_take(state) {
                // Whoever holds it is making progress (see `spin::policy`).
                spin.saw_free();
                let taken = F::Ops::cas_acquire(&self.word, state, me.leave(state | LOCKED));
                spin.after_try();
                match taken {
                    Ok(_) => break true,
                    Err(actual) => {
                        if actual & LOCKED != 0 {
                            // Taken under our nose: see `spin::policy`.
                            spin.lost_race(self.key(), actual >= WAITER);
                        }
                        state = actual;
                        continue;
                    }
                }
            }

            // Handed to the sleepers by a fair unlock: a registered waiter owns
            // it by clearing HANDOFF (LOCKED stays set).
            if state & HANDOFF != 0 && me.registered {
                match F::Ops::cas_acquire(&self.word, state, me.leave(state & !HANDOFF)) {
                    Ok(_) => break true,
                    Err(actual) => {
                        state = actual;
                        continue;
                    }
                }
            }

            // Poll while the lock is held or reserved for another waiter. (A
            // reservation lasts one hand-over; a contender that slept on it
            // would need a wake-up afterwards, and with one wake-up in flight
            // at a time that can take long. The held rule still sends it to
            // sleep if the reservation lasts. Not measured on its own.)
            if !skip_spin && spin.keep_spinning() {
                if !spinning {
                    F::Ops::spin_enter();
                    spinning = true;
                    if spin.start(self.key(), state & SAMPLE != 0, u64::from(state / WAITER)) {
                        // Relaxed: a request, not a hand-over of data; whoever
                        // acts on it reads the word again anyway.
                        self.word.fetch_or(SAMPLE, Ordering::Relaxed);
                    }
                }
                spin.pause::<F::Ops>();
                spin.before_poll();
                state = self.word.load(Ordering::Relaxed);
                continue;
            }
            if spinning {
                F::Ops::spin_exit();
                spinning = false;
            }

            // Out of time: take our marks off the word and give up. The lock
            // is held or reserved here, so clearing WOKEN leaves the wake-up to
            // the owner's unlock.
            if let Some(deadline) = deadline {
                match time_left(deadline) {
                    TimeLeft::None => {
                        if !me.registered && !me.owns {
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
                    // Nearly out of time: a timed sleep would end up to the
                    // timer slack past the deadline (`SLEEP_LATENESS`), later
                    // than the caller asked by more than the wait itself, so
                    // poll until the lock is ours to take or the deadline
                    // passes. The CPU this spends is at most the time that
                    // was left.
                    TimeLeft::Short => {
                        state = poll_word::<F::Ops>(&self.word, state, deadline, |state| {
                            me.may_take(state) || (state & HANDOFF != 0 && me.registered)
                        });
                        continue;
                    }
                    TimeLeft::Long => {}
                }
            }

            // Handed to the sleepers by a fair unlock, and we are not one of
            // them: we were not registered when it happened. The hand-off is
            // not ours to claim (the releasing thread, locking again at once
            // as `bump` does, would take it straight back from the sleeper it
            // was meant for), so wait for a registered waiter's claim, then
            // queue behind that waiter. If no claim comes within our
            // `Patience`, the count may be of threads that no longer
            // exist (a `fork`ed child's copy of the word, a process that
            // died waiting on a `SharedRawMutex`): then register below, and
            // so claim it, as every thread did before session 42.
            if state & HANDOFF != 0 && !waited_for_claim {
                debug_assert!(!me.registered, "a registered waiter claims HANDOFF");
                let (now, patience_spent) = self.wait_for_claim(state, deadline);
                state = now;
                waited_for_claim = patience_spent;
                continue;
            }

            // Register (once) and sleep. The lock is held or reserved, so a
            // later unlock will see the count and wake one of us (see
            // `Waiter::register` for WOKEN).
            let mut new = me.register(state);
            // The count on the word is the others' when we are not registered
            // yet, and includes us otherwise: near enough for a bound.
            let claim_starving =
                !me.starving && state & STARVING == 0 && me.clock.starving(state / WAITER);
            if claim_starving {
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
            me.owns = false;
            me.starving |= claim_starving;
            if new & HANDOFF != 0 {
                // Only after our `Patience` ran out (above). Never sleep on a value
                // holding HANDOFF: the word could come back to it (claimed,
                // released, handed off again) before we reach the kernel, and
                // the hand-off's wake-up would be lost. Registered now, we
                // claim it on the next pass.
                state = new;
                continue;
            }
            me.clock.before_sleep();
            if me.starving {
                stats::futex_wait(|| F::Futex::wait_starving(&self.word, new, deadline));
            } else {
                stats::futex_wait(|| F::Futex::wait(&self.word, new, deadline));
            }
            timed_wait |= spin.timed_wait();
            spin = SpinPhase::woken();
            // A hand-off found after this sleep is a new one, to wait for.
            waited_for_claim = false;
            slept = true;
            state = self.come_back(&mut me);
        };
        if timed_wait || spin.timed_wait() {
            policy::wait_ended(self.key(), acquired);
        }
        stats::slow_path(acquired, slept);
        if spinning {
            F::Ops::spin_exit();
        }
        acquired
    }

    /// Polls the word, from `state`, until a registered waiter has claimed
    /// the hand-off it holds (`HANDOFF` clear) or `deadline` passes; returns
    /// the last word read, and `true` if it stopped because its patience
    /// ([`Patience`]) ran out first. For a thread that was not
    /// registered when a fair unlock handed the lock to the sleepers. The
    /// claim takes one wake-up of a sleeper (2-20 us on the development
    /// VMs), so after a few polls each one follows a `sched_yield`, which
    /// gives the CPU to the claimer if it waits for ours.
    #[cold]
    fn wait_for_claim(&self, mut state: u32, deadline: Option<Instant>) -> (u32, bool) {
        /// Polls, each after `RELAXES` spin hints (about a microsecond),
        /// before the polls follow yields instead.
        const SPIN_POLLS: u32 = if cfg!(loom) { 1 } else { 4 };
        /// Under loom each hint is a `yield_now`, a point where loom
        /// branches; one keeps the models' size close to what it was
        /// before this wait existed.
        const RELAXES: u32 = if cfg!(loom) { 1 } else { NEAR_DEADLINE_RELAXES };
        let mut polls = 0;
        let mut patience = Patience::new(took_own_hand_off(&self.word));
        let mut patience_spent = false;
        F::Ops::spin_enter();
        while state & HANDOFF != 0 && !deadline.is_some_and(deadline_passed) {
            if polls < SPIN_POLLS {
                polls += 1;
                for _ in 0..RELAXES {
                    F::Ops::spin_relax();
                }
            } else {
                if patience.spent() {
                    patience_spent = true;
                    break;
                }
                yield_cpu::<F::Ops>();
            }
            // Relaxed: a look only; the lock is taken later by a
            // compare-and-swap with acquire ordering.
            state = self.word.load(Ordering::Relaxed);
        }
        F::Ops::spin_exit();
        (state, patience_spent)
    }

    /// A registered thread back from the futex (woken, timed out, or the word
    /// had changed): takes its `WAITER` unit off, since it is awake now, and
    /// takes over a `WOKEN` that no awake thread owns yet (see the module
    /// documentation). Stays registered where the word holds `HANDOFF` (a
    /// registered waiter claims it) or the lock is reserved for this thread
    /// (`STARVING`). Returns the word as it left it.
    #[cold]
    fn come_back(&self, me: &mut Waiter) -> u32 {
        let mut state = self.word.load(Ordering::Relaxed);
        if me.starving {
            return state;
        }
        loop {
            if state & HANDOFF != 0 {
                return state;
            }
            let (new, owns) = back_from_futex(state);
            // Relaxed: no data is handed over; the compare-and-swap that takes
            // the lock later is the acquire.
            match self
                .word
                .compare_exchange(state, new, Ordering::Relaxed, Ordering::Relaxed)
            {
                Ok(_) => {
                    me.registered = false;
                    me.owns = owns;
                    return new;
                }
                Err(actual) => state = actual,
            }
        }
    }

    /// After an unlock that left `state` in the word, for which [`must_act`]
    /// holds: note the time if a waiter asked for a sample; wake the starving
    /// waiter, or one sleeper if the lock is still free and no wake-up is on
    /// its way.
    #[cold]
    fn wake_after_unlock(&self, mut state: u32) {
        if state & SAMPLE != 0 {
            policy::released(self.key());
        }
        if state & STARVING != 0 {
            stats::futex_wake();
            F::Futex::wake_starving(&self.word);
            policy::woke(self.key());
            return;
        }
        loop {
            if !wake_due(state) {
                // Nobody sleeps; or a woken sleeper is on its way; or the word
                // is reserved for a starving waiter, which set STARVING after
                // our release and so saw the lock free. (A lock already taken
                // again still gets its wake-up: otherwise a busy lock would
                // never wake its sleepers, and they could not even notice that
                // they starve.)
                return;
            }
            match self.word.compare_exchange_weak(
                state,
                state | WOKEN,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => {
                    stats::futex_wake();
                    F::Futex::wake_one(&self.word);
                    policy::woke(self.key());
                    return;
                }
                Err(actual) => state = actual,
            }
        }
    }

    /// A fair unlock with sleepers present: keep LOCKED, mark the hand-off and
    /// wake one sleeper to claim it.
    #[cold]
    fn unlock_fair_slow(&self, mut state: u32) {
        loop {
            debug_assert!(
                state & LOCKED != 0 && state & HANDOFF == 0,
                "unlock of a lock not held"
            );
            if state < WAITER || state & STARVING != 0 {
                // Nobody to hand to, or the release is already reserved for
                // the starving waiter: a plain unlock is the fair one. It
                // makes no hand-off, so an older note is stale now and must
                // not lengthen this thread's next wait for a claim (the
                // hand-off branch below overwrites the note instead). A fair
                // unlock with no sleepers counted does not come here and
                // leaves the note: clearing it there would put a
                // thread-local write on that fast path.
                note_own_hand_off(&self.word, false);
                // SAFETY: our caller holds the lock.
                unsafe { self.unlock() };
                return;
            }
            // Release: the claiming waiter acquires what this critical section
            // wrote.
            match F::Ops::cas_release(&self.word, state, state | HANDOFF) {
                Ok(_) => {
                    stats::futex_wake();
                    let woke = F::Futex::wake_one(&self.word);
                    note_own_hand_off(&self.word, woke);
                    policy::woke(self.key());
                    return;
                }
                Err(actual) => state = actual,
            }
        }
    }
}

#[cfg(all(test, not(loom)))]
#[path = "raw_model.rs"]
mod model;

#[cfg(all(test, not(loom)))]
mod tests {
    use super::*;
    use crate::raw_mutex::NativePrivate;
    use std::sync::Arc;
    use std::time::Duration;

    /// A fair unlock notes, for its thread's next wait for a claim, whether
    /// its wake-up woke a sleeper: yes with a thread asleep on the lock
    /// (whose claim is then certain, `WOKEN_CLAIM_PATIENCE`), no with a
    /// sleeper counted on the word that does not exist (as in a `fork`ed
    /// child; `CLAIM_PATIENCE`), and the note is used up once read.
    #[test]
    fn a_fair_unlock_notes_whether_its_wake_up_woke_a_sleeper() {
        let lock = Arc::new(RawLock::<NativePrivate>::new());
        lock.lock();
        let sleeper = {
            let lock = Arc::clone(&lock);
            std::thread::spawn(move || {
                lock.lock();
                // SAFETY: this thread holds the lock.
                unsafe { lock.unlock() };
            })
        };
        while lock.word.load(Ordering::Relaxed) < WAITER {
            std::thread::sleep(Duration::from_millis(1));
        }
        // Registered; give it time to reach the kernel (microseconds).
        std::thread::sleep(Duration::from_millis(50));
        // SAFETY: this thread holds the lock.
        unsafe { lock.unlock_fair() };
        assert!(took_own_hand_off(&lock.word), "the sleeper was woken");
        assert!(!took_own_hand_off(&lock.word), "the note is used up");
        sleeper.join().unwrap();
        assert_eq!(lock.word.load(Ordering::Relaxed), 0);

        // A sleeper counted that does not exist: the wake-up finds nobody,
        // and the next `lock` still gets the lock (after `CLAIM_PATIENCE`).
        lock.word.store(LOCKED | WAITER, Ordering::Relaxed);
        // A note left from before, to be overwritten.
        HANDED_TO_SLEEPER.set(&lock.word as *const AtomicU32 as usize);
        // SAFETY: the word says locked, and no other thread uses the lock.
        unsafe { lock.unlock_fair() };
        assert_eq!(lock.word.load(Ordering::Relaxed), LOCKED | HANDOFF | WAITER);
        assert!(!took_own_hand_off(&lock.word), "nobody was woken");
        lock.lock();
        assert_eq!(lock.word.load(Ordering::Relaxed), LOCKED | WAITER);

        // A fair unlock that finds sleepers counted but makes no hand-off
        // (the release is reserved for a starving waiter) clears an older
        // note: only a hand-off it made itself may lengthen the wait.
        HANDED_TO_SLEEPER.set(&lock.word as *const AtomicU32 as usize);
        lock.word
            .store(LOCKED | WAITER | STARVING, Ordering::Relaxed);
        // SAFETY: the word says locked, and no other thread uses the lock.
        unsafe { lock.unlock_fair() };
        assert_eq!(lock.word.load(Ordering::Relaxed) & (LOCKED | HANDOFF), 0);
        assert!(!took_own_hand_off(&lock.word), "no hand-off was made");
    }

    /// An unlock skips `wake_after_unlock` only where that function would do
    /// nothing: no sampling request to answer, nobody starving, and either
    /// no sleepers or a wake-up already on its way.
    #[test]
    fn an_unlock_acts_only_where_there_is_work() {
        for sleepers in 0..4u32 {
            for low in 0..WAITER {
                if low & (LOCKED | HANDOFF) != 0 {
                    // Not a word just after a release: the releasing thread
                    // held LOCKED, and HANDOFF is never set while an owner
                    // runs.
                    continue;
                }
                let state = sleepers * WAITER + low;
                let sample = low & SAMPLE != 0;
                let starving = low & STARVING != 0;
                // Spelled out here, not by calling `wake_due`, so that the
                // test checks the rule rather than the code.
                let unwoken_sleepers = sleepers > 0 && low & WOKEN == 0;
                assert_eq!(
                    must_act(state),
                    sample || starving || unwoken_sleepers,
                    "state {state:#x}"
                );
            }
        }
        assert!(!must_act(0));
        assert!(!must_act(WAITER | WOKEN));
        assert!(must_act(WAITER));
        assert!(must_act(SAMPLE));
    }
}
