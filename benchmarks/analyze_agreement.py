"""Speed and stability of ``analyze``: CPU time per decision at the strong level's budget, and how far its
judgments agree with a run at ten times that budget, on the example records.

For each game it judges every decision of every seat of ``examples/GAME-match.json`` (``--deals`` limits the
deals) twice, at the default budget and at ``--factor`` times it, with the same seeds, and prints: decisions, CPU
seconds per decision for each run (``time.process_time``, one process), how often both runs name the same best
move, and the mean absolute difference of their losses (the game's points: ``docs/analysis.md``).

Run: ``nice -n 10 python benchmarks/analyze_agreement.py [--only semerka] [--deals 3] [--factor 10]``
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import platform
import time
from pathlib import Path

import leopard.bots  # noqa: F401  (registers the levels)
import semerka.bots  # noqa: F401
from cardtable.analysis import Decision, analyse_deal, deal_jobs
from cardtable.bots import make_bot
from cardtable.bots.search import SearchBot
from cardtable.game import AnyGame
from cardtable.records import load_match
from leopard.rules import GAME as LEOPARD
from semerka.rules import GAME as SEMERKA

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
GAMES: dict[str, AnyGame] = {"leopard": LEOPARD, "semerka": SEMERKA}


def judged(game: AnyGame, bot: SearchBot, deals: int | None) -> tuple[list[Decision], float]:
    """Every decision of every seat of the game's example record (its first ``deals`` deals), judged by ``bot``,
    and the CPU seconds it took."""
    match = load_match(EXAMPLES / f"{game.name}-match.json", game)
    seats = range(1, len(match.record.seats) + 1)
    chosen = None if deals is None else set(range(1, deals + 1))
    started = time.process_time()
    decisions = [d for job in deal_jobs(match, game, bot, seats, chosen) for d in analyse_deal(job)]
    return decisions, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(GAMES))
    parser.add_argument("--deals", type=int, help="judge only the first N deals of each record (default: all)")
    parser.add_argument("--factor", type=int, default=10, help="the larger budget, in times the default")
    args = parser.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, load {load:.2f}, Python {platform.python_version()}")
    for name, game in GAMES.items():
        if args.only and name != args.only:
            continue
        bot = make_bot(name, "strong")
        assert isinstance(bot, SearchBot)
        big = dataclasses.replace(bot, playouts=bot.playouts * args.factor)
        base, base_time = judged(game, bot, args.deals)
        more, more_time = judged(game, big, args.deals)
        assert [(d.deal, d.move) for d in base] == [(d.deal, d.move) for d in more]
        count = len(base)
        same = sum(a.best == b.best for a, b in zip(base, more))
        difference = sum(abs(a.loss - b.loss) for a, b in zip(base, more)) / count
        deals = "all deals" if args.deals is None else f"deals 1-{args.deals}"
        print(f"{name}: examples/{name}-match.json, {deals}, every seat: {count} decisions")
        print(f"  budget {bot.playouts} playouts: {base_time / count:.3f} s CPU per decision")
        print(f"  budget {big.playouts} playouts: {more_time / count:.3f} s CPU per decision")
        print(f"  same best move: {100 * same / count:.1f} % ({same} of {count})")
        print(f"  mean |loss difference|: {difference:.3f} points")
        print(f"  mean loss: {sum(d.loss for d in base) / count:.3f} at {bot.playouts}, "
              f"{sum(d.loss for d in more) / count:.3f} at {big.playouts}")


if __name__ == "__main__":
    main()
