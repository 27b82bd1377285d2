"""Speed where players and bots wait: five figures, each a ratio against a plain baseline measured in the same run.

1. Leopard random playouts, whole deals, through ``leopard.rules.GAME``'s playout fast path (``GAME.playout``, the
   one the strong bot's search uses) against the plain reference engine (``benchmarks/reference/leopard_ref.py``):
   the same shuffles, the same random choices, the same deals.
2. The same for Semerka (four players, default rules) through ``semerka.rules.GAME``'s playout fast path, the one
   the bots' search uses. For both games the public immutable path (``legal_moves``/``apply``/``outcome``) is
   shown beside it, and so is the loop with no rules at all (the same shuffles and random choices among as many
   moves): its ratio is the most any engine could reach against the reference. For Semerka also an engine that
   does nothing behind the same calls (``GAME.deal``, then ``legal_moves()`` and ``apply(move)`` per move): the
   most any engine with this API could reach, the cost of the rules themselves apart.
3. ``leopard replay FILE --json`` on a 300-deal match, whole process, against ``python
   benchmarks/reference/replay_leopard.py FILE``.
4. ``semerka replay FILE --json`` on a 600-deal match, likewise.
5. ``leopard --help`` and ``semerka --help``, whole process, against ``python -c "import rich, click"``.

Playouts are timed by this process's CPU time (``time.process_time``), whole commands by theirs (user + system, as
the kernel counts it for a finished child): a busy machine inflates CPU time far less than wall time. Speed-ups (1-4) are the reference's
time over ours (higher is better); start-up (5) is our time over the bare
imports' (lower is better). Both engines must agree: the playouts must reach the same total score and the
replays must print the same JSON, or the script stops. The match records are generated in a temporary folder,
deterministically (seeded random moves through our engines).

Run: ``python benchmarks/speed.py [--quick] [--runs 7]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from cardtable.match import MatchSettings
from cardtable.records import DealRecord, Record, SeatInfo, write_record
from leopard.rules import GAME as LEOPARD
from semerka.rules import GAME as SEMERKA

from harness import machine

HERE = Path(__file__).resolve().parent
REFERENCE = HERE / "reference"
sys.path.insert(0, str(REFERENCE))

import leopard_ref  # noqa: E402
import semerka_ref  # noqa: E402

BIN = Path(sys.executable).parent


# --- playouts ------------------------------------------------------------------------------------------------------


def reference_playouts(module: Any, players: int, count: int, seed: int, score: Any) -> int:
    """``count`` random deals with the reference engine; the sum of ``score(outcome)``."""
    rng = random.Random(seed)
    cards = module.make_deck(players) if module is semerka_ref else module.make_deck()
    total = 0
    for _ in range(count):
        rng.shuffle(cards)
        deal = module.Deal(players, 1, cards)
        while moves := deal.legal_moves():
            deal.play(rng.choice(moves))
        total += score(deal.outcome())
    return total


def game_playouts(game: Any, rules: Any, count: int, seed: int, score: Any) -> int:
    """``count`` random deals through ``game.legal_moves``/``apply``/``outcome`` (immutable states)."""
    rng = random.Random(seed)
    cards = list(game.deck(rules))
    legal_moves, apply, outcome, deal = game.legal_moves, game.apply, game.outcome, game.deal
    total = 0
    for _ in range(count):
        rng.shuffle(cards)
        state = deal(rules, 1, cards)
        while moves := legal_moves(state):
            state = apply(state, rng.choice(moves))
        total += score(outcome(state))
    return total


def fast_playouts(game: Any, rules: Any, count: int, seed: int, score: Any) -> int:
    """``count`` random deals through the game's playout fast path (``game.playout(state)``), as bots play them."""
    if not hasattr(game, "playout"):
        return game_playouts(game, rules, count, seed, score)
    rng = random.Random(seed)
    cards = list(game.deck(rules))
    total = 0
    for _ in range(count):
        rng.shuffle(cards)
        playout = game.playout(game.deal(rules, 1, cards))
        legal_moves, apply = playout.legal_moves, playout.apply
        while moves := legal_moves():
            apply(rng.choice(moves))
        total += score(playout.outcome())
    return total


def legal_counts(game: Any, rules: Any, count: int, seed: int) -> list[list[range]]:
    """What :func:`fast_playouts` chooses among: per deal, a range as long as each step's legal moves."""
    rng = random.Random(seed)
    cards = list(game.deck(rules))
    deals = []
    for _ in range(count):
        rng.shuffle(cards)
        playout = game.playout(game.deal(rules, 1, cards))
        steps = []
        while moves := playout.legal_moves():
            steps.append(range(len(moves)))
            playout.apply(rng.choice(moves))
        deals.append(steps)
    return deals


