//! Command-line parsing: `--flag value` or `--flag=value`, `--help` or `-h`
//! (the syntax of every example: `common/flags.rs`); every error names the
//! flag it is about, on one line.

use super::flags::{each_flag, MIN_SECONDS};
use super::locks::LockKind;
use super::workload::{Length, Workload};
use std::ffi::OsString;
use std::path::PathBuf;

/// Seconds per run when `--seconds` is not given, below 8 threads per CPU
/// (see [`run_scale`] from there on). On a 2-CPU machine the default run is 5
/// thread counts x 7 locks x 5 repeats for each of the three working
/// workloads (4 x 0.3 s + 1.2 s at 32 threads: 252 s) and for `sleepy` (4 x
/// 0.2 s + 0.8 s: 56 s): about 5 minutes.
pub const DEFAULT_SECONDS: f64 = 0.3;
/// Seconds per run for a workload whose holder sleeps, when `--seconds` is
/// not given: it does about ten thousand pairs a second whatever the lock,
/// so longer runs add little.
pub const DEFAULT_SLEEPY_SECONDS: f64 = 0.2;
/// Repeats of every run when `--repeats` is not given.
///
/// Five, not three (since session 46): the verdict calls two locks apart
/// only when all of one's repeats beat all of the other's, and with 3
/// repeats each, two locks drawn from one distribution come out apart in 1
/// cell in 10 (2 orderings of the C(6, 3) = 20), so a lock level with its
/// peers was called behind somewhere in most default runs. With 5 it is 2
/// of C(10, 5) = 252 orderings, 1 cell in 126 (README, "How often the rule
/// errs" under `mutex_ops`).
pub const DEFAULT_REPEATS: usize = 5;
/// Pairs per thread in count mode when `--iterations` is not given: DPDK's
/// spinlock_autotest does 10,000 per core.
pub const DEFAULT_ITERATIONS: u64 = 10_000;
/// Pairs per thread in count mode for a workload whose holder sleeps, when
/// `--iterations` is not given (10,000 would take 1 s per thread).
pub const DEFAULT_SLEEPY_ITERATIONS: u64 = 100;
/// Round trips per cache-line probe (`--line-probe`) when the flag is not
/// given: 1-7 ms per probe on the development VM (60-350 ns a trip), one
/// probe per run plus one, so about 2 s over the default run's 420 runs.
pub const DEFAULT_LINE_PROBE: u32 = 20_000;
/// The most threads one run may start.
pub use super::flags::MAX_THREADS;

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

/// How many times the default run length a time-mode run with `threads`
/// threads lasts on `cpus` CPUs: `threads / (4 x cpus)` rounded down, at
/// least 1 (so 1 below 8 threads per CPU, 2 from 8, 4 from 16). Each thread
/// then gets at least half the CPU time per run it gets at 4 threads per CPU
/// (all of it at multiples of 4 per CPU, such as 32 threads on 2 CPUs).
///
/// Why: at 32 threads on 2 CPUs a 0.3 s run gives each thread about 19 ms of
/// CPU, some six of the scheduler's time slices, and `min/mean` then
/// measures which thread happened to get a slice less. Measured here (5
/// locks, the three working workloads, medians of 3): with 0.3 s runs 11 of
/// the 15 32-thread cells were below 0.5, at least two for every lock; with
/// 1 s runs all 15 were at 0.54 or above.
pub fn run_scale(threads: usize, cpus: usize) -> u32 {
    u32::try_from(threads / (4 * cpus.max(1))).map_or(u32::MAX, |k| k.max(1))
}

/// A complete, checked configuration.
#[derive(Clone, Debug)]
pub struct Config {
    /// Thread counts, ascending, no duplicates.
    pub threads: Vec<usize>,
    pub mode: Mode,
    pub seconds: f64,
    pub iterations: u64,
    /// Run length for workloads whose holder sleeps: `--seconds` or
    /// `--iterations` if given, else the shorter defaults.
    pub sleepy_seconds: f64,
    pub sleepy_iterations: u64,
    /// Time-mode runs get longer with many threads per CPU ([`run_scale`]):
    /// true unless `--seconds` was given.
    pub scaled: bool,
    /// Locks, in report order, no duplicates.
    pub locks: Vec<LockKind>,
    /// Workloads, in report order, no duplicates.
    pub workloads: Vec<Workload>,
    pub repeats: usize,
    pub format: Format,
    pub plot: Option<PathBuf>,
    /// Round trips per cache-line probe before and after every run; 0 for
    /// none (`--line-probe`).
    pub line_probe: u32,
}

