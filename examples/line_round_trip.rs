//! line_round_trip: how long does a cache line take to go from one CPU to
//! another and back?
//!
//! Two threads, pinned to two CPUs, pass a turn back and forth through one
//! atomic word: each waits with plain loads (no spin-loop hint, which would
//! add its own latency to every trip) until the word says it is its turn,
//! then hands the turn over with a store. The time per round trip is
//! two transfers of the line, the cost a lock hand-over pays at least once.
//! On the 2-vCPU development VM it is 60-90 ns for minutes, then 310-350 ns
//! for minutes (the README's "On the development machine"); a `mutex_ops`
//! run is only comparable with another one made in the same state.
//!
//! ```sh
//! cargo run --release --example line_round_trip                     # CPUs 0 and 1, one sample
//! cargo run --release --example line_round_trip -- --samples 10
//! ```

#[path = "common/flags.rs"]
mod flags;

use flags::{each_flag, parse_list, parse_number, BadFlag};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Barrier;
use std::time::{Duration, Instant};

struct Config {
    cpus: [usize; 2],
    trips: u32,
    samples: u32,
}

fn usage() -> &'static str {
    "line_round_trip: the round-trip time of a cache line between two CPUs

Usage: cargo run --release --example line_round_trip -- [FLAGS]

  --cpus A,B     the two CPUs (default 0,1)
  --trips N      round trips per sample, 1 to 100000000 (default 200000)
  --samples K    samples, 0.5 s apart, 1 to 10000 (default 1)
  --help         this text

Bad flags exit with status 2; a CPU that cannot be used exits with 1."
}

fn parse(args: &[String]) -> Result<Option<Config>, BadFlag> {
    let mut config = Config {
        cpus: [0, 1],
        trips: 200_000,
        samples: 1,
    };
    let known = ["--cpus", "--trips", "--samples"];
    let complete = each_flag(args, &known, |flag, value| {
        match flag {
            "--cpus" => {
                let list: Vec<usize> = parse_list(flag, value)?;
                match list[..] {
                    [a, b] if a != b => config.cpus = [a, b],
                    _ => return Err(BadFlag(format!("{flag}: two different CPUs, as A,B"))),
                }
            }
            "--trips" => {
                config.trips = parse_number(flag, value)?;
                if !(1..=100_000_000).contains(&config.trips) {
                    return Err(BadFlag(format!("{flag}: must be 1 to 100000000")));
                }
            }
            _ => {
                config.samples = parse_number(flag, value)?;
                if !(1..=10_000).contains(&config.samples) {
                    return Err(BadFlag(format!("{flag}: must be 1 to 10000")));
                }
            }
        }
        Ok(())
    })?;
    Ok(complete.then_some(config))
}

/// Pins the calling thread to `cpu`.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn pin(cpu: usize) -> Result<(), String> {
    if cpu >= libc::CPU_SETSIZE as usize {
        return Err(format!(
            "CPU {cpu}: above the largest CPU number this build can name"
        ));
    }
    // SAFETY: cpu_set_t is a plain bit array, for which all zeros is a valid
    // (empty) value.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    // SAFETY: `cpu` is below CPU_SETSIZE (checked above), so CPU_SET writes
    // inside `set`.
    unsafe { libc::CPU_SET(cpu, &mut set) };
    // SAFETY: `set` is a valid cpu_set_t of the size passed; pid 0 is the
    // calling thread.
    let rc = unsafe { libc::sched_setaffinity(0, std::mem::size_of_val(&set), &set) };
    if rc == 0 {
        Ok(())
    } else {
        Err(format!(
            "CPU {cpu}: cannot run here ({})",
            std::io::Error::last_os_error()
        ))
    }
}

/// Elsewhere threads are not pinned, and the scheduler decides where they run.
#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn pin(_cpu: usize) -> Result<(), String> {
    Ok(())
}

/// Whose turn it is: 0 for the measuring thread, 1 for the other one. On a
/// line of its own, so nothing else moves with it.
#[repr(align(128))]
struct Turn(AtomicU32);

/// One sample: `trips` round trips, the mean time of one.
fn sample(cpus: [usize; 2], trips: u32) -> Result<Duration, String> {
    let turn = Turn(AtomicU32::new(0));
    // Both threads pin themselves, then meet here; if either could not, both
    // leave before the first trip.
    let pinned = Barrier::new(2);
    let failed = AtomicBool::new(false);
    std::thread::scope(|s| {
        let other = s.spawn(|| {
            let placed = pin(cpus[1]);
            if placed.is_err() {
                failed.store(true, Ordering::Relaxed);
            }
            // The barrier orders the flag: both threads read it after both
            // stored it.
            pinned.wait();
            if failed.load(Ordering::Relaxed) {
                return placed;
            }
            for _ in 0..trips {
                // Acquire/Release: the turn carries no data, but this keeps
                // the hand-over a real one on weakly ordered CPUs too.
                while turn.0.load(Ordering::Acquire) != 1 {}
                turn.0.store(0, Ordering::Release);
            }
            Ok(())
        });
        let placed = pin(cpus[0]);
        if placed.is_err() {
            failed.store(true, Ordering::Relaxed);
        }
        pinned.wait();
        if failed.load(Ordering::Relaxed) {
            let theirs = other.join().unwrap_or(Ok(()));
            return Err(match (placed, theirs) {
                (Err(e), _) | (_, Err(e)) => e,
                _ => "a thread could not be pinned".to_owned(),
            });
        }
        let start = Instant::now();
        for _ in 0..trips {
            turn.0.store(1, Ordering::Release);
            while turn.0.load(Ordering::Acquire) != 0 {}
        }
        let elapsed = start.elapsed();
        match other.join() {
            Ok(_) => Ok(elapsed / trips),
            Err(_) => Err("the second thread panicked".to_owned()),
        }
    })
}

fn main() -> ExitCode {
    let config = match flags::from_command_line("line_round_trip", usage(), parse) {
        Ok(config) => config,
        Err(status) => return status,
    };
    for i in 0..config.samples {
        if i > 0 {
            std::thread::sleep(Duration::from_millis(500));
        }
        match sample(config.cpus, config.trips) {
            Ok(trip) => println!(
                "round trip CPU {} <-> CPU {}: {} ns (mean of {} trips)",
                config.cpus[0],
                config.cpus[1],
                trip.as_nanos(),
                config.trips
            ),
            Err(e) => {
                eprintln!("line_round_trip: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
