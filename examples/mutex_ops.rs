//! mutex_ops: lock/unlock operations per second, hintlock and its peers side
//! by side in one run, with the architecture path on and off.
//!
//! It reproduces two upstream measurements: the POWER lock-hint change (32
//! threads lock and unlock one global mutex; the result in lock/unlock
//! operations per second) and DPDK's spinlock_autotest (each thread does a
//! fixed number of lock/unlock pairs and reports its cost time; `--mode
//! count`).
//!
//! ```text
//! cargo run --release --example mutex_ops                       # every lock, workload, default thread count
//! cargo run --release --example mutex_ops -- --threads 32 --workloads empty --locks hintlock,hintlock-nohint,pthread
//! cargo run --release --example mutex_ops -- --mode count --threads 12 --workloads empty
//! cargo run --release --example mutex_ops -- --help
//! ```
//!
//! Workloads (`--workloads`, default all): `empty` (nothing inside or
//! outside the lock), `short` (10 work units inside, 50 outside), `medium`
//! (100 and 100) and `sleepy` (the holder sleeps 50 us inside the lock);
//! `--cs`/`--outside` define one custom workload instead. One more runs
//! only when named: `mixed` (even-numbered threads do `short`'s work,
//! odd-numbered ones `medium`'s, on the same lock).
//!
//! Method: for each workload and thread count, the locks run one after
//! another in an order rotated every repeat (so none always runs first or
//! last on a warming or cooling machine), `--repeats` times; reports give
//! medians, the CPU time per pair, and a verdict (hintlock against the best
//! peer in every cell). Each run uses a fresh lock and fresh threads, and
//! ends by checking the lock's counter against the threads' own counts.
//!
//! Bad flags print one line naming the flag and exit with status 2; a
//! failed count check or an I/O error exits with status 1. The verdict
//! never changes the exit status.

#[path = "mutex_ops/args.rs"]
mod args;
#[path = "common/flags.rs"]
mod flags;
#[path = "common/line.rs"]
mod line;
#[path = "mutex_ops/locks.rs"]
mod locks;
#[path = "mutex_ops/plot.rs"]
mod plot;
#[path = "mutex_ops/report.rs"]
mod report;
#[path = "mutex_ops/states.rs"]
mod states;
#[path = "mutex_ops/verdict.rs"]
mod verdict;
#[path = "mutex_ops/workload.rs"]
mod workload;

use args::{Command, Config};
use locks::{BenchLock, LockKind, LockVisitor};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use workload::{Plan, RunResult, Workload};

