#!/usr/bin/env bash
# Cross-architecture run (README "Cross-architecture"): the whole test suite on
# POWER (little- and big-endian) and AArch64 (default and +lse) under QEMU user
# mode, and the instruction check of the lock and unlock paths on those targets
# and on x86-64 (ci/check_asm.py, snapshots in ci/asm/).
#
#   bash ci/cross.sh                      # everything (installs packages as root)
#   UPDATE_SNAPSHOTS=1 bash ci/cross.sh   # the same, rewriting ci/asm/*.s
#   CROSS_TARGETS="ppc64 aarch64-lse" bash ci/cross.sh   # a subset
#
# Environment:
#   UPDATE_SNAPSHOTS=1     rewrite the snapshots instead of comparing (rules still checked)
#   CROSS_TARGETS          space-separated subset of: ppc64le ppc64 aarch64 aarch64-lse x86_64
#   CROSS_SKIP_TESTS=1     build as the full run does, check the instructions, run no tests
#   HINTLOCK_TORTURE_SECS  how long the torture test runs per target (default here: 3)
#   CROSS_TEST_TIMEOUT     seconds one test binary may run under QEMU before it
#                          is killed and counted failed (default 600)
#
# Needs Debian 12 (or later) amd64: Debian's rustc-web/cargo-web/rust-web-src
# (rustup ships no std for these targets and no std sources for -Zbuild-std),
# the cross gcc (linker, target C library, objdump) and qemu-user. As root it
# installs them; otherwise it says which are missing. About 10-20 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(rustc-web cargo-web rust-web-src
    gcc-powerpc64le-linux-gnu gcc-powerpc64-linux-gnu gcc-aarch64-linux-gnu
    libc6-dev-ppc64el-cross libc6-dev-ppc64-cross libc6-dev-arm64-cross
    binutils-x86-64-linux-gnu qemu-user python3)

# name  rust target  gnu triple (gcc, objdump, sysroot)  qemu  rustflags  check_asm arch
VARIANTS=(
    "ppc64le|powerpc64le-unknown-linux-gnu|powerpc64le-linux-gnu|qemu-ppc64le||powerpc64"
    "ppc64|powerpc64-unknown-linux-gnu|powerpc64-linux-gnu|qemu-ppc64||powerpc64"
    "aarch64|aarch64-unknown-linux-gnu|aarch64-linux-gnu|qemu-aarch64||aarch64"
    "aarch64-lse|aarch64-unknown-linux-gnu|aarch64-linux-gnu|qemu-aarch64|-C target-feature=+lse|aarch64-lse"
    "x86_64|x86_64-unknown-linux-gnu|x86_64-linux-gnu|||x86_64"
)
SELECTED=${CROSS_TARGETS:-ppc64le ppc64 aarch64 aarch64-lse x86_64}
export HINTLOCK_TORTURE_SECS=${HINTLOCK_TORTURE_SECS:-3}
CROSS_TEST_TIMEOUT=${CROSS_TEST_TIMEOUT:-600}

say() { printf '\n--- cross: %s (%s)\n' "$*" "$(date -u +%T)"; }
show() { printf '+ %s\n' "$*"; "$@"; }
# Cargo, failing on any compiler warning in hintlock's code: the x86-64 lint
# run of .ci/run cannot see code that only other targets compile.
show_cargo() {
    local log status=0
    log=$(mktemp)
    printf '+ %s %s\n' "$CARGO" "$*"
    "$CARGO" "$@" 2>&1 | tee "$log" || status=$?
    if ((status == 0)) && grep -q '^warning: `hintlock`.*generated' "$log"; then
        echo "cross: compiler warnings in hintlock on this target (see above)" >&2
        status=1
    fi
    rm -f "$log"
    return "$status"
}
START=$SECONDS

# ---- packages
missing=()
for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
    if [[ $(id -u) -ne 0 ]]; then
        echo "cross: missing Debian packages (install as root): ${missing[*]}" >&2
        exit 1
    fi
    say "installing ${missing[*]}"
    show apt-get update -qq
    DEBIAN_FRONTEND=noninteractive show apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    echo "packages installed in $((SECONDS - START)) s"
fi

# ---- toolchain: Debian's, explicitly (a rustup toolchain earlier on PATH has
# no std for these targets and no std sources matching Debian's rustc).
export CARGO=/usr/bin/cargo RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc
# -Zbuild-std is unstable; Debian's stable rustc accepts it with this.
export RUSTC_BOOTSTRAP=1
unset CARGO_TARGET_DIR CARGO_BUILD_TARGET
RUSTC_VERSION=$($RUSTC -V)
echo "toolchain: $RUSTC_VERSION, $($CARGO -V), $(qemu-ppc64le --version | head -1)"

