#!/usr/bin/env python3
"""Counts mutex_ops's verdicts, cell by cell, over saved default runs.

Reads the table output of `mutex_ops` (whole runs pasted into files, as in
docs/mutex_ops_run*.txt) and counts, for every cell, how often hintlock
came out ahead, tied or behind the best peer (throughput) and lower, tied
or higher than std (CPU per pair with a sleeping holder), and how many
cells the noise check found apart. Only verdicts against all four peers
count, which is what a default run prints; runs with fewer locks (a
`--locks` subset) are skipped.

Where a run also judged the cells state by state (its "verdict by state"
block: the cache line was sometimes near, sometimes far), a second table
counts those verdicts per cell and state, with the median of the ratios
(hintlock's ops/s over that state's best peer's). A cell counts in a state
only in the runs that had runs of it in that state.

Compare the "behind" column with what chance alone gives for a tie
(`python3 ci/verdict_chance.py`): with mutex_ops's default 5 repeats, 1 in
252 against one peer and about 1 in 100 against the best of four equal
ones (with 3 repeats, the default before session 46: 1 in 20 and 1 in 9).

Usage: python3 ci/verdict_tally.py FILE...
"""

import collections
import re
import statistics
import sys

ALL_PEERS = "verdict: hintlock against the best of std, parking_lot, pthread, pthread-adaptive"
CELL = re.compile(r"(empty|short|medium|sleepy)\s+(\d+)\s.*?\s(ahead|tie \(within noise\)|behind)\s")
CPU_CELL = re.compile(r"sleepy\s+(\d+)\s.*\s(lower|tie \(within noise\)|higher)\s*$")
NOISE = re.compile(r"^noise check: .* apart in (\d+) of (\d+) cells", re.M)
WORDS = {"ahead": 0, "lower": 0, "tie": 1, "behind": 2, "higher": 2}
BY_STATE = "verdict by state:"
STATE_CELL = re.compile(r"(empty|short|medium|sleepy)\s+(\d+)")
STATE_PART = re.compile(r"\s*(\d+\.\d+)\s+(ahead|tie \(within noise\)|behind)\s")


def fail(message):
    """One line on stderr and exit status 2, as the examples do for bad input."""
    print(message, file=sys.stderr)
    sys.exit(2)


def paragraph_at(text, heading):
    """The first paragraph (up to a blank line) of `text` that starts with
    `heading`, or "" if there is none."""
    start = text.find(heading)
    return "" if start < 0 else text[start:].split("\n\n", 1)[0]


def tally_by_state(run, by_state):
    """Adds the verdicts of `run`'s "verdict by state" block, if it has
    one, to `by_state[(cell, state)]`: [ahead, tie, behind, ratios]."""
    block = paragraph_at(run, BY_STATE).splitlines()
    if len(block) < 3:
        return
    header = block[1]
    # The near columns end where the header's first "peer's" does; the far
    # columns take the rest of the line.
    split = header.find("peer's") + len("peer's")
    if split < len("peer's"):
        return
    for line in block[2:]:
        m = STATE_CELL.match(line)
        if not m:
            continue
        cell = f"{m[1]}/{m[2]}"
        for state, part in (("near", line[m.end():split]), ("far", line[split:])):
            v = STATE_PART.match(part + " ")
            if v:
                counts = by_state[(cell, state)]
                counts[WORDS[v[2].split()[0]]] += 1
                counts[3].append(float(v[1]))


def main():
    if len(sys.argv) < 2:
        fail("usage: verdict_tally.py FILE... (saved mutex_ops table output)")
    tally = collections.defaultdict(lambda: [0, 0, 0])
    by_state = collections.defaultdict(lambda: [0, 0, 0, []])
    runs = 0
    noise = []
    for name in sys.argv[1:]:
        try:
            text = open(name, encoding="utf-8", errors="replace").read()
        except OSError as err:
            fail(f"verdict_tally: {name}: {err.strerror}")
        for run in text.split(ALL_PEERS)[1:]:
            runs += 1
            verdict = run.split("\n\n", 1)[0]
            for line in verdict.splitlines()[2:]:
                m = CELL.match(line)
                if m:
                    tally[f"{m[1]}/{m[2]}"][WORDS[m[3].split()[0]]] += 1
            cpu = paragraph_at(run, "CPU time per pair with a sleeping holder")
            for line in cpu.splitlines()[2:]:
                m = CPU_CELL.match(line)
                if m:
                    tally[f"cpu/{m[1]}"][WORDS[m[2].split()[0]]] += 1
            m = NOISE.search(run)
            if m:
                noise.append(int(m[1]))
            tally_by_state(run, by_state)
    if runs == 0:
        fail("verdict_tally: no default-run verdict (against all four peers) in the files")
    print(f"runs: {runs}")
    print(f"{'cell':10s} {'ahead':>6s} {'tie':>4s} {'behind':>7s}   (cpu/: lower, tie, higher than std)")
    for cell, (ahead, tie, behind) in tally.items():
        print(f"{cell:10s} {ahead:6d} {tie:4d} {behind:7d}")
    if noise:
        mean = sum(noise) / len(noise)
        print(f"noise check: {len(noise)} runs, identical code apart in {mean:.2f} cells a run "
              f"(counts {dict(sorted(collections.Counter(noise).items()))})")
    if by_state:
        print()
        print("by cache-line state (runs whose cells ran in that state; ratio: median over them)")
        print(f"{'cell':10s} {'state':5s} {'ahead':>6s} {'tie':>4s} {'behind':>7s} {'ratio':>6s}")
        for cell in tally:
            for state in ("near", "far"):
                if (cell, state) in by_state:
                    ahead, tie, behind, ratios = by_state[(cell, state)]
                    print(f"{cell:10s} {state:5s} {ahead:6d} {tie:4d} {behind:7d} "
                          f"{statistics.median(ratios):6.2f}")


if __name__ == "__main__":
    main()
