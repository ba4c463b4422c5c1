//! Bounded waiting: with twice as many threads as CPUs hammering one lock, no
//! thread is shut out. A sleeper that has waited longer than its bound (500 us
//! per registered waiter, at most 4 ms) reserves the next release for itself,
//! so every thread keeps acquiring and no single wait comes near the length of
//! the run. (The percentile figures come from `examples/wait_bound.rs`; this
//! test checks the behaviour with a bound far above them, so it only fails if
//! a thread really starves.)

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier};
use std::thread;
use std::time::{Duration, Instant};

#[test]
fn no_thread_starves_at_twice_the_cpus() {
    let cpus = thread::available_parallelism().map_or(2, |n| n.get());
    hammer(2 * cpus.max(2));
}

/// With 32 threads on a small machine, sleepers outnumber running threads
/// many times over; before the starvation rule a sleeper could miss a whole
/// second here (seen with the rule switched off: a 1 s+ wait in one run of
/// two), with it every run passes.
#[test]
fn no_thread_starves_at_32_threads() {
    hammer(32);
}

/// The two tests measure the machine's fairness, so they run one at a time.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn hammer(threads: usize) {
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let run = Duration::from_millis(1500);
    let lock = Arc::new(hintlock::Mutex::new(0u64));
    let stop = Arc::new(AtomicBool::new(false));
    let start = Arc::new(Barrier::new(threads + 1));
    let handles: Vec<_> = (0..threads)
        .map(|_| {
            let (lock, stop, start) = (Arc::clone(&lock), Arc::clone(&stop), Arc::clone(&start));
            thread::spawn(move || {
                start.wait();
                let (mut count, mut longest) = (0u64, Duration::ZERO);
                while !stop.load(Ordering::Relaxed) {
                    let t = Instant::now();
                    let mut g = lock.lock().unwrap();
                    longest = longest.max(t.elapsed());
                    *g += 1;
                    count += 1;
                }
                (count, longest)
            })
        })
        .collect();
    start.wait();
    thread::sleep(run);
    stop.store(true, Ordering::Relaxed);
    let results: Vec<(u64, Duration)> = handles.into_iter().map(|h| h.join().unwrap()).collect();

    let total: u64 = results.iter().map(|r| r.0).sum();
    assert_eq!(total, *lock.lock().unwrap());
    let longest = results.iter().map(|r| r.1).max().unwrap();
    eprintln!(
        "{threads} threads, {total} acquisitions, per thread {:?}, longest wait {longest:?}",
        results.iter().map(|r| r.0).collect::<Vec<_>>()
    );
    for (i, &(count, _)) in results.iter().enumerate() {
        assert!(count > 0, "thread {i} never acquired the lock in {run:?}");
    }
    // Far above what the starvation rule gives (see the README's Bounded
    // waiting table) and far below the run, so only real starvation fails.
    assert!(
        longest < Duration::from_millis(1000),
        "a thread waited {longest:?} for the lock"
    );
}
