//! Model checking of the lock word's state machine with loom.
//!
//! ```sh
//! RUSTFLAGS="--cfg loom" LOOM_MAX_PREEMPTIONS=3 cargo test --release --test loom
//! ```
//!
//! loom runs each model closure under every interleaving of its threads (up to
//! `LOOM_MAX_PREEMPTIONS` forced thread switches; 3 when the variable is
//! unset) and with every value the C++11 memory model allows each load to see.
//! The futex is a model too (`src/futex/loom_shim.rs`), and so is time: a
//! "timer" thread calls `expire_deadlines`, and loom tries every point at
//! which the deadlines can pass.
//!
//! Every model checks:
//! - mutual exclusion: the protected data is a `loom::cell::UnsafeCell`, and
//!   loom fails the model on any two accesses not ordered by happens-before
//!   (so a missing `Acquire`/`Release` counts as a violation, not only two
//!   threads inside at once);
//! - no lost wake-up: a thread left asleep with nobody to wake it makes loom
//!   report a deadlock;
//! - the end state: every acquisition happened exactly once, and the word is
//!   back to 0 (no `WAITER` unit, `WOKEN`, `STARVING` or `HANDOFF` left over;
//!   a `SAMPLE` request may stay, as it does outside the model until the next
//!   lock).
//!
//! The last two tests run deliberately broken locks and pass only if the
//! model catches them.
//!
//! The Condvar models (at the end) drive `hintlock::Condvar` and
//! `hintlock::Mutex` through their public API: a waiter and a notifier
//! (notify_one, notify_all), two waiters and notify_all, and a timed wait
//! racing a notification and the deadline. A lost notification is a
//! deadlock to loom (a `notify_one` that does nothing is caught).

#![cfg(loom)]

use hintlock::__loom::{expire_deadlines, interrupt_first_waits};
use hintlock::__loom::{Lock, LostWakeLock, RelaxedAcquireLock};
use loom::cell::UnsafeCell;
use loom::sync::Arc;
use loom::thread;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// What the shared models need from a lock (the real one and the broken
/// ones); the other operations are called on [`Lock`] directly.
trait ModelLock: Send + Sync + 'static {
    fn new() -> Self;
    fn lock(&self);
    /// # Safety
    /// Held by this thread.
    unsafe fn unlock(&self);
    fn word(&self) -> u32;
}

macro_rules! impl_model_lock {
    ($($t:ty),*) => {$(
        impl ModelLock for $t {
            fn new() -> Self {
                <$t>::new()
            }
            fn lock(&self) {
                <$t>::lock(self)
            }
            unsafe fn unlock(&self) {
                // SAFETY: passed on from the caller.
                unsafe { <$t>::unlock(self) }
            }
            fn word(&self) -> u32 {
                <$t>::word(self)
            }
        }
    )*};
}
impl_model_lock!(Lock, RelaxedAcquireLock, LostWakeLock);

/// A lock and the counter it protects.
struct Guarded<L> {
    lock: L,
    count: UnsafeCell<u32>,
}

// SAFETY: `count` is only touched while `lock` is held (or after every other
// thread has been joined); loom checks exactly that.
unsafe impl<L: Sync> Sync for Guarded<L> {}

impl<L: ModelLock> Guarded<L> {
    fn new() -> Arc<Self> {
        Arc::new(Guarded {
            lock: L::new(),
            count: UnsafeCell::new(0),
        })
    }

    /// The critical section: a read-modify-write of the counter, which loom
    /// flags if it is not ordered after the previous owner's.
    fn bump_count(&self) {
        // SAFETY: called only while holding `lock`.
        self.count.with_mut(|count| unsafe { *count += 1 });
    }

    fn locked(&self) {
        self.lock.lock();
        self.bump_count();
        // SAFETY: locked just above.
        unsafe { self.lock.unlock() };
    }

    /// After every other thread is joined: the count and a clean word.
    fn check_end(&self, acquisitions: u32) {
        // SAFETY: every other thread has been joined.
        let count = self.count.with(|count| unsafe { *count });
        assert_eq!(count, acquisitions, "acquisitions");
        assert_eq!(self.lock.word(), 0, "lock word left behind");
    }
}

