#!/usr/bin/env bash
# The `stats` feature, the mutex_ops example and the criterion benches
# (issue 4). About 3 minutes on a fresh 2-CPU machine, most of it compiling.
set -euo pipefail
cd "$(dirname "$0")/.."

ops=target/release/examples/mutex_ops
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "--- cargo test --features stats"
cargo test --features stats -- --skip raw::model

echo "--- stats compiled out without the feature, present with it"
# (nm into a file first: `nm | grep -q` would fail under pipefail by SIGPIPE.)
cargo build --release --example mutex_ops
nm -C "$ops" >"$tmp/nm.txt"
if grep -q 'hintlock::stats' "$tmp/nm.txt"; then
    echo "hintlock::stats symbols in a build without the stats feature" >&2
    exit 1
fi
cargo build --release --features stats --example mutex_ops
nm -C "$ops" >"$tmp/nm.txt"
grep -q 'hintlock::stats' "$tmp/nm.txt" || {
    echo "no hintlock::stats symbols in a build with the stats feature" >&2
    exit 1
}
"$ops" --seconds 0.05 --threads 2 --locks hintlock,std --workloads empty >"$tmp/stats.txt"
grep -q 'waits/1k' "$tmp/stats.txt"
cargo build --release --example mutex_ops

echo "--- mutex_ops smoke runs"
cargo run --release --example mutex_ops -- --seconds 0.05 --threads 1,2 | tee "$tmp/table.txt"
grep -q 'hintlock-nohint' "$tmp/table.txt"
for w in empty short medium sleepy; do grep -q "^workload $w: " "$tmp/table.txt"; done
grep -q '^verdict: hintlock against the best of' "$tmp/table.txt"
grep -q '^summary: .* ahead, .* tie (within noise), .* behind' "$tmp/table.txt"
# Alone on the lock (empty, 1 thread): judged against the fastest peer.
grep -q '^alone on the lock (empty, 1 thread): hintlock .* ratio [0-9.]*: \(within 5%\|more than 5% below\)' "$tmp/table.txt"
grep -q '^summary: .*; alone on the lock: [0-9.]* of the fastest peer' "$tmp/table.txt"

# The issue's tiny configuration: exit 0 and a verdict whatever it says.
"$ops" --threads 2 --seconds 0.01 --repeats 1 --workloads empty,sleepy >"$tmp/tiny.txt"
grep -q '^CPU time per pair with a sleeping holder' "$tmp/tiny.txt"
grep -q '^summary: ' "$tmp/tiny.txt"

"$ops" --mode count --iterations 1000 --threads 1,2 --locks hintlock,pthread --workloads empty >"$tmp/count.txt"
grep -q 'Thread \[1\] Cost Time = [0-9]* us' "$tmp/count.txt"
grep -q 'Total Cost Time = [0-9]* us' "$tmp/count.txt"

"$ops" --format csv --seconds 0.02 --threads 1,2 --locks hintlock,std --cs 3 --outside 4 >"$tmp/out.csv"
head -1 "$tmp/out.csv" | grep -q '^mode,workload,threads,lock,ops_per_sec,'
test "$(wc -l <"$tmp/out.csv")" -eq 5
python3 -c '
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert {r["workload"] for r in rows} == {"cs=3,out=4"}, rows
assert all(float(r["cpu_ns_per_op"]) > 0 for r in rows), rows
' "$tmp/out.csv"

# mixed runs only when named; its odd-numbered threads' work is in two more columns.
if grep -q '^workload mixed' "$tmp/table.txt"; then
    echo "the default run includes the mixed workload" >&2
    exit 1
fi
"$ops" --format csv --seconds 0.02 --threads 2 --locks hintlock,std --workloads mixed >"$tmp/mixed.csv"
python3 -c '
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert len(rows) == 2, rows
for r in rows:
    got = (r["workload"], r["cs"], r["outside"], r["odd_cs"], r["odd_outside"])
    assert got == ("mixed", "10", "50", "100", "100"), r
' "$tmp/mixed.csv"

"$ops" --format json --seconds 0.02 --threads 2 --locks hintlock,parking_lot --workloads short,sleepy >"$tmp/out.json"
python3 -c '
import json, os, sys
d = json.load(open(sys.argv[1]))
assert len(d["results"]) == 4, d
assert [w["name"] for w in d["workloads"]] == ["short", "sleepy"], d
v = d["verdict"]
assert v["lock"] == "hintlock" and len(v["cells"]) == 2, v
assert v["ahead"] + v["tie"] + v["behind"] == 2, v
assert v["noise_check"] is None, v
# The best peer slowest-thread share, and the count of cells where it starved.
shares = [c["best_peer_min_over_mean"] for c in v["cells"]]
assert all(0 <= m <= 1 for m in shares), v
assert v["best_peer_starved"] == sum(m < 0.5 for m in shares), v
# No empty workload at 1 thread: nothing to judge alone on the lock.
assert v["uncontended"] is None, v
# The cache-line probe ran before and after each of the 20 runs (2 locks x 2
# workloads x the default 5 repeats; 2 CPUs or more).
s = d["line_states"]
if len(os.sched_getaffinity(0)) >= 2:
    assert s["runs"] == 20 and s["probes"] == 40 and s["range_ns"][0] > 0, s
    assert all(len(r["repeat_line_ns"]) == 5 for r in d["results"]), d["results"]