impl Config {
    /// How long each run of `workload` lasts.
    pub fn length(&self, workload: &Workload) -> Length {
        match (self.mode, workload.sleeps()) {
            (Mode::Time, false) => Length::Time(std::time::Duration::from_secs_f64(self.seconds)),
            (Mode::Time, true) => {
                Length::Time(std::time::Duration::from_secs_f64(self.sleepy_seconds))
            }
            (Mode::Count, false) => Length::Count(self.iterations),
            (Mode::Count, true) => Length::Count(self.sleepy_iterations),
        }
    }

    /// How long each run of `workload` with `threads` threads lasts: the
    /// [`Config::length`], times [`run_scale`] unless `--seconds` was given.
    pub fn length_at(&self, workload: &Workload, threads: usize) -> Length {
        match self.length(workload) {
            Length::Time(t) if self.scaled => Length::Time(t * run_scale(threads, cpus())),
            other => other,
        }
    }

    /// ", x4 at 32 threads" for each thread count whose runs last longer
    /// than the base length (empty when none does).
    pub fn describe_scaling(&self) -> String {
        if !self.scaled || self.mode != Mode::Time {
            return String::new();
        }
        self.threads
            .iter()
            .map(|&t| (t, run_scale(t, cpus())))
            .filter(|&(_, k)| k > 1)
            .map(|(t, k)| format!(", x{k} at {t} threads"))
            .collect()
    }

    /// "0.3 s per run", with the sleepy workloads' length if it differs
    /// and one of them runs, and the longer runs at high thread counts.
    pub fn describe_length(&self) -> String {
        let sleepy = self.workloads.iter().any(Workload::sleeps);
        match self.mode {
            Mode::Time => {
                let mut text = format!("{} s per run", self.seconds);
                if sleepy && self.sleepy_seconds != self.seconds {
                    text.push_str(&format!(
                        " ({} s with a sleeping holder)",
                        self.sleepy_seconds
                    ));
                }
                text.push_str(&self.describe_scaling());
                text
            }
            Mode::Count => {
                let mut text = format!("{} lock/unlock pairs per thread per run", self.iterations);
                if sleepy && self.sleepy_iterations != self.iterations {
                    text.push_str(&format!(
                        " ({} with a sleeping holder)",
                        self.sleepy_iterations
                    ));
                }
                text
            }
        }
    }
}

/// What the command line asks for.
pub enum Command {
    Run(Config),
    Help,
}

/// A bad command line: which flag, and what is wrong with it (displayed on
/// one line whatever the flag and the message hold).
pub use super::flags::BadFlag as ArgError;

fn err(flag: &str, message: impl Into<String>) -> ArgError {
    ArgError::new(flag, message)
}

