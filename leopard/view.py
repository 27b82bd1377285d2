"""Leopard's screens as Rich renderables: squares, the table, the turn screen, the hand-off and the end of a deal.

Every function here draws from an :class:`~leopard.rules.Observation` (what one seat may see) and the table's
public :class:`~cardtable.terminal.TableView`, never from a game state. Only :func:`hand_panel` draws a hand, and
only the observing seat's. Sized for an 80×24 terminal: a square is 20 columns by 7 lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from cardtable.cards import Card
from cardtable.i18n import _, ngettext, pgettext
from cardtable.terminal.screens import TableView, match_goal

from leopard.notation import a_rank, card_text, empty_cell_text, face_down_text, numbered_card
from leopard.rules import (
    LINES,
    Answer,
    Discard,
    Event,
    GoOut,
    Observation,
    Outcome,
    Place,
    asker_partner,
    face_down,
    may_go_out,
    score_for_going_out,
    scoring_lines,
)

__all__ = [
    "deal_end_screen",
    "event_text",
    "events_since_last_turn",
    "hand_panel",
    "public_table",
    "sorted_hand",
    "square_panel",
    "turn_screen",
]

def _cell_text(stack: Sequence[Card], cell: int) -> Text:
    """One cell: its face-up top card; a face-down Jack or Queen as ``J↓`` / ``Q↓``; else, dimmed, the rank the
    empty cell waits for (L2.2, L5.1)."""
    if not stack:
        return empty_cell_text(cell)
    top = stack[-1]
    return face_down_text(top) if face_down(top) else card_text(top)


def _points(points: int) -> Text:
    return Text(str(points), style="bold green") if points else Text("·", style="dim")


def square_grid(square: Sequence[Sequence[Card]], suit_line: int, mark: bool = False) -> Table:
    """The nine cells in three rows (L2.1) with each line's points beside it: rows on the right, columns below,
    the diagonal 3-5-7 top right (↙) and 1-5-9 bottom right (↘) (L2.3, L7.1). ``mark``: underline the cells of
    the lines that score."""
    scored = {line.cells: line.points for line in scoring_lines(square, suit_line)}
    line_points = [scored.get(line, 0) for line in LINES]
    marked = {cell for cells in scored for cell in cells} if mark else set()
    grid = Table.grid(padding=(0, 1))
    for _column in range(3):
        grid.add_column(justify="center", width=3)
    grid.add_column(justify="right", width=3)
    grid.add_row("", "", "", Text.assemble(("↙", "dim"), _points(line_points[7])))
    for row in range(3):
        cells = [_cell_text(square[row * 3 + column], row * 3 + column + 1) for column in range(3)]
        for column, cell in enumerate(cells):
            if row * 3 + column + 1 in marked:
                cell.stylize("underline")
        grid.add_row(*cells, _points(line_points[row]))
    grid.add_row(*(_points(line_points[3 + column]) for column in range(3)), Text.assemble(("↘", "dim"), _points(line_points[6])))
    return grid


def square_owner(table: TableView, obs: Observation, square: int, viewer: bool = True) -> str:
    """Whose ``square`` is, as the observing seat reads it (``viewer``): ``"you"``, ``"Boris"`` or
    ``"Boris & Dana"``; by names only when ``viewer`` is False (a screen anybody may be looking at)."""
    if viewer and square == obs.square:
        partners = [
            table.name(seat)
            for seat in range(1, len(table.names) + 1)
            if table.sides[seat - 1] == square and seat != obs.seat
        ]
        return _("you & {partner}").format(partner=partners[0]) if partners else _("you")
    return table.side_name(square)


TITLE_ROOM = 18  # cells for a square panel's title or footer between "─ " and " ─"


def shorten_names(names: str, room: int) -> str:
    """``names`` ("Anna & Clara") cut to ``room`` cells by shortening the longest name first, each cut name ending
    in "…", so that every partner stays recognisable."""
    parts = names.split(" & ")
    while len(" & ".join(parts)) > room:
        longest = max(range(len(parts)), key=lambda index: len(parts[index].rstrip("…")))
        kept = parts[longest].rstrip("…")
        if len(kept) <= 1:
            return names[: room - 1] + "…"
        parts[longest] = kept[:-1] + "…"
    return " & ".join(parts)


def square_panel(
    table: TableView, obs: Observation, square: int, *, highlight: bool = False, viewer: bool = True
) -> Panel:
    """Square ``square`` (1-based) with its owner, number and value (points, L7.1)."""
    value = obs.values[square - 1]
    owner = square_owner(table, obs, square, viewer)
    title = Text.assemble((f"{square} ", "dim"), (shorten_names(owner, TITLE_ROOM - 2), "bold"))
    value_text = _("value {n}").format(n=value)
    total_text = _(" · total {n}").format(n=table.status.totals[square - 1])
    if len(value_text) + len(total_text) > TITLE_ROOM:  # two-digit numbers: keep a space before the corner
        total_text = total_text.replace(" · ", "·")
    subtitle = Text.assemble((value_text, "bold green" if value else "dim"), (total_text, "dim"))
    mine = viewer and square == obs.square
    return Panel(
        square_grid(obs.squares[square - 1], obs.rules.suit_line, mark=highlight),
        padding=(0, 2, 0, 3),
        title=title,
        subtitle=subtitle,
        width=24,
        border_style="green" if highlight else ("cyan" if mine else "white"),
    )


def squares_row(
    table: TableView, obs: Observation, *, highlight: Sequence[int] = (), viewer: bool = True
) -> Table:
    """Every square side by side: the observing seat's first (``viewer``), else in square order."""
    first = obs.square if viewer else 1
    order = [first] + [s for s in range(1, len(obs.squares) + 1) if s != first]
    row = Table.grid(padding=(0, 1))
    for _square in order:
        row.add_column()
    row.add_row(
        *(square_panel(table, obs, square, highlight=square in highlight, viewer=viewer) for square in order)
    )
    return row


