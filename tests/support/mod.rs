//! Helpers shared by the test files (`torture.rs`, `edge_timeouts.rs`,
//! `fork.rs`, `shared.rs`): a signal that interrupts system calls, a small
//! random number generator, settings read from the environment, the
//! layout of the lock word, and a bounded wait for a forked child (and the
//! kill that ends one).

#![allow(dead_code)] // each test file uses a different part

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Once;
use std::time::{Duration, Instant};

/// How many times the `SIGUSR1` handler has run.
static DELIVERED: AtomicU64 = AtomicU64::new(0);

extern "C" fn count_signal(_signal: libc::c_int) {
    // Async-signal-safe: one atomic add, nothing else.
    DELIVERED.fetch_add(1, Ordering::Relaxed);
}

/// Installs a `SIGUSR1` handler WITHOUT `SA_RESTART` (once per process), so
/// a thread that receives the signal while blocked in a system call such as
/// `futex(FUTEX_WAIT)` sees the call fail with `EINTR` instead of having the
/// kernel restart it.
pub fn install_interrupting_handler() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        // SAFETY: `sigaction` is plain data; all-zero is a valid starting
        // value (empty flags, and the mask is then emptied explicitly).
        let mut action: libc::sigaction = unsafe { std::mem::zeroed() };
        action.sa_sigaction = count_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        action.sa_flags = 0; // no SA_RESTART: interrupted system calls fail with EINTR
                             // SAFETY: `action.sa_mask` is a valid, writable signal set.
        let emptied = unsafe { libc::sigemptyset(&mut action.sa_mask) };
        assert_eq!(emptied, 0, "sigemptyset failed");
        // SAFETY: `action` is fully initialised; the handler only does an
        // atomic add, which is async-signal-safe; the old action is not read.
        let installed = unsafe { libc::sigaction(libc::SIGUSR1, &action, std::ptr::null_mut()) };
        assert_eq!(
            installed,
            0,
            "sigaction(SIGUSR1): {}",
            std::io::Error::last_os_error()
        );
    });
}

/// Sends `SIGUSR1` to `thread`; `false` if it has already exited.
///
/// `thread` must not have been joined or detached yet (a thread that has
/// finished but is not joined is fine).
pub fn interrupt(thread: libc::pthread_t) -> bool {
    // SAFETY: the caller keeps `thread` a valid, unjoined pthread_t; the
    // handler for SIGUSR1 was installed by `install_interrupting_handler`.
    let rc = unsafe { libc::pthread_kill(thread, libc::SIGUSR1) };
    match rc {
        0 => true,
        libc::ESRCH => false,
        _ => panic!("pthread_kill: {}", std::io::Error::from_raw_os_error(rc)),
    }
}

/// How many signals the handler has seen so far.
pub fn signals_delivered() -> u64 {
    DELIVERED.load(Ordering::Relaxed)
}

/// The calling thread's pthread_t.
pub fn current_thread() -> libc::pthread_t {
    // SAFETY: `pthread_self` has no preconditions.
    unsafe { libc::pthread_self() }
}

/// A small, fast, seedable generator (xorshift64*): enough for choosing what
/// a test thread does next, reproducible from the printed seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        // Never zero (xorshift would stay at zero); mix the seed a little.
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

/// A duration in whole seconds from the environment variable `name`, or
/// `default` when it is unset. A value that is not a number of seconds is a
/// test setup error, reported with the variable's name.
pub fn env_secs(name: &str, default: Duration) -> Duration {
    match std::env::var(name) {
        Err(_) => default,
        Ok(value) => match value.trim().parse::<f64>() {
            Ok(secs) if secs.is_finite() && secs >= 0.0 => Duration::from_secs_f64(secs),
            _ => panic!("{name}={value:?}: expected a number of seconds"),
        },
    }
}

/// A seed from the environment variable `name`, or one from the clock.
pub fn env_seed(name: &str) -> u64 {
    match std::env::var(name) {
        Ok(value) => value
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}={value:?}: expected an unsigned integer")),
        Err(_) => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64),
    }
}

