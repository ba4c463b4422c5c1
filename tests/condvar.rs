//! `hintlock::Condvar`: std's condvar tests (the floor), the edge-case
//! timeouts, misuse with two mutexes, poisoning, and a requeue stress test
//! in which no waiter may be lost.

use hintlock::{Condvar, Mutex};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;
use std::time::{Duration, Instant};

/// Runs `body` on a thread and fails if it does not finish within `limit`:
/// a lost wake-up shows up as this failure instead of a hung test run.
fn within<F: FnOnce() + Send + 'static>(limit: Duration, body: F) {
    let (done, finished) = mpsc::channel();
    let handle = thread::spawn(move || {
        body();
        let _ = done.send(());
    });
    match finished.recv_timeout(limit) {
        Ok(()) => handle.join().unwrap(),
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            // The body panicked: report its panic.
            if let Err(panic) = handle.join() {
                std::panic::resume_unwind(panic);
            }
        }
        Err(mpsc::RecvTimeoutError::Timeout) => {
            panic!("not finished within {limit:?}: a waiter was lost")
        }
    }
}

const WATCHDOG: Duration = Duration::from_secs(60);

/// Fails if the mutex's lock word still counts a waiter nobody is: with such
/// a leftover unit, a fair unlock hands the lock to that phantom and keeps
/// it locked, so the `try_lock` after it fails.
fn assert_no_phantom_waiter<T>(m: &Mutex<T>) {
    let g = m.lock().unwrap_or_else(|e| e.into_inner());
    hintlock::MutexGuard::unlock_fair(g);
    assert!(
        m.try_lock().is_ok(),
        "a WAITER unit was left on the mutex with no thread behind it"
    );
}

#[test]
fn smoke() {
    let c = Condvar::new();
    c.notify_one();
    c.notify_all();
    let d = Condvar::default();
    d.notify_all();
    assert!(format!("{c:?}").starts_with("Condvar"));
}

#[test]
fn auto_traits_match_std() {
    fn assert_traits<T: Send + Sync + std::panic::UnwindSafe + std::panic::RefUnwindSafe>() {}
    assert_traits::<Condvar>();
    assert_traits::<std::sync::Condvar>();
    fn assert_value_traits<T: Copy + Eq + std::fmt::Debug + Send + Sync>() {}
    assert_value_traits::<hintlock::WaitTimeoutResult>();
}

#[test]
fn static_condvar_is_const() {
    static C: Condvar = Condvar::new();
    static M: Mutex<bool> = Mutex::new(false);
    within(WATCHDOG, || {
        let waker = thread::spawn(|| {
            *M.lock().unwrap() = true;
            C.notify_one();
        });
        let g = C.wait_while(M.lock().unwrap(), |ready| !*ready).unwrap();
        assert!(*g);
        drop(g);
        waker.join().unwrap();
    });
}

#[test]
fn notify_one() {
    within(WATCHDOG, || {
        let pair = Arc::new((Mutex::new(false), Condvar::new()));
        let pair2 = Arc::clone(&pair);
        let g = pair.0.lock().unwrap();
        let waker = thread::spawn(move || {
            // Cannot lock until the main thread waits.
            *pair2.0.lock().unwrap() = true;
            pair2.1.notify_one();
        });
        let g = pair.1.wait(g).unwrap();
        // `wait` may in principle return spuriously; the flag was set before
        // the only notification.
        let g = pair.1.wait_while(g, |flag| !*flag).unwrap();
        assert!(*g);
        drop(g);
        waker.join().unwrap();
    });
}