else:
    assert s is None, s
' "$tmp/out.json"

"$ops" --format json --seconds 0.02 --threads 1 --locks hintlock,std,parking_lot --workloads empty >"$tmp/alone.json"
python3 -c '
import json, sys
v = json.load(open(sys.argv[1]))["verdict"]
assert v["cells"] == [], v
u = v["uncontended"]
assert u["workload"] == "empty" and u["threads"] == 1, u
assert u["best_peer"] in ("std", "parking_lot"), u
assert abs(u["ratio"] - u["ops_per_sec"] / u["best_peer_ops_per_sec"]) < 1e-3, u
within = u["ratio"] >= 0.95
noise = u["range"][1] >= 0.95 * u["best_peer_range"][0]
label = "within 5%" if within else "more than 5% below, within noise" if noise else "more than 5% below"
assert u["verdict"] == label, u
' "$tmp/alone.json"

# The noise check needs both identical locks (x86: the same instructions).
"$ops" --format json --seconds 0.02 --threads 1,2 --locks hintlock-raw,hintlock-nohint,std --workloads short >"$tmp/out.json"
python3 -c '
import json, sys
c = json.load(open(sys.argv[1]))["verdict"]["noise_check"]
assert c["pair"] == ["hintlock-raw", "hintlock-nohint"] and c["cells"] == 1, c
assert set(c["apart"]) <= {"short/2"}, c
' "$tmp/out.json"

"$ops" --seconds 0.02 --threads 1,2,4 --workloads empty,medium --plot "$tmp/ops.svg" >/dev/null
python3 -c 'import sys, xml.dom.minidom as m; d=m.parse(sys.argv[1]); assert len(d.getElementsByTagName("polyline")) == 14' "$tmp/ops.svg"

echo "--- mutex_ops bad input: one line on stderr, exit 2"
for bad in "--threads 0" "--locks nosuchlock" "--seconds x" "--bogus" "--threads" \
    "--workloads nosuch" "--workloads empty --cs 5" "--workloads short --outside 1" \
    "--line-probe x" "--line-probe -1" "--threads 4097" "--threads 18446744073709551615" \
    "--seconds 1e-300" "--seconds 0.0009"; do
    # shellcheck disable=SC2086 # split the flags on purpose
    if "$ops" $bad >/dev/null 2>"$tmp/err"; then rc=0; else rc=$?; fi
    flag=${bad%% *}
    if [ "$rc" -ne 2 ] || [ "$(wc -l <"$tmp/err")" -ne 1 ] || ! grep -q -- "$flag" "$tmp/err"; then
        echo "mutex_ops $bad: exit $rc, stderr:" >&2
        cat "$tmp/err" >&2
        exit 1
    fi
done

# Arguments that word splitting would mangle: not valid UTF-8, a newline.
# Each must still give one line (escaped) naming the flag, and exit 2.
bad_arg() {
    local want=$1
    shift
    if "$ops" "$@" >/dev/null 2>"$tmp/err"; then rc=0; else rc=$?; fi
    if [ "$rc" -ne 2 ] || [ "$(wc -l <"$tmp/err")" -ne 1 ] || ! grep -q -- "$want" "$tmp/err"; then
        echo "mutex_ops $(printf '%q ' "$@"): exit $rc, stderr:" >&2
        cat "$tmp/err" >&2
        exit 1
    fi
}
bad_arg '^mutex_ops: --threads: value is not valid UTF-8$' --threads $'\xff\xfe'
bad_arg '^mutex_ops: --threads: value is not valid UTF-8$' --threads=$'\xff'
bad_arg ': not valid UTF-8$' $'\xff\xfe'
bad_arg '^mutex_ops: --threads: .1\\n2. is not a whole number$' --threads $'1\n2'
bad_arg '^mutex_ops: --bo\\ngus: unknown flag' $'--bo\ngus'
bad_arg '^mutex_ops: --help: takes no value$' --help=x
for help in --help -h; do
    "$ops" "$help" >"$tmp/help.txt"
    grep -q '^Usage: ' "$tmp/help.txt"
done

echo "--- benches build"
cargo bench --no-run
