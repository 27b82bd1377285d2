"""How seats and sides are named and coloured on Semerka's screens: "You", a player's name, a side's colour."""

from __future__ import annotations

from rich.cells import cell_len

from cardtable.i18n import _
from cardtable.seating import short_name
from cardtable.terminal.screens import TableView

from semerka.rules import Observation

__all__ = ["SIDE_STYLES", "side_colour", "side_label", "side_style", "who"]

SIDE_STYLES = ("cyan", "magenta", "yellow")
"""Each side's colour (side 1 first): the borders of its seats and its name in the score."""


def side_colour(side: int) -> str:
    """The colour of ``side`` (1-based), one of :data:`SIDE_STYLES`."""
    return SIDE_STYLES[(side - 1) % len(SIDE_STYLES)]


def side_style(table: TableView, seat: int) -> str:
    """The colour of the side ``seat`` (1-based) plays for."""
    return side_colour(table.sides[seat - 1])


def who(table: TableView, obs: Observation, seat: int, viewer: bool, capital: bool = True) -> str:
    """``seat``'s name, or "You" / "you" when the screen is drawn for that seat (``viewer``)."""
    if viewer and seat == obs.seat:
        return _("You") if capital else _("you")
    return table.name(seat)


def side_label(table: TableView, obs: Observation, side: int, viewer: bool = True, room: int | None = None) -> str:
    """The side's players (``"Anna & Clara"``), with ``" (you)"`` after the observing seat's name (``viewer``):
    ``"Anna (you) & Clara"``. ``room``: at most that many cells where the names can be cut, the longest first
    (:func:`~cardtable.seating.short_name`, down to two characters each): ``"Konstant… (you) & Clara"``."""
    seats = [seat for seat in range(1, len(table.sides) + 1) if table.sides[seat - 1] == side]
    names = [table.name(seat) for seat in seats]
    mine = viewer and table.sides[obs.seat - 1] == side
    if not mine and room is None:
        return table.side_name(side)

    def label() -> str:
        return " & ".join(
            _("{name} (you)").format(name=name) if mine and seat == obs.seat else name
            for seat, name in zip(seats, names, strict=True)
        )

    while room is not None and cell_len(label()) > room:
        longest = max(range(len(names)), key=lambda i: len(names[i]))
        if len(names[longest]) <= 2:
            break
        names[longest] = short_name(table.name(seats[longest]), len(names[longest]) - 1)
    return label()
