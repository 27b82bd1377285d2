"""The end of a deal: a burn announced loudly (S6), the last trick around the table, the result per side (S5), why
the deal went to its winner in card points and what that is worth in game points (S5.2-S5.4), and the next dealer
(S7.2)."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from cardtable.i18n import _, ngettext
from cardtable.terminal.screens import DEAL_END_PROMPT_LINES, NOTICE_LINES, Sized, TableView

from semerka.notation import fourth_in_a_row
from semerka.rules import Burned, Observation, Outcome, decided_by_last_trick, next_dealer
from semerka.view.header import extra_deal
from semerka.view.names import side_colour
from semerka.view.table import seats_table

__all__ = ["deal_end_screen"]


def _why_lines(table: TableView, outcome: Outcome, obs: Observation) -> list[str]:
    """Why the deal went to its winner and is worth what it is, in card points and game points (S5.2-S5.4)."""
    winner = outcome.winner
    if winner is None or outcome.reason == "burn":
        return []  # a draw and a burn say why on their own
    side, points = table.side_name(winner), outcome.points[winner - 1]
    if outcome.reason == "all_points":
        return [_("{side} won all 90 card points, though the others took a trick: 2 game points (S5.4).").format(
            side=side)]  # fmt: skip
    if outcome.reason == "all_tricks":
        return [_("The others took no trick: 3 game points (S5.4).")]
    if obs.rules.sides == 2:
        why = _("{side} won {points} of the 90 card points: 50 or more wins the deal (S5.2).")
    elif decided_by_last_trick(outcome):
        why = _("{side} won {points} card points, as many as another player, and the last trick (S5.3).")
    else:
        why = _("{side} won {points} of the 90 card points, the most of all (S5.3).")
    lines = [why.format(side=side, points=points)]
    if obs.rules.stakes == "single":
        lines.append(_("With these rules every deal won is worth 1 game point (S5.4)."))
    else:
        lines.append(_("1 game point a deal; 2 for all 90 points, 3 if the others take no trick (S5.4)."))
    return lines


def deal_end_screen(table: TableView, obs: Observation, outcome: Outcome) -> Sized:
    """The end of a deal: a burn announced loudly (S6), the last trick around the table, each side's points,
    tricks and game points (S5), the stake and why (S5.4), and the next dealer (S7.2). ``table.points`` already
    holds this deal; ``obs`` may be any seat's (no hand is drawn). In a window too short for all of it the last
    trick is left out (the log told it)."""
    return Sized(lambda width, height: deal_end_group(table, obs, outcome, height, width), 0, 0)


def deal_end_group(table: TableView, obs: Observation, outcome: Outcome, height: int = 24, width: int = 80) -> Group:
    """:func:`deal_end_screen` for a window of ``height`` lines and ``width`` columns, of which it leaves
    :data:`~cardtable.terminal.screens.DEAL_END_PROMPT_LINES` for the prompt and
    :data:`~cardtable.terminal.screens.NOTICE_LINES` for a message."""
    parts: list[RenderableType] = []
    if outcome.burned:
        burn = next(event for event in obs.log if isinstance(event, Burned))
        parts.append(
            Panel(
                Text.assemble(
                    (table.name(burn.seat), "bold"),
                    _(" played {fourth}: ").format(fourth=fourth_in_a_row(burn.rank)),
                    _("the deal goes to "),
                    (table.side_name(burn.side), "bold"),
                    ngettext(", {n} game point.", ", {n} game points.", outcome.value).format(n=outcome.value),
                ),
                title=Text(_("THE DEAL BURNS!"), style="bold white on red"),
                title_align="left",
                border_style="bold red",
            )
        )
    parts.append(Text(_("Deal {n} is over.").format(n=table.deal_number), style="bold"))
    seats_at = len(parts)
    result = Table(box=box.SIMPLE_HEAD, expand=False, pad_edge=False, show_edge=False)
    result.add_column(_("Side"))
    result.add_column(_("Points"), justify="right")
    result.add_column(_("Tricks"), justify="right")
    result.add_column(_("Game points"), justify="right")
    result.add_column(_("Match"), justify="right")
    for side in range(1, len(outcome.points) + 1):
        won = side == outcome.winner
        result.add_row(
            Text(table.side_name(side), style=f"bold {side_colour(side)}"),
            str(outcome.points[side - 1]),
            str(outcome.tricks[side - 1]),
            Text(str(outcome.value if won else 0), style="bold green" if won else ""),
            str(table.status.totals[side - 1]),
        )
    parts.append(result)
    if outcome.winner is None:
        parts.append(Text(_("Nobody wins the deal: equal top points, and none of them took the last trick.")))
    else:
        parts.append(
            Text.assemble(
                _("The deal goes to "),
                (table.side_name(outcome.winner), "bold"),
                ngettext(": {n} game point.", ": {n} game points.", outcome.value).format(n=outcome.value),
            )
        )
        parts += [Text(line, style="dim") for line in _why_lines(table, outcome, obs)]
    if not table.status.finished:
        if extra_deal(table, len(table.points)):
            parts.append(Text(
                ngettext("Level after {n} deal: one more deal decides.", "Level after {n} deals: one more deal decides.",
                         len(table.points)).format(n=len(table.points)),
                style="bold yellow",
            ))  # fmt: skip
        dealer = next_dealer(obs.rules, table.dealer, outcome)
        parts.append(Text(_("Next dealer: {name}.").format(name=table.name(dealer))))
    else:
        parts.append(Text(_("The match is over."), style="bold"))
    seats_lines = 6 if obs.rules.players == 3 else 9
    # the burn's panel is 3 lines, the result's table 2 more than its rows, and a line spare for one wrapped
    lines = len(parts) + (2 if outcome.burned else 0) + 2 + len(outcome.points) - 1 + 1
    lines += DEAL_END_PROMPT_LINES + NOTICE_LINES
    lines += sum((part.cell_len - 1) // max(width, 1) for part in parts if isinstance(part, Text))  # wrapped
    if lines + seats_lines <= height:
        parts.insert(seats_at, seats_table(table, obs, viewer=False))
    return Group(*parts)

