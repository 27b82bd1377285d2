"""How long a player waits for ``hint``: CPU seconds of :func:`cardtable.bots.hints.advise` at the strong level's
default budget, over the decisions with a choice of random deals (the deals played on by the greedy level).

Run: ``python benchmarks/hint_time.py [--deals 4] [--seed 1]``. Prints, per game and player count, how many
decisions were timed and the median, 95th percentile and largest CPU time of one hint, in milliseconds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import leopard.bots  # noqa: F401  (registers the levels)
import semerka.bots  # noqa: F401
from cardtable.bots import make_bot
from cardtable.bots.hints import advise, hint_assessor
from cardtable.game import AnyGame
from leopard.rules import GAME as LEOPARD
from semerka.rules import GAME as SEMERKA


def hint_times(game: AnyGame, players: int, deals: int, seed: int) -> list[float]:
    """CPU seconds of one hint at every decision with a choice of ``deals`` deals of ``players`` seats."""
    rules = game.make_rules(players, {})
    assessor = hint_assessor(game)
    assert assessor is not None
    greedy = make_bot(game.name, "greedy")
    rng = random.Random(seed)
    times = []
    for _deal in range(deals):
        deck = list(game.deck(rules))
        rng.shuffle(deck)
        state = game.deal(rules, 1, deck)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_moves(state)
            observation = game.observation(state, seat)
            if len(legal) > 1:
                started = time.process_time()
                advise(assessor, observation, legal, rng)
                times.append(time.process_time() - started)
            state = game.apply(state, greedy.choose(observation, legal, rng))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("| game | players | hints | median ms | 95th percentile ms | largest ms |")
    print("|---|---|---|---|---|---|")
    for game, players in ((LEOPARD, 2), (LEOPARD, 4), (SEMERKA, 2), (SEMERKA, 4)):
        times = sorted(hint_times(game, players, args.deals, args.seed))
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(
            f"| {game.name} | {players} | {len(times)} | {1000 * statistics.median(times):.0f} | "
            f"{1000 * p95:.0f} | {1000 * times[-1]:.0f} |"
        )


if __name__ == "__main__":
    main()
