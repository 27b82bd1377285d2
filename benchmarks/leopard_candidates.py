"""How often Leopard's best move lies outside the greedy order's first five, the only moves ``strong`` searches.

Positions: every ``--every``-th decision with a choice of greedy two-player deals (``--decks``, seed ``--seed``).
At each, a wide search (``strong``'s search over every legal move, ``--playouts`` playouts) names a best move.
When that move is not among the greedy order's first five, an independent search (other random numbers,
``--judge`` playouts, both moves kept to the end) values it against the best of the five as the wide search
ranked them, and the difference is its *gain*, in points of the search's evaluation (the margin of the squares'
scores or potentials, L7). Printed: each such position, how many positions have a best move outside the five,
their mean gain, and the gain spread over all positions (what a decision loses on average by searching five).

Run: ``python benchmarks/leopard_candidates.py [--decks 4] [--seed 11] [--every 7]`` (about 5 minutes of CPU).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import leopard.bots as bots  # noqa: E402
from leopard.rules import GAME  # noqa: E402
from strength_vs_plain import decisions  # noqa: E402

STRONG_CANDIDATES = 5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=4)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--every", type=int, default=7)
    parser.add_argument("--playouts", type=int, default=3000)
    parser.add_argument("--judge", type=int, default=4000)
    args = parser.parse_args()
    rules = GAME.make_rules(2, {})
    positions = decisions(GAME, rules, args.decks, args.seed)[:: args.every]
    wide = bots.make_strong(playouts=args.playouts, candidates=1000)
    judge = bots.make_strong(playouts=args.judge, candidates=2)
    gains: list[float] = []
    for number, (seen, legal) in enumerate(positions):
        order = bots.order(seen, legal)
        searched = wide.assess(seen, legal, random.Random(number))
        rank = order.index(searched[0].move)
        if rank < STRONG_CANDIDATES:
            continue
        among_five = next(estimate.move for estimate in searched if order.index(estimate.move) < STRONG_CANDIDATES)
        keep = [searched[0].move, among_five]
        values = {e.move: e.mean for e in judge.assess(seen, legal, random.Random(10_000 + number), keep=keep)}
        gains.append(values[keep[0]] - values[keep[1]])
        print(f"position {number}: {len(legal)} legal moves, best is greedy's no. {rank + 1}, gain {gains[-1]:+.3f}")
    outside = len(gains)
    mean = statistics.fmean(gains) if gains else 0.0
    print(f"{len(positions)} positions; best move outside the greedy five in {outside}, mean gain {mean:+.3f};")
    print(f"over all positions {sum(gains) / len(positions):+.3f} points a decision")


if __name__ == "__main__":
    main()
