"""Strength and speed of the bot levels: the figures of ``docs/bots.md``.

Runs duplicate tournaments (every deck played from both sides of the table, :mod:`cardtable.simulate`) and prints
one Markdown table row per match-up: wins, mean scores, the margin of the first group with its 95 % interval,
and the median and 95th-percentile seconds of each level's decisions (only decisions with a choice).

Run: ``python benchmarks/bots_strength.py [--jobs 2] [--semerka-decks 200] [--leopard-decks 100] [--seed 1]``
(``--only semerka`` or ``--only leopard`` for one game). The command lines it runs are the same as
``semerka simulate --bots strong,greedy,strong,greedy --deals 200 --duplicate --seed 1 --jobs 2`` and so on.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

import leopard.bots  # noqa: F401  (registers the levels)
import semerka.bots  # noqa: F401
from cardtable.simulate import run_tournament
from leopard.rules import GAME as LEOPARD
from semerka.rules import GAME as SEMERKA

MATCHUPS = {
    "semerka": (SEMERKA, 4, [["strong", "greedy"] * 2, ["greedy", "random"] * 2]),
    "leopard": (LEOPARD, 2, [["strong", "greedy"], ["greedy", "random"]]),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--semerka-decks", type=int, default=200)
    parser.add_argument("--leopard-decks", type=int, default=100)
    parser.add_argument("--only", choices=sorted(MATCHUPS))
    args = parser.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, load {load:.2f}, Python {platform.python_version()}")
    print("| game | bots by seat | decks × rotations | wins | mean score | margin (95 % interval) | "
          "seconds per decision: median / p95 | wall time |")
    print("|---|---|---|---|---|---|---|---|")
    for name, (game, players, lineups) in MATCHUPS.items():
        if args.only and name != args.only:
            continue
        decks = args.semerka_decks if name == "semerka" else args.leopard_decks
        rules = game.make_rules(players, {})
        for levels in lineups:
            started = time.perf_counter()
            summary = run_tournament(game, rules, levels, decks, args.seed, duplicate=True, jobs=args.jobs)
            wall = time.perf_counter() - started
            ci = summary.ci95[0]
            interval = "–" if ci is None else f"{ci[0]:+.2f} … {ci[1]:+.2f}"
            times = ", ".join(
                f"{level} {t['median']:.3f} / {t['p95']:.3f}"
                for level, t in summary.decision_seconds.items()
                if t["median"] is not None
            )
            wins = " – ".join(f"{w} ({100 * w / summary.deals:.1f} %)" for w in summary.wins)
            scores = " – ".join(f"{s:.2f}" for s in summary.mean_score)
            print(
                f"| {name} | {','.join(levels)} | {decks} × {summary.rotations} | {wins} | {scores} | "
                f"{summary.margin[0]:+.2f} ({interval}) | {times} | {wall:.0f} s |",
                flush=True,
            )


if __name__ == "__main__":
    main()
