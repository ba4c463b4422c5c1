//! Timeouts at the edges, beyond `timed.rs`: signals (`EINTR`) during a timed
//! wait must not stretch the deadline, nor wake a plain `lock` early;
//! spurious futex wake-ups; deadlines at the far end of `Instant`'s range;
//! sub-microsecond timeouts; and timed-out or zero-timeout attempts must leave
//! the lock word exactly as they found it.
//!
//! Some tests read the lock word itself: `hintlock::RawMutex` is one `u32`
//! (`#[repr(transparent)]` down to an `AtomicU32`, as the README documents),
//! with `LOCKED` = 1 and one waiter counted in units of 32. A waiter that
//! polled may leave a `SAMPLE` request (16), a hint the next lock clears:
//! the checks of the word's state ignore it (`support::state`).

mod support;

use hintlock::lock_api;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, TryLockError};
use std::thread;
use std::time::{Duration, Instant};
use support::{state, wait_for_waiters, word};

type RawMutex = lock_api::Mutex<hintlock::RawMutex, ()>;

const LOCKED: u32 = 1;

/// Interrupts `target` with `SIGUSR1` about every `every` until `done`, or
/// for at most `limit`. Returns how many signals it sent.
fn signal_until(
    target: libc::pthread_t,
    every: Duration,
    done: &AtomicBool,
    limit: Duration,
) -> u64 {
    let start = Instant::now();
    let mut sent = 0;
    while !done.load(Ordering::Acquire) && start.elapsed() < limit {
        if support::interrupt(target) {
            sent += 1;
        }
        thread::sleep(every);
    }
    sent
}

#[test]
fn signals_do_not_stretch_a_timed_wait() {
    support::install_interrupting_handler();
    let timeout = Duration::from_millis(200);
    // A stretched deadline (a relative timeout restarted at every EINTR)
    // never ends while signals keep coming; the storm stops after `limit`,
    // so such a bug shows as a wait of about `limit`.
    let limit = Duration::from_secs(20);
    let slack = Duration::from_secs(5);
    let m = Arc::new(hintlock::Mutex::new(()));
    let _held = m.lock().unwrap();
    for use_deadline in [false, true] {
        // A run in which no signal arrived during the wait (a loaded or
        // emulated machine can be that slow to start the storm) shows
        // nothing: run again, a few times at most.
        let mut attempts = 0;
        loop {
            attempts += 1;
            let (waited, interrupted) = timed_wait_under_storm(&m, timeout, use_deadline, limit);
            if interrupted == 0 && attempts < 5 {
                continue;
            }
            assert!(interrupted > 0, "no signal arrived during {attempts} waits");
            assert!(waited >= timeout, "gave up early: {waited:?}");
            assert!(
                waited < timeout + slack,
                "signals stretched the wait to {waited:?}"
            );
            break;
        }
    }
}

/// One timed attempt on the held `m` while a storm of signals hits the
/// waiting thread: how long it waited, and how many signals the process
/// handled meanwhile.
fn timed_wait_under_storm(
    m: &Arc<hintlock::Mutex<()>>,
    timeout: Duration,
    use_deadline: bool,
    limit: Duration,
) -> (Duration, u64) {
    let done = Arc::new(AtomicBool::new(false));
    let waiter = {
        let (m, done) = (Arc::clone(m), Arc::clone(&done));
        thread::spawn(move || {
            let before = support::signals_delivered();
            let start = Instant::now();
            let r = if use_deadline {
                m.try_lock_until(start + timeout).map(drop)
            } else {
                m.try_lock_for(timeout).map(drop)
            };
            let waited = start.elapsed();
            done.store(true, Ordering::Release);
            let interrupted = support::signals_delivered() - before;
            assert!(matches!(r, Err(TryLockError::WouldBlock)));
            (waited, interrupted)
        })
    };
    let sent = signal_until(
        std::os::unix::thread::JoinHandleExt::as_pthread_t(&waiter),
        Duration::from_millis(1),
        &done,
        limit,
    );
    let (waited, interrupted) = waiter.join().unwrap();
    eprintln!(
        "timed wait of {timeout:?} (deadline form: {use_deadline}): {waited:?}, \
         {sent} signals sent, {interrupted} handled in the process meanwhile"
    );
    (waited, interrupted)
}

