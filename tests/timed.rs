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
        // Under 50 us the lock polls until the deadline instead of sleeping
        // (see "Timed locking" in the README); from 50 us on it sleeps.
        for us in [1u64, 10, 49, 50, 1_000, 5_000, 20_000] {
            let timeout = Duration::from_micros(us);
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

/// Threads whose timeouts are all shorter than 50 us (so they poll until the
/// deadline instead of sleeping) against threads that lock and sleep on the
/// futex: the lock still excludes, the pollers still get it, and their
/// failures are never early.
#[test]
fn near_deadline_pollers_beside_sleepers() {
    const POLLERS: usize = 3;
    const SLEEPERS: usize = 2;
    const ROUNDS: u64 = 20_000;
    // The count is updated as a read, then a write, so overlapping critical
    // sections would lose updates.
    let m = Arc::new(Mutex::new(0u64));
    let start = Arc::new(Barrier::new(POLLERS + SLEEPERS));
    let mut handles = Vec::new();
    for p in 0..POLLERS {
        let (m, start) = (Arc::clone(&m), Arc::clone(&start));
        handles.push(thread::spawn(move || {
            start.wait();
            let mut won = 0u64;
            for round in 0..ROUNDS {
                let timeout = Duration::from_micros((round * 7 + p as u64 * 13) % 50);
                let begun = Instant::now();
                match m.try_lock_for(timeout) {
                    Ok(mut g) => {
                        let seen = *g;
                        std::hint::black_box(&mut *g);
                        *g = seen + 1;
                        won += 1;
                    }
                    Err(TryLockError::WouldBlock) => {
                        assert!(begun.elapsed() >= timeout, "gave up early");
                    }
                    Err(TryLockError::Poisoned(_)) => panic!("poisoned"),
                }
            }
            won
        }));
    }
    for _ in 0..SLEEPERS {
        let (m, start) = (Arc::clone(&m), Arc::clone(&start));
        handles.push(thread::spawn(move || {
            start.wait();
            for _ in 0..ROUNDS {
                let mut g = m.lock().unwrap();
                let seen = *g;
                std::hint::black_box(&mut *g);
                *g = seen + 1;
            }
            ROUNDS
        }));
    }
    let won: Vec<u64> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let pollers_won: u64 = won[..POLLERS].iter().sum();
    assert!(pollers_won > 0, "no near-deadline call ever got the lock");
    assert_eq!(*m.lock().unwrap(), won.iter().sum::<u64>());
}
