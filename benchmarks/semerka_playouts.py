"""Random playouts per second for full Semerka deals (default: four players, default rules).

Each playout deals a shuffled deck and plays random legal moves to the end of the deal, as a bot's search does.
For scale, the same process also times a bare loop that makes the same random choices and shuffles without the
engine, and reports the ratio. Run: ``python benchmarks/semerka_playouts.py [--players 4] [--seconds 3]``.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from semerka.rules import Rules, apply, deal, deck, legal_moves, outcome


def playouts(rules: Rules, count: int, seed: int) -> tuple[int, int]:
    """Play ``count`` random deals; return (moves made, deals won by side 1) so the work cannot be skipped."""
    rng = random.Random(seed)
    cards = list(deck(rules))
    moves = wins = 0
    for _ in range(count):
        rng.shuffle(cards)
        state = deal(rules, 1, cards)
        while legal := legal_moves(state):
            state = apply(state, rng.choice(legal))
            moves += 1
        wins += outcome(state).winner == 1
    return moves, wins


def bare_loop(rules: Rules, count: int, moves_per_deal: int, seed: int) -> int:
    """The same shuffles and random choices as :func:`playouts`, with no rules: the floor of any playout."""
    rng = random.Random(seed)
    cards = list(deck(rules))
    choices = tuple(range(4))
    total = 0
    for _ in range(count):
        rng.shuffle(cards)
        for _ in range(moves_per_deal):
            total += rng.choice(choices)
    return total


def rate(function, *args) -> tuple[float, object]:
    count = args[1]
    start = time.perf_counter()
    result = function(*args)
    return count / (time.perf_counter() - start), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=3.0, help="rough time per measurement")
    args = parser.parse_args()
    rules = Rules(args.players)
    per_second, _ = rate(playouts, rules, 200, 0)  # warm-up and first estimate
    count = max(200, int(per_second * args.seconds / 3))
    moves, _wins = playouts(rules, count, 1)
    moves_per_deal = round(moves / count)
    # Best of three, the two loops interleaved, so a busy machine slows both alike.
    engine = bare = 0.0
    for _ in range(3):
        engine = max(engine, rate(playouts, rules, count, 1)[0])
        bare = max(bare, rate(bare_loop, rules, count, moves_per_deal, 1)[0])
    per_second = engine
    print(f"machine: {platform.machine()} {platform.processor() or ''} Python {platform.python_version()}")
    print(f"{args.players} players: {per_second:,.0f} random playouts/s ({moves_per_deal} moves a deal, best of 3 × {count} deals)")
    print(f"bare loop of the same shuffles and choices: {bare:,.0f} deals/s; engine costs {bare / per_second:.1f}x")


if __name__ == "__main__":
    main()
