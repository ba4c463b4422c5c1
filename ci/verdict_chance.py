#!/usr/bin/env python3
"""How often mutex_ops's verdict calls a cell "behind" by chance alone.

The verdict (examples/mutex_ops/verdict.rs) calls hintlock behind in a cell
when the ranges of its repeats and the best peer's do not overlap and the
peer's median is higher. This script computes how often that happens when
hintlock and the peers are in truth exactly equal: every repeat of every
lock drawn from one distribution, independently. Only the ranks matter
then, so the answer holds for any continuous distribution.

- One peer (the sleepy workload's CPU per pair, judged against std alone):
  hintlock's repeats all below the peer's, counted exactly over every
  ordering of the 2 x repeats values.
- The best of k peers (the throughput cells, judged against the peer with
  the highest median): estimated from random draws with a fixed seed, so
  the output is the same every time.

Then, for a run in which t throughput cells and c CPU cells are such ties,
the chance that none of them comes out "behind" (the cells independent).

Last, what the rule costs in the other direction: how often it calls a
lock that is truly behind one peer "behind", when each lock's repeats are
normally distributed with one standard deviation and the gap is 1, 2 or 3
of them (random draws, the same seed). More repeats make a chance "behind"
rarer and a real but small gap harder to see; compare --repeats 3 and 5.

Usage: python3 ci/verdict_chance.py [--repeats N] [--draws N]
"""

import argparse
import itertools
import math
import random
import sys


def behind_one_peer_exact(repeats):
    """P(max of ours < min of theirs), both `repeats` iid draws: every
    arrangement of which positions in the sorted 2 x repeats values are
    ours is equally likely, and only the one with ours lowest counts."""
    return 1 / math.comb(2 * repeats, repeats)


def behind_one_peer_by_count(repeats):
    """The same, by counting the arrangements (a check on the formula)."""
    n = 2 * repeats
    total = 0
    behind = 0
    for ours in itertools.combinations(range(n), repeats):
        total += 1
        theirs = [i for i in range(n) if i not in ours]
        if max(ours) < min(theirs):
            behind += 1
    return behind / total


def behind_best_of(peers, repeats, draws, rng):
    """P(max of ours < min of the best peer's), where the best peer is the
    one of `peers` with the highest median, every value iid."""
    mid = repeats // 2
    behind = 0
    for _ in range(draws):
        ours_max = max(rng.random() for _ in range(repeats))
        best = None
        best_median = -1.0
        for _ in range(peers):
            values = sorted(rng.random() for _ in range(repeats))
            if values[mid] > best_median:
                best_median = values[mid]
                best = values
        if ours_max < best[0]:
            behind += 1
    return behind / draws


def behind_by_gap(gap, repeats, draws, rng):
    """P(max of ours < min of theirs) when ours are N(0, 1) and theirs
    N(gap, 1): a lock truly `gap` standard deviations behind one peer."""
    behind = 0
    for _ in range(draws):
        ours_max = max(rng.gauss(0.0, 1.0) for _ in range(repeats))
        theirs_min = min(rng.gauss(gap, 1.0) for _ in range(repeats))
        if ours_max < theirs_min:
            behind += 1
    return behind / draws


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}")
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more: {value}")
    return value


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=positive_int, default=5,
                        help="repeats per lock and cell (mutex_ops's --repeats; default 5, "
                             "mutex_ops's default)")
    parser.add_argument("--draws", type=positive_int, default=400_000,
                        help="random draws per estimate (default 400000)")
    args = parser.parse_args()
    if args.repeats > 12:
        print("verdict_chance: --repeats: at most 12 (the exact count enumerates arrangements)",
              file=sys.stderr)
        sys.exit(2)

    rng = random.Random(45)
    one = behind_one_peer_exact(args.repeats)
    assert abs(one - behind_one_peer_by_count(args.repeats)) < 1e-12
    print(f"repeats per lock: {args.repeats}")
    print(f"equal to one peer: behind in {one:.4f} of cells (1 in {1 / one:.0f}), exact")
    best = {}
    for k in (2, 3, 4):
        best[k] = behind_best_of(k, args.repeats, args.draws, rng)
        print(f"equal to {k} peers, judged against the best: behind in {best[k]:.4f} "
              f"of cells ({args.draws} draws)")
    print()
    print("chance that a run shows no 'behind' or 'higher' in its tied cells:")
    print("  tied throughput cells (equal to one / four peers), tied CPU cells (std)")
    for t in (0, 4, 8, 12):
        for c in (0, 4):
            low = (1 - best[4]) ** t * (1 - one) ** c
            high = (1 - one) ** (t + c)
            print(f"  {t:2d} throughput, {c} CPU: {low:.2f} to {high:.2f}")
    print()
    print("a lock truly behind one peer, repeats normal with standard deviation s:")
    power_draws = max(1, args.draws // 4)
    for gap in (1, 2, 3):
        power = behind_by_gap(gap, args.repeats, power_draws, rng)
        print(f"  behind by {gap} s: called behind in {power:.2f} of cells "
              f"({power_draws} draws)")


if __name__ == "__main__":
    main()
