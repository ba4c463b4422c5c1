//! wait_bound: how long does one `lock()` wait, hintlock against its peers?
//!
//! Every thread loops: read the clock, lock, read the clock again, record the
//! difference (the wait), `--cs` work units, unlock, `--outside` work units.
//! The report gives, per lock and thread count, the throughput and the wait
//! percentiles (p50, p99, p99.9) and the maximum, in microseconds.
//!
//! ```sh
//! cargo run --release --example wait_bound                      # threads = CPUs and 2 x CPUs
//! cargo run --release --example wait_bound -- --threads 2,4 --seconds 5
//! ```

#[path = "common/flags.rs"]
mod flags;

use flags::{
    each_flag, parse_list, parse_number, parse_seconds, BadFlag, MAX_THREADS, MIN_SECONDS,
};
use std::ffi::OsString;
use std::hint::black_box;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Histogram resolution: one bucket per microsecond below this many
/// microseconds; above, 64 buckets per power of two (each at most 1/64 of
/// its lower edge wide), so a percentile past 1 ms is reported at most 1.6%
/// high. Each thread keeps its own histogram: with one exact bucket per
/// microsecond up to 100 ms, as before session 44, a run of 4,096 threads
/// held 3.3 GB of them. The exact maximum is kept separately.
const EXACT_US: u64 = 1 << EXACT_BITS;

/// log2 of [`EXACT_US`].
const EXACT_BITS: u32 = 10;

/// Sub-buckets per power of two above [`EXACT_US`].
const SUB: u64 = 1 << SUB_BITS;

/// log2 of [`SUB`].
const SUB_BITS: u32 = 6;

/// Powers of two above [`EXACT_US`] (2^10 us) that have buckets: up to
/// 2^40 us, 12 days; longer waits land in the last bucket.
const OCTAVES: u64 = 30;

/// Buckets per histogram: 2,944, 23 KB per thread.
const BUCKETS: usize = (EXACT_US + OCTAVES * SUB) as usize;

/// The bucket of a wait of `us` microseconds.
fn bucket_of(us: u64) -> usize {
    if us < EXACT_US {
        return us as usize;
    }
    // 2^octave <= us, octave >= EXACT_BITS; `us >> (octave - SUB_BITS)` is
    // SUB..2 * SUB.
    let octave = 63 - us.leading_zeros();
    if u64::from(octave - EXACT_BITS) >= OCTAVES {
        return BUCKETS - 1;
    }
    let sub = (us >> (octave - SUB_BITS)) - SUB;
    (EXACT_US + u64::from(octave - EXACT_BITS) * SUB + sub) as usize
}

/// The upper edge, in microseconds, of bucket `index` (the first value of
/// the next one).
fn upper_edge_us(index: usize) -> u64 {
    let index = index as u64;
    if index < EXACT_US {
        return index + 1;
    }
    // `above`: how many powers of two past EXACT_US; the bucket's lower
    // edge is (SUB + sub) << (EXACT_BITS + above - SUB_BITS).
    let (above, sub) = ((index - EXACT_US) / SUB, (index - EXACT_US) % SUB);
    (SUB + sub + 1) << (u64::from(EXACT_BITS - SUB_BITS) + above)
}

const LOCKS: [&str; 3] = ["hintlock", "std", "parking_lot"];

struct Config {
    threads: Vec<usize>,
    seconds: f64,
    locks: Vec<&'static str>,
    cs: u32,
    outside: u32,
}

fn usage() -> String {
    format!(
        "wait_bound: the distribution of lock() wait times, hintlock vs std and parking_lot

Usage: cargo run --release --example wait_bound -- [FLAGS]

  --threads LIST   thread counts, each 1 to {MAX_THREADS} (default: CPUs and 2 x CPUs)
  --seconds S      seconds per run, {MIN_SECONDS} to 3600, fractions allowed (default 2)
  --locks LIST     hintlock, std, parking_lot, or all (default all)
  --cs N           work units inside the lock (default 0)
  --outside N      work units outside the lock (default 0)
  --help, -h       this text

Flags take their value as --flag VALUE or --flag=VALUE, each flag once.
A work unit is one dependent 64-bit multiply-add through black_box.
Bad flags exit with status 2."
    )
}

