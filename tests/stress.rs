//! A contended stress test: many threads, short critical sections, a counter
//! and an owner flag checked on every acquisition.

use hintlock::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

struct Shared {
    lock: Mutex<u64>,
    /// Set while some thread is inside the critical section.
    owned: AtomicBool,
    violations: AtomicU64,
}

fn critical_section(shared: &Shared, mut guard: hintlock::MutexGuard<'_, u64>) {
    if shared.owned.swap(true, Ordering::Relaxed) {
        shared.violations.fetch_add(1, Ordering::Relaxed);
    }
    *guard += 1;
    if guard.is_multiple_of(64) {
        std::hint::spin_loop();
    }
    shared.owned.store(false, Ordering::Relaxed);
}

#[test]
fn contended_counter_and_owner_flag() {
    let threads = 16;
    let per_thread = 20_000u64;
    let shared = Arc::new(Shared {
        lock: Mutex::new(0),
        owned: AtomicBool::new(false),
        violations: AtomicU64::new(0),
    });
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let shared = Arc::clone(&shared);
            thread::spawn(move || {
                for i in 0..per_thread {
                    let guard = match (t + i) % 7 {
                        // a mix of every way in
                        0 => loop {
                            if let Ok(g) = shared.lock.try_lock() {
                                break g;
                            }
                            thread::yield_now();
                        },
                        1 => shared.lock.try_lock_for(Duration::from_secs(60)).unwrap(),
                        _ => shared.lock.lock().unwrap(),
                    };
                    if i % 11 == 0 {
                        if shared.owned.swap(true, Ordering::Relaxed) {
                            shared.violations.fetch_add(1, Ordering::Relaxed);
                        }
                        shared.owned.store(false, Ordering::Relaxed);
                        let mut guard = guard;
                        *guard += 1;
                        hintlock::MutexGuard::unlock_fair(guard);
                    } else {
                        critical_section(&shared, guard);
                    }
                }
            })
        })
        .collect();
    let start = Instant::now();
    for h in handles {
        h.join().unwrap();
    }
    assert_eq!(shared.violations.load(Ordering::Relaxed), 0);
    assert_eq!(*shared.lock.lock().unwrap(), threads * per_thread);
    assert!(!shared.lock.is_poisoned());
    eprintln!(
        "stress: {} acquisitions in {:?}",
        threads * per_thread,
        start.elapsed()
    );
}
