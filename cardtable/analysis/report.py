"""The analysis of a record for people (Rich): the biggest mistakes, each with the position as its player saw it,
and a summary per seat. The positions are drawn by the game's own turn screen, given as ``draw``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.padding import Padding
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from cardtable.analysis.judge import Decision
from cardtable.analysis.match import Analysis
from cardtable.i18n import _, format_decimal

__all__ = ["LISTED", "SHOWN", "MoveName", "MoveWords", "analysis_report"]

MoveName = Callable[[Any, Any], str]
"""A move's name for the reader, from the deciding seat's observation and the engine move: the game screens'
``move_typed`` (the move as the player types it in the interface's language)."""

MoveWords = Callable[[Decision, Any], Text]
"""A move of a decision (its played or best engine move) in words, as the game's log would tell it: the game
screens' ``move_words`` (:class:`cardtable.terminal.screens.WordedMoves`) with the table of the decision's deal."""

LISTED = 20
"""How many of the biggest mistakes the report lists."""
SHOWN = 5
"""How many of them it draws, each with its position."""


def _loss(loss: float) -> str:
    return format_decimal(loss, 2)


def _player(names: Sequence[str], seat: int) -> Text:
    return Text(_("{name} (seat {seat})").format(name=names[seat - 1], seat=seat))


def _heading(decision: Decision, names: Sequence[str]) -> Text:
    """Which decision, whose, and its loss: "Deal 3, move 2: Anna (seat 1), loss 2.26", marked when the move was
    chosen after asking for a hint."""
    fields = {
        "deal": decision.deal, "move": decision.move, "player": _player(names, decision.seat).plain,
        "loss": _loss(decision.loss),
    }  # fmt: skip
    if decision.hinted:
        return Text(_("Deal {deal}, move {move}: {player}, loss {loss} (after a hint)").format(**fields))
    return Text(_("Deal {deal}, move {move}: {player}, loss {loss}").format(**fields))


def _typed(decision: Decision, name: MoveName | None) -> tuple[str, str]:
    """The played and best moves of ``decision`` as they are typed: as ``name`` gives them (without it, in
    canonical notation)."""
    if name is None:
        return decision.played, decision.best
    return name(decision.observation, decision.moves[0]), name(decision.observation, decision.moves[1])


def _moves(decision: Decision, name: MoveName | None, words: MoveWords | None, width: int = 0) -> Padding:
    """The played and best moves of ``decision``, a line each under its heading: the move as it is typed
    (:func:`_typed`, in a column at least ``width`` cells wide, so that the words line up from one decision to the
    next) and, where the game gives them, in ``words`` (a long line wraps under the words' column)."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True)
    grid.add_column(no_wrap=True, min_width=width)
    grid.add_column()
    rows = zip((_("Played"), _("Best")), _typed(decision, name), decision.moves, strict=True)
    for label, typed, move in rows:
        grid.add_row(label, Text(typed), "" if words is None else words(decision, move))
    return Padding(grid, (0, 0, 0, 2), expand=False)


@dataclass(frozen=True)
class _Titled:
    """A rule with ``title`` on its left where the title fits the width on one line; else the title, wrapped,
    over a rule: a long name is never cut."""

    title: Text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if self.title.cell_len + 2 <= options.max_width:
            yield Rule(self.title, align="left")
        else:
            yield self.title
            yield Rule()


def analysis_report(
    analysis: Analysis,
    names: Sequence[str],
    draw: Callable[[Decision], RenderableType] | None = None,
    shown: int = SHOWN,
    move_name: MoveName | None = None,
    move_words: MoveWords | None = None,
) -> Group:
    """The report of ``analysis``: what the loss means, the biggest mistakes (up to :data:`LISTED`, each with its
    moves played and best; the first ``shown`` drawn with ``draw(decision)``, the position as its player saw it;
    a move chosen after asking for a hint marked so, and the mark explained), then decisions, mistakes and mean
    loss per seat. ``names``: the seats' player names (seat 1 first); ``move_name``: how moves are typed (the
    game screens' ``move_typed``; None: canonical notation); ``move_words``: the moves in words (None: typed
    only)."""
    parts: list[RenderableType] = [
        Text(
            _(
                "Each decision is judged by the strong computer player's search, {playouts} playouts, from what the "
                "player could see. Loss: how many points the move played is expected to cost against the best move "
                "(0 for the best). A mistake loses {threshold} points or more."
            ).format(playouts=analysis.playouts, threshold=_loss(analysis.threshold))
        )
    ]
    mistakes = analysis.mistakes()
    if any(decision.hinted for decision in mistakes[:LISTED]):
        # The hint searched other random worlds than the analysis: near-equal moves may come out in another order.
        # The record keeps that a hint was asked for, not what it named: the mark says no more than that.
        parts.append(
            Text(
                _(
                    "A move marked \"after a hint\" was chosen after asking for a hint. The hint and this analysis "
                    "each try their own random deals of the cards the player could not see, so moves of nearly equal "
                    "value can change places between them: the move a hint named can be judged a mistake here."
                )
            )
        )
    if not mistakes:
        parts.append(Text(_("No mistakes."), style="bold green"))
    else:
        listed = mistakes[:LISTED]
        width = max(cell_len(typed) for decision in listed for typed in _typed(decision, move_name))
        parts.append(Text(_("Biggest mistakes"), style="bold"))
        for decision in listed:
            parts += [_heading(decision, names), _moves(decision, move_name, move_words, width)]
        for decision in mistakes[: max(0, shown)]:
            parts += [_Titled(_heading(decision, names)), _moves(decision, move_name, move_words, width)]
            if draw is not None:
                parts.append(draw(decision))
    parts.append(_summary_table(analysis, names))
    return Group(*parts)


def _summary_table(analysis: Analysis, names: Sequence[str]) -> Table:
    table = Table(title=_("Per seat"), title_justify="left")
    table.add_column(_("Player"))
    table.add_column(_("Decisions"), justify="right")
    table.add_column(_("Mistakes"), justify="right")
    table.add_column(_("Mean loss"), justify="right")
    for seat in analysis.seats:
        summary = analysis.summary(seat)
        mean = "–" if summary.mean_loss is None else _loss(summary.mean_loss)
        table.add_row(_player(names, seat), str(summary.decisions), str(summary.mistakes), mean)
    return table
