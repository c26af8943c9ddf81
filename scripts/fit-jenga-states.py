#!/usr/bin/env python3
# Fits the Colored Jenga state-count model (src/engine/jenga/exact/state_count.h) again, and
# measures it: draws seeded random towers (half with every colour equally likely, half with random
# colour weights, as a person's towers lean to some colours), solves each exactly with
# `puzzle-workbench-cli bench jenga --towers`, fits ln(states) on 1, ln(mixes), ln(multisets) and
# the live levels by least squares on the fitting heights, and prints the coefficients and, for
# every height, how far the states reached lie from the fitted prediction.
#
#   scripts/fit-jenga-states.py [--cli build/bin/puzzle-workbench-cli]
#                               [--fit 8:300,9:160,10:50,11:30] [--check 12:10]
#
# The defaults are the fit in state_count.cpp (about 15 minutes on 2 cores; 12 levels need about
# 3 GB of memory). Standard library only.
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import math
import random
import subprocess
import sys
import tempfile


def towers(levels, count, seed):
    """Seeded towers of one height: even colours for the even indices, random weights else."""
    rng = random.Random(seed)
    drawn = []
    for i in range(count):
        weights = [1, 1, 1] if i % 2 == 0 else [rng.random() ** 2 for _ in range(3)]
        drawn.append("/".join("".join(rng.choices("RGB", weights=weights, k=3))
                              for _ in range(levels)))
    return drawn


def measure(cli, ids):
    """Rows of (tower, states reached, live, multisets, mixes) from the bench."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as listed:
        listed.write("\n".join(ids) + "\n")
        listed.flush()
        run = subprocess.run([cli, "bench", "jenga", "--towers", listed.name],
                             capture_output=True, text=True, check=True)
    rows = []
    for line in run.stdout.splitlines()[1:]:
        parts = line.split()
        if len(parts) == 7:
            rows.append((parts[0], int(parts[1]), int(parts[3]), float(parts[4]),
                         float(parts[5])))
    return rows


def features(row):
    _, _, live, multisets, mixes = row
    return [1.0, math.log(max(mixes, 1.0)), math.log(multisets), float(live)]


def least_squares(rows):
    """Solves the normal equations by Gauss-Jordan elimination (four unknowns)."""
    xs = [features(r) for r in rows]
    ys = [math.log(r[1]) for r in rows]
    n = len(xs[0])
    m = [[sum(x[i] * x[j] for x in xs) for j in range(n)] + [sum(x[i] * y for x, y in zip(xs, ys))]
         for i in range(n)]
    for i in range(n):
        pivot = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[pivot] = m[pivot], m[i]
        for r in range(n):
            if r != i:
                f = m[r][i] / m[i][i]
                m[r] = [a - f * b for a, b in zip(m[r], m[i])]
    return [m[i][n] / m[i][i] for i in range(n)]


def report(name, rows, c):
    rated = sorted((r[1] / min(math.exp(sum(a * b for a, b in zip(c, features(r)))), r[3]), r[0])
                   for r in rows)
    ratios = [q for q, _ in rated]
    within = sum(1 for q in ratios if 1 / 1.3 < q < 1.3)
    worst = max(rated, key=lambda qr: max(qr[0], 1 / qr[0]))
    print(f"{name}: {len(ratios)} towers, states reached over predicted: median "
          f"{ratios[len(ratios) // 2]:.2f}, from {ratios[0]:.2f} to {ratios[-1]:.2f}; "
          f"{within} within 30%; worst {worst[1]} (x{worst[0]:.2f})")


def heights(spec):
    return [tuple(int(x) for x in part.split(":")) for part in spec.split(",") if part]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cli", default="build/bin/puzzle-workbench-cli")
    parser.add_argument("--fit", default="8:300,9:160,10:50,11:30")
    parser.add_argument("--check", default="12:10")
    args = parser.parse_args()
    # Each height its own seed (its levels), so adding a height changes no other's towers.
    measured = {}
    for levels, count in heights(args.fit) + heights(args.check):
        measured[levels] = measure(args.cli, towers(levels, count, levels - 7))
        print(f"{levels} levels: {len(measured[levels])} towers solved", file=sys.stderr)
    fitted = [r for levels, _ in heights(args.fit) for r in measured[levels]]
    c = least_squares(fitted)
    print("c0 = %.4f  c1 (ln mixes) = %.4f  c2 (ln multisets) = %.4f  c3 (live) = %.4f" % tuple(c))
    report("fitted, all", fitted, c)
    for levels, _ in heights(args.fit):
        report(f"fitted, {levels} levels", measured[levels], c)
    for levels, _ in heights(args.check):
        report(f"checked, {levels} levels", measured[levels], c)


if __name__ == "__main__":
    main()
