#!/usr/bin/env bash
# The locktorture-style test (tests/torture.rs) for longer than `cargo test`
# runs it: 64 threads, every way in and out of the lock, a SIGUSR1 storm,
# a watchdog for lost wake-ups. HINTLOCK_TORTURE_SECS per lock (two locks:
# the native and the baseline path), 60 s by default: about 2 minutes
# plus the build.
set -euo pipefail
cd "$(dirname "$0")/.."

export HINTLOCK_TORTURE_SECS="${HINTLOCK_TORTURE_SECS:-60}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target/torture}"
# Release: more acquisitions per second, so more interleavings per run.
time cargo test --release --test torture -- --nocapture
