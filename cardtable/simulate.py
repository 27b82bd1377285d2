"""Bot tournaments for any game: many deals between computer players, with luck cancelled by duplicate play.

:func:`run_tournament` deals ``decks`` decks shuffled from one seed, each with its own dealer, and plays every deck
once per *rotation*: the bots move one seat to the left between rotations, so with ``duplicate`` every group of
bots (a seat, or a partnership with four players) plays every deck from every side of the table — two rotations
for two sides, three for three players — and the luck of the cards cancels. Deals are independent of each other
(no match totals), so the result does not depend on the order of the deals, on ``jobs``, the number of worker
processes, or on the Dask cluster they are played on (``scheduler``). The result (:class:`Summary`) counts wins,
mean deal points, the mean margin over the other groups with its 95 % confidence interval, and each level's
decision times.

Terms: a *group* is what the bots named by ``levels`` form at the start (seat 1 and seat 3 with four players are
group 1); results are per group, whatever seats it sat at in a rotation.
"""

from __future__ import annotations

import math
import random
import signal
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.cards import Card
from cardtable.dealing import shuffled
from cardtable.game import AnyGame, JSONValue
from cardtable.i18n import _
from cardtable.match import MatchSettings
from cardtable.records import Record, SeatInfo, write_record
from cardtable.bots import Bot, make_bot
from cardtable.safetext import shorten
from cardtable.seating import seat_sides

__all__ = [
    "ClusterError", "DealResult", "Summary", "deal_executor", "groups", "plan_decks", "play_deck", "play_matches",
    "quantile", "record_name", "run_tournament", "summarize",
]  # fmt: skip

Z95 = 1.959964  # two-sided 95 % quantile of the normal distribution

CONNECT_SECONDS = 10
"""How long a Dask scheduler has to answer (``--scheduler``)."""


@dataclass(frozen=True, slots=True)
class DealResult:
    """One deck played in one rotation: ``deck`` and ``rotation`` (0-based), the deal points of each group
    (``points[g]`` for group g + 1), the winning group (the one alone on top, or None), the seconds each level
    took per decision that had more than one legal move, and the deal's record (or None); ``cpu_seconds``: the
    same decisions' CPU time of the deciding thread, which a busy machine does not stretch."""

    deck: int
    rotation: int
    points: tuple[int, ...]
    winner: int | None
    seconds: dict[str, list[float]]
    record: Record | None = None
    cpu_seconds: dict[str, list[float]] = field(default_factory=dict)


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
        cpu: dict[str, list[float]] = {}
        state = game.deal(rules, dealer, cards)
        moves: list[str] = []
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_moves(state)
            if len(legal) == 1:
                move = legal[0]
            else:
                who = starting[seat - 1]
                started, started_cpu = time.perf_counter(), time.thread_time()
                move = bots[who].choose(game.observation(state, seat), legal, rng)
                seconds.setdefault(levels[who], []).append(time.perf_counter() - started)
                cpu.setdefault(levels[who], []).append(time.thread_time() - started_cpu)
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
        results.append(DealResult(deck, rotation, tuple(points), winner, seconds, record, cpu))
    return results


