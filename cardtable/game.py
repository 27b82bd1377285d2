"""The engine contract: what a game's rules engine offers the table, the records and the bots.

Each game (``leopard.rules``, ``semerka.rules``) exposes one object ``GAME`` that satisfies :class:`Game`. The table
only ever talks to a game through it, so the same match runner, records, terminal shell and bots serve both.
States, moves, observations and outcomes are the game's own frozen types; the table treats them as opaque values.

Seats are numbered 1..n clockwise, as users see them. A *side* is what scores: a partnership with four players, a
single seat otherwise; sides are numbered 1..k.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal, Protocol, TypeAlias, TypeVar

from cardtable.cards import Card

__all__ = [
    "AnyGame", "Game", "IllegalMove", "InvalidMove", "JSONValue", "NotInHand", "RulesError", "check_option_names",
    "value_text",
]  # fmt: skip

JSONValue: TypeAlias = "int | str | bool | None | float | list[JSONValue] | dict[str, JSONValue]"
"""A value as a JSON file holds it (a record's rules options, a config's settings)."""

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")
ObservationT = TypeVar("ObservationT")
RulesT = TypeVar("RulesT")
OutcomeT = TypeVar("OutcomeT")


class InvalidMove(ValueError):
    """Text that is not a move in the game's notation (a syntax error). The message says what is wrong."""


class IllegalMove(ValueError):
    """A well-formed move that the rules do not allow now. The message says which rule forbids it."""


class NotInHand(IllegalMove):
    """A move of ``card``, which the seat to move does not hold. The message speaks to that player (``KC is not
    in your hand``); a replay of a record, where nobody is "you", names the seat instead. ``card`` is None only
    when the message was worded again (a front end's punctuation): then only the message tells."""

    def __init__(self, message: str, card: Card | None = None) -> None:
        super().__init__(message)
        self.card = card


class RulesError(ValueError):
    """A rules option or match setting that does not exist or has a bad value. The message names the key."""


def value_text(value: object) -> str:
    """``value`` as a record writes it, for a :class:`RulesError`'s message: ``3``, ``true``, ``"abbott"``
    (text in double quotes, as every message on a file or an option quotes it); what JSON cannot write, as Python
    shows it."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def check_option_names(options: Iterable[str], known: Sequence[str], title: str) -> None:
    """For a game's :meth:`Game.make_rules`: raises :class:`RulesError` for the first name in ``options`` (the
    keys of a record's ``rules`` object) that is not in ``known`` (the game's options, in the order the message
    lists them); ``title`` is the game's name as players read it (``"Leopard"``)."""
    for key in options:
        if key not in known:
            raise RulesError(f'unknown rules option "{key}" ({title} has: {", ".join(known)})')


