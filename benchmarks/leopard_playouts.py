"""Random playouts per second for full Leopard deals (default: two players, default rules).

Each playout shuffles the deck, deals, and plays random legal moves (``Draw`` included when offered) to the end of
the deal, as a bot's search does. For scale, the same process times a bare loop making the same shuffles and random
choices without the engine, and the share of the time spent in ``legal_moves`` and in ``apply``.
Run: ``python benchmarks/leopard_playouts.py [--players 2] [--seconds 3] [--option stock_end=play-out]``.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from cardtable.cards import double_deck

from leopard.rules import GAME, Rules, apply, deal, legal_moves, outcome


def playouts(rules: Rules, count: int, seed: int) -> tuple[int, int]:
    """Play ``count`` random deals; return (moves made, total points of square 1) so the work cannot be skipped."""
    rng = random.Random(seed)
    cards = list(double_deck())
    moves = points = 0
    for _ in range(count):
        rng.shuffle(cards)
        state = deal(rules, 1, cards)
        while legal := legal_moves(state):
            state = apply(state, rng.choice(legal))
            moves += 1
        points += outcome(state).scores[0]
    return moves, points


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


def bare_loop(count: int, moves_per_deal: int, choices_per_move: int, seed: int) -> int:
    """The same shuffles and random choices as :func:`playouts`, with no rules: the floor of any playout."""
    rng = random.Random(seed)
    cards = list(double_deck())
    choices = tuple(range(choices_per_move))
    total = 0
    for _ in range(count):
        rng.shuffle(cards)
        for _ in range(moves_per_deal):
            total += rng.choice(choices)
    return total


def rate(function, *args) -> tuple[float, object]:
    count = args[1] if function is playouts else args[0]
    start = time.perf_counter()
    result = function(*args)
    return count / (time.perf_counter() - start), result


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
    per_second, _ = rate(playouts, rules, 100, 0)  # warm-up and first estimate
    count = max(100, int(per_second * args.seconds))
    per_second, (moves, _points) = rate(playouts, rules, count, 1)
    moves_per_deal = round(moves / count)
    bare, _ = rate(bare_loop, count, moves_per_deal, 20, 1)
    in_legal, in_apply, total = timed_parts(rules, max(50, count // 4), 1)
    print(f"machine: {platform.machine()} {platform.processor() or ''} Python {platform.python_version()}")
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
