"""How well the inference model of :mod:`semerka.bots.inference` predicts a searching player's plays.

The model gives each legal move the probability ``(1 - U) * softmax(score / T) + U / moves``, the scores being the
greedy heuristics' (:func:`semerka.bots.score_moves`). This script collects the choices of the plain determinized
search (:class:`cardtable.bots.plain.PlainSearch`, the opponent of ``benchmarks/strength_vs_plain.py``) at every
second decision with a choice of greedy four-player deals, and prints the log-likelihood of those choices for a grid
of temperatures ``T`` (card points) and unforeseen shares ``U``: the best pair, the pair in use, and the uniform
model and the first model (temperature 3, 15 %) for comparison (higher is better).

Run: ``python benchmarks/semerka_inference_fit.py [--decks 16] [--seed 3] [--playouts 178]``.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Sequence

import semerka.bots as bots
from cardtable.bots.plain import PlainSearch
from cardtable.simulate import plan_decks
from semerka.bots.inference import TEMPERATURE, UNFORESEEN
from semerka.rules import GAME, Rules, apply, legal_moves, observation

TEMPERATURES = (1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 20.0, 40.0)
SHARES = (0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)


def log_likelihood(data: Sequence[tuple[list[float], int]], temperature: float, share: float) -> float:
    total = 0.0
    for scores, chosen in data:
        top = max(scores)
        weights = [math.exp((score - top) / temperature) for score in scores]
        total += math.log((1 - share) * weights[chosen] / sum(weights) + share / len(scores))
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=16)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--playouts", type=int, default=178)
    args = parser.parse_args()
    rules = Rules(4)
    greedy = bots.GreedyBot()
    plain = PlainSearch(GAME, bots.policy, bots.evaluate, args.playouts, None, bots.play_out)
    data: list[tuple[list[float], int]] = []
    number = 0
    for dealer, cards in plan_decks(GAME, rules, args.decks, args.seed):
        state = GAME.deal(rules, dealer, cards)
        while state.turn is not None:
            legal = legal_moves(state)
            seen = observation(state, state.turn)
            if len(legal) > 1:
                number += 1
                if number % 2 == 0:
                    move = plain.choose(seen, legal, random.Random(number))
                    scores = bots.score_moves(
                        rules, seen.seat, seen.hand, seen.trick, seen.holder, seen.choosing, legal
                    )
                    data.append((scores, list(legal).index(move)))
            state = apply(state, legal[0] if len(legal) == 1 else greedy.choose(seen, legal, random.Random(0)))
    grid = {(t, u): log_likelihood(data, t, u) for t in TEMPERATURES for u in SHARES}
    (best_t, best_u), best = max(grid.items(), key=lambda item: item[1])
    print(f"{len(data)} choices of plain search ({args.playouts} playouts), {args.decks} greedy deals, seed {args.seed}")
    print(f"best: T {best_t:g}, U {best_u:g}: log-likelihood {best:.1f}")
    print(f"in use: T {TEMPERATURE:g}, U {UNFORESEEN:g}: {log_likelihood(data, TEMPERATURE, UNFORESEEN):.1f}")
    print(f"the first model: T 3, U 0.15: {log_likelihood(data, 3.0, 0.15):.1f}")
    print(f"uniform: {sum(-math.log(len(scores)) for scores, _ in data):.1f}")


if __name__ == "__main__":
    main()
