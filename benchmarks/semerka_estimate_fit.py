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
"""

from __future__ import annotations

import argparse
import random
import statistics
from concurrent.futures import ProcessPoolExecutor

import semerka.bots as bots
from cardtable.cards import Rank
from cardtable.simulate import plan_decks
from semerka.bots.endgame import solve
from semerka.rules import GAME, Playout, Rules, State, apply, legal_moves, observation

RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)  # the ace: baseline
NAMES = ("POINT", "TRICK", "LEAD", *(f"RANK {int(rank)}" for rank in RANKS))

Sample = tuple[list[float], float, float]  # features for one side, exact value, greedy playout's value


def positions(decks: int, seed: int, explore: float) -> list[Sample]:
    """Both sides' samples of the first stock-empty start of a trick of each greedy deal."""
    rules = Rules(4)
    greedy = bots.GreedyBot()
    rng = random.Random(seed)
    samples = []
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
        solved = solve(state, state.turn, 10**9)
        assert solved is not None  # sixteen cards always solve within the limit
        greedy_value = bots.play_out(state, state.turn, random.Random(0), None)
        for seat, sign in ((state.turn, 1.0), (state.turn % 4 + 1, -1.0)):
            samples.append((features(state, seat), sign * solved[0], sign * greedy_value))
    return samples


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=3000)
    parser.add_argument("--seeds", default="11,12")
    parser.add_argument("--explore", default="0,0.15", help="each seed's share of random choices, a comma list")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seeds = [int(seed) for seed in args.seeds.split(",")]
    explore = [float(share) for share in args.explore.split(",")]
    if len(explore) != len(seeds):
        parser.error("--explore needs one share per seed")
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        runs = list(pool.map(positions, [args.decks] * len(seeds), seeds, explore))
    cut = [2 * (len(run) // 2 * 2 // 3) for run in runs]  # two thirds of the positions (two samples each)
    train = [sample for run, at in zip(runs, cut) for sample in run[:at]]
    held = [sample for run, at in zip(runs, cut) for sample in run[at:]]
    weights = least_squares(train)
    values = [value for _, value, _ in held]
    print(f"{len(train) // 2} positions to fit, {len(held) // 2} held out")
    print(f"held out: variance of the exact values {statistics.pvariance(values):.4f}")
    print(f"  mean squared error of the estimate {error(weights, held):.4f}")
    greedy = statistics.fmean((playout - value) ** 2 for _, value, playout in held)
    print(f"  mean squared error of a greedy playout {greedy:.4f}")
    weights = least_squares([sample for run in runs for sample in run])
    print("weights fitted on all seeds:")
    for name, weight in zip(NAMES, weights):
        print(f"  {name:8} {weight:+.5f}")


if __name__ == "__main__":
    main()
