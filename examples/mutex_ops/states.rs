//! The verdict state by state. The development VM switches, for seconds to
//! minutes at a time, between a near cache line (a round trip of 60-117 ns between its
//! two vCPUs) and a far one (257-350 ns), and every lock's throughput moves
//! with it: the medium workload does 6-7 M pairs/s in one state and 3-5 M
//! in the other (the README's "On the development machine"). A cell whose
//! repeats fell in different states for hintlock and for its best peer
//! compares the machine, not the locks. So `--line-probe` measures the
//! round trip before and after every run, and when the probes form two
//! clusters this report judges each cell again within each state, on the
//! runs whose two probes both fell in it.
//!
//! This adds to the verdict; it does not replace it. A cell is not "fixed"
//! by the split: the table shows both, and the overall verdict stays the
//! one over all repeats.

use super::report::{median, Summary};
use super::verdict::{self, Against, Range, Standing, Verdict};
use super::workload::Workload;
use std::fmt::Write as _;

/// Two neighbouring probes, sorted, at least this far apart (their ratio)
/// separate two clusters. On the development VM the gap is 117 to 257 ns
/// (2.2); a machine in one state spreads its probes continuously.
pub const CLUSTER_GAP: f64 = 1.5;
/// Each cluster holds at least this share of the probes (and at least 2),
/// so that a lone slow probe (an interrupt during it) is not a state.
pub const CLUSTER_SHARE: f64 = 0.05;

/// Which state a run was in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineState {
    Near,
    Far,
}

impl LineState {
    fn name(self) -> &'static str {
        match self {
            LineState::Near => "near",
            LineState::Far => "far",
        }
    }
}

/// How the run's probes fell.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Split {
    /// Probe values split: each run's before and after (a probe between
    /// two runs is the after of one and the before of the next).
    pub probes: usize,
    /// The lowest and highest probe, in nanoseconds.
    pub range: Range,
    /// The boundary between the near and far clusters, when there are two:
    /// the geometric mean of the two probes on either side of the gap.
    pub boundary: Option<f64>,
}

/// Splits the probes into clusters (`None` for no probes).
pub fn split(probes: &[f64]) -> Option<Split> {
    let mut sorted: Vec<f64> = probes
        .iter()
        .copied()
        .filter(|v| v.is_finite() && *v > 0.0)
        .collect();
    if sorted.is_empty() {
        return None;
    }
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    let least = ((n as f64 * CLUSTER_SHARE).ceil() as usize).max(2);
    // The widest gap that leaves `least` probes on each side.
    let gap = (least..=n.saturating_sub(least))
        .map(|i| (i, sorted[i] / sorted[i - 1]))
        .max_by(|a, b| a.1.total_cmp(&b.1));
    let boundary = gap
        .filter(|&(_, ratio)| ratio >= CLUSTER_GAP)
        .map(|(i, _)| (sorted[i - 1] * sorted[i]).sqrt());
    Some(Split {
        probes: n,
        range: Range {
            min: sorted[0],
            max: sorted[n - 1],
        },
        boundary,
    })
}

/// The state of a run whose probes before and after were `line`: `None`
/// when they fell on both sides of the boundary (the state changed during
/// the run) or there were none.
pub fn state_of(line: Option<[f64; 2]>, boundary: f64) -> Option<LineState> {
    match line? {
        [b, a] if b < boundary && a < boundary => Some(LineState::Near),
        [b, a] if b >= boundary && a >= boundary => Some(LineState::Far),
        _ => None,
    }
}

/// One state of one cell: the judged lock against the best peer, on the
/// runs made in that state.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    /// Medians and ranges of ops/s over those runs, the judged lock's and
    /// the best peer's (the peer with the highest median among them).
    /// Judged by [`Against::standing`], as the main verdict judges a cell.
    pub against: Against,
    /// The judged lock's runs in the state, and the best peer's.
    pub runs: usize,
    pub peer_runs: usize,
    /// The judged lock's median slowest-thread/mean ratio over its runs in
    /// the state.
    pub min_over_mean: f64,
    /// The best peer's, over its runs in the state: a peer can lead a
    /// state by letting one thread keep the lock.
    pub peer_min_over_mean: f64,
}

/// One verdict cell, judged in each state where both sides have runs.
pub struct Cell {
    pub workload: usize,
    pub threads: usize,
    pub near: Option<Judgement>,
    pub far: Option<Judgement>,
}