def bare_playouts(cards: Any, deals: list[list[range]], seed: int) -> int:
    """The playout loop with no rules at all: the same shuffles and the same random choices among as many moves
    (``deals`` from :func:`legal_counts`) — what any engine's playouts cost at the least."""
    rng = random.Random(seed)
    cards = list(cards)
    total = 0
    for steps in deals:
        rng.shuffle(cards)
        for moves in steps:
            total += rng.choice(moves)
    return total


class _Scripted:
    """A playout engine that does nothing: ``GAME.playout``'s API (``legal_moves()``, ``apply(move)``,
    ``outcome()``) over a fixed list of steps, each offering as many moves as the real engine did."""

    __slots__ = ("_steps", "_next")

    def __init__(self, steps: list[range]) -> None:
        self._steps = steps
        self._next = 0

    def legal_moves(self) -> range | tuple[()]:
        steps, step = self._steps, self._next
        return steps[step] if step < len(steps) else ()

    def apply(self, move: int) -> None:
        self._next += 1

    def outcome(self) -> None:
        return None


def api_floor_playouts(game: Any, rules: Any, deals: list[list[range]], seed: int) -> int:
    """:func:`fast_playouts` with an engine that does nothing behind the same API (:class:`_Scripted`): the
    same shuffles, ``game.deal`` calls, method calls and random choices. What any engine with this API costs at
    the least, rules apart."""
    rng = random.Random(seed)
    cards = list(game.deck(rules))
    total = 0
    for steps in deals:
        rng.shuffle(cards)
        game.deal(rules, 1, cards)
        playout = _Scripted(steps)
        legal_moves, apply = playout.legal_moves, playout.apply
        while moves := legal_moves():
            move = rng.choice(moves)
            total += move
            apply(move)
        playout.outcome()
    return total


def timed(function: Any, *args: Any) -> tuple[float, Any]:
    """The CPU seconds of ``function(*args)`` in this process, and its result."""
    start = time.process_time()
    result = function(*args)
    return time.process_time() - start, result


