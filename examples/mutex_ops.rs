//! Placeholder for the measurement example (issue 4 replaces it): threads
//! lock and unlock one global `hintlock::Mutex` for a second and print
//! lock/unlock operations per second.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

static LOCK: hintlock::Mutex<u64> = hintlock::Mutex::new(0);

fn main() {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let stop = AtomicBool::new(false);
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                while !stop.load(Ordering::Relaxed) {
                    *LOCK.lock().unwrap() += 1;
                }
            });
        }
        std::thread::sleep(Duration::from_secs(1));
        stop.store(true, Ordering::Relaxed);
    });
    let ops = *LOCK.lock().unwrap();
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{threads} threads: {:.0} lock/unlock ops/s",
        ops as f64 / secs
    );
}
