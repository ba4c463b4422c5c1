//! Timed locking: never early, immediate on a free lock, woken by unlock, and
//! the edge-case timeouts (zero, past, `Duration::MAX`).

use hintlock::Mutex;
use std::sync::{Arc, Barrier, TryLockError};
use std::thread;
use std::time::{Duration, Instant};

#[test]
fn free_lock_is_immediate() {
    let m = Mutex::new(1);
    for timeout in [Duration::ZERO, Duration::from_secs(3600), Duration::MAX] {
        let start = Instant::now();
        let g = m.try_lock_for(timeout).unwrap();
        assert_eq!(*g, 1);
        drop(g);
        assert!(start.elapsed() < Duration::from_secs(1));
    }
    let far_past = Instant::now()
        .checked_sub(Duration::from_secs(1))
        .unwrap_or_else(Instant::now);
    assert!(m.try_lock_until(far_past).is_ok());
}

#[test]
fn timeout_is_never_early() {
    let m = Arc::new(Mutex::new(()));
    let _held = m.lock().unwrap();
    let m2 = Arc::clone(&m);
    thread::spawn(move || {
        for ms in [1u64, 5, 20] {
            let timeout = Duration::from_millis(ms);
            let start = Instant::now();
            assert!(matches!(
                m2.try_lock_for(timeout),
                Err(TryLockError::WouldBlock)
            ));
            assert!(
                start.elapsed() >= timeout,
                "returned after {:?} < {timeout:?}",
                start.elapsed()
            );

            let deadline = Instant::now() + timeout;
            assert!(matches!(
                m2.try_lock_until(deadline),
                Err(TryLockError::WouldBlock)
            ));
            assert!(Instant::now() >= deadline);
        }
    })
    .join()
    .unwrap();
}

#[test]
fn zero_and_past_deadlines_on_held_lock_return_at_once() {
    let m = Mutex::new(());
    let _held = m.lock().unwrap();
    let start = Instant::now();
    assert!(matches!(
        m.try_lock_for(Duration::ZERO),
        Err(TryLockError::WouldBlock)
    ));
    assert!(matches!(
        m.try_lock_until(Instant::now()),
        Err(TryLockError::WouldBlock)
    ));
    let past = Instant::now()
        .checked_sub(Duration::from_millis(10))
        .unwrap_or_else(Instant::now);
    assert!(matches!(
        m.try_lock_until(past),
        Err(TryLockError::WouldBlock)
    ));
    assert!(start.elapsed() < Duration::from_secs(1));
}

#[test]
fn timed_waiter_is_woken_by_unlock() {
    let m = Arc::new(Mutex::new(0));
    let barrier = Arc::new(Barrier::new(2));
    let g = m.lock().unwrap();
    let (m2, b2) = (Arc::clone(&m), Arc::clone(&barrier));
    let waiter = thread::spawn(move || {
        b2.wait();
        let start = Instant::now();
        let mut g = m2.try_lock_for(Duration::from_secs(30)).unwrap();
        *g += 1;
        start.elapsed()
    });
    barrier.wait();
    thread::sleep(Duration::from_millis(50));
    drop(g);
    let waited = waiter.join().unwrap();
    assert!(
        waited < Duration::from_secs(20),
        "waited {waited:?}: not woken by unlock"
    );
    assert_eq!(*m.lock().unwrap(), 1);
}

#[test]
fn duration_max_waits_like_lock() {
    let m = Arc::new(Mutex::new(0));
    let g = m.lock().unwrap();
    let m2 = Arc::clone(&m);
    let waiter = thread::spawn(move || {
        *m2.try_lock_for(Duration::MAX).unwrap() += 1;
    });
    thread::sleep(Duration::from_millis(20));
    drop(g);
    waiter.join().unwrap();
    assert_eq!(*m.lock().unwrap(), 1);
}

#[test]
fn far_future_deadline_waits_like_lock() {
    // A deadline beyond what a timespec can hold must not overflow.
    let Some(far) = Instant::now().checked_add(Duration::from_secs(u64::MAX / 4)) else {
        return;
    };
    let m = Arc::new(Mutex::new(0));
    let g = m.lock().unwrap();
    let m2 = Arc::clone(&m);
    let waiter = thread::spawn(move || {
        *m2.try_lock_until(far).unwrap() += 1;
    });
    thread::sleep(Duration::from_millis(20));
    drop(g);
    waiter.join().unwrap();
    assert_eq!(*m.lock().unwrap(), 1);
}

#[test]
fn many_timed_waiters_some_time_out_lock_stays_usable() {
    // Timed-out waiters leave the word consistent: afterwards a plain lock,
    // contended by several threads, still works and nobody hangs.
    let m = Arc::new(Mutex::new(0u64));
    let g = m.lock().unwrap();
    let handles: Vec<_> = (0..8)
        .map(|i| {
            let m = Arc::clone(&m);
            thread::spawn(move || {
                let r = m.try_lock_for(Duration::from_millis(1 + i));
                assert!(r.is_err());
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    drop(g);
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let m = Arc::clone(&m);
            thread::spawn(move || {
                for _ in 0..10_000 {
                    *m.lock().unwrap() += 1;
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    assert_eq!(*m.lock().unwrap(), 40_000);
}