impl Cell {
    fn get(&self, state: LineState) -> Option<&Judgement> {
        match state {
            LineState::Near => self.near.as_ref(),
            LineState::Far => self.far.as_ref(),
        }
    }
}

/// The probes of a whole run and, when they split, every cell by state.
pub struct ByState {
    pub cpus: [usize; 2],
    pub split: Split,
    /// Empty unless the probes split into two clusters.
    pub cells: Vec<Cell>,
    /// Runs of every lock whose two probes fell on both sides of the
    /// boundary, and all runs.
    pub straddled: usize,
    pub runs: usize,
}

/// One lock's repeats made in one state, in run order.
struct InState {
    /// Their ops/s.
    ops: Vec<f64>,
    /// Their slowest-thread/mean ratios.
    min_over_mean: Vec<f64>,
}

/// `s`'s repeats made in `state`.
fn repeats_in(s: &Summary, state: LineState, boundary: f64) -> InState {
    let (ops, min_over_mean) = s
        .repeat_ops_per_sec
        .iter()
        .zip(&s.repeat_min_over_mean)
        .zip(&s.repeat_line_ns)
        .filter(|(_, line)| state_of(**line, boundary) == Some(state))
        .map(|((ops, mm), _)| (*ops, *mm))
        .unzip();
    InState { ops, min_over_mean }
}

/// Judges one cell in one state: `None` when the judged lock or every peer
/// has no run in it.
fn judge_state(
    all: &[Summary],
    v: &Verdict,
    (workload, threads): (usize, usize),
    state: LineState,
    boundary: f64,
) -> Option<Judgement> {
    let ours = repeats_in(
        verdict::find(all, workload, threads, v.lock)?,
        state,
        boundary,
    );
    if ours.ops.is_empty() {
        return None;
    }
    let (peer, theirs) = v
        .peers
        .iter()
        .filter_map(|&k| {
            let runs = repeats_in(verdict::find(all, workload, threads, k)?, state, boundary);
            (!runs.ops.is_empty()).then_some((k, runs))
        })
        .max_by(|a, b| median(&a.1.ops).total_cmp(&median(&b.1.ops)))?;
    let against = Against {
        ops: median(&ours.ops),
        ops_range: Range::of(&ours.ops),
        peer,
        peer_ops: median(&theirs.ops),
        peer_range: Range::of(&theirs.ops),
    };
    Some(Judgement {
        against,
        runs: ours.ops.len(),
        peer_runs: theirs.ops.len(),
        min_over_mean: median(&ours.min_over_mean),
        peer_min_over_mean: median(&theirs.min_over_mean),
    })
}

/// Everything the probes say about the run (`None` when the probe was off
/// or took nothing).
pub fn by_state(cpus: Option<[usize; 2]>, all: &[Summary], v: Option<&Verdict>) -> Option<ByState> {
    let cpus = cpus?;
    let lines: Vec<Option<[f64; 2]>> = all
        .iter()
        .flat_map(|s| s.repeat_line_ns.iter().copied())
        .collect();
    let probes: Vec<f64> = lines.iter().flatten().flatten().copied().collect();
    let split = split(&probes)?;
    let mut by = ByState {
        cpus,
        split,
        cells: Vec::new(),
        straddled: 0,
        runs: lines.len(),
    };
    let (Some(boundary), Some(v)) = (split.boundary, v) else {
        return Some(by);
    };
    by.straddled = lines
        .iter()
        .filter(|l| l.is_some() && state_of(**l, boundary).is_none())
        .count();
    by.cells = v
        .cells
        .iter()
        .map(|c| {
            let cell = (c.workload, c.threads);
            Cell {
                workload: c.workload,
                threads: c.threads,
                near: judge_state(all, v, cell, LineState::Near, boundary),
                far: judge_state(all, v, cell, LineState::Far, boundary),
            }
        })
        .collect();
    Some(by)
}

impl ByState {
    /// Cells judged in `state`, by standing: (ahead, tie, behind, judged).
    pub fn counts(&self, state: LineState) -> (usize, usize, usize, usize) {
        let judged: Vec<Standing> = self
            .cells
            .iter()
            .filter_map(|c| c.get(state).map(|j| j.against.standing()))
            .collect();
        let count = |s| judged.iter().filter(|&&j| j == s).count();
        (
            count(Standing::Ahead),
            count(Standing::Tie),
            count(Standing::Behind),
            judged.len(),
        )
    }
}

