"""The analysis of a record for people (Rich): the biggest mistakes, each with the position as its player saw it,
and a summary per seat. The positions are drawn by the game's own turn screen, given as ``draw``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from cardtable.analysis.judge import Decision
from cardtable.analysis.match import Analysis
from cardtable.i18n import _, format_decimal

__all__ = ["LISTED", "SHOWN", "analysis_report"]

MoveName = Callable[[Any, Any], str]
"""A move's name for the reader, from the deciding seat's observation and the engine move: the game screens'
``move_typed`` (the move as the player types it in the interface's language)."""

LISTED = 20
"""How many of the biggest mistakes the report lists."""
SHOWN = 5
"""How many of them it draws, each with its position."""


def _loss(loss: float) -> str:
    return format_decimal(loss, 2)


def _player(names: Sequence[str], seat: int) -> Text:
    return Text(_("{name} (seat {seat})").format(name=names[seat - 1], seat=seat))


def _moves(decision: Decision, name: MoveName | None) -> tuple[str, str]:
    """The played and best moves of ``decision`` as ``name`` gives them (without it, in canonical notation); the
    played one marked when it was chosen after asking for a hint."""
    if name is None:
        played, best = decision.played, decision.best
    else:
        moves = decision.moves
        played, best = name(decision.observation, moves[0]), name(decision.observation, moves[1])
    if decision.hinted:
        played = _("{move} (after a hint)").format(move=played)
    return played, best


def analysis_report(
    analysis: Analysis,
    names: Sequence[str],
    draw: Callable[[Decision], RenderableType] | None = None,
    shown: int = SHOWN,
    move_name: MoveName | None = None,
) -> Group:
    """The report of ``analysis``: what the loss means, the biggest mistakes (up to :data:`LISTED`; the first
    ``shown`` drawn with ``draw(decision)``, the position as its player saw it; a move chosen after asking for a
    hint marked so, and the mark explained), then decisions, mistakes and mean loss per seat. ``names``: the
    seats' player names (seat 1 first); ``move_name``: how moves are named (the game screens' ``move_typed``;
    None: canonical notation)."""
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
        parts.append(_mistakes_table(mistakes[:LISTED], names, move_name))
        for decision in mistakes[: max(0, shown)]:
            played, best = _moves(decision, move_name)
            title = _("Deal {deal}, move {move}: {name} played {played}, best was {best} (loss {loss})").format(
                deal=decision.deal, move=decision.move, name=names[decision.seat - 1], played=played, best=best,
                loss=_loss(decision.loss),
            )  # fmt: skip
            parts.append(Rule(Text(title), align="left"))
            if draw is not None:
                parts.append(draw(decision))
    parts.append(_summary_table(analysis, names))
    return Group(*parts)


def _mistakes_table(mistakes: Sequence[Decision], names: Sequence[str], move_name: MoveName | None) -> Table:
    table = Table(title=_("Biggest mistakes"), title_justify="left")
    table.add_column(_("Deal"), justify="right")
    table.add_column(_("Move"), justify="right")
    table.add_column(_("Player"))
    table.add_column(_("Played"))
    table.add_column(_("Best"))
    table.add_column(_("Loss"), justify="right")
    for decision in mistakes:
        played, best = _moves(decision, move_name)
        table.add_row(
            str(decision.deal), str(decision.move), _player(names, decision.seat), Text(played), Text(best),
            _loss(decision.loss),
        )  # fmt: skip
    return table


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
