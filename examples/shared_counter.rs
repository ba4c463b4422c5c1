//! Two processes increment one counter in shared memory under a
//! `hintlock::SharedRawMutex`, then the parent checks the total.
//!
//! ```sh
//! cargo run --release --example shared_counter -- --iterations 100000
//! ```
//!
//! The counter lives in an anonymous `MAP_SHARED` mapping, which the kernel
//! fills with zeros: that is already an unlocked lock holding 0, so nothing
//! is initialised. After `fork` both processes lock, increment and unlock
//! `--iterations` times; the parent waits for the child and checks that the
//! total is exactly twice that (a lost increment would mean a broken lock).
//! Exit status: 0 when the total is right, 1 when it is not, 2 on a bad flag.

#[cfg(any(target_os = "linux", target_os = "android"))]
fn main() {
    let iterations = match parse_args(std::env::args().skip(1)) {
        Ok(n) => n,
        Err(message) => {
            eprintln!("shared_counter: {message}");
            std::process::exit(2);
        }
    };
    match run(iterations) {
        Ok(total) if total == 2 * iterations => {
            println!("2 processes x {iterations} increments: total {total} (correct)");
        }
        Ok(total) => {
            println!(
                "2 processes x {iterations} increments: total {total}, expected {}",
                2 * iterations
            );
            std::process::exit(1);
        }
        Err(message) => {
            eprintln!("shared_counter: {message}");
            std::process::exit(1);
        }
    }
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn main() {
    eprintln!("shared_counter: SharedRawMutex needs Linux or Android");
    std::process::exit(2);
}

/// `--iterations N` (default 100000); anything else is an error.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn parse_args(mut args: impl Iterator<Item = String>) -> Result<u64, String> {
    let mut iterations = 100_000;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--iterations" => {
                let value = args
                    .next()
                    .ok_or("--iterations needs a value (a positive integer)")?;
                iterations = value
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n > 0 && n <= u64::MAX / 2)
                    .ok_or(format!(
                        "--iterations {value:?}: expected a positive integer"
                    ))?;
            }
            other => return Err(format!("unknown flag {other:?} (accepted: --iterations N)")),
        }
    }
    Ok(iterations)
}

/// Forks, counts in both processes, and returns the final total.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn run(iterations: u64) -> Result<u64, String> {
    use hintlock::lock_api::Mutex;
    use hintlock::SharedRawMutex;

    type Counter = Mutex<SharedRawMutex, u64>;
    let len = std::mem::size_of::<Counter>();
    // SAFETY: an anonymous shared mapping with no address hint; the result
    // is checked against MAP_FAILED.
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
    if addr == libc::MAP_FAILED {
        return Err(format!("mmap: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: the mapping is page-aligned and zero-filled, and all-zero bytes
    // are a valid `Counter`: an unlocked SharedRawMutex and the value 0. It
    // stays mapped until the munmap below, after the last use.
    let counter: &Counter = unsafe { &*addr.cast::<Counter>() };

    let count = || {
        for _ in 0..iterations {
            *counter.lock() += 1;
        }
    };
    // SAFETY: fork has no memory-safety preconditions; the child only counts
    // and then `_exit`s.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(format!("fork: {}", std::io::Error::last_os_error()));
    }
    if pid == 0 {
        count();
        // SAFETY: ends the child without running the parent's exit handlers.
        unsafe { libc::_exit(0) };
    }
    count();
    let mut status = 0;
    // SAFETY: `pid` is our child; `status` is a valid out-pointer.
    if unsafe { libc::waitpid(pid, &mut status, 0) } != pid {
        return Err(format!("waitpid: {}", std::io::Error::last_os_error()));
    }
    if !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Err(format!("the child process failed (status {status})"));
    }
    let total = *counter.lock();
    // SAFETY: unmaps the mapping made above; `counter` is not used again.
    unsafe { libc::munmap(addr, len) };
    Ok(total)
}
