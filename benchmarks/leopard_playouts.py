"""Random playouts per second for full Leopard deals (default: two players, default rules).

Each playout shuffles the deck, deals, and plays random legal moves (``Draw`` included when offered) to the end of
the deal, as a bot's search does. For scale, the same process times a bare loop making the same shuffles and random
choices without the engine, and the share of the time spent in ``legal_moves`` and in ``apply``.
Run: ``python benchmarks/leopard_playouts.py [--players 2] [--seconds 3] [--option stock_end=play-out]``.
"""

from __future__ import annotations

import argparse
import random
import time

from cardtable.cards import double_deck

from leopard.rules import GAME, Rules, State, apply, deal, legal_moves, outcome

import harness
from harness import bare_loop, machine, rate


def playouts(rules: Rules, count: int, seed: int) -> tuple[int, int]:
    """Play ``count`` random deals; return (moves made, total points of square 1) so the work cannot be skipped."""
    return harness.playouts((deal, legal_moves, apply), rules, double_deck(), square_1_points, count, seed)


def square_1_points(state: State) -> int:
    return outcome(state).scores[0]


def timed_parts(rules: Rules, count: int, seed: int) -> tuple[float, float, float]:
    """Seconds spent in ``legal_moves``, in ``apply`` and in total over ``count`` random deals."""
    rng = random.Random(seed)
    cards = list(double_deck())
    clock = time.perf_counter
    in_legal = in_apply = 0.0
    start = clock()
    for _ in range(count):
        rng.shuffle(cards)
        state = deal(rules, 1, cards)
        while True:
            t0 = clock()
            legal = legal_moves(state)
            t1 = clock()
            in_legal += t1 - t0
            if not legal:
                break
            move = rng.choice(legal)
            t2 = clock()
            state = apply(state, move)
            in_apply += clock() - t2
    return in_legal, in_apply, clock() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=3.0, help="rough time per measurement")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a rules option")
    args = parser.parse_args()
    options = {}
    for item in args.option:
        name, _, value = item.partition("=")
        options[name] = int(value) if value.isdigit() else value
    rules = GAME.make_rules(args.players, options)
    per_second, _ = rate(100, playouts, rules, 100, 0)  # warm-up and first estimate
    count = max(100, int(per_second * args.seconds))
    per_second, (moves, _points) = rate(count, playouts, rules, count, 1)
    moves_per_deal = round(moves / count)
    bare, _ = rate(count, bare_loop, double_deck(), count, moves_per_deal, 20, 1)
    in_legal, in_apply, total = timed_parts(rules, max(50, count // 4), 1)
    print(machine())
    print(f"rules: {rules}")
    print(f"{per_second:,.0f} random playouts/s ({moves_per_deal} moves a deal, {count} deals)")
    print(f"= {per_second * moves_per_deal:,.0f} moves/s (legal_moves + random choice + apply)")
    print(f"bare loop of the same shuffles and choices: {bare:,.0f} deals/s; the engine costs {bare / per_second:.1f}x")
    print(
        f"time split (timed run): legal_moves {in_legal / total:.0%}, apply {in_apply / total:.0%}, "
        f"rest {(total - in_legal - in_apply) / total:.0%}"
    )


if __name__ == "__main__":
    main()
