//! `fork` and a process-private lock.
//!
//! `fork` copies the memory, lock words included, but only the calling
//! thread. So in the child:
//! - a lock that another thread held at the fork stays held for good: no
//!   thread of the child owns it, so nobody will unlock it. `try_lock` says
//!   `WouldBlock`, a timed lock times out, and `lock` blocks forever;
//! - a lock that nobody held works normally;
//! - a lock the forking thread itself held is still held by that thread,
//!   which may unlock it (the `pthread_atfork` discipline: take every lock
//!   the child needs before forking, release it on both sides);
//! - the word also keeps the marks of the parent's threads that were asleep
//!   on the lock at the fork, which do not exist in the child. They cost the
//!   child slow-path unlocks (and hand-offs to nobody, which the child's next
//!   `lock` claims after waiting 1 ms for a sleeper to), not correctness.
//!
//! What a user should do: in a child of a multithreaded process, only call
//! async-signal-safe functions and then `exec` or `_exit` (the POSIX rule),
//! or take the locks the child needs in the forking thread before `fork` and
//! release them on both sides after it (the `pthread_atfork` discipline).
//!
//! The children here only touch the lock (atomics, `clock_gettime`, futex
//! calls) and leave with `libc::_exit(status)`; the parent checks the status.

mod support;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier, TryLockError};
use std::thread;
use std::time::Duration;

/// How long a child may take before the parent calls it hung (see
/// `support::wait_child`). The children finish in milliseconds natively and
/// well under a second under QEMU.
const CHILD_DEADLINE: Duration = Duration::from_secs(60);

/// Child exit statuses.
const OK: i32 = 0;
const TRY_LOCK_SUCCEEDED: i32 = 10;
const TIMED_LOCK_SUCCEEDED: i32 = 11;
const LOCK_FAILED: i32 = 12;
const LOCK_RETURNED: i32 = 13;

/// Forks; runs `child` in the child and exits with its status there; in the
/// parent returns the child's pid.
fn fork_child(child: impl FnOnce() -> i32) -> libc::pid_t {
    // SAFETY: the child runs only `child`, which touches atomics and makes
    // system calls (no allocation, no locks other than the one under test),
    // then leaves with `_exit`, which runs no destructors or atexit handlers.
    match unsafe { libc::fork() } {
        -1 => panic!("fork: {}", std::io::Error::last_os_error()),
        0 => {
            let status = child();
            // SAFETY: `_exit` is async-signal-safe and never returns.
            unsafe { libc::_exit(status) }
        }
        pid => pid,
    }
}

/// One test at a time in this file. A CI run of the aarch64 suite under
/// QEMU once hung in `free_lock_works_in_the_child` (parent or child: the
/// log does not say), and 1,000 runs here did not repeat it; what differs
/// from one run to the next is which sibling tests' threads exist at the
/// fork, and one at a time there are none. The tests do not need each
/// other's threads around, so running them one by one loses nothing.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    // A test that failed while holding it poisoned it; the next test does
    // not depend on anything it left, so it goes on.
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs the lock's slow path once in this process, so the values it caches
/// on first use (the CPU count for the spin policy) are already there in the
/// child and the child never needs to compute them.
fn warm_up(m: &Arc<hintlock::Mutex<u32>>) {
    let g = m.lock().unwrap();
    // A thread of its own, not a scoped one: ThreadSanitizer cannot see a
    // scoped thread's join through the uninstrumented std.
    let m2 = Arc::clone(m);
    thread::spawn(move || assert!(m2.try_lock_for(Duration::from_millis(1)).is_err()))
        .join()
        .unwrap();
    drop(g);
}

