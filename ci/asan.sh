#!/usr/bin/env bash
# The test suite under AddressSanitizer, on the shipping path and on the
# parking_lot_core path. What it is for: the Condvar keeps each waiter's node
# on the waiter's stack and hands raw pointers to it to notifiers and to the
# waiter before it in a notify_all chain (src/condvar.rs, "Nodes outlive
# every access"). With detect_stack_use_after_return, a returned frame is
# poisoned, so any touch of a node after its `wait` returned is reported
# (checked once on this machine with a deliberate use after return: ASan
# reported "stack-use-after-return"). Leaks are checked too. Any report
# fails the run. Doctests are skipped, as in ci/tsan.sh.
# About 1-2 minutes on the 2-vCPU development machine (mostly the builds).
set -euo pipefail
cd "$(dirname "$0")/.."

target=x86_64-unknown-linux-gnu
export RUSTC_BOOTSTRAP=1
export ASAN_OPTIONS="detect_stack_use_after_return=1 detect_leaks=1 ${ASAN_OPTIONS:-}"
export HINTLOCK_TORTURE_SECS="${HINTLOCK_TORTURE_SECS:-5}"
asan="-Zsanitizer=address -Cunsafe-allow-abi-mismatch=sanitizer"

echo "--- asan: the Linux futex path"
RUSTFLAGS="$asan" CARGO_TARGET_DIR=target/asan \
    cargo test --target "$target" --tests --no-fail-fast -- --skip raw::model
echo "--- asan: the parking_lot_core path"
RUSTFLAGS="$asan --cfg hintlock_parking_lot" CARGO_TARGET_DIR=target/asan-parking-lot \
    cargo test --target "$target" --tests --no-fail-fast -- --skip raw::model
