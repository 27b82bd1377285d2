"""The players' records drawn for people (a Rich table, then a chart of the score per match, oldest first) and
given to programs (``stats --json``)."""

from __future__ import annotations

import io
from typing import Any

from rich import box
from rich.cells import cell_len
from rich.console import Console, Group, RenderableType
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from cardtable import display
from cardtable.i18n import _, format_decimal, game_title, ngettext, pgettext
from cardtable.safetext import shown_path
from cardtable.seating import level_text
from cardtable.stats.gather import Stats
from cardtable.stats.tally import MatchLine, PlayerStats

__all__ = ["BARS", "ASCII_BARS", "player_label", "score_chart", "stats_json", "stats_table", "stats_view"]

BARS = "▁▂▃▄▅▆▇█"
"""The chart's bars, lowest first: one character per match, its height the score of the match."""

ASCII_BARS = "_.-:=+*#"
"""The same for terminals that show only ASCII (the ``ascii`` display setting)."""

_RESULT_STYLE = {"won": "bold green", "shared": "green", "lost": "", "unfinished": "dim"}


def player_label(stats: PlayerStats, stacked: bool = False) -> Text:
    """The player as the table names them: the name (bold for a person), and for a bot its level after a dot, in
    the interface's language (:func:`~cardtable.seating.level_text`), dim (``"Player 2 · strong"``, in Russian
    ``"Player 2 · сильный"``; ``"Player 2 - strong"`` with the ``ascii`` display setting), or under the name
    (``stacked``). Short, so that a row fits an 80-column terminal. A bot whose name says its level already
    (``simulate --record`` names them ``greedy 2``, ``strong:2000 1``) is not told it twice."""
    if stats.bot is None:
        return Text(stats.name, style="bold")
    if _says_level(stats.name, stats.bot):
        return Text(stats.name)
    dot = "- " if display.current().ascii else "· "
    return Text.assemble(stats.name, ("\n" if stacked else " ", ""), (dot + level_text(stats.bot), "dim"))


def _says_level(name: str, level: str) -> bool:
    """Whether ``name`` is ``level``, or ``level`` then a space and more (``greedy 2`` for ``greedy``)."""
    name, level = name.casefold(), level.casefold()
    return name == level or name.startswith(level + " ")


def stats_table(stats: Stats, width: int | None = None) -> Table:
    """One row per player: matches, wins, completed deals, mean game points per deal, the bot levels faced
    (matches per level, one level a line), hints and undos. Fits 80 columns with the examples' names. When the
    table is wider than ``width`` columns, it closes up: headers take two lines, hints and undos share a column
    (``0/1``) and the columns stand one space apart (60 columns then hold the usual names and levels, ``Player 12
    · random``, in either language); when that is still too wide, the level of a bot whose row would not fit goes
    under its name."""
    table = _stats_table(stats, narrow=False)
    if width is None or _measured(table) <= width:
        return table
    table = _stats_table(stats, narrow=True)
    over = _measured(table) - width
    if over <= 0:
        return table
    # Only the Player column wraps: the others keep their width, so it gets what they leave.
    widest = max(_widest(_("Player")), *(player_label(player).cell_len for player in stats.players))
    return _stats_table(stats, narrow=True, room=widest - over)


def _measured(table: Table) -> int:
    return Measurement.get(_MEASURING, _MEASURING.options, table).maximum


_MEASURING = Console(width=1000, file=io.StringIO())  # only measures: never prints


def _stats_table(stats: Stats, narrow: bool, room: int | None = None) -> Table:
    """The table, wide or ``narrow``; ``room``: the Player column's width, a bot's level going under the name of
    a label wider than it (None: no label is stacked)."""
    title = ngettext("Players over {n} saved match", "Players over {n} saved matches", stats.matches)
    table = Table(
        title=title.format(n=stats.matches), title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False,
        collapse_padding=True, padding=(0, 0) if narrow else (0, 1),
    )
    table.add_column(_("Player"))
    won = pgettext("a narrow table's header", "Won") if narrow else _("Won")
    per_deal = _("Points/\ndeal") if narrow else _("Points/deal")
    for header in (_("Matches"), won, _("Deals"), per_deal):
        table.add_column(header, justify="right", no_wrap=True, min_width=_widest(header))
    table.add_column(_("Against"), no_wrap=True)  # the bot levels faced: "greedy 2, strong 1", one a line
    for header in (_("Hints/\nundos"),) if narrow else (_("Hints"), _("Undos")):
        table.add_column(header, justify="right", no_wrap=True, min_width=_widest(header))
    none = "-" if display.current().ascii else "–"
    for player in stats.players:
        wins = str(player.wins)
        if player.shared_wins:
            wins = _("{wins} + {shared} shared").format(wins=player.wins, shared=player.shared_wins)
        mean = player.mean_score
        against = "\n".join(f"{level_text(level)} {count}" for level, count in sorted(player.against.items()))
        used = [f"{player.hints}/{player.undos}"] if narrow else [str(player.hints), str(player.undos)]
        label = player_label(player)
        table.add_row(
            player_label(player, stacked=True) if room is not None and label.cell_len > room else label,
            str(player.matches),
            wins,
            str(player.deals),
            none if mean is None else format_decimal(mean, 2),
            Text(against or none),
            *used,
        )
    return table