#[test]
fn notify_one_wakes_each_waiter_in_turn() {
    within(WATCHDOG, || {
        const N: usize = 6;
        let state = Arc::new((Mutex::new((0usize, 0usize)), Condvar::new()));
        let waiters: Vec<_> = (0..N)
            .map(|_| {
                let state = Arc::clone(&state);
                thread::spawn(move || {
                    let (m, c) = &*state;
                    let mut g = m.lock().unwrap();
                    g.0 += 1; // waiting
                    let ticket = g.0;
                    let _g = c.wait_while(g, |(_, released)| *released < ticket).unwrap();
                })
            })
            .collect();
        let (m, c) = &*state;
        // One token and one notify_one at a time: each must wake a waiter.
        for released in 1..=N {
            let mut g = m.lock().unwrap();
            g.1 = released;
            drop(g);
            c.notify_one();
            // Later tickets are not released yet: keep notifying one at a
            // time until the owner of this ticket has returned.
            while waiters.iter().filter(|h| h.is_finished()).count() < released {
                c.notify_one();
                thread::yield_now();
            }
        }
        for h in waiters {
            h.join().unwrap();
        }
    });
}

#[test]
fn notify_all() {
    within(WATCHDOG, || {
        const N: usize = 10;
        let state = Arc::new((Mutex::new(0usize), Condvar::new(), Condvar::new()));
        let (tx, rx) = mpsc::channel();
        for _ in 0..N {
            let state = Arc::clone(&state);
            let tx = tx.clone();
            thread::spawn(move || {
                let (m, go, all_waiting) = &*state;
                let mut cnt = m.lock().unwrap();
                *cnt += 1;
                if *cnt == N {
                    all_waiting.notify_one();
                }
                while *cnt != 0 {
                    cnt = go.wait(cnt).unwrap();
                }
                tx.send(()).unwrap();
            });
        }
        drop(tx);
        let (m, go, all_waiting) = &*state;
        let mut cnt = all_waiting
            .wait_while(m.lock().unwrap(), |n| *n < N)
            .unwrap();
        *cnt = 0;
        go.notify_all();
        drop(cnt);
        for _ in 0..N {
            rx.recv().unwrap();
        }
    });
}

#[test]
fn wait_while() {
    within(WATCHDOG, || {
        let pair = Arc::new((Mutex::new(false), Condvar::new()));
        let pair2 = Arc::clone(&pair);
        thread::spawn(move || {
            let (lock, cvar) = &*pair2;
            *lock.lock().unwrap() = true;
            cvar.notify_one();
        });
        let (lock, cvar) = &*pair;
        let guard = cvar.wait_while(lock.lock().unwrap(), |started| !*started);
        assert!(*guard.unwrap());
    });
}

#[test]
fn wait_timeout_wait() {
    let m = Mutex::new(());
    let c = Condvar::new();
    // Under 50 us the wait polls its node instead of sleeping (README,
    // "Timed locking"); from 50 us on it sleeps.
    for us in [1, 10, 49, 50, 10_000] {
        let timeout = Duration::from_micros(us);
        loop {
            let start = Instant::now();
            let (g, result) = c.wait_timeout(m.lock().unwrap(), timeout).unwrap();
            drop(g);
            // Nobody notifies, so it must be a timeout, never early.
            if result.timed_out() {
                assert!(start.elapsed() >= timeout);
                break;
            }
        }
    }
}

#[test]
fn wait_timeout_zero_times_out_at_once() {
    let m = Mutex::new(5);
    let c = Condvar::new();
    let start = Instant::now();
    let (g, result) = c.wait_timeout(m.lock().unwrap(), Duration::ZERO).unwrap();
    assert!(result.timed_out());
    assert_eq!(*g, 5);
    assert!(start.elapsed() < WATCHDOG);
}

#[test]
fn wait_timeout_max_is_woken() {
    within(WATCHDOG, || {
        let pair = Arc::new((Mutex::new(false), Condvar::new()));
        let pair2 = Arc::clone(&pair);
        let mut g = pair.0.lock().unwrap();
        thread::spawn(move || {
            *pair2.0.lock().unwrap() = true;
            pair2.1.notify_one();
        });
        while !*g {
            let (g2, result) = pair.1.wait_timeout(g, Duration::MAX).unwrap();
            assert!(!result.timed_out());
            g = g2;
        }
    });
}

