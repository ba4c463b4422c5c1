//! The verdict: in every (workload, thread count) cell with 2 or more
//! threads, hintlock's median ops/s against the best peer's, with the
//! spread of the repeats so a reader can tell a loss from noise; its
//! slowest thread's share; where the holder sleeps, its CPU time per pair
//! against std's; and, alone on the lock (the empty workload at 1 thread),
//! its ops/s against the fastest peer's, which issue 5 asks to be within
//! 5%. This is a report, not an assertion: the exit status does not depend
//! on it.

use super::locks::LockKind;
use super::report::{grouped, Summary};
use super::workload::Workload;
use std::fmt::Write as _;

/// The locks hintlock is judged against (issue 5), when they ran.
pub const PEERS: [LockKind; 4] = [
    LockKind::Std,
    LockKind::ParkingLot,
    LockKind::Pthread,
    LockKind::PthreadAdaptive,
];

/// A slowest-thread/mean ratio below this is flagged as starvation.
pub const STARVATION_LIMIT: f64 = 0.5;

/// Alone on the lock, hintlock's ops/s may be this fraction below the
/// fastest peer's (issue 5: "within 5%").
pub const UNCONTENDED_SLACK: f64 = 0.05;

/// The lowest and highest value over the repeats.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Range {
    pub min: f64,
    pub max: f64,
}

impl Range {
    /// The range of `values` (NaN for none).
    pub fn of(values: &[f64]) -> Range {
        Range {
            min: values.iter().copied().fold(f64::NAN, f64::min),
            max: values.iter().copied().fold(f64::NAN, f64::max),
        }
    }

    fn overlaps(self, other: Range) -> bool {
        self.min <= other.max && other.min <= self.max
    }
}

/// Where hintlock stands against the other lock in one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Better, and the repeats' ranges do not overlap.
    Ahead,
    /// The repeats' ranges overlap: the difference is inside the noise.
    Tie,
    /// Worse, and the ranges do not overlap.
    Behind,
}

impl Standing {
    /// Compares medians and ranges; `higher_is_better` is true for ops/s,
    /// false for CPU time.
    pub fn judge(ours: (f64, Range), theirs: (f64, Range), higher_is_better: bool) -> Standing {
        if ours.1.overlaps(theirs.1) {
            Standing::Tie
        } else if (ours.0 > theirs.0) == higher_is_better {
            Standing::Ahead
        } else {
            Standing::Behind
        }
    }

    /// The word for throughput.
    pub fn throughput_label(self) -> &'static str {
        match self {
            Standing::Ahead => "ahead",
            Standing::Tie => "tie (within noise)",
            Standing::Behind => "behind",
        }
    }

    /// The word for CPU time (less is better).
    pub fn cpu_label(self) -> &'static str {
        match self {
            Standing::Ahead => "lower",
            Standing::Tie => "tie (within noise)",
            Standing::Behind => "higher",
        }
    }
}

/// Where hintlock stands alone on the lock against the fastest peer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slack {
    /// The median is within [`UNCONTENDED_SLACK`] of the peer's (or above it).
    Within,
    /// Further below, but hintlock's best repeat is within the slack of the
    /// peer's worst: the repeats cannot tell.
    Noise,
    /// Further below, and even hintlock's best repeat is.
    Beyond,
}

impl Slack {
    /// Judges hintlock's (median, range) against the peer's.
    pub fn judge(ours: (f64, Range), theirs: (f64, Range)) -> Slack {
        let floor = 1.0 - UNCONTENDED_SLACK;
        if ours.0 >= floor * theirs.0 {
            Slack::Within
        } else if ours.1.max >= floor * theirs.1.min {
            Slack::Noise
        } else {
            Slack::Beyond
        }
    }

    /// "within 5%" and so on, with the percentage from [`UNCONTENDED_SLACK`].
    pub fn label(self) -> String {
        let percent = UNCONTENDED_SLACK * 100.0;
        match self {
            Slack::Within => format!("within {percent}%"),
            Slack::Noise => format!("more than {percent}% below, within noise"),
            Slack::Beyond => format!("more than {percent}% below"),
        }
    }
}

/// hintlock's median ops/s in one cell, and its repeats' range, against
/// the fastest peer's there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Against {
    pub ops: f64,
    pub ops_range: Range,
    pub peer: LockKind,
    pub peer_ops: f64,
    pub peer_range: Range,
}

impl Against {
    /// hintlock's summary `ours` against the peer's `best`.
    fn of(ours: &Summary, best: &Summary) -> Against {
        Against {
            ops: ours.ops_per_sec,
            ops_range: Range::of(&ours.repeat_ops_per_sec),
            peer: best.lock,
            peer_ops: best.ops_per_sec,
            peer_range: Range::of(&best.repeat_ops_per_sec),
        }
    }

    /// hintlock's median over the peer's.
    pub fn ratio(&self) -> f64 {
        self.ops / self.peer_ops
    }

    /// Ahead, tie or behind on ops/s, by the medians and the ranges.
    pub fn standing(&self) -> Standing {
        Standing::judge(self.ours(), self.theirs(), true)
    }

    fn ours(&self) -> (f64, Range) {
        (self.ops, self.ops_range)
    }

    fn theirs(&self) -> (f64, Range) {
        (self.peer_ops, self.peer_range)
    }
}

