"""Fits :mod:`semerka.bots.estimate`: the value of a four-player Semerka deal at the moment the stock runs out.

Positions: the first start of a trick with the stock empty of each greedy four-player deal (``--decks`` decks of
each seed in ``--seeds``; ``--explore`` gives each seed the share of the greedy players' choices that is a random
legal move instead, so that the positions spread wider than greedy play's). Each is valued exactly with every hand known
(:func:`semerka.bots.endgame.solve`, best play by both sides, on :func:`semerka.bots.evaluate`'s scale) and,
for comparison, by a greedy playout (:func:`semerka.bots.play_out`).

The estimate is linear in counts taken for the valued side minus the other side (card points won, a trick won,
the lead, and the cards of each rank in the side's hands, the ace the baseline since each side holds eight
cards), so it gives the other side the opposite value, as the exact value does. Each position enters twice, once
for each side. The script fits the weights by least squares on the first two thirds of each seed's positions and
prints the mean squared error of that fit and of the greedy playout on the last third (held out), then the
weights fitted on all positions, as :mod:`semerka.bots.estimate` has them.

Run: ``python benchmarks/semerka_estimate_fit.py [--decks 3000] [--seeds 11,12] [--explore 0,0.15] [--jobs 2]``
(the defaults give the weights in use; about 35 s of CPU time per 3,000 decks).

``--network HIDDEN`` fits the small neural network of :mod:`semerka.bots.network` (``expert``'s estimate) instead,
with numpy (``pip install '.[fit]'``; only this fit needs it): one hidden layer of ``HIDDEN`` ``tanh`` units,
trained by Adam (seeded) on the first two thirds of each seed's positions for ``--epochs`` epochs, keeping the
epoch with the least error on the last thirds; it prints that error beside the linear estimate's and a greedy
playout's on the same positions, and ``--write`` writes :mod:`semerka.bots.network_weights`. The weights in use:
``python benchmarks/semerka_estimate_fit.py --network 32 --epochs 300 --decks 6000 --seeds 13,14,15,16,17,18
--explore 0.15,0,0.15,0,0.15,0 --write`` (about 8 minutes of CPU time, most of it solving the positions).

``--played`` values each position by the rest of the deal as the ``strong`` level plays it at every seat, each
seat seeing only its own hand (:func:`played_value`), instead of by best play with every hand known: the value
of the position to players who do not see the others' cards. It prints the error of the refitted weights and of
the weights in use against those values (about 0.4 s of CPU time a position). ``--out FILE`` writes the linear
weights as JSON (``strength_vs_plain.py --expert-estimate``).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import semerka.bots as bots
from cardtable.cards import Rank
from cardtable.simulate import plan_decks
from semerka.bots import network
from semerka.bots.endgame import solve
from semerka.bots.estimate import LEAD, POINT, RANK, TRICK, estimate
from semerka.rules import GAME, Playout, Rules, State, apply, legal_moves, observation

WEIGHTS = Path(__file__).resolve().parent.parent / "semerka" / "bots" / "network_weights.py"
RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)  # the ace: baseline
NAMES = ("POINT", "TRICK", "LEAD", *(f"RANK {int(rank)}" for rank in RANKS))

Sample = tuple[list[float], float, float]  # features for one side, exact value, greedy playout's value


def positions(decks: int, seed: int, explore: float, played: bool = False) -> list[tuple[State, float, float]]:
    """The first stock-empty start of a trick of each greedy deal, with its exact value and a greedy playout's,
    both for the side of the seat to lead; with ``played``, the value of the rest of the deal as the ``strong``
    level plays it at every seat (:func:`played_value`) instead of the exact value."""
    rules = Rules(4)
    greedy = bots.GreedyBot()
    rng = random.Random(seed)
    found = []
    for dealer, cards in plan_decks(GAME, rules, decks, seed):
        state = GAME.deal(rules, dealer, cards)
        while state.turn is not None and (state.stock or state.trick):
            legal = legal_moves(state)
            if len(legal) == 1:
                move = legal[0]
            elif rng.random() < explore:
                move = rng.choice(legal)
            else:
                move = greedy.choose(observation(state, state.turn), legal, rng)
            state = apply(state, move)
        if state.turn is None:
            continue
        if played:
            value = played_value(state, random.Random(rng.random()))
        else:
            solved = solve(state, state.turn, 10**9)
            assert solved is not None  # sixteen cards always solve within the limit
            value = solved[0]
        found.append((state, value, bots.play_out(state, state.turn, random.Random(0), None)))
    return found


def played_value(state: State, rng: random.Random) -> float:
    """The value of ``state`` for the side of the seat to move, on :func:`semerka.bots.evaluate`'s scale, when
    the ``strong`` level plays the rest of the deal at every seat, each from its own observation: what the
    position is worth to players who do not see the others' hands, where :func:`solve` assumes they do."""
    seat = state.turn
    assert seat is not None
    players = {s: bots.make_strong() for s in (1, 2, 3, 4)}
    while state.turn is not None:
        legal = legal_moves(state)
        move = legal[0] if len(legal) == 1 else players[state.turn].choose(observation(state, state.turn), legal, rng)
        state = apply(state, move)
    return bots.evaluate(state, seat)