#[test]
fn wait_timeout_wake() {
    within(WATCHDOG, || {
        let pair = Arc::new((Mutex::new(false), Condvar::new()));
        let pair2 = Arc::clone(&pair);
        let g = pair.0.lock().unwrap();
        thread::spawn(move || {
            *pair2.0.lock().unwrap() = true;
            pair2.1.notify_one();
        });
        // A generous timeout: the notification must come first.
        let (g, result) = pair
            .1
            .wait_timeout_while(g, Duration::from_secs(30), |notified| !*notified)
            .unwrap();
        assert!(!result.timed_out());
        assert!(*g);
    });
}

#[test]
fn wait_timeout_while_wait() {
    let m = Mutex::new(());
    let c = Condvar::new();
    let timeout = Duration::from_millis(10);
    let start = Instant::now();
    let (_g, result) = c
        .wait_timeout_while(m.lock().unwrap(), timeout, |()| true)
        .unwrap();
    assert!(result.timed_out());
    assert!(start.elapsed() >= timeout);
}

#[test]
fn wait_timeout_while_instant_satisfy() {
    let m = Mutex::new(());
    let c = Condvar::new();
    for timeout in [Duration::ZERO, Duration::from_millis(10), Duration::MAX] {
        let (_g, result) = c
            .wait_timeout_while(m.lock().unwrap(), timeout, |()| false)
            .unwrap();
        assert!(!result.timed_out(), "{timeout:?}");
    }
}

#[test]
fn wait_timeout_while_zero_unsatisfied_times_out() {
    let m = Mutex::new(());
    let c = Condvar::new();
    let mut calls = 0;
    let (_g, result) = c
        .wait_timeout_while(m.lock().unwrap(), Duration::ZERO, |()| {
            calls += 1;
            true
        })
        .unwrap();
    assert!(result.timed_out());
    assert!(calls >= 1);
}

#[test]
fn wait_timeout_while_wake() {
    within(WATCHDOG, || {
        let pair = Arc::new((Mutex::new(false), Condvar::new()));
        let pair2 = Arc::clone(&pair);
        let g = pair.0.lock().unwrap();
        thread::spawn(move || {
            *pair2.0.lock().unwrap() = true;
            pair2.1.notify_all();
        });
        let (g, result) = pair
            .1
            .wait_timeout_while(g, Duration::MAX, |ready| !*ready)
            .unwrap();
        assert!(!result.timed_out());
        assert!(*g);
    });
}

#[test]
fn two_mutexes_at_once_panic() {
    within(WATCHDOG, || {
        let c = Arc::new(Condvar::new());
        let m1 = Arc::new(Mutex::new(false));
        // A waiter with m1, known to be queued once `m1` shows its flag (it
        // queues itself before it releases m1).
        let waiter = {
            let (c, m1) = (Arc::clone(&c), Arc::clone(&m1));
            thread::spawn(move || {
                let mut g = m1.lock().unwrap();
                *g = true;
                let _g = c.wait_while(g, |waiting| *waiting).unwrap();
            })
        };
        while !*m1.lock().unwrap() {
            thread::yield_now();
        }

        let m2 = Arc::new(Mutex::new(()));
        let panic = {
            let (c, m2) = (Arc::clone(&c), Arc::clone(&m2));
            thread::spawn(move || {
                let _ = c.wait_timeout(m2.lock().unwrap(), Duration::from_secs(3600));
            })
            .join()
            .unwrap_err()
        };
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        assert!(message.contains("two mutexes"), "{message}");
        // The panic happened with m2's guard held: m2 is poisoned, as after
        // any panic in a critical section, but not left locked.
        assert!(m2.is_poisoned());
        m2.clear_poison();
        assert!(m2.try_lock().is_ok());

        // The m1 waiter is unaffected.
        *m1.lock().unwrap() = false;
        c.notify_all();
        waiter.join().unwrap();
        // With nobody waiting, the condvar may now be used with m2.
        let (_g, result) = c.wait_timeout(m2.lock().unwrap(), Duration::ZERO).unwrap();
        assert!(result.timed_out());
    });
}