fn parse(args: Vec<OsString>) -> Result<Option<Config>, BadFlag> {
    let cpus = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut config = Config {
        threads: vec![cpus, 2 * cpus],
        seconds: 2.0,
        locks: LOCKS.to_vec(),
        cs: 0,
        outside: 0,
    };
    let known = ["--threads", "--seconds", "--locks", "--cs", "--outside"];
    let complete = each_flag(args, &known, |flag, value| {
        match flag {
            "--threads" => {
                let list: Vec<usize> = parse_list(flag, value)?;
                if list.iter().any(|&t| !(1..=MAX_THREADS).contains(&t)) {
                    return Err(BadFlag::new(
                        flag,
                        format!("thread counts must be 1 to {MAX_THREADS}, not {value:?}"),
                    ));
                }
                config.threads = list;
            }
            "--seconds" => config.seconds = parse_seconds(flag, value, 3600.0)?,
            "--locks" if value == "all" => config.locks = LOCKS.to_vec(),
            "--locks" => {
                let mut locks = Vec::new();
                for name in value.split(',') {
                    match LOCKS.iter().find(|l| **l == name) {
                        Some(l) => locks.push(*l),
                        None => return Err(BadFlag::new(flag, format!("unknown lock {name:?}"))),
                    }
                }
                config.locks = locks;
            }
            "--cs" => config.cs = parse_number(flag, value)?,
            _ => config.outside = parse_number(flag, value)?,
        }
        Ok(())
    })?;
    Ok(complete.then_some(config))
}

#[inline(always)]
fn work(units: u32, x: &mut u64) {
    for _ in 0..units {
        *x = black_box(x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1));
    }
}

/// The locks under test, behind one interface.
enum AnyLock {
    Hintlock(hintlock::Mutex<u64>),
    Std(std::sync::Mutex<u64>),
    ParkingLot(parking_lot::Mutex<u64>),
}

impl AnyLock {
    fn new(name: &str) -> AnyLock {
        match name {
            "hintlock" => AnyLock::Hintlock(hintlock::Mutex::new(0)),
            "std" => AnyLock::Std(std::sync::Mutex::new(0)),
            _ => AnyLock::ParkingLot(parking_lot::Mutex::new(0)),
        }
    }

    /// Locks, runs `cs` units, unlocks; returns the time `lock` waited.
    #[inline]
    fn pair(&self, cs: u32, x: &mut u64) -> Duration {
        let start = Instant::now();
        match self {
            AnyLock::Hintlock(m) => {
                let mut g = m.lock().unwrap_or_else(|e| e.into_inner());
                let waited = start.elapsed();
                *g += 1;
                work(cs, x);
                waited
            }
            AnyLock::Std(m) => {
                let mut g = m.lock().unwrap_or_else(|e| e.into_inner());
                let waited = start.elapsed();
                *g += 1;
                work(cs, x);
                waited
            }
            AnyLock::ParkingLot(m) => {
                let mut g = m.lock();
                let waited = start.elapsed();
                *g += 1;
                work(cs, x);
                waited
            }
        }
    }
}

/// Waits of one run, merged over its threads.
struct Waits {
    buckets: Vec<u64>,
    max: Duration,
    count: u64,
}

impl Waits {
    fn new() -> Waits {
        Waits {
            buckets: vec![0; BUCKETS],
            max: Duration::ZERO,
            count: 0,
        }
    }

    #[inline]
    fn record(&mut self, waited: Duration) {
        let us = u64::try_from(waited.as_micros()).unwrap_or(u64::MAX);
        self.buckets[bucket_of(us)] += 1;
        self.max = self.max.max(waited);
        self.count += 1;
    }

    fn merge(&mut self, other: &Waits) {
        for (a, b) in self.buckets.iter_mut().zip(&other.buckets) {
            *a += b;
        }
        self.max = self.max.max(other.max);
        self.count += other.count;
    }

    /// The upper edge, in microseconds, of the bucket holding quantile `q`.
    fn quantile_us(&self, q: f64) -> u64 {
        let rank = (q * self.count as f64).ceil() as u64;
        let mut seen = 0;
        for (index, n) in self.buckets.iter().enumerate() {
            seen += n;
            if seen >= rank.max(1) {
                return upper_edge_us(index);
            }
        }
        upper_edge_us(BUCKETS - 1)
    }
}