/// hintlock alone on the lock (the empty workload, 1 thread) against the
/// fastest peer there.
pub struct Uncontended {
    /// Index into the configuration's workloads.
    pub workload: usize,
    pub against: Against,
    pub slack: Slack,
}

/// hintlock's CPU time per pair against std's, in a cell whose holder sleeps.
pub struct CpuCheck {
    pub ns: f64,
    pub range: Range,
    pub std_ns: f64,
    pub std_range: Range,
    pub standing: Standing,
}

/// One cell of the verdict.
pub struct Cell {
    /// Index into the configuration's workloads.
    pub workload: usize,
    pub threads: usize,
    /// Judged by [`Against::standing`].
    pub against: Against,
    /// hintlock's median slowest-thread/mean ratio.
    pub min_over_mean: f64,
    /// The best peer's: a peer can lead a cell by letting one thread keep
    /// the lock, which this shows beside its ops/s.
    pub peer_min_over_mean: f64,
    /// Only for workloads whose holder sleeps, when std ran and CPU time
    /// could be read.
    pub cpu: Option<CpuCheck>,
}

/// The verdict over every cell.
pub struct Verdict {
    /// The lock judged: `hintlock`, or `hintlock-raw` if `hintlock` did not run.
    pub lock: LockKind,
    /// The peers that ran.
    pub peers: Vec<LockKind>,
    pub cells: Vec<Cell>,
    /// Alone on the lock, where the empty workload ran at 1 thread.
    pub uncontended: Option<Uncontended>,
    /// The noise check, where it can be made.
    pub control: Option<Control>,
}

/// Whether `hintlock-raw` and `hintlock-nohint` execute the same
/// instructions on this target: everywhere but AArch64 and POWER, whose
/// native paths differ from the baseline (the README's "What each
/// architecture executes"). On x86 both are `lock cmpxchg`, `lock xadd` and
/// `pause`.
pub const SAME_INSTRUCTIONS: bool = !cfg!(any(target_arch = "aarch64", target_arch = "powerpc64"));

/// The noise check: two locks that execute the same instructions, judged
/// against each other the way hintlock is judged against its best peer.
/// Every cell where they come out apart is one the method calls ahead or
/// behind for identical code, so it tells how far to trust a lone "behind"
/// above. They run next to each other in the rotation, so this is a lower
/// bound on the noise between two locks further apart in it.
pub struct Control {
    /// Cells judged, as (workload index, threads).
    pub cells: Vec<(usize, usize)>,
    /// The cells whose ranges do not overlap.
    pub apart: Vec<(usize, usize)>,
    /// How many cells would come out apart by chance alone, were every
    /// repeat of the two independent draws from one distribution: the sum
    /// over the cells of [`chance_apart`].
    pub expected_apart: f64,
}

/// The chance that the ranges of `a` and `b` repeats do not overlap when
/// all `a + b` are independent draws from one continuous distribution.
/// Only their order matters then, and every choice of which `a` of the
/// `a + b` ranks are the first lock's is equally likely; the ranges are
/// apart for exactly two of those choices (all of one lock's lowest, or
/// all of the other's), so the chance is 2 / C(a + b, a) (1 in 10 for 3
/// and 3). Zero if either lock has no repeat.
pub fn chance_apart(a: usize, b: usize) -> f64 {
    if a == 0 || b == 0 {
        return 0.0;
    }
    // C(a + b, a) as a product of a ratios, exact enough in f64 for any
    // repeat count a run can have.
    let choices: f64 = (1..=a).map(|i| (b + i) as f64 / i as f64).product();
    2.0 / choices
}

impl Verdict {
    /// Cells with each standing: (ahead, tie, behind).
    pub fn counts(&self) -> (usize, usize, usize) {
        let count = |s| {
            self.cells
                .iter()
                .filter(|c| c.against.standing() == s)
                .count()
        };
        (
            count(Standing::Ahead),
            count(Standing::Tie),
            count(Standing::Behind),
        )
    }

    /// Cells whose slowest thread got less than half the mean.
    pub fn starved(&self) -> usize {
        self.cells
            .iter()
            .filter(|c| c.min_over_mean < STARVATION_LIMIT)
            .count()
    }

    /// Cells whose best peer's slowest thread got less than half the mean:
    /// (all of them, those where hintlock is behind).
    pub fn peer_starved(&self) -> (usize, usize) {
        let starved = || {
            self.cells
                .iter()
                .filter(|c| c.peer_min_over_mean < STARVATION_LIMIT)
        };
        (
            starved().count(),
            starved()
                .filter(|c| c.against.standing() == Standing::Behind)
                .count(),
        )
    }

    /// CPU checks with each standing: (lower, tie, higher).
    pub fn cpu_counts(&self) -> (usize, usize, usize) {
        let count = |s| {
            self.cells
                .iter()
                .filter(|c| c.cpu.as_ref().is_some_and(|cpu| cpu.standing == s))
                .count()
        };
        (
            count(Standing::Ahead),
            count(Standing::Tie),
            count(Standing::Behind),
        )
    }
}

