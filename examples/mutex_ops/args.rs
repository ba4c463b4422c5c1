//! Command-line parsing: `--flag value` or `--flag=value`; every error
//! names the flag it is about.

use super::locks::LockKind;
use std::ffi::OsString;
use std::fmt;
use std::path::PathBuf;

/// Seconds per run when `--seconds` is not given: 4 thread counts x 7
/// locks x 3 repeats x 0.3 s is about 25 s of measuring, so the default run
/// takes about 30 s on a 2-CPU machine (where the default thread counts are
/// 1, 2, 4 and 32).
pub const DEFAULT_SECONDS: f64 = 0.3;
/// Repeats of every run when `--repeats` is not given.
pub const DEFAULT_REPEATS: usize = 3;
/// Pairs per thread in count mode when `--iterations` is not given: DPDK's
/// spinlock_autotest does 10,000 per core.
pub const DEFAULT_ITERATIONS: u64 = 10_000;
/// The most threads one run may start.
pub const MAX_THREADS: usize = 4096;

/// How each run is bounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Every run lasts `--seconds`.
    Time,
    /// Every thread does `--iterations` pairs.
    Count,
}

/// How results are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Table,
    Csv,
    Json,
}

/// A complete, checked configuration.
#[derive(Clone, Debug)]
pub struct Config {
    /// Thread counts, ascending, no duplicates.
    pub threads: Vec<usize>,
    pub mode: Mode,
    pub seconds: f64,
    pub iterations: u64,
    /// Locks, in report order, no duplicates.
    pub locks: Vec<LockKind>,
    pub cs: u64,
    pub outside: u64,
    pub repeats: usize,
    pub format: Format,
    pub plot: Option<PathBuf>,
}

/// What the command line asks for.
pub enum Command {
    Run(Config),
    Help,
}

/// A bad command line: which flag, and what is wrong with it.
#[derive(Debug)]
pub struct ArgError {
    pub flag: String,
    pub message: String,
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.flag, self.message)
    }
}

fn err(flag: &str, message: impl Into<String>) -> ArgError {
    ArgError {
        flag: flag.to_string(),
        message: message.into(),
    }
}

/// The default thread counts: 1, 2, the CPU count, twice that, and 32.
pub fn default_threads(cpus: usize) -> Vec<usize> {
    let mut threads = vec![1, 2, cpus, 2 * cpus, 32];
    threads.sort_unstable();
    threads.dedup();
    threads
}

/// The number of CPUs this process may run on.
pub fn cpus() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Parses the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, ArgError> {
    let mut threads = None;
    let mut mode = Mode::Time;
    let mut seconds = None;
    let mut iterations = None;
    let mut locks = None;
    let mut cs = 0;
    let mut outside = 0;
    let mut repeats = DEFAULT_REPEATS;
    let mut format = Format::Table;
    let mut plot = None;

    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg
            .into_string()
            .map_err(|a| err(&a.to_string_lossy(), "not valid UTF-8"))?;
        if !arg.starts_with("--") {
            return Err(err(
                &arg,
                "unexpected argument (flags start with --; see --help)",
            ));
        }
        let (flag, inline_value) = match arg.split_once('=') {
            Some((flag, value)) => (flag.to_string(), Some(value.to_string())),
            None => (arg, None),
        };
        if flag == "--help" {
            return Ok(Command::Help);
        }
        if !FLAGS.contains(&flag.as_str()) {
            return Err(err(&flag, "unknown flag (see --help)"));
        }
        let value = match inline_value {
            Some(v) => v,
            None => match args.next() {
                Some(v) => {
                    let v = v
                        .into_string()
                        .map_err(|_| err(&flag, "value is not valid UTF-8"))?;
                    if v.starts_with("--") {
                        return Err(err(&flag, format!("missing value (found flag {v})")));
                    }
                    v
                }
                None => return Err(err(&flag, "missing value")),
            },
        };
        let f = flag.as_str();
        match f {
            "--threads" => threads = Some(parse_threads(f, &value)?),
            "--seconds" => seconds = Some(parse_seconds(f, &value)?),
            "--iterations" => iterations = Some(parse_count(f, &value, 1, 1_000_000_000_000)?),
            "--locks" => locks = Some(parse_locks(f, &value)?),
            "--cs" => cs = parse_count(f, &value, 0, 1_000_000_000)?,
            "--outside" => outside = parse_count(f, &value, 0, 1_000_000_000)?,
            "--repeats" => repeats = parse_count(f, &value, 1, 1000)? as usize,
            "--mode" => {
                mode = match value.as_str() {
                    "time" => Mode::Time,
                    "count" => Mode::Count,
                    _ => return Err(err(f, format!("'{value}' is not time or count"))),
                }
            }
            "--format" => {
                format = match value.as_str() {
                    "table" => Format::Table,
                    "csv" => Format::Csv,
                    "json" => Format::Json,
                    _ => return Err(err(f, format!("'{value}' is not table, csv or json"))),
                }
            }
            "--plot" => {
                if value.is_empty() {
                    return Err(err(f, "empty file name"));
                }
                plot = Some(PathBuf::from(value));
            }
            _ => unreachable!("every name in FLAGS has an arm"),
        }
    }

    match mode {
        Mode::Time if iterations.is_some() => {
            return Err(err("--iterations", "only applies with --mode count"))
        }
        Mode::Count if seconds.is_some() => {
            return Err(err("--seconds", "only applies with --mode time"))
        }
        _ => {}
    }
    Ok(Command::Run(Config {
        threads: threads.unwrap_or_else(|| default_threads(cpus())),
        mode,
        seconds: seconds.unwrap_or(DEFAULT_SECONDS),
        iterations: iterations.unwrap_or(DEFAULT_ITERATIONS),
        locks: locks.unwrap_or_else(LockKind::all_available),
        cs,
        outside,
        repeats,
        format,
        plot,
    }))
}