/// The default thread counts: 1 (uncontended), 2, 4, 8 and 32 (issue 5's
/// cells), and the CPU count and twice that.
pub fn default_threads(cpus: usize) -> Vec<usize> {
    let mut threads = vec![1, 2, 4, 8, 32, cpus, 2 * cpus];
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
    let mut workloads = None;
    let mut cs = None;
    let mut outside = None;
    let mut repeats = DEFAULT_REPEATS;
    let mut format = Format::Table;
    let mut plot = None;
    let mut line_probe = DEFAULT_LINE_PROBE;

    // The shared loop: flag syntax, a flag given twice, and `--help`
    // wherever it appears (it stops the loop: `Ok(false)`).
    let complete = each_flag(args, &FLAGS, |f, value| {
        match f {
            "--threads" => threads = Some(parse_threads(f, value)?),
            "--seconds" => seconds = Some(parse_seconds(f, value)?),
            "--iterations" => iterations = Some(parse_count(f, value, 1, 1_000_000_000_000)?),
            "--locks" => locks = Some(parse_locks(f, value)?),
            "--workloads" => workloads = Some(parse_workloads(f, value)?),
            "--cs" => cs = Some(parse_count(f, value, 0, 1_000_000_000)?),
            "--outside" => outside = Some(parse_count(f, value, 0, 1_000_000_000)?),
            "--repeats" => repeats = parse_count(f, value, 1, 1000)? as usize,
            "--line-probe" => line_probe = parse_count(f, value, 0, 10_000_000)? as u32,
            "--mode" => {
                mode = match value {
                    "time" => Mode::Time,
                    "count" => Mode::Count,
                    _ => return Err(err(f, format!("'{value}' is not time or count"))),
                }
            }
            "--format" => {
                format = match value {
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
        Ok(())
    })?;
    if !complete {
        return Ok(Command::Help);
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
    let workloads = match (workloads, cs.is_some() || outside.is_some()) {
        (Some(_), true) => {
            return Err(err(
                "--workloads",
                "cannot be combined with --cs/--outside (they define one custom workload)",
            ))
        }
        (Some(list), false) => list,
        (None, true) => vec![Workload::custom(cs.unwrap_or(0), outside.unwrap_or(0))],
        (None, false) => Workload::all_named(),
    };
    Ok(Command::Run(Config {
        threads: threads.unwrap_or_else(|| default_threads(cpus())),
        mode,
        seconds: seconds.unwrap_or(DEFAULT_SECONDS),
        iterations: iterations.unwrap_or(DEFAULT_ITERATIONS),
        sleepy_seconds: seconds.unwrap_or(DEFAULT_SLEEPY_SECONDS),
        sleepy_iterations: iterations.unwrap_or(DEFAULT_SLEEPY_ITERATIONS),
        scaled: seconds.is_none(),
        locks: locks.unwrap_or_else(LockKind::all_available),
        workloads,
        repeats,
        format,
        plot,
        line_probe,
    }))
}

/// Every flag that takes a value.
const FLAGS: [&str; 12] = [
    "--threads",
    "--seconds",
    "--iterations",
    "--locks",
    "--workloads",
    "--cs",
    "--outside",
    "--repeats",
    "--mode",
    "--format",
    "--plot",
    "--line-probe",
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

fn parse_workloads(flag: &str, value: &str) -> Result<Vec<Workload>, ArgError> {
    if value == "all" {
        return Ok(Workload::all_named());
    }
    let mut workloads: Vec<Workload> = Vec::new();
    for item in list_items(flag, value)? {
        let workload = Workload::named(item).ok_or_else(|| {
            let known: Vec<_> = Workload::NAMED
                .iter()
                .map(|w| w.0)
                .chain([Workload::MIXED])
                .collect();
            err(
                flag,
                format!(
                    "unknown workload '{item}' (known: {}, all; --cs/--outside for others)",
                    known.join(", ")
                ),
            )
        })?;
        if !workloads.contains(&workload) {
            workloads.push(workload);
        }
    }
    Ok(workloads)
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

/// A number of seconds from [`MIN_SECONDS`] to a day.
fn parse_seconds(flag: &str, value: &str) -> Result<f64, ArgError> {
    let s: f64 = value
        .parse()
        .map_err(|_| err(flag, format!("'{value}' is not a number")))?;
    if !(MIN_SECONDS..=86_400.0).contains(&s) {
        return Err(err(
            flag,
            format!("'{value}' is out of range ({MIN_SECONDS} to 86400)"),
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
    let workloads: String = Workload::all_named()
        .iter()
        .map(|w| format!("    {:<18}{}\n", w.name, w.describe()))
        .chain([format!(
            "    {:<18}only when named: {}\n",
            Workload::MIXED,
            Workload::mixed().describe()
        )])
        .collect();
    format!(
        "\
mutex_ops: lock/unlock operations per second, hintlock and its peers side by side

Usage: cargo run --release --example mutex_ops -- [FLAGS]

Every thread loops: lock; --cs work units (and, in the sleepy workload,
a 50 us sleep); unlock; --outside work units. A work unit is one
dependent 64-bit multiply-add through black_box (its cost here is
printed). The lock guards a counter checked against the threads' own
counts at the end; a mismatch is an error (exit 1), and so is a run in
which no pair completes for 60 s (a deadlocked lock).
Within each workload and thread count the locks run interleaved,
--repeats times in a rotated order; reports give the median of the
repeats, the CPU time per pair, and a verdict: hintlock against the best
peer in every cell with 2 or more threads (the exit status does not
depend on it). The default run takes about 5 minutes on 2 CPUs.

Flags:
  --threads LIST     thread counts, e.g. 1,2,32 (default: 1, 2, 4, 8, 32, CPUs, 2 x CPUs = {default_threads})
  --workloads LIST   workloads to run, or all (default all):
{workloads}  --cs N             work units inside the lock: one custom workload instead of
                     --workloads (default 0)
  --outside N        work units outside the lock, for the custom workload (default 0)
  --seconds S        seconds per run, {MIN_SECONDS} to 86400, fractions allowed
                     (default {DEFAULT_SECONDS}; {DEFAULT_SLEEPY_SECONDS} for sleepy; by default k times as
                     long with 4k or more threads per CPU, k >= 2, so that
                     every thread still gets enough CPU time to compare;
                     time mode)
  --mode time|count  time: run for --seconds; count: every thread does --iterations
                     pairs and each thread's cost time is listed, as in DPDK's
                     spinlock_autotest (default time)
  --iterations N     lock/unlock pairs per thread in count mode (default {DEFAULT_ITERATIONS};
                     {DEFAULT_SLEEPY_ITERATIONS} for sleepy)
  --locks LIST       locks to compare, or all (default all):
{locks}  --repeats N        runs per lock, workload and thread count; the median is
                     reported (default {DEFAULT_REPEATS})
  --format F         table, csv or json (default table)
  --line-probe N     round trips of a cache line between two cores (the first
                     CPU allowed and the first other one that is not its SMT
                     sibling) measured before and after every run, 0 for
                     none (default {DEFAULT_LINE_PROBE}); when the round trips
                     fall in two clusters (a VM whose cache line is sometimes
                     near, sometimes far), the verdict is also given state by
                     state
  --plot FILE.svg    also draw ops/s against threads, one chart per workload,
                     one line per lock
  --help, -h         this text

Flags take their value as --flag VALUE or --flag=VALUE, each flag once.
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
        let names: Vec<_> = c.workloads.iter().map(|w| w.name.as_str()).collect();
        assert_eq!(names, ["empty", "short", "medium", "sleepy"]);
        assert_eq!(
            (c.sleepy_seconds, c.sleepy_iterations),
            (DEFAULT_SLEEPY_SECONDS, DEFAULT_SLEEPY_ITERATIONS)
        );
        assert_eq!(c.format, Format::Table);
        assert!(c.plot.is_none());
    }

    #[test]
    fn run_scale_grows_past_four_threads_per_cpu() {
        assert_eq!(run_scale(1, 2), 1);
        assert_eq!(run_scale(8, 2), 1);
        assert_eq!(run_scale(15, 2), 1);
        assert_eq!(run_scale(16, 2), 2);
        assert_eq!(run_scale(32, 2), 4);
        assert_eq!(run_scale(32, 32), 1);
        assert_eq!(run_scale(4096, 1), 1024);
        // No CPU count reads as one CPU rather than dividing by zero.
        assert_eq!(run_scale(8, 0), 2);
    }

    #[test]
    fn default_runs_are_longer_with_many_threads_per_cpu() {
        use std::time::Duration;
        let c = run(&[]).unwrap();
        let (empty, sleepy) = (&c.workloads[0], &c.workloads[3]);
        let many = 8 * cpus();
        let at = |w, t| c.length_at(w, t);
        assert_eq!(at(empty, 1), Length::Time(Duration::from_secs_f64(0.3)));
        assert_eq!(
            at(empty, many),
            Length::Time(Duration::from_secs_f64(0.3) * 2)
        );
        assert_eq!(
            at(sleepy, many),
            Length::Time(Duration::from_secs_f64(0.2) * 2)
        );
        let c = run(&["--threads", &format!("1,{many}")]).unwrap();
        assert!(
            c.describe_length()
                .ends_with(&format!(", x2 at {many} threads")),
            "{}",
            c.describe_length()
        );
        // An explicit --seconds is taken as given, and count mode counts.
        let c = run(&["--seconds", "0.5"]).unwrap();
        assert_eq!(
            c.length_at(&c.workloads[0], many),
            Length::Time(Duration::from_millis(500))
        );
        let c = run(&["--mode", "count"]).unwrap();
        assert_eq!(
            c.length_at(&c.workloads[0], many),
            Length::Count(DEFAULT_ITERATIONS)
        );
    }

    #[test]
    fn default_threads_are_sorted_and_deduplicated() {
        assert_eq!(default_threads(1), [1, 2, 4, 8, 32]);
        assert_eq!(default_threads(2), [1, 2, 4, 8, 32]);
        assert_eq!(default_threads(16), [1, 2, 4, 8, 16, 32]);
        assert_eq!(default_threads(64), [1, 2, 4, 8, 32, 64, 128]);
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
        assert_eq!(c.workloads, [Workload::custom(3, 7)]);
        assert_eq!(c.workloads[0].name, "cs=3,out=7");
        assert_eq!(c.repeats, 5);
        assert_eq!(c.format, Format::Json);
        assert_eq!(c.plot.as_deref(), Some(std::path::Path::new("x.svg")));
    }

    #[test]
    fn workloads_by_name() {
        let c = run(&["--workloads", "sleepy,empty,sleepy"]).unwrap();
        let names: Vec<_> = c.workloads.iter().map(|w| w.name.as_str()).collect();
        assert_eq!(names, ["sleepy", "empty"]);
        let sleepy = &c.workloads[0];
        assert_eq!(sleepy.hold_sleep, std::time::Duration::from_micros(50));
        assert_eq!((sleepy.cs, sleepy.outside), (0, 0));
        let short = Workload::named("short").unwrap();
        assert_eq!((short.cs, short.outside), (10, 50));
        let medium = Workload::named("medium").unwrap();
        assert_eq!((medium.cs, medium.outside), (100, 100));
        // mixed: only when named, short's work for even threads, medium's
        // for odd ones.
        let c = run(&["--workloads", "mixed,short"]).unwrap();
        let names: Vec<_> = c.workloads.iter().map(|w| w.name.as_str()).collect();
        assert_eq!(names, ["mixed", "short"]);
        assert_eq!((c.workloads[0].cs, c.workloads[0].outside), (10, 50));
        assert_eq!(c.workloads[0].odd, Some((100, 100)));
        assert!(Workload::all_named().iter().all(|w| w.odd.is_none()));
        assert!(!Workload::all_named().iter().any(|w| w.name == "mixed"));
        assert_eq!(
            run(&["--workloads=all"]).unwrap().workloads,
            Workload::all_named()
        );
        // Only --outside: the custom workload with nothing inside.
        assert_eq!(
            run(&["--outside", "4"]).unwrap().workloads,
            [Workload::custom(0, 4)]
        );
    }

    #[test]
    fn sleepy_runs_are_shorter_unless_a_length_is_given() {
        let sleepy = Workload::named("sleepy").unwrap();
        let empty = Workload::named("empty").unwrap();
        let c = run(&[]).unwrap();
        assert!(matches!(c.length(&empty), Length::Time(t) if t.as_secs_f64() == DEFAULT_SECONDS));
        assert!(
            matches!(c.length(&sleepy), Length::Time(t) if t.as_secs_f64() == DEFAULT_SLEEPY_SECONDS)
        );
        let c = run(&["--seconds", "0.5"]).unwrap();
        assert!(matches!(c.length(&sleepy), Length::Time(t) if t.as_secs_f64() == 0.5));
        let c = run(&["--mode", "count"]).unwrap();
        assert!(matches!(
            c.length(&empty),
            Length::Count(DEFAULT_ITERATIONS)
        ));
        assert!(matches!(
            c.length(&sleepy),
            Length::Count(DEFAULT_SLEEPY_ITERATIONS)
        ));
        let c = run(&["--mode", "count", "--iterations", "7"]).unwrap();
        assert!(matches!(c.length(&sleepy), Length::Count(7)));
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
    fn line_probe_defaults_on_and_zero_turns_it_off() {
        assert_eq!(run(&[]).unwrap().line_probe, DEFAULT_LINE_PROBE);
        assert_eq!(run(&["--line-probe", "0"]).unwrap().line_probe, 0);
        assert_eq!(run(&["--line-probe=500"]).unwrap().line_probe, 500);
    }

    #[test]
    fn help_wins() {
        assert!(matches!(
            parse(["--threads", "1", "--help"].map(OsString::from)),
            Ok(Command::Help)
        ));
        assert!(matches!(
            parse(["--threads=1", "-h"].map(OsString::from)),
            Ok(Command::Help)
        ));
        assert_eq!(flag_of(&["--help=x"]), "--help");
        assert_eq!(flag_of(&["-h=x"]), "-h=x");
    }

    #[test]
    fn runs_of_less_than_a_millisecond_are_refused() {
        assert_eq!(run(&["--seconds", "0.001"]).unwrap().seconds, MIN_SECONDS);
        for tiny in ["1e-300", "0.0009", "5e-324"] {
            assert_eq!(flag_of(&["--seconds", tiny]), "--seconds", "{tiny}");
        }
    }

    #[test]
    #[cfg(unix)]
    fn bad_arguments_are_one_line_and_non_utf8_is_named() {
        use std::os::unix::ffi::OsStringExt;
        let bad = |args: Vec<OsString>| match parse(args) {
            Err(e) => e,
            Ok(_) => panic!("bad input accepted"),
        };
        let e = bad(vec![
            OsString::from("--threads"),
            OsString::from_vec(vec![0xff]),
        ]);
        assert_eq!(e.to_string(), "--threads: value is not valid UTF-8");
        let e = bad(vec![OsString::from_vec(b"--threads=\xff".to_vec())]);
        assert_eq!(e.flag, "--threads");
        let e = bad(vec![OsString::from_vec(vec![0xff, 0xfe])]);
        assert!(e.to_string().ends_with(": not valid UTF-8"), "{e}");
        for args in [
            &["--bo\ngus"][..],
            &["--threads", "1\n2"],
            &["--locks=a\rb"],
        ] {
            let e = run(args).expect_err("bad input accepted").to_string();
            assert!(!e.contains(['\n', '\r']), "{args:?}: {e:?}");
        }
        let e = run(&["--threads", "1\n2"]).unwrap_err().to_string();
        assert_eq!(e, "--threads: '1\\n2' is not a whole number");
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
        assert_eq!(flag_of(&["--workloads", "empty,nope"]), "--workloads");
        assert_eq!(flag_of(&["--workloads", "empty,,short"]), "--workloads");
        assert_eq!(
            flag_of(&["--workloads", "short", "--cs", "1"]),
            "--workloads"
        );
        assert_eq!(
            flag_of(&["--outside=1", "--workloads=empty"]),
            "--workloads"
        );
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
        assert_eq!(flag_of(&["--line-probe", "-1"]), "--line-probe");
        assert_eq!(flag_of(&["--line-probe", "10000001"]), "--line-probe");
        assert_eq!(flag_of(&["--line-probe", "many"]), "--line-probe");
        assert_eq!(flag_of(&["--bogus"]), "--bogus");
        assert_eq!(flag_of(&["stray"]), "stray");
        assert_eq!(flag_of(&["--threads", "2", "--threads=4"]), "--threads");
        assert_eq!(
            flag_of(&["--seconds=1", "--cs", "1", "--seconds", "1"]),
            "--seconds"
        );
        let e = run(&["--repeats", "3", "--repeats", "3"])
            .unwrap_err()
            .to_string();
        assert_eq!(e, "--repeats: given more than once");
    }
}