@dataclass(frozen=True)
class KeptTogether:
    """Pieces of text on one line, broken only between pieces when the line is too wide for the screen (so that
    a player's name stays with their hand size)."""

    pieces: tuple[Text, ...]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        line, width = Text(), 0
        for piece in self.pieces:
            if width and width + piece.cell_len > options.max_width:
                line.rstrip()
                line.append("\n")
                width = 0
            line.append_text(piece)
            width += piece.cell_len
        yield line

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(max(piece.cell_len for piece in self.pieces), sum(piece.cell_len for piece in self.pieces))


def table_line(table: TableView, obs: Observation, viewer: bool = True) -> KeptTogether:
    """The stock, the discard pile's top card and size, and the other players' hand sizes."""
    stock = ngettext("Stock: {n} card", "Stock: {n} cards", obs.stock_size).format(n=obs.stock_size)
    pieces = [Text(stock + " · ")]
    if obs.discards:
        pieces.append(Text.assemble(_("Discards: "), card_text(obs.discards[-1]), f" ({len(obs.discards)}) · "))
    else:
        pieces.append(Text(_("Discards: ") + _("none") + " · "))
    others = [seat for seat in range(1, len(table.names) + 1) if seat != obs.seat or not viewer]
    for index, seat in enumerate(others):
        piece = Text(f"{table.name(seat)} {obs.hand_sizes[seat - 1]}")
        if index < len(others) - 1:
            piece.append(", ")
        pieces.append(Text.assemble(_("Hands: "), piece) if index == 0 else piece)
    return KeptTogether(tuple(pieces))


def header(table: TableView) -> Text:
    """'Leopard · deal 2 · dealer Boris · match to 33 points' (the totals are under the squares)."""
    return Text.assemble(
        (_("Leopard"), "bold"),
        "  ·  ",
        _("deal {n}").format(n=table.deal_number),
        "  ·  ",
        _("dealer "),
        table.name(table.dealer),
        "  ·  ",
        _("match {goal}").format(goal=match_goal(table.settings)),
    )


def public_table(table: TableView, obs: Observation, viewer: bool = True) -> Group:
    """Everything every player may see: the match, the squares, the stock and the discard pile, and a pending
    ask to go out (L6.1). No hand. ``viewer``: drawn for the observing seat ("you"); else for anybody (names
    only)."""
    parts: list[RenderableType] = [header(table), squares_row(table, obs, viewer=viewer), table_line(table, obs, viewer)]
    if obs.asker is not None and not (viewer and obs.to_move == obs.seat):  # the partner's own screen asks below
        partner = obs.to_move
        assert partner is not None
        parts.append(
            Text(
                _("{asker} asks to go out; {partner} answers.").format(
                    asker=table.name(obs.asker), partner=table.name(partner)
                ),
                style="bold yellow",
            )
        )
    return Group(*parts)


# -- the log --------------------------------------------------------------------------------------------------


