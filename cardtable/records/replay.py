"""Playing a record's moves through the game's engine: each deal's last state and outcome, the match standing.

This is the one path by which a record is played: ``replay``, ``play --resume`` and the save folder's search for
an unfinished match all use it, once per file. It is where a record's moves are checked: each must parse
(``game.record_moves``) and be legal (``game.apply``), no move may follow the end of its deal, only the last deal
may be unfinished, each later dealer must be the one the rules name (``game.next_dealer``: rules L3.1, S7.2), and
no deal may follow the end of the match (L8, S7.1). A record of an older format comes out in the current one
(``game.record_text``): Leopard's format 1 gains its implied draws and answers (L9.2).

A game may offer a fast path, ``game.replay_moves`` (:class:`FastReplay`): it plays a whole deal's moves at once,
checking each, without the table's move-by-move work (parsing every text anew, writing it back, an outcome after
every move). Whatever it refuses, for any reason, the deal is played again move by move, which names the deal,
the move and the reason exactly as before. The states between moves are never kept; a deal's last state is made
only when asked for (:attr:`ReplayedDeal.state`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol, TypeVar

from cardtable.cards import Card
from cardtable.game import AnyGame, Game, NotInHand, RulesError
from cardtable.i18n import _, game_title
from cardtable.match import MatchSettings, MatchStatus, status_of_totals
from cardtable.records.errors import RecordError
from cardtable.records.model import FORMAT, DealRecord, Record

__all__ = ["FastReplay", "ReplayedDeal", "ReplayedMatch", "play_record_move", "replay"]

StateT = TypeVar("StateT")


class FastReplay(Protocol):
    """What a game offers to replay a deal fast (optional: the table checks for the method)."""

    def replay_moves(
        self, rules: Any, dealer: int, deck: Sequence[Card], texts: Sequence[str], format: int
    ) -> tuple[Callable[[], Any] | None, Any | None]:
        """Deal ``deck`` by ``dealer`` under ``rules`` and make the record's moves ``texts`` (record ``format``),
        each checked as ``game.apply`` checks it; return a function that makes the last state (or ``None``: the
        table then replays the deal move by move when the state is asked for) and the outcome (``None`` while
        unfinished). Raises ``ValueError`` for anything it does not take: a bad deck, a text not written as
        ``game.record_text`` writes it, a move that is not legal, a move after the end of the deal, an older
        format."""
        ...


class ReplayedDeal:
    """One deal played through: ``number`` (1-based), ``dealer`` (seat), ``state`` (the game's State after the
    last recorded move), ``outcome`` (the game's Outcome, ``None`` while unfinished), ``points`` (game points per
    side for the match totals) and ``next_dealer`` (the seat the rules name to deal the next deal, L3.1 / S7.2);
    the last two are ``None`` while unfinished.

    ``state`` may be given as ``make_state``, a function that plays the deal again, called on first use: a
    replay that only needs outcomes (``replay --json``, the match totals) never builds it."""

    __slots__ = ("number", "dealer", "outcome", "points", "next_dealer", "_state", "_make_state")

    def __init__(
        self,
        number: int,
        dealer: int,
        state: Any,
        outcome: Any | None,
        points: tuple[int, ...] | None,
        next_dealer: int | None,
        make_state: Callable[[], Any] | None = None,
    ) -> None:
        self.number = number
        self.dealer = dealer
        self.outcome = outcome
        self.points = points
        self.next_dealer = next_dealer
        self._state = state
        self._make_state = make_state

    @property
    def state(self) -> Any:
        if self._make_state is not None:
            self._state = self._make_state()
            self._make_state = None
        return self._state

    @property
    def complete(self) -> bool:
        return self.outcome is not None

    def _key(self) -> tuple[Any, ...]:
        return (self.number, self.dealer, self.state, self.outcome, self.points, self.next_dealer)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ReplayedDeal):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"ReplayedDeal(number={self.number}, dealer={self.dealer}, outcome={self.outcome!r}, "
            f"points={self.points}, next_dealer={self.next_dealer})"
        )


@dataclass(frozen=True, slots=True)
class ReplayedMatch:
    """A record played through: the ``record`` in the current format (:data:`~cardtable.records.model.FORMAT`,
    canonical move texts), the game's ``rules`` object, the match ``settings``, every deal, and the match
    ``status`` after the completed deals (totals per side, finished, winners)."""

    record: Record
    rules: Any
    settings: MatchSettings
    deals: tuple[ReplayedDeal, ...]
    status: MatchStatus

    @property
    def current(self) -> ReplayedDeal | None:
        """The unfinished last deal, which play resumes, or ``None``."""
        if self.deals and not self.deals[-1].complete:
            return self.deals[-1]
        return None

    @property
    def next_dealer(self) -> int | None:
        """Who deals next when the last deal is complete and the match goes on: the dealer the rules name after
        the last deal, or the match's ``first_dealer`` (``None`` if unset: draw one) before any deal. ``None``
        while a deal runs or after the match is over."""
        if self.status.finished or self.current is not None:
            return None
        if not self.deals:
            return self.settings.first_dealer
        return self.deals[-1].next_dealer

    @property
    def finished(self) -> bool:
        return self.status.finished


def replay(record: Record, game: AnyGame, source: str | None = None) -> ReplayedMatch:
    """Play every deal of ``record`` through ``game`` and return the states, outcomes and match standing.

    ``source`` names the record in error messages (the file name). Raises :class:`RecordError` for a wrong
    game, rules the game refuses, a wrong dealer, a move that does not parse or is not legal
    (``game.record_moves`` and ``game.apply`` raise ``InvalidMove`` / ``IllegalMove``; the reason is their
    message), a move after the end of its deal, an unfinished deal before another one, or a deal after the end
    of the match.
    """
    source = source if source is not None else _("record")
    if record.game != game.name:
        raise RecordError(
            source,
            _("this is a {found} record, not a {game} record").format(
                found=game_title(record.game), game=game_title(game.name)
            ),
        )
    try:
        rules = game.make_rules(len(record.seats), record.rules)
    except RulesError as error:
        raise RecordError(source, _("rules: {reason}").format(reason=error)) from None
    settings = record.match
    deals: list[ReplayedDeal] = []
    rewritten: list[DealRecord] = []
    totals = [0] * game.sides(rules)
    played = 0
    status = status_of_totals(settings, totals, played, game.series_tie)
    expected: int | None = settings.first_dealer
    for number, deal in enumerate(record.deals, start=1):
        if deals and not deals[-1].complete:
            raise RecordError(source, _("the deal is unfinished but another deal follows"), deal=number - 1)
        if status.finished:
            raise RecordError(
                source, _("the match was over after deal {last}").format(last=number - 1), deal=number
            )
        _check_dealer(source, number, deal.dealer, expected, len(record.seats))
        replayed, moves = _fast_deal(game, rules, number, deal, record.format, source)
        deals.append(replayed)
        rewritten.append(deal if moves == deal.moves else replace(deal, moves=moves))  # format 1 gains draws
        if replayed.points is not None:
            totals = [total + points for total, points in zip(totals, replayed.points)]
            played += 1
            status = status_of_totals(settings, totals, played, game.series_tie)
            expected = replayed.next_dealer
    current = replace(record, deals=tuple(rewritten), format=FORMAT)
    return ReplayedMatch(current, rules, settings, tuple(deals), status)


def play_record_move(
    game: Game[StateT, Any, Any, Any, Any], state: StateT, text: str, format: int = FORMAT
) -> StateT:
    """The game's state after one move of a record, ``text`` written in record ``format``, made in ``state`` (the
    same game's state). Raises ``InvalidMove`` / ``IllegalMove`` (both ``ValueError``)."""
    for move in game.record_moves(state, text, format):
        state = game.apply(state, move)
    return state


