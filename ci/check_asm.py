#!/usr/bin/env python3
"""Instruction check for hintlock's lock and unlock paths (run by ci/cross.sh).

Disassembles the release build of `examples/codegen_probe.rs`, whose
`#[no_mangle]` functions `hintlock_probe_lock`, `hintlock_probe_try_lock`,
`hintlock_probe_unlock` and `hintlock_probe_unlock_fair` are ordinary callers of `RawMutex` (so the `#[inline]`
fast paths are compiled into them, as into user code). It follows their jumps
and calls into `hintlock::raw::RawLock` (the cold slow paths),
then:

1. asserts the instruction rules of the target:
   - powerpc64: `hintlock_probe_lock` acquires with `lwarx r,0,r,1` (EH=1),
     `stwcx.`, `isync`; every acquiring `lwarx` (one whose `stwcx.` is
     followed by `isync`) carries EH=1; each unlock has `lwsync` before its
     `lwarx`; no `sync`/`hwsync` anywhere on the path; `lock_slow` sets the
     SMT priority low and back (`or 1,1,1`, `or 2,2,2`);
   - aarch64: acquire `ldaxr`/`stxr`, release `ldxr`/`stlxr`; aarch64-lse:
     acquire `casa`, release `ldaddl` or `casl`; both: no `dmb`/`dsb`
     anywhere on the path;
   - x86_64: `lock cmpxchg` in the lock probes, a `lock`-prefixed
     read-modify-write in the unlock probes, no `mfence` on the path;
   - all: in each probe a return is reachable without a call, and no return
     is reachable without the lock instruction or a call into a RawLock slow
     path (the fast path is inline); except that `hintlock_probe_try_lock`
     may return failure after a plain load (it reads the word before its
     compare-and-swap), so there a call-free path through the lock
     instruction to a return is required instead, and so is a return
     reached without it (the load-first failure path);
2. compares the normalised disassembly (no addresses, no layout-dependent
   offsets) with the snapshot in ci/asm/, so that a codegen change shows up as
   a reviewed diff. With --update it rewrites the snapshot instead (the rules
   must still hold).

Exit status: 0 when every rule holds and the snapshot matches, 1 otherwise,
2 on bad usage.
"""

import argparse
import difflib
import re
import subprocess
import sys

PROBES = ("hintlock_probe_lock", "hintlock_probe_try_lock", "hintlock_probe_unlock",
          "hintlock_probe_unlock_fair")
RELEASES = ("hintlock_probe_unlock", "hintlock_probe_unlock_fair")
# Functions reached from the probes that belong to the lock path.
FOLLOW = re.compile(r"hintlock::raw::RawLock<")

ARCHES = ("powerpc64", "aarch64", "aarch64-lse", "x86_64")


class Insn:
    """One disassembled instruction; a trailing `1234 <name+0x10>` is split off."""

    def __init__(self, addr, mnemonic, operands):
        self.addr = addr
        self.mnemonic = mnemonic
        operands = re.sub(r"\s*//.*$", "", operands)  # aarch64 objdump comments
        self.target_addr = self.target_name = None
        self.target_off = ""
        m = re.search(r"\b([0-9a-f]+) <(.*)>$", operands)
        if m:
            self.target_addr = int(m.group(1), 16)
            name = m.group(2)
            off = re.search(r"\+0x[0-9a-f]+$", name)
            if off:
                name, self.target_off = name[: off.start()], off.group(0)
            # ELFv1 (big-endian powerpc64) names code entry points `.name`.
            self.target_name = name.lstrip(".")
            operands = operands[: m.start()].rstrip()
        self.base = re.sub(r"\s+", " ", operands)
        self.operands = operands + (
            f" <{self.target_name}{self.target_off}>" if self.target_name else "")

    def text(self):
        return f"{self.mnemonic} {self.operands}".strip()


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def disassemble(objdump, binary, arch):
    """{function name: [Insn]} for the whole binary."""
    cmd = [objdump, "-d", "--no-show-raw-insn", "-C", binary]
    if arch == "x86_64":
        cmd.insert(1, "-Mintel")
    functions = {}
    current = None
    header = re.compile(r"^([0-9a-f]+) <(.*)>:$")
    line_re = re.compile(r"^\s*([0-9a-f]+):\t(\S+)(?:\s+(.*))?$")
    for line in run(cmd).splitlines():
        h = header.match(line)
        if h:
            # ELFv1 (big-endian powerpc64) names code entry points `.name`.
            current = functions.setdefault(h.group(2).lstrip("."), [])
            continue
        if current is None:
            continue
        m = line_re.match(line)
        if m:
            mnemonic, operands = m.group(2), (m.group(3) or "").strip()
            # x86 prefixes are printed as the mnemonic: keep them together.
            while mnemonic in ("lock", "notrack", "bnd", "rep", "repz", "repnz") and operands:
                word, _, operands = operands.partition(" ")
                mnemonic, operands = f"{mnemonic} {word}", operands.strip()
            current.append(Insn(int(m.group(1), 16), mnemonic, operands))
        elif line.strip() == "...":
            current.append(Insn(0, "...", ""))
    return functions