#[test]
fn lock_held_by_another_thread_stays_held_in_the_child() {
    let _serial = one_at_a_time();
    let m = Arc::new(hintlock::Mutex::new(0u32));
    warm_up(&m);
    let holding = Arc::new(Barrier::new(2));
    let release = Arc::new(AtomicBool::new(false));
    let holder = {
        let (m, holding, release) = (Arc::clone(&m), Arc::clone(&holding), Arc::clone(&release));
        thread::spawn(move || {
            let _g = m.lock().unwrap();
            holding.wait();
            while !release.load(Ordering::Acquire) {
                thread::sleep(Duration::from_millis(1));
            }
        })
    };
    holding.wait();

    let pid = fork_child(|| {
        if !matches!(m.try_lock(), Err(TryLockError::WouldBlock)) {
            return TRY_LOCK_SUCCEEDED;
        }
        if !matches!(
            m.try_lock_for(Duration::from_millis(50)),
            Err(TryLockError::WouldBlock)
        ) {
            return TIMED_LOCK_SUCCEEDED;
        }
        OK
    });
    assert_eq!(support::wait_child(pid, CHILD_DEADLINE), OK);

    // `lock` in such a child never returns: the parent sees it still blocked
    // after a while, then kills it.
    let pid = fork_child(|| {
        let _g = m.lock();
        LOCK_RETURNED
    });
    thread::sleep(Duration::from_millis(200));
    let mut status = 0;
    // SAFETY: `status` is a valid out-pointer; `pid` is our child.
    let rc = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
    assert_eq!(rc, 0, "the child's lock() returned (status {status:#x})");
    let status = support::kill_and_reap(pid);
    assert!(libc::WIFSIGNALED(status) && libc::WTERMSIG(status) == libc::SIGKILL);

    // In the parent the lock is fine.
    release.store(true, Ordering::Release);
    holder.join().unwrap();
    *m.lock().unwrap() += 1;
}

#[test]
fn free_lock_works_in_the_child() {
    let _serial = one_at_a_time();
    let m = Arc::new(hintlock::Mutex::new(0u32));
    warm_up(&m);
    // Another thread uses the lock before the fork, none holds it at the fork.
    {
        let m = Arc::clone(&m);
        thread::spawn(move || *m.lock().unwrap() += 1)
            .join()
            .unwrap();
    }
    let pid = fork_child(|| {
        match m.lock() {
            Ok(mut g) => *g += 1,
            Err(_) => return LOCK_FAILED,
        }
        match m.try_lock_for(Duration::from_millis(10)) {
            Ok(g) if *g == 2 => OK,
            _ => LOCK_FAILED,
        }
    });
    assert_eq!(support::wait_child(pid, CHILD_DEADLINE), OK);
    // The child's increment stayed in the child.
    assert_eq!(*m.lock().unwrap(), 1);
}

#[test]
fn lock_taken_before_fork_is_released_on_both_sides() {
    let _serial = one_at_a_time();
    // The pthread_atfork discipline: the forking thread holds the lock
    // across the fork, and parent and child each unlock their copy.
    let m = Arc::new(hintlock::Mutex::new(0u32));
    warm_up(&m);
    let guard = m.lock().unwrap();
    let pid = fork_child(|| {
        drop(guard);
        for _ in 0..3 {
            match m.lock() {
                Ok(mut g) => *g += 1,
                Err(_) => return LOCK_FAILED,
            }
        }
        match m.try_lock_for(Duration::from_millis(10)) {
            Ok(g) if *g == 3 => OK,
            _ => LOCK_FAILED,
        }
    });
    // The guard was moved into the closure, which ran only in the child; in
    // the parent `fork_child` dropped it unrun, which unlocked the lock.
    assert_eq!(support::wait_child(pid, CHILD_DEADLINE), OK);
    assert_eq!(*m.lock().unwrap(), 0);
}

#[test]
fn child_survives_a_sleeper_left_in_the_parent() {
    let _serial = one_at_a_time();
    // As above with another thread asleep on the lock at the fork: that
    // waiter does not exist in the child, but its mark on the word does.
    // Plain and fair unlocks both work in the child: a hand-off to the
    // vanished sleeper is claimed by the child's next `lock`, once it has
    // waited `CLAIM_PATIENCE` (1 ms) for a sleeper's claim that cannot come:
    // the child's fair unlock woke nobody, so the longer wait for a woken
    // sleeper's claim (`WOKEN_CLAIM_PATIENCE`) does not apply. (Without a
    // bound, this child hangs.)
    type Mutex = hintlock::lock_api::Mutex<hintlock::RawMutex, u32>;
    let m = Arc::new(Mutex::new(0));
    let guard = m.lock();
    let waiter = {
        let m = Arc::clone(&m);
        thread::spawn(move || *m.lock() += 10)
    };
    support::wait_for_waiters(&m, 1);
    let pid = fork_child(|| {
        drop(guard);
        for i in 0..4 {
            let mut g = m.lock();
            *g += 1;
            if i % 2 == 0 {
                hintlock::lock_api::MutexGuard::unlock_fair(g);
            }
        }
        match m.try_lock_for(Duration::from_secs(10)) {
            Some(g) if *g == 4 => OK,
            _ => LOCK_FAILED,
        }
    });
    assert_eq!(support::wait_child(pid, CHILD_DEADLINE), OK);
    waiter.join().unwrap();
    assert_eq!(*m.lock(), 10);
}
