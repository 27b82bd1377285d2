"""The end of a deal: a burn announced loudly (S6), the last trick around the table, the result per side (S5), the
stake and why (S5.4), and the next dealer (S7.2)."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from cardtable.i18n import _, ngettext
from cardtable.terminal.screens import Sized, TableView

from semerka.notation import rank_name
from semerka.rules import Burned, Observation, Outcome, decided_by_last_trick, next_dealer
from semerka.view.header import extra_deal
from semerka.view.names import side_colour
from semerka.view.table import seats_table

__all__ = ["deal_end_screen"]


def _stake_words(outcome: Outcome, obs: Observation) -> str:
    """Why the deal is worth what it is (S5.4, S6.2)."""
    if outcome.reason == "burn":
        return _("the deal burned")
    if outcome.reason == "all_tricks":
        return _("the losers took no trick")
    if outcome.reason == "all_points":
        return _("all 90 points, though the losers took a trick")
    if obs.rules.stakes == "single":
        return _("every win is worth 1")
    if obs.rules.sides == 2:
        return _("50 points or more")
    return _("equal top points, and the last trick") if decided_by_last_trick(outcome) else _("the most points")


def deal_end_screen(table: TableView, obs: Observation, outcome: Outcome) -> Sized:
    """The end of a deal: a burn announced loudly (S6), the last trick around the table, each side's points,
    tricks and game points (S5), the stake and why (S5.4), and the next dealer (S7.2). ``table.points`` already
    holds this deal; ``obs`` may be any seat's (no hand is drawn). In a window too short for all of it the last
    trick is left out (the log told it)."""
    return Sized(lambda width, height: deal_end_group(table, obs, outcome, height), 0, 0)


def deal_end_group(table: TableView, obs: Observation, outcome: Outcome, height: int = 24) -> Group:
    """:func:`deal_end_screen` for a window of ``height`` lines (one of them kept for the prompt)."""
    parts: list[RenderableType] = []
    if outcome.burned:
        burn = next(event for event in obs.log if isinstance(event, Burned))
        parts.append(
            Panel(
                Text.assemble(
                    (table.name(burn.seat), "bold"),
                    _(" played the fourth {rank} in a row: ").format(rank=rank_name(burn.rank)),
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
                ngettext(": {n} game point ({why}).", ": {n} game points ({why}).", outcome.value).format(
                    n=outcome.value, why=_stake_words(outcome, obs)
                ),
            )
        )
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
    # the burn's panel is 3 lines, the result's table 2 more than its rows, the prompt 1 and a wrapped line 1
    lines = len(parts) + (2 if outcome.burned else 0) + 2 + len(outcome.points) - 1 + 2
    if lines + seats_lines <= height:
        parts.insert(seats_at, seats_table(table, obs, viewer=False))
    return Group(*parts)