/// Runs one plan on the visited lock type (named for messages).
struct Runner(Plan, &'static str);

impl LockVisitor for Runner {
    type Output = Result<RunResult, String>;
    fn visit<L: BenchLock>(self) -> Self::Output {
        workload::run::<L>(self.0, self.1)
    }
}

/// The progress line on stderr: rewritten in place on a terminal, one line
/// per finished thread count otherwise.
struct Progress {
    total: usize,
    done: usize,
    terminal: bool,
}

impl Progress {
    fn run_starts(
        &mut self,
        workload: &Workload,
        threads: usize,
        (repeat, repeats): (usize, usize),
        lock: LockKind,
    ) {
        if self.terminal {
            eprint!(
                "\r\x1b[K[{}/{}] {}, {}, repeat {}/{repeats}: {}",
                self.done + 1,
                self.total,
                workload.name,
                report::threads_label(threads),
                repeat + 1,
                lock.name()
            );
            let _ = std::io::stderr().flush();
        }
        self.done += 1;
    }

    fn cell_done(&self, workload: &Workload, threads: usize) {
        if !self.terminal {
            eprintln!(
                "mutex_ops: {}, {} done ({}/{} runs)",
                workload.name,
                report::threads_label(threads),
                self.done,
                self.total
            );
        }
    }

    fn finish(&self) {
        if self.terminal {
            eprint!("\r\x1b[K");
        }
    }
}

/// The cache-line probe (`--line-probe`): the round trip between two CPUs,
/// in nanoseconds, measured before and after every run, so that a run can
/// be placed in the machine's state (see `states.rs`).
struct LineProbe {
    cpus: [usize; 2],
    trips: u32,
    /// The last probe, which is also the next run's "before".
    last: Option<f64>,
}

impl LineProbe {
    /// `None` when off, or when there are not two CPUs to measure between.
    fn new(trips: u32) -> Option<LineProbe> {
        if trips == 0 {
            return None;
        }
        Some(LineProbe {
            cpus: line::probe_cpus()?,
            trips,
            last: None,
        })
    }

    /// One probe, in nanoseconds; `None` if the CPUs could not be used
    /// (the affinity changed under the run).
    fn probe(&self) -> Option<f64> {
        line::round_trip(self.cpus, self.trips)
            .ok()
            .map(|d| d.as_nanos() as f64)
    }

    /// The probe before a run: the one after the previous run, if any.
    fn before(&self) -> Option<f64> {
        self.last.or_else(|| self.probe())
    }

    /// The probe after a run, kept as the next run's "before".
    fn after(&mut self) -> Option<f64> {
        self.last = self.probe();
        self.last
    }
}

fn measure(config: &Config, probe: &mut Option<LineProbe>) -> Result<Vec<report::Summary>, String> {
    let mut progress = Progress {
        total: config.workloads.len() * config.threads.len() * config.repeats * config.locks.len(),
        done: 0,
        terminal: std::io::stderr().is_terminal(),
    };
    let mut summaries = Vec::new();
    let cells = config
        .workloads
        .iter()
        .enumerate()
        .flat_map(|w| config.threads.iter().map(move |&t| (w, t)));
    for (cell, ((w, workload), threads)) in cells.enumerate() {
        let plan = Plan {
            threads,
            length: config.length_at(workload, threads),
            cs: workload.cs,
            outside: workload.outside,
            hold_sleep: workload.hold_sleep,
            odd: workload.odd,
        };
        let mut runs: Vec<Vec<RunResult>> = vec![Vec::new(); config.locks.len()];
        let mut lines: Vec<Vec<Option<[f64; 2]>>> = vec![Vec::new(); config.locks.len()];
        for repeat in 0..config.repeats {
            // Rotate the order every repeat and every cell.
            let n = config.locks.len();
            for k in 0..n {
                let index = (k + repeat + cell) % n;
                let lock = config.locks[index];
                progress.run_starts(workload, threads, (repeat, config.repeats), lock);
                let before = probe.as_ref().and_then(LineProbe::before);
                let result = lock.visit(Runner(plan, lock.name())).map_err(|e| {
                    format!(
                        "{} with {}, workload {}: {e}",
                        lock.name(),
                        report::threads_label(threads),
                        workload.name
                    )
                })?;
                runs[index].push(result);
                let after = probe.as_mut().and_then(LineProbe::after);
                lines[index].push(before.zip(after).map(|(b, a)| [b, a]));
            }
        }
        progress.cell_done(workload, threads);
        for (index, lock) in config.locks.iter().enumerate() {
            summaries.push(report::summarise(
                (w, plan.length),
                threads,
                *lock,
                &runs[index],
                &lines[index],
            ));
        }
    }
    progress.finish();
    Ok(summaries)
}

/// The `--plot` file, checked before the measurement (so that a file that
/// cannot be written is an error at once) but not truncated until the plot
/// is written: a failed or interrupted run leaves an existing plot as it
/// was, and leaves no empty file behind where there was none.
struct PlotFile {
    path: std::path::PathBuf,
    /// The file, if it existed, opened for writing (not truncated).
    existing: Option<std::fs::File>,
}

impl PlotFile {
    fn open(path: &std::path::Path) -> std::io::Result<PlotFile> {
        let mut options = std::fs::OpenOptions::new();
        options.write(true);
        let existing = match options.clone().create_new(true).open(path) {
            // It can be created: remove it again until there is a plot.
            Ok(_) => {
                std::fs::remove_file(path)?;
                None
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Some(options.open(path)?),
            Err(e) => return Err(e),
        };
        Ok(PlotFile {
            path: path.to_path_buf(),
            existing,
        })
    }

    /// Replaces the file's contents with `text`, or creates it.
    fn write(self, text: &str) -> std::io::Result<()> {
        match self.existing {
            Some(mut file) => {
                file.set_len(0)?;
                file.write_all(text.as_bytes())?;
                file.flush()
            }
            None => std::fs::write(&self.path, text),
        }
    }
}

fn write_plot(config: &Config, file: PlotFile, all: &[report::Summary]) -> Result<(), String> {
    let panels: Vec<plot::Panel> = config
        .workloads
        .iter()
        .enumerate()
        .map(|(w, workload)| plot::Panel {
            title: format!(
                "mutex_ops, workload {}: lock/unlock ops/s, one global lock",
                workload.name
            ),
            subtitle: format!(
                "{} CPUs {}, {}, {}, median of {}",
                args::cpus(),
                std::env::consts::ARCH,
                workload.describe(),
                match config.length(workload) {
                    workload::Length::Time(t) =>
                        format!("{} s runs{}", t.as_secs_f64(), config.describe_scaling()),
                    workload::Length::Count(n) => format!("{n} pairs per thread"),
                },
                config.repeats
            ),
            series: config
                .locks
                .iter()
                .map(|&lock| plot::Series {
                    name: lock.name().to_string(),
                    points: all
                        .iter()
                        .filter(|s| s.workload == w && s.lock == lock)
                        .map(|s| (s.threads, s.ops_per_sec))
                        .collect(),
                })
                .collect(),
        })
        .collect();
    let path = flags::one_line(&file.path.display().to_string());
    file.write(&plot::svg(&config.threads, &panels))
        .map_err(|e| format!("--plot: cannot write {path}: {e}"))
}

/// The whole program, with its output going to `out` and its messages to
/// `err` (the progress line goes to the real stderr): returns the exit
/// status.
fn run(
    args: impl IntoIterator<Item = std::ffi::OsString>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let config = match args::parse(args) {
        Ok(Command::Run(config)) => config,
        Ok(Command::Help) => {
            return match out.write_all(args::usage().as_bytes()) {
                Ok(()) => 0,
                Err(_) => 1,
            };
        }
        Err(e) => {
            let _ = writeln!(err, "mutex_ops: {e}");
            return 2;
        }
    };
    // Find out now, not after the measurement, if the plot cannot be written.
    let plot_file = match config.plot.as_deref().map(PlotFile::open).transpose() {
        Ok(file) => file,
        Err(e) => {
            let path = config.plot.as_deref().unwrap_or(std::path::Path::new(""));
            let _ = writeln!(
                err,
                "mutex_ops: --plot: cannot write {}: {e}",
                flags::one_line(&path.display().to_string())
            );
            return 2;
        }
    };
    let work_unit_ns = workload::work_unit_ns();
    let mut probe = LineProbe::new(config.line_probe);
    let summaries = match measure(&config, &mut probe) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(err, "mutex_ops: error: {e}");
            return 1;
        }
    };
    let ctx = report::Context {
        config: &config,
        work_unit_ns,
        cpus: args::cpus(),
        line_cpus: probe.map(|p| p.cpus),
    };
    let text = report::print(&ctx, &summaries);
    if out
        .write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .is_err()
    {
        return 1;
    }
    if let Some(file) = plot_file {
        if let Err(e) = write_plot(&config, file, &summaries) {
            let _ = writeln!(err, "mutex_ops: {e}");
            return 1;
        }
    }
    0
}