def got_symbols(objdump, binary, functions):
    """x86-64: {GOT slot address: function name}, from R_X86_64_RELATIVE relocations."""
    starts = {insns[0].addr: name for name, insns in functions.items() if insns}
    slots = {}
    for line in run([objdump, "-R", binary]).splitlines():
        m = re.match(r"^([0-9a-f]+)\s+R_X86_64_(?:RELATIVE\s+\*ABS\*\+0x([0-9a-f]+)|"
                     r"(?:GLOB_DAT|JUMP_SLOT)\s+(\S+))", line)
        if not m:
            continue
        slot = int(m.group(1), 16)
        if m.group(2):
            name = starts.get(int(m.group(2), 16))
            if name:
                slots[slot] = name
        else:
            slots[slot] = m.group(3).split("@")[0]
    return slots


# ---------------------------------------------------------------- control flow

def classify(arch, insn):
    """One of: 'ret', 'cond_ret', 'call', 'jump', 'cond_jump', 'indirect', 'other'."""
    mn = insn.mnemonic
    if arch == "x86_64":
        if mn.startswith("ret"):
            return "ret"
        if mn == "call":
            return "call"
        if mn == "jmp":
            return "jump" if insn.target_addr is not None else "indirect"
        if mn.startswith("j"):
            return "cond_jump"
        return "other"
    if arch.startswith("aarch64"):
        if mn == "ret":
            return "ret"
        if mn in ("bl", "blr"):
            return "call"
        if mn == "b":
            return "jump"
        if mn == "br":
            return "indirect"
        if mn.startswith("b.") or mn in ("cbz", "cbnz", "tbz", "tbnz"):
            return "cond_jump"
        return "other"
    # powerpc64
    base = mn.rstrip("+-")
    if base == "blr":
        return "ret"
    if base in ("bl", "bla", "bctrl", "blrl") or re.fullmatch(r"b\w*lrl|b\w*ctrl", base):
        return "call"
    if base in ("b", "ba"):
        return "jump"
    if base == "bctr":
        return "indirect"
    if re.fullmatch(r"b\w*lr", base):
        return "cond_ret"
    if base.startswith("b") and insn.target_addr is not None:
        return "cond_jump"
    return "other"


def fast_path_problems(arch, name, insns, marker):
    """The uncontended path: a return must be reachable from the entry without a
    call, and no return may be reachable without executing `marker` (the
    lock instruction) or calling a RawLock slow path."""
    index = {insn.addr: i for i, insn in enumerate(insns)}

    def successors(i):
        kind = classify(arch, insns[i])
        local = index.get(insns[i].target_addr)
        if kind in ("ret", "indirect"):
            return []
        if kind == "jump":
            return [local] if local is not None else []  # tail call: leaves
        nxt = [i + 1] if i + 1 < len(insns) else []
        if kind == "cond_jump" and local is not None:
            nxt.append(local)
        return nxt

    def returns_reachable(avoid):
        seen, todo, found = set(), [0], False
        while todo:
            i = todo.pop()
            if i in seen or avoid(insns[i]):
                continue
            seen.add(i)
            if classify(arch, insns[i]) in ("ret", "cond_ret"):
                found = True
            todo.extend(successors(i))
        return found

    def return_reachable_through(marker):
        # States are (instruction, marker executed yet); calls end a path.
        seen, todo = set(), [(0, False)]
        while todo:
            i, done = todo.pop()
            if (i, done) in seen or classify(arch, insns[i]) == "call":
                continue
            seen.add((i, done))
            done = done or bool(marker(insns[i]))
            if done and classify(arch, insns[i]) in ("ret", "cond_ret"):
                return True
            todo.extend((j, done) for j in successors(i))
        return False

    problems = []
    if not returns_reachable(lambda insn: classify(arch, insn) == "call"):
        problems.append(f"{name}: no call-free path from entry to return (fast path not inlined)")
    # A call into a RawLock slow path does the operation there (and is checked there).
    def does_operation(insn):
        slow_call = (classify(arch, insn) == "call" and insn.target_name
                     and FOLLOW.search(insn.target_name))
        return marker(insn) or bool(slow_call)

    if name == "hintlock_probe_try_lock":
        # `try_lock` reads the word first and returns failure on a held lock
        # without a locked instruction (by design: see RawLock::try_lock), so
        # a return without the lock instruction is expected here. What must
        # hold instead: the success path, through the lock instruction to a
        # return, is inline (no call on it).
        if not return_reachable_through(marker):
            problems.append(f"{name}: no call-free path through the lock instruction to a return")
        if not returns_reachable(does_operation):
            problems.append(f"{name}: every return runs the lock instruction "
                            "(a held lock should fail after a plain load)")
    elif returns_reachable(does_operation):
        problems.append(f"{name}: a return is reachable without the lock instruction")
    return problems


