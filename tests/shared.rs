//! `hintlock::SharedRawMutex` between processes: `fork`ed children and the
//! parent share one `mmap(MAP_SHARED)` page. Covers the cross-process
//! wake-up, timed waits (timeout and success), zeroed memory as a ready lock,
//! and the layout guarantees.
#![cfg(all(any(target_os = "linux", target_os = "android"), not(loom)))]

mod support;

use hintlock::lock_api::{Mutex, RawMutex as _};
use hintlock::SharedRawMutex;
use std::mem::{align_of, size_of};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicU32, Ordering};
use std::thread;
use std::time::{Duration, Instant};

/// Generous limit for anything that must happen "eventually".
const WATCHDOG: Duration = Duration::from_secs(60);

/// What the processes share: a counter under the lock, and a plain atomic
/// for signalling outside it.
#[repr(C)]
struct Page {
    counter: Mutex<SharedRawMutex, u64>,
    flag: AtomicU32,
}

/// One page of `MAP_SHARED | MAP_ANONYMOUS` memory (zero-filled by the
/// kernel), unmapped on drop.
struct SharedPage {
    ptr: NonNull<Page>,
    len: usize,
}

impl SharedPage {
    fn new() -> Self {
        let len = 4096;
        // SAFETY: an anonymous shared mapping with no address hint; the
        // result is checked against MAP_FAILED.
        let addr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        assert_ne!(addr, libc::MAP_FAILED, "mmap failed");
        SharedPage {
            ptr: NonNull::new(addr.cast()).unwrap(),
            len,
        }
    }

    fn page(&self) -> &Page {
        // SAFETY: the mapping is page-aligned, large enough, zero-filled, and
        // all-zero bytes are a valid `Page` (an unlocked lock, 0, 0).
        unsafe { self.ptr.as_ref() }
    }

    /// The lock word itself, to see whether a child has registered as a
    /// waiter (the `WAITERS` field, bits 5 and up; see the README).
    fn lock_word(&self) -> &AtomicU32 {
        // SAFETY: `raw` is only used to find the word, which is only read;
        // SharedRawMutex is a `#[repr(C)]` wrapper of exactly one `u32`.
        unsafe { &*(self.page().counter.raw() as *const SharedRawMutex).cast::<AtomicU32>() }
    }
}

impl Drop for SharedPage {
    fn drop(&mut self) {
        // SAFETY: unmaps exactly the mapping made in `new`; no reference
        // into it outlives `self`.
        unsafe { libc::munmap(self.ptr.as_ptr().cast(), self.len) };
    }
}

/// Forks; the child runs `body` and exits 0 if it returns `true`, 1 if it
/// returns `false` or panics. Returns the child's pid.
fn fork_child(body: impl FnOnce() -> bool) -> libc::pid_t {
    // SAFETY: fork has no memory-safety preconditions; the child only runs
    // `body` and then `_exit`s without returning into the test harness.
    let pid = unsafe { libc::fork() };
    assert!(pid >= 0, "fork failed");
    if pid == 0 {
        let ok = catch_unwind(AssertUnwindSafe(body)).unwrap_or(false);
        // SAFETY: ends the child at once, without running the parent's
        // atexit handlers or destructors a second time.
        unsafe { libc::_exit(if ok { 0 } else { 1 }) };
    }
    pid
}

/// Polls until `condition` holds, failing after `WATCHDOG`.
fn eventually(what: &str, condition: impl Fn() -> bool) {
    let start = Instant::now();
    while !condition() {
        assert!(start.elapsed() < WATCHDOG, "timed out waiting until {what}");
        thread::sleep(Duration::from_millis(1));
    }
}

/// Forks a child that locks the page's counter, which the caller holds,
/// checks that it reads 42 and adds one (exit 0, or 1 if it read something
/// else); returns once the child counts itself as a sleeper on the lock.
fn fork_waiting_child(shared: &SharedPage) -> libc::pid_t {
    let page = shared.page();
    let pid = fork_child(|| {
        // Blocks: the parent holds the lock.
        let mut n = page.counter.lock();
        let ok = *n == 42;
        *n += 1;
        ok
    });
    eventually("the child waits for the lock", || {
        shared.lock_word().load(Ordering::Relaxed) >= support::WAITER
    });
    pid
}

#[test]
fn size_and_alignment() {
    assert_eq!(size_of::<SharedRawMutex>(), 4);
    assert_eq!(align_of::<SharedRawMutex>(), 4);
    assert_eq!(size_of::<Mutex<SharedRawMutex, ()>>(), 4);
}

