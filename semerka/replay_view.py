"""What ``semerka replay`` shows: a readable summary of a replayed match (Rich) and its ``--json`` object.

The summary is a table with one row per deal: the dealer, each side's card points and tricks (S5.1), the winner
(S5.2, S5.3), the stake in game points and why (S5.4, S6.2), whether the deal burned (S6); then the match totals
and winner (S7.1). The JSON object is the one the design documents.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardtable.i18n import _, ngettext
from cardtable.records import ReplayedDeal, ReplayedMatch
from cardtable.cli.replay import match_json, match_result, side_members, side_names
from cardtable.seating import local_name, short_name
from semerka import core
from semerka.rules import GAME, Outcome

if TYPE_CHECKING:  # Rich is imported by the summary only: --json never needs it
    from rich.console import Console, ConsoleOptions, RenderableType
    from rich.measure import Measurement
    from rich.text import Text

__all__ = ["deal_json", "replay_json", "replay_summary"]


def deal_json(deal: ReplayedDeal) -> dict[str, Any]:
    """One deal as ``--json`` prints it: dealer, complete, points and tricks (per side), winner (side or null
    for a drawn deal), value (game points), burned; an unfinished deal has null in place of the last five."""
    outcome: Outcome | None = deal.outcome
    if outcome is None:
        return core.deal_json(deal.dealer, None)
    return core.deal_json(deal.dealer, (outcome.points, outcome.tricks, outcome.winner, outcome.value, outcome.burned))


def replay_json(match: ReplayedMatch) -> dict[str, Any]:
    """The ``semerka replay --json`` object: game, deals, totals (game points per side), finished, winner (the
    winning side, or null while unfinished)."""
    return match_json(match, GAME, deal_json)


def _stake(outcome: Outcome) -> str:
    """The deal's value in game points and why (S5.4, S6.2)."""
    if outcome.winner is None:
        return _("drawn")
    why = {
        "win": None,
        "all_points": _("all points"),
        "all_tricks": _("all tricks"),
        "burn": _("burned"),
    }[outcome.reason]
    value = str(outcome.value)
    return value if why is None else _("{value} ({why})").format(value=value, why=why)


def _side_cell(outcome: Outcome | None, side: int) -> str:
    if outcome is None:
        return "—"
    return f"{outcome.points[side - 1]:>2} / {outcome.tricks[side - 1]}"  # points 0-90 line up


def _game_points(n: int) -> str:
    return ngettext("{n} game point", "{n} game points", n).format(n=n)


class _Names:
    """Players' names in a column of the summary (a side's heading, the winner, the dealer): joined by " & ", each
    computer player's level after its name, on one line where they fit the column; else, or when ``stacked``, one
    player a line, a name still too long cut as the table's seats cut it (:func:`~cardtable.seating.short_name`),
    its level whole: never wrapped inside a name. Under them ``caption``, if any (a heading's points and tricks)."""

    def __init__(
        self, members: Sequence[tuple[str, str]], caption: str = "", stacked: bool = False, probe: bool = False
    ) -> None:
        self.members = tuple(members)
        self.caption = caption
        self.stacked = stacked
        self.probe = probe  # measured with the caption as wide as its longest word: the room the names need
        self.whole = " & ".join(name + marker for name, marker in self.members)

    def lines(self, width: int | None = None) -> list[str]:
        """The players' lines in ``width`` columns (None: as wide as they come)."""
        if not self.stacked and (width is None or len(self.whole) <= width):
            return [self.whole]
        last = len(self.members) - 1
        lines = []
        for index, (name, marker) in enumerate(self.members):
            join = " &" if index < last else ""
            room = len(name) if width is None else width - len(marker) - len(join)
            lines.append(short_name(name, room) + marker + join)
        return lines

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        from rich.cells import cell_len
        from rich.measure import Measurement

        caption = max((cell_len(word) for word in self.caption.split()), default=0)  # it may wrap between words
        least = max(len(line) - len(name) + 2  # a letter and "…" of each name
                    for line, (name, _marker) in zip(self.lines(None), self.members))  # fmt: skip
        most = max(max(len(line) for line in self.lines(None)), caption if self.probe else cell_len(self.caption))
        return Measurement(min(max(caption, least), most), most)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Text]:
        from rich.text import Text

        for line in self.lines(options.max_width):
            yield Text(line, no_wrap=True, overflow="ellipsis")
        if self.caption:
            yield Text(self.caption, style="dim")