# ---------------------------------------------------------------- rules

def ll_sc_sequences(insns, load, store):
    """(load index, store index) for each load-reserve/exclusive and the next store-conditional."""
    pairs = []
    for i, insn in enumerate(insns):
        if insn.mnemonic == load:
            for j in range(i + 1, min(i + 8, len(insns))):
                if insns[j].mnemonic == store:
                    pairs.append((i, j))
                    break
    return pairs


def is_priority(insn, reg):
    """`or R,R,R` (an SMT priority hint), however objdump spells it."""
    r = rf"r?{reg}"
    return re.fullmatch(rf"(mr\s+{r},\s*{r}|or\s+{r},\s*{r},\s*{r})", insn.text()) is not None


def rules_powerpc(fns, path):
    problems = []
    full = re.compile(r"^(sync|hwsync|msync|ptesync)$")
    for name, insns in path.items():
        for insn in insns:
            if full.match(insn.mnemonic) and insn.operands not in ("1",):
                problems.append(f"{name}: full barrier `{insn.text()}` on the lock path")
        for i, j in ll_sc_sequences(insns, "lwarx", "stwcx."):
            acquire = any(insns[k].mnemonic == "isync" for k in range(j + 1, min(j + 3, len(insns))))
            hinted = insns[i].operands.replace(" ", "").endswith(",1")
            if acquire and not hinted:
                problems.append(f"{name}: acquire `{insns[i].text()}` lacks the EH=1 hint")
    lock = fns["hintlock_probe_lock"]
    seq = [(i, j) for i, j in ll_sc_sequences(lock, "lwarx", "stwcx.")
           if lock[i].operands.replace(" ", "").endswith(",1")
           and any(lock[k].mnemonic == "isync" for k in range(j + 1, min(j + 3, len(lock))))]
    if not seq:
        problems.append("hintlock_probe_lock: no `lwarx ...,1` / `stwcx.` / `isync` acquire")
    for probe in RELEASES:
        unlock = fns[probe]
        first = next((k for k, x in enumerate(unlock) if x.mnemonic == "lwarx"), None)
        if first is None or not any(x.mnemonic == "lwsync" for x in unlock[:first]):
            problems.append(f"{probe}: no `lwsync` before the release `lwarx`")
    slow = [insn for name, insns in path.items() if name.endswith("::lock_slow") for insn in insns]
    if not any(is_priority(x, 1) for x in slow):
        problems.append("lock_slow: the spin does not lower the SMT priority (`or 1,1,1`)")
    if not any(is_priority(x, 2) for x in slow):
        problems.append("lock_slow: the spin does not restore the SMT priority (`or 2,2,2`)")
    return problems, {probe: (lambda x: x.mnemonic == "lwarx") for probe in PROBES}


