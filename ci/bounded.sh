#!/usr/bin/env bash
# Smoke runs of examples/wait_bound.rs (the wait-time distribution behind the
# README's "Bounded waiting" figures): a short run must print percentiles, a
# bad flag must exit 2 with one line. About 10 s.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release --example wait_bound
bin=target/release/examples/wait_bound
out=$("$bin" --seconds 0.2 --threads 2 --locks hintlock,std)
echo "$out"
grep -q "p99.9" <<<"$out"
grep -qE "^ +2  hintlock +[0-9]+" <<<"$out"

for bad in "--bogus" "--threads 0" "--seconds x" "--locks nope" "--cs"; do
  set +e
  # shellcheck disable=SC2086
  err=$("$bin" $bad 2>&1 >/dev/null)
  rc=$?
  set -e
  if [ "$rc" != 2 ] || [ "$(wc -l <<<"$err")" != 1 ]; then
    echo "wait_bound $bad: expected one line and exit 2, got exit $rc: $err" >&2
    exit 1
  fi
done
echo "wait_bound smoke runs passed"
