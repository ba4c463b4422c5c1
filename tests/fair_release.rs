//! A fair release goes to the thread asleep on the lock, not back to the
//! releasing thread. A test binary of its own: the sleeper has to run within
//! `WOKEN_CLAIM_PATIENCE` (100 ms; README, "The lock word") of its wake-up
//! to claim the hand-off, and tests running beside it in the same binary
//! could keep both CPUs busy. (With 1 ms, it failed once in CI beside other
//! tests and once under QEMU.)

use hintlock::lock_api;
use std::sync::Arc;
use std::thread;
use std::time::Duration;

type Mutex<T> = lock_api::Mutex<hintlock::RawMutex, T>;

/// A fair release goes to a thread that was asleep on the lock, even when
/// the releasing thread asks for the lock again at once: `bump`,
/// `unlock_fair` then `lock`, and `unlocked_fair` with an empty closure each
/// let the sleeper in first, as parking_lot's do. (Until session 42 the
/// releasing thread, registering while the hand-off was pending, claimed it
/// back: the sleeper got the lock in none of these rounds.)
#[test]
fn fair_release_goes_to_the_sleeper_not_back_to_the_releaser() {
    #[derive(Clone, Copy, Debug)]
    enum Release {
        Bump,
        UnlockFairThenLock,
        UnlockedFair,
    }
    fn round(m: &Arc<Mutex<Vec<char>>>, release: Release) -> String {
        let mut g = m.lock();
        g.clear();
        let sleeper = {
            let m = Arc::clone(m);
            thread::spawn(move || m.lock().push('S'))
        };
        // Long enough for the sleeper's spin phase to end in the futex
        // (microseconds); if it has not, the release is a plain one and the
        // order below is a matter of chance.
        thread::sleep(Duration::from_millis(50));
        match release {
            Release::Bump => lock_api::MutexGuard::bump(&mut g),
            Release::UnlockFairThenLock => {
                lock_api::MutexGuard::unlock_fair(g);
                g = m.lock();
            }
            Release::UnlockedFair => lock_api::MutexGuard::unlocked_fair(&mut g, || ()),
        }
        g.push('R');
        let order = g.iter().collect();
        drop(g);
        sleeper.join().unwrap();
        order
    }

    let m = Arc::new(Mutex::new(Vec::new()));
    for release in [
        Release::Bump,
        Release::UnlockFairThenLock,
        Release::UnlockedFair,
    ] {
        for _ in 0..5 {
            assert_eq!(round(&m, release), "SR", "{release:?}");
        }
    }
}
