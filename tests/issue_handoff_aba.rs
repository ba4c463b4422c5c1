//! Regression: a lost hand-off when a thread slept on a word holding HANDOFF.
//!
//! A thread that arrived while a fair unlock's HANDOFF was pending used to
//! register and sleep on that exact value. The registered sleeper then
//! claimed the lock, released it with another hand-off, and registered again,
//! bringing the word back to the value the first thread was about to sleep
//! on; the hand-off's wake-up found nobody in the kernel and both threads
//! slept forever (seen as 0x2d = LOCKED|HANDOFF|STARVING|2 waiters). Two
//! threads that always unlock fairly reproduce the pattern within seconds.

use hintlock::{Mutex, MutexGuard};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

#[test]
fn fair_unlock_ping_pong_never_hangs() {
    let m = Arc::new(Mutex::new(0u64));
    let progress = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let workers: Vec<_> = (0..2)
        .map(|_| {
            let (m, progress, stop) = (Arc::clone(&m), Arc::clone(&progress), Arc::clone(&stop));
            thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let mut g = m.lock().unwrap();
                    *g += 1;
                    MutexGuard::unlock_fair(g);
                    progress.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();

    let end = Instant::now() + Duration::from_secs(3);
    let mut last = (progress.load(Ordering::Relaxed), Instant::now());
    while Instant::now() < end {
        thread::sleep(Duration::from_millis(50));
        let now = progress.load(Ordering::Relaxed);
        if now != last.0 {
            last = (now, Instant::now());
        }
        assert!(
            last.1.elapsed() < Duration::from_secs(5),
            "no acquisition for 5 s: lost wake-up (counter stuck at {now})"
        );
    }
    stop.store(true, Ordering::Relaxed);
    // A hang right at the end shows up here instead: give the workers 5 s.
    let deadline = Instant::now() + Duration::from_secs(5);
    while workers.iter().any(|w| !w.is_finished()) {
        assert!(
            Instant::now() < deadline,
            "workers did not finish: lost wake-up"
        );
        thread::sleep(Duration::from_millis(10));
    }
    for w in workers {
        w.join().unwrap();
    }
    assert_eq!(*m.lock().unwrap(), progress.load(Ordering::Relaxed));
}
