#!/usr/bin/env python3
"""Counts mutex_ops's verdicts, cell by cell, over saved default runs.

Reads the table output of `mutex_ops` (whole runs pasted into files, as in
docs/mutex_ops_run*.txt) and counts, for every cell, how often hintlock
came out ahead, tied or behind the best peer (throughput) and lower, tied
or higher than std (CPU per pair with a sleeping holder), and how many
cells the noise check found apart. Only verdicts against all four peers
count, which is what a default run prints; runs with fewer locks (a
`--locks` subset) are skipped.

Compare the "behind" column with what chance alone gives for a tie
(`python3 ci/verdict_chance.py`): about 1 in 20 against one peer, up to 1
in 9 against the best of four equal ones.

Usage: python3 ci/verdict_tally.py FILE...
"""

import collections
import re
import sys

ALL_PEERS = "verdict: hintlock against the best of std, parking_lot, pthread, pthread-adaptive"
CELL = re.compile(r"(empty|short|medium|sleepy)\s+(\d+)\s.*?\s(ahead|tie \(within noise\)|behind)\s")
CPU_CELL = re.compile(r"sleepy\s+(\d+)\s.*\s(lower|tie \(within noise\)|higher)\s*$")
NOISE = re.compile(r"^noise check: .* apart in (\d+) of (\d+) cells", re.M)
WORDS = {"ahead": 0, "lower": 0, "tie": 1, "behind": 2, "higher": 2}


def fail(message):
    """One line on stderr and exit status 2, as the examples do for bad input."""
    print(message, file=sys.stderr)
    sys.exit(2)


def paragraph_at(text, heading):
    """The first paragraph (up to a blank line) of `text` that starts with
    `heading`, or "" if there is none."""
    start = text.find(heading)
    return "" if start < 0 else text[start:].split("\n\n", 1)[0]


def main():
    if len(sys.argv) < 2:
        fail("usage: verdict_tally.py FILE... (saved mutex_ops table output)")
    tally = collections.defaultdict(lambda: [0, 0, 0])
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


if __name__ == "__main__":
    main()