/// Judges every cell with 2 or more threads, and the uncontended one;
/// `None` if neither `hintlock` nor `hintlock-raw` ran, or no peer did.
pub fn judge(workloads: &[Workload], all: &[Summary]) -> Option<Verdict> {
    let ran = |kind: LockKind| all.iter().any(|s| s.lock == kind);
    let lock = [LockKind::Hintlock, LockKind::HintlockRaw]
        .into_iter()
        .find(|&k| ran(k))?;
    let peers: Vec<LockKind> = PEERS.into_iter().filter(|&k| ran(k)).collect();
    if peers.is_empty() {
        return None;
    }
    let mut cells = Vec::new();
    for ours in all.iter().filter(|s| s.lock == lock && s.threads >= 2) {
        let Some(best) = fastest(all, ours.workload, ours.threads, &peers) else {
            continue;
        };
        let against = Against::of(ours, best);
        let cpu = if workloads[ours.workload].sleeps() {
            cpu_check(ours, find(all, ours.workload, ours.threads, LockKind::Std))
        } else {
            None
        };
        cells.push(Cell {
            workload: ours.workload,
            threads: ours.threads,
            against,
            min_over_mean: ours.min_over_mean,
            peer_min_over_mean: best.min_over_mean,
            cpu,
        });
    }
    let control = SAME_INSTRUCTIONS.then(|| control(all)).flatten();
    let uncontended = uncontended(workloads, all, lock, &peers);
    Some(Verdict {
        lock,
        peers,
        cells,
        uncontended,
        control,
    })
}

/// `lock` at 1 thread in the first workload with no work and no sleep (the
/// empty one) against the fastest of `peers` there, if both ran.
fn uncontended(
    workloads: &[Workload],
    all: &[Summary],
    lock: LockKind,
    peers: &[LockKind],
) -> Option<Uncontended> {
    let workload = workloads
        .iter()
        .position(|w| w.cs == 0 && w.outside == 0 && w.odd.is_none() && !w.sleeps())?;
    let against = Against::of(
        find(all, workload, 1, lock)?,
        fastest(all, workload, 1, peers)?,
    );
    Some(Uncontended {
        workload,
        against,
        slack: Slack::judge(against.ours(), against.theirs()),
    })
}

/// The summary of the fastest of `locks` (by median ops/s) in the cell
/// (`workload`, `threads`), if any of them ran there.
fn fastest<'a>(
    all: &'a [Summary],
    workload: usize,
    threads: usize,
    locks: &[LockKind],
) -> Option<&'a Summary> {
    locks
        .iter()
        .filter_map(|&k| find(all, workload, threads, k))
        .max_by(|a, b| a.ops_per_sec.total_cmp(&b.ops_per_sec))
}

/// The summary of lock `kind` in the cell (`workload`, `threads`), if it ran.
pub fn find(all: &[Summary], workload: usize, threads: usize, kind: LockKind) -> Option<&Summary> {
    all.iter()
        .find(|s| s.workload == workload && s.threads == threads && s.lock == kind)
}

/// A cell's name in the reports: `short/4`.
fn cell_name(workloads: &[Workload], (workload, threads): (usize, usize)) -> String {
    format!("{}/{threads}", workloads[workload].name)
}

/// The noise check over every cell with 2 or more threads where both
/// `hintlock-raw` and `hintlock-nohint` ran (`None` if there is none).
fn control(all: &[Summary]) -> Option<Control> {
    let mut cells = Vec::new();
    let mut apart = Vec::new();
    let mut expected_apart = 0.0;
    for raw in all
        .iter()
        .filter(|s| s.lock == LockKind::HintlockRaw && s.threads >= 2)
    {
        let Some(nohint) = find(all, raw.workload, raw.threads, LockKind::HintlockNohint) else {
            continue;
        };
        let cell = (raw.workload, raw.threads);
        cells.push(cell);
        expected_apart += chance_apart(
            raw.repeat_ops_per_sec.len(),
            nohint.repeat_ops_per_sec.len(),
        );
        let standing = Standing::judge(
            (raw.ops_per_sec, Range::of(&raw.repeat_ops_per_sec)),
            (nohint.ops_per_sec, Range::of(&nohint.repeat_ops_per_sec)),
            true,
        );
        if standing != Standing::Tie {
            apart.push(cell);
        }
    }
    (!cells.is_empty()).then_some(Control {
        cells,
        apart,
        expected_apart,
    })
}

fn cpu_check(ours: &Summary, std: Option<&Summary>) -> Option<CpuCheck> {
    let std = std?;
    let (ns, std_ns) = (ours.cpu_ns_per_op?, std.cpu_ns_per_op?);
    let range = Range::of(ours.repeat_cpu_ns_per_op.as_deref()?);
    let std_range = Range::of(std.repeat_cpu_ns_per_op.as_deref()?);
    Some(CpuCheck {
        ns,
        range,
        std_ns,
        std_range,
        standing: Standing::judge((ns, range), (std_ns, std_range), false),
    })
}

/// The mark after a slowest-thread/mean ratio in the tables: `" < 0.5"`
/// below [`STARVATION_LIMIT`], nothing otherwise.
pub fn starved_mark(min_over_mean: f64) -> &'static str {
    if min_over_mean < STARVATION_LIMIT {
        " < 0.5"
    } else {
        ""
    }
}

