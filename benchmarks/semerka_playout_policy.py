"""Does a stronger playout policy make Semerka's ``strong`` stronger? A policy tuned by self-play, then a match.

The playouts of ``strong`` play the greedy policy for every seat (:func:`semerka.bots.greedy.score_moves`). This
script asks whether playouts of a *stronger* policy make a stronger search, in two steps:

``tune``: the cross-entropy method over the weights of :func:`semerka.bots.model.utilities` (the model of a
searching player's plays), played as a policy (its best move) by one partnership against the greedy policy by
the other, on fixed duplicate decks (every deck from both sides of the table, four players, seed per
generation). Each generation draws ``--population`` weight vectors around the mean, keeps the best quarter, and
moves the mean and spread to them. It writes the final mean to ``--out`` (JSON) and, on fresh decks, the tuned
and the fitted weights' share of deals won against greedy.

``match``: ``strong`` whose playouts play that policy (ending in the same estimate when the stock runs out)
against ``strong`` with greedy playouts, both at ``--playouts`` (with ``--expert``: the search of ``expert`` as
it was then, 2,000 playouts exact from 16 cards with the greedy model's inference, with the tuned playouts against
``strong`` at ``--playouts``), on the duplicate decks of
``strength_vs_plain.py`` (seed 1), with its report: the share of deals won by the tuned playouts' side with its
95 % interval over the decks, and both sides' CPU medians.

Run: ``python benchmarks/semerka_playout_policy.py tune --out weights.json`` (about 5 min on two cores), then
``python benchmarks/semerka_playout_policy.py match --weights weights.json --decks 200`` (about 7 min).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

import semerka.bots as semerka_bots
from cardtable.bots.ranking import best
from cardtable.simulate import plan_decks
from semerka.bots.estimate import estimate
from semerka.bots.model import WEIGHTS, Weights, utilities
from semerka.rules import GAME, Playout, State
from strength_vs_plain import Outcome, interval, run_deck

KINDS = ("lead", "follow", "choose")
RULES = GAME.make_rules(4, {})


def flat(weights: Weights) -> list[float]:
    return [value for kind in KINDS for value in weights[kind]]


def unflat(values: list[float]) -> Weights:
    weights, start = {}, 0
    for kind in KINDS:
        end = start + len(WEIGHTS[kind])
        weights[kind] = tuple(values[start:end])
        start = end
    return weights


def model_move(weights: Weights, playout: Playout, legal: Any) -> Any:
    """The model's best move (highest utility) for the seat to move in ``playout``."""
    turn = playout.turn
    hand, trick = playout.hand(turn), playout.trick
    return best(legal, utilities(RULES, turn, hand, trick, playout.holder, playout.choosing, legal, weights))


def share_against_greedy(weights: Weights, decks: int, seed: int) -> float:
    """The share of deals the model's policy (seats 1 and 3, then 2 and 4) wins against greedy on ``decks``."""
    won = 0
    for dealer, cards in plan_decks(GAME, RULES, decks, seed):
        for rotation in (0, 1):
            playout = Playout(GAME.deal(RULES, dealer, cards))
            while legal := playout.legal_moves():
                model_side = (playout.turn % 2 == 1) == (rotation == 0)
                if len(legal) == 1:
                    playout.apply(legal[0])
                else:
                    playout.apply(model_move(weights, playout, legal) if model_side else semerka_bots._greedy_move(playout, legal))
            result = playout.outcome()
            won += result is not None and result.winner == rotation + 1
    return won / (2 * decks)


def _job(task: tuple[list[float], int, int]) -> float:
    values, decks, seed = task
    return share_against_greedy(unflat(values), decks, seed)


