"""The head of Semerka's screens: the match line and one line per side with its points and tricks (S5.1, S7.1)."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from cardtable.i18n import _, ngettext
from cardtable.match import MatchSettings
from cardtable.terminal import screens
from cardtable.terminal.screens import TableView

from semerka.rules import Observation
from semerka.view.names import side_colour, side_label

__all__ = ["deal_label", "extra_deal", "header", "match_goal", "side_lines"]


def header(table: TableView, obs: Observation) -> Text:
    """'Semerka · deal 2 · stock 12 cards · dealer Boris · to 5 game points' on one line (cut short with … when
    the names are long)."""
    text = Text.assemble(
        (_("Semerka"), "bold"),
        " · ",
        deal_label(table),
        " · ",
        _stock(obs.stock_size),
        " · ",
        _("dealer "),
        table.name(table.dealer),
        " · ",
        match_goal(table.settings),
    )
    text.no_wrap, text.overflow = True, "ellipsis"
    return text


def extra_deal(table: TableView, deals: int) -> bool:
    """Whether ``deals`` deals complete the agreed series with the top sides level, so more are played (S7.1)."""
    series = table.settings.deals
    return series is not None and deals >= series and not table.status.finished


def deal_label(table: TableView) -> str:
    """'deal 2', or 'deal 3 (extra)' for a deal after the agreed series (S7.1)."""
    if extra_deal(table, table.deal_number - 1):
        return _("deal {n} (extra)").format(n=table.deal_number)
    return _("deal {n}").format(n=table.deal_number)


def _stock(cards: int) -> str:
    if not cards:
        return _("stock empty")
    return ngettext("stock {n} card", "stock {n} cards", cards).format(n=cards)


def match_goal(settings: MatchSettings) -> str:
    """``"to 5 game points"``, ``"3 deals"``, ``"to 5 game points or 3 deals"`` (S7.1), or ``"with no limit"``
    (an endless match)."""
    return screens.match_goal(settings, _target)


def _target(points: int) -> str:
    return ngettext("to {n} game point", "to {n} game points", points).format(n=points)


def side_lines(table: TableView, obs: Observation, viewer: bool = True) -> Table:
    """One line per side, in its colour: card points and tricks won this deal (S5.1), game points of the match."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(max_width=34)  # the one column that gives way in a narrow window: the scores are never cut
    grid.add_column(justify="right", no_wrap=True)
    grid.add_column(justify="right", no_wrap=True)
    grid.add_column(no_wrap=True)
    for side in range(1, table.side_count + 1):
        points, tricks = obs.points[side - 1], obs.won[side - 1]
        game = table.status.totals[side - 1]
        grid.add_row(
            Text(side_label(table, obs, side, viewer), style=f"bold {side_colour(side)}", no_wrap=True,
                 overflow="ellipsis"),
            ngettext("{n} point", "{n} points", points).format(n=points),
            ngettext("{n} trick", "{n} tricks", tricks).format(n=tricks),
            Text(ngettext("match: {n} game point", "match: {n} game points", game).format(n=game), style="dim"),
        )
    return grid