def _widest(header: str) -> int:
    """The width of a header's longest line."""
    return max(cell_len(line) for line in header.splitlines())


def score_chart(stats: Stats, width: int) -> Group:
    """Each player's score per match (its side's points at the match's end) as a row of bars, oldest match first, on one scale for all rows (the
    lowest bar is 0 points or the lowest score, the highest the best score shown). Won matches are green,
    unfinished ones dim. A row keeps the latest matches that fit in ``width`` columns."""
    bars = ASCII_BARS if display.current().ascii else BARS
    labels = [player_label(player) for player in stats.players]
    label_width = min(max((label.cell_len for label in labels), default=0), 24)
    room = max(width - label_width - 2, 10)
    shown = [player.history[-room:] for player in stats.players]
    scores = [line.points for lines in shown for line in lines]
    low, high = min([0, *scores]), max([0, *scores])
    longest = max((len(player.history) for player in stats.players), default=0)
    # The side's score at the end of each match: game points in Semerka, the match's points in Leopard.
    if longest > room:
        title = _("Score in each match, the latest {n}, oldest first").format(n=room)
    else:
        title = _("Score in each match, oldest first")
    rows: list[RenderableType] = [Text(title, style="bold")]
    for label, lines in zip(labels, shown):
        row = label.copy()
        row.truncate(label_width, pad=True)
        row.append("  ")
        for line in lines:
            row.append(_bar(line, low, high, bars), style=_RESULT_STYLE[line.result])
        rows.append(row)
    scale = ngettext(
        "From {low} to {high} point; green: won, dim: not finished.",
        "From {low} to {high} points; green: won, dim: not finished.",
        high,
    )  # the noun agrees with the last number: от 0 до 1 очка, до 5 очков
    rows.append(Text(scale.format(low=low, high=high), style="dim"))
    return Group(*rows)


def _bar(line: MatchLine, low: int, high: int, bars: str) -> str:
    if high == low:
        return bars[0]
    return bars[round((line.points - low) * (len(bars) - 1) / (high - low))]


def stats_view(stats: Stats, width: int) -> RenderableType:
    """The table and the chart, for a console ``width`` columns wide; one line when no match was found."""
    if not stats.players:
        folders = ", ".join(shown_path(folder) for folder in stats.folders)
        if stats.matches:
            line = ngettext("No such player in the {n} saved match.", "No such player in the {n} saved matches.", stats.matches)
            return Text(line.format(n=stats.matches))
        return Text(_("No saved {game} matches in {folders}.").format(game=game_title(stats.game), folders=folders))
    return Group(stats_table(stats, width), Text(""), score_chart(stats, width))


def stats_json(stats: Stats) -> dict[str, Any]:
    """The object ``stats --json`` prints (JSON values only; keys in docs/playing.md): ``game``, ``matches``
    (records counted), ``skipped`` (files that could not be read), ``players``: for each, ``name``, ``bot`` (level
    or null), ``matches``, ``wins``, ``shared_wins``, ``deals``, ``points``, ``mean_score`` (points per deal,
    rounded to 3 decimals; null before any deal), ``against`` (level → matches), ``hints``, ``undos`` and
    ``history`` (per match, oldest first: ``file``, ``points``, ``deals``, ``result``)."""
    return {
        "game": stats.game,
        "matches": stats.matches,
        "skipped": len(stats.skipped),
        "players": [
            {
                "name": player.name,
                "bot": player.bot,
                "matches": player.matches,
                "wins": player.wins,
                "shared_wins": player.shared_wins,
                "deals": player.deals,
                "points": player.points,
                "mean_score": None if player.mean_score is None else round(player.mean_score, 3),
                "against": dict(sorted(player.against.items())),
                "hints": player.hints,
                "undos": player.undos,
                "history": [
                    {"file": line.source, "points": line.points, "deals": line.deals, "result": line.result}
                    for line in player.history
                ],
            }
            for player in stats.players
        ],
    }