/// Every flag that takes a value.
const FLAGS: [&str; 10] = [
    "--threads",
    "--seconds",
    "--iterations",
    "--locks",
    "--cs",
    "--outside",
    "--repeats",
    "--mode",
    "--format",
    "--plot",
];

fn list_items<'a>(flag: &str, value: &'a str) -> Result<Vec<&'a str>, ArgError> {
    let items: Vec<&str> = value.split(',').map(str::trim).collect();
    if items.iter().any(|i| i.is_empty()) {
        return Err(err(flag, format!("empty item in '{value}'")));
    }
    Ok(items)
}

fn parse_threads(flag: &str, value: &str) -> Result<Vec<usize>, ArgError> {
    let mut threads = Vec::new();
    for item in list_items(flag, value)? {
        let n = parse_count(flag, item, 1, MAX_THREADS as u64)?;
        threads.push(n as usize);
    }
    threads.sort_unstable();
    threads.dedup();
    Ok(threads)
}

fn parse_locks(flag: &str, value: &str) -> Result<Vec<LockKind>, ArgError> {
    if value == "all" {
        return Ok(LockKind::all_available());
    }
    let mut locks = Vec::new();
    for item in list_items(flag, value)? {
        let kind = LockKind::from_name(item).ok_or_else(|| {
            let known: Vec<_> = LockKind::ALL.iter().map(|k| k.name()).collect();
            err(
                flag,
                format!("unknown lock '{item}' (known: {}, all)", known.join(", ")),
            )
        })?;
        if !kind.available() {
            return Err(err(
                flag,
                format!("{item} is not available on this platform"),
            ));
        }
        if !locks.contains(&kind) {
            locks.push(kind);
        }
    }
    Ok(locks)
}

/// A whole number in `min..=max`.
fn parse_count(flag: &str, value: &str, min: u64, max: u64) -> Result<u64, ArgError> {
    let n: u64 = value
        .parse()
        .map_err(|_| err(flag, format!("'{value}' is not a whole number")))?;
    if n < min || n > max {
        return Err(err(flag, format!("{n} is out of range ({min} to {max})")));
    }
    Ok(n)
}

/// A positive, finite number of seconds, at most a day.
fn parse_seconds(flag: &str, value: &str) -> Result<f64, ArgError> {
    let s: f64 = value
        .parse()
        .map_err(|_| err(flag, format!("'{value}' is not a number")))?;
    if !(s > 0.0 && s <= 86_400.0) {
        return Err(err(
            flag,
            format!("'{value}' is out of range (more than 0, at most 86400)"),
        ));
    }
    Ok(s)
}