def _check_dealer(source: str, number: int, dealer: int, expected: int | None, players: int) -> None:
    if not 1 <= dealer <= players:
        raise RecordError(
            source,
            _("the dealer must be a seat from 1 to {players}, not {dealer}").format(players=players, dealer=dealer),
            deal=number,
        )
    if expected is None or dealer == expected:
        return
    if number == 1:
        reason = _("the dealer must be seat {expected} (match setting first_dealer), not seat {dealer}")
    else:
        reason = _("the dealer must be seat {expected} after deal {previous}, not seat {dealer}")
    raise RecordError(
        source, reason.format(expected=expected, dealer=dealer, previous=number - 1), deal=number
    )


def _fast_deal(
    game: AnyGame, rules: Any, number: int, deal: DealRecord, format: int, source: str
) -> tuple[ReplayedDeal, tuple[str, ...]]:
    """Play ``deal`` through by the game's fast path when it has one and takes the deal, else move by move."""
    fast = getattr(game, "replay_moves", None)
    if fast is None:
        return _replay_deal(game, rules, number, deal, format, source)
    try:
        make_state, outcome = fast(rules, deal.dealer, deal.deck, deal.moves, format)
    except ValueError:  # refused: move by move names the deal, the move and the reason
        return _replay_deal(game, rules, number, deal, format, source)
    if make_state is None:
        make_state = lambda: _replay_deal(game, rules, number, deal, format, source)[0].state  # noqa: E731
    deal_points = tuple(game.deal_points(outcome)) if outcome is not None else None
    next_dealer = game.next_dealer(rules, deal.dealer, outcome) if outcome is not None else None
    return ReplayedDeal(number, deal.dealer, None, outcome, deal_points, next_dealer, make_state), deal.moves


def _replay_deal(
    game: AnyGame, rules: Any, number: int, deal: DealRecord, format: int, source: str
) -> tuple[ReplayedDeal, tuple[str, ...]]:
    """Play ``deal`` through and return it with its moves as the current format writes them."""
    try:
        state = game.deal(rules, deal.dealer, deal.deck)
    except ValueError as error:
        raise RecordError(source, str(error), deal=number) from None
    moves: list[str] = []
    outcome = game.outcome(state)
    for position, text in enumerate(deal.moves, start=1):
        if outcome is not None:
            raise RecordError(source, _("the deal is already over"), deal=number, move=position, text=text)
        try:
            for move in game.record_moves(state, text, format):
                moves.append(game.record_text(state, move))
                state = game.apply(state, move)
        except ValueError as error:  # InvalidMove, IllegalMove
            reason = str(error)
            if isinstance(error, NotInHand) and error.card is not None:  # "not in your hand": nobody is "you" here
                reason = _("{card} is not in seat {seat}'s hand").format(card=error.card, seat=game.to_move(state))
            raise RecordError(source, reason, deal=number, move=position, text=text) from None
        outcome = game.outcome(state)
    deal_points = tuple(game.deal_points(outcome)) if outcome is not None else None
    next_dealer = game.next_dealer(rules, deal.dealer, outcome) if outcome is not None else None
    return ReplayedDeal(number, deal.dealer, state, outcome, deal_points, next_dealer), tuple(moves)