@dataclass(frozen=True, slots=True)
class _Layout:
    """One way to lay the summary's table out: the players of a side (and a winner too wide for its column) one
    a line (``stacked``), the computer players' ``levels`` in the sides' headings, the stake wrapped between its
    words where need be (``stake_wraps``), the columns one space apart (``close``; else two); ``widths``: the
    widths of the columns of names and the stake, by column index, that keep every name whole (None: as Rich
    gives them, cutting names where the table is too wide)."""

    stacked: bool = False
    levels: bool = True
    stake_wraps: bool = False
    close: bool = False
    widths: tuple[tuple[int, int], ...] | None = None


_WHOLE = (
    _Layout(stacked=True),
    _Layout(stacked=True, stake_wraps=True),
    _Layout(stacked=True, stake_wraps=True, close=True),
    _Layout(stacked=True, levels=False),
    _Layout(stacked=True, levels=False, stake_wraps=True, close=True),
)
"""The stacked layouts, in the order they are tried: names come first, then the levels, then the stake on one
line and the space between columns."""


class _Fitted:
    """The summary's table, as ``make(layout, probe)`` makes it (:class:`_Names`): the names of each column on one
    line where the whole table fits the width it is drawn in so, a heading's points and tricks wrapped under them
    if need be (measured on the ``probe``); else one player a line, in the first of :data:`_WHOLE` whose names fit
    whole (``columns(layout)`` gives each column's cells, for their widths); else one player a line, names cut."""

    def __init__(
        self, make: Callable[[_Layout, bool], RenderableType], columns: Callable[[_Layout], list[list[_Cell]]]
    ) -> None:
        self.make = make
        self.columns = columns

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        from rich.measure import Measurement

        return Measurement.get(console, options, self.make(_Layout(), False))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[RenderableType]:
        from rich.measure import Measurement

        width = options.max_width
        if Measurement.get(console, options.update_width(10_000), self.make(_Layout(), True)).maximum <= width:
            yield self.make(_Layout(), False)
            return
        for layout in _WHOLE:
            widths = _whole_widths(self.columns(layout), layout, width)
            if widths is not None:
                yield self.make(dataclasses.replace(layout, widths=widths), False)
                return
        yield self.make(_WHOLE[-1], False)  # names cut where they must be


_Cell = str | tuple[str, ...]
"""A cell of the summary as its width is reckoned: text, which wraps between words only in the stake's column
where the layout lets it, or players' names (a tuple: on one line, then one player a line, each name whole)."""


def _whole_widths(columns: list[list[_Cell]], layout: _Layout, width: int) -> tuple[tuple[int, int], ...] | None:
    """The widths of the columns of names and of the stake (column index, width) that keep every name whole in
    ``width`` columns with ``layout``, the winner's column widened first (to its names on one line, else as narrow
    as its names one a line allow); None when they do not fit. ``columns``: each column's cells, header first, the
    winner's and the stake's columns the last but two and the last but one."""
    from rich.cells import cell_len

    def widest(cells: list[_Cell], least: bool, wraps: bool = False) -> int:
        found = 0
        for cell in cells:
            if isinstance(cell, tuple):  # names: on one line, then one a line
                lines = cell[1:] if least and len(cell) > 1 else cell[:1]
                found = max(found, *(cell_len(line) for line in lines))
            elif least and wraps:
                found = max(found, *(cell_len(word) for word in cell.split()))
            else:
                found = max(found, cell_len(cell))
        return found

    stake, winner = len(columns) - 2, len(columns) - 3
    fixed = sum(widest(cells, least=True) for index, cells in enumerate(columns) if index not in (stake, winner))
    room = width - fixed - (len(columns) - 1) * (1 if layout.close else 2)
    least = widest(columns[winner], least=True)
    stake_least = widest(columns[stake], least=True, wraps=layout.stake_wraps)
    if least + stake_least > room:
        return None
    most = widest(columns[winner], least=False)
    winner_width = most if most + stake_least <= room else least  # the winners on one line, or one a line
    stake_width = min(widest(columns[stake], least=False), room - winner_width)
    sides = tuple(
        (index, widest(cells, least=True))
        for index, cells in enumerate(columns)
        if index not in (stake, winner) and any(isinstance(cell, tuple) for cell in cells)
    )
    return (*sides, (winner, winner_width), (stake, stake_width))