#[test]
fn one_mutex_after_another_and_after_a_move() {
    let c = Condvar::new();
    let m1 = Mutex::new(1);
    let m2 = Mutex::new(2);
    let (g, _) = c.wait_timeout(m1.lock().unwrap(), Duration::ZERO).unwrap();
    assert_eq!(*g, 1);
    drop(g);
    let (g, _) = c.wait_timeout(m2.lock().unwrap(), Duration::ZERO).unwrap();
    assert_eq!(*g, 2);
    drop(g);
    // Moving the mutex (to a new address) between waits is fine.
    let moved = Box::new(m1);
    let (g, result) = c
        .wait_timeout(moved.lock().unwrap(), Duration::ZERO)
        .unwrap();
    assert!(result.timed_out());
    assert_eq!(*g, 1);
}

#[test]
fn poison_propagates_through_wait() {
    within(WATCHDOG, || {
        let pair = Arc::new((Mutex::new(0), Condvar::new()));
        let pair2 = Arc::clone(&pair);
        let g = pair.0.lock().unwrap();
        let poisoner = thread::spawn(move || {
            let _g = pair2.0.lock().unwrap();
            pair2.1.notify_one();
            panic!("poison the mutex while the other thread waits");
        });
        let poisoned = pair.1.wait(g).unwrap_err();
        // The error holds the relocked guard.
        assert_eq!(**poisoned.get_ref(), 0);
        drop(poisoned);
        assert!(poisoner.join().is_err());
        assert!(pair.0.is_poisoned());
    });
}

/// std's deprecated `wait_timeout_ms`: `true` when notified, `false` when
/// the time passed.
#[test]
#[allow(deprecated)]
fn wait_timeout_ms_reports_like_std() {
    within(WATCHDOG, || {
        let pair = Arc::new((Mutex::new(false), Condvar::new()));
        let (m, c) = &*pair;
        let (g, notified) = c.wait_timeout_ms(m.lock().unwrap(), 1).unwrap();
        assert!(!notified);
        drop(g);

        let pair2 = Arc::clone(&pair);
        let mut g = m.lock().unwrap();
        let notifier = thread::spawn(move || {
            *pair2.0.lock().unwrap() = true;
            pair2.1.notify_one();
        });
        let mut notified = true;
        while !*g {
            (g, notified) = c.wait_timeout_ms(g, u32::MAX).unwrap();
        }
        assert!(notified);
        drop(g);
        notifier.join().unwrap();
    });
}

/// A guard taken before a panic and passed through a wait while the panic
/// unwinds (by a `Drop` that waits for something) still poisons the mutex
/// when it is finally dropped, as std's does: the wait keeps the guard's
/// record of when it was taken. A guard taken during the unwind does not.
#[test]
fn wait_during_unwind_keeps_the_guards_poisoning() {
    struct WaitOnDrop<'a> {
        guard: Option<hintlock::MutexGuard<'a, u32>>,
        condvar: &'a Condvar,
    }
    impl Drop for WaitOnDrop<'_> {
        fn drop(&mut self) {
            let guard = self.guard.take().unwrap();
            let (guard, result) = self
                .condvar
                .wait_timeout(guard, Duration::from_millis(1))
                .unwrap();
            assert!(result.timed_out());
            drop(guard);
        }
    }

    within(WATCHDOG, || {
        let pair = Arc::new((Mutex::new(0u32), Condvar::new()));
        let pair2 = Arc::clone(&pair);
        let outcome = thread::spawn(move || {
            let (m, c) = &*pair2;
            let _wait = WaitOnDrop {
                guard: Some(m.lock().unwrap()),
                condvar: c,
            };
            panic!("unwind through a wait");
        })
        .join();
        assert!(outcome.is_err());
        assert!(pair.0.is_poisoned(), "the guard predates the panic");

        // Taken during the unwind: dropping it does not poison.
        pair.0.clear_poison();
        let pair3 = Arc::clone(&pair);
        let outcome = thread::spawn(move || {
            struct LockThenWait<'a>(&'a (Mutex<u32>, Condvar));
            impl Drop for LockThenWait<'_> {
                fn drop(&mut self) {
                    let (m, c) = self.0;
                    drop(WaitOnDrop {
                        guard: Some(m.lock().unwrap()),
                        condvar: c,
                    });
                }
            }
            let _later = LockThenWait(&pair3);
            panic!("lock and wait during the unwind");
        })
        .join();
        assert!(outcome.is_err());
        assert!(
            !pair.0.is_poisoned(),
            "the guard was taken during the panic"
        );
    });
}

