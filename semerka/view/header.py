"""The head of Semerka's screens: the match line and one line per side with its points and tricks (S5.1, S7.1)."""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.table import Table
from rich.text import Text

from cardtable.i18n import _, ngettext
from cardtable.match import MatchSettings
from cardtable.terminal import screens
from cardtable.terminal.screens import TableView

from semerka.rules import Observation
from semerka.view.names import side_colour, side_label

__all__ = ["deal_label", "extra_deal", "header", "header_text", "match_goal", "side_lines"]


def header(table: TableView, obs: Observation) -> _Header:
    """'Semerka · deal 2 · stock 12 cards · dealer Boris · to 5 game points' on one line; in a narrow window
    without the game's name, then without the dealer (a long name, or the frame of a hand-off), and cut short
    with … only when that is not enough."""
    return _Header(
        header_text(table, obs, True), header_text(table, obs, False), header_text(table, obs, False, dealer=False)
    )


class _Header:
    """:func:`header` for the width it is drawn in: the first of its texts that fits, else the last cut short."""

    def __init__(self, *texts: Text) -> None:
        self.texts = texts

    @property
    def whole(self) -> Text:
        return self.texts[0]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield next((text for text in self.texts if text.cell_len <= options.max_width), self.texts[-1])

    def __str__(self) -> str:
        return self.whole.plain


def header_text(table: TableView, obs: Observation, named: bool = True, *, dealer: bool = True) -> Text:
    """:func:`header` as one line of text, with the game's name (``named``) or without, with the dealer or
    without."""
    name: list[tuple[str, str] | str] = [(_("Semerka"), "bold"), " · "] if named else []
    dealt: list[str] = [_("dealer "), table.name(table.dealer), " · "] if dealer else []
    text = Text.assemble(
        *name,
        deal_label(table),
        " · ",
        _stock(obs.stock_size),
        " · ",
        *dealt,
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
    """``"to 5 game points"``, ``"3 deals"``, ``"to 5 game points or 3 deals"`` (S7.1), ``"one-deal match"``
    (rather than ``"1 deal"``, which reads as the deal's number), or ``"with no limit"`` (an endless match)."""
    if settings.single_deal:
        return _("one-deal match")
    return screens.match_goal(settings, _target)


def _target(points: int) -> str:
    return ngettext("to {n} game point", "to {n} game points", points).format(n=points)


def side_lines(table: TableView, obs: Observation, viewer: bool = True) -> _SideLines:
    """One line per side, in its colour: card points and tricks won this deal (S5.1), game points of the match.
    In a narrow window the columns close up, and then the match's points lose their words, before a side's
    name is cut."""
    return _SideLines(table, obs, viewer)


class _SideLines:
    """:func:`side_lines` laid out for the width it is drawn in."""

    def __init__(self, table: TableView, obs: Observation, viewer: bool) -> None:
        self.table, self.obs, self.viewer = table, obs, viewer

    def rows(self, short: bool, room: int | None = None) -> list[tuple[str, str, str, str]]:
        """Each side's name (cut to ``room`` cells when given), card points, tricks and game points."""
        table, obs = self.table, self.obs
        rows = []
        for side in range(1, table.side_count + 1):
            points, tricks = obs.points[side - 1], obs.won[side - 1]
            game = table.status.totals[side - 1]
            match = (_("match: {n}") if short else
                     ngettext("match: {n} game point", "match: {n} game points", game)).format(n=game)  # fmt: skip
            rows.append((
                side_label(table, obs, side, self.viewer, room),
                ngettext("{n} point", "{n} points", points).format(n=points),
                ngettext("{n} trick", "{n} tricks", tricks).format(n=tricks),
                match,
            ))  # fmt: skip
        return rows

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        def width(rows: list[tuple[str, str, str, str]], gap: int) -> int:
            return sum(max(cell_len(row[column]) for row in rows) for column in range(4)) + 3 * gap

        # the first layout that fits: the columns closer, then the match's points without words, then both
        layouts = [(False, 2), (False, 1), (True, 2), (True, 1)]
        for short, gap in layouts:
            rows = self.rows(short)
            if width(rows, gap) <= options.max_width:
                break
        else:  # the names give way, the longest first, so no partner is cut to nothing beside a long name
            names = max(cell_len(row[0]) for row in rows)
            rows = self.rows(short, names - (width(rows, gap) - options.max_width))
        grid = Table.grid(padding=(0, gap))
        grid.add_column()  # the one column that gives way in a narrow window: the scores are never cut
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(no_wrap=True)
        for side, (name, points, tricks, match) in enumerate(rows, start=1):
            grid.add_row(Text(name, style=f"bold {side_colour(side)}", no_wrap=True, overflow="ellipsis"),
                         points, tricks, Text(match, style="dim"))  # fmt: skip
        yield grid
