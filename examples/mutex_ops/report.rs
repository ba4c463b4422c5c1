//! Medians of the repeats, and the table, CSV and JSON reports.

use super::args::{Config, Format, Mode};
use super::locks::LockKind;
use super::states;
use super::verdict;
use super::workload::{Length, RunResult};
use std::fmt::Write as _;

/// Everything a report says about one lock at one workload and thread count.
pub struct Summary {
    /// Index into the configuration's workloads.
    pub workload: usize,
    pub threads: usize,
    pub lock: LockKind,
    /// Median ops/s over the repeats.
    pub ops_per_sec: f64,
    /// Every repeat's ops/s, in run order.
    pub repeat_ops_per_sec: Vec<f64>,
    /// Median of the repeats' slowest-thread/mean ratio.
    pub min_over_mean: f64,
    /// Every repeat's slowest-thread/mean ratio, in run order (the order
    /// of `repeat_ops_per_sec` and `repeat_line_ns`).
    pub repeat_min_over_mean: Vec<f64>,
    /// Median CPU nanoseconds per pair, and every repeat's (`None` where
    /// the platform has no per-thread CPU clock).
    pub cpu_ns_per_op: Option<f64>,
    pub repeat_cpu_ns_per_op: Option<Vec<f64>>,
    /// Median futex waits and wakes per 1,000 pairs (`stats` feature and
    /// hintlock's locks only).
    pub waits_per_1k: Option<f64>,
    pub wakes_per_1k: Option<f64>,
    /// Every repeat's cache-line round trip before and after it, in
    /// nanoseconds, in run order (`None` without `--line-probe`).
    pub repeat_line_ns: Vec<Option<[f64; 2]>>,
    /// The repeat with the median total cost time (count mode's per-thread
    /// lines come from it).
    pub median_run: RunResult,
    /// Time-mode repeats that lasted far longer than planned (see
    /// [`overlong`]).
    pub overlong_runs: usize,
}

/// Whether a time-mode run lasted more than twice its planned length plus
/// 50 ms: the threads stop within one pair of the stop flag, so a run that
/// long had a thread kept off the CPU (a busy machine, or a lock that
/// left a thread asleep), and its ops/s say more about that than the lock.
pub fn overlong(length: Length, run: &RunResult) -> bool {
    match length {
        Length::Time(planned) => run.wall > planned * 2 + std::time::Duration::from_millis(50),
        Length::Count(_) => false,
    }
}

/// What the header says about the run.
pub struct Context<'a> {
    pub config: &'a Config,
    pub work_unit_ns: f64,
    pub cpus: usize,
    /// The two CPUs of the cache-line probe, when it ran.
    pub line_cpus: Option<[usize; 2]>,
}

