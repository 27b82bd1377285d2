"""A match in progress, for any game: deals, dealer rotation, running totals and the autosaved record.

The session drives a game only through :class:`cardtable.game.Game`. Decks are shuffled at the edge with one
``random.Random(seed)`` per match: the first dealer is drawn from it (unless the match fixes it, L3.1), then one
shuffle per deal, so a resumed match shuffles the next deals exactly as an uninterrupted one would. Every move is
saved at once (atomically) when the session has a path. A match left before its first move is not kept: the file
its session made is removed (:meth:`Session.discard_unplayed`).
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.cards import Card
from cardtable.dealing import shuffled
from cardtable.game import AnyGame
from cardtable.match import MatchSettings, MatchStatus, match_status
from cardtable.records import DealRecord, Record, ReplayedMatch, SeatInfo, write_record

if TYPE_CHECKING:  # the spec is a layer above: only its type is used here
    from cardtable.spec import RuleOption

__all__ = ["Session"]


class Session:
    """One match: the game, its rules, the record so far and the current deal's state.

    Build it with :meth:`new` or :meth:`restore`; then :meth:`play` moves until :attr:`deal_over`, and
    :meth:`next_deal` until :attr:`match_over`. ``path`` (or None) is where the record is saved after each change.
    """

    def __init__(self, game: AnyGame, record: Record, path: Path | None) -> None:
        self.game = game
        self.record = record
        self.rules = game.make_rules(len(record.seats), record.rules)
        self.path = path
        self._created: list[Path] = []  # the files this session made (a new match's, save PATH's)
        self.deal_points: list[tuple[int, ...]] = []  # one entry per completed deal
        self.outcomes: list[Any] = []  # the completed deals' outcomes, in order
        self.state: Any = None
        self._rng = random.Random(record.seed) if record.seed is not None else random.Random()
        drawn = self._rng.randint(1, len(record.seats))
        self._first_dealer = record.match.first_dealer or drawn
        self.rule_options: tuple[RuleOption, ...] = ()
        """The game's rules options, for the pages that say which are in force (``rules``, ``score``): set by the
        command that runs the match (a session without them says nothing of options)."""

    # -- building ----------------------------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        game: AnyGame,
        rules: object,
        settings: MatchSettings,
        seats: Sequence[SeatInfo],
        seed: int,
        path: Path | None = None,
    ) -> Session:
        """A match with its first deal dealt (and saved when ``path`` is given). ``rules`` from
        ``game.make_rules``; the first dealer is ``settings.first_dealer`` or drawn from ``seed`` (L3.1)."""
        record = Record.new(game.name, seats, game.rules_options(rules), settings, seed)
        session = cls(game, record, path)
        session._deal(session._first_dealer)
        if path is not None:
            session._created.append(path)
        return session

    @classmethod
    def restore(cls, game: AnyGame, match: ReplayedMatch, path: Path | None = None) -> Session:
        """A match continued from ``match`` (a record read and played through by :mod:`cardtable.records`, which
        is not played again here); a record with no deal gets its first one. A record of an older format is
        saved in the current one from the next save on."""
        session = cls(game, match.record, path)
        for deal in match.deals:
            session._shuffled_deck()  # so that later deals are shuffled as they would have been
            session.state = deal.state
            if deal.complete:
                session._close_deal()
        if not match.deals:
            session._deal(session._first_dealer)
        return session

    # -- what the table asks -----------------------------------------------------------------------------------

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return self.record.seats

    @property
    def settings(self) -> MatchSettings:
        return self.record.match

    @property
    def seed(self) -> int | None:
        return self.record.seed

    @property
    def players(self) -> int:
        return len(self.record.seats)

    @property
    def dealer(self) -> int:
        return self.record.deals[-1].dealer

    @property
    def deal_number(self) -> int:
        """1-based number of the current (or last) deal."""
        return len(self.record.deals)

    @property
    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    @property
    def deal_over(self) -> bool:
        return self.game.outcome(self.state) is not None

    @property
    def outcome(self) -> Any | None:
        return self.game.outcome(self.state)

    def status(self) -> MatchStatus:
        """Totals per side over the completed deals, whether the match is over and who won (L8, S7)."""
        return match_status(self.settings, self.game.sides(self.rules), self.deal_points, self.game.series_tie)

    @property
    def match_over(self) -> bool:
        return self.deal_over and self.status().finished

    def observation(self, seat: int) -> Any:
        return self.game.observation(self.state, seat)

    def legal_moves(self) -> tuple[Any, ...]:
        return self.game.legal_moves(self.state)

    @property
    def unplayed(self) -> bool:
        """Whether this session started the match, saving it to a file of its own, and no move has been made in
        it: leaving now keeps nothing (:meth:`discard_unplayed`)."""
        return not self.record.has_moves and self.path is not None and self.path in self._created

    def discard_unplayed(self) -> bool:
        """When the match is :attr:`unplayed`, remove the files this session made for it (a match never played
        is not kept). Returns whether a file was removed now; a file that cannot be removed stays (``stats`` and
        ``play --resume`` pass over a record with no move)."""
        if not self.unplayed:
            return False
        removed = False
        for path in self._created:
            with contextlib.suppress(OSError):
                path.unlink()
                removed = True
        return removed

    def made_a_move(self, seat: int) -> bool:
        """Whether ``seat`` has made a move in the current deal (one that :meth:`take_back` can take back)."""
        deal = self.record.deals[-1]
        state = self.game.deal(self.rules, deal.dealer, deal.deck)
        for text in deal.moves:
            if self.game.to_move(state) == seat:
                return True
            for move in self.game.record_moves(state, text, self.record.format):
                state = self.game.apply(state, move)
        return False

    # -- changing it -------------------------------------------------------------------------------------------

    def play(self, move: Any, *, hinted: bool = False) -> None:
        """Make ``move`` for the seat to move, record it and save. ``hinted``: the player chose it after asking
        for a hint (the record notes the move in the deal's ``hinted`` and counts it in the seat's ``hints``).
        Raises ``IllegalMove`` (nothing changed), or ``OSError`` when the save fails: the move is made all the
        same (the file keeps its last save)."""
        seat = self.to_move
        text = self.game.record_text(self.state, move)
        self.state = self.game.apply(self.state, move)
        self.record = self.record.with_move(text)
        if hinted and seat is not None:
            deal = self.record.deals[-1]
            deal = replace(deal, hinted=(*deal.hinted, len(deal.moves)))
            info = self.seats[seat - 1]
            self._change_seat(seat, replace(info, hints=info.hints + 1), deal)
        if self.game.outcome(self.state) is not None:
            self._close_deal()
        self.save()

    def take_back(self, seat: int) -> int:
        """Take back ``seat``'s last move of the current deal and every move made after it, and save: the deal
        is played again from its deck up to that move, so the state is exactly what it was then (the same cards
        in the stock, nothing reshuffled). The record keeps only the moves that stand, drops the ``hinted``
        entries of the moves taken back and counts one more undo for ``seat``. Returns how many moves were taken
        back (≥ 1). Raises ``LookupError`` when the deal is over or ``seat`` has made no move in it (a move of
        an earlier deal is never taken back); ``OSError`` when the save fails (the moves are taken back all the
        same)."""
        deal = self.record.deals[-1]
        if self.deal_over:
            raise LookupError("the deal is over")
        state = self.game.deal(self.rules, deal.dealer, deal.deck)
        before: list[Any] = []  # the state before each move of the deal
        for text in deal.moves:
            before.append(state)
            for move in self.game.record_moves(state, text, self.record.format):
                state = self.game.apply(state, move)
        movers = [self.game.to_move(earlier) for earlier in before]
        if seat not in movers:
            raise LookupError(f"seat {seat} has made no move in this deal")
        last = len(movers) - 1 - movers[::-1].index(seat)
        kept = replace(deal, moves=deal.moves[:last], hinted=tuple(n for n in deal.hinted if n <= last))
        info = self.seats[seat - 1]
        self._change_seat(seat, replace(info, undos=info.undos + 1), kept)
        self.state = before[last]
        self.save()
        return len(deal.moves) - last

    def next_deal(self) -> None:
        """Deal the next deal (the dealer as the rules name, L3.1 / S7.2) and save. Only after a deal is over
        and the match is not. Raises ``OSError`` when the save fails: the deal is dealt all the same."""
        if not self.deal_over or self.status().finished:
            raise RuntimeError("next_deal() needs a finished deal in an unfinished match")
        self._deal(self.game.next_dealer(self.rules, self.dealer, self.outcome))

    def save(self) -> None:
        """Write the record to :attr:`path` atomically (nothing when there is no path). Raises ``OSError`` when
        it cannot be written; the file is then left as it was."""
        if self.path is not None:
            write_record(self.path, self.record)

    def save_to(self, path: Path) -> None:
        """Save the record to ``path`` and from then on after every move there. Raises ``OSError`` when it cannot
        be written: :attr:`path` then stays as it was."""
        made = not path.exists()
        write_record(path, self.record)
        self.path = path
        if made:
            self._created.append(path)

    # -- inside ------------------------------------------------------------------------------------------------

    def _change_seat(self, seat: int, info: SeatInfo, deal: DealRecord) -> None:
        """The record with ``info`` for ``seat`` and ``deal`` as its current deal."""
        seats = list(self.record.seats)
        seats[seat - 1] = info
        self.record = replace(self.record, seats=tuple(seats), deals=(*self.record.deals[:-1], deal))

    def _shuffled_deck(self) -> tuple[Card, ...]:
        return shuffled(self.game.deck(self.rules), self._rng)

    def _deal(self, dealer: int) -> None:
        deck = self._shuffled_deck()
        self.record = self.record.with_new_deal(dealer, deck)
        self.state = self.game.deal(self.rules, dealer, deck)
        self.save()

    def _close_deal(self) -> None:
        outcome = self.game.outcome(self.state)
        self.outcomes.append(outcome)
        self.deal_points.append(tuple(self.game.deal_points(outcome)))