/// Ops/s in three significant figures: 112M, 9.87k.
pub fn short(v: f64) -> String {
    let (value, suffix) = if v >= 1e9 {
        (v / 1e9, "G")
    } else if v >= 1e6 {
        (v / 1e6, "M")
    } else if v >= 1e3 {
        (v / 1e3, "k")
    } else {
        (v, "")
    };
    let decimals = if value >= 100.0 {
        0
    } else if value >= 10.0 {
        1
    } else {
        2
    };
    format!("{value:.decimals$}{suffix}")
}

pub fn ops_range(r: Range) -> String {
    format!("{}..{}", short(r.min), short(r.max))
}

fn ns_range(r: Range) -> String {
    format!("{}..{}", grouped(r.min), grouped(r.max))
}

pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The width of the workload column: the longest name among `shown`
/// (indices into `workloads`), and at least the heading's.
pub fn name_width(workloads: &[Workload], shown: impl Iterator<Item = usize>) -> usize {
    shown
        .map(|w| workloads[w].name.len())
        .max()
        .unwrap_or(0)
        .max("workload".len())
}

/// The verdict section of the table report.
pub fn table(verdict: Option<&Verdict>, workloads: &[Workload]) -> String {
    let mut out = String::new();
    let Some(v) = verdict else {
        let _ = writeln!(
            out,
            "verdict: skipped (it needs hintlock or hintlock-raw, and one of std, parking_lot, \
             pthread, pthread-adaptive)"
        );
        return out;
    };
    let peers: Vec<&str> = v.peers.iter().map(|k| k.name()).collect();
    let _ = writeln!(
        out,
        "verdict: {} against the best of {} in every cell with 2 or more threads",
        v.lock.name(),
        peers.join(", ")
    );
    if v.cells.is_empty() {
        let _ = writeln!(out, "no cell with 2 or more threads was run");
        if let Some(u) = &v.uncontended {
            let _ = writeln!(out, "{}", uncontended_line(u, v.lock, workloads));
        }
        return out;
    }
    let name_width = name_width(workloads, v.cells.iter().map(|c| c.workload));
    let _ = writeln!(
        out,
        "{:<name_width$}  {:>7}  {:>14}  {:<16} {:>14}  {:>5}  {:>15}  {:>15}  {:<18}  {:>8}        {:>6}",
        "workload",
        "threads",
        v.lock.name(),
        "best peer",
        "its ops/s",
        "ratio",
        "hintlock range",
        "peer range",
        "verdict",
        "min/mean",
        "peer's"
    );
    for c in &v.cells {
        let _ = writeln!(
            out,
            "{:<name_width$}  {:>7}  {:>14}  {:<16} {:>14}  {:>5.2}  {:>15}  {:>15}  {:<18}  {:>8.2}{:<6}  {:>6.2}{}",
            workloads[c.workload].name,
            c.threads,
            grouped(c.against.ops),
            c.against.peer.name(),
            grouped(c.against.peer_ops),
            c.against.ratio(),
            ops_range(c.against.ops_range),
            ops_range(c.against.peer_range),
            c.against.standing().throughput_label(),
            c.min_over_mean,
            starved_mark(c.min_over_mean),
            c.peer_min_over_mean,
            starved_mark(c.peer_min_over_mean),
        );
    }
    let cpu_cells: Vec<&Cell> = v.cells.iter().filter(|c| c.cpu.is_some()).collect();
    if !cpu_cells.is_empty() {
        let _ = writeln!(
            out,
            "\nCPU time per pair with a sleeping holder, {} against std (less is better):",
            v.lock.name()
        );
        let _ = writeln!(
            out,
            "{:<name_width$}  {:>7}  {:>10}  {:>10}  {:>5}  {:>17}  {:>17}  {:<18}",
            "workload",
            "threads",
            "cpu ns/op",
            "std's",
            "ratio",
            "hintlock range",
            "std range",
            "verdict"
        );
        for c in cpu_cells {
            let Some(cpu) = &c.cpu else { continue };
            let _ = writeln!(
                out,
                "{:<name_width$}  {:>7}  {:>10}  {:>10}  {:>5.2}  {:>17}  {:>17}  {:<18}",
                workloads[c.workload].name,
                c.threads,
                grouped(cpu.ns),
                grouped(cpu.std_ns),
                cpu.ns / cpu.std_ns,
                ns_range(cpu.range),
                ns_range(cpu.std_range),
                cpu.standing.cpu_label(),
            );
        }
    }
    if let Some(u) = &v.uncontended {
        let _ = writeln!(out, "\n{}", uncontended_line(u, v.lock, workloads));
    }
    let _ = writeln!(out, "\n{}", summary_line(v));
    let _ = writeln!(
        out,
        "ratio: {0}'s median ops/s over the best peer's. A cell is a tie when the ranges \
         (lowest..highest of the repeats) of {0} and of that peer overlap, ahead or behind \
         otherwise; min/mean: {0}'s slowest thread's share of the pairs over the mean, peer's: \
         the best peer's; \"< 0.5\" marks a slowest thread with less than half the mean share.",
        v.lock.name()
    );
    if let Some(control) = &v.control {
        let _ = writeln!(out, "{}", control_line(control, workloads));
    }
    out
}

/// The uncontended line of the table report.
fn uncontended_line(u: &Uncontended, lock: LockKind, workloads: &[Workload]) -> String {
    let a = &u.against;
    format!(
        "alone on the lock ({}, 1 thread): {} {} ops/s ({}), the fastest peer {} {} ({}); \
         ratio {:.2}: {}",
        workloads[u.workload].name,
        lock.name(),
        grouped(a.ops),
        ops_range(a.ops_range),
        a.peer.name(),
        grouped(a.peer_ops),
        ops_range(a.peer_range),
        a.ratio(),
        u.slack.label(),
    )
}