/// The median; the mean of the middle two for an even count.
pub fn median(values: &[f64]) -> f64 {
    let mut v: Vec<f64> = values.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// Summarises one lock's repeats at one workload and thread count.
pub fn summarise(
    (workload, length): (usize, Length),
    threads: usize,
    lock: LockKind,
    runs: &[RunResult],
    lines: &[Option<[f64; 2]>],
) -> Summary {
    let ops: Vec<f64> = runs.iter().map(RunResult::ops_per_sec).collect();
    let cpu: Option<Vec<f64>> = runs.iter().map(RunResult::cpu_ns_per_op).collect();
    let spread: Vec<f64> = runs.iter().map(RunResult::min_over_mean).collect();
    let per_1k = |pick: fn(&super::workload::StatsDelta) -> u64| -> Option<f64> {
        if !lock.is_hintlock() {
            return None;
        }
        let values: Option<Vec<f64>> = runs
            .iter()
            .map(|r| {
                r.stats
                    .map(|s| pick(&s) as f64 * 1000.0 / r.total_ops().max(1) as f64)
            })
            .collect();
        values.map(|v| median(&v))
    };
    let mut by_cost: Vec<&RunResult> = runs.iter().collect();
    by_cost.sort_by_key(|r| r.thread_time.iter().sum::<std::time::Duration>());
    Summary {
        workload,
        threads,
        lock,
        ops_per_sec: median(&ops),
        repeat_ops_per_sec: ops,
        min_over_mean: median(&spread),
        repeat_min_over_mean: spread,
        cpu_ns_per_op: cpu.as_deref().map(median),
        repeat_cpu_ns_per_op: cpu,
        waits_per_1k: per_1k(|s| s.futex_waits),
        wakes_per_1k: per_1k(|s| s.futex_wakes),
        repeat_line_ns: lines.to_vec(),
        median_run: by_cost[(by_cost.len() - 1) / 2].clone(),
        overlong_runs: runs.iter().filter(|r| overlong(length, r)).count(),
    }
}

/// hintlock's ops/s over `s`'s, when `hintlock` ran in the same cell.
fn hintlock_ratio(all: &[Summary], s: &Summary) -> Option<f64> {
    all.iter()
        .find(|o| {
            o.workload == s.workload && o.threads == s.threads && o.lock == LockKind::Hintlock
        })
        .map(|h| h.ops_per_sec / s.ops_per_sec)
}

/// hintlock-raw's ops/s over hintlock-nohint's in one cell: what the
/// architecture path buys, like for like.
fn hint_ratio(all: &[Summary], workload: usize, threads: usize) -> Option<f64> {
    let find = |k| {
        all.iter()
            .find(|o| o.workload == workload && o.threads == threads && o.lock == k)
            .map(|o| o.ops_per_sec)
    };
    Some(find(LockKind::HintlockRaw)? / find(LockKind::HintlockNohint)?)
}

/// "1 thread", "4 threads".
pub fn threads_label(n: usize) -> String {
    if n == 1 {
        "1 thread".to_string()
    } else {
        format!("{n} threads")
    }
}

fn cost_us(d: std::time::Duration) -> u128 {
    d.as_micros()
}

/// Prints the report in the configured format.
pub fn print(ctx: &Context, all: &[Summary]) -> String {
    match ctx.config.format {
        Format::Table => table(ctx, all),
        Format::Csv => csv(ctx, all),
        Format::Json => json(ctx, all),
    }
}

fn describe_run(ctx: &Context) -> String {
    let c = ctx.config;
    format!(
        "{}, median of {} interleaved repeats; 1 work unit = {:.2} ns here",
        c.describe_length(),
        c.repeats,
        ctx.work_unit_ns
    )
}

/// Digits with thousands separators.
pub fn grouped(n: f64) -> String {
    let digits = format!("{:.0}", n.max(0.0));
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

fn opt(v: Option<f64>, decimals: usize) -> String {
    v.map_or_else(|| "-".to_string(), |v| format!("{v:.decimals$}"))
}

fn table(ctx: &Context, all: &[Summary]) -> String {
    let c = ctx.config;
    let stats = cfg!(feature = "stats");
    let mut out = String::new();
    let _ = writeln!(out, "mutex_ops: lock/unlock operations per second");
    let _ = writeln!(out, "{}", describe_run(ctx));
    let _ = writeln!(
        out,
        "host: {} CPUs, {} {}",
        ctx.cpus,
        std::env::consts::ARCH,
        std::env::consts::OS
    );
    let mut header = format!(
        "{:>7}  {:<16} {:>14}  {:>13}  {:>8}  {:>10}",
        "threads", "lock", "ops/s", "hintlock/this", "min/mean", "cpu ns/op"
    );
    if c.mode == Mode::Count {
        let _ = write!(header, "  {:>14}", "total cost us");
    }
    if stats {
        let _ = write!(header, "  {:>8}  {:>8}", "waits/1k", "wakes/1k");
    }
    for (w, workload) in c.workloads.iter().enumerate() {
        let _ = writeln!(out, "\nworkload {}: {}", workload.name, workload.describe());
        let _ = writeln!(out, "{header}");
        let rows: Vec<&Summary> = all.iter().filter(|s| s.workload == w).collect();
        for (i, s) in rows.iter().enumerate() {
            if i > 0 && rows[i - 1].threads != s.threads {
                let _ = writeln!(out);
            }
            let _ = write!(
                out,
                "{:>7}  {:<16} {:>14}  {:>13}  {:>8.2}  {:>10}",
                s.threads,
                s.lock.name(),
                grouped(s.ops_per_sec),
                opt(hintlock_ratio(all, s), 2),
                s.min_over_mean,
                s.cpu_ns_per_op.map_or_else(|| "-".to_string(), grouped)
            );
            if c.mode == Mode::Count {
                let total: std::time::Duration = s.median_run.thread_time.iter().sum();
                let _ = write!(out, "  {:>14}", grouped(cost_us(total) as f64));
            }
            if stats {
                let _ = write!(
                    out,
                    "  {:>8}  {:>8}",
                    opt(s.waits_per_1k, 3),
                    opt(s.wakes_per_1k, 3)
                );
            }
            let _ = writeln!(out);
        }
        let hint: Vec<String> = c
            .threads
            .iter()
            .filter_map(|&t| hint_ratio(all, w, t).map(|r| format!("{} {r:.2}", threads_label(t))))
            .collect();
        if !hint.is_empty() {
            let _ = writeln!(
                out,
                "hint on/off, like for like (hintlock-raw / hintlock-nohint ops/s), {}: {}",
                workload.name,
                hint.join(", ")
            );
        }
    }

    if c.mode == Mode::Count {
        let _ = writeln!(
            out,
            "\nPer-thread cost time (the repeat with the median total), as DPDK's spinlock_autotest prints it:"
        );
        for s in all {
            let _ = writeln!(
                out,
                "\n{}, {}, {}:",
                c.workloads[s.workload].name,
                threads_label(s.threads),
                s.lock.name()
            );
            for (n, t) in s.median_run.thread_time.iter().enumerate() {
                let _ = writeln!(out, "Thread [{n}] Cost Time = {} us", cost_us(*t));
            }
            let total: std::time::Duration = s.median_run.thread_time.iter().sum();
            let _ = writeln!(out, "Total Cost Time = {} us", cost_us(total));
        }
    }

    let _ = writeln!(
        out,
        "\nops/s: median over the repeats of (all threads' pairs / wall time).\n\
         hintlock/this: hintlock::Mutex's ops/s over this lock's (above 1: hintlock was faster).\n\
         min/mean: the slowest thread's pairs over the mean (1: even shares; near 0: a thread starved).\n\
         cpu ns/op: CPU time (user + system) of all the threads over their loops, per pair (median)."
    );
    if stats {
        let _ = writeln!(
            out,
            "waits/1k, wakes/1k: futex waits and wake-ups per 1,000 pairs (hintlock's locks only; \
             the stats build adds counting to the lock path, so compare ops/s from a build without it)."
        );
    } else {
        let _ = writeln!(
            out,
            "Build with --features stats for futex waits and wakes per 1,000 pairs."
        );
    }
    let _ = writeln!(out);
    let v = verdict::judge(&c.workloads, all);
    out.push_str(&verdict::table(v.as_ref(), &c.workloads));
    let by = states::by_state(ctx.line_cpus, all, v.as_ref());
    out.push_str(&states::table(by.as_ref(), v.as_ref(), &c.workloads));
    let overlong: Vec<String> = all
        .iter()
        .filter(|s| s.overlong_runs > 0)
        .map(|s| {
            format!(
                "{} {} {} ({} of {})",
                c.workloads[s.workload].name,
                threads_label(s.threads),
                s.lock.name(),
                s.overlong_runs,
                s.repeat_ops_per_sec.len()
            )
        })
        .collect();
    if !overlong.is_empty() {
        let _ = writeln!(
            out,
            "\nwarning: runs that lasted more than twice their planned time (a thread was kept \
             off the CPU: a busy machine, or a lock that left a thread asleep): {}",
            overlong.join(", ")
        );
    }
    out
}

fn csv_field(v: Option<f64>) -> String {
    v.filter(|v| v.is_finite())
        .map_or_else(String::new, |v| format!("{v}"))
}

/// A CSV text field, quoted (custom workload names contain a comma).
fn csv_text(s: &str) -> String {
    format!("\"{}\"", s.replace('"', "\"\""))
}

/// A run length as (seconds, iterations), one of them empty.
fn length_fields(length: Length) -> (String, String) {
    match length {
        Length::Time(t) => (t.as_secs_f64().to_string(), String::new()),
        Length::Count(n) => (String::new(), n.to_string()),
    }
}

fn csv(ctx: &Context, all: &[Summary]) -> String {
    let c = ctx.config;
    let mut out = String::from(
        "mode,workload,threads,lock,ops_per_sec,hintlock_over_lock,min_over_mean,cpu_ns_per_op,\
         futex_waits_per_1k,futex_wakes_per_1k,total_cost_us,thread_cost_us,\
         repeat_ops_per_sec,repeat_cpu_ns_per_op,repeats,seconds,iterations,cs,outside,\
         hold_sleep_us,work_unit_ns,overlong_runs,odd_cs,odd_outside,repeat_line_ns\n",
    );
    for s in all {
        let workload = &c.workloads[s.workload];
        let (total, per_thread) = match c.mode {
            Mode::Count => {
                let times = &s.median_run.thread_time;
                let total: std::time::Duration = times.iter().sum();
                (
                    cost_us(total).to_string(),
                    times
                        .iter()
                        .map(|t| cost_us(*t).to_string())
                        .collect::<Vec<_>>()
                        .join(";"),
                )
            }
            Mode::Time => (String::new(), String::new()),
        };
        let repeats: Vec<String> = s
            .repeat_ops_per_sec
            .iter()
            .map(|v| format!("{v:.0}"))
            .collect();
        let repeat_cpu: Vec<String> = s
            .repeat_cpu_ns_per_op
            .iter()
            .flatten()
            .map(|v| format!("{v:.1}"))
            .collect();
        let (seconds, iterations) = length_fields(c.length_at(workload, s.threads));
        // "before/after" for each repeat, in run order; empty without probes.
        let lines: Vec<String> = s
            .repeat_line_ns
            .iter()
            .map(|l| l.map_or_else(String::new, |[b, a]| format!("{b:.0}/{a:.0}")))
            .collect();
        let lines = if s.repeat_line_ns.iter().all(Option::is_none) {
            String::new()
        } else {
            lines.join(";")
        };
        let _ = writeln!(
            out,
            "{},{},{},{},{:.0},{},{:.4},{},{},{},{},{},{},{},{},{},{},{},{},{},{:.3},{},{},{},{}",
            mode_name(c.mode),
            csv_text(&workload.name),
            s.threads,
            s.lock.name(),
            s.ops_per_sec,
            csv_field(hintlock_ratio(all, s)),
            s.min_over_mean,
            csv_field(s.cpu_ns_per_op),
            csv_field(s.waits_per_1k),
            csv_field(s.wakes_per_1k),
            total,
            per_thread,
            repeats.join(";"),
            repeat_cpu.join(";"),
            c.repeats,
            seconds,
            iterations,
            workload.cs,
            workload.outside,
            workload.hold_sleep.as_micros(),
            ctx.work_unit_ns,
            s.overlong_runs,
            workload.odd.map_or(String::new(), |w| w.0.to_string()),
            workload.odd.map_or(String::new(), |w| w.1.to_string()),
            lines
        );
    }
    out
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Time => "time",
        Mode::Count => "count",
    }
}

/// A JSON number, or `null` for a missing or non-finite value.
pub fn json_num(v: Option<f64>) -> String {
    v.filter(|v| v.is_finite())
        .map_or_else(|| "null".to_string(), |v| format!("{v}"))
}

fn json(ctx: &Context, all: &[Summary]) -> String {
    let c = ctx.config;
    let mut out = String::from("{\n");
    let _ = writeln!(out, "  \"mode\": \"{}\",", mode_name(c.mode));
    let _ = writeln!(
        out,
        "  \"seconds\": {},",
        json_num((c.mode == Mode::Time).then_some(c.seconds))
    );
    let _ = writeln!(
        out,
        "  \"iterations\": {},",
        if c.mode == Mode::Count {
            c.iterations.to_string()
        } else {
            "null".to_string()
        }
    );
    let _ = writeln!(out, "  \"repeats\": {},", c.repeats);
    let workloads: Vec<String> = c
        .workloads
        .iter()
        .map(|w| {
            // The base length; longer runs at high thread counts are in
            // each result's "seconds".
            let (seconds, iterations) = length_fields(c.length(w));
            let or_null = |v: String| if v.is_empty() { "null".to_string() } else { v };
            format!(
                "{{\"name\": \"{}\", \"cs\": {}, \"outside\": {}, \"hold_sleep_us\": {}, \
                 \"seconds\": {}, \"iterations\": {}, \"odd_cs\": {}, \"odd_outside\": {}}}",
                w.name,
                w.cs,
                w.outside,
                w.hold_sleep.as_micros(),
                or_null(seconds),
                or_null(iterations),
                w.odd.map_or("null".to_string(), |o| o.0.to_string()),
                w.odd.map_or("null".to_string(), |o| o.1.to_string())
            )
        })
        .collect();
    let _ = writeln!(out, "  \"workloads\": [{}],", workloads.join(", "));
    let _ = writeln!(
        out,
        "  \"work_unit_ns\": {},",
        json_num(Some(ctx.work_unit_ns))
    );
    let _ = writeln!(out, "  \"cpus\": {},", ctx.cpus);
    let _ = writeln!(out, "  \"arch\": \"{}\",", std::env::consts::ARCH);
    let _ = writeln!(out, "  \"stats\": {},", cfg!(feature = "stats"));
    out.push_str("  \"results\": [\n");
    for (i, s) in all.iter().enumerate() {
        let times = &s.median_run.thread_time;
        let (total, per_thread) = if c.mode == Mode::Count {
            let total: std::time::Duration = times.iter().sum();
            let list: Vec<String> = times.iter().map(|t| cost_us(*t).to_string()).collect();
            (cost_us(total).to_string(), format!("[{}]", list.join(", ")))
        } else {
            ("null".to_string(), "null".to_string())
        };
        let repeats: Vec<String> = s
            .repeat_ops_per_sec
            .iter()
            .map(|v| json_num(Some(v.round())))
            .collect();
        let repeat_cpu = match &s.repeat_cpu_ns_per_op {
            Some(v) => format!(
                "[{}]",
                v.iter()
                    .map(|v| json_num(Some(*v)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            None => "null".to_string(),
        };
        let lines: Vec<String> = s
            .repeat_line_ns
            .iter()
            .map(|l| {
                l.map_or_else(
                    || "null".to_string(),
                    |[b, a]| format!("[{}, {}]", json_num(Some(b)), json_num(Some(a))),
                )
            })
            .collect();
        let _ = write!(
            out,
            "    {{\"workload\": \"{}\", \"threads\": {}, \"lock\": \"{}\", \"ops_per_sec\": {}, \
             \"hintlock_over_lock\": {}, \"min_over_mean\": {}, \"cpu_ns_per_op\": {}, \
             \"futex_waits_per_1k\": {}, \"futex_wakes_per_1k\": {}, \
             \"total_cost_us\": {}, \"thread_cost_us\": {}, \"repeat_ops_per_sec\": [{}], \
             \"repeat_cpu_ns_per_op\": {}, \"repeat_line_ns\": [{}], \"seconds\": {}, \
             \"overlong_runs\": {}}}",
            c.workloads[s.workload].name,
            s.threads,
            s.lock.name(),
            json_num(Some(s.ops_per_sec.round())),
            json_num(hintlock_ratio(all, s)),
            json_num(Some(s.min_over_mean)),
            json_num(s.cpu_ns_per_op),
            json_num(s.waits_per_1k),
            json_num(s.wakes_per_1k),
            total,
            per_thread,
            repeats.join(", "),
            repeat_cpu,
            lines.join(", "),
            match c.length_at(&c.workloads[s.workload], s.threads) {
                Length::Time(t) => json_num(Some(t.as_secs_f64())),
                Length::Count(_) => "null".to_string(),
            },
            s.overlong_runs
        );
        out.push_str(if i + 1 < all.len() { ",\n" } else { "\n" });
    }
    out.push_str("  ],\n");
    let v = verdict::judge(&c.workloads, all);
    let _ = writeln!(
        out,
        "  \"verdict\": {},",
        verdict::json(v.as_ref(), &c.workloads)
    );
    let by = states::by_state(ctx.line_cpus, all, v.as_ref());
    let _ = writeln!(
        out,
        "  \"line_states\": {}",
        states::json(by.as_ref(), &c.workloads)
    );
    out.push_str("}\n");
    out
}

/// Made-up summaries for the verdict's tests (`verdict.rs`, `states.rs`).
#[cfg(test)]
pub mod made_up {
    use super::{median, LockKind, RunResult, Summary};
    use std::time::Duration;

    /// One lock in one cell: each repeat's ops/s, CPU ns per pair (if
    /// known), slowest-thread/mean ratio and cache-line probes before and
    /// after.
    pub fn summary(
        (workload, threads, lock): (usize, usize, LockKind),
        ops: &[f64],
        cpu: Option<&[f64]>,
        min_over_mean: &[f64],
        lines: &[Option<[f64; 2]>],
    ) -> Summary {
        assert_eq!(min_over_mean.len(), ops.len(), "one min/mean per repeat");
        Summary {
            workload,
            threads,
            lock,
            ops_per_sec: median(ops),
            repeat_ops_per_sec: ops.to_vec(),
            min_over_mean: median(min_over_mean),
            repeat_min_over_mean: min_over_mean.to_vec(),
            cpu_ns_per_op: cpu.map(median),
            repeat_cpu_ns_per_op: cpu.map(<[f64]>::to_vec),
            waits_per_1k: None,
            wakes_per_1k: None,
            repeat_line_ns: lines.to_vec(),
            median_run: RunResult {
                thread_ops: vec![1; threads],
                thread_time: vec![Duration::ZERO; threads],
                wall: Duration::ZERO,
                cpu: None,
                stats: None,
            },
            overlong_runs: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn overlong_runs_are_time_mode_runs_past_twice_their_length() {
        use std::time::Duration;
        let run = |wall_ms| RunResult {
            thread_ops: vec![1],
            thread_time: vec![Duration::from_millis(wall_ms)],
            wall: Duration::from_millis(wall_ms),
            cpu: None,
            stats: None,
        };
        let planned = Length::Time(Duration::from_millis(200));
        assert!(!overlong(planned, &run(220)));
        assert!(!overlong(planned, &run(450)));
        assert!(overlong(planned, &run(451)));
        assert!(!overlong(Length::Count(10), &run(100_000)));
    }

    #[test]
    fn thousands_separators() {
        assert_eq!(grouped(0.0), "0");
        assert_eq!(grouped(999.4), "999");
        assert_eq!(grouped(1_000.0), "1,000");
        assert_eq!(grouped(1_234_567.0), "1,234,567");
    }

    #[test]
    fn json_numbers_are_never_nan() {
        assert_eq!(json_num(Some(f64::NAN)), "null");
        assert_eq!(json_num(Some(f64::INFINITY)), "null");
        assert_eq!(json_num(None), "null");
        assert_eq!(json_num(Some(1.5)), "1.5");
    }
}
