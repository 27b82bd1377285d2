"""Scoring a square: the eight lines, a square's value and the deal's result (rules L2.3, L7).

A square is a sequence of nine cells (cell 1 first), each a stack of cards, bottom first. Only a cell's top card
counts, and only when it lies face up (L2.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from cardtable.cards import Card, Rank

from leopard.rules.types import Rules

__all__ = [
    "LINES",
    "LineScore",
    "Outcome",
    "going_out_score",
    "line_points",
    "scoring_lines",
    "square_value",
]

LINES: tuple[tuple[int, int, int], ...] = (
    (1, 2, 3), (4, 5, 6), (7, 8, 9),  # rows
    (1, 4, 7), (2, 5, 8), (3, 6, 9),  # columns
    (1, 5, 9), (3, 5, 7),  # diagonals
)  # fmt: skip
"""The eight lines of a square as cell numbers (L2.3): rows, columns, diagonals."""

# The same lines as 0-based cell indexes, and for each cell the lines through it (for incremental values).
LINE_INDEXES: tuple[tuple[int, int, int], ...] = tuple((a - 1, b - 1, c - 1) for a, b, c in LINES)
LINES_THROUGH: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(line for line in LINE_INDEXES if cell in line) for cell in range(9)
)

_RED = (False, True, True, False)  # by Suit value: clubs, diamonds, hearts, spades (L1.1)


@dataclass(frozen=True, slots=True)
class LineScore:
    """One line of a square that scored: its ``cells`` (three cell numbers, L2.3), ``kind`` ``"suit"`` or
    ``"colour"`` and its ``points`` (L7.1)."""

    cells: tuple[int, int, int]
    kind: Literal["suit", "colour"]
    points: int


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished deal (L6, L7), every tuple indexed by square (square 1 first).

    ``went_out``: the seat that went out, or None (L6.3). ``values``: each square's value V in points (L7.1).
    ``scores``: the game points each square (= side) scores for the deal (L7.2-L7.4). ``lines``: for each square
    the lines that scored, in :data:`LINES` order."""

    went_out: int | None
    values: tuple[int, ...]
    scores: tuple[int, ...]
    lines: tuple[tuple[LineScore, ...], ...]


def top_face_up(stack: Sequence[Card]) -> Card | None:
    """The face-up top card of a cell's stack, or None when the cell is empty (L2.2)."""
    if stack:
        top = stack[-1]
        if top.rank != Rank.JACK and top.rank != Rank.QUEEN:
            return top
    return None


def line_points(a: Card | None, b: Card | None, c: Card | None, suit_line: int) -> int:
    """Points of one line whose cells show ``a``, ``b``, ``c`` (None: empty): ``suit_line`` for one suit, 1 for
    one colour, else 0 (L7.1)."""
    if a is None or b is None or c is None:
        return 0
    sa = a.suit
    if sa == b.suit == c.suit:
        return suit_line
    red = _RED[sa]
    if _RED[b.suit] is red and _RED[c.suit] is red:
        return 1
    return 0


def scoring_lines(square: Sequence[Sequence[Card]], suit_line: int = 2) -> tuple[LineScore, ...]:
    """The lines of ``square`` (nine stacks, cell 1 first) that score, with their points (L2.3, L7.1)."""
    tops = [top_face_up(stack) for stack in square]
    scored = []
    for line, (i, j, k) in zip(LINES, LINE_INDEXES):
        a, b, c = tops[i], tops[j], tops[k]
        points = line_points(a, b, c, suit_line)
        if points and a is not None and b is not None and c is not None:
            kind: Literal["suit", "colour"] = "suit" if a.suit == b.suit == c.suit else "colour"
            scored.append(LineScore(line, kind, points))
    return tuple(scored)


def square_value(square: Sequence[Sequence[Card]], suit_line: int = 2) -> int:
    """A square's value V in points: the sum over its eight lines (L7.1); 0..8·``suit_line``."""
    tops = [top_face_up(stack) for stack in square]
    return sum(line_points(tops[i], tops[j], tops[k], suit_line) for i, j, k in LINE_INDEXES)


def going_out_score(value: int, rules: Rules) -> int:
    """Game points for going out with a square worth ``value`` (≥ 5): 4 + 2·(V − 5) under ``russian``,
    5 + 2·(V − 5) under ``abbott`` (L7.2)."""
    base = 4 if rules.going_out == "russian" else 5
    return base + 2 * (value - 5)

