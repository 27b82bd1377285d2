"""What ``semerka replay`` shows: a readable summary of a replayed match (Rich) and its ``--json`` object.

The summary is a table with one row per deal: the dealer, each side's card points and tricks (S5.1), the winner
(S5.2, S5.3), the stake in game points and why (S5.4, S6.2), whether the deal burned (S6); then the match totals
and winner (S7.1). The JSON object is the one the design documents.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.i18n import _, ngettext
from cardtable.records import ReplayedDeal, ReplayedMatch
from cardtable.cli.replay import match_json, match_result, side_members, side_names
from cardtable.seating import short_name
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


class _Fitted:
    """The summary's table, as ``make(stacked, probe)`` makes it (:class:`_Names`): the names of each column on one
    line where the whole table fits the width it is drawn in so, a heading's points and tricks wrapped under them
    if need be (measured on the ``probe``), else one player a line."""

    def __init__(self, make: Callable[[bool, bool], RenderableType]) -> None:
        self.make = make

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        from rich.measure import Measurement

        return Measurement.get(console, options, self.make(False, False))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[RenderableType]:
        from rich.measure import Measurement

        need = Measurement.get(console, options.update_width(10_000), self.make(False, True)).maximum
        yield self.make(need > options.max_width, False)


def replay_summary(match: ReplayedMatch) -> RenderableType:
    """The readable summary of a replayed Semerka match: a row per deal (dealer, points and tricks per side,
    winner, stake, burned), then the totals and the winner (or that the match goes on). A column's names that do
    not fit it are cut, never wrapped inside a name (:class:`_Names`)."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    names = side_names(match, GAME)
    sides = side_members(match, GAME)
    seats = match.record.seats

    def table(stacked: bool, probe: bool) -> Table:
        grid = Table(box=box.SIMPLE_HEAD, pad_edge=False, padding=(0, 1), collapse_padding=True, show_edge=False)
        grid.add_column(_("Deal"), justify="right")
        grid.add_column(_("Dealer"))
        for members in sides:  # computer players with their levels
            grid.add_column(_Names(members, _("pts / tricks"), stacked, probe), justify="center")
        grid.add_column(_("Winner"))
        grid.add_column(_("Stake"), no_wrap=True)
        grid.add_column(_("Burned"))
        for deal in match.deals:
            outcome: Outcome | None = deal.outcome
            cells: list[RenderableType] = [str(deal.number), _Names([(seats[deal.dealer - 1].name, "")])]
            cells.extend(_side_cell(outcome, side) for side in range(1, len(names) + 1))
            if outcome is None:
                cells.extend([_("unfinished"), "—", "—"])
            else:
                winner: RenderableType = Text(_("nobody"))
                if outcome.winner is not None:
                    winner = _Names([(name, "") for name, _marker in sides[outcome.winner - 1]], stacked=stacked)
                cells.extend([winner, _stake(outcome), _("yes") if outcome.burned else _("no")])
            grid.add_row(*cells)
        return grid

    parts: list[RenderableType] = [Text(_("No deal has been played yet.") + "\n")]
    if match.deals:
        parts = [_Fitted(table), Text()]
    parts.append(match_result(match, names, _game_points))
    return Group(*parts)
