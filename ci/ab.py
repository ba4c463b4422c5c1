#!/usr/bin/env python3
"""Alternating A/B runs of mutex_ops builds (a measurement helper; CI does not run it).

    python3 ci/ab.py N "MUTEX_OPS ARGS" NAME=BINARY[:KNOB=VALUE,...] ...

Runs every variant N times, in an order rotated each round, with
`--format csv` added to the arguments. A variant's knobs become environment
variables `HL_KNOB=VALUE` (for throwaway knob builds). Per workload and
thread count it prints, for each variant, the median over the rounds of
hintlock's ops/s over the best other lock's in the same run, the median and
lowest `min/mean`, how many of hintlock's runs had `min/mean` below 0.5, and
how many of the other locks' runs did (all of them together), and the median of hintlock's CPU
time per acquisition over std's in the same run (issue 5's CPU goal is at most 1 for the sleepy
workload; a dash where std did not run). Raw rows go to NAME.csv files in the directory given by
AB_OUT (default: the current one).

Runs are also classed by the cache-line probes `mutex_ops` takes before and after each run
(`repeat_line_ns`): when all the probes of the session fall in two clusters (the rule of
examples/mutex_ops/states.rs), each cell is reported once per state, near and far, hintlock's run
against the best peer run made in the same state, with hintlock's own median ops/s beside the
ratio; a run whose probes straddle the boundary is left out. With one cluster (or no probes) the
state column says "all", as it does with AB_STATES=0; a run without probes (`--line-probe 0`)
is class "-".
"""

import csv
import io
import math
import os
import statistics
import subprocess
import sys


def parse_variant(spec):
    name, _, rest = spec.partition("=")
    binary, _, knobs = rest.partition(":")
    env = dict(os.environ)
    for knob in filter(None, knobs.split(",")):
        key, _, value = knob.partition("=")
        env["HL_" + key.upper()] = value
    return name, binary, env


def run_once(binary, args, env):
    out = subprocess.run(
        [binary, *args.split(), "--format", "csv"],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return list(csv.DictReader(io.StringIO(out)))


def line_probes(row):
    """The (before, after) probes of a one-repeat row, or None."""
    try:
        before, after = row.get("repeat_line_ns", "").split("/")
        return float(before), float(after)
    except ValueError:
        return None


def boundary_of(probes, gap=1.5, share=0.05):
    """The near/far boundary of the probes (states.rs's rule), or None for one cluster."""
    v = sorted(p for p in probes if p > 0)
    least = max(2, math.ceil(len(v) * share))
    best = max(((v[i] / v[i - 1], i) for i in range(least, len(v) - least + 1)), default=None)
    if best is None or best[0] < gap:
        return None
    return math.sqrt(v[best[1] - 1] * v[best[1]])


def state_of(probes, boundary):
    if boundary is None:
        return "all"
    if probes is None:
        return "-"
    if max(probes) < boundary:
        return "near"
    if min(probes) >= boundary:
        return "far"
    return None


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    rounds = int(sys.argv[1])
    args = sys.argv[2]
    variants = [parse_variant(v) for v in sys.argv[3:]]
    outdir = os.environ.get("AB_OUT", ".")
    # runs[name] = list of (cell key, hintlock's row, the peers' rows)
    runs = {name: [] for name, _, _ in variants}
    files = {name: open(os.path.join(outdir, name + ".csv"), "w") for name, _, _ in variants}
    for r in range(rounds):
        order = variants[r % len(variants):] + variants[: r % len(variants)]
        for name, binary, env in order:
            rows = run_once(binary, args, env)
            for row in rows:
                row["round"] = r
                files[name].write(",".join(str(v) for v in row.values()) + "\n")
            cells = {}
            for row in rows:
                cells.setdefault((row["workload"], int(row["threads"])), []).append(row)
            for key, cell in cells.items():
                hl = [c for c in cell if c["lock"] == "hintlock"]
                peers = [c for c in cell if not c["lock"].startswith("hintlock")]
                if hl and peers:
                    runs[name].append((key, hl[0], peers))
        print(f"round {r + 1}/{rounds} done", file=sys.stderr, flush=True)
    for f in files.values():
        f.close()
    probes = [
        p
        for data in runs.values()
        for _, hl, peers in data
        for row in [hl, *peers]
        for p in (line_probes(row) or ())
    ]
    boundary = boundary_of(probes) if os.environ.get("AB_STATES", "1") != "0" else None
    if boundary is not None:
        print(f"cache-line states: near below {boundary:.0f} ns, far above; straddling runs left out")
    # results[name][(workload, threads, state)] =
    #     list of (ratio, min/mean, peer runs below 0.5, CPU per op over std's or None, own ops/s)
    results = {name: {} for name in runs}
    for name, data in runs.items():
        for key, hl, peers in data:
            state = state_of(line_probes(hl), boundary)
            if state is None:
                continue
            alike = [p for p in peers if state_of(line_probes(p), boundary) == state]
            if not alike:
                continue
            best = max(float(p["ops_per_sec"]) for p in alike)
            own = float(hl["ops_per_sec"])
            mm = float(hl["min_over_mean"])
            peers_below = sum(float(p["min_over_mean"]) < 0.5 for p in alike)
            std = [p for p in alike if p["lock"] == "std"]
            cpu = None
            if std and float(std[0]["cpu_ns_per_op"] or 0) > 0:
                cpu = float(hl["cpu_ns_per_op"]) / float(std[0]["cpu_ns_per_op"])
            results[name].setdefault((*key, state), []).append((own / best, mm, peers_below, cpu, own))
    keys = sorted({k for res in results.values() for k in res})
    print(
        f"{'cell':<12} {'state':<5} {'variant':<10} {'runs':>4} {'own ops/s':>10} {'of best':>8} "
        f"{'mm med':>7} {'mm low':>7} {'<0.5':>5} {'peers<0.5':>9} {'cpu/std':>7}"
    )
    for key in keys:
        for name in results:
            data = results[name].get(key, [])
            if not data:
                continue
            ratios = [d[0] for d in data]
            mms = [d[1] for d in data]
            cpus = [d[3] for d in data if d[3] is not None]
            cpu = f"{statistics.median(cpus):>7.2f}" if cpus else f"{'-':>7}"
            own = statistics.median(d[4] for d in data)
            print(
                f"{key[0] + '/' + str(key[1]):<12} {key[2]:<5} {name:<10} {len(data):>4} "
                f"{own / 1e6:>9.3f}M {statistics.median(ratios):>8.3f} "
                f"{statistics.median(mms):>7.2f} {min(mms):>7.2f} {sum(m < 0.5 for m in mms):>5} "
                f"{sum(d[2] for d in data):>9} {cpu}"
            )


if __name__ == "__main__":
    main()
