"""What ``semerka replay`` shows: a readable summary of a replayed match (Rich) and its ``--json`` object.

The summary is a table with one row per deal: the dealer, each side's card points and tricks (S5.1), the winner
(S5.2, S5.3), the stake in game points and why (S5.4, S6.2), whether the deal burned (S6); then the match totals
and winner (S7.1). The JSON object is the one the design documents.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.i18n import _, ngettext
from cardtable.records import ReplayedDeal, ReplayedMatch
from cardtable.cli.replay import match_json, match_result, side_names
from semerka import core
from semerka.rules import GAME, Outcome

if TYPE_CHECKING:  # Rich is imported by the summary only: --json never needs it
    from rich.console import RenderableType

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


def replay_summary(match: ReplayedMatch) -> RenderableType:
    """The readable summary of a replayed Semerka match: a row per deal (dealer, points and tricks per side,
    winner, stake, burned), then the totals and the winner (or that the match goes on)."""
    from rich import box
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    names = side_names(match, GAME)
    seats = match.record.seats
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, padding=(0, 1), collapse_padding=True, show_edge=False)
    table.add_column(_("Deal"), justify="right")
    table.add_column(_("Dealer"))
    for label in side_names(match, GAME, levels=True):  # computer players with their levels
        table.add_column(Text(label + "\n") + Text(_("pts / tricks"), style="dim"), justify="center")
    table.add_column(_("Winner"), no_wrap=True)
    table.add_column(_("Stake"), no_wrap=True)
    table.add_column(_("Burned"))
    for deal in match.deals:
        outcome: Outcome | None = deal.outcome
        cells: list[RenderableType] = [str(deal.number), Text(seats[deal.dealer - 1].name)]
        cells.extend(_side_cell(outcome, side) for side in range(1, len(names) + 1))
        if outcome is None:
            cells.extend([_("unfinished"), "—", "—"])
        else:
            winner = Text(names[outcome.winner - 1]) if outcome.winner is not None else Text(_("nobody"))
            cells.extend([winner, _stake(outcome), _("yes") if outcome.burned else _("no")])
        table.add_row(*cells)
    parts: list[RenderableType] = [table, Text()] if match.deals else [Text(_("No deal has been played yet.") + "\n")]
    parts.append(match_result(match, names, _game_points))
    return Group(*parts)