/// Runs `f` under loom, with at most 3 preemptions unless
/// `LOOM_MAX_PREEMPTIONS` says otherwise, and reports how many executions
/// loom explored.
fn model<F: Fn() + Sync + Send + 'static>(f: F) {
    let mut builder = loom::model::Builder::new();
    if builder.preemption_bound.is_none() {
        builder.preemption_bound = Some(3);
    }
    let executions = std::sync::Arc::new(AtomicUsize::new(0));
    let counter = std::sync::Arc::clone(&executions);
    builder.check(move || {
        counter.fetch_add(1, Ordering::Relaxed);
        f();
    });
    eprintln!(
        "{}: {} executions",
        std::thread::current().name().unwrap_or("model"),
        executions.load(Ordering::Relaxed)
    );
}

/// Two threads and the main thread each lock once.
fn three_lockers<L: ModelLock>() {
    let g = Guarded::<L>::new();
    let threads: Vec<_> = (0..2)
        .map(|_| {
            let g = g.clone();
            thread::spawn(move || g.locked())
        })
        .collect();
    g.locked();
    for t in threads {
        t.join().unwrap();
    }
    g.check_end(3);
}

/// `three_lockers` for the deliberately broken locks, with all three lockers
/// spawned. When loom reports a deadlock, the main thread unwinds from inside
/// `join` after loom's scheduler has stopped, and dropping a loom `Arc` there
/// would panic a second time (an abort); so it holds none while it joins.
fn three_spawned_lockers<L: ModelLock>() {
    let g = Guarded::<L>::new();
    let threads: Vec<_> = (0..3)
        .map(|_| {
            let g = g.clone();
            thread::spawn(move || g.locked())
        })
        .collect();
    drop(g);
    for t in threads {
        t.join().unwrap();
    }
}

#[test]
fn lock_three_threads() {
    model(three_lockers::<Lock>);
}

#[test]
fn lock_twice_each_two_threads() {
    // Repeated acquisitions: a woken thread can lose to a barger and sleep
    // again, which is what the starvation rule (STARVING from a thread's
    // second sleep under loom) reacts to.
    model(|| {
        let g = Guarded::<Lock>::new();
        let other = {
            let g = g.clone();
            thread::spawn(move || {
                g.locked();
                g.locked();
            })
        };
        g.locked();
        g.locked();
        other.join().unwrap();
        g.check_end(4);
    });
}

#[test]
fn lock_twice_three_threads() {
    // The largest plain-lock model: with three threads locking twice, a
    // thread can sleep, be woken, lose to a barger and sleep again, which
    // turns on STARVING (from a thread's second sleep under loom) and the
    // hand-offs it forces.
    model(|| {
        let g = Guarded::<Lock>::new();
        let threads: Vec<_> = (0..2)
            .map(|_| {
                let g = g.clone();
                thread::spawn(move || {
                    g.locked();
                    g.locked();
                })
            })
            .collect();
        g.locked();
        g.locked();
        for t in threads {
            t.join().unwrap();
        }
        g.check_end(6);
    });
}

#[test]
fn try_lock_against_lock() {
    model(|| {
        let g = Guarded::<Lock>::new();
        let trier = {
            let g = g.clone();
            thread::spawn(move || {
                if g.lock.try_lock() {
                    g.bump_count();
                    // SAFETY: try_lock succeeded.
                    unsafe { g.lock.unlock() };
                    1
                } else {
                    0
                }
            })
        };
        let locker = {
            let g = g.clone();
            thread::spawn(move || g.locked())
        };
        g.locked();
        let tried = trier.join().unwrap();
        locker.join().unwrap();
        g.check_end(2 + tried);
    });
}

#[test]
fn timed_lock_times_out_or_acquires() {
    // A timed locker races a plain locker and the deadline; whatever happens
    // to the timed one, the plain one must not be stranded.
    model(|| {
        let g = Guarded::<Lock>::new();
        let timed = {
            let g = g.clone();
            thread::spawn(move || {
                if g.lock.try_lock_for(Duration::from_secs(1)) {
                    g.bump_count();
                    // SAFETY: the timed lock succeeded.
                    unsafe { g.lock.unlock() };
                    1
                } else {
                    0
                }
            })
        };
        let timer = thread::spawn(expire_deadlines);
        let locker = {
            let g = g.clone();
            thread::spawn(move || g.locked())
        };
        g.locked();
        let acquired = timed.join().unwrap();
        timer.join().unwrap();
        locker.join().unwrap();
        g.check_end(2 + acquired);
    });
}