def compare_playouts(runs: int, count: int) -> list[tuple[str, float, float, str]]:
    """Median seconds of the reference and of ours, runs interleaved so that a busy machine slows both alike."""
    leopard_rules = LEOPARD.make_rules(2, {})
    semerka_rules = SEMERKA.make_rules(4, {})
    leopard_score = lambda outcome: outcome["scores"][0] if isinstance(outcome, dict) else outcome.scores[0]  # noqa: E731
    semerka_score = lambda outcome: (outcome["winner"] if isinstance(outcome, dict) else outcome.winner) or 0  # noqa: E731
    cases = [
        ("Leopard random playouts (GAME.playout)", count // 4,
         (reference_playouts, leopard_ref, 2), (fast_playouts, LEOPARD, leopard_rules), leopard_score, "≥ 10×"),
        ("  the same through the immutable GAME.apply", count // 4,
         (reference_playouts, leopard_ref, 2), (game_playouts, LEOPARD, leopard_rules), leopard_score, "(info)"),
        (CEILING, count // 4, (reference_playouts, leopard_ref, 2), (LEOPARD, leopard_rules), leopard_score, "(info)"),
        ("Semerka random playouts (GAME.playout)", count,
         (reference_playouts, semerka_ref, 4), (fast_playouts, SEMERKA, semerka_rules), semerka_score, "≥ 3×"),
        ("  the same through the immutable GAME.apply", count,
         (reference_playouts, semerka_ref, 4), (game_playouts, SEMERKA, semerka_rules), semerka_score, "(info)"),
        (CEILING, count, (reference_playouts, semerka_ref, 4), (SEMERKA, semerka_rules), semerka_score, "(info)"),
        (API_FLOOR, count, (reference_playouts, semerka_ref, 4), (SEMERKA, semerka_rules), semerka_score, "(info)"),
    ]  # fmt: skip
    rows = []
    for name, deals, (ref, *ref_args), (ours, *our_args), score, goal in cases:
        ref_times, our_times = [], []
        for run in range(runs):
            seconds, expected = timed(ref, *ref_args, deals, run, score)
            ref_times.append(seconds)
            if name in (CEILING, API_FLOOR):
                game, rules = ours, *our_args
                steps = legal_counts(game, rules, deals, run)
                if name == CEILING:
                    seconds, _ = timed(bare_playouts, game.deck(rules), steps, run)
                else:
                    seconds, _ = timed(api_floor_playouts, game, rules, steps, run)
                our_times.append(seconds)
                continue
            seconds, got = timed(ours, *our_args, deals, run, score)
            our_times.append(seconds)
            if got != expected:
                sys.exit(f"{name}: the engines disagree (reference total {expected}, ours {got}, seed {run})")
        rows.append((name, statistics.median(ref_times), statistics.median(our_times), goal))
    return rows


CEILING = "  no rules at all: the same shuffles and random choices (the ceiling of any engine)"
API_FLOOR = "  an engine doing nothing behind the same calls (GAME.deal, legal_moves(), apply()): the ceiling of this API"


# --- match records -------------------------------------------------------------------------------------------------


def random_match(game: Any, players: int, deals: int, seed: int) -> Record:
    """A fixed series of ``deals`` deals (more if Semerka's series ends level, S7.1) played with seeded random
    moves through ``game``, as a record."""
    rules = game.make_rules(players, {})
    settings = MatchSettings(target=None, deals=deals, first_dealer=1)
    seats = [SeatInfo(f"Bot {seat}", "random") for seat in range(1, players + 1)]
    rng = random.Random(seed)
    dealer = 1
    deals_played: list[DealRecord] = []
    totals = [0] * game.sides(rules)
    while True:
        cards = list(game.deck(rules))
        rng.shuffle(cards)
        state = game.deal(rules, dealer, cards)
        moves: list[str] = []
        while legal := game.legal_moves(state):
            move = rng.choice(legal)
            moves.append(game.record_text(state, move))
            state = game.apply(state, move)
        deals_played.append(DealRecord(dealer, tuple(cards), tuple(moves)))
        outcome = game.outcome(state)
        totals = [a + b for a, b in zip(totals, game.deal_points(outcome))]
        if len(deals_played) >= deals and (game.series_tie == "share" or totals.count(max(totals)) == 1):
            record = Record.new(game.name, seats, game.rules_options(rules), settings, seed)
            return replace(record, deals=tuple(deals_played))
        dealer = game.next_dealer(rules, dealer, outcome)


def process_seconds(command: list[str]) -> tuple[float, str]:
    """The CPU seconds (user + system) of one run of ``command`` as a whole process, and its standard output.
    CPU time rather than wall time: on a busy machine a process waits for a core for as long again as it runs."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout


def compare_processes(runs: int, pairs: list[tuple[str, list[str], list[str], str, bool]]) -> list[tuple]:
    """Median CPU seconds of each (baseline, ours) pair of commands, run alternately; ``same_output``: their
    standard outputs must be the same JSON."""
    rows = []
    for name, baseline, ours, goal, same_output in pairs:
        base_times, our_times = [], []
        process_seconds(baseline), process_seconds(ours)  # warm the file cache
        for _ in range(runs):
            seconds, expected = process_seconds(baseline)
            base_times.append(seconds)
            seconds, got = process_seconds(ours)
            our_times.append(seconds)
            if same_output and json.loads(got) != json.loads(expected):
                sys.exit(f"{name}: the reference replay and ours print different summaries")
        rows.append((name, statistics.median(base_times), statistics.median(our_times), goal))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run (fewer deals and runs)")
    parser.add_argument("--runs", type=int, help="runs of each measurement (median taken); default 7, quick 3")
    args = parser.parse_args()
    runs = args.runs or (3 if args.quick else 7)
    count = 200 if args.quick else 1000
    print(machine() + f", {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}")
    print(f"median of {runs} runs, each baseline and ours run alternately in this process")
    speed_rows = compare_playouts(runs, count)
    with tempfile.TemporaryDirectory() as folder:
        leopard_file = Path(folder) / "leopard-300.json"
        semerka_file = Path(folder) / "semerka-600.json"
        write_record(leopard_file, random_match(LEOPARD, 2, 300, 1))
        write_record(semerka_file, random_match(SEMERKA, 4, 600, 1))
        python = sys.executable
        replay_rows = compare_processes(runs, [
            ("leopard replay --json, 300 deals (process)", [python, str(REFERENCE / "replay_leopard.py"),
             str(leopard_file)], [str(BIN / "leopard"), "replay", str(leopard_file), "--json"], "≥ 1.5×", True),
            ("semerka replay --json, 600 deals (process)", [python, str(REFERENCE / "replay_semerka.py"),
             str(semerka_file)], [str(BIN / "semerka"), "replay", str(semerka_file), "--json"], "≥ 1.5×", True),
        ])  # fmt: skip
        bare = [python, "-c", "import rich, click"]
        start_rows = compare_processes(runs, [
            ("leopard --help (process)", bare, [str(BIN / "leopard"), "--help"], "≤ 1.3×", False),
            ("semerka --help (process)", bare, [str(BIN / "semerka"), "--help"], "≤ 1.3×", False),
        ])  # fmt: skip
    print()
    print("| what | baseline | ours | ratio (speed-up: baseline ÷ ours; start-up: ours ÷ baseline) | goal |")
    print("|---|---|---|---|---|")
    for name, base, ours, goal in speed_rows + replay_rows:
        print(f"| {name} | {base * 1000:,.0f} ms | {ours * 1000:,.0f} ms | {base / ours:.2f}× | {goal} |")
    for name, base, ours, goal in start_rows:
        print(f"| {name} | {base * 1000:,.0f} ms | {ours * 1000:,.0f} ms | {ours / base:.2f}× | {goal} |")
    print()
    print("baselines: benchmarks/reference/ (plain engines and replayers); start-up: python -c \"import rich, click\"")


if __name__ == "__main__":
    main()
