#!/usr/bin/env bash
# The exhaustive model of the lock word's protocol (src/raw_model.rs), all of
# it: `cargo test` runs the three-thread models (about a minute in a debug
# build); this adds the four-thread ones, in release. About 3 minutes on the
# 2-vCPU development machine, and up to 9 GB of memory (49 million states in
# the largest model).
set -euo pipefail
cd "$(dirname "$0")/.."

time cargo test --release --lib raw::model -- --include-ignored --nocapture --test-threads 1
