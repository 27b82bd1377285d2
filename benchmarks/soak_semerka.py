"""Soak run: thousands of random Semerka deals for 2, 3 and 4 players and every rules option, checking the
invariants of every state (semerka.rules.invariants), observations, resampling and notation on the way, and
that the playout fast path (semerka.rules.Playout) agrees with the engine move for move: the same legal moves in
the same order, the same turn, trick and hands, the same outcome; a second playout started mid-deal plays on alike.

Run: ``python benchmarks/soak_semerka.py [--deals 500] [--seed 0]`` (deals per rules variant). Exits 1 and
prints the first problems when anything is wrong.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from collections import Counter

from semerka.rules import (
    Playout,
    Rules,
    apply,
    deal,
    deck,
    format_move,
    legal_moves,
    observation,
    outcome,
    parse_move,
    resample,
)
from semerka.rules.invariants import state_problems, step_problems


def variants() -> list[Rules]:
    return [
        Rules(players, stakes=stakes, burning=burning, burn_value=burn_value, continue_only_when_losing=losing)
        for players, stakes, (burning, burn_value), losing in itertools.product(
            (2, 3, 4), ("pagat", "single"), ((False, 3), (True, 3), (True, 1)), (False, True)
        )
    ]


def soak_deal(rules: Rules, rng: random.Random, tally: Counter) -> list[str]:
    order = list(deck(rules))
    rng.shuffle(order)
    state = deal(rules, rng.randint(1, rules.players), order)
    problems = state_problems(state)
    playout = Playout(state)
    late: Playout | None = None  # a second playout, started from a state in the middle of the deal
    while moves := legal_moves(state):
        seat = state.turn
        for fast in (playout, late):
            if fast is None:
                continue
            if fast.legal_moves() != moves or fast.turn != seat or tuple(fast.trick) != state.trick:
                problems.append(f"the playout fast path disagrees before move {tally['moves'] + 1}")
            if fast is playout and tuple(fast.hand(s) for s in range(1, rules.players + 1)) != state.hands:
                problems.append("the playout fast path holds other hands")
        if late is None and rng.random() < 0.05:
            late = Playout(state)
        if rng.random() < 0.1:  # the costlier checks on a sample of moves
            seen = observation(state, seat)
            hidden = {card for other, hand in enumerate(state.hands, 1) if other != seat for card in hand}
            hidden |= set(state.stock)
            shown = set(seen.hand) | {p.card for p in seen.trick}
            shown |= {p.card for trick in seen.tricks for p in trick.plays}
            if shown & hidden:
                problems.append("an observation shows a hidden card")
            if observation(resample(seen, rng), seat) != seen:
                problems.append("resample changed the observation")
            for move in moves:
                if parse_move(format_move(move, seen), seen) != move:
                    problems.append(f"{move} does not survive notation")
        move = rng.choice(moves)
        after = apply(state, move)
        playout.apply(move)
        if late is not None:
            late.apply(move)
        problems += state_problems(after) + step_problems(state, after)
        state = after
        tally["moves"] += 1
        if problems:
            return problems
    result = outcome(state)
    if playout.outcome() != result or (late is not None and late.outcome() != result):
        problems.append(f"the playout fast path ends with {playout.outcome()}, the engine with {result}")
    tally["deals"] += 1
    tally[f"reason {result.reason}, value {result.value}"] += 1
    tally["stops chosen"] += sum(trick.stopped for trick in state.tricks)
    tally["longest trick rounds " + str(max((len(t.plays) // rules.players for t in state.tricks), default=0))] += 1
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500, help="deals per rules variant")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    start = time.perf_counter()
    total = Counter()
    for rules in variants():
        tally: Counter = Counter()
        for number in range(1, args.deals + 1):
            problems = soak_deal(rules, rng, tally)
            if problems:
                print(f"{rules}: deal {number}: {problems[:5]}", file=sys.stderr)
                return 1
        total.update(tally)
        burns = sum(v for k, v in tally.items() if k.startswith("reason burn"))
        draws = sum(v for k, v in tally.items() if k.startswith("reason draw"))
        print(f"{rules}: {tally['deals']} deals, {tally['moves']} moves, {burns} burned, {draws} drawn: ok")
    print(f"all {total['deals']} deals ({total['moves']} moves) consistent in {time.perf_counter() - start:.0f} s")
    for key in sorted(k for k in total if k.startswith(("reason", "longest"))):
        print(f"  {key}: {total[key]}")
    print(f"  stops chosen: {total['stops chosen']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