class Game(Protocol[StateT, MoveT, ObservationT, RulesT, OutcomeT]):
    """One game's rules engine, as the table drives it, over the game's own frozen types: ``StateT`` (a deal as
    it stands), ``MoveT``, ``ObservationT`` (what one seat may see), ``RulesT`` (seat count and options) and
    ``OutcomeT`` (a finished deal's result). All methods are pure: no I/O, no global randomness."""

    name: str
    """Lower-case game name as written in records: ``"leopard"`` or ``"semerka"``."""

    series_tie: Literal["share", "play_on"]
    """What equal top totals mean when a fixed series of deals ends: a shared win (L8.2) or more deals (S7.1)."""

    default_target: int
    """The match target in game points when a match does not set one (Leopard 33, Semerka 5)."""

    min_players: int
    max_players: int

    def make_rules(self, players: int, options: Mapping[str, JSONValue]) -> RulesT:
        """The rules for ``players`` seats with ``options`` (the record's ``rules`` object; missing keys take
        defaults). Raises :class:`RulesError` for an unknown key or a bad value, naming it."""
        ...

    def rules_options(self, rules: RulesT) -> dict[str, JSONValue]:
        """The options of ``rules`` as the record's ``rules`` object (JSON values, every key present)."""
        ...

    def players(self, rules: RulesT) -> int:
        """Number of seats the rules are for."""
        ...

    def sides(self, rules: RulesT) -> int:
        """Number of sides that score (partnerships with four players, seats otherwise)."""
        ...

    def side_of(self, rules: RulesT, seat: int) -> int:
        """The side (1-based) that ``seat`` (1-based) plays for."""
        ...

    def deck(self, rules: RulesT) -> tuple[Card, ...]:
        """Every card of the game's deck for these rules, in a fixed order (shuffle a copy to deal)."""
        ...

    def deal(self, rules: RulesT, dealer: int, deck: Sequence[Card]) -> StateT:
        """The state at the start of a deal by ``dealer`` from ``deck`` (top first). Raises ``ValueError`` when
        ``deck`` is not exactly :meth:`deck` in some order or ``dealer`` is not a seat."""
        ...

    def to_move(self, state: StateT) -> int | None:
        """The seat whose move it is, or ``None`` when the deal is over."""
        ...

    def legal_moves(self, state: StateT) -> tuple[MoveT, ...]:
        """Every move the player to move may make now, in a stable order; empty when the deal is over."""
        ...

    def apply(self, state: StateT, move: MoveT) -> StateT:
        """The state after ``move``. Raises :class:`IllegalMove` when ``move`` is not legal now."""
        ...

    def outcome(self, state: StateT) -> OutcomeT | None:
        """The deal's result once it is over, else ``None``."""
        ...

    def deal_points(self, outcome: OutcomeT) -> tuple[int, ...]:
        """What each side adds to its match total for the deal (game points), one entry per side."""
        ...

    def next_dealer(self, rules: RulesT, dealer: int, outcome: OutcomeT) -> int:
        """The dealer of the next deal after a deal by ``dealer`` that ended with ``outcome`` (L3.1, S7.2)."""
        ...

    def observation(self, state: StateT, seat: int) -> ObservationT:
        """Everything ``seat`` may see now, and nothing more. Renderers and bots only ever receive these."""
        ...

    def resample(self, observation: ObservationT, rng: random.Random) -> StateT:
        """A full state consistent with ``observation``, the unseen cards placed at random by ``rng``."""
        ...

    def parse_move(self, text: str, observation: ObservationT) -> MoveT:
        """Read a move in canonical notation as the observing seat would type it. Raises :class:`InvalidMove`
        for text that is not a move and :class:`IllegalMove` for a move not legal now."""
        ...

    def format_move(self, move: MoveT, observation: ObservationT) -> str:
        """Canonical notation of ``move`` made by the observing seat; ``parse_move`` reads it back."""
        ...

    def record_moves(self, state: StateT, text: str, format: int) -> tuple[MoveT, ...]:
        """The moves that one move of a record stands for in ``state``: ``text`` is canonical notation as record
        format ``format`` wrote it (mover implied by ``state``). One move, except where an older format left
        moves implied (Leopard's format 1: the draw, the partner's yes, L9.2). Checks syntax only: raises
        :class:`InvalidMove`; :meth:`apply` checks each move in turn."""
        ...

    def record_text(self, state: StateT, move: MoveT) -> str:
        """The record's text for ``move`` made in ``state``: canonical notation, as the current record format
        writes it; :meth:`record_moves` reads it back."""
        ...

    def cards(self, state: StateT) -> tuple[Card, ...]:
        """Every card of the deal in ``state``, wherever it lies (hands, stock, table, tricks, discards), in no
        particular order: always exactly the cards of :meth:`deck`, as a multiset. For checks of card
        conservation (:mod:`cardtable.testing`); the table never needs it to play."""
        ...


AnyGame: TypeAlias = "Game[Any, Any, Any, Any, Any]"
"""Any game, for the table's code that drives whichever game it is given and never looks inside its values."""