def samples(found: list[tuple[State, float, float]]) -> list[Sample]:
    """Both sides' samples of each position for the linear fit."""
    result = []
    for state, exact, greedy_value in found:
        assert state.turn is not None
        for seat, sign in ((state.turn, 1.0), (state.turn % 4 + 1, -1.0)):
            result.append((features(state, seat), sign * exact, sign * greedy_value))
    return result


def features(state: State, seat: int) -> list[float]:
    """The counts of ``seat``'s side minus the other side's, in :data:`NAMES`' order."""
    playout = Playout(state)
    mine = (seat - 1) % 2
    sign = {hand_seat: 1.0 if (hand_seat - 1) % 2 == mine else -1.0 for hand_seat in (1, 2, 3, 4)}
    turn = playout.turn
    assert turn is not None
    row = [
        float(playout.points[mine] - playout.points[1 - mine]),
        float((playout.won[mine] > 0) - (playout.won[1 - mine] > 0)),
        sign[turn],
    ]
    for rank in RANKS:
        row.append(sum(sign[s] for s in sign for card in playout.hand(s) if card.rank == rank))
    return row


def least_squares(samples: list[Sample]) -> list[float]:
    """The weights minimising the squared error of the exact values (normal equations, Gauss-Jordan)."""
    size = len(NAMES)
    matrix = [[0.0] * (size + 1) for _ in range(size)]
    for row, value, _ in samples:
        for i in range(size):
            for j in range(size):
                matrix[i][j] += row[i] * row[j]
            matrix[i][size] += row[i] * value
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(matrix[r][column]))
        matrix[column], matrix[pivot] = matrix[pivot], matrix[column]
        for r in range(size):
            if r != column:
                factor = matrix[r][column] / matrix[column][column]
                matrix[r] = [a - factor * b for a, b in zip(matrix[r], matrix[column])]
    return [matrix[i][size] / matrix[i][i] for i in range(size)]


def error(weights: list[float], samples: list[Sample]) -> float:
    return statistics.fmean((sum(w * x for w, x in zip(weights, row)) - value) ** 2 for row, value, _ in samples)


def fit_network(found: list[list[tuple[State, float, float]]], hidden: int, epochs: int, write: bool) -> None:
    """Fits :mod:`semerka.bots.network` (needs numpy: ``pip install '.[fit]'``) on the first two thirds of each
    seed's positions, keeps the epoch with the least mean squared error on the last third, prints the errors of
    the network, the linear estimate and a greedy playout there, and with ``write`` writes the weights module."""
    import numpy as np  # only this fit needs it

    train, check = [], []
    for run in found:
        cut = len(run) * 2 // 3
        train += run[:cut]
        check += run[cut:]

    def arrays(part: list[tuple[State, float, float]]) -> tuple[Any, Any]:
        rows = [network.inputs(Playout(state)) for state, _, _ in part]
        return np.array(rows), np.array([exact for _, exact, _ in part])

    x, y = arrays(train)
    x_check, y_check = arrays(check)
    rng = np.random.default_rng(0)
    params = [
        rng.normal(0.0, 1 / np.sqrt(network.INPUTS), (network.INPUTS, hidden)), np.zeros(hidden),
        rng.normal(0.0, 1 / np.sqrt(hidden), hidden), np.zeros(1),
    ]  # fmt: skip
    moments = [(np.zeros_like(p), np.zeros_like(p)) for p in params]

    def predict(ps: list[Any], rows: Any) -> tuple[Any, Any]:
        inner = np.tanh(rows @ ps[0] + ps[1])
        return inner, inner @ ps[2] + ps[3][0]

    best, kept, step = float("inf"), [p.copy() for p in params], 0
    for epoch in range(epochs):
        order = rng.permutation(len(y))
        for start in range(0, len(y), 128):
            batch = order[start : start + 128]
            inner, out = predict(params, x[batch])
            grad = 2 * (out - y[batch]) / len(batch)
            back = np.outer(grad, params[2]) * (1 - inner**2)
            grads = [x[batch].T @ back + 1e-4 * params[0], back.sum(0), inner.T @ grad + 1e-4 * params[2],
                     np.array([grad.sum()])]  # fmt: skip
            step += 1
            for index, (param, gradient) in enumerate(zip(params, grads)):
                first, second = moments[index]
                first[:] = 0.9 * first + 0.1 * gradient
                second[:] = 0.999 * second + 0.001 * gradient**2
                param -= 3e-3 * (first / (1 - 0.9**step)) / (np.sqrt(second / (1 - 0.999**step)) + 1e-8)
        error_now = float(((predict(params, x_check)[1] - y_check) ** 2).mean())
        if error_now < best:
            best, kept = error_now, [p.copy() for p in params]
            print(f"epoch {epoch + 1}: mean squared error on the last thirds {error_now:.4f}", flush=True)
    linear = statistics.fmean((estimate(Playout(state), state.turn or 0) - exact) ** 2 for state, exact, _ in check)
    greedy = statistics.fmean((playout - exact) ** 2 for _, exact, playout in check)
    print(f"{len(train)} positions to fit, {len(check)} to check; variance {float(y_check.var()):.4f}")
    print(f"  mean squared error: network {best:.4f}, linear estimate {linear:.4f}, greedy playout {greedy:.4f}")
    if write:
        WEIGHTS.write_text(weights_module(kept, hidden), encoding="utf-8")
        print(f"written: {WEIGHTS}")


