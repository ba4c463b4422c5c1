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
"""

import csv
import io
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


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    rounds = int(sys.argv[1])
    args = sys.argv[2]
    variants = [parse_variant(v) for v in sys.argv[3:]]
    outdir = os.environ.get("AB_OUT", ".")
    # results[name][(workload, threads)] =
    #     list of (ratio, min/mean, peer runs below 0.5, CPU per op over std's or None)
    results = {name: {} for name, _, _ in variants}
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
                if not hl or not peers:
                    continue
                best = max(float(p["ops_per_sec"]) for p in peers)
                ratio = float(hl[0]["ops_per_sec"]) / best
                mm = float(hl[0]["min_over_mean"])
                peers_below = sum(float(p["min_over_mean"]) < 0.5 for p in peers)
                std = [p for p in peers if p["lock"] == "std"]
                cpu = None
                if std and float(std[0]["cpu_ns_per_op"]) > 0:
                    cpu = float(hl[0]["cpu_ns_per_op"]) / float(std[0]["cpu_ns_per_op"])
                results[name].setdefault(key, []).append((ratio, mm, peers_below, cpu))
        print(f"round {r + 1}/{rounds} done", file=sys.stderr, flush=True)
    for f in files.values():
        f.close()
    keys = sorted({k for res in results.values() for k in res})
    print(f"{'cell':<12} {'variant':<10} {'of best':>8} {'mm med':>7} {'mm low':>7} {'<0.5':>5} {'peers<0.5':>9} {'cpu/std':>7}")
    for key in keys:
        for name in results:
            data = results[name].get(key, [])
            if not data:
                continue
            ratios = [d[0] for d in data]
            mms = [d[1] for d in data]
            cpus = [d[3] for d in data if d[3] is not None]
            cpu = f"{statistics.median(cpus):>7.2f}" if cpus else f"{'-':>7}"
            print(
                f"{key[0] + '/' + str(key[1]):<12} {name:<10} {statistics.median(ratios):>8.3f} "
                f"{statistics.median(mms):>7.2f} {min(mms):>7.2f} {sum(m < 0.5 for m in mms):>5} "
                f"{sum(d[2] for d in data):>9} {cpu}"
            )


if __name__ == "__main__":
    main()