#[test]
fn poison_propagates_through_timed_waits() {
    let pair = Arc::new((Mutex::new(1), Condvar::new()));
    let pair2 = Arc::clone(&pair);
    let _ = thread::spawn(move || {
        let _g = pair2.0.lock().unwrap();
        panic!("poison");
    })
    .join();
    let (m, c) = &*pair;
    let g = m.lock().unwrap_err().into_inner();
    let err = c.wait_timeout(g, Duration::ZERO).unwrap_err();
    let (g, result) = err.into_inner();
    assert!(result.timed_out());
    let err = c
        .wait_timeout_while(g, Duration::from_millis(1), |n| *n == 1)
        .unwrap_err();
    let (g, result) = err.into_inner();
    assert!(result.timed_out());
    // As std: a condition that is already false does not wait, so it does not
    // relock and reports no poisoning.
    assert!(c.wait_while(g, |_| false).is_ok());
}

/// Waiters that block without a timeout and waiters that time out every few
/// tens or hundreds of microseconds (polling or sleeping), against repeated `notify_all` (and `notify_one`)
/// with everybody waiting: every waiter must see every round, and the mutex
/// must end up free with nobody counted as waiting.
#[test]
fn requeue_stress_loses_nobody() {
    within(Duration::from_secs(120), || {
        const BLOCKING: usize = 8;
        const TIMED: usize = 4;
        const ALL: usize = BLOCKING + TIMED;
        const ROUNDS: usize = 300;
        // (round, waiters waiting for the next round)
        let state = Arc::new((Mutex::new((0usize, 0usize)), Condvar::new(), Condvar::new()));
        let mut handles = Vec::new();
        for i in 0..ALL {
            let state = Arc::clone(&state);
            handles.push(thread::spawn(move || {
                let (m, next_round, all_waiting) = &*state;
                let mut g = m.lock().unwrap();
                for seen in 0..ROUNDS {
                    assert_eq!(g.0, seen, "a round was skipped");
                    g.1 += 1;
                    if g.1 == ALL {
                        all_waiting.notify_one();
                    }
                    if i < BLOCKING {
                        g = next_round
                            .wait_while(g, |(round, _)| *round == seen)
                            .unwrap();
                    } else {
                        // Two poll (under 50 us), two sleep.
                        let tick = Duration::from_micros([10, 40, 300, 450][i - BLOCKING]);
                        while g.0 == seen {
                            g = next_round.wait_timeout(g, tick).unwrap().0;
                        }
                    }
                    // Work with the mutex held, so moved waiters queue behind.
                    std::hint::black_box((0..200).sum::<u64>());
                }
            }));
        }
        let (m, next_round, all_waiting) = &*state;
        for round in 1..=ROUNDS {
            let mut g = all_waiting
                .wait_while(m.lock().unwrap(), |(_, waiting)| *waiting < ALL)
                .unwrap();
            g.0 = round;
            g.1 = 0;
            if round % 4 == 0 {
                // Notify while holding the mutex, one at a time then the rest.
                next_round.notify_one();
                next_round.notify_all();
                drop(g);
            } else {
                drop(g);
                next_round.notify_all();
            }
        }
        for h in handles {
            h.join().unwrap();
        }
        // Every WAITER unit the chain added was consumed.
        assert_eq!(m.lock().unwrap().0, ROUNDS);
        assert_no_phantom_waiter(m);
    });
}