def _square_name(table: TableView, obs: Observation, square: int, mover: int) -> str:
    if square == obs.square:
        return _("your square") if mover != obs.seat else _("your own square")
    if square == table.sides[mover - 1]:
        return _("their own square")
    return _("{owner}'s square").format(owner=table.side_name(square))


def event_text(table: TableView, obs: Observation, event: Event) -> Text:
    """One public event as a sentence: 'Boris covered 5♥ on your square with a Jack (J♣)'."""
    who = _("You") if event.seat == obs.seat else table.name(event.seat)
    move = event.move
    if isinstance(move, GoOut):
        if obs.rules.partnerships:  # L6.1: going out is asked of the partner first
            return Text.assemble((who, "bold"), _(" asked to go out."))
        return Text.assemble((who, "bold"), _(" went out."))
    if isinstance(move, Answer):
        if move.agree:
            return Text.assemble((who, "bold"), _(" agreed to go out."))
        return Text.assemble((who, "bold"), _(" said no to going out."))
    if isinstance(move, Discard):
        return Text.assemble((who, "bold"), _(" discarded "), card_text(move.card), ".")
    assert isinstance(move, Place)
    where = _square_name(table, obs, move.square, event.seat)
    card = move.card
    covered = event.covered
    if face_down(card):
        kind = a_rank(card.rank)
        if covered is not None and not face_down(covered):
            return Text.assemble(
                (who, "bold"), _(" covered "), card_text(covered), _(" on {where} with {kind} (").format(where=where, kind=kind),
                card_text(card), ")."
            )
        return Text.assemble(
            (who, "bold"), _(" put {kind} (").format(kind=kind), card_text(card),
            _(") face down on cell {cell} of {where}.").format(cell=move.cell, where=where),
        )
    if covered is not None and face_down(covered):
        return Text.assemble(
            (who, "bold"), _(" put "), card_text(card),
            _(" on cell {cell} of {where}, over a face-down ").format(cell=move.cell, where=where),
            card_text(covered), ".",
        )  # fmt: skip
    if covered is not None:
        return Text.assemble(
            (who, "bold"), _(" covered "), card_text(covered), _(" on {where} with ").format(where=where),
            card_text(card), ".",
        )  # fmt: skip
    return Text.assemble(
        (who, "bold"), _(" put "), card_text(card), _(" on cell {cell} of {where}.").format(cell=move.cell, where=where)
    )


def events_since_last_turn(obs: Observation) -> tuple[Event, ...]:
    """The events of the deal after the observing seat's last move (all of them before its first)."""
    log = obs.log
    for index in range(len(log) - 1, -1, -1):
        if log[index].seat == obs.seat:
            return log[index + 1 :]
    return log


def log_panel(table: TableView, obs: Observation, lines: int) -> Group:
    events = events_since_last_turn(obs)
    if not events:
        return Group(Text(_("Nothing has happened since your last turn.") if obs.log else _("The deal begins."), style="dim"))
    shown = events[-lines:]
    texts: list[RenderableType] = [Text(_("Since your last turn:"), style="dim")]
    if len(events) > len(shown):
        texts.append(Text(_("… {n} earlier").format(n=len(events) - len(shown)), style="dim"))
    texts += [Padding(event_text(table, obs, event), (0, 0, 0, 2)) for event in shown]
    return Group(*texts)


# -- the hand --------------------------------------------------------------------------------------------------


def sorted_hand(obs: Observation) -> tuple[tuple[Card, bool], ...]:
    """The observing seat's hand sorted by rank then suit, each card with whether it is the one just drawn
    (only one copy is marked when the hand holds the same card twice). Hand numbers are positions here + 1."""
    cards = sorted(obs.hand, key=lambda card: (card.rank, card.suit))
    marked = False
    result = []
    for card in cards:
        new = not marked and card == obs.drawn
        marked = marked or new
        result.append((card, new))
    return tuple(result)


def hand_panel(obs: Observation, name: str = "") -> Panel:
    """The observing seat's own hand, numbered, the drawn card marked 'new'."""
    parts: list[Text | str] = []
    for number, (card, new) in enumerate(sorted_hand(obs), start=1):
        if number > 1:
            parts.append("  ")
        parts.append(numbered_card(number, card))
        if new:
            parts.append(Text(_(" new"), style="reverse"))
    body = Text.assemble(*parts) if parts else Text(_("(no cards)"), style="dim")
    title = _("Your hand, {name}").format(name=name) if name else _("Your hand")
    return Panel(body, title=Text(title, style="bold"), title_align="left", border_style="cyan")