/// "1.02 tie (within noise) parking_lot 2/3 0.98 0.31 < 0.5", or "-" for
/// no judgement; padded to the full width, for the column after it.
fn state_column(j: Option<&Judgement>) -> String {
    match j {
        Some(j) => format!(
            "{:>5.2}  {:<18}  {:<16} {:>5}  {:>8.2}{:<6}  {:>6.2}{:<6}",
            j.against.ratio(),
            j.against.standing().throughput_label(),
            j.against.peer.name(),
            format!("{}/{}", j.runs, j.peer_runs),
            j.min_over_mean,
            verdict::starved_mark(j.min_over_mean),
            j.peer_min_over_mean,
            verdict::starved_mark(j.peer_min_over_mean),
        ),
        None => format!(
            "{:>5}  {:<18}  {:<16} {:>5}  {:>8}{:<6}  {:>6}{:<6}",
            "-", "", "", "", "", "", "", ""
        ),
    }
}

/// The section of the table report (empty when the probe was off).
pub fn table(by: Option<&ByState>, v: Option<&Verdict>, workloads: &[Workload]) -> String {
    let mut out = String::new();
    let Some(by) = by else {
        return out;
    };
    let s = by.split;
    let between = format!("between CPUs {} and {}", by.cpus[0], by.cpus[1]);
    let Some(boundary) = s.boundary else {
        let _ = writeln!(
            out,
            "\ncache line: one state, round trip {} ns {between}, measured before and after \
             each of {} runs (--line-probe): the runs were made in one state.",
            ns_span(s.range),
            by.runs
        );
        return out;
    };
    let _ = writeln!(
        out,
        "\ncache line: two states. The round trip {between}, measured before and after every \
         run (--line-probe), fell in two clusters, near and far, split at {:.0} ns (all \
         probes {} ns); {} of {} runs had one probe on each side and are left out below.",
        boundary,
        ns_span(s.range),
        by.straddled,
        by.runs
    );
    let Some(v) = v else {
        return out;
    };
    if by.cells.is_empty() {
        return out;
    }
    let _ = writeln!(
        out,
        "verdict by state: {} against the best peer among the runs made in each state \
         (runs: {}'s / the peer's)",
        v.lock.name(),
        v.lock.name()
    );
    let name_width = verdict::name_width(workloads, by.cells.iter().map(|c| c.workload));
    let head = |state: &str| {
        format!(
            "{state:>5}  {:<18}  {:<16} {:>5}  {:>8}{:<6}  {:>6}{:<6}",
            "verdict", "best peer", "runs", "min/mean", "", "peer's", ""
        )
    };
    let heading = format!(
        "{:<name_width$}  {:>7}  {}    {}",
        "workload",
        "threads",
        head("near"),
        head("far")
    );
    let _ = writeln!(out, "{}", heading.trim_end());
    for c in &by.cells {
        let row = format!(
            "{:<name_width$}  {:>7}  {}    {}",
            workloads[c.workload].name,
            c.threads,
            state_column(c.near.as_ref()),
            state_column(c.far.as_ref())
        );
        let _ = writeln!(out, "{}", row.trim_end());
    }
    let counts: Vec<String> = [LineState::Near, LineState::Far]
        .into_iter()
        .map(|state| {
            let (ahead, tie, behind, judged) = by.counts(state);
            format!(
                "{}: {ahead} ahead, {tie} tie, {behind} behind, of {} with runs in it",
                state.name(),
                verdict::plural(judged, "cell", "cells")
            )
        })
        .collect();
    let _ = writeln!(out, "summary by state: {}", counts.join("; "));
    let _ = writeln!(
        out,
        "near, far: the ratio of medians and the verdict, judged as above, on the runs whose \
         probes before and after both fell in that state; min/mean, peer's: the median over \
         those runs of {0}'s and of that state's best peer's slowest-thread share (\"< 0.5\" as \
         above); \"-\": {0} or every peer had no such run.",
        v.lock.name()
    );
    out
}

fn ns_span(r: Range) -> String {
    format!("{:.0}..{:.0}", r.min, r.max)
}