/// The noise check's line in the table report.
fn control_line(control: &Control, workloads: &[Workload]) -> String {
    let apart: Vec<String> = control
        .apart
        .iter()
        .map(|&cell| cell_name(workloads, cell))
        .collect();
    let which = if apart.is_empty() {
        String::new()
    } else {
        format!(" ({})", apart.join(", "))
    };
    format!(
        "noise check: hintlock-raw and hintlock-nohint execute the same instructions on this \
         target; judged the same way, they came out apart in {} of {}{which}, which is how \
         often this run calls identical locks ahead or behind (by chance alone, with every \
         repeat an independent draw: {:.1} expected).",
        control.apart.len(),
        plural(control.cells.len(), "cell", "cells"),
        control.expected_apart,
    )
}

/// The one-line summary: cells ahead, tied and behind, starved cells, and
/// the CPU checks.
pub fn summary_line(v: &Verdict) -> String {
    let (ahead, tie, behind) = v.counts();
    let mut line = format!(
        "summary: {} ahead, {tie} tie (within noise), {behind} behind, of {}; \
         min/mean below {STARVATION_LIMIT} in {}",
        plural(ahead, "cell", "cells"),
        plural(v.cells.len(), "cell", "cells"),
        plural(v.starved(), "cell", "cells"),
    );
    let (peer_starved, behind_starved) = v.peer_starved();
    if peer_starved > 0 {
        let _ = write!(
            line,
            "; the best peer's below {STARVATION_LIMIT} in {}",
            plural(peer_starved, "cell", "cells"),
        );
        if behind > 0 {
            let _ = write!(line, " ({behind_starved} of the {behind} behind)");
        }
    }
    let (lower, cpu_tie, higher) = v.cpu_counts();
    if lower + cpu_tie + higher > 0 {
        let _ = write!(
            line,
            "; CPU per pair with a sleeping holder: {lower} lower than std's, {cpu_tie} tie, {higher} higher"
        );
    }
    if let Some(u) = &v.uncontended {
        let _ = write!(
            line,
            "; alone on the lock: {:.2} of the fastest peer's ops/s, {}",
            u.against.ratio(),
            u.slack.label()
        );
    }
    line
}

pub fn json_range(r: Range) -> String {
    format!(
        "[{}, {}]",
        super::report::json_num(Some(r.min)),
        super::report::json_num(Some(r.max))
    )
}

/// The JSON members of a comparison with the fastest peer: ops/s, ranges,
/// ratio and `verdict` (no braces, so a caller can add its own members).
pub fn json_against(a: &Against, verdict: &str) -> String {
    let num = |x: f64| super::report::json_num(Some(x));
    format!(
        "\"ops_per_sec\": {}, \"range\": {}, \"best_peer\": \"{}\", \
         \"best_peer_ops_per_sec\": {}, \"best_peer_range\": {}, \"ratio\": {}, \
         \"verdict\": \"{verdict}\"",
        num(a.ops.round()),
        json_range(a.ops_range),
        a.peer.name(),
        num(a.peer_ops.round()),
        json_range(a.peer_range),
        num(a.ratio()),
    )
}

