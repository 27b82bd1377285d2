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

``--model`` (Semerka) fits the weights of :mod:`semerka.bots.model` instead: plain search's choice at *every*
decision with a choice of greedy deals, ``--decks`` decks of each of the seeds ``--seeds`` (a comma list); the
weights of each kind of decision (lead, follow, choose) by maximum likelihood (Newton's method on the conditional
logit, a small ridge); then the log-likelihood of the choices of the last seed's deals with weights fitted on the
other seeds (held out), for the fitted model, the greedy model (the one in use) and the uniform one; then the
weights fitted on all seeds, as ``WEIGHTS`` takes them. ``python benchmarks/inference_fit.py --game semerka
--model --decks 60 --seeds 11,12,13,14 --playouts 250 --jobs 2`` gives the weights in use (7,523 choices,
about 10 min on two cores). ``--chooser strong`` fits the choices of the ``strong`` level (at its own budget)
instead of plain search's, and prints the held-out log-likelihood of the weights in use beside the refitted ones;
``--out FILE`` also writes the weights fitted on all seeds as JSON (``strength_vs_plain.py --expert-weights``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
from concurrent.futures import ProcessPoolExecutor
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import leopard.bots
import leopard.bots.inference
import semerka.bots
import semerka.bots.model
from cardtable.bots import make_bot
from cardtable.bots.ranking import chance
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
Choice = tuple[Any, list[Any], int]  # an observation, its legal moves, the index of plain search's choice


def log_likelihood(data: Sequence[tuple[list[float], int]], temperature: float, share: float) -> float:
    return sum(math.log(chance(scores, chosen, temperature, share)) for scores, chosen in data)


def choices(
    game: Any, rules: Any, plain: PlainSearch, scores_of: Callable[[Any, Sequence[Any]], list[float]],
    counts: Callable[[Sequence[Any]], bool], step: int, decks: int, seed: int,
) -> Data:  # fmt: skip
    """(greedy scores of the legal moves, index of plain search's choice) at every ``step``-th decision that
    ``counts`` of greedy deals (``decks`` decks of ``seed``)."""
    found = decisions(game, rules, plain, counts, step, decks, seed)
    return [(scores_of(seen, legal), chosen) for seen, legal, chosen in found]


def decisions(
    game: Any, rules: Any, plain: PlainSearch, counts: Callable[[Sequence[Any]], bool], step: int, decks: int,
    seed: int, rng_of: Callable[[int], random.Random] = random.Random,
) -> list[Choice]:  # fmt: skip
    """(observation, legal moves, index of plain search's choice) at every ``step``-th decision that ``counts``
    of greedy deals (``decks`` decks of ``seed``); plain search decides the ``n``-th of them (from 1) with
    ``rng_of(n)``."""
    greedy: Any = make_bot(game.name, "greedy")
    data: list[Choice] = []
    number = 0
    for dealer, cards in plan_decks(game, rules, decks, seed):
        state = game.deal(rules, dealer, cards)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_moves(state)
            seen = game.observation(state, seat)
            if counts(legal):
                number += 1
                if number % step == 0:
                    move = plain.choose(seen, legal, rng_of(number))
                    data.append((seen, list(legal), list(legal).index(move)))
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


Rows = list[tuple[list[tuple[float, ...]], int]]  # by decision: the features of each legal move, the chosen index


def every_choice(decks: int, seed: int, playouts: int, chooser: str = "plain") -> list[Choice]:
    """The choice of plain search (``chooser`` "plain", at ``playouts``) or of the ``strong`` level ("strong", at
    its own budget) at every Semerka decision with a choice of greedy deals (four players)."""
    bots = semerka.bots
    searcher: Any = (
        bots.make_strong() if chooser == "strong"
        else PlainSearch(SEMERKA, bots.policy, bots.evaluate, playouts, None, bots.play_out)
    )  # fmt: skip
    return decisions(
        SEMERKA, Rules(4), searcher, lambda legal: len(legal) > 1, 1, decks, seed, lambda n: random.Random(n * 7 + seed)
    )


def by_kind(found: Sequence[Choice]) -> dict[str, Rows]:
    """The choices' features (:func:`semerka.bots.model.features`) by kind of decision."""
    kinds: dict[str, Rows] = {"lead": [], "follow": [], "choose": []}
    for seen, legal, chosen in found:
        kind, rows = semerka.bots.model.features(
            seen.rules, seen.seat, seen.hand, seen.trick, seen.holder, seen.choosing, legal
        )
        kinds[kind].append((rows, chosen))
    return kinds


def model_log_likelihood(data: Rows, weights: Sequence[float], share: float) -> float:
    """The log-likelihood of ``data`` under utilities with ``weights`` and an unforeseen ``share``."""
    utilities = [([sum(w * x for w, x in zip(weights, row)) for row in rows], chosen) for rows, chosen in data]
    return log_likelihood(utilities, 1.0, share)


def fit(data: Rows, ridge: float = 0.01, steps: int = 30) -> list[float]:
    """Maximum-likelihood weights of the conditional logit on ``data`` (Newton's method, ``ridge`` on the
    weights' squares)."""
    size = len(data[0][0][0])
    weights = [0.0] * size
    for _ in range(steps):
        gradient = [-ridge * w for w in weights]
        hessian = [[ridge if i == j else 0.0 for j in range(size)] for i in range(size)]
        for rows, chosen in data:
            utilities = [sum(w * x for w, x in zip(weights, row)) for row in rows]
            top = max(utilities)
            exps = [math.exp(u - top) for u in utilities]
            probabilities = [e / sum(exps) for e in exps]
            mean = [sum(p * row[i] for p, row in zip(probabilities, rows)) for i in range(size)]
            for i in range(size):
                gradient[i] += rows[chosen][i] - mean[i]
            for p, row in zip(probabilities, rows):
                centred = [x - m for x, m in zip(row, mean)]
                for i in range(size):
                    for j in range(size):
                        hessian[i][j] += p * centred[i] * centred[j]
        step = solve_linear(hessian, gradient)
        weights = [w + s for w, s in zip(weights, step)]
        if max(map(abs, step)) < 1e-7:
            break
    return weights


def solve_linear(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``x`` with ``matrix @ x == vector`` (Gauss–Jordan elimination with partial pivoting)."""
    size = len(vector)
    rows = [matrix[i][:] + [vector[i]] for i in range(size)]
    for i in range(size):
        pivot = max(range(i, size), key=lambda r: abs(rows[r][i]))
        rows[i], rows[pivot] = rows[pivot], rows[i]
        for r in range(size):
            if r != i and rows[i][i]:
                factor = rows[r][i] / rows[i][i]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[i])]
    return [rows[i][size] / rows[i][i] if rows[i][i] else 0.0 for i in range(size)]


def fit_model(
    decks: int, seeds: Sequence[int], playouts: int, jobs: int, chooser: str = "plain", out: str = ""
) -> None:
    """Collect, fit, check on a held-out seed and print the weights (see the module docstring); with ``out``,
    also write them to that JSON file."""
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        found = list(pool.map(
            every_choice, [decks] * len(seeds), seeds, [playouts] * len(seeds), [chooser] * len(seeds)
        ))  # fmt: skip
    train = by_kind([choice for chosen in found[:-1] for choice in chosen])
    held_out = by_kind(found[-1])
    whole = by_kind([choice for chosen in found for choice in chosen])
    share = semerka.bots.FITTED_MODEL.unforeseen
    searcher = f"plain search ({playouts} playouts)" if chooser == "plain" else "the strong level"
    print(f"semerka: {sum(map(len, found))} choices of {searcher}, {decks} greedy deals "
          f"of each seed {', '.join(map(str, seeds))}; held out: seed {seeds[-1]}")
    totals = [0.0, 0.0, 0.0, 0.0]
    for kind in ("lead", "follow", "choose"):
        weights = fit(train[kind])
        data = held_out[kind]
        fitted = model_log_likelihood(data, weights, share)
        in_use = model_log_likelihood(data, semerka.bots.model.WEIGHTS[kind], share)
        greedy = semerka.bots.GREEDY_MODEL
        first = log_likelihood(
            [(semerka_scores(rows), chosen) for rows, chosen in data], greedy.temperature, greedy.unforeseen
        )
        uniform = sum(-math.log(len(rows)) for rows, _ in data)
        totals = [totals[0] + fitted, totals[1] + first, totals[2] + uniform, totals[3] + in_use]
        print(f"  {kind}: {len(data)} held-out choices: fitted {fitted:.1f}, the weights in use {in_use:.1f}, "
              f"greedy model {first:.1f}, uniform {uniform:.1f}")
    print(f"  all held out: fitted {totals[0]:.1f}, the weights in use {totals[3]:.1f}, greedy model "
          f"{totals[1]:.1f}, uniform {totals[2]:.1f}")
    print("WEIGHTS = {")
    for kind in ("lead", "follow", "choose"):
        print(f'    "{kind}": ({", ".join(f"{w:.2f}" for w in fit(whole[kind]))}),')
    print("}")
    if out:
        Path(out).write_text(json.dumps({kind: fit(whole[kind]) for kind in ("lead", "follow", "choose")}) + "\n")


def semerka_scores(rows: Sequence[tuple[float, ...]]) -> list[float]:
    """The greedy scores of the moves back from their features (the first feature is the score scaled)."""
    return [row[0] * semerka.bots.model.SCALE for row in rows]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GRIDS), default="semerka")
    parser.add_argument("--decks", type=int, default=16)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--playouts", type=int, default=178)
    parser.add_argument("--model", action="store_true", help="Semerka: fit the weights of semerka.bots.model")
    parser.add_argument("--seeds", default="11,12,13,14", help="with --model: the seeds of the deals")
    parser.add_argument(
        "--chooser", choices=("plain", "strong"), default="plain",
        help="with --model: whose choices to fit, plain search's (at --playouts) or the strong level's",
    )
    parser.add_argument("--out", default="", help="with --model: also write the weights to this JSON file")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    if args.model:
        seeds = [int(seed) for seed in args.seeds.split(",")]
        fit_model(args.decks, seeds, args.playouts, args.jobs, args.chooser, args.out)
        return
    if args.game == "semerka":
        data = semerka_choices(args.decks, args.seed, args.playouts)
        temperature, share = semerka.bots.GREEDY_MODEL.temperature, semerka.bots.GREEDY_MODEL.unforeseen
    else:
        data = leopard_choices(args.decks, args.seed, args.playouts)
        temperature, share = leopard.bots.inference.TEMPERATURE, leopard.bots.inference.UNFORESEEN
    grid = {(t, u): log_likelihood(data, t, u) for t in GRIDS[args.game] for u in SHARES[args.game]}
    (best_t, best_u), best = max(grid.items(), key=lambda item: item[1])
    print(f"{args.game}: {len(data)} choices of plain search ({args.playouts} playouts), {args.decks} greedy deals, "
          f"seed {args.seed}")
    print(f"best: T {best_t:g}, U {best_u:g}: log-likelihood {best:.1f}")
    in_use = log_likelihood(data, temperature, share)
    print(f"in use (Semerka: the greedy model): T {temperature:g}, U {share:g}: {in_use:.1f}")
    if args.game == "semerka":
        print(f"the first model: T 3, U 0.15: {log_likelihood(data, 3.0, 0.15):.1f}")
    print(f"uniform: {sum(-math.log(len(scores)) for scores, _ in data):.1f}")


if __name__ == "__main__":
    main()