def rules_aarch64(fns, path, lse):
    problems = []
    for name, insns in path.items():
        for insn in insns:
            if insn.mnemonic in ("dmb", "dsb"):
                problems.append(f"{name}: two-way barrier `{insn.text()}` on the lock path")

    def has_pair(insns, load, store):
        return any(True for _ in ll_sc_sequences(insns, load, store))

    lock = fns["hintlock_probe_lock"]
    if lse:
        if not any(x.mnemonic == "casa" for x in lock):
            problems.append("hintlock_probe_lock: no `casa`")
        acq, rel = ("casa",), ("casl", "ldaddl")
        for probe in RELEASES:
            if not any(x.mnemonic in rel for x in fns[probe]):
                problems.append(f"{probe}: no release `ldaddl` or `casl`")
    else:
        if not has_pair(lock, "ldaxr", "stxr"):
            problems.append("hintlock_probe_lock: no `ldaxr` / `stxr` pair")
        for probe in RELEASES:
            if not has_pair(fns[probe], "ldxr", "stlxr"):
                problems.append(f"{probe}: no `ldxr` / `stlxr` pair")
        acq, rel = ("ldaxr",), ("ldxr",)
    marker = {probe: (lambda x: x.mnemonic in acq) for probe in PROBES}
    for probe in RELEASES:
        marker[probe] = lambda x: x.mnemonic in rel
    return problems, marker


def rules_x86(fns, path):
    problems = []
    for name, insns in path.items():
        for insn in insns:
            if insn.mnemonic == "mfence":
                problems.append(f"{name}: `mfence` on the lock path")
    def cas(x):
        return x.mnemonic == "lock cmpxchg"

    def locked_rmw(x):
        return x.mnemonic.startswith("lock ")

    marker = {probe: cas for probe in PROBES}
    for probe in RELEASES:
        marker[probe] = locked_rmw
    for probe in PROBES:
        if not any(marker[probe](x) for x in fns[probe]):
            what = "a `lock` read-modify-write" if probe in RELEASES else "`lock cmpxchg`"
            problems.append(f"{probe}: no {what} inlined")
    return problems, marker


# ---------------------------------------------------------------- snapshot

PADDING = re.compile(r"^(\.\.\.|((data16|cs)\s+)*nop\b.*|xchg\s+ax,\s*ax|int3|udf\b.*)$")


