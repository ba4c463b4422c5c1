#!/usr/bin/env bash
# The exhaustive model of the lock word's protocol (src/raw_model.rs), all of
# it: `cargo test` runs two three-thread models and the broken rules (about
# 40 s in a debug build); this runs those, two more three-thread models and
# the four-thread ones, in release. About 5 minutes on the
# 2-vCPU development machine, and about 8 GB of memory (49 million states in
# the largest model).
set -euo pipefail
cd "$(dirname "$0")/.."

time cargo test --release --lib raw::model -- --include-ignored --nocapture --test-threads 1
