"""Where Semerka's ``expert`` and ``strong`` choose differently, and how much ``expert`` thinks it gains there.

Both levels decide the same positions: every decision with a choice of deals that ``strong`` plays at all four
seats (``--decks`` decks of seed ``--seed``). For each kind of decision (lead, follow, the leader's choice to
stop or continue, S3.1-S3.4; while the stock lasts or after, S4.3) the script prints how many there were, in how
many ``expert`` chose another move than ``strong`` (by rank: suits never matter, S1.1), and ``expert``'s own
estimate of what its move gains over ``strong``'s there, in game points (both estimates on the same worlds:
``SearchBot.assess(keep=...)``). Set against the measured margin of ``expert`` over ``strong`` a deal
(docs/bots.md), it shows how far the search's estimates of its own gains are from what they win.

Run: ``python benchmarks/semerka_disagreement.py [--decks 6] [--seed 77]`` (about a minute a deck here).
"""

from __future__ import annotations

import argparse
import collections
import random

import semerka.bots as semerka_bots
from cardtable.simulate import plan_decks
from semerka.rules import GAME, Observation, Play, Rules, Stop


def kind(observation: Observation, legal: list[Play | Stop]) -> str:
    if any(isinstance(move, Stop) for move in legal):
        decision = "choose"
    else:
        decision = "follow" if observation.trick else "lead"
    return f"{decision}, {'stock' if observation.stock_size else 'no stock'}"


def rank(move: Play | Stop) -> object:
    return move.card.rank if isinstance(move, Play) else "stop"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=6)
    parser.add_argument("--seed", type=int, default=77)
    args = parser.parse_args()
    rules = Rules(players=4)
    strong, expert = semerka_bots.make_strong(), semerka_bots.make_expert()
    seen: collections.Counter[str] = collections.Counter()
    differ: collections.Counter[str] = collections.Counter()
    gain: collections.defaultdict[str, float] = collections.defaultdict(float)
    number = 0
    for dealer, cards in plan_decks(GAME, rules, args.decks, args.seed):
        state = GAME.deal(rules, dealer, cards)
        while (seat := GAME.to_move(state)) is not None:
            legal = list(GAME.legal_moves(state))
            move = legal[0]
            if len(legal) > 1:
                number += 1
                observation = GAME.observation(state, seat)
                move = strong.choose(observation, legal, random.Random(number))
                estimates = expert.assess(observation, legal, random.Random(number), keep=[move])
                name = kind(observation, legal)
                seen[name] += 1
                if rank(estimates[0].move) != rank(move):
                    means = {rank(estimate.move): estimate.mean for estimate in estimates}
                    differ[name] += 1
                    gain[name] += estimates[0].mean - means.get(rank(move), estimates[0].mean)
            state = GAME.apply(state, move)
    total = sum(gain.values())
    print(f"{'decision':<20} {'count':>6} {'differ':>7} {'expert-estimated gain when they differ':>40}")
    for name in sorted(seen):
        mean = gain[name] / differ[name] if differ[name] else 0.0
        print(f"{name:<20} {seen[name]:>6} {differ[name]:>7} {mean:>40.3f}")
    print(f"expert's estimated gain a deal: {total / args.decks:.3f} game points over {args.decks} deals")


if __name__ == "__main__":
    main()
