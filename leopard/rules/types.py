"""Leopard's plain data: the rules options, the moves and the public log of what was played.

Seats are numbered 1..n clockwise (L1.2). Squares are numbered 1..k: one per seat with two or three players, and
with four players square 1 belongs to seats 1 and 3, square 2 to seats 2 and 4 (L5.7). Cells are numbered 1..9 like
the ranks A..9 (L2.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias

from cardtable.cards import Card, Rank
from cardtable.game import RulesError, value_text

__all__ = [
    "Answer",
    "Discard",
    "Draw",
    "Event",
    "GoOut",
    "Move",
    "Phase",
    "Place",
    "Rules",
    "face_down",
    "square_of",
]

GOING_OUT = ("russian", "abbott")
STOCK_END = ("last-card", "play-out")
SUIT_LINE = (2, 3)


@dataclass(frozen=True, slots=True)
class Rules:
    """The seat count and the rules options of a deal (L1.2, L6.2, L7.1, L7.2), defaults first.

    ``players``: 2, 3 or 4 seats. ``suit_line``: points for a one-suit line, 2 or 3 (L7.1). ``going_out``:
    ``"russian"`` (4 + 2·(V − 5)) or ``"abbott"`` (5 + 2·(V − 5)) (L7.2). ``stock_end``: ``"last-card"`` or
    ``"play-out"`` (L6.2). Raises :class:`~cardtable.game.RulesError` naming a bad value.
    """

    players: int
    suit_line: int = 2
    going_out: str = "russian"
    stock_end: str = "last-card"

    def __post_init__(self) -> None:
        if type(self.players) is not int or not 2 <= self.players <= 4:
            raise RulesError(f"players must be 2, 3 or 4, not {value_text(self.players)}")
        if type(self.suit_line) is not int or self.suit_line not in SUIT_LINE:
            raise RulesError(f"suit_line must be 2 or 3, not {value_text(self.suit_line)}")
        if self.going_out not in GOING_OUT:
            raise RulesError(f'going_out must be "russian" or "abbott", not {value_text(self.going_out)}')
        if self.stock_end not in STOCK_END:
            raise RulesError(f'stock_end must be "last-card" or "play-out", not {value_text(self.stock_end)}')

    @property
    def squares(self) -> int:
        """Number of squares (= scoring sides): 2 with four players (partnerships, L5.7), else one per seat."""
        return 2 if self.players == 4 else self.players

    @property
    def partnerships(self) -> bool:
        """Whether the seats play in partnerships: four players, partners opposite (L1.2). Then partners share a
        square (L5.7) and going out is an ask the partner answers (L6.1)."""
        return self.players == 4


def square_of(rules: Rules, seat: int) -> int:
    """The square (1-based) that ``seat`` (1-based) owns: its own, or its partnership's with four players (L5.7)."""
    return (seat - 1) % rules.squares + 1


def face_down(card: Card) -> bool:
    """Whether ``card`` lies face down in a square: Jacks and Queens always do, every other card face up (L5.4,
    L5.5). A cell whose top card is face down counts as empty (L2.2)."""
    return card.rank == Rank.JACK or card.rank == Rank.QUEEN


@dataclass(frozen=True, slots=True)
class Place:
    """Put ``card`` from hand onto ``cell`` (1-9) of square ``square`` (1-based). Rules L5; notation
    ``7H``, ``7H@2``, ``10S:5``, ``JC@2:5`` (L9.2)."""

    card: Card
    square: int
    cell: int


@dataclass(frozen=True, slots=True)
class Discard:
    """Put ``card`` from hand face up onto the discard pile (L4.2). Notation ``-8C`` (L9.2)."""

    card: Card


@dataclass(frozen=True, slots=True)
class GoOut:
    """Go out at the start of one's turn, with one's square worth 5 or more (L4.1, L6.1). Notation ``out``.

    With two or three players it ends the deal. With four it asks the partner, who moves next and answers with
    :class:`Answer` (L6.1, L9.2)."""


@dataclass(frozen=True, slots=True)
class Answer:
    """The partner's answer to an ask to go out, four players only (L6.1). ``agree`` True: the deal ends and the
    asker has gone out; False: the asker draws and plays, and may not ask again that turn. Notation ``yes`` /
    ``no`` (L9.2)."""

    agree: bool


@dataclass(frozen=True, slots=True)
class Draw:
    """Decline to go out and take the top stock card (L4.1, L4.2). A move only when going out was allowed and
    the stock holds cards; otherwise the draw happens by itself. Notation ``draw`` (L9.2)."""


Move: TypeAlias = Place | Discard | GoOut | Answer | Draw

Phase: TypeAlias = Literal["before_draw", "asked", "play", "over"]
"""Where a deal stands: ``before_draw`` — the player to move may go out and has not drawn yet (legal moves are
exactly ``GoOut()`` and ``Draw()``); ``asked`` — four players: the player whose turn it is asked to go out and
the partner answers (legal moves exactly ``Answer(True)`` and ``Answer(False)``); ``play`` — the player places
or discards (or, with an empty stock under ``play-out``, may also go out); ``over`` — the deal has ended."""


@dataclass(frozen=True, slots=True)
class Event:
    """One public happening of the deal, for the log every seat sees: ``seat`` made ``move`` (a Place, Discard,
    GoOut or Answer; draws are not logged). ``covered`` is the card that was on top of the cell before a Place
    (face up or face down), or None."""

    seat: int
    move: Place | Discard | GoOut | Answer
    covered: Card | None = None
