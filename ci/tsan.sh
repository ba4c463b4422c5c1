#!/usr/bin/env bash
# The test suite under ThreadSanitizer (recipe: ../shared/FACTS.md), on the
# generic core-atomics path (TSan cannot see through inline asm), with a
# short torture run. Any report that ci/tsan.supp does not suppress fails the
# run (TSan exits 66). Doctests are skipped: rustdoc would need the same
# sanitizer flags for every doctest binary, and they add no concurrency.
# About 2-3 minutes on the 2-vCPU development machine (mostly the build).
set -euo pipefail
cd "$(dirname "$0")/.."

target=x86_64-unknown-linux-gnu
export RUSTC_BOOTSTRAP=1
export RUSTFLAGS="-Zsanitizer=thread -Cunsafe-allow-abi-mismatch=sanitizer --cfg hintlock_force_generic"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target/tsan}"
export TSAN_OPTIONS="suppressions=$PWD/ci/tsan.supp halt_on_error=0 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
export HINTLOCK_TORTURE_SECS="${HINTLOCK_TORTURE_SECS:-5}"
time cargo test --target "$target" --tests --no-fail-fast -- --skip raw::model