def normalise(arch, name, insns, got):
    """Text for the snapshot: no addresses, no layout-dependent offsets.

    Branch targets inside the function become labels numbered in address
    order, so one added instruction shows up as one added line."""
    local = sorted({i.target_addr for i in insns if i.target_name == name})
    labels = {addr: f".L{n}" for n, addr in enumerate(local)}
    lines = []
    # aarch64: registers holding a page address from `adrp`. The page and the
    # low 12 bits that the next `ldr`/`add` puts on it (a GOT slot, a constant)
    # move whenever the linker lays the binary out differently: a build of the
    # probe alone and one inside `cargo test` differ only there (session 18).
    pages = set()
    for insn in insns:
        if insn.addr in labels:
            lines.append(f"{labels[insn.addr]}:")
        ops = insn.base
        if arch.startswith("aarch64"):
            regs = re.findall(r"\b[xw]\d+\b", ops)
            if insn.mnemonic == "adrp" and regs:
                pages.add(regs[0])
                lines.append(f"\t{'adrp':<7} {regs[0]}, <PAGE>")
                continue
            m = re.match(r"(.*\[(x\d+), )#\d+\]$", ops)
            if m and m.group(2) in pages:
                ops = m.group(1) + "#:lo12:]"
            m = re.match(r"(x\d+, (x\d+), )#0x[0-9a-f]+$", ops)
            if insn.mnemonic == "add" and m and m.group(2) in pages:
                ops = m.group(1) + "#:lo12:"
            # Whatever the instruction writes no longer holds the page.
            if regs and not insn.mnemonic.startswith(("st", "cmp", "tst", "cb", "tb")):
                pages.discard(regs[0])
        if arch == "x86_64":
            # RIP-relative displacements move with the layout; the symbol stays.
            ops = re.sub(r"\[rip\+0x[0-9a-f]+\]", "[rip+REL]", ops)
        if arch == "powerpc64":
            # The global entry point's TOC set-up depends on the layout.
            if insn.mnemonic == "addis" and ops.startswith("r2,r12,"):
                ops = "r2,r12,TOC@ha"
            elif insn.mnemonic == "addi" and ops.startswith("r2,r2,"):
                ops = "r2,r2,TOC@l"
        if insn.target_name == "_GLOBAL_OFFSET_TABLE_":
            ops += f" <GOT: {got.get(insn.target_addr, '?')}>"
        elif insn.target_name == name:
            ops += f" {labels[insn.target_addr]}"
        elif insn.target_name and insn.target_name.startswith("anon."):
            # A compiler-generated constant: its name carries hashes of the
            # whole crate and its offset the constant pool's layout, both of
            # which change with edits that leave the code alone (doc
            # comments and a unit test moved one in session 6).
            ops += " <anon.CONST>"
        elif insn.target_name:
            ops += f" <{insn.target_name}{insn.target_off}>"
        ops = ops.strip().replace(", ", ",") if arch == "powerpc64" else ops.strip()
        lines.append(f"\t{insn.mnemonic:<7} {ops}".rstrip())
    # Alignment padding after the last instruction is not code.
    while lines and PADDING.match(lines[-1].strip()):
        lines.pop()
    return [f"== {name}"] + lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch", required=True, choices=ARCHES)
    ap.add_argument("--name", help="the variant's name in messages (default: --arch)")
    ap.add_argument("--objdump", required=True)
    ap.add_argument("--binary", required=True)
    ap.add_argument("--snapshot", required=True)
    ap.add_argument("--header", default="", help="comment lines for the snapshot (e.g. versions)")
    ap.add_argument("--update", action="store_true", help="rewrite the snapshot")
    ap.add_argument("--actual", help="also write the normalised disassembly here")
    args = ap.parse_args()

    family = "powerpc64" if args.arch == "powerpc64" else args.arch
    label = args.name or args.arch
    fns = disassemble(args.objdump, args.binary, family)
    missing = [p for p in PROBES if not fns.get(p)]
    if missing:
        print(f"check_asm: {args.binary}: no symbol {', '.join(missing)}", file=sys.stderr)
        return 1

    # x86-64 may call a function through its GOT slot (`jmp [rip+GOT]`, a
    # tail call with `-Z plt=no`, rustc's default there): such a call leads to
    # the function the slot holds.
    got = got_symbols(args.objdump, args.binary, fns) if args.arch == "x86_64" else {}

    def callee(insn):
        if insn.target_name == "_GLOBAL_OFFSET_TABLE_":
            return got.get(insn.target_addr)
        return insn.target_name

    # The lock path: the probes and what they reach inside hintlock::raw.
    path, todo = {}, list(PROBES)
    while todo:
        name = todo.pop(0)
        if name in path:
            continue
        path[name] = fns[name]
        for insn in fns[name]:
            target = callee(insn)
            if target and target != name and FOLLOW.search(target):
                if target in fns:
                    todo.append(target)
    problems = []
    # Each probe's contended case must leave for a slow path inside RawLock.
    for probe in PROBES:
        if not any(callee(i) and callee(i) != probe and FOLLOW.search(callee(i))
                   for i in fns[probe]):
            problems.append(f"{probe}: no jump or call into a RawLock slow path")
    if not any(n.endswith("::lock_slow") for n in path):
        problems.append("hintlock_probe_lock does not reach RawLock::lock_slow")
    if args.arch == "powerpc64":
        found, marker = rules_powerpc(fns, path)
    elif args.arch.startswith("aarch64"):
        found, marker = rules_aarch64(fns, path, lse=args.arch == "aarch64-lse")
    else:
        found, marker = rules_x86(fns, path)
    problems += found
    for probe in PROBES:
        problems += fast_path_problems(family, probe, fns[probe], marker[probe])

    text = [f"# {line}" for line in args.header.splitlines() if line]
    for name in path:
        text += normalise(family, name, path[name], got) + [""]
    actual = "\n".join(text)
    if args.actual:
        with open(args.actual, "w") as f:
            f.write(actual)

    snapshot_ok = True
    if args.update:
        with open(args.snapshot, "w") as f:
            f.write(actual)
        print(f"check_asm: wrote {args.snapshot} ({len(text)} lines)")
    else:
        try:
            with open(args.snapshot) as f:
                expected = f.read()
        except FileNotFoundError:
            expected = ""
        if expected != actual:
            snapshot_ok = False
            diff = list(difflib.unified_diff(expected.splitlines(), actual.splitlines(),
                                             args.snapshot, "built now", lineterm=""))
            print(f"check_asm: {label}: the disassembly differs from {args.snapshot}:")
            for line in diff[:400]:
                print(line)
            if len(diff) > 400:
                print(f"... ({len(diff) - 400} more diff lines)")
            print("check_asm: review the change; if intended, refresh with "
                  "`UPDATE_SNAPSHOTS=1 bash ci/cross.sh` and commit ci/asm/.")

    for p in problems:
        print(f"check_asm: {label}: RULE BROKEN: {p}")
    if problems or not snapshot_ok:
        return 1
    print(f"check_asm: {label}: rules hold, snapshot {'written' if args.update else 'matches'} "
          f"({', '.join(n.split('::')[-1] for n in path)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