/// The verdict as a JSON value (`null` when skipped).
pub fn json(verdict: Option<&Verdict>, workloads: &[Workload]) -> String {
    let Some(v) = verdict else {
        return "null".to_string();
    };
    let num = |x: f64| super::report::json_num(Some(x));
    let (ahead, tie, behind) = v.counts();
    let peers: Vec<String> = v
        .peers
        .iter()
        .map(|k| format!("\"{}\"", k.name()))
        .collect();
    let mut out = format!(
        "{{\n    \"lock\": \"{}\", \"peers\": [{}], \"ahead\": {ahead}, \"tie\": {tie}, \
         \"behind\": {behind}, \"starved\": {}, \"best_peer_starved\": {},\n    \"cells\": [\n",
        v.lock.name(),
        peers.join(", "),
        v.starved(),
        v.peer_starved().0,
    );
    for (i, c) in v.cells.iter().enumerate() {
        let cpu = match &c.cpu {
            Some(cpu) => format!(
                "{{\"cpu_ns_per_op\": {}, \"range\": {}, \"std_cpu_ns_per_op\": {}, \
                 \"std_range\": {}, \"verdict\": \"{}\"}}",
                num(cpu.ns),
                json_range(cpu.range),
                num(cpu.std_ns),
                json_range(cpu.std_range),
                cpu.standing.cpu_label()
            ),
            None => "null".to_string(),
        };
        let _ = write!(
            out,
            "      {{\"workload\": \"{}\", \"threads\": {}, {}, \"min_over_mean\": {}, \
             \"best_peer_min_over_mean\": {}, \"cpu\": {cpu}}}",
            workloads[c.workload].name,
            c.threads,
            json_against(&c.against, c.against.standing().throughput_label()),
            num(c.min_over_mean),
            num(c.peer_min_over_mean),
        );
        out.push_str(if i + 1 < v.cells.len() { ",\n" } else { "\n" });
    }
    out.push_str("    ],\n");
    let control = match &v.control {
        Some(control) => {
            let apart: Vec<String> = control
                .apart
                .iter()
                .map(|&cell| format!("\"{}\"", cell_name(workloads, cell)))
                .collect();
            format!(
                "{{\"pair\": [\"hintlock-raw\", \"hintlock-nohint\"], \"cells\": {}, \
                 \"apart\": [{}], \"expected_apart\": {:.3}}}",
                control.cells.len(),
                apart.join(", "),
                control.expected_apart
            )
        }
        None => "null".to_string(),
    };
    let uncontended = match &v.uncontended {
        Some(u) => format!(
            "{{\"workload\": \"{}\", \"threads\": 1, {}}}",
            workloads[u.workload].name,
            json_against(&u.against, &u.slack.label()),
        ),
        None => "null".to_string(),
    };
    let _ = write!(
        out,
        "    \"uncontended\": {uncontended},\n    \"noise_check\": {control}\n  }}"
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A made-up summary: ops/s and CPU ns per pair of each repeat, and
    /// one slowest-thread/mean ratio `mm` for every repeat.
    fn summary(cell: (usize, usize, LockKind), ops: &[f64], cpu: &[f64], mm: f64) -> Summary {
        let n = ops.len();
        crate::report::made_up::summary(cell, ops, Some(cpu), &vec![mm; n], &vec![None; n])
    }

    #[test]
    fn judges_each_cell_against_its_best_peer() {
        use LockKind::*;
        let workloads = [
            Workload::named("empty").unwrap(),
            Workload::named("sleepy").unwrap(),
        ];
        let all = [
            // 1 thread: not a verdict cell, but the uncontended one, where
            // std is the fastest peer and hintlock's best repeat is more
            // than 5% below std's worst.
            summary((0, 1, Hintlock), &[1.0, 2.0, 3.0], &[5.0; 3], 1.0),
            summary((0, 1, Std), &[9.0, 9.0, 9.0], &[5.0; 3], 1.0),
            summary((0, 1, ParkingLot), &[8.0, 8.0, 8.0], &[5.0; 3], 1.0),
            // sleepy at 1 thread: not the uncontended cell.
            summary((1, 1, Hintlock), &[9.0; 3], &[5.0; 3], 1.0),
            summary((1, 1, Std), &[1.0; 3], &[5.0; 3], 1.0),
            // empty, 2 threads: parking_lot is the best peer, and its
            // range overlaps hintlock's: a tie, though its median is higher.
            summary((0, 2, Hintlock), &[90.0, 100.0, 110.0], &[5.0; 3], 0.9),
            summary((0, 2, Std), &[30.0, 31.0, 32.0], &[5.0; 3], 1.0),
            summary((0, 2, ParkingLot), &[105.0, 106.0, 120.0], &[5.0; 3], 1.0),
            // empty, 4 threads: behind, and a starved thread, in both
            // hintlock and its best peer.
            summary((0, 4, Hintlock), &[50.0, 51.0, 52.0], &[5.0; 3], 0.3),
            summary((0, 4, Std), &[60.0, 61.0, 62.0], &[5.0; 3], 0.2),
            summary((0, 4, ParkingLot), &[40.0, 41.0, 42.0], &[5.0; 3], 1.0),
            // sleepy, 2 threads: ahead, and less CPU than std.
            summary((1, 2, Hintlock), &[8.0, 8.0, 8.0], &[10.0, 11.0, 12.0], 1.0),
            summary((1, 2, Std), &[7.0, 7.0, 7.0], &[20.0, 21.0, 22.0], 1.0),
            summary((1, 2, ParkingLot), &[6.0, 6.0, 7.5], &[5.0; 3], 1.0),
        ];
        let v = judge(&workloads, &all).expect("hintlock and peers ran");
        assert_eq!(v.lock, Hintlock);
        assert_eq!(v.peers, [Std, ParkingLot]);
        let cells: Vec<_> = v
            .cells
            .iter()
            .map(|c| (c.workload, c.threads, c.against.peer, c.against.standing()))
            .collect();
        assert_eq!(
            cells,
            [
                (0, 2, ParkingLot, Standing::Tie),
                (0, 4, Std, Standing::Behind),
                (1, 2, Std, Standing::Ahead),
            ]
        );
        assert!(v.cells[..2].iter().all(|c| c.cpu.is_none()));
        let cpu = v.cells[2].cpu.as_ref().expect("sleepy cell compares CPU");
        assert_eq!(
            (cpu.ns, cpu.std_ns, cpu.standing),
            (11.0, 21.0, Standing::Ahead)
        );
        assert_eq!(v.counts(), (1, 1, 1));
        assert_eq!(v.starved(), 1);
        assert_eq!(v.peer_starved(), (1, 1));
        assert_eq!(v.cpu_counts(), (1, 0, 0));
        let alone = v.uncontended.as_ref().expect("empty ran at 1 thread");
        assert_eq!(
            (
                alone.workload,
                alone.against.ops,
                alone.against.peer,
                alone.against.peer_ops,
                alone.slack
            ),
            (0, 2.0, Std, 9.0, Slack::Beyond)
        );

        let text = table(Some(&v), &workloads);
        assert!(
            text.contains(
                "alone on the lock (empty, 1 thread): hintlock 2 ops/s (1.00..3.00), \
                 the fastest peer std 9 (9.00..9.00); ratio 0.22: more than 5% below\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("CPU time per pair with a sleeping holder"),
            "{text}"
        );
        assert!(text.contains("    0.30 < 0.5    0.20 < 0.5\n"), "{text}");
        assert!(text.contains("    0.90          1.00\n"), "{text}");
        assert!(
            text.contains(
                "summary: 1 cell ahead, 1 tie (within noise), 1 behind, of 3 cells; \
                 min/mean below 0.5 in 1 cell; the best peer's below 0.5 in 1 cell \
                 (1 of the 1 behind); CPU per pair with a sleeping holder: \
                 1 lower than std's, 0 tie, 0 higher; alone on the lock: 0.22 of the \
                 fastest peer's ops/s, more than 5% below"
            ),
            "{text}"
        );
        let json = json(Some(&v), &workloads);
        for part in [
            "\"starved\": 1, \"best_peer_starved\": 1,",
            "\"min_over_mean\": 0.3, \"best_peer_min_over_mean\": 0.2,",
            "\"uncontended\": {\"workload\": \"empty\", \"threads\": 1, \"ops_per_sec\": 2, \
             \"range\": [1, 3], \"best_peer\": \"std\", \"best_peer_ops_per_sec\": 9, \
             \"best_peer_range\": [9, 9], \"ratio\": 0.2222222222222222, \
             \"verdict\": \"more than 5% below\"},",
        ] {
            assert!(json.contains(part), "{part} in {json}");
        }
        assert!(json_is_balanced(&json), "{json}");
    }

    /// `chance_apart` against a count of every ordering: for `a` and `b`
    /// repeats, each way of giving `a` of the `a + b` ranks to the first
    /// lock is one ordering, and the ranges are apart when those ranks are
    /// the lowest or the highest `a`.
    #[test]
    fn the_chance_of_ranges_apart_counts_the_orderings() {
        for a in 1..=6usize {
            for b in 1..=6usize {
                let n = a + b;
                let (mut all, mut apart) = (0u32, 0u32);
                for mask in 0u32..(1 << n) {
                    if mask.count_ones() as usize != a {
                        continue;
                    }
                    all += 1;
                    let lowest = (1u32 << a) - 1;
                    if mask == lowest || mask == lowest << b {
                        apart += 1;
                    }
                }
                let counted = f64::from(apart) / f64::from(all);
                assert!(
                    (chance_apart(a, b) - counted).abs() < 1e-12,
                    "{a} and {b} repeats: {} against {counted}",
                    chance_apart(a, b)
                );
            }
        }
        assert!((chance_apart(3, 3) - 0.1).abs() < 1e-12);
        assert!((chance_apart(5, 5) - 2.0 / 252.0).abs() < 1e-12);
        assert_eq!(chance_apart(0, 3), 0.0);
        assert_eq!(chance_apart(3, 0), 0.0);
    }

    #[test]
    fn the_noise_check_judges_the_two_identical_locks() {
        use LockKind::*;
        let workloads = [Workload::named("short").unwrap()];
        let all = [
            summary((0, 2, Hintlock), &[5.0; 3], &[1.0; 3], 1.0),
            summary((0, 2, Std), &[4.0; 3], &[1.0; 3], 1.0),
            // 1 thread: not judged, though apart.
            summary((0, 1, HintlockRaw), &[9.0; 3], &[1.0; 3], 1.0),
            summary((0, 1, HintlockNohint), &[1.0; 3], &[1.0; 3], 1.0),
            // 2 threads: the ranges overlap.
            summary((0, 2, HintlockRaw), &[4.0, 5.0, 6.0], &[1.0; 3], 1.0),
            summary((0, 2, HintlockNohint), &[5.5, 7.0, 8.0], &[1.0; 3], 1.0),
            // 4 threads: apart.
            summary((0, 4, HintlockRaw), &[4.0, 5.0, 6.0], &[1.0; 3], 1.0),
            summary((0, 4, HintlockNohint), &[6.5, 7.0, 8.0], &[1.0; 3], 1.0),
            // 8 threads: no hintlock-nohint, not judged.
            summary((0, 8, HintlockRaw), &[4.0; 3], &[1.0; 3], 1.0),
        ];
        let v = judge(&workloads, &all).expect("hintlock and a peer ran");
        let text = table(Some(&v), &workloads);
        let json = json(Some(&v), &workloads);
        if !SAME_INSTRUCTIONS {
            assert!(v.control.is_none());
            assert!(!text.contains("noise check"), "{text}");
            assert!(json.contains("\"noise_check\": null"), "{json}");
            return;
        }
        let control = v.control.as_ref().expect("both identical locks ran");
        assert_eq!(control.cells, [(0, 2), (0, 4)]);
        assert_eq!(control.apart, [(0, 4)]);
        assert!(
            text.contains("they came out apart in 1 of 2 cells (short/4)"),
            "{text}"
        );
        // Two cells of 3 repeats each: 1 in 10 apart each by chance.
        assert!((control.expected_apart - 0.2).abs() < 1e-12);
        assert!(
            text.contains("by chance alone, with every repeat an independent draw: 0.2 expected"),
            "{text}"
        );
        assert!(
            json.contains("\"cells\": 2, \"apart\": [\"short/4\"], \"expected_apart\": 0.200"),
            "{json}"
        );
        assert!(json_is_balanced(&json), "{json}");
        // Without one of the two there is nothing to check.
        let v = judge(&workloads, &all[..4]).unwrap();
        assert!(v.control.is_none());
        assert!(json_is_balanced(&super::json(Some(&v), &workloads)));
    }

    /// Braces and brackets pair up (the JSON report is hand-written).
    fn json_is_balanced(text: &str) -> bool {
        let mut open = Vec::new();
        for c in text.chars() {
            let expected = match c {
                '{' | '[' => {
                    open.push(c);
                    continue;
                }
                '}' => '{',
                ']' => '[',
                _ => continue,
            };
            if open.pop() != Some(expected) {
                return false;
            }
        }
        open.is_empty()
    }

    #[test]
    fn falls_back_to_hintlock_raw_and_needs_a_peer() {
        use LockKind::*;
        let workloads = [Workload::named("short").unwrap()];
        let raw_and_peer = [
            summary((0, 2, HintlockRaw), &[2.0; 3], &[1.0; 3], 1.0),
            summary((0, 2, Pthread), &[1.0; 3], &[1.0; 3], 1.0),
        ];
        let v = judge(&workloads, &raw_and_peer).unwrap();
        assert_eq!((v.lock, v.cells.len()), (HintlockRaw, 1));
        // No hintlock: no verdict; no peer: none either.
        assert!(judge(&workloads, &raw_and_peer[1..]).is_none());
        assert!(judge(&workloads, &raw_and_peer[..1]).is_none());
        assert!(table(None, &workloads).starts_with("verdict: skipped"));
    }

    #[test]
    fn alone_on_the_lock_is_judged_with_five_percent_slack() {
        let r = |min, max| Range { min, max };
        let peer = (100.0, r(98.0, 102.0));
        // The median decides first: 95% of the peer's is within.
        assert_eq!(Slack::judge((95.0, r(94.0, 96.0)), peer), Slack::Within);
        assert_eq!(Slack::judge((120.0, r(119.0, 121.0)), peer), Slack::Within);
        // Below that, the best repeat against 95% of the peer's worst (93.1).
        assert_eq!(Slack::judge((90.0, r(89.0, 93.5)), peer), Slack::Noise);
        assert_eq!(Slack::judge((90.0, r(89.0, 92.5)), peer), Slack::Beyond);

        // The cell is the first workload with no work and no sleep, at 1
        // thread, whatever its name; without one there is none.
        use LockKind::*;
        let custom = Workload {
            name: "cs=0,out=0".to_string(),
            cs: 0,
            outside: 0,
            hold_sleep: std::time::Duration::ZERO,
            odd: None,
        };
        let all = [
            summary((1, 1, Hintlock), &[96.0; 3], &[1.0; 3], 1.0),
            summary((1, 1, Pthread), &[100.0; 3], &[1.0; 3], 1.0),
        ];
        let workloads = [Workload::named("short").unwrap(), custom];
        let v = judge(&workloads, &all).expect("hintlock and a peer ran");
        let alone = v.uncontended.as_ref().expect("cs=0,out=0 ran at 1 thread");
        assert_eq!(
            (alone.workload, alone.against.peer, alone.slack),
            (1, Pthread, Slack::Within)
        );
        // Only the uncontended cell ran: the table still shows it.
        let text = table(Some(&v), &workloads);
        assert!(text.contains("no cell with 2 or more threads"), "{text}");
        assert!(text.contains("ratio 0.96: within 5%\n"), "{text}");
        let workloads = [
            Workload::named("short").unwrap(),
            Workload::named("sleepy").unwrap(),
        ];
        let v = judge(&workloads, &all).expect("hintlock and a peer ran");
        assert!(v.uncontended.is_none());
        assert!(json(Some(&v), &workloads).contains("\"uncontended\": null,"));
    }

    #[test]
    fn overlapping_ranges_tie() {
        let r = |min, max| Range { min, max };
        let judge = |a: Range, b: Range, higher| {
            Standing::judge(
                ((a.min + a.max) / 2.0, a),
                ((b.min + b.max) / 2.0, b),
                higher,
            )
        };
        assert_eq!(judge(r(10.0, 12.0), r(11.0, 13.0), true), Standing::Tie);
        assert_eq!(judge(r(10.0, 12.0), r(12.0, 13.0), true), Standing::Tie);
        assert_eq!(judge(r(14.0, 15.0), r(11.0, 13.0), true), Standing::Ahead);
        assert_eq!(judge(r(8.0, 9.0), r(11.0, 13.0), true), Standing::Behind);
        // Less CPU is better.
        assert_eq!(judge(r(8.0, 9.0), r(11.0, 13.0), false), Standing::Ahead);
        assert_eq!(judge(r(14.0, 15.0), r(11.0, 13.0), false), Standing::Behind);
    }

    #[test]
    fn range_of_repeats() {
        assert_eq!(Range::of(&[3.0, 1.0, 2.0]), Range { min: 1.0, max: 3.0 });
    }

    #[test]
    fn short_numbers() {
        assert_eq!(short(112_345_354.0), "112M");
        assert_eq!(short(88_904_150.0), "88.9M");
        assert_eq!(short(9_870.0), "9.87k");
        assert_eq!(short(5.0), "5.00");
    }
}
