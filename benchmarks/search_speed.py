"""The searches' speed against an earlier revision, in one process: Leopard's ``expert`` decisions, Semerka's
exact endgame and Semerka's ``strong`` decisions.

The earlier revision's Leopard bots (``leopard/bots.py``, or ``leopard/bots/__init__.py`` from when they became a
package), ``semerka/bots/endgame.py``, ``semerka/bots/__init__.py`` and ``semerka/bots/inference.py`` are read with
``git show REV:PATH`` and loaded beside today's (on today's rules engines), then both do the same work in turns,
``--repeats`` times:

- Leopard: ``make_expert()`` decides at every eighth decision with a choice of two greedy two-player deals (seed
  21), with the same random numbers;
- Semerka: :func:`~semerka.bots.endgame.solve` values five resampled worlds of every greedy four-player deal's
  first trick with the stock empty (16 cards in hand; 8 decks, seed 9), with no position limit;
- Semerka: ``make_strong()`` (its greedy score, inference and search) decides at every fourth decision with a
  choice of four greedy four-player deals (seed 5), with the same random numbers.

Both must give the same choices and the same (value, positions searched); the script prints the median CPU
seconds (``time.process_time``) of each and today's as a ratio of the earlier revision's.

Run: ``python benchmarks/search_speed.py --baseline REV [--repeats 3]`` (REV: any git revision that has these
files, e.g. ``HEAD~5``).
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import leopard.bots as leopard_bots  # noqa: E402
from cardtable.bots import register_bot  # noqa: E402
import semerka.bots as semerka_bots  # noqa: E402
import semerka.bots.endgame as endgame  # noqa: E402
from cardtable.simulate import plan_decks  # noqa: E402
from leopard.rules import GAME as LEOPARD  # noqa: E402
from semerka.rules import GAME as SEMERKA, Rules, resample  # noqa: E402
from strength_vs_plain import decisions  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def earlier(revision: str, path: str, name: str, folder: Path) -> ModuleType:
    """``path`` as it was at ``revision``, loaded as module ``name``."""
    text = subprocess.run(["git", "show", f"{revision}:{path}"], cwd=ROOT, check=True, capture_output=True).stdout
    file = folder / f"{name}.py"
    file.write_bytes(text)
    spec = importlib.util.spec_from_file_location(name, file)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def leopard_path(revision: str) -> str:
    """Where Leopard's bots lived at ``revision``: a package since it gained inference, one file before."""
    listed = subprocess.run(["git", "ls-tree", "--name-only", revision, "leopard/bots/"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout  # fmt: skip
    return "leopard/bots/__init__.py" if listed.strip() else "leopard/bots.py"


def earlier_strong(revision: str, folder: Path) -> ModuleType:
    """Semerka's ``semerka/bots/__init__.py`` at ``revision``, importing that revision's inference; today's levels
    stay registered."""
    inference = earlier(revision, "semerka/bots/inference.py", "inference_before", folder)
    today = sys.modules["semerka.bots.inference"]
    sys.modules["semerka.bots.inference"] = inference
    try:
        return earlier(revision, "semerka/bots/__init__.py", "semerka_bots_before", folder)
    finally:
        sys.modules["semerka.bots.inference"] = today
        for level, factory in (("greedy", semerka_bots.GreedyBot), ("strong", semerka_bots.make_strong),
                               ("expert", semerka_bots.make_expert)):
            register_bot("semerka", level, factory)


def sixteen_card_worlds() -> list[tuple[Any, int]]:
    """Five resampled worlds at the first trick with the stock empty of each greedy deal: (world, seat)."""
    rules, greedy, found = Rules(4), semerka_bots.GreedyBot(), []
    for dealer, cards in plan_decks(SEMERKA, rules, 8, 9):
        state, rng = SEMERKA.deal(rules, dealer, cards), random.Random(1)
        while (seat := SEMERKA.to_move(state)) is not None:
            seen = SEMERKA.observation(state, seat)
            if not state.stock and not state.trick and sum(map(len, state.hands)) == 16:
                found += [(resample(seen, random.Random(k)), seat) for k in range(5)]
            state = SEMERKA.apply(state, greedy.choose(seen, SEMERKA.legal_moves(state), rng))
    return found


def deciding(make: Callable[[], Any], positions: Sequence[tuple[Any, Sequence[Any]]]) -> Callable[[], list[Any]]:
    """Work for :func:`compare`: a bot from ``make`` chooses at every position, the n-th with ``Random(n)``."""
    return lambda: [
        make().choose(seen, legal, random.Random(number)) for number, (seen, legal) in enumerate(positions)
    ]


def compare(label: str, work: dict[str, Callable[[], list[Any]]], repeats: int) -> None:
    seconds: dict[str, list[float]] = {name: [] for name in work}
    results: dict[str, list[Any]] = {}
    for _ in range(repeats):
        for name, run in work.items():
            started = time.process_time()
            results[name] = run()
            seconds[name].append(time.process_time() - started)
    before, now = (statistics.median(seconds[name]) for name in work)
    same = "the same results" if results["before"] == results["now"] else "DIFFERENT RESULTS"
    print(f"{label}: before {before:.2f} s, now {now:.2f} s (medians of {repeats}); "
          f"now/before {now / before:.3f}; {same}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, help="the git revision to compare with")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        old_leopard = earlier(args.baseline, leopard_path(args.baseline), "leopard_bots_before", Path(folder))
        old_endgame = earlier(args.baseline, "semerka/bots/endgame.py", "endgame_before", Path(folder))
        old_semerka = earlier_strong(args.baseline, Path(folder))
    positions = decisions(LEOPARD, LEOPARD.make_rules(2, {}), 2, 21)[::8]
    work = {
        "before": deciding(old_leopard.make_expert, positions), "now": deciding(leopard_bots.make_expert, positions)
    }
    compare(f"Leopard expert, {len(positions)} decisions", work, args.repeats)
    worlds = sixteen_card_worlds()

    def solve(module: ModuleType) -> Callable[[], list[Any]]:
        return lambda: [module.solve(world, seat, limit=10**9) for world, seat in worlds]

    work = {"before": solve(old_endgame), "now": solve(endgame)}
    compare(f"Semerka exact endgame, {len(worlds)} 16-card worlds", work, args.repeats)
    choices = decisions(SEMERKA, Rules(4), 4, 5)[::4]
    work = {"before": deciding(old_semerka.make_strong, choices), "now": deciding(semerka_bots.make_strong, choices)}
    compare(f"Semerka strong, {len(choices)} decisions", work, args.repeats)


if __name__ == "__main__":
    main()