def replay_summary(match: ReplayedMatch) -> RenderableType:
    """The readable summary of a replayed Semerka match: a row per deal (dealer, points and tricks per side,
    winner, stake, burned), then the totals and the winner (or that the match goes on). Names are kept whole while
    the table can make room for them (:class:`_Fitted`); else cut, never wrapped inside a name (:class:`_Names`)."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    names = side_names(match, GAME)
    sides = side_members(match, GAME)
    seats = match.record.seats

    def members(side: int, levels: bool) -> list[tuple[str, str]]:
        return [(name, marker if levels else "") for name, marker in sides[side - 1]]

    def stake(outcome: Outcome | None) -> str:
        return "—" if outcome is None else _stake(outcome)

    def burned(outcome: Outcome | None) -> str:
        return "—" if outcome is None else _("yes") if outcome.burned else _("no")

    def table(layout: _Layout, probe: bool) -> Table:
        widths = dict(layout.widths or ())
        padding = (0, 0) if layout.close else (0, 1)
        grid = Table(box=box.SIMPLE_HEAD, pad_edge=False, padding=padding, collapse_padding=True, show_edge=False)
        grid.add_column(_("Deal"), justify="right")
        grid.add_column(_("Dealer"), width=widths.get(1))
        for side in range(1, len(sides) + 1):  # computer players with their levels
            names_of = _Names(members(side, layout.levels), _("pts / tricks"), layout.stacked, probe)
            grid.add_column(names_of, justify="center", width=widths.get(1 + side))
        grid.add_column(_("Winner"), width=widths.get(len(sides) + 2))
        grid.add_column(_("Stake"), no_wrap=not layout.stake_wraps, width=widths.get(len(sides) + 3))
        grid.add_column(_("Burned"))
        for deal in match.deals:
            outcome: Outcome | None = deal.outcome
            cells: list[RenderableType] = [str(deal.number), _Names([(local_name(seats[deal.dealer - 1].name), "")])]
            cells.extend(_side_cell(outcome, side) for side in range(1, len(names) + 1))
            if outcome is None:
                cells.append(_("unfinished"))
            elif outcome.winner is None:
                cells.append(Text(_("nobody")))
            else:  # one line where it fits, when the widths keep names whole
                cells.append(_Names(members(outcome.winner, False), stacked=layout.stacked and not widths))
            cells.extend([stake(outcome), burned(outcome)])
            grid.add_row(*cells)
        return grid

    def columns(layout: _Layout) -> list[list[_Cell]]:
        """The cells of each column, header first, as :func:`_whole_widths` reckons their widths."""

        def names_of(players: Sequence[tuple[str, str]]) -> tuple[str, ...]:
            return (_Names(players).whole, *_Names(players, stacked=True).lines(None))

        outcomes = [deal.outcome for deal in match.deals]
        winners: list[_Cell] = [
            _("unfinished") if outcome is None
            else _("nobody") if outcome.winner is None
            else names_of(members(outcome.winner, False))
            for outcome in outcomes
        ]  # fmt: skip
        stacked_sides: list[list[_Cell]] = []
        for side in range(1, len(sides) + 1):
            heading = names_of(members(side, layout.levels))  # taken one player a line: stacked
            stacked_sides.append([heading, _("pts / tricks"), *(_side_cell(outcome, side) for outcome in outcomes)])
        return [
            [_("Deal"), *(str(deal.number) for deal in match.deals)],
            [_("Dealer"), *((local_name(seats[deal.dealer - 1].name),) for deal in match.deals)],
            *stacked_sides,
            [_("Winner"), *winners],
            [_("Stake"), *(stake(outcome) for outcome in outcomes)],
            [_("Burned"), *(burned(outcome) for outcome in outcomes)],
        ]

    parts: list[RenderableType] = [Text(_("No deal has been played yet.") + "\n")]
    if match.deals:
        parts = [_Fitted(table, columns), Text()]
    parts.append(match_result(match, names, _game_points))
    return Group(*parts)