# One variant: the test suite under QEMU, then the instruction check. Every
# step runs even after a failure, so one run shows everything that is wrong.
run_variant() {
    local name=$1 target=$2 gnu=$3 qemu=$4 rustflags=$5 arch=$6 status=0
    local dir=target/cross/$name upper build_std=(-Zbuild-std)
    upper=$(echo "$target" | tr 'a-z-' 'A-Z_')
    export "CARGO_TARGET_${upper}_LINKER=$gnu-gcc"
    if [[ -n $qemu ]]; then
        # QEMU finds the target's dynamic loader and C library under -L.
        # Each test binary gets $CROSS_TEST_TIMEOUT s (the slowest takes
        # about 10 s): a hang fails that binary and the run goes on, rather
        # than spending CI's whole budget (a fork test once hung under QEMU).
        export "CARGO_TARGET_${upper}_RUNNER=timeout --kill-after=10 $CROSS_TEST_TIMEOUT $qemu -L /usr/$gnu"
    else
        build_std=()  # the host: Debian ships its std
    fi
    # Doc tests instantiate the crate's inline code too: same flags for rustdoc.
    export RUSTFLAGS="$rustflags" RUSTDOCFLAGS="$rustflags"
    local common=(--release --target "$target" --target-dir "$dir" "${build_std[@]}")

    local probe=$dir/$target/release/examples/codegen_probe
    rm -f "$probe"
    if [[ -n $qemu && ${CROSS_SKIP_TESTS:-0} != 1 ]]; then
        # Release, like the probe: `cargo test` builds the examples too, so
        # std and the dependencies (criterion included) are built once per
        # target; a separate `cargo build` would build std with another
        # crate set and everything again. Debug assertions are exercised by
        # the native debug run of .ci/run.
        say "$name: cargo test (whole suite under $qemu, RUSTFLAGS='$rustflags')"
        # (Not the word model, raw::model: the same logic on every target,
        # and minutes under QEMU.)
        show_cargo test "${common[@]}" -- --skip raw::model || status=1
        if [[ -n $rustflags ]]; then
            # A crate built without the flag (here rustdoc's doc tests) still
            # inlines the lock's asm, which must assemble there too.
            say "$name: doc tests built without '$rustflags' (RUSTDOCFLAGS empty)"
            RUSTDOCFLAGS="" show_cargo test "${common[@]}" --doc || status=1
        fi
    fi

    say "$name: instruction check"
    if [[ ! -x $probe ]]; then
        # The crate set of `cargo test`, as in the full run: a plain `cargo
        # build` of the probe links std and the dependencies differently, so
        # its snapshot would differ from CI's (GOT offsets on aarch64 did).
        show_cargo test "${common[@]}" --no-run || return 1
    fi
    if [[ -n $qemu ]]; then
        show $qemu -L "/usr/$gnu" "$probe" || status=1
    else
        show "$probe" || status=1
    fi
    local update=()
    [[ ${UPDATE_SNAPSHOTS:-0} == 1 ]] && update=(--update)
    local header="target $target${rustflags:+ ($rustflags)}, release build of examples/codegen_probe.rs
$RUSTC_VERSION; $($gnu-objdump --version | head -1)
regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)"
    show python3 ci/check_asm.py --arch "$arch" --name "$name" --objdump "$gnu-objdump" \
        --binary "$probe" --snapshot "ci/asm/$name.s" --actual "$dir/asm.s" \
        --header "$header" "${update[@]}" || status=1
    return "$status"
}

declare -A TOOK RESULT
failed=0
for variant in "${VARIANTS[@]}"; do
    IFS='|' read -r name target gnu qemu rustflags arch <<<"$variant"
    [[ " $SELECTED " == *" $name "* ]] || continue
    t0=$SECONDS
    if run_variant "$name" "$target" "$gnu" "$qemu" "$rustflags" "$arch"; then
        RESULT[$name]=ok
    else
        RESULT[$name]=FAILED
        failed=1
    fi
    TOOK[$name]=$((SECONDS - t0))
done

say "summary"
for variant in "${VARIANTS[@]}"; do
    name=${variant%%|*}
    [[ -n ${TOOK[$name]:-} ]] && printf '%-12s %4d s  %s\n' "$name" "${TOOK[$name]}" "${RESULT[$name]}"
done
printf '%-12s %4d s\n' total $((SECONDS - START))
exit "$failed"
