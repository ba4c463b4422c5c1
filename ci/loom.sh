#!/usr/bin/env bash
# Model-checks the lock word's state machine with loom (tests/loom.rs):
# every interleaving of 2-3 threads up to 3 preemptions, the futex and the
# passing of deadlines modelled, plus two deliberately broken locks that
# must be caught. About 6 minutes on the 2-vCPU development machine
# (~3.7 million executions).
set -euo pipefail
cd "$(dirname "$0")/.."

export RUSTFLAGS="--cfg loom"
export LOOM_MAX_PREEMPTIONS="${LOOM_MAX_PREEMPTIONS:-3}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target/loom}"
time cargo test --release --test loom -- --nocapture
