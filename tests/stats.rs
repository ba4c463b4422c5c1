//! The `stats` counters move as the lock's paths are taken.
//!
//! The counters are process-wide, so this file holds a single test: nothing
//! else in this test binary locks while it measures.

#![cfg(feature = "stats")]

use hintlock::stats::{snapshot, Stats};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

type RawMutexLock<T> = hintlock::lock_api::Mutex<hintlock::RawMutex, T>;
type BaselineLock<T> = hintlock::lock_api::Mutex<hintlock::baseline::RawMutex, T>;

/// Waits (bounded, so a broken counter fails instead of hanging) until a
/// snapshot satisfies `done`.
fn wait_for(what: &str, done: impl Fn(&Stats) -> bool) -> Stats {
    let give_up = Instant::now() + Duration::from_secs(30);
    loop {
        let now = snapshot();
        if done(&now) {
            return now;
        }
        assert!(Instant::now() < give_up, "timed out waiting for {what}");
        thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn counters_follow_the_lock_paths() {
    // Uncontended: every acquisition is a fast-path hit; nobody sleeps.
    let before = snapshot();
    let m = hintlock::Mutex::new(0u64);
    for _ in 0..100 {
        *m.lock().unwrap() += 1;
    }
    let raw = RawMutexLock::new(0u64);
    let baseline = BaselineLock::new(0u64);
    for _ in 0..50 {
        *raw.lock() += 1;
        *baseline.lock() += 1;
    }
    let d = snapshot().since(&before);
    assert_eq!(d.acquisitions, 200);
    assert_eq!(d.fast_path_hits, 200);
    assert_eq!(d.spin_acquisitions, 0);
    assert_eq!(d.futex_waits, 0);
    assert_eq!(d.futex_wakes, 0);
    assert_eq!(d.time_waited, Duration::ZERO);

    // try_lock: a success counts, a failure on a held lock does not.
    let before = snapshot();
    let guard = m.try_lock().unwrap();
    assert!(m.try_lock().is_err());
    drop(guard);
    let d = snapshot().since(&before);
    assert_eq!(d.acquisitions, 1);
    assert_eq!(d.fast_path_hits, 1);

    // A timed lock that times out counts nothing but the holder's lock.
    let before = snapshot();
    let guard = m.lock().unwrap();
    thread::scope(|s| {
        s.spawn(|| assert!(m.try_lock_for(Duration::from_millis(5)).is_err()));
    });
    drop(guard);
    let d = snapshot().since(&before);
    assert_eq!(d.acquisitions, 1);
    assert_eq!(d.fast_path_hits, 1);

    // Held while another thread asks: it spins out its budget and sleeps
    // (counted before it enters the kernel; its registration precedes it,
    // so the unlock below must wake it). The sleep is forced: the lock is
    // released only after the wait was counted.
    let before = snapshot();
    let shared = Arc::new(hintlock::Mutex::new(0u64));
    let guard = shared.lock().unwrap();
    let waiter = {
        let shared = Arc::clone(&shared);
        thread::spawn(move || *shared.lock().unwrap() += 1)
    };
    wait_for("the waiter to sleep", |now| {
        now.since(&before).futex_waits >= 1
    });
    thread::sleep(Duration::from_millis(20));
    drop(guard);
    waiter.join().unwrap();
    assert_eq!(*shared.lock().unwrap(), 1);
    let d = snapshot().since(&before);
    // Holder, waiter, and the check above.
    assert_eq!(d.acquisitions, 3);
    assert_eq!(d.fast_path_hits, 2);
    assert_eq!(d.spin_acquisitions, 0);
    assert!(d.futex_waits >= 1, "{d:?}");
    assert!(d.futex_wakes >= 1, "{d:?}");
    assert!(d.time_waited > Duration::ZERO, "{d:?}");

    // Two threads that re-lock at once: the waiters ask the owner to time
    // its unlock-to-lock gap, and some request gets answered. (Nothing
    // polls on a one-CPU machine, so nobody asks there.)
    if thread::available_parallelism().map_or(1, |n| n.get()) > 1 {
        let before = snapshot();
        let busy = hintlock::Mutex::new(0u64);
        let done = std::sync::atomic::AtomicBool::new(false);
        thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| {
                    while !done.load(std::sync::atomic::Ordering::Relaxed) {
                        *busy.lock().unwrap() += 1;
                    }
                });
            }
            wait_for("a timed gap", |now| now.since(&before).gap_samples >= 1);
            done.store(true, std::sync::atomic::Ordering::Relaxed);
        });
        let d = snapshot().since(&before);
        assert!(d.relock_samples <= d.gap_samples, "{d:?}");
    }
}