fn main() -> ExitCode {
    let status = run(
        std::env::args_os().skip(1),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr(),
    );
    ExitCode::from(status)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the program in this process: (status, stdout, stderr).
    fn run_with(args: &[&str]) -> (u8, String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = run(args.iter().map(Into::into), &mut out, &mut err);
        (
            status,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    // The runs below leave out the `std` peer: ThreadSanitizer (ci/tsan.sh
    // runs these tests) cannot see std's futex-based mutex and would report
    // the data it guards as racing. The verdict's comparison with std is
    // tested on made-up results in `verdict.rs`.

    #[test]
    fn tiny_run_prints_every_workload_and_the_verdict() {
        let (status, out, err) = run_with(&[
            "--threads",
            "2",
            "--seconds",
            "0.01",
            "--repeats",
            "1",
            "--workloads",
            "empty,sleepy",
            "--locks",
            "hintlock,parking_lot,pthread",
        ]);
        assert_eq!(status, 0, "stderr: {err}");
        assert!(err.is_empty(), "stderr: {err}");
        assert!(out.contains("workload empty: --cs 0 --outside 0"), "{out}");
        assert!(
            out.contains("workload sleepy: --cs 0 --outside 0, holder sleeps 50 us"),
            "{out}"
        );
        assert!(
            out.contains(
                "verdict: hintlock against the best of parking_lot, pthread in every cell"
            ),
            "{out}"
        );
        // One verdict row per cell: 2 workloads x 1 thread count (the
        // cache-line section after it may list the cells again by state).
        let verdict = out.split("\ncache line: ").next().unwrap_or_default();
        let rows = verdict
            .lines()
            .filter(|l| l.starts_with("empty ") || l.starts_with("sleepy "))
            .count();
        assert_eq!(rows, 2, "{out}");
        let summary = out
            .lines()
            .find(|l| l.starts_with("summary: "))
            .unwrap_or_else(|| panic!("no summary line in\n{out}"));
        assert!(summary.contains(" of 2 cells"), "{summary}");
    }

    #[test]
    fn the_line_probe_reports_unless_turned_off() {
        let base =
            "--threads=2 --seconds=0.01 --repeats=2 --workloads=short --locks=hintlock,pthread";
        let base: Vec<&str> = base.split(' ').collect();
        let (status, out, _) = run_with(&[&base[..], &["--line-probe", "0"]].concat());
        assert_eq!(status, 0);
        assert!(!out.contains("cache line:"), "{out}");
        let (status, out, _) = run_with(&[&base[..], &["--line-probe", "100"]].concat());
        assert_eq!(status, 0);
        if line::probe_cpus().is_some() {
            // Four runs, five probes: one state or two, but a report.
            assert!(
                out.contains("cache line: one state, round trip ")
                    || out.contains("cache line: two states."),
                "{out}"
            );
            assert!(out.contains("measured before and after"), "{out}");
        } else {
            assert!(!out.contains("cache line:"), "{out}");
        }
        let (status, out, _) =
            run_with(&[&base[..], &["--line-probe", "100", "--format", "csv"]].concat());
        assert_eq!(status, 0);
        let header = out.lines().next().unwrap_or_default();
        assert!(header.ends_with(",repeat_line_ns"), "{header}");
        if line::probe_cpus().is_some() {
            // Each data row ends in two "before/after" pairs.
            for row in out.lines().skip(1) {
                let last = row.rsplit(',').next().unwrap_or_default();
                assert_eq!(last.split(';').count(), 2, "{row}");
                assert!(last.split(';').all(|p| p.split('/').count() == 2), "{row}");
            }
        }
    }

    #[test]
    fn verdict_falls_back_to_hintlock_raw_and_is_skipped_without_hintlock() {
        let base = [
            "--threads",
            "2",
            "--seconds",
            "0.01",
            "--repeats",
            "1",
            "--workloads",
            "empty",
        ];
        let (status, out, _) =
            run_with(&[&base[..], &["--locks", "hintlock-raw,pthread"]].concat());
        assert_eq!(status, 0);
        assert!(
            out.contains("verdict: hintlock-raw against the best of pthread"),
            "{out}"
        );
        let (status, out, _) = run_with(&[&base[..], &["--locks", "parking_lot,pthread"]].concat());
        assert_eq!(status, 0);
        assert!(out.contains("verdict: skipped"), "{out}");
        assert!(!out.contains("summary: "), "{out}");
    }

    #[test]
    fn json_has_the_verdict() {
        let (status, out, _) = run_with(&[
            "--threads=1,2",
            "--seconds=0.01",
            "--repeats=2",
            "--workloads=short",
            "--locks=hintlock,pthread",
            "--format=json",
        ]);
        assert_eq!(status, 0);
        assert!(out.contains(r#""verdict": {"#), "{out}");
        assert!(
            out.contains(r#""workload": "short", "threads": 2, "ops_per_sec""#),
            "{out}"
        );
        assert!(out.contains(r#""best_peer": "pthread""#), "{out}");
        assert!(out.contains(r#""line_states": "#), "{out}");
        assert!(out.contains(r#""repeat_line_ns": ["#), "{out}");
    }

    #[test]
    fn bad_workload_flags_exit_2_with_one_line() {
        for args in [
            &["--workloads", "empty,nosuch"][..],
            &["--workloads", "short", "--cs", "3"],
            &["--outside", "3", "--workloads", "short"],
        ] {
            let (status, out, err) = run_with(args);
            assert_eq!(status, 2, "{args:?}");
            assert!(out.is_empty(), "{args:?}: {out}");
            assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
            assert!(err.starts_with("mutex_ops: --workloads: "), "{err}");
        }
        let (_, _, err) = run_with(&["--workloads", "empty,nosuch"]);
        assert!(err.contains("'nosuch'"), "{err}");
    }

    #[test]
    fn help_and_its_short_form() {
        for flag in ["--help", "-h"] {
            let (status, out, err) = run_with(&[flag]);
            assert_eq!((status, err.as_str()), (0, ""), "{flag}");
            assert!(out.starts_with("mutex_ops: "), "{out}");
        }
        let (status, out, err) = run_with(&["--help=x"]);
        assert_eq!((status, out.as_str()), (2, ""));
        assert_eq!(err, "mutex_ops: --help: takes no value\n");
    }

    #[test]
    fn plot_file_is_not_truncated_before_the_measurement() {
        let dir = std::env::temp_dir().join(format!("mutex_ops_plot_{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("old.svg");
        std::fs::write(&path, "old plot").unwrap();
        let plot = format!("--plot={}", path.display());
        // A bad flag after --plot: the old plot stays.
        let (status, _, _) = run_with(&[&plot, "--bogus"]);
        assert_eq!(status, 2);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old plot");
        // Checking the file changes nothing: a run that fails after the
        // check leaves an old plot as it was, and no new empty file.
        drop(PlotFile::open(&path).unwrap());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old plot");
        let new = dir.join("new.svg");
        drop(PlotFile::open(&new).unwrap());
        assert!(!new.exists());
        // A directory is refused at once.
        let (status, _, err) = run_with(&[&format!("--plot={}", dir.display())]);
        assert_eq!(status, 2, "{err}");
        assert!(err.starts_with("mutex_ops: --plot: cannot write "), "{err}");
        // A finished run replaces the old plot.
        let (status, _, err) = run_with(&[
            &plot,
            "--threads=1",
            "--seconds=0.01",
            "--repeats=1",
            "--workloads=empty",
            "--locks=hintlock",
            "--line-probe=0",
        ]);
        assert_eq!(status, 0, "{err}");
        let svg = std::fs::read_to_string(&path).unwrap();
        assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"), "{svg}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
