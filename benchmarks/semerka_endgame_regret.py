"""How well each search plays Semerka's endgame: the regret of its choices against perfect play.

Positions: every second decision with a choice, once the stock is empty, of greedy four-player deals (``--decks``,
seed ``--seed``). For each, every legal move is valued exactly in the real deal (all hands known:
:func:`semerka.bots.endgame.solve`), and a bot's *regret* is the best move's value minus its choice's, on the
evaluation's scale (game points, plus card points / 100). The bots see only their observations, so even perfect
play of the hidden-card game has some regret; lower is better. Printed per bot: mean regret, choices with a
regret, median CPU seconds per decision (``time.process_time``).

Each row also gives the 95 % interval of the mean regret (normal, over the positions) and of its difference from
``strong``'s on the same positions.

Run: ``python benchmarks/semerka_endgame_regret.py [--decks 24] [--seed 77] [--skip-expert] [--budgets LIST]``.
``--budgets 100,540,2000`` measures ``strong`` at each budget with the exact search from 12 cards and from 16
instead of the bots below (the difference is then from the first row). Bots: ``plain``
(every move, uniform worlds, 650 playouts), ``old`` (strong without inference and exact endgame, 600), ``strong``
(540), ``no-inference`` (600), ``no-endgame`` (540), ``exact-from-16`` (540, the exact search from 16 cards),
``expert-5400`` (the former ``expert``: strong with 5400 playouts), ``expert`` (the level as it is).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import semerka.bots as bots
from cardtable.bots.plain import PlainSearch
from cardtable.simulate import plan_decks
from semerka.bots.endgame import solve
from semerka.rules import GAME, Rules, apply, legal_moves, observation


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=24)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--skip-expert", action="store_true", help="leave out the two expert rows (minutes each)")
    parser.add_argument("--budgets", help="strong at these budgets, exact from 12 and from 16 cards")
    args = parser.parse_args()
    rules = Rules(4)
    greedy = bots.GreedyBot()
    positions = []
    for dealer, cards in plan_decks(GAME, rules, args.decks, args.seed):
        state = GAME.deal(rules, dealer, cards)
        while state.turn is not None:
            legal = legal_moves(state)
            seen = observation(state, state.turn)
            if len(legal) > 1 and not state.stock:
                positions.append((state, seen, legal))
            state = apply(state, legal[0] if len(legal) == 1 else greedy.choose(seen, legal, random.Random(0)))
    positions = positions[::2]
    values = []
    for state, _, legal in positions:
        assert state.turn is not None
        exact = {}
        for move in legal:
            after = apply(state, move)
            solved = solve(after, state.turn, 10**8) if after.turn is not None else None
            exact[move] = solved[0] if solved is not None else bots.evaluate(after, state.turn)
        values.append(exact)
    print(f"{len(positions)} endgame positions from {args.decks} greedy deals, seed {args.seed}")
    contenders = {
        "plain": PlainSearch(GAME, bots.policy, bots.evaluate, 650, None, bots.play_out),
        "old": bots.make_strong(playouts=600, endgame=0, inference=False),
        "strong": bots.make_strong(),
        "no-inference": bots.make_strong(playouts=600, inference=False),
        "no-endgame": bots.make_strong(endgame=0),
        "exact-from-16": bots.make_strong(endgame=16),
    }
    if not args.skip_expert:
        contenders["expert-5400"] = bots.make_strong(playouts=5400)
        contenders["expert"] = bots.make_expert()
    if args.budgets:
        contenders = {
            f"strong:{budget}, exact from {cards}": bots.make_strong(playouts=int(budget), endgame=cards)
            for budget in args.budgets.split(",")
            for cards in (12, 16)
        }
    rows = {}
    for name, bot in contenders.items():
        regrets, seconds = [], []
        for number, ((_, seen, legal), exact) in enumerate(zip(positions, values)):
            started = time.process_time()
            move = bot.choose(seen, legal, random.Random(number))
            seconds.append(time.process_time() - started)
            regrets.append(max(exact.values()) - exact[move])
        rows[name] = regrets, seconds
    reference = rows.get("strong", next(iter(rows.values())))[0]
    for name, (regrets, seconds) in rows.items():
        difference = [mine - theirs for mine, theirs in zip(regrets, reference)]
        print(
            f"{name}: mean regret {statistics.fmean(regrets):.4f} ± {half_width(regrets):.4f} (difference "
            f"{statistics.fmean(difference):+.4f} ± {half_width(difference):.4f}), choices with a regret "
            f"{sum(regret > 1e-9 for regret in regrets)}, CPU median {statistics.median(seconds):.4f} s"
        )


def half_width(values: list[float]) -> float:
    """Half the width of the 95 % interval of the mean of ``values`` (normal approximation)."""
    return 1.959964 * statistics.stdev(values) / len(values) ** 0.5


if __name__ == "__main__":
    main()
