//! `hintlock::RawMutex` through the lock_api traits: the parking_lot-style,
//! non-poisoning `lock_api::Mutex`, fair unlocking and timed locking.

use hintlock::lock_api::{self, RawMutex as _, RawMutexFair as _, RawMutexTimed as _};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

type Mutex<T> = lock_api::Mutex<hintlock::RawMutex, T>;
type BaselineMutex<T> = lock_api::Mutex<hintlock::baseline::RawMutex, T>;

#[test]
fn lock_api_mutex_basics() {
    let m = Mutex::new(vec![1]);
    m.lock().push(2);
    assert_eq!(*m.lock(), [1, 2]);
    assert!(m.try_lock().is_some());
    let g = m.lock();
    assert!(m.is_locked());
    assert!(m.try_lock().is_none());
    drop(g);
    assert!(!m.is_locked());
    assert_eq!(m.into_inner(), [1, 2]);
}

#[test]
fn lock_api_does_not_poison() {
    let m = Arc::new(Mutex::new(1));
    let m2 = Arc::clone(&m);
    let _ = thread::spawn(move || {
        let _g = m2.lock();
        panic!("no poisoning in lock_api");
    })
    .join();
    assert_eq!(*m.lock(), 1);
}

#[test]
fn lock_api_timed() {
    let m = Arc::new(Mutex::new(0));
    let g = m.lock();
    let start = Instant::now();
    assert!(m.try_lock_for(Duration::from_millis(5)).is_none());
    assert!(start.elapsed() >= Duration::from_millis(5));
    let deadline = Instant::now() + Duration::from_millis(5);
    assert!(m.try_lock_until(deadline).is_none());
    assert!(Instant::now() >= deadline);
    drop(g);
    assert!(m.try_lock_for(Duration::from_millis(5)).is_some());
}

#[test]
fn lock_api_fair_unlock_and_bump() {
    let m = Arc::new(Mutex::new(0u32));
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let m = Arc::clone(&m);
            thread::spawn(move || {
                for i in 0..2_000 {
                    let mut g = m.lock();
                    *g += 1;
                    if i % 3 == 0 {
                        lock_api::MutexGuard::unlock_fair(g);
                    } else if i % 3 == 1 {
                        lock_api::MutexGuard::bump(&mut g);
                        *g += 0;
                    }
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    assert_eq!(*m.lock(), 8_000);
}

#[test]
fn raw_trait_methods_directly() {
    let raw = <hintlock::RawMutex as lock_api::RawMutex>::INIT;
    let g = raw.lock();
    assert!(raw.is_locked());
    assert!(raw.try_lock().is_none());
    // SAFETY: `g` is the guard of the acquisition being released.
    unsafe { raw.unlock_fair(g) };
    let g = raw.try_lock_for(Duration::ZERO).expect("free lock");
    // SAFETY: `g` is the guard of the acquisition being released.
    unsafe { raw.unlock(g) };
    assert!(!raw.is_locked());
}

#[test]
fn baseline_variant_is_a_working_lock() {
    let m = Arc::new(BaselineMutex::new(0u64));
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let m = Arc::clone(&m);
            thread::spawn(move || {
                for _ in 0..10_000 {
                    *m.lock() += 1;
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    assert_eq!(*m.lock(), 40_000);
}

#[test]
fn raw_mutex_is_one_word() {
    assert_eq!(std::mem::size_of::<hintlock::RawMutex>(), 4);
}