#[test]
fn zeroed_memory_is_a_ready_lock() {
    let shared = SharedPage::new();
    let word = shared.lock_word();
    assert_eq!(word.load(Ordering::Relaxed), 0);
    // SAFETY: the word is in zeroed memory, which is a valid, unlocked
    // SharedRawMutex (the type's documented guarantee being tested).
    let raw = unsafe { &*(word as *const AtomicU32).cast::<SharedRawMutex>() };
    assert!(!raw.is_locked());
    let guard = raw.lock();
    assert!(raw.is_locked());
    assert!(raw.try_lock().is_none());
    // SAFETY: the guard is the one `lock` returned just above.
    unsafe { raw.unlock(guard) };
    // An uncontended lock and unlock leave the bytes as they found them.
    assert_eq!(word.load(Ordering::Relaxed), 0);

    // And the same zeroed page works in a child process.
    let page = shared.page();
    let pid = fork_child(|| {
        *page.counter.lock() += 1;
        true
    });
    assert_eq!(support::wait_child(pid, WATCHDOG), 0);
    assert_eq!(*page.counter.lock(), 1);
}

#[test]
fn child_blocked_on_parent_lock_is_woken_by_unlock() {
    let shared = SharedPage::new();
    let page = shared.page();
    let mut held = page.counter.lock();
    // The unlock must wake a thread in another process through the shared
    // futex.
    let pid = fork_waiting_child(&shared);
    *held = 42;
    drop(held);
    assert_eq!(
        support::wait_child(pid, WATCHDOG),
        0,
        "child saw the wrong value"
    );
    assert_eq!(*page.counter.lock(), 43);
}

/// A fair release hands the lock to a sleeper in another process: after
/// `bump`, the parent holds the lock again only once the child, asleep on
/// it, has had its turn.
#[test]
fn bump_lets_a_sleeper_in_another_process_in() {
    let shared = SharedPage::new();
    let page = shared.page();
    let mut held = page.counter.lock();
    let pid = fork_waiting_child(&shared);
    *held = 42;
    hintlock::lock_api::MutexGuard::bump(&mut held);
    // The child ran its critical section in between.
    assert_eq!(*held, 43);
    drop(held);
    assert_eq!(
        support::wait_child(pid, WATCHDOG),
        0,
        "child saw the wrong value"
    );
}

#[test]
fn timed_wait_times_out_across_processes() {
    let shared = SharedPage::new();
    let page = shared.page();
    let held = page.counter.lock();
    let pid = fork_child(|| {
        let m = &page.counter;
        let timeout = Duration::from_millis(50);
        let start = Instant::now();
        if m.try_lock_for(timeout).is_some() || start.elapsed() < timeout {
            return false;
        }
        let deadline = Instant::now() + Duration::from_millis(20);
        if m.try_lock_until(deadline).is_some() || Instant::now() < deadline {
            return false;
        }
        // Zero and past deadlines give up at once; neither may succeed.
        m.try_lock_for(Duration::ZERO).is_none() && m.try_lock_until(Instant::now()).is_none()
    });
    assert_eq!(support::wait_child(pid, WATCHDOG), 0);
    // The timed-out child took its waiter count with it. (One more lock and
    // unlock first: it clears the request to time the owner that the
    // child's polling may have left, `SAMPLE` in the README, and nothing
    // else.)
    drop(held);
    drop(page.counter.lock());
    assert_eq!(shared.lock_word().load(Ordering::Relaxed), 0);
}

#[test]
fn timed_wait_succeeds_across_processes() {
    let shared = SharedPage::new();
    let page = shared.page();
    let mut held = page.counter.lock();
    let pid = fork_child(|| match page.counter.try_lock_for(WATCHDOG) {
        Some(n) => {
            page.flag.store(1, Ordering::Relaxed);
            *n == 7
        }
        None => false,
    });
    eventually("the child waits for the lock", || {
        shared.lock_word().load(Ordering::Relaxed) >= support::WAITER
    });
    *held = 7;
    drop(held);
    assert_eq!(support::wait_child(pid, WATCHDOG), 0);
    assert_eq!(page.flag.load(Ordering::Relaxed), 1);
    assert_eq!(*page.counter.lock(), 7);
}

#[test]
fn two_processes_count_without_losing_increments() {
    const PER_PROCESS: u64 = 20_000;
    let shared = SharedPage::new();
    let page = shared.page();
    let pid = fork_child(|| {
        for _ in 0..PER_PROCESS {
            *page.counter.lock() += 1;
        }
        true
    });
    for _ in 0..PER_PROCESS {
        *page.counter.lock() += 1;
    }
    assert_eq!(support::wait_child(pid, WATCHDOG), 0);
    assert_eq!(*page.counter.lock(), 2 * PER_PROCESS);
}
