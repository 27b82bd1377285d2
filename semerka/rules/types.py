"""The public values of the Semerka engine: rules options, moves, the state of a deal, observations, outcomes.

All are frozen and hashable. Seats are numbered 1..n clockwise (S1.3); sides are numbered 1..k: with four
players side 1 is seats 1 and 3 and side 2 is seats 2 and 4, otherwise a side is a seat (S1.2, S1.3).
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass
from typing import Any, Literal, NamedTuple

from cardtable.cards import Card, Rank
from cardtable.game import RulesError, value_text

__all__ = [
    "Burned",
    "Drew",
    "Event",
    "Move",
    "Observation",
    "Outcome",
    "Play",
    "Played",
    "Rules",
    "State",
    "Stop",
    "Stopped",
    "Took",
    "Trick",
]

class _Value:
    """Base of the small frozen values below: what ``@dataclass(frozen=True, slots=True)`` gives them (equal and
    hashed by their fields, the ``__slots__`` in order; shown as ``Name(field=value, ...)``; immutable; pickled by
    their fields) without its generated code, which costs start-up time in every command that loads the rules."""

    __slots__ = ()

    def _fields(self) -> tuple[Any, ...]:
        names: tuple[str, ...] = self.__slots__
        return tuple([getattr(self, name) for name in names])

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        names: tuple[str, ...] = self.__slots__
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{type(self).__name__}({shown})"

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return type(self), self._fields()


def _init(target: _Value, /, **fields: Any) -> None:
    for name, field in fields.items():
        object.__setattr__(target, name, field)


Stakes = Literal["pagat", "single"]
Reason = Literal["win", "all_points", "all_tricks", "burn", "draw"]


@dataclass(frozen=True, slots=True)
class Rules:
    """The seat count and the rules options of Semerka.

    ``players``: 2, 3 or 4 (S1.2). ``stakes``: ``"pagat"`` or ``"single"`` (S5.4). ``burning``: whether four
    cards of one rank in a row burn the deal (S6); ``burn_value``: game points for a burn (S6.2, at least 1).
    ``continue_only_when_losing``: the leader may continue only while an opponent holds the trick (S3.5).
    Raises :class:`RulesError` for a bad value.
    """

    players: int
    stakes: Stakes = "pagat"
    burning: bool = False
    burn_value: int = 3
    continue_only_when_losing: bool = False

    def __post_init__(self) -> None:
        if type(self.players) is not int or not 2 <= self.players <= 4:
            raise RulesError(f"players must be 2, 3 or 4, not {value_text(self.players)}")
        if self.stakes not in ("pagat", "single"):
            raise RulesError(f'stakes must be "pagat" or "single", not {value_text(self.stakes)}')
        if type(self.burning) is not bool:
            raise RulesError(f"burning must be true or false, not {value_text(self.burning)}")
        if type(self.burn_value) is not int or self.burn_value < 1:
            raise RulesError(f"burn_value must be a whole number of game points, at least 1, not {value_text(self.burn_value)}")
        if type(self.continue_only_when_losing) is not bool:
            raise RulesError(f"continue_only_when_losing must be true or false, not {value_text(self.continue_only_when_losing)}")

    @property
    def sides(self) -> int:
        """Number of sides that score: 2 with four players (partnerships), else one per seat (S1.2)."""
        return 2 if self.players == 4 else self.players

    def side_of(self, seat: int) -> int:
        """The side (1-based) of ``seat`` (1-based): seats 1, 3 → 1 and 2, 4 → 2 with four players (S1.2)."""
        return (seat - 1) % 2 + 1 if self.players == 4 else seat


class Play(_Value):
    """Play ``card`` from the hand: to the trick in turn, or, as the leader after a full round, to continue the
    trick (S3.2, S3.4). Notation: the card, ``9H`` (S8.2)."""

    __slots__ = ("card",)
    __match_args__ = ("card",)
    card: Card

    def __init__(self, card: Card) -> None:
        object.__setattr__(self, "card", card)

    # Moves are compared and hashed often (a move against the legal ones): these two without the general loop.
    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Play:
            return NotImplemented
        return self.card == other.card

    def __hash__(self) -> int:
        return hash((self.card,))

    def __str__(self) -> str:
        return str(self.card)


class Stop(_Value):
    """The leader ends the trick although he could continue (S3.4). Notation: ``stop`` (S8.2)."""

    __slots__ = ()

    def __str__(self) -> str:
        return "stop"


Move = Play | Stop


class Played(NamedTuple):
    """One card in a trick and the seat that played it."""

    seat: int
    card: Card


class Trick(NamedTuple):
    """A completed trick: its ``leader`` (seat), its cards in play order with who played each, the seat that
    won it (its holder when it ended, S3.3), whether the leader chose to ``stop`` (else the stop was forced,
    S3.4), its ``points`` (10 per ace and ten, S5.1, without the last-trick bonus), and how many cards each
    player ``drew`` after it (the same for every seat, S4.1)."""

    leader: int
    plays: tuple[Played, ...]
    winner: int
    stopped: bool
    points: int
    drew: int


class State(NamedTuple):
    """A Semerka deal as it stands; a value, never changed in place (the engine returns new states).

    A named tuple, like ``Card``, because playouts build one per card played: creating, hashing and comparing
    it stays in C (measured: 0.33 µs to build against 1.5 µs for a frozen dataclass).

    ``hands``: one tuple of cards per seat (index 0 is seat 1), each in deck order (suit, then 7..A).
    ``stock``: the face-down stock, top first. ``leader``: the seat that leads the current trick (or the next
    one, when ``trick`` is empty). ``trick``: the current trick's cards so far. ``holder``: the seat holding the
    current trick (None when it is empty). ``turn``: the seat to move (None once the deal is over: that is how a
    finished deal is told, as :func:`~semerka.rules.play.to_move` says). ``choosing``: the
    leader is deciding to continue or stop (S3.4). ``tricks``: the completed tricks in order. ``points`` and
    ``won``: points and tricks won per side (index 0 is side 1). ``burner``: the seat whose card burned the deal
    (S6), else None.
    """

    rules: Rules
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    leader: int
    trick: tuple[Played, ...]
    holder: int | None
    turn: int | None
    choosing: bool
    tricks: tuple[Trick, ...]
    points: tuple[int, ...]
    won: tuple[int, ...]
    burner: int | None = None


class Outcome(_Value):
    """The result of a finished deal (S5, S6).

    ``points`` and ``tricks``: card points (S5.1, with the last trick's 10) and tricks won, one entry per side.
    ``winner``: the winning side, or ``None`` for a drawn three-player deal (S5.3). ``value``: game points the
    winner scores (S5.4, S6.2; 0 for a draw). ``burned``: the deal ended by burning (S6). ``reason`` says why the
    value is what it is: ``"win"`` (a plain win, or any win with ``stakes = single``), ``"all_points"`` (the
    winners took all 90 points, S5.4), ``"all_tricks"`` (the losers took no trick), ``"burn"`` (S6.2) or
    ``"draw"``. ``last_trick``: the side that took the last trick (None after a burn).
    """

    __slots__ = __match_args__ = ("points", "tricks", "winner", "value", "burned", "reason", "last_trick")
    points: tuple[int, ...]
    tricks: tuple[int, ...]
    winner: int | None
    value: int
    burned: bool
    reason: Reason
    last_trick: int | None

    def __init__(
        self, points: tuple[int, ...], tricks: tuple[int, ...], winner: int | None, value: int, burned: bool,
        reason: Reason, last_trick: int | None,
    ) -> None:  # fmt: skip
        _init(self, points=points, tricks=tricks, winner=winner, value=value, burned=burned, reason=reason,
              last_trick=last_trick)  # fmt: skip


# Public events, as every seat sees them (the observation's log). A card played is a ``Played``.


class Stopped(_Value):
    """The leader ``seat`` chose to end the trick (S3.4)."""

    __slots__ = __match_args__ = ("seat",)
    seat: int

    def __init__(self, seat: int) -> None:
        _init(self, seat=seat)


class Took(_Value):
    """``seat`` (of ``side``) took a trick of ``cards`` cards worth ``points`` points; ``last``: it was the last
    trick, worth 10 more, already counted in ``points`` (S5.1)."""

    __slots__ = __match_args__ = ("seat", "side", "cards", "points", "last")
    seat: int
    side: int
    cards: int
    points: int
    last: bool

    def __init__(self, seat: int, side: int, cards: int, points: int, last: bool) -> None:
        _init(self, seat=seat, side=side, cards=cards, points=points, last=last)


class Drew(_Value):
    """``seat`` drew ``cards`` cards from the stock (S4.1). Never which cards."""

    __slots__ = __match_args__ = ("seat", "cards")
    seat: int
    cards: int

    def __init__(self, seat: int, cards: int) -> None:
        _init(self, seat=seat, cards=cards)


class Burned(_Value):
    """``seat``'s card was the fourth ``rank`` in a row: the deal burned and ``side`` wins it (S6)."""

    __slots__ = __match_args__ = ("seat", "side", "rank")
    seat: int
    side: int
    rank: Rank

    def __init__(self, seat: int, side: int, rank: Rank) -> None:
        _init(self, seat=seat, side=side, rank=rank)


Event = Played | Stopped | Took | Drew | Burned


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything ``seat`` may see of a deal, and nothing more: never another seat's hand or the stock's order.

    ``hand``: the seat's own cards (deck order). ``leader``: the seat leading the current trick (or the next).
    ``trick``: the current trick's cards in play order with who played each; ``led_rank``: its led rank R
    (None before the lead); ``holder``: the seat holding it (None before the lead); ``round``: the round of the
    trick being played, 1 for the first (0 before the lead). ``tricks``: every completed trick. ``points`` and
    ``won``: points and tricks won per side. ``stock_size``: cards left in the stock. ``hand_sizes``: cards in each
    seat's hand (index 0 is seat 1). ``to_move``: the seat to move (None when the deal is over). ``choosing``: the
    leader is choosing to continue or stop (S3.4); ``continue_cards``: the cards of ``hand`` that may continue
    the trick when ``seat`` is that leader, else empty. ``log``: the public events since the deal began
    (cards played, stops, tricks taken, draws as counts, a burn).
    """

    seat: int
    rules: Rules
    dealer: int
    hand: tuple[Card, ...]
    leader: int
    trick: tuple[Played, ...]
    led_rank: Rank | None
    holder: int | None
    round: int
    tricks: tuple[Trick, ...]
    points: tuple[int, ...]
    won: tuple[int, ...]
    stock_size: int
    hand_sizes: tuple[int, ...]
    to_move: int | None
    choosing: bool
    continue_cards: tuple[Card, ...]
    log: tuple[Event, ...]