# -- whole screens ---------------------------------------------------------------------------------------------


SQUARE_WIDTH = 25  # a square panel and the space after it
SIDE_LOG_WIDTH = 40  # the least room that puts the log beside the squares


def turn_screen(table: TableView, obs: Observation, height: int = 24, width: int = 80) -> Group:
    """The screen of the observing seat's turn: the public table, the log since its last turn, its hand, and the
    offer to go out when there is one. Fits ``width`` × ``height``; with room beside the squares (a wide
    terminal) the log goes there, else below them, as many lines as ``height`` leaves."""
    offer: list[RenderableType] = []
    value = obs.values[obs.square - 1]
    if obs.phase == "before_draw" and may_go_out(obs):  # the choice before the draw (L4.1)
        offer.append(
            Text(
                _("Your square is worth {value}: going out now scores {score}. Go out (out), or draw (Enter).").format(
                    value=value, score=score_for_going_out(obs)
                ),
                style="bold yellow",
            )
        )
    elif obs.asker is not None and obs.to_move == obs.seat:
        offer.append(
            Text(
                _(
                    "{asker} asks to go out. Your square is worth {value}: going out now scores {score}. "
                    "Agree (yes), or let {asker} play on (no)."
                ).format(asker=table.name(obs.asker), value=value, score=score_for_going_out(obs)),
                style="bold yellow",
            )
        )
    hand = hand_panel(obs, table.name(obs.seat))
    side = width - SQUARE_WIDTH * len(obs.squares)
    if side < SIDE_LOG_WIDTH:
        log = log_panel(table, obs, max(2, height - 18))
        return Group(public_table(table, obs), log, hand, *offer)
    top = Table.grid(padding=(0, 1))
    top.add_column()
    top.add_column(width=side - 1)
    top.add_row(squares_row(table, obs), log_panel(table, obs, max(6, height - 10)))
    return Group(header(table), top, table_line(table, obs), hand, *offer)


def deal_end_screen(table: TableView, obs: Observation, outcome: Outcome) -> Group:
    """The end of a deal: the squares with their scoring lines (L7.1), who went out, each square's value and
    score (L7.2-L7.4) and the match totals. ``table.points`` already holds this deal."""
    scoring = [square for square in range(1, len(outcome.values) + 1) if outcome.lines[square - 1]]
    if outcome.went_out is not None and obs.rules.partnerships:  # L6.1: the partner agreed
        partner = asker_partner(outcome.went_out)
        headline = Text.assemble(
            _("Deal {n} is over: ").format(n=table.deal_number), (table.name(outcome.went_out), "bold"),
            _(" went out; {partner} agreed.").format(partner=table.name(partner)),
        )  # fmt: skip
    elif outcome.went_out is not None:
        headline = Text.assemble(
            _("Deal {n} is over: ").format(n=table.deal_number), (table.name(outcome.went_out), "bold"), _(" went out.")
        )
    else:
        headline = Text(_("Deal {n} is over: the stock ran out, nobody went out.").format(n=table.deal_number))
    result = Table(title=None, expand=False)
    result.add_column(_("Square"))
    result.add_column(_("Lines"))
    result.add_column(_("Value"), justify="right")
    result.add_column(pgettext("score of a deal", "Score"), justify="right")
    result.add_column(_("Total"), justify="right")
    for square in range(1, len(outcome.values) + 1):
        lines = ", ".join(_line_name(line.cells, line.kind, line.points) for line in outcome.lines[square - 1])
        result.add_row(
            Text(table.side_name(square)),
            Text(lines or "—", style="green" if lines else "dim"),
            str(outcome.values[square - 1]),
            Text(str(outcome.scores[square - 1]), style="bold"),
            str(table.status.totals[square - 1]),
        )
    return Group(headline, squares_row(table, obs, highlight=scoring, viewer=False), result)


def _line_name(cells: tuple[int, int, int], kind: str, points: int) -> str:
    names = {
        (1, 2, 3): _("top row"), (4, 5, 6): _("middle row"), (7, 8, 9): _("bottom row"),
        (1, 4, 7): _("left column"), (2, 5, 8): _("middle column"), (3, 6, 9): _("right column"),
        (1, 5, 9): _("diagonal ↘"), (3, 5, 7): _("diagonal ↙"),
    }  # fmt: skip
    how = _("suit") if kind == "suit" else _("colour")
    return f"{names[cells]} {how} {points}"