/// The lock word of a `lock_api` mutex over `hintlock::RawMutex`, which is
/// one `u32` (`#[repr(transparent)]` down to an `AtomicU32`, as the README
/// documents): `LOCKED` = 1, a `SAMPLE` request = 16, one waiter counted in
/// units of 32.
pub fn word<T>(m: &hintlock::lock_api::Mutex<hintlock::RawMutex, T>) -> &AtomicU32 {
    assert_eq!(size_of::<hintlock::RawMutex>(), size_of::<AtomicU32>());
    assert_eq!(align_of::<hintlock::RawMutex>(), align_of::<AtomicU32>());
    // SAFETY: `raw` is only used to find the address of the lock word.
    let raw = unsafe { m.raw() };
    // SAFETY: `hintlock::RawMutex` is `#[repr(transparent)]` over the lock's
    // state, which is `#[repr(transparent)]` over one `AtomicU32` (size and
    // alignment checked above); the reference lives no longer than `m`.
    unsafe { &*(raw as *const hintlock::RawMutex).cast::<AtomicU32>() }
}

/// A polling waiter's request to time the owner: a hint that any thread
/// polling the lock may set and the next acquisition clears, so tests that
/// check the word's state ignore it.
pub const SAMPLE: u32 = 16;

/// One registered waiter in the lock word.
pub const WAITER: u32 = 32;

/// The lock word of `m` without a `SAMPLE` request (see [`SAMPLE`]).
pub fn state<T>(m: &hintlock::lock_api::Mutex<hintlock::RawMutex, T>) -> u32 {
    word(m).load(Ordering::Relaxed) & !SAMPLE
}

/// Waits (bounded) until `n` threads are registered as waiters on `m`.
pub fn wait_for_waiters<T>(m: &hintlock::lock_api::Mutex<hintlock::RawMutex, T>, n: u32) {
    let start = std::time::Instant::now();
    while word(m).load(Ordering::Relaxed) / WAITER < n {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "waiters never registered: word {:#x}",
            word(m).load(Ordering::Relaxed)
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Waits for `pid` (a child of this process) to exit and returns its exit
/// status. Panics if it did not exit normally, or if it is still running
/// after `limit`: then it is killed and reaped, and the message gives its
/// threads' kernel wait channels (`/proc/PID/task/*/wchan`), so a hang
/// fails the test that forked it, with a hint of where it was blocked.
pub fn wait_child(pid: libc::pid_t, limit: Duration) -> i32 {
    let start = Instant::now();
    let mut status = 0;
    loop {
        // SAFETY: `status` is a valid out-pointer; `pid` is our child.
        let rc = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
        if rc == pid {
            break;
        }
        assert_eq!(rc, 0, "waitpid: {}", std::io::Error::last_os_error());
        if start.elapsed() > limit {
            let where_blocked = wait_channels(pid);
            kill_and_reap(pid);
            panic!(
                "child {pid} still running after {limit:?}, killed; \
                 its threads were waiting in: {where_blocked}"
            );
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(libc::WIFEXITED(status), "child did not exit: {status:#x}");
    libc::WEXITSTATUS(status)
}

/// Kills `pid` (a child of this process, not yet reaped) and reaps it;
/// returns its wait status (a child that exited just before the signal
/// shows that exit instead of the kill).
pub fn kill_and_reap(pid: libc::pid_t) -> libc::c_int {
    let mut status = 0;
    // SAFETY: `pid` is our child, not yet reaped, so the pid is still its.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGKILL) }, 0);
    // SAFETY: `status` is a valid out-pointer; `pid` is our child.
    assert_eq!(unsafe { libc::waitpid(pid, &mut status, 0) }, pid);
    status
}

/// The kernel wait channel of each thread of `pid`, as `tid=channel`.
fn wait_channels(pid: libc::pid_t) -> String {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return "(no /proc entry)".to_string();
    };
    let mut channels: Vec<String> = tasks
        .filter_map(Result::ok)
        .map(|task| {
            let wchan = std::fs::read_to_string(task.path().join("wchan")).unwrap_or_default();
            format!("{}={wchan}", task.file_name().to_string_lossy())
        })
        .collect();
    channels.sort();
    channels.join(", ")
}