/// The section as a JSON value (`null` when the probe was off).
pub fn json(by: Option<&ByState>, workloads: &[Workload]) -> String {
    let Some(by) = by else {
        return "null".to_string();
    };
    let num = |x: f64| super::report::json_num(Some(x));
    let state = |j: Option<&Judgement>| match j {
        Some(j) => format!(
            "{{{}, \"runs\": {}, \"best_peer_runs\": {}, \"min_over_mean\": {}, \
             \"best_peer_min_over_mean\": {}}}",
            verdict::json_against(&j.against, j.against.standing().throughput_label()),
            j.runs,
            j.peer_runs,
            num(j.min_over_mean),
            num(j.peer_min_over_mean),
        ),
        None => "null".to_string(),
    };
    let cells: Vec<String> = by
        .cells
        .iter()
        .map(|c| {
            format!(
                "      {{\"workload\": \"{}\", \"threads\": {}, \"near\": {}, \"far\": {}}}",
                workloads[c.workload].name,
                c.threads,
                state(c.near.as_ref()),
                state(c.far.as_ref())
            )
        })
        .collect();
    format!(
        "{{\n    \"cpus\": [{}, {}], \"probes\": {}, \"range_ns\": {}, \"boundary_ns\": {}, \
         \"straddled_runs\": {}, \"runs\": {},\n    \"cells\": [{}{}{}]\n  }}",
        by.cpus[0],
        by.cpus[1],
        by.split.probes,
        verdict::json_range(by.split.range),
        super::report::json_num(by.split.boundary),
        by.straddled,
        by.runs,
        if cells.is_empty() { "" } else { "\n" },
        cells.join(",\n"),
        if cells.is_empty() { "" } else { "\n    " }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locks::LockKind;

    /// A made-up summary: each repeat's ops/s and its probes before and
    /// after; every thread got the same share.
    fn summary(cell: (usize, usize, LockKind), repeats: &[(f64, Option<[f64; 2]>)]) -> Summary {
        let shares: Vec<_> = repeats
            .iter()
            .map(|&(ops, line)| (ops, line, 1.0))
            .collect();
        summary_with_shares(cell, &shares)
    }

    /// A made-up summary: each repeat's ops/s, its probes before and after,
    /// and its slowest-thread/mean ratio.
    fn summary_with_shares(
        cell: (usize, usize, LockKind),
        repeats: &[(f64, Option<[f64; 2]>, f64)],
    ) -> Summary {
        let ops: Vec<f64> = repeats.iter().map(|r| r.0).collect();
        let lines: Vec<Option<[f64; 2]>> = repeats.iter().map(|r| r.1).collect();
        let shares: Vec<f64> = repeats.iter().map(|r| r.2).collect();
        crate::report::made_up::summary(cell, &ops, None, &shares, &lines)
    }

    const NEAR: Option<[f64; 2]> = Some([80.0, 90.0]);
    const FAR: Option<[f64; 2]> = Some([330.0, 340.0]);
    const ACROSS: Option<[f64; 2]> = Some([90.0, 330.0]);

    #[test]
    fn two_clusters_split_at_the_gap() {
        // The development VM's two states: 60-117 ns and 257-350 ns.
        let mut probes: Vec<f64> = (0..30).map(|i| 60.0 + 2.0 * f64::from(i)).collect();
        probes.extend((0..10).map(|i| 257.0 + 10.0 * f64::from(i)));
        let s = split(&probes).expect("probes were taken");
        assert_eq!(s.probes, 40);
        assert_eq!(
            s.range,
            Range {
                min: 60.0,
                max: 347.0
            }
        );
        let boundary = s.boundary.expect("two clusters");
        assert!(118.0 < boundary && boundary < 257.0, "{boundary}");
    }

    #[test]
    fn one_state_or_a_lone_outlier_does_not_split() {
        // A continuous spread, even a wide one, is one state.
        let spread: Vec<f64> = (0..50).map(|i| 60.0 * 1.03_f64.powi(i)).collect();
        assert_eq!(split(&spread).unwrap().boundary, None);
        // One slow probe among 40 (an interrupt) is under the 5% share.
        let mut probes = vec![70.0; 39];
        probes.push(400.0);
        assert_eq!(split(&probes).unwrap().boundary, None);
        // Two of them out of 40 make a cluster of 5%.
        probes[0] = 410.0;
        assert!(split(&probes).unwrap().boundary.is_some());
        // Nothing usable: no split at all.
        assert_eq!(split(&[]), None);
        assert_eq!(split(&[f64::NAN, 0.0, -3.0]), None);
        assert_eq!(split(&[100.0]).unwrap().boundary, None);
    }

    #[test]
    fn a_run_is_in_a_state_only_if_both_probes_are() {
        assert_eq!(state_of(NEAR, 150.0), Some(LineState::Near));
        assert_eq!(state_of(FAR, 150.0), Some(LineState::Far));
        assert_eq!(state_of(ACROSS, 150.0), None);
        assert_eq!(state_of(Some([330.0, 90.0]), 150.0), None);
        assert_eq!(state_of(None, 150.0), None);
        // On the boundary counts as far.
        assert_eq!(state_of(Some([150.0, 150.0]), 150.0), Some(LineState::Far));
    }

    #[test]
    fn each_state_is_judged_on_its_own_runs() {
        use LockKind::*;
        let workloads = [Workload::named("medium").unwrap()];
        let all = [
            // hintlock: two near runs, one far.
            summary((0, 2, Hintlock), &[(6.0, NEAR), (6.1, NEAR), (5.0, FAR)]),
            // std: the best peer overall and near; its third run straddles
            // the boundary and is left out, so it has no far run.
            summary((0, 2, Std), &[(6.5, NEAR), (6.6, NEAR), (3.0, ACROSS)]),
            // parking_lot: the only peer with far runs, so the best there.
            summary((0, 2, ParkingLot), &[(6.0, NEAR), (4.0, FAR), (4.1, FAR)]),
        ];
        let v = verdict::judge(&workloads, &all).unwrap();
        let by = by_state(Some([0, 1]), &all, Some(&v)).expect("probes ran");
        let boundary = by.split.boundary.expect("two clusters");
        assert!(90.0 < boundary && boundary < 330.0);
        assert_eq!((by.straddled, by.runs), (1, 9));
        let cell = &by.cells[0];
        let near = cell.near.expect("both ran near");
        assert_eq!(
            (
                near.against.peer,
                near.runs,
                near.peer_runs,
                near.against.standing()
            ),
            (Std, 2, 2, Standing::Behind)
        );
        assert!(
            (near.against.ops - 6.05).abs() < 1e-9 && (near.against.peer_ops - 6.55).abs() < 1e-9
        );
        let far = cell.far.expect("hintlock and parking_lot ran far");
        assert_eq!(
            (
                far.against.peer,
                far.runs,
                far.peer_runs,
                far.against.standing()
            ),
            (ParkingLot, 1, 2, Standing::Ahead)
        );
        assert_eq!(by.counts(LineState::Near), (0, 0, 1, 1));
        assert_eq!(by.counts(LineState::Far), (1, 0, 0, 1));

        let text = table(Some(&by), Some(&v), &workloads);
        assert!(text.contains("cache line: two states."), "{text}");
        assert!(
            text.contains("1 of 9 runs had one probe on each side"),
            "{text}"
        );
        assert!(
            text.contains(
                "summary by state: near: 0 ahead, 0 tie, 1 behind, of 1 cell with runs in it; \
                 far: 1 ahead, 0 tie, 0 behind, of 1 cell with runs in it"
            ),
            "{text}"
        );
        assert!(text.lines().all(|l| l == l.trim_end()), "{text}");
        let json = json(Some(&by), &workloads);
        assert!(
            json.contains("\"straddled_runs\": 1, \"runs\": 9"),
            "{json}"
        );
        assert!(json.contains("\"best_peer\": \"parking_lot\""), "{json}");
    }

    #[test]
    fn each_state_min_over_mean_is_the_median_of_its_own_runs() {
        use LockKind::*;
        let workloads = [Workload::named("medium").unwrap()];
        let all = [
            // hintlock: even shares near, a starved thread far; the
            // straddling run's 0.1 belongs to neither state.
            summary_with_shares(
                (0, 2, Hintlock),
                &[
                    (6.0, NEAR, 0.9),
                    (5.0, FAR, 0.3),
                    (6.1, NEAR, 0.8),
                    (5.5, ACROSS, 0.1),
                    (5.1, FAR, 0.4),
                    (6.2, NEAR, 0.95),
                ],
            ),
            // std, the best peer in both states: the other way round.
            summary_with_shares(
                (0, 2, Std),
                &[
                    (7.0, NEAR, 0.25),
                    (4.0, FAR, 0.7),
                    (7.1, NEAR, 0.375),
                    (4.1, FAR, 0.9),
                ],
            ),
        ];
        // Over all repeats, the medians mix the two states.
        assert!((all[0].min_over_mean - 0.6).abs() < 1e-9);
        assert!((all[1].min_over_mean - 0.5375).abs() < 1e-9);
        let v = verdict::judge(&workloads, &all).unwrap();
        let by = by_state(Some([0, 1]), &all, Some(&v)).expect("probes ran");
        let (near, far) = (by.cells[0].near.unwrap(), by.cells[0].far.unwrap());
        assert_eq!((near.against.peer, near.runs, near.peer_runs), (Std, 3, 2));
        assert_eq!((far.against.peer, far.runs, far.peer_runs), (Std, 2, 2));
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        assert!(close(near.min_over_mean, 0.9), "{near:?}");
        assert!(close(near.peer_min_over_mean, 0.3125), "{near:?}");
        assert!(close(far.min_over_mean, 0.35), "{far:?}");
        assert!(close(far.peer_min_over_mean, 0.8), "{far:?}");

        // The table marks a share below 0.5 as the main verdict does.
        let text = table(Some(&by), Some(&v), &workloads);
        let heading = text
            .lines()
            .find(|l| l.starts_with("workload"))
            .expect("a heading");
        assert_eq!(heading.matches("min/mean").count(), 2, "{text}");
        assert_eq!(heading.matches("peer's").count(), 2, "{text}");
        let row = text
            .lines()
            .find(|l| l.starts_with("medium"))
            .expect("a row");
        let near_part = "    0.90          0.31 < 0.5";
        let far_part = "    0.35 < 0.5    0.80";
        assert!(row.contains(near_part) && row.ends_with(far_part), "{row}");
        // The two states' columns line up with their headings.
        let column = |line: &str, part: &str| line.find(part).map(|i| i + part.len());
        assert_eq!(
            column(row, "0.90"),
            column(heading, "min/mean"),
            "{heading}\n{row}"
        );
        assert_eq!(
            column(row, "0.80"),
            heading.rfind("peer's").map(|i| i + "peer's".len()),
            "{heading}\n{row}"
        );
        assert!(text.contains("min/mean, peer's: the median over those runs"));

        let json = json(Some(&by), &workloads);
        for part in [
            "\"runs\": 3, \"best_peer_runs\": 2, \"min_over_mean\": 0.9, \
             \"best_peer_min_over_mean\": 0.3125}",
            "\"runs\": 2, \"best_peer_runs\": 2, \"min_over_mean\": 0.35, \
             \"best_peer_min_over_mean\": 0.8}",
            "\"near\": {\"ops_per_sec\": 6, \"range\": [6, 6.2], \"best_peer\": \"std\", \
             \"best_peer_ops_per_sec\": 7, \"best_peer_range\": [7, 7.1], \"ratio\": ",
        ] {
            assert!(json.contains(part), "{part} in {json}");
        }
    }

    #[test]
    fn a_state_without_runs_of_hintlock_or_of_every_peer_is_not_judged() {
        use LockKind::*;
        let workloads = [Workload::named("short").unwrap()];
        let all = [
            summary(
                (0, 4, Hintlock),
                &[(30.0, NEAR), (31.0, NEAR), (19.0, ACROSS)],
            ),
            summary((0, 4, Std), &[(19.0, FAR), (20.0, FAR), (18.0, FAR)]),
        ];
        let v = verdict::judge(&workloads, &all).unwrap();
        let by = by_state(Some([0, 1]), &all, Some(&v)).unwrap();
        assert!(by.cells[0].near.is_none() && by.cells[0].far.is_none());
        let text = table(Some(&by), Some(&v), &workloads);
        assert!(text.contains("of 0 cells with runs in it"), "{text}");
    }

    #[test]
    fn one_state_says_so_and_no_probe_says_nothing() {
        use LockKind::*;
        let workloads = [Workload::named("short").unwrap()];
        let all = [
            summary((0, 2, Hintlock), &[(30.0, NEAR), (31.0, NEAR)]),
            summary((0, 2, Std), &[(29.0, Some([85.0, 95.0])), (30.0, NEAR)]),
        ];
        let v = verdict::judge(&workloads, &all).unwrap();
        let by = by_state(Some([0, 1]), &all, Some(&v)).unwrap();
        assert!(by.split.boundary.is_none() && by.cells.is_empty());
        let text = table(Some(&by), Some(&v), &workloads);
        assert!(
            text.contains("cache line: one state, round trip 80..95 ns between CPUs 0 and 1"),
            "{text}"
        );
        assert!(json(Some(&by), &workloads).contains("\"boundary_ns\": null"));
        // Probe off (no CPUs) or no probe values: no section.
        assert!(by_state(None, &all, Some(&v)).is_none());
        let unprobed = [summary((0, 2, Hintlock), &[(30.0, None)])];
        assert!(by_state(Some([0, 1]), &unprobed, None).is_none());
        assert_eq!(table(None, Some(&v), &workloads), "");
        assert_eq!(json(None, &workloads), "null");
    }
}
