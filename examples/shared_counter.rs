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
#[path = "common/flags.rs"]
mod flags;

/// The most `--iterations`: about half a minute's counting on the 2-vCPU
/// development VM (10^7 took 0.3 s). More is taken for a typo: the largest
/// u64 would count for centuries.
#[cfg(any(target_os = "linux", target_os = "android"))]
const MAX_ITERATIONS: u64 = 1_000_000_000;

#[cfg(any(target_os = "linux", target_os = "android"))]
fn usage() -> String {
    format!(
        "shared_counter: two processes increment one counter under a hintlock::SharedRawMutex

Usage: cargo run --release --example shared_counter -- [FLAGS]

  --iterations N   increments per process, 1 to {MAX_ITERATIONS} (default 100000)
  --help, -h       this text

Flags take their value as --flag VALUE or --flag=VALUE, each flag once.
Exit status: 0 when the total is right, 1 when it is not, 2 on a bad flag."
    )
}

/// `--iterations N` (default 100000); `None` for `--help`.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn parse(args: Vec<std::ffi::OsString>) -> Result<Option<u64>, flags::BadFlag> {
    let mut iterations = 100_000;
    let complete = flags::each_flag(args, &["--iterations"], |flag, value| {
        iterations = flags::parse_number(flag, value)?;
        if !(1..=MAX_ITERATIONS).contains(&iterations) {
            return Err(flags::BadFlag::new(
                flag,
                format!("must be 1 to {MAX_ITERATIONS}, not {value:?}"),
            ));
        }
        Ok(())
    })?;
    Ok(complete.then_some(iterations))
}

#[cfg(any(target_os = "linux", target_os = "android"))]
fn main() -> std::process::ExitCode {
    let iterations = match flags::from_command_line("shared_counter", &usage(), parse) {
        Ok(n) => n,
        Err(status) => return status,
    };
    match run(iterations) {
        Ok(total) if total == 2 * iterations => {
            println!("2 processes x {iterations} increments: total {total} (correct)");
            std::process::ExitCode::SUCCESS
        }
        Ok(total) => {
            println!(
                "2 processes x {iterations} increments: total {total}, expected {}",
                2 * iterations
            );
            std::process::ExitCode::FAILURE
        }
        Err(message) => {
            eprintln!("shared_counter: {message}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn main() {
    eprintln!("shared_counter: SharedRawMutex needs Linux or Android");
    std::process::exit(2);
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
