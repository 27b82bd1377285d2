"""The rating ladder of ``docs/bots.md``: every pair of levels in duplicate matches, Elo ratings, and strength
against thinking time.

Runs :func:`cardtable.ladder.run_ladder` (the same as ``semerka simulate --ladder LEVELS --deals N --seed 1
--jobs 2``), prints a Markdown table (level, rating with its 95 % bootstrap interval, deals, score, median CPU
seconds per decision) and a text chart of rating against thinking time, and with ``--write`` puts both into
``docs/bots.md`` between the game's markers (``ladder:start`` and ``ladder:end`` for Semerka,
``ladder-leopard:start`` and ``ladder-leopard:end`` for Leopard).

Run: ``nice -n 10 python benchmarks/ladder.py [--game semerka] [--levels random,greedy,...] [--decks 20]
[--seed 1] [--jobs 2] [--write]``.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import sys
import time
from pathlib import Path

import leopard.bots  # noqa: F401  (registers the levels)
import semerka.bots  # noqa: F401
from cardtable.ladder import Ladder, run_ladder
from leopard.rules import GAME as LEOPARD
from semerka.rules import GAME as SEMERKA

GAMES = {"semerka": (SEMERKA, 4), "leopard": (LEOPARD, 2)}
LEVELS = {
    "semerka": "random,greedy,strong:100,strong,expert",
    "leopard": "random,greedy,strong:30,strong:80,strong",
}
DOCS = Path(__file__).resolve().parent.parent / "docs" / "bots.md"
MARKERS = {"semerka": "ladder", "leopard": "ladder-leopard"}


def table(ladder: Ladder) -> list[str]:
    lines = [
        "| Level | Rating | 95 % interval | Deals | Score | Median CPU s per decision |",
        "|---|---|---|---|---|---|",
    ]
    for rung in ladder.levels:
        seconds = "–" if rung.median_seconds is None else f"{rung.median_seconds:.3f}"
        lines.append(
            f"| `{rung.level}` | {rung.rating:+.0f} | {rung.ci95[0]:+.0f} … {rung.ci95[1]:+.0f} | {rung.deals} "
            f"| {100 * rung.score:.1f} % | {seconds} |"
        )
    return lines


def chart(ladder: Ladder, width: int = 40) -> list[str]:
    """Rating against median thinking time, one bar per level, fastest first."""
    rungs = sorted(ladder.levels, key=lambda rung: (rung.median_seconds or 0.0, rung.rating))
    low = min(0.0, *(rung.rating for rung in rungs))
    high = max(rung.rating for rung in rungs)
    span = (high - low) or 1.0
    lines = ["```text", f"{'level':<14}{'CPU s':>8}  rating ({ladder.anchor} = 0; | marks the 95 % interval)"]
    for rung in rungs:
        bar = round(width * (rung.rating - low) / span)
        marks = [" "] * (width + 1)
        for end in rung.ci95:
            marks[max(0, min(width, round(width * (end - low) / span)))] = "|"
        row = "".join("#" if index < bar and marks[index] == " " else marks[index] for index in range(width + 1))
        seconds = "–" if rung.median_seconds is None else f"{rung.median_seconds:.3f}"
        lines.append(f"{rung.level:<14}{seconds:>8}  {row} {rung.rating:+.0f}")
    lines.append("```")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), default="semerka")
    parser.add_argument("--levels", help="comma separated (default: the game's ladder in docs/bots.md)")
    parser.add_argument("--decks", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--write", action="store_true", help="put the result into docs/bots.md")
    args = parser.parse_args()
    game, players = GAMES[args.game]
    levels = args.levels or LEVELS[args.game]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    started = time.perf_counter()
    done = [0]

    def progress(deals: int) -> None:
        done[0] += deals
        print(f"\r{done[0]} deals, {time.perf_counter() - started:.0f} s", end="", file=sys.stderr, flush=True)

    ladder = run_ladder(
        game, game.make_rules(players, {}), levels.split(","), args.decks, args.seed, jobs=args.jobs,
        progress=progress,
    )  # fmt: skip
    print(file=sys.stderr)
    wall = time.perf_counter() - started
    pairs = len(ladder.levels) * (len(ladder.levels) - 1) // 2
    lines = [
        f"{args.game.capitalize()}, {players} players{' (partners share a level)' if players == 4 else ''}, seed "
        f"{args.seed}: {args.decks} decks "
        f"× 2 rotations in each of the {pairs} pairings ({2 * args.decks} deals a pairing). Machine: "
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, load average "
        f"{load:.1f} at the start, `--jobs {args.jobs}` under `nice`; wall time {wall / 60:.0f} min. Command: "
        f"`{args.game} simulate --ladder {levels} --deals {args.decks} --seed {args.seed} --jobs {args.jobs}` "
        f"(or `python benchmarks/ladder.py --game {args.game} --decks {args.decks} --write`).",
        "",
        *table(ladder),
        "",
        *chart(ladder),
    ]
    text = "\n".join(lines)
    print(text)
    if args.write:
        start, end = (f"<!-- {MARKERS[args.game]}:{edge} -->" for edge in ("start", "end"))
        docs = DOCS.read_text(encoding="utf-8")
        pattern = re.compile(re.escape(start) + ".*?" + re.escape(end), re.S)
        if not pattern.search(docs):
            raise SystemExit(f"{DOCS}: no {start} … {end} markers")
        DOCS.write_text(pattern.sub(lambda _: f"{start}\n{text}\n{end}", docs), encoding="utf-8")


if __name__ == "__main__":
    main()
