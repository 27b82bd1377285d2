"""What ``leopard replay`` shows: a readable summary of a replayed match (Rich) and its ``--json`` object.

The summary gives, per deal, the dealer, who went out, every square as a 3×3 grid (L2.1) with its scoring lines,
value and score (L7), then the match totals and winner (L8). The JSON object is the one the design documents.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.cards import Card
from cardtable.i18n import _, ngettext
from cardtable.records import ReplayedDeal, ReplayedMatch
from cardtable.cli.replay import match_json, match_result, side_names
from cardtable.seating import local_name
from leopard.rules import GAME, LineScore, Outcome, State, face_down, quick, scoring_lines

if TYPE_CHECKING:  # Rich and the card texts are imported by the summary only: --json never needs them
    from rich.console import RenderableType
    from rich.table import Table
    from rich.text import Text

__all__ = ["deal_json", "replay_json", "replay_summary", "square_grid"]

_CELL_WIDTH = 4  # "[J♠]": a face-down Jack or Queen


def deal_json(deal: ReplayedDeal) -> dict[str, Any]:
    """One deal as ``--json`` prints it: dealer, complete, went_out (seat or null), values and scores (per
    square); an unfinished deal has null in place of the last three."""
    outcome: Outcome | None = deal.outcome
    return quick.deal_json(deal.dealer, outcome)


def replay_json(match: ReplayedMatch) -> dict[str, Any]:
    """The ``leopard replay --json`` object: game, deals, totals (per square), finished, winner (the winning
    square's number, or null while unfinished or shared)."""
    return match_json(match, GAME, deal_json)


def _cell_text(stack: tuple[Card, ...], cell: int, scoring: bool) -> Text:
    """A cell as the summary shows it: its face-up top card; a face-down Jack or Queen in brackets; the rank
    it waits for, dimmed, when empty (L2.2)."""
    from leopard.notation import card_text, empty_cell_text, face_down_card_text

    if not stack:
        return empty_cell_text(cell)
    top = stack[-1]
    if face_down(top):
        return face_down_card_text(top)
    text = card_text(top, bold=False)
    if scoring:
        text.stylize("bold")
    return text


def square_grid(square: tuple[tuple[Card, ...], ...], lines: tuple[LineScore, ...]) -> Table:
    """A square (nine stacks, cell 1 first) as a 3×3 grid; the cards of scoring ``lines`` in bold (L2.1, L7.1)."""
    from rich.table import Table

    scoring = {cell for line in lines for cell in line.cells}
    grid = Table(show_header=False, show_edge=True, show_lines=True, padding=(0, 1), pad_edge=True)
    for _column in range(3):
        grid.add_column(justify="center", width=_CELL_WIDTH)
    for row in range(3):
        grid.add_row(*(_cell_text(square[3 * row + col], 3 * row + col + 1, 3 * row + col + 1 in scoring)
                       for col in range(3)))
    return grid


def _line_text(line: LineScore) -> str:
    cells = "-".join(map(str, line.cells))
    kind = _("one suit") if line.kind == "suit" else _("one colour")
    return _("{cells} {kind}: {points}").format(cells=cells, kind=kind, points=line.points)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def _deal_summary(match: ReplayedMatch, deal: ReplayedDeal, labels: tuple[str, ...]) -> RenderableType:
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    state: State = deal.state
    outcome: Outcome | None = deal.outcome
    names = [local_name(seat.name) for seat in match.record.seats]  # a default name in this language
    dealer = names[deal.dealer - 1]
    heading = Text(_("Deal {number}").format(number=deal.number), style="bold")
    heading.append(" · " + _("dealer {name}").format(name=dealer))
    if outcome is None:
        moves = len(match.record.deals[deal.number - 1].moves)
        heading.append(" · " + _("unfinished after {moves}").format(
            moves=ngettext("{n} move", "{n} moves", moves).format(n=moves)))
        to_move = GAME.to_move(state)
        if to_move is not None:
            heading.append(" · " + _("{name} to move").format(name=names[to_move - 1]))
    elif outcome.went_out is not None:
        heading.append(" · " + _("{name} went out").format(name=names[outcome.went_out - 1]))
    else:
        heading.append(" · " + _("nobody went out"))
    suit_line = state.rules.suit_line
    row = Table.grid(padding=(0, 4))
    cells = []
    for number, square in enumerate(state.squares, start=1):
        lines = outcome.lines[number - 1] if outcome is not None else scoring_lines(square, suit_line)
        value = state.values[number - 1]
        caption = Text(_("value {value}").format(value=value))
        if outcome is not None:
            caption.append(" · " + _("score {score}").format(score=outcome.scores[number - 1]), style="bold")
        parts: list[RenderableType] = [Text(labels[number - 1]), square_grid(square, lines), caption]
        parts.extend(Text(_line_text(line), style="dim") for line in lines)
        cells.append(Group(*parts))
        row.add_column(vertical="top")
    row.add_row(*cells)
    return Group(heading, row, Text())


def replay_summary(match: ReplayedMatch) -> RenderableType:
    """The readable summary of a replayed Leopard match: each deal's squares, values and scores, then the
    totals and the winner (or that the match goes on)."""
    from rich.console import Group
    from rich.text import Text

    names = side_names(match, GAME)
    labels = side_names(match, GAME, levels=True)  # over the squares, computer players with their levels
    parts: list[RenderableType] = [_deal_summary(match, deal, labels) for deal in match.deals]
    if not match.deals:
        parts.append(Text(_("No deal has been played yet.") + "\n"))
    parts.append(match_result(match, names, _points))
    return Group(*parts)