#[test]
fn signals_do_not_end_a_plain_lock_early() {
    support::install_interrupting_handler();
    let m = Arc::new(RawMutex::new(()));
    let released = Arc::new(AtomicBool::new(false));
    let held = m.lock();
    let done = Arc::new(AtomicBool::new(false));
    let waiter = {
        let (m, released, done) = (Arc::clone(&m), Arc::clone(&released), Arc::clone(&done));
        thread::spawn(move || {
            let _g = m.lock();
            done.store(true, Ordering::Release);
            released.load(Ordering::Acquire)
        })
    };
    wait_for_waiters(&m, 1);
    let pthread = std::os::unix::thread::JoinHandleExt::as_pthread_t(&waiter);
    let before = support::signals_delivered();
    let stop_signals = Arc::new(AtomicBool::new(false));
    let signaller = {
        let stop = Arc::clone(&stop_signals);
        thread::spawn(move || {
            signal_until(pthread, Duration::from_micros(500), &stop, Duration::MAX)
        })
    };
    // Let the storm interrupt the sleeping waiter for a while: until a few
    // signals have arrived (bounded, for a machine that never delivers).
    let start = Instant::now();
    while support::signals_delivered() < before + 20 && start.elapsed() < Duration::from_secs(30) {
        thread::sleep(Duration::from_millis(5));
    }
    assert!(!done.load(Ordering::Acquire), "lock returned while held");
    assert!(support::signals_delivered() > before, "no signal arrived");
    released.store(true, Ordering::Release);
    drop(held);
    let start = Instant::now();
    while !done.load(Ordering::Acquire) && start.elapsed() < Duration::from_secs(30) {
        thread::sleep(Duration::from_millis(1));
    }
    stop_signals.store(true, Ordering::Release);
    signaller.join().unwrap();
    assert!(
        waiter.join().unwrap(),
        "the waiter got the lock before it was released"
    );
    assert_eq!(state(&m), 0);
}

/// Wakes every thread sleeping on `w` (a spurious wake-up, from the lock's
/// point of view).
#[cfg(target_os = "linux")]
fn futex_wake_all(w: &AtomicU32) {
    // SAFETY: FUTEX_WAKE only reads the address to find sleepers; `w` is a
    // valid, aligned u32 for the duration of the call.
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            w.as_ptr(),
            libc::FUTEX_WAKE | libc::FUTEX_PRIVATE_FLAG,
            i32::MAX,
        );
    }
}

#[cfg(target_os = "linux")]
#[test]
fn spurious_futex_wakes_are_harmless() {
    // A thread keeps waking everyone asleep on the lock word while it is
    // held: plain waiters must go back to sleep, timed ones must not give up
    // early, and nobody gets the lock before it is released.
    let m = Arc::new(RawMutex::new(()));
    let released = Arc::new(AtomicBool::new(false));
    let stop = Arc::new(AtomicBool::new(false));
    let held = m.lock();
    let waker = {
        let (m, stop) = (Arc::clone(&m), Arc::clone(&stop));
        thread::spawn(move || {
            let mut wakes = 0u64;
            while !stop.load(Ordering::Relaxed) {
                futex_wake_all(word(&m));
                wakes += 1;
                thread::yield_now();
            }
            wakes
        })
    };
    let plain: Vec<_> = (0..3)
        .map(|_| {
            let (m, released) = (Arc::clone(&m), Arc::clone(&released));
            thread::spawn(move || {
                let _g = m.lock();
                released.load(Ordering::Acquire)
            })
        })
        .collect();
    let timeout = Duration::from_millis(50);
    for _ in 0..3 {
        let start = Instant::now();
        assert!(m.try_lock_for(timeout).is_none());
        let waited = start.elapsed();
        assert!(waited >= timeout, "timed wait ended early: {waited:?}");
    }
    wait_for_waiters(&m, 3);
    released.store(true, Ordering::Release);
    drop(held);
    for p in plain {
        assert!(p.join().unwrap(), "a waiter got the lock while it was held");
    }
    stop.store(true, Ordering::Relaxed);
    let wakes = waker.join().unwrap();
    assert!(wakes > 0);
    assert_eq!(state(&m), 0);
}

/// The latest `Instant` there is: `now` plus the largest duration
/// `checked_add` accepts, found by bisection.
fn latest_instant() -> Instant {
    let now = Instant::now();
    let (mut ok, mut too_far) = (Duration::ZERO, Duration::MAX);
    // About 96 halvings take the gap from Duration::MAX down to 1 ns.
    while too_far - ok > Duration::from_nanos(1) {
        let mid = ok + (too_far - ok) / 2;
        if now.checked_add(mid).is_some() {
            ok = mid;
        } else {
            too_far = mid;
        }
    }
    now + ok
}

