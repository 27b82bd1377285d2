"""Bot tournaments for any game: many deals between computer players, with luck cancelled by duplicate play.

:func:`run_tournament` deals ``decks`` decks shuffled from one seed, each with its own dealer, and plays every deck
once per *rotation*: the bots move one seat to the left between rotations, so with ``duplicate`` every group of
bots (a seat, or a partnership with four players) plays every deck from every side of the table — two rotations
for two sides, three for three players — and the luck of the cards cancels. Deals are independent of each other
(no match totals), so the result does not depend on the order of the deals or on ``jobs``, the number of worker
processes. The result (:class:`Summary`) counts wins, mean deal points, the mean margin over the other groups
with its 95 % confidence interval, and each level's decision times.

Terms: a *group* is what the bots named by ``levels`` form at the start (seat 1 and seat 3 with four players are
group 1); results are per group, whatever seats it sat at in a rotation.
"""

from __future__ import annotations

import math
import random
import signal
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from cardtable.cards import Card
from cardtable.dealing import shuffled
from cardtable.game import AnyGame, JSONValue
from cardtable.match import MatchSettings
from cardtable.records import Record, SeatInfo, write_record
from cardtable.bots import Bot, make_bot
from cardtable.seating import seat_sides

__all__ = ["DealResult", "Summary", "groups", "plan_decks", "play_deck", "record_name", "run_tournament", "summarize"]

Z95 = 1.959964  # two-sided 95 % quantile of the normal distribution


@dataclass(frozen=True, slots=True)
class DealResult:
    """One deck played in one rotation: ``deck`` and ``rotation`` (0-based), the deal points of each group
    (``points[g]`` for group g + 1), the winning group (the one alone on top, or None), the seconds each level
    took per decision that had more than one legal move, and the deal's record (or None)."""

    deck: int
    rotation: int
    points: tuple[int, ...]
    winner: int | None
    seconds: dict[str, list[float]]
    record: Record | None = None


@dataclass(frozen=True, slots=True)
class Summary:
    """A tournament's result, per group (see the module docstring). ``margin[g]``: the group's mean deal points
    minus the mean of the other groups', averaged per deck over the rotations; ``ci95[g]``: its 95 % confidence
    interval over the decks (None with fewer than two decks); ``decision_seconds[level]``: median and 95th
    percentile (None without decisions)."""

    game: str
    decks: int
    rotations: int
    deals: int
    seats: tuple[str, ...]
    wins: tuple[int, ...]
    mean_score: tuple[float, ...]
    margin: tuple[float, ...]
    ci95: tuple[tuple[float, float] | None, ...]
    decision_seconds: dict[str, dict[str, float | None]] = field(default_factory=dict)

    def as_json(self) -> dict[str, JSONValue]:
        """The ``--json`` object: keys ``game``, ``decks``, ``rotations``, ``deals``, ``seats``, ``wins``,
        ``mean_score``, ``margin``, ``ci95``, ``decision_seconds`` (floats rounded to 4 places, seconds to 6)."""
        return {
            "game": self.game,
            "decks": self.decks,
            "rotations": self.rotations,
            "deals": self.deals,
            "seats": list(self.seats),
            "wins": list(self.wins),
            "mean_score": [round(value, 4) for value in self.mean_score],
            "margin": [round(value, 4) for value in self.margin],
            "ci95": [None if ci is None else [round(ci[0], 4), round(ci[1], 4)] for ci in self.ci95],
            "decision_seconds": {
                level: {key: None if value is None else round(value, 6) for key, value in times.items()}
                for level, times in self.decision_seconds.items()
            },
        }


def plan_decks(game: AnyGame, rules: object, decks: int, seed: int) -> list[tuple[int, tuple[Card, ...]]]:
    """``decks`` (dealer, deck) pairs drawn from ``random.Random(seed)``: a shuffle, then a dealer seat."""
    rng = random.Random(seed)
    base = game.deck(rules)
    players = game.players(rules)
    planned = []
    for _ in range(decks):
        cards = shuffled(base, rng)
        planned.append((rng.randint(1, players), cards))
    return planned


def groups(game: AnyGame, rules: object) -> list[int]:
    """The group (1-based) of each starting seat: its side at the start (seat 1 first)."""
    return list(seat_sides(game, rules))


def record_name(game: AnyGame, deck: int, rotation: int) -> str:
    """The file name of the record of ``deck`` played in ``rotation`` (both 0-based)."""
    return f"{game.name}-deck{deck + 1:04d}-rotation{rotation + 1}.json"