def tune(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    mean = flat(WEIGHTS)
    spread = [max(0.3, abs(value) / 2) for value in mean]
    with ProcessPoolExecutor(args.jobs) as pool:
        for generation in range(args.generations):
            vectors = [mean] + [[m + s * rng.gauss(0, 1) for m, s in zip(mean, spread)] for _ in range(args.population - 1)]
            seed = args.seed + 100 + generation
            shares = list(pool.map(_job, [(vector, args.decks, seed) for vector in vectors]))
            ranked = sorted(range(len(vectors)), key=lambda index: -shares[index])
            elite = [vectors[index] for index in ranked[: args.population // 4]]
            mean = [statistics.fmean(values) for values in zip(*elite)]
            spread = [max(0.05, 0.7 * s + 0.3 * statistics.pstdev(values)) for s, values in zip(spread, zip(*elite))]
            print(f"generation {generation}: mean's share {shares[0]:.3f}, best {shares[ranked[0]]:.3f}", flush=True)
        fresh = [(mean, 4 * args.decks, args.seed + 999), (flat(WEIGHTS), 4 * args.decks, args.seed + 999)]
        tuned, fitted = pool.map(_job, fresh)
    args.out.write_text(json.dumps(unflat(mean), indent=1), encoding="utf-8")
    print(f"on {4 * args.decks} fresh decks against greedy: tuned {100 * tuned:.1f} %, fitted {100 * fitted:.1f} %")


def play_out_by_model(weights: Weights, state: State, seat: int, rng: random.Random, horizon: int | None) -> float:
    """:func:`semerka.bots.play_out_to_estimate` with the model's policy instead of the greedy one."""
    if horizon is not None or not semerka_bots._estimate_applies(state):
        return semerka_bots.play_out(state, seat, rng, horizon)
    return semerka_bots._play_out_until(state, seat, partial(_estimate_for, seat), partial(model_move, weights))


def _estimate_for(seat: int, playout: Playout) -> float:
    return estimate(playout, seat)


def match(args: argparse.Namespace) -> None:
    weights: Weights = {kind: tuple(values) for kind, values in json.loads(args.weights.read_text()).items()}
    greedy_playouts = semerka_bots.make_strong(args.playouts)
    # --expert: the expert level as it was measured then (2,000 playouts, exact from 16, the greedy model)
    searching = semerka_bots.make_strong(2000, endgame=semerka_bots.EXPERT_ENDGAME_CARDS) if args.expert else greedy_playouts
    tuned = dataclasses.replace(searching, play_out=_ModelPlayOut(weights))
    bots = [tuned, greedy_playouts] * 2
    outcomes: list[Outcome] = []
    with ProcessPoolExecutor(args.jobs) as pool:
        planned = plan_decks(GAME, RULES, args.decks, args.seed)
        futures = [pool.submit(run_deck, GAME, RULES, bots, n, dealer, cards, 2, args.seed) for n, (dealer, cards) in enumerate(planned)]
        outcomes = [future.result() for future in futures]
    share, low, high = interval([statistics.fmean(float(r.winner == 1) for r in results) for results, _, _ in outcomes])
    cpu = [statistics.median(s for _, times, _ in outcomes for s in times), statistics.median(s for _, _, times in outcomes for s in times)]
    label = "expert" if args.expert else f"strong:{args.playouts}"
    print(f"{label} with the tuned playouts against strong:{args.playouts} (greedy playouts), {args.decks} decks × 2 rotations:")
    print(f"  deals won {100 * share:.1f} % (95 % interval {100 * low:.1f} … {100 * high:.1f} %); CPU s a decision, median {cpu[0]:.4f} / {cpu[1]:.4f}")


class _ModelPlayOut:
    """A picklable playout of the model's policy with ``weights`` (the search calls it in worker processes)."""

    def __init__(self, weights: Weights) -> None:
        self.weights = weights

    def __call__(self, state: State, seat: int, rng: random.Random, horizon: int | None) -> float:
        return play_out_by_model(self.weights, state, seat, rng, horizon)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    commands = parser.add_subparsers(dest="command", required=True)
    tuning = commands.add_parser("tune")
    tuning.add_argument("--generations", type=int, default=14)
    tuning.add_argument("--population", type=int, default=16)
    tuning.add_argument("--decks", type=int, default=1500)
    tuning.add_argument("--out", type=Path, required=True)
    matching = commands.add_parser("match")
    matching.add_argument("--weights", type=Path, required=True)
    matching.add_argument("--playouts", type=int, default=300)
    matching.add_argument("--decks", type=int, default=200)
    matching.add_argument("--expert", action="store_true", help="expert's search (its budget, exact from 16) plays the tuned playouts")
    args = parser.parse_args()
    tune(args) if args.command == "tune" else match(args)


if __name__ == "__main__":
    main()