#[test]
fn timed_waiters_leave_cleanly() {
    // The main thread holds the lock while two timed lockers wait; the
    // deadline passes at some point and main unlocks at some point.
    model(|| {
        let g = Guarded::<Lock>::new();
        g.lock.lock();
        let waiters: Vec<_> = (0..2)
            .map(|_| {
                let g = g.clone();
                thread::spawn(move || {
                    if g.lock.try_lock_for(Duration::from_secs(1)) {
                        g.bump_count();
                        // SAFETY: the timed lock succeeded.
                        unsafe { g.lock.unlock() };
                        1
                    } else {
                        0
                    }
                })
            })
            .collect();
        let timer = thread::spawn(expire_deadlines);
        g.bump_count();
        // SAFETY: locked at the start.
        unsafe { g.lock.unlock() };
        let acquired: u32 = waiters.into_iter().map(|w| w.join().unwrap()).sum();
        timer.join().unwrap();
        g.check_end(1 + acquired);
    });
}

#[test]
fn unlock_fair_hands_off() {
    model(|| {
        let g = Guarded::<Lock>::new();
        let fair = |g: Arc<Guarded<Lock>>| {
            move || {
                g.lock.lock();
                g.bump_count();
                // SAFETY: locked just above.
                unsafe { g.lock.unlock_fair() };
            }
        };
        let a = thread::spawn(fair(g.clone()));
        let b = thread::spawn(fair(g.clone()));
        g.locked();
        a.join().unwrap();
        b.join().unwrap();
        g.check_end(3);
    });
}

#[test]
fn unlock_fair_races_timeout() {
    // A hand-off to the sleepers while the only sleeper may be timing out:
    // HANDOFF must never be left with nobody to claim it.
    model(|| {
        let g = Guarded::<Lock>::new();
        g.lock.lock();
        let timed = {
            let g = g.clone();
            thread::spawn(move || {
                if g.lock.try_lock_for(Duration::from_secs(1)) {
                    g.bump_count();
                    // SAFETY: the timed lock succeeded.
                    unsafe { g.lock.unlock() };
                    1
                } else {
                    0
                }
            })
        };
        let timer = thread::spawn(expire_deadlines);
        g.bump_count();
        // SAFETY: locked at the start.
        unsafe { g.lock.unlock_fair() };
        g.locked();
        let acquired = timed.join().unwrap();
        timer.join().unwrap();
        g.check_end(2 + acquired);
    });
}

#[test]
fn bump_hands_off_and_takes_back() {
    model(|| {
        let g = Guarded::<Lock>::new();
        let bumper = {
            let g = g.clone();
            thread::spawn(move || {
                g.lock.lock();
                g.bump_count();
                // SAFETY: locked just above; held again after bump.
                unsafe { g.lock.bump() };
                g.bump_count();
                // SAFETY: held since the bump.
                unsafe { g.lock.unlock() };
            })
        };
        let locker = {
            let g = g.clone();
            thread::spawn(move || g.locked())
        };
        g.locked();
        bumper.join().unwrap();
        locker.join().unwrap();
        g.check_end(4);
    });
}

#[test]
fn interrupted_waits() {
    // Every thread's first futex wait returns at once, as after a signal.
    model(|| {
        interrupt_first_waits();
        three_lockers::<Lock>();
    });
}

