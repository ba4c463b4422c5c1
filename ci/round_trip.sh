#!/usr/bin/env bash
# Smoke runs of examples/line_round_trip.rs (the cache-line round trip behind
# the README's "two machine states"): a short run must print one line per
# sample, a bad flag must exit 2 with one line, a CPU that does not exist
# must exit 1 with one line. A few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release --example line_round_trip
bin=target/release/examples/line_round_trip
if [ "$(nproc)" -ge 2 ]; then
  out=$("$bin" --trips 1000 --samples 2)
  echo "$out"
  [ "$(grep -cE '^round trip CPU 0 <-> CPU 1: [0-9]+ ns \(mean of 1000 trips\)$' <<<"$out")" = 2 ]
fi

check() {
  local want=$1
  shift
  set +e
  err=$("$bin" "$@" 2>&1 >/dev/null)
  rc=$?
  set -e
  if [ "$rc" != "$want" ] || [ "$(wc -l <<<"$err")" != 1 ]; then
    echo "line_round_trip $*: expected one line and exit $want, got exit $rc: $err" >&2
    exit 1
  fi
}
check 2 --bogus
check 2 --cpus 0,0
check 2 --cpus 0
check 2 --trips 0
check 2 --samples x
check 2 --trips
check 1 --cpus 0,99999
check 1 --cpus "0,$(nproc)"
echo "line_round_trip smoke runs passed"