fn run(name: &str, threads: usize, config: &Config) -> (f64, Waits) {
    let lock = AnyLock::new(name);
    let stop = AtomicBool::new(false);
    let start = Instant::now();
    let mut all = Waits::new();
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|i| {
                let (lock, stop) = (&lock, &stop);
                s.spawn(move || {
                    let mut waits = Waits::new();
                    let mut x = i as u64 + 1;
                    while !stop.load(Ordering::Relaxed) {
                        waits.record(lock.pair(config.cs, &mut x));
                        work(config.outside, &mut x);
                    }
                    waits
                })
            })
            .collect();
        std::thread::sleep(Duration::from_secs_f64(config.seconds));
        stop.store(true, Ordering::Relaxed);
        for h in handles {
            all.merge(&h.join().expect("a worker thread panicked"));
        }
    });
    let ops = all.count as f64 / start.elapsed().as_secs_f64();
    (ops, all)
}

fn main() -> ExitCode {
    let config = match flags::from_command_line("wait_bound", &usage(), parse) {
        Ok(config) => config,
        Err(status) => return status,
    };
    println!(
        "wait_bound: {} s per run, --cs {} --outside {}; waits in microseconds",
        config.seconds, config.cs, config.outside
    );
    println!(
        "{:>7}  {:<12} {:>14} {:>8} {:>8} {:>8} {:>10}",
        "threads", "lock", "ops/s", "p50", "p99", "p99.9", "max"
    );
    for &threads in &config.threads {
        for name in &config.locks {
            eprint!("\r{name} with {threads} threads...          ");
            let (ops, waits) = run(name, threads, &config);
            eprint!("\r{:40}\r", "");
            // No percentiles over no waits (a run too short for any
            // thread to lock): a dash instead.
            let [p50, p99, p999, max] = if waits.count == 0 {
                [
                    "-".to_string(),
                    "-".to_string(),
                    "-".to_string(),
                    "-".to_string(),
                ]
            } else {
                [
                    waits.quantile_us(0.5).to_string(),
                    waits.quantile_us(0.99).to_string(),
                    waits.quantile_us(0.999).to_string(),
                    waits.max.as_micros().to_string(),
                ]
            };
            println!(
                "{:>7}  {:<12} {:>14.0} {:>8} {:>8} {:>8} {:>10}",
                threads, name, ops, p50, p99, p999, max
            );
        }
        println!();
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every wait lands in a bucket whose edges hold it; buckets follow
    /// the waits' order; a bucket past `EXACT_US` is at most 1/64 of its
    /// lower edge wide; the histogram is small.
    #[test]
    fn buckets_hold_their_waits_within_a_sixty_fourth() {
        assert_eq!(BUCKETS, 2944);
        let mut last = 0;
        let mut us = 0u64;
        while us < 1 << 41 {
            let b = bucket_of(us);
            assert!(b >= last, "{us}");
            last = b;
            let lower = if b == 0 { 0 } else { upper_edge_us(b - 1) };
            if b < BUCKETS - 1 {
                assert!(lower <= us && us < upper_edge_us(b), "{us} in {b}");
                assert!(upper_edge_us(b) - lower <= (lower / 64).max(1), "{us}");
            }
            us = if us < 4096 { us + 1 } else { us + us / 97 + 1 };
        }
        assert_eq!(bucket_of(u64::MAX), BUCKETS - 1);
        assert_eq!((bucket_of(1023), bucket_of(1024)), (1023, 1024));
        assert_eq!(upper_edge_us(1023), 1024);
    }

    #[test]
    fn quantiles_come_from_the_bucket_edges() {
        let mut w = Waits::new();
        for us in [3, 3, 5, 2000] {
            w.record(Duration::from_micros(us));
        }
        assert_eq!(w.quantile_us(0.5), 4);
        assert_eq!(w.quantile_us(0.75), 6);
        // 2000 us is in [2000, 2016).
        assert_eq!(w.quantile_us(1.0), 2016);
        assert_eq!(w.max, Duration::from_micros(2000));
    }
}
