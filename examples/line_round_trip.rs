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
//! run is only comparable with another one made in the same state, so
//! `mutex_ops` takes the same measurement before and after each of its
//! runs (`--line-probe`; the code is in `common/line.rs`).
//!
//! ```sh
//! cargo run --release --example line_round_trip                     # two cores, one sample
//! cargo run --release --example line_round_trip -- --samples 10
//! ```

#[path = "common/flags.rs"]
mod flags;
#[path = "common/line.rs"]
mod line;

use flags::{each_flag, parse_list, parse_number, BadFlag};
use std::ffi::OsString;
use std::process::ExitCode;
use std::time::Duration;

struct Config {
    cpus: [usize; 2],
    trips: u32,
    samples: u32,
}

fn usage() -> &'static str {
    "line_round_trip: the round-trip time of a cache line between two CPUs

Usage: cargo run --release --example line_round_trip -- [FLAGS]

  --cpus A,B     the two CPUs (default: the first CPU allowed and the first
                 other one that is not its SMT sibling, as mutex_ops' probe;
                 0,1 where the affinity cannot be read)
  --trips N      round trips per sample, 1 to 100000000 (default 200000)
  --samples K    samples, 0.5 s apart, 1 to 10000 (default 1)
  --help, -h     this text

Flags take their value as --flag VALUE or --flag=VALUE, each flag once.
Bad flags exit with status 2; a CPU that cannot be used exits with 1."
}

fn parse(args: Vec<OsString>) -> Result<Option<Config>, BadFlag> {
    let mut config = Config {
        cpus: line::probe_cpus().unwrap_or([0, 1]),
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
                    _ => return Err(BadFlag::new(flag, "two different CPUs, as A,B")),
                }
            }
            "--trips" => {
                config.trips = parse_number(flag, value)?;
                if !(1..=100_000_000).contains(&config.trips) {
                    return Err(BadFlag::new(flag, "must be 1 to 100000000"));
                }
            }
            _ => {
                config.samples = parse_number(flag, value)?;
                if !(1..=10_000).contains(&config.samples) {
                    return Err(BadFlag::new(flag, "must be 1 to 10000"));
                }
            }
        }
        Ok(())
    })?;
    Ok(complete.then_some(config))
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
        match line::round_trip(config.cpus, config.trips) {
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