def play_deck(
    game: AnyGame,
    rules: object,
    levels: Sequence[str],
    bots: Sequence[Bot],
    deck: int,
    dealer: int,
    cards: Sequence[Card],
    rotations: int,
    seed: int,
    records: bool = False,
) -> list[DealResult]:
    """Play deck number ``deck`` (0-based) dealt by ``dealer`` once per rotation. ``levels`` and ``bots``: one per
    starting seat; in rotation r the bot that started at seat s sits at seat s + r (clockwise, wrapping)."""
    n = game.players(rules)
    start_groups = groups(game, rules)
    results = []
    for rotation in range(rotations):
        # seat (0-based) -> the starting seat (0-based) of the bot sitting there
        starting = [(seat - rotation) % n for seat in range(n)]
        rng = random.Random(f"{seed}:{deck}:{rotation}")
        seconds: dict[str, list[float]] = {}
        state = game.deal(rules, dealer, cards)
        moves: list[str] = []
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_moves(state)
            if len(legal) == 1:
                move = legal[0]
            else:
                who = starting[seat - 1]
                started = time.perf_counter()
                move = bots[who].choose(game.observation(state, seat), legal, rng)
                seconds.setdefault(levels[who], []).append(time.perf_counter() - started)
            if records:
                moves.append(game.record_text(state, move))
            state = game.apply(state, move)
        deal_points = game.deal_points(game.outcome(state))
        points = [0] * game.sides(rules)
        for seat in range(1, n + 1):
            points[start_groups[starting[seat - 1]] - 1] = deal_points[game.side_of(rules, seat) - 1]
        top = max(points)
        winner = points.index(top) + 1 if points.count(top) == 1 else None
        record = None
        if records:
            seat_infos = [SeatInfo(f"{levels[who]} {who + 1}", levels[who]) for who in starting]
            settings = MatchSettings(target=None, deals=1, first_dealer=dealer)
            record = Record.new(game.name, seat_infos, game.rules_options(rules), settings, seed)
            record = record.with_new_deal(dealer, tuple(cards))
            for text in moves:
                record = record.with_move(text)
        results.append(DealResult(deck, rotation, tuple(points), winner, seconds, record))
    return results


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    position = q * (len(ordered) - 1)
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def summarize(game: AnyGame, levels: Sequence[str], decks: int, rotations: int, results: Sequence[DealResult]) -> Summary:
    """The :class:`Summary` of ``results`` (every deck in every rotation)."""
    count = len(results[0].points) if results else 0
    wins = [0] * count
    totals = [0.0] * count
    per_deck: dict[int, list[list[float]]] = {}
    seconds: dict[str, list[float]] = {level: [] for level in dict.fromkeys(levels)}
    for result in results:
        for level, times in result.seconds.items():
            seconds.setdefault(level, []).extend(times)
        if result.winner is not None:
            wins[result.winner - 1] += 1
        total = sum(result.points)
        margins = per_deck.setdefault(result.deck, [[] for _ in range(count)])
        for group, points in enumerate(result.points):
            totals[group] += points
            margins[group].append(points - (total - points) / (count - 1))
    deck_margins = [[statistics.fmean(margins[group]) for margins in per_deck.values()] for group in range(count)]
    mean_margin = [statistics.fmean(values) if values else 0.0 for values in deck_margins]
    ci95: list[tuple[float, float] | None] = []
    for values, mean in zip(deck_margins, mean_margin):
        if len(values) < 2:
            ci95.append(None)
            continue
        half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
        ci95.append((mean - half, mean + half))
    timing = {
        level: {"median": _quantile(times, 0.5) if times else None, "p95": _quantile(times, 0.95) if times else None}
        for level, times in seconds.items()
    }
    played = len(results)
    return Summary(
        game.name, decks, rotations, played, tuple(levels), tuple(wins),
        tuple(total / played if played else 0.0 for total in totals), tuple(mean_margin), tuple(ci95), timing,
    )  # fmt: skip


def _ignore_interrupts() -> None:
    """Worker processes leave Ctrl-C to the main process, which stops handing out decks."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_tournament(
    game: AnyGame,
    rules: object,
    levels: Sequence[str],
    decks: int,
    seed: int,
    *,
    duplicate: bool = False,
    jobs: int = 1,
    record_dir: Path | None = None,
    progress: Callable[[int], None] | None = None,
) -> Summary:
    """Play ``decks`` decks between bots of ``levels`` (one per seat; ``make_bot`` raises ``ValueError`` for an
    unknown level) and summarize. ``duplicate``: one rotation per side, else one. ``jobs``: worker processes.
    ``record_dir``: write each deal's record there (:func:`record_name`). ``progress(n)`` is called as each
    deck's ``n`` deals finish."""
    bots = [make_bot(game.name, level) for level in levels]
    rotations = game.sides(rules) if duplicate else 1
    planned = plan_decks(game, rules, decks, seed)
    records = record_dir is not None
    results: list[DealResult] = []

    def done(batch: list[DealResult]) -> None:
        if record_dir is not None:
            for result in batch:
                assert result.record is not None
                write_record(record_dir / record_name(game, result.deck, result.rotation), result.record)
        results.extend(batch)
        if progress is not None:
            progress(len(batch))

    if jobs <= 1:
        for number, (dealer, cards) in enumerate(planned):
            done(play_deck(game, rules, levels, bots, number, dealer, cards, rotations, seed, records))
    else:
        pool = ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupts)
        futures = [
            pool.submit(play_deck, game, rules, levels, bots, number, dealer, cards, rotations, seed, records)
            for number, (dealer, cards) in enumerate(planned)
        ]
        try:
            for future in as_completed(futures):
                done(future.result())
        except BaseException:
            # Ctrl-C: the workers ignore it and finish only the decks already handed out.
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        pool.shutdown()
    results.sort(key=lambda result: (result.deck, result.rotation))
    return summarize(game, levels, decks, rotations, results)
