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
//! cargo run --release --example mutex_ops                       # every lock, default thread counts
//! cargo run --release --example mutex_ops -- --threads 32 --locks hintlock,hintlock-nohint,pthread
//! cargo run --release --example mutex_ops -- --mode count --threads 12
//! cargo run --release --example mutex_ops -- --help
//! ```
//!
//! Method: for each thread count, the locks run one after another in an
//! order rotated every repeat (so none always runs first or last on a
//! warming or cooling machine), `--repeats` times; reports give medians.
//! Each run uses a fresh lock and fresh threads, and ends by checking the
//! lock's counter against the threads' own counts.
//!
//! Bad flags print one line naming the flag and exit with status 2; a
//! failed count check or an I/O error exits with status 1.

#[path = "mutex_ops/args.rs"]
mod args;
#[path = "mutex_ops/locks.rs"]
mod locks;
#[path = "mutex_ops/plot.rs"]
mod plot;
#[path = "mutex_ops/report.rs"]
mod report;
#[path = "mutex_ops/workload.rs"]
mod workload;

use args::{Command, Config, Mode};
use locks::{BenchLock, LockKind, LockVisitor};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::Duration;
use workload::{Length, Plan, RunResult};

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
    fn run_starts(&mut self, threads: usize, repeat: usize, repeats: usize, lock: LockKind) {
        if self.terminal {
            eprint!(
                "\r\x1b[K[{}/{}] {}, repeat {}/{repeats}: {}",
                self.done + 1,
                self.total,
                report::threads_label(threads),
                repeat + 1,
                lock.name()
            );
            let _ = std::io::stderr().flush();
        }
        self.done += 1;
    }

    fn cell_done(&self, threads: usize) {
        if !self.terminal {
            eprintln!(
                "mutex_ops: {} done ({}/{} runs)",
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

fn measure(config: &Config) -> Result<Vec<report::Summary>, String> {
    let mut progress = Progress {
        total: config.threads.len() * config.repeats * config.locks.len(),
        done: 0,
        terminal: std::io::stderr().is_terminal(),
    };
    let mut summaries = Vec::new();
    for (cell, &threads) in config.threads.iter().enumerate() {
        let plan = Plan {
            threads,
            length: match config.mode {
                Mode::Time => Length::Time(Duration::from_secs_f64(config.seconds)),
                Mode::Count => Length::Count(config.iterations),
            },
            cs: config.cs,
            outside: config.outside,
        };
        let mut runs: Vec<Vec<RunResult>> = vec![Vec::new(); config.locks.len()];
        for repeat in 0..config.repeats {
            // Rotate the order every repeat and every cell.
            let n = config.locks.len();
            for k in 0..n {
                let index = (k + repeat + cell) % n;
                let lock = config.locks[index];
                progress.run_starts(threads, repeat, config.repeats, lock);
                let result = lock.visit(Runner(plan, lock.name())).map_err(|e| {
                    format!(
                        "{} with {}: {e}",
                        lock.name(),
                        report::threads_label(threads)
                    )
                })?;
                runs[index].push(result);
            }
        }
        progress.cell_done(threads);
        for (index, lock) in config.locks.iter().enumerate() {
            summaries.push(report::summarise(threads, *lock, &runs[index]));
        }
    }
    progress.finish();
    Ok(summaries)
}

fn write_plot(
    config: &Config,
    path: &std::path::Path,
    all: &[report::Summary],
) -> Result<(), String> {
    let series: Vec<plot::Series> = config
        .locks
        .iter()
        .map(|&lock| plot::Series {
            name: lock.name().to_string(),
            points: all
                .iter()
                .filter(|s| s.lock == lock)
                .map(|s| (s.threads, s.ops_per_sec))
                .collect(),
        })
        .collect();
    let length = match config.mode {
        Mode::Time => format!("{} s runs", config.seconds),
        Mode::Count => format!("{} pairs per thread", config.iterations),
    };
    let subtitle = format!(
        "{} CPUs {}, --cs {} --outside {}, {length}, median of {}",
        args::cpus(),
        std::env::consts::ARCH,
        config.cs,
        config.outside,
        config.repeats
    );
    let svg = plot::svg(
        "mutex_ops: lock/unlock ops/s, one global lock",
        &subtitle,
        &config.threads,
        &series,
    );
    std::fs::write(path, svg).map_err(|e| format!("--plot: cannot write {}: {e}", path.display()))
}

fn main() -> ExitCode {
    let config = match args::parse(std::env::args_os().skip(1)) {
        Ok(Command::Run(config)) => config,
        Ok(Command::Help) => {
            print!("{}", args::usage());
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("mutex_ops: {e}");
            return ExitCode::from(2);
        }
    };
    // Find out now, not after the measurement, if the plot cannot be written.
    if let Some(path) = &config.plot {
        if let Err(e) = std::fs::File::create(path) {
            eprintln!("mutex_ops: --plot: cannot write {}: {e}", path.display());
            return ExitCode::from(2);
        }
    }
    let work_unit_ns = workload::work_unit_ns();
    let summaries = match measure(&config) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("mutex_ops: error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let ctx = report::Context {
        config: &config,
        work_unit_ns,
        cpus: args::cpus(),
    };
    let text = report::print(&ctx, &summaries);
    let mut stdout = std::io::stdout().lock();
    if stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .is_err()
    {
        return ExitCode::FAILURE;
    }
    if let Some(path) = &config.plot {
        if let Err(e) = write_plot(&config, path, &summaries) {
            eprintln!("mutex_ops: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
