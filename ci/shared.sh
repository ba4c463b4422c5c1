#!/usr/bin/env bash
# Smoke run of examples/shared_counter.rs (two forked processes, one
# SharedRawMutex in MAP_SHARED memory), on the default build and under
# --cfg hintlock_parking_lot (where SharedRawMutex must still use the futex),
# plus its bad-flag exit status. The tests in tests/shared.rs and
# tests/condvar.rs already run in `cargo test`. Takes about a minute, most of
# it two release builds.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo run --release --example shared_counter -- --iterations 200000
RUSTFLAGS="--cfg hintlock_parking_lot" CARGO_TARGET_DIR=target/parking_lot \
    cargo run --release --example shared_counter -- --iterations 200000

set +e
cargo run -q --release --example shared_counter -- --no-such-flag 2>/dev/null
status=$?
set -e
if [ "$status" -ne 2 ]; then
    echo "shared_counter with a bad flag exited $status, expected 2" >&2
    exit 1
fi
echo "shared_counter: ok"