#[test]
fn deadlines_at_the_far_end_wait_like_lock() {
    // Each of these must neither overflow into "already passed" (returning
    // WouldBlock at once) nor panic: they wait until the lock is released.
    enum Wait {
        For(Duration),
        Until(Instant),
    }
    let latest = latest_instant();
    let waits = [
        Wait::Until(latest),
        Wait::Until(latest - Duration::from_nanos(1)),
        Wait::Until(latest - Duration::from_secs(1)),
        Wait::For(Duration::from_secs(u64::MAX)),
        Wait::For(Duration::new(u64::MAX, 999_999_999)),
        Wait::For(Duration::from_secs(i64::MAX as u64)),
        Wait::For(Duration::from_secs(i64::MAX as u64 / 2)),
        Wait::For(Duration::from_secs(1 << 40)),
    ];
    for (i, wait) in waits.into_iter().enumerate() {
        let m = Arc::new(hintlock::Mutex::new(0u32));
        let released = Arc::new(AtomicBool::new(false));
        let held = m.lock().unwrap();
        let waiter = {
            let (m, released) = (Arc::clone(&m), Arc::clone(&released));
            thread::spawn(move || {
                let r = match wait {
                    Wait::For(d) => m.try_lock_for(d),
                    Wait::Until(t) => m.try_lock_until(t),
                };
                match r {
                    Ok(mut g) => {
                        *g += 1;
                        released.load(Ordering::Acquire)
                    }
                    Err(e) => panic!("far deadline #{i} gave up: {e:?}"),
                }
            })
        };
        thread::sleep(Duration::from_millis(20));
        released.store(true, Ordering::Release);
        drop(held);
        assert!(waiter.join().unwrap(), "far deadline #{i} got a held lock");
        assert_eq!(*m.lock().unwrap(), 1);
    }
}

#[test]
fn tiny_timeouts_are_never_early() {
    let m = hintlock::Mutex::new(());
    let _held = m.lock().unwrap();
    for nanos in [1, 10, 100, 999, 1_000, 1_001, 50_000, 999_999] {
        let timeout = Duration::from_nanos(nanos);
        let start = Instant::now();
        assert!(matches!(
            m.try_lock_for(timeout),
            Err(TryLockError::WouldBlock)
        ));
        let waited = start.elapsed();
        assert!(waited >= timeout, "{timeout:?} ended after {waited:?}");

        let deadline = Instant::now() + timeout;
        assert!(matches!(
            m.try_lock_until(deadline),
            Err(TryLockError::WouldBlock)
        ));
        assert!(Instant::now() >= deadline, "deadline {timeout:?} was early");
    }
}

#[test]
fn timed_out_waiters_leave_the_word_clean() {
    // Every waiter that gives up takes its marks (its waiter unit, WOKEN,
    // STARVING) off the word: with the lock still held the word is exactly
    // LOCKED again, so the owner's unlock is the fast path.
    let m = Arc::new(RawMutex::new(()));
    let held = m.lock();
    let waiters: Vec<_> = (0..8u64)
        .map(|i| {
            let m = Arc::clone(&m);
            thread::spawn(move || {
                // From "spins, then gives up" to "sleeps, maybe starving,
                // then gives up".
                let timeout = Duration::from_micros(1 + i * i * 500);
                assert!(m.try_lock_for(timeout).is_none());
                assert!(m.try_lock_until(Instant::now() + timeout).is_none());
            })
        })
        .collect();
    for w in waiters {
        w.join().unwrap();
    }
    assert_eq!(state(&m), LOCKED);
    drop(held);
    assert_eq!(state(&m), 0);
}

#[test]
fn zero_and_past_attempts_leave_sleepers_alone() {
    // Zero and past-deadline attempts on a lock with a sleeper: they fail at
    // once and do not write the word, and the sleeper still gets the lock.
    let m = Arc::new(RawMutex::new(()));
    let held = m.lock();
    let sleeper = {
        let m = Arc::clone(&m);
        thread::spawn(move || drop(m.lock()))
    };
    wait_for_waiters(&m, 1);
    let past = Instant::now()
        .checked_sub(Duration::from_secs(1))
        .unwrap_or_else(Instant::now);
    for _ in 0..1000 {
        let before = word(&m).load(Ordering::Relaxed);
        assert!(m.try_lock_for(Duration::ZERO).is_none());
        assert!(m.try_lock_until(past).is_none());
        assert!(m.try_lock_until(Instant::now()).is_none());
        assert!(m.try_lock().is_none());
        // The sleeper is asleep with the lock held: nothing else writes.
        assert_eq!(word(&m).load(Ordering::Relaxed), before);
    }
    drop(held);
    sleeper.join().unwrap();
    assert_eq!(state(&m), 0);
}