def weights_module(params: list[Any], hidden: int) -> str:
    """The source of :mod:`semerka.bots.network_weights` for ``params`` (W1 by input, B1, W2, B2)."""
    number = "{:.6g}".format

    def row(values: Any, indent: str) -> list[str]:
        texts = [number(float(value)) + "," for value in values]
        return [indent + " ".join(texts[start : start + 8]) for start in range(0, len(texts), 8)]

    lines = [
        f'"""The weights of :mod:`semerka.bots.network` ({network.INPUTS} inputs, {hidden} hidden units), written by',
        '``python benchmarks/semerka_estimate_fit.py --network ... --write``: do not edit by hand."""',
        "",
        "W1: tuple[tuple[float, ...], ...] = (  # one row an input, one column a hidden unit",
    ]
    for values in params[0]:
        lines += ["    (", *row(values, "        "), "    ),"]
    lines += [")", "B1: tuple[float, ...] = (", *row(params[1], "    "), ")"]
    lines += ["W2: tuple[float, ...] = (", *row(params[2], "    "), ")"]
    lines += [f"B2: float = {number(float(params[3][0]))}", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=3000)
    parser.add_argument("--seeds", default="11,12")
    parser.add_argument("--explore", default="0,0.15", help="each seed's share of random choices, a comma list")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--network", type=int, default=0, help="fit the network with this many hidden units")
    parser.add_argument("--epochs", type=int, default=200, help="the network's epochs")
    parser.add_argument("--write", action="store_true", help="write the network's weights module")
    parser.add_argument("--out", default="", help="also write the linear weights to this JSON file")
    parser.add_argument(
        "--played", action="store_true",
        help="fit to the rest of the deal as the strong level plays it (each seat seeing its own hand), not to the exact value",
    )
    args = parser.parse_args()
    seeds = [int(seed) for seed in args.seeds.split(",")]
    explore = [float(share) for share in args.explore.split(",")]
    if len(explore) != len(seeds):
        parser.error("--explore needs one share per seed")
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        found = list(pool.map(positions, [args.decks] * len(seeds), seeds, explore, [args.played] * len(seeds)))
    if args.network:
        fit_network(found, args.network, args.epochs, args.write)
        return
    runs = [samples(run) for run in found]
    cut = [2 * (len(run) // 2 * 2 // 3) for run in runs]  # two thirds of the positions (two samples each)
    train = [sample for run, at in zip(runs, cut) for sample in run[:at]]
    held = [sample for run, at in zip(runs, cut) for sample in run[at:]]
    weights = least_squares(train)
    values = [value for _, value, _ in held]
    print(f"{len(train) // 2} positions to fit, {len(held) // 2} held out")
    target = "values played by strong" if args.played else "exact values"
    print(f"held out: variance of the {target} {statistics.pvariance(values):.4f}")
    print(f"  mean squared error of the estimate {error(weights, held):.4f}")
    in_use = [POINT, TRICK, LEAD] + [RANK[int(rank)] for rank in RANKS]
    print(f"  mean squared error of the estimate in use {error(in_use, held):.4f}")
    greedy = statistics.fmean((playout - value) ** 2 for _, value, playout in held)
    print(f"  mean squared error of a greedy playout {greedy:.4f}")
    weights = least_squares([sample for run in runs for sample in run])
    print("weights fitted on all seeds:")
    for name, weight in zip(NAMES, weights):
        print(f"  {name:8} {weight:+.5f}")
    if args.out:
        ranks = {str(int(rank)): weight for rank, weight in zip(RANKS, weights[3:])} | {"1": 0.0}
        document = {"POINT": weights[0], "TRICK": weights[1], "LEAD": weights[2], "RANK": ranks}
        Path(args.out).write_text(json.dumps(document) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
