"""How well a game's inference model (:mod:`semerka.bots.inference`, :mod:`leopard.bots.inference`) predicts a
searching player's plays.

The model gives each legal move the probability ``(1 - U) * softmax(score / T) + U / moves``, the scores being the
greedy heuristics' (``score_moves``). This script collects the choices of the plain determinized search
(:class:`cardtable.bots.plain.PlainSearch`, the opponent of ``benchmarks/strength_vs_plain.py``) in greedy deals
and prints the log-likelihood of those choices for a grid of temperatures ``T`` and unforeseen shares ``U``: the
best pair, the pair in use, and the uniform model (and Semerka's first model, temperature 3, 15 %) for comparison
(higher is better).

- Semerka (four players): every second decision with a choice; ``T`` in card points.
- Leopard (two players): every third place or discard with a choice (the plays the model weighs; a choice to go
  out says nothing of the hand); ``T`` in points of potential.

Run: ``python benchmarks/inference_fit.py --game semerka [--decks 16] [--seed 3] [--playouts 178]`` or
``python benchmarks/inference_fit.py --game leopard --decks 8 --seed 3 --playouts 113``.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Callable, Sequence
from typing import Any

import leopard.bots
import leopard.bots.inference
import semerka.bots
import semerka.bots.inference
from cardtable.bots import make_bot
from cardtable.bots.plain import PlainSearch
from cardtable.simulate import plan_decks
from leopard.rules import GAME as LEOPARD, Discard, Place
from semerka.rules import GAME as SEMERKA, Rules

GRIDS = {
    "semerka": (1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 20.0, 40.0),
    "leopard": (0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1.0, 2.0),
}
SHARES = {
    "semerka": (0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8),
    "leopard": (0.01, 0.02, 0.05, 0.1, 0.2, 0.4),
}
Data = list[tuple[list[float], int]]


def log_likelihood(data: Sequence[tuple[list[float], int]], temperature: float, share: float) -> float:
    total = 0.0
    for scores, chosen in data:
        top = max(scores)
        weights = [math.exp((score - top) / temperature) for score in scores]
        total += math.log((1 - share) * weights[chosen] / sum(weights) + share / len(scores))
    return total


def choices(
    game: Any, rules: Any, plain: PlainSearch, scores_of: Callable[[Any, Sequence[Any]], list[float]],
    counts: Callable[[Sequence[Any]], bool], step: int, decks: int, seed: int,
) -> Data:  # fmt: skip
    """(greedy scores of the legal moves, index of plain search's choice) at every ``step``-th decision that
    ``counts`` of greedy deals (``decks`` decks of ``seed``)."""
    greedy: Any = make_bot(game.name, "greedy")
    data: Data = []
    number = 0
    for dealer, cards in plan_decks(game, rules, decks, seed):
        state = game.deal(rules, dealer, cards)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_moves(state)
            seen = game.observation(state, seat)
            if counts(legal):
                number += 1
                if number % step == 0:
                    move = plain.choose(seen, legal, random.Random(number))
                    data.append((scores_of(seen, legal), list(legal).index(move)))
            state = game.apply(state, legal[0] if len(legal) == 1 else greedy.choose(seen, legal, random.Random(0)))
    return data


def semerka_choices(decks: int, seed: int, playouts: int) -> Data:
    """Semerka, four players: every second decision with a choice."""
    bots = semerka.bots
    rules = Rules(4)
    plain = PlainSearch(SEMERKA, bots.policy, bots.evaluate, playouts, None, bots.play_out)

    def scores(seen: Any, legal: Sequence[Any]) -> list[float]:
        return bots.score_moves(rules, seen.seat, seen.hand, seen.trick, seen.holder, seen.choosing, legal)

    return choices(SEMERKA, rules, plain, scores, lambda legal: len(legal) > 1, 2, decks, seed)


def leopard_choices(decks: int, seed: int, playouts: int) -> Data:
    """Leopard, two players: every third place or discard with a choice."""
    bots = leopard.bots
    rules = LEOPARD.make_rules(2, {})
    plain = PlainSearch(LEOPARD, bots.policy, bots.evaluate, playouts, 12)

    def scores(seen: Any, legal: Sequence[Any]) -> list[float]:
        return bots.score_moves(rules, seen.square, seen.hand, seen.squares, seen.values, seen.stock_size, legal)

    def counts(legal: Sequence[Any]) -> bool:
        return len(legal) > 1 and all(isinstance(move, (Place, Discard)) for move in legal)

    return choices(LEOPARD, rules, plain, scores, counts, 3, decks, seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GRIDS), default="semerka")
    parser.add_argument("--decks", type=int, default=16)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--playouts", type=int, default=178)
    args = parser.parse_args()
    if args.game == "semerka":
        data = semerka_choices(args.decks, args.seed, args.playouts)
        model = semerka.bots.inference
    else:
        data = leopard_choices(args.decks, args.seed, args.playouts)
        model = leopard.bots.inference  # type: ignore[assignment]
    grid = {(t, u): log_likelihood(data, t, u) for t in GRIDS[args.game] for u in SHARES[args.game]}
    (best_t, best_u), best = max(grid.items(), key=lambda item: item[1])
    print(f"{args.game}: {len(data)} choices of plain search ({args.playouts} playouts), {args.decks} greedy deals, "
          f"seed {args.seed}")
    print(f"best: T {best_t:g}, U {best_u:g}: log-likelihood {best:.1f}")
    in_use = log_likelihood(data, model.TEMPERATURE, model.UNFORESEEN)
    print(f"in use: T {model.TEMPERATURE:g}, U {model.UNFORESEEN:g}: {in_use:.1f}")
    if args.game == "semerka":
        print(f"the first model: T 3, U 0.15: {log_likelihood(data, 3.0, 0.15):.1f}")
    print(f"uniform: {sum(-math.log(len(scores)) for scores, _ in data):.1f}")


if __name__ == "__main__":
    main()