/// `notify_all` with waiters that stay asleep until they are handed the
/// mutex: all of them return, each holding the mutex alone.
#[test]
fn notify_all_hands_the_mutex_to_each_waiter() {
    within(WATCHDOG, || {
        const N: usize = 16;
        let state = Arc::new((Mutex::new((0usize, false, 0usize)), Condvar::new()));
        let inside = Arc::new(AtomicUsize::new(0));
        let handles: Vec<_> = (0..N)
            .map(|_| {
                let state = Arc::clone(&state);
                let inside = Arc::clone(&inside);
                thread::spawn(move || {
                    let (m, c) = &*state;
                    let mut g = m.lock().unwrap();
                    g.0 += 1;
                    g = c.wait_while(g, |(_, go, _)| !*go).unwrap();
                    assert_eq!(inside.fetch_add(1, Ordering::Relaxed), 0);
                    g.2 += 1;
                    thread::yield_now();
                    assert_eq!(inside.fetch_sub(1, Ordering::Relaxed), 1);
                })
            })
            .collect();
        let (m, c) = &*state;
        loop {
            let mut g = m.lock().unwrap();
            if g.0 == N {
                g.1 = true;
                break;
            }
            drop(g);
            thread::yield_now();
        }
        c.notify_all();
        for h in handles {
            h.join().unwrap();
        }
        assert_eq!(m.lock().unwrap().2, N);
        assert_no_phantom_waiter(m);
    });
}

/// A moved waiter whose own timeout passes while it sleeps on the mutex's
/// queue (its predecessor holds the mutex for long): it was notified, so it
/// is not timed out, it still gets the mutex, and it uses up exactly the
/// waiter unit counted for it. The timing only decides which path runs; the
/// checks hold on every path.
#[test]
fn moved_waiter_whose_timeout_passes_on_the_mutex() {
    within(WATCHDOG, || {
        // (waiting, go)
        let state = Arc::new((Mutex::new((0usize, false)), Condvar::new()));
        let first = {
            let state = Arc::clone(&state);
            thread::spawn(move || {
                let (m, c) = &*state;
                let mut g = m.lock().unwrap();
                g.0 += 1;
                let _g = c.wait_while(g, |(_, go)| !*go).unwrap();
                // Hold the mutex well past the second waiter's timeout.
                thread::sleep(Duration::from_millis(200));
            })
        };
        // Make sure the untimed waiter queues first, so it heads the chain.
        while state.0.lock().unwrap().0 < 1 {
            thread::yield_now();
        }
        let second = {
            let state = Arc::clone(&state);
            thread::spawn(move || {
                let (m, c) = &*state;
                let mut g = m.lock().unwrap();
                g.0 += 1;
                let (g, result) = c
                    .wait_timeout_while(g, Duration::from_millis(50), |(_, go)| !*go)
                    .unwrap();
                (g.1, result.timed_out())
            })
        };
        while state.0.lock().unwrap().0 < 2 {
            thread::yield_now();
        }
        let (m, c) = &*state;
        m.lock().unwrap().1 = true;
        c.notify_all();
        first.join().unwrap();
        let (went, timed_out) = second.join().unwrap();
        // If its timeout beat the notification it timed out with `go` still
        // false; otherwise it was notified and saw `go`.
        assert_eq!(went, !timed_out);
        assert_no_phantom_waiter(m);
    });
}
