"""A record's decisions judged deal by deal, in this process or in several (``--jobs``), and summed up per seat.

Each deal is a :class:`DealJob`: everything needed to replay it and judge it, picklable, so that deals can be
judged in parallel processes. Every decision has its own random generator (:func:`decision_rng`), so the result
does not depend on how many processes judged it, nor in which order.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any

from cardtable.analysis.judge import Decision, decision_rng, judge_position
from cardtable.bots.search import SearchBot
from cardtable.cards import Card
from cardtable.game import AnyGame
from cardtable.records import FORMAT, ReplayedMatch

__all__ = [
    "MISTAKE", "Analysis", "DealJob", "SeatSummary", "analyse_deal", "analyse_match", "deal_jobs", "default_seats",
]  # fmt: skip

MISTAKE = 0.5
"""A decision that loses this much or more (in the game's points) is a mistake."""

Progress = Callable[[int], None]
"""Told how many more decisions were judged."""


@dataclass(frozen=True)
class DealJob:
    """One deal of a record to judge: the ``game`` and its ``rules``, the ``bot`` that judges, the deal's
    ``number`` (1-based), ``dealer``, ``deck`` (top first) and ``moves`` (record texts, current format), the
    record's ``seed``, the ``seats`` whose decisions are judged and the ``hinted`` moves (numbers within the deal,
    from 1: moves chosen after asking for a hint)."""

    game: AnyGame
    rules: Any
    bot: SearchBot
    number: int
    dealer: int
    deck: tuple[Card, ...]
    moves: tuple[str, ...]
    seed: int | None
    seats: frozenset[int]
    hinted: frozenset[int] = frozenset()

    def count(self) -> int:
        """How many decisions :func:`analyse_deal` judges (those of the seats with more than one legal move)."""
        return sum(1 for _ in self.positions())

    def positions(self) -> Iterable[tuple[int, Any, Any]]:
        """(move number, state, move made) of every decision to judge, replaying the deal. Raises
        ``ValueError`` for a move the record's replay would have refused."""
        game = self.game
        state = game.deal(self.rules, self.dealer, self.deck)
        for number, text in enumerate(self.moves, start=1):
            for move in game.record_moves(state, text, FORMAT):
                if game.to_move(state) in self.seats and len(game.legal_moves(state)) > 1:
                    yield number, state, move
                state = game.apply(state, move)


def analyse_deal(job: DealJob, progress: Progress | None = None) -> list[Decision]:
    """Every decision of ``job``'s seats in its deal, judged, in the order they were made. ``progress(1)`` is
    called after each."""
    game = job.game
    found = []
    for number, state, move in job.positions():
        judgment = judge_position(game, job.bot, state, move, decision_rng(job.seed, job.number, number))
        seat = game.to_move(state)
        assert seat is not None  # a decision has a seat to move
        observation = game.observation(state, seat)
        found.append(
            Decision(
                job.number, number, seat,
                game.format_move(judgment.played, observation), game.format_move(judgment.best, observation),
                judgment.loss, observation, game.legal_moves(state), (judgment.played, judgment.best),
                number in job.hinted,
            )
        )  # fmt: skip
        if progress is not None:
            progress(1)
    return found


def default_seats(match: ReplayedMatch) -> frozenset[int]:
    """The seats analysed when none is chosen: every person's seat (no ``bot``), or every seat if bots alone
    played."""
    seats = match.record.seats
    people = frozenset(number for number, seat in enumerate(seats, start=1) if seat.bot is None)
    return people or frozenset(range(1, len(seats) + 1))


def deal_jobs(
    match: ReplayedMatch, game: AnyGame, bot: SearchBot, seats: Collection[int], deals: Collection[int] | None = None
) -> list[DealJob]:
    """A :class:`DealJob` for each deal of ``match`` (only the numbers in ``deals`` when given), judging
    ``seats``."""
    record = match.record
    return [
        DealJob(
            game, match.rules, bot, number, deal.dealer, deal.deck, deal.moves, record.seed, frozenset(seats),
            frozenset(deal.hinted),
        )
        for number, deal in enumerate(record.deals, start=1)
        if deals is None or number in deals
    ]


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """One seat's decisions judged, the ``mistakes`` among them (loss ≥ :data:`MISTAKE` by default) and their
    ``mean_loss`` (None without decisions)."""

    decisions: int
    mistakes: int
    mean_loss: float | None


@dataclass(frozen=True)
class Analysis:
    """A record's judged decisions (deal by deal, in play order) for ``seats``, judged by ``playouts`` playouts
    each; ``threshold``: the loss from which a decision is a mistake."""

    game: str
    seats: tuple[int, ...]
    decisions: tuple[Decision, ...]
    playouts: int
    threshold: float = MISTAKE

    def summary(self, seat: int) -> SeatSummary:
        losses = [decision.loss for decision in self.decisions if decision.seat == seat]
        mistakes = sum(1 for loss in losses if loss >= self.threshold)
        return SeatSummary(len(losses), mistakes, sum(losses) / len(losses) if losses else None)

    def mistakes(self) -> list[Decision]:
        """The decisions that lost :attr:`threshold` or more, the biggest loss first (ties: in play order)."""
        found = [decision for decision in self.decisions if decision.loss >= self.threshold]
        return sorted(found, key=lambda decision: -decision.loss)

    def to_json(self) -> dict[str, Any]:
        """The object ``analyze --json`` prints: ``game``, ``decisions`` (deal, move, seat, played, best, loss
        rounded to 3 decimals, ``hinted``: bool, the move chosen after asking for a hint, which the report marks
        "after a hint") and ``seats`` (seat number as a string → decisions, mistakes, mean_loss)."""
        seats: dict[str, Any] = {}
        for seat in self.seats:
            summary = self.summary(seat)
            mean = None if summary.mean_loss is None else round(summary.mean_loss, 3)
            seats[str(seat)] = {"decisions": summary.decisions, "mistakes": summary.mistakes, "mean_loss": mean}
        return {
            "game": self.game,
            "decisions": [
                {
                    "deal": d.deal, "move": d.move, "seat": d.seat, "played": d.played, "best": d.best,
                    "loss": round(d.loss, 3), "hinted": d.hinted,
                }  # fmt: skip
                for d in self.decisions
            ],
            "seats": seats,
        }


def analyse_match(
    jobs: Sequence[DealJob],
    *,
    workers: int = 1,
    progress: Progress | None = None,
) -> list[Decision]:
    """Every decision of ``jobs``, judged (:func:`analyse_deal`), in deal order. ``workers`` > 1 judges deals in
    that many processes, with the same result; ``progress(n)`` is told of each decision (each deal's, at once,
    from other processes)."""
    if workers <= 1 or len(jobs) <= 1:
        return [decision for job in jobs for decision in analyse_deal(job, progress)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(analyse_deal, job) for job in jobs]
        for done in as_completed(futures):
            if progress is not None:
                progress(len(done.result()))
        return [decision for future in futures for decision in future.result()]
