"""Random playouts per second for full Semerka deals (default: four players, default rules).

Each playout deals a shuffled deck and plays random legal moves to the end of the deal, as a bot's search does.
For scale, the same process also times a bare loop that makes the same random choices and shuffles without the
engine, and reports the ratio. Run: ``python benchmarks/semerka_playouts.py [--players 4] [--seconds 3]``.
"""

from __future__ import annotations

import argparse

from semerka.rules import Rules, State, apply, deal, deck, legal_moves, outcome

import harness
from harness import bare_loop, machine, rate


def playouts(rules: Rules, count: int, seed: int) -> tuple[int, int]:
    """Play ``count`` random deals; return (moves made, deals won by side 1) so the work cannot be skipped."""
    return harness.playouts((deal, legal_moves, apply), rules, deck(rules), side_1_won, count, seed)


def side_1_won(state: State) -> int:
    return outcome(state).winner == 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=3.0, help="rough time per measurement")
    args = parser.parse_args()
    rules = Rules(args.players)
    per_second, _ = rate(200, playouts, rules, 200, 0)  # warm-up and first estimate
    count = max(200, int(per_second * args.seconds / 3))
    moves, _wins = playouts(rules, count, 1)
    moves_per_deal = round(moves / count)
    # Best of three, the two loops interleaved, so a busy machine slows both alike.
    engine = bare = 0.0
    for _ in range(3):
        engine = max(engine, rate(count, playouts, rules, count, 1)[0])
        bare = max(bare, rate(count, bare_loop, deck(rules), count, moves_per_deal, 4, 1)[0])
    per_second = engine
    print(machine())
    print(f"{args.players} players: {per_second:,.0f} random playouts/s ({moves_per_deal} moves a deal, best of 3 × {count} deals)")
    print(f"bare loop of the same shuffles and choices: {bare:,.0f} deals/s; engine costs {bare / per_second:.1f}x")


if __name__ == "__main__":
    main()