#[test]
fn std_mutex_face() {
    // hintlock::Mutex itself (its poison flag is a loom atomic under loom),
    // with a loom cell inside so loom checks the accesses.
    model(|| {
        let m = Arc::new(hintlock::Mutex::new(UnsafeCell::new(0u32)));
        let threads: Vec<_> = (0..2)
            .map(|_| {
                let m = m.clone();
                thread::spawn(move || {
                    let guard = m.lock().unwrap();
                    // SAFETY: the guard gives exclusive access.
                    guard.with_mut(|n| unsafe { *n += 1 });
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        let guard = m.try_lock().unwrap();
        // SAFETY: as above.
        assert_eq!(guard.with(|n| unsafe { *n }), 2);
    });
}

/// Runs a model that must fail, and returns its panic message.
fn model_failure<F: Fn() + Sync + Send + 'static>(f: F) -> String {
    let result = panic::catch_unwind(AssertUnwindSafe(|| model(f)));
    let payload = result.expect_err("the model accepted a broken lock");
    if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else {
        String::new()
    }
}

#[test]
fn broken_relaxed_acquire_is_caught() {
    let message = model_failure(three_lockers::<RelaxedAcquireLock>);
    assert!(
        message.contains("Causality violation"),
        "unexpected failure: {message}"
    );
}

#[test]
fn broken_lost_wake_is_caught() {
    let message = model_failure(three_spawned_lockers::<LostWakeLock>);
    assert!(
        message.contains("deadlock"),
        "unexpected failure: {message}"
    );
}

/// Regression model: a hand-off lost to threads sleeping on a stale value.
/// Three threads chain fair unlocks. A thread that registered while a
/// hand-off was pending slept on a value holding HANDOFF; the hand-off was
/// claimed, the claimer handed off again while nobody was asleep yet (its
/// wake-up found nobody), a third thread registered, the word was back to
/// the value the first one expected, and both slept through the new
/// hand-off: all threads blocked. (Seen as hangs of `tests/stress.rs` on the
/// parking_lot_core path and of `mutex_ops`; fixed in `lock_slow`: a thread
/// that registers while a hand-off is pending claims it.) Since session 42
/// a thread that was not registered when the hand-off was made first waits
/// for a registered waiter's claim, and registers (and so claims) only when
/// its patience runs out; under loom that is after two polls (`Patience`
/// in `raw.rs`), so the model explores both the claim and the registering.
#[test]
fn unlock_fair_chain_hand_off_not_lost() {
    model(|| {
        let g = Guarded::<Lock>::new();
        let fair_twice = |g: Arc<Guarded<Lock>>| {
            move || {
                for _ in 0..2 {
                    g.lock.lock();
                    g.bump_count();
                    // SAFETY: locked just above.
                    unsafe { g.lock.unlock_fair() };
                }
            }
        };
        let a = thread::spawn(fair_twice(g.clone()));
        let b = thread::spawn(fair_twice(g.clone()));
        for _ in 0..2 {
            g.lock.lock();
            g.bump_count();
            // SAFETY: locked just above.
            unsafe { g.lock.unlock_fair() };
        }
        a.join().unwrap();
        b.join().unwrap();
        g.check_end(6);
    });
}

/// Condvar: a waiter that checks a flag in a loop and a notifier that sets
/// it; the waiter must see the flag (no lost notification) and the mutex
/// word must end clean.
fn condvar_handshake(notify_all: bool) {
    model(move || {
        let pair = Arc::new((hintlock::Mutex::new(false), hintlock::Condvar::new()));
        let waiter = {
            let pair = pair.clone();
            thread::spawn(move || {
                let (m, cv) = &*pair;
                let mut ready = m.lock().unwrap();
                while !*ready {
                    ready = cv.wait(ready).unwrap();
                }
            })
        };
        {
            let (m, cv) = &*pair;
            *m.lock().unwrap() = true;
            if notify_all {
                cv.notify_all();
            } else {
                cv.notify_one();
            }
        }
        waiter.join().unwrap();
        assert!(*pair.0.try_lock().unwrap());
    });
}

#[test]
fn condvar_notify_one_wakes_the_waiter() {
    condvar_handshake(false);
}

#[test]
fn condvar_notify_all_wakes_the_waiter() {
    condvar_handshake(true);
}

#[test]
fn condvar_notify_all_wakes_two_waiters() {
    // Two waiters, one notify_all: both must return (notify_all moves one
    // waiter to the mutex and wakes the others in turn).
    model(|| {
        let pair = Arc::new((hintlock::Mutex::new(false), hintlock::Condvar::new()));
        let waiters: Vec<_> = (0..2)
            .map(|_| {
                let pair = pair.clone();
                thread::spawn(move || {
                    let (m, cv) = &*pair;
                    let mut ready = m.lock().unwrap();
                    while !*ready {
                        ready = cv.wait(ready).unwrap();
                    }
                })
            })
            .collect();
        {
            let (m, cv) = &*pair;
            *m.lock().unwrap() = true;
            cv.notify_all();
        }
        for w in waiters {
            w.join().unwrap();
        }
    });
}

#[test]
fn condvar_timed_wait_races_notify_and_deadline() {
    // A timed waiter, a notifier and the deadline: the waiter returns either
    // way, holding the mutex, and sees the flag unless it timed out first.
    model(|| {
        let pair = Arc::new((hintlock::Mutex::new(false), hintlock::Condvar::new()));
        let waiter = {
            let pair = pair.clone();
            thread::spawn(move || {
                let (m, cv) = &*pair;
                let ready = m.lock().unwrap();
                let (ready, result) = cv
                    .wait_timeout_while(ready, Duration::from_secs(1), |r| !*r)
                    .unwrap();
                assert!(*ready || result.timed_out());
            })
        };
        let timer = thread::spawn(expire_deadlines);
        {
            let (m, cv) = &*pair;
            *m.lock().unwrap() = true;
            cv.notify_one();
        }
        waiter.join().unwrap();
        timer.join().unwrap();
    });
}