def quantile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` (not empty), interpolated linearly between the two nearest."""
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
        level: {"median": quantile(times, 0.5) if times else None, "p95": quantile(times, 0.95) if times else None}
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


class ClusterError(Exception):
    """A Dask cluster cannot be used: the ``cluster`` extra is not installed, or the scheduler is out of reach.
    The message is one line for people."""


@contextmanager
def deal_executor(jobs: int = 1, scheduler: str | None = None) -> Iterator[Executor | None]:
    """Where deals are played: None (here, one after another) for one job, local worker processes for ``jobs``
    more, or a Dask distributed cluster through its ``concurrent.futures`` executor when ``scheduler`` (an
    address, ``tcp://host:8786``) is given; Dask is imported only then. Raises :class:`ClusterError` if it is not
    installed or the scheduler does not answer within :data:`CONNECT_SECONDS`. Ctrl-C cancels the decks not yet started."""
    if scheduler is not None:
        try:
            import distributed
        except ImportError:
            raise ClusterError(
                _("--scheduler needs Dask: pip install '.[cluster]' in the project folder")
            ) from None
        try:
            dask: Any = distributed  # its API is not typed throughout
            client = dask.Client(scheduler, timeout=f"{CONNECT_SECONDS}s", set_as_default=False)
        except Exception as error:  # noqa: BLE001 — Dask raises OSError, TimeoutError or ValueError here
            raise ClusterError(
                _("cannot reach the Dask scheduler at {address} ({error})").format(
                    address=shorten(scheduler), error=shorten(str(error) or type(error).__name__)
                )
            ) from None
        try:
            yield client.get_executor()
        finally:
            client.close()
        return
    if jobs <= 1:
        yield None
        return
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupts)
    try:
        yield pool
    except BaseException:
        # Ctrl-C: the workers ignore it and finish only the decks already handed out.
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


def play_matches(
    game: AnyGame,
    rules: object,
    matches: Sequence[Sequence[str]],
    decks: int,
    seed: int,
    *,
    duplicate: bool = False,
    executor: Executor | None = None,
    record_dir: Path | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[list[DealResult]]:
    """Play the same ``decks`` decks (from ``seed``) in every match of ``matches`` (each: levels by seat;
    ``make_bot`` raises ``ValueError`` for a bad level) on ``executor`` (None: here). Gives each match's results
    sorted by deck and rotation, so they do not depend on the order in which the deals finish. ``duplicate``: one
    rotation per side, else one. ``record_dir``: write each deal's record there (:func:`record_name`; one match
    only). ``progress(n)`` is called as each deck's ``n`` deals finish."""
    rotations = game.sides(rules) if duplicate else 1
    planned = plan_decks(game, rules, decks, seed)
    records = record_dir is not None
    results: list[list[DealResult]] = [[] for _ in matches]

    def done(match: int, batch: list[DealResult]) -> None:
        if record_dir is not None:
            for result in batch:
                assert result.record is not None
                write_record(record_dir / record_name(game, result.deck, result.rotation), result.record)
        results[match].extend(batch)
        if progress is not None:
            progress(len(batch))

    tasks = [
        (match, list(levels), [make_bot(game.name, level) for level in levels]) for match, levels in enumerate(matches)
    ]
    if executor is None:
        for match, levels, bots in tasks:
            for number, (dealer, cards) in enumerate(planned):
                done(match, play_deck(game, rules, levels, bots, number, dealer, cards, rotations, seed, records))
    else:
        futures = {
            executor.submit(play_deck, game, rules, levels, bots, number, dealer, cards, rotations, seed, records): match
            for match, levels, bots in tasks
            for number, (dealer, cards) in enumerate(planned)
        }
        try:
            for future in as_completed(futures):
                done(futures[future], future.result())
        except BaseException:
            for future in futures:
                future.cancel()
            raise
    for batch in results:
        batch.sort(key=lambda result: (result.deck, result.rotation))
    return results


def run_tournament(
    game: AnyGame,
    rules: object,
    levels: Sequence[str],
    decks: int,
    seed: int,
    *,
    duplicate: bool = False,
    jobs: int = 1,
    scheduler: str | None = None,
    record_dir: Path | None = None,
    progress: Callable[[int], None] | None = None,
) -> Summary:
    """Play ``decks`` decks between bots of ``levels`` (one per seat; ``make_bot`` raises ``ValueError`` for an
    unknown level) and summarize. ``duplicate``: one rotation per side, else one. ``jobs``: worker processes;
    ``scheduler``: the address of a Dask scheduler to play on instead (:func:`deal_executor`, which raises
    :class:`ClusterError`). ``record_dir``: write each deal's record there (:func:`record_name`). ``progress(n)``
    is called as each deck's ``n`` deals finish. The same seed gives the same summary, however the deals are
    spread."""
    rotations = game.sides(rules) if duplicate else 1
    with deal_executor(jobs, scheduler) as executor:
        (results,) = play_matches(
            game, rules, [levels], decks, seed, duplicate=duplicate, executor=executor, record_dir=record_dir,
            progress=progress,
        )  # fmt: skip
    return summarize(game, levels, decks, rotations, results)