/// The `--help` text.
pub fn usage() -> String {
    let locks: String = LockKind::ALL
        .iter()
        .map(|k| format!("    {:<18}{}\n", k.name(), k.describe()))
        .collect();
    format!(
        "\
mutex_ops: lock/unlock operations per second, hintlock and its peers side by side

Usage: cargo run --release --example mutex_ops -- [FLAGS]

Every thread loops: lock; --cs work units; unlock; --outside work units.
A work unit is one dependent 64-bit multiply-add through black_box (its
cost here is printed). The lock guards a counter checked against the
threads' own counts at the end; a mismatch is an error (exit 1), and
so is a run in which no pair completes for 60 s (a deadlocked lock).
Within each thread count the locks run interleaved, --repeats times in a
rotated order; reports give the median of the repeats.

Flags:
  --threads LIST     thread counts, e.g. 1,2,32 (default: 1, 2, CPUs, 2 x CPUs, 32 = {default_threads})
  --seconds S        seconds per run, fractions allowed (default {DEFAULT_SECONDS}; time mode)
  --mode time|count  time: run for --seconds; count: every thread does --iterations
                     pairs and each thread's cost time is listed, as in DPDK's
                     spinlock_autotest (default time)
  --iterations N     lock/unlock pairs per thread in count mode (default {DEFAULT_ITERATIONS})
  --locks LIST       locks to compare, or all (default all):
{locks}  --cs N             work units inside the lock (default 0)
  --outside N        work units outside the lock (default 0)
  --repeats N        runs per lock and thread count; the median is reported (default {DEFAULT_REPEATS})
  --format F         table, csv or json (default table)
  --plot FILE.svg    also draw ops/s against threads, one line per lock
  --help             this text

Build with --features stats to add futex waits and wakes per 1,000
operations for hintlock's locks. Bad flags exit with status 2.
",
        default_threads = default_threads(cpus())
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(","),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> Result<Config, ArgError> {
        match parse(args.iter().map(OsString::from))? {
            Command::Run(config) => Ok(config),
            Command::Help => panic!("unexpected --help"),
        }
    }

    fn flag_of(args: &[&str]) -> String {
        run(args).expect_err("bad input accepted").flag
    }

    #[test]
    fn defaults() {
        let c = run(&[]).unwrap();
        assert_eq!(c.threads, default_threads(cpus()));
        assert_eq!(c.mode, Mode::Time);
        assert_eq!(c.seconds, DEFAULT_SECONDS);
        assert_eq!(c.repeats, DEFAULT_REPEATS);
        assert_eq!(c.locks, LockKind::all_available());
        assert_eq!((c.cs, c.outside), (0, 0));
        assert_eq!(c.format, Format::Table);
        assert!(c.plot.is_none());
    }

    #[test]
    fn default_threads_are_sorted_and_deduplicated() {
        assert_eq!(default_threads(1), [1, 2, 32]);
        assert_eq!(default_threads(2), [1, 2, 4, 32]);
        assert_eq!(default_threads(16), [1, 2, 16, 32]);
        assert_eq!(default_threads(64), [1, 2, 32, 64, 128]);
    }

    #[test]
    fn values_inline_or_separate() {
        let c = run(&[
            "--threads=8,2,2",
            "--seconds",
            "0.25",
            "--locks",
            "std,hintlock,std",
            "--cs=3",
            "--outside",
            "7",
            "--repeats=5",
            "--format",
            "json",
            "--plot=x.svg",
        ])
        .unwrap();
        assert_eq!(c.threads, [2, 8]);
        assert_eq!(c.seconds, 0.25);
        assert_eq!(c.locks, [LockKind::Std, LockKind::Hintlock]);
        assert_eq!((c.cs, c.outside, c.repeats), (3, 7, 5));
        assert_eq!(c.format, Format::Json);
        assert_eq!(c.plot.as_deref(), Some(std::path::Path::new("x.svg")));
    }

    #[test]
    fn count_mode() {
        let c = run(&["--mode", "count", "--iterations", "123"]).unwrap();
        assert_eq!((c.mode, c.iterations), (Mode::Count, 123));
        assert_eq!(
            run(&["--mode=count"]).unwrap().iterations,
            DEFAULT_ITERATIONS
        );
    }

    #[test]
    fn help_wins() {
        assert!(matches!(
            parse(["--threads", "1", "--help"].map(OsString::from)),
            Ok(Command::Help)
        ));
    }

    #[test]
    fn bad_input_names_its_flag() {
        assert_eq!(flag_of(&["--threads", "0"]), "--threads");
        assert_eq!(flag_of(&["--threads", "1,,2"]), "--threads");
        assert_eq!(flag_of(&["--threads", "two"]), "--threads");
        assert_eq!(flag_of(&["--threads", "99999"]), "--threads");
        assert_eq!(flag_of(&["--threads"]), "--threads");
        assert_eq!(flag_of(&["--threads", "--cs", "1"]), "--threads");
        assert_eq!(flag_of(&["--seconds", "0"]), "--seconds");
        assert_eq!(flag_of(&["--seconds", "-1"]), "--seconds");
        assert_eq!(flag_of(&["--seconds", "inf"]), "--seconds");
        assert_eq!(flag_of(&["--seconds", "NaN"]), "--seconds");
        assert_eq!(flag_of(&["--locks", "hintlock,nope"]), "--locks");
        assert_eq!(flag_of(&["--cs", "-1"]), "--cs");
        assert_eq!(flag_of(&["--outside", "1.5"]), "--outside");
        assert_eq!(flag_of(&["--repeats", "0"]), "--repeats");
        assert_eq!(flag_of(&["--mode", "fast"]), "--mode");
        assert_eq!(flag_of(&["--format", "xml"]), "--format");
        assert_eq!(flag_of(&["--plot="]), "--plot");
        assert_eq!(flag_of(&["--iterations", "5"]), "--iterations");
        assert_eq!(flag_of(&["--mode", "count", "--seconds", "1"]), "--seconds");
        assert_eq!(
            flag_of(&["--mode", "count", "--iterations", "0"]),
            "--iterations"
        );
        assert_eq!(flag_of(&["--bogus"]), "--bogus");
        assert_eq!(flag_of(&["stray"]), "stray");
    }
}
