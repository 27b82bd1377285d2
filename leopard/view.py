"""Leopard's screens as Rich renderables: squares, the table, the turn screen, the hand-off and the end of a deal.

Every function here draws from an :class:`~leopard.rules.Observation` (what one seat may see) and the table's
public :class:`~cardtable.terminal.TableView`, never from a game state. Only :func:`hand_panel` draws a hand, and
only the observing seat's. Sized for an 80×24 terminal: a square is 20 columns by 7 lines.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.cells import cell_len
from rich.measure import Measurement
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from cardtable.cards import Card
from cardtable.display import plain, symbol
from cardtable.i18n import _, ngettext, npgettext, pgettext
from cardtable.seating import short_name
from cardtable.terminal.screens import (
    DEAL_END_PROMPT_LINES,
    MIN_HEIGHT,
    MIN_WIDTH,
    NOTICE_LINES,
    TableView,
    filled,
    lines_kept_under,
    match_goal,
    too_small_line,
)

from leopard.notation import a_rank, card_text, card_typed, empty_cell_text, face_down_text, numbered_card
from leopard.rules import (
    LINES,
    Answer,
    Discard,
    Draw,
    Event,
    GoOut,
    Move,
    Observation,
    Outcome,
    Place,
    asker_partner,
    face_down,
    last_turn,
    may_go_out,
    score_for_going_out,
    scoring_lines,
)

__all__ = [
    "Fitted",
    "TurnScreen",
    "changed_cells",
    "deal_end_screen",
    "score_formula",
    "event_text",
    "move_text",
    "move_words",
    "events_since_last_turn",
    "hand_panel",
    "public_table",
    "sorted_hand",
    "square_panel",
    "stock_notice",
    "least_width",
    "narrow_squares",
    "owner_label",
    "square_width",
    "squares_width",
    "too_small",
    "totals_line",
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
    return Text(str(points), style="bold green") if points else Text(symbol("·", "."), style="dim")


def square_grid(
    square: Sequence[Sequence[Card]], suit_line: int, mark: bool = False, changed: Collection[int] = ()
) -> Table:
    """The nine cells in three rows (L2.1) with each line's points beside it: rows on the right, columns below,
    the diagonal 3-5-7 top right (↙) and 1-5-9 bottom right (↘) (L2.3, L7.1). ``mark``: underline the cells of
    the lines that score. ``changed``: cells (1-9) shown in reverse, those played on since the viewer's last
    turn."""
    scored = {line.cells: line.points for line in scoring_lines(square, suit_line)}
    line_points = [scored.get(line, 0) for line in LINES]
    marked = {cell for cells in scored for cell in cells} if mark else set()
    grid = Table.grid(padding=(0, 1))
    for _column in range(3):
        grid.add_column(justify="center", width=3)
    grid.add_column(justify="right", width=3)
    grid.add_row("", "", "", Text.assemble((symbol("↙", "/"), "dim"), _points(line_points[7])))
    for row in range(3):
        cells = [_cell_text(square[row * 3 + column], row * 3 + column + 1) for column in range(3)]
        for column, cell in enumerate(cells):
            if row * 3 + column + 1 in marked:
                cell.stylize("underline")
            if row * 3 + column + 1 in changed:
                cell.stylize("reverse")
        grid.add_row(*cells, _points(line_points[row]))
    grid.add_row(*(_points(line_points[3 + column]) for column in range(3)), Text.assemble((symbol("↘", "\\"), "dim"), _points(line_points[6])))
    return grid


def square_owner(table: TableView, obs: Observation, square: int, viewer: bool = True) -> str:
    """Whose ``square`` is, as the observing seat reads it (``viewer``): ``"you"``, ``"Boris"`` or
    ``"Boris & Dana"``; by names only when ``viewer`` is False (a screen anybody may be looking at)."""
    return "".join(piece if isinstance(piece, str) else piece[0] for piece in _owner_pieces(table, obs, square, viewer))


_Piece = str | tuple[str, str]
"""A piece of a square's title: words that stay as they are (``"you & "``), or a player's name, which may be cut,
with what follows it and stays whole: a computer player's level (:meth:`TableView.marker`), else ``""``."""


def _owner_pieces(table: TableView, obs: Observation, square: int, viewer: bool) -> list[_Piece]:
    """:func:`square_owner` in pieces, each name with its computer player's level after it."""
    players = [seat for seat in range(1, len(table.names) + 1) if table.sides[seat - 1] == square]
    if viewer and square == obs.square:
        partners = [seat for seat in players if seat != obs.seat]
        if not partners:
            return [_("you")]
        before, _partner, after = _("you & {partner}").partition("{partner}")
        partner = partners[0]
        return [before, (table.name(partner), table.marker(partner)), after]
    pieces: list[_Piece] = []
    for seat in players:
        if pieces:
            pieces.append(" & ")
        pieces.append((table.name(seat), table.marker(seat)))
    return pieces


def owner_label(table: TableView, obs: Observation, square: int, viewer: bool = True) -> str:
    """:func:`square_owner` with each computer player's level after its name, as the square's title shows it
    uncut: ``"Boris · strong & Dana"``."""
    pieces = _owner_pieces(table, obs, square, viewer)
    return "".join(piece if isinstance(piece, str) else piece[0] + piece[1] for piece in pieces)


TITLE_ROOM = 18  # cells for a square panel's title or footer between "─ " and " ─"
SQUARE_PANEL_WIDTH = 24  # a square panel's usual width: TITLE_ROOM and its frame
NARROW_PANEL_WIDTH = 18  # a narrow square panel's: the grid, a space on its left and its frame (three in 56 columns)


def shorten_names(names: str, room: int) -> str:
    """``names`` ("Anna & Clara") cut to ``room`` cells by shortening the longest name first, each cut name ending
    in "…", so that every partner stays recognisable."""
    pieces: list[_Piece] = []
    for name in names.split(" & "):
        pieces.extend([" & ", (name, "")] if pieces else [(name, "")])
    return _cut_owner(pieces, room).plain


def _cut_owner(pieces: Sequence[_Piece], room: int) -> Text:
    """The owner's ``pieces`` (:func:`_owner_pieces`) in ``room`` cells, bold, each computer player's level plain
    after its name. Names come before levels: when the whole does not fit, the levels go (the names tell the
    seats apart, a level does not), then the longest name is cut first, as :func:`~cardtable.seating.short_name`
    cuts it (a short last word, the seat's number, stays: ``Pl… 2 & Pl… 4``), down to two characters; only when
    even that is too long is the whole cut at its end."""
    whole = "".join(piece if isinstance(piece, str) else piece[0] + piece[1] for piece in pieces)
    if len(whole) <= room:
        text = Text()
        for piece in pieces:
            if isinstance(piece, str):
                text.append(piece, "bold")
            else:
                text.append(piece[0], "bold")
                text.append(piece[1])
        return text
    cut = _cut_names([piece if isinstance(piece, str) else [piece[0]] for piece in pieces], room)
    text = Text("".join(part if isinstance(part, str) else part[0] for part in cut), style="bold")
    if text.cell_len > room:
        text = Text(text.plain[: room - 1] + "…", style="bold")
    return text


def _cut_names(cut: list[list[str] | str], room: int) -> list[list[str] | str]:
    """``cut``: words that stay and names (each in a one-item list, changed in place), with the longest name cut
    first, a character at a time (:func:`~cardtable.seating.short_name`), each to two characters at most, until
    they fit ``room`` cells or no name can be cut further."""
    names = [(part, part[0]) for part in cut if isinstance(part, list)]  # each with its whole name

    def length() -> int:
        return sum(len(part) if isinstance(part, str) else len(part[0]) for part in cut)

    while length() > room:
        cuttable = [(name, whole) for name, whole in names if len(name[0]) > 2]
        if not cuttable:
            break
        longest, whole = max(cuttable, key=lambda named: len(named[0][0]))
        longest[0] = short_name(whole, len(longest[0]) - 1)
    return cut


def square_panel(
    table: TableView,
    obs: Observation,
    square: int,
    *,
    highlight: bool = False,
    viewer: bool = True,
    changed: Collection[int] = (),
    width: int = SQUARE_PANEL_WIDTH,
) -> Panel:
    """Square ``square`` (1-based) with its owner, number and value (points, L7.1); ``changed`` cells in reverse
    (:func:`square_grid`). ``width``: the panel's, 24 columns or more (the grid stays in the middle, the owner's
    names get the extra room), or narrow (:data:`NARROW_PANEL_WIDTH` up to 23 columns, the extra room again the
    names'): the value without the match's total, which :func:`totals_line` then gives. The title names the
    owner, a computer player with its level after its name (:func:`owner_label`), which stays whole where a name
    is cut."""
    value = obs.values[square - 1]
    owner = _owner_pieces(table, obs, square, viewer)
    grid = square_grid(obs.squares[square - 1], obs.rules.suit_line, mark=highlight, changed=changed)
    border = "green" if highlight else ("cyan" if viewer and square == obs.square else "white")
    if width < SQUARE_PANEL_WIDTH:
        width = max(width, NARROW_PANEL_WIDTH)
        room = width - 6
        value_text = _("value {n}").format(n=value)
        if len(value_text) > room:
            value_text = _("val. {n}").format(n=value)
        extra = width - NARROW_PANEL_WIDTH
        return Panel(
            grid,
            padding=(0, extra - extra // 2, 0, 1 + extra // 2),
            title=Text.assemble((f"{square} ", "dim"), _cut_owner(owner, room - 2)),
            subtitle=Text(value_text, style="bold green" if value else "dim"),
            width=width,
            border_style=border,
        )
    extra = max(width - SQUARE_PANEL_WIDTH, 0)
    title = Text.assemble((f"{square} ", "dim"), _cut_owner(owner, TITLE_ROOM + extra - 2))
    total = table.status.totals[square - 1]
    value_text = _("value {n}").format(n=value)
    total_text = _(" · total {n}").format(n=total)
    if len(value_text) + len(total_text) > TITLE_ROOM:  # two-digit numbers: shorten the words, not the spacing
        value_text = _("val. {n}").format(n=value)
    if len(value_text) + len(total_text) > TITLE_ROOM:
        total_text = _(" · tot. {n}").format(n=total)
    subtitle = Text.assemble((value_text, "bold green" if value else "dim"), (total_text, "dim"))
    return Panel(
        grid,
        padding=(0, 2 + extra - extra // 2, 0, 3 + extra // 2),
        title=title,
        subtitle=subtitle,
        width=SQUARE_PANEL_WIDTH + extra,
        border_style=border,
    )


def _square_order(obs: Observation, viewer: bool) -> list[int]:
    """The squares from left to right: the observing seat's first (``viewer``), else in square order."""
    first = obs.square if viewer else 1
    return [first] + [s for s in range(1, len(obs.squares) + 1) if s != first]


def squares_row(
    table: TableView,
    obs: Observation,
    *,
    highlight: Sequence[int] = (),
    viewer: bool = True,
    changed: Mapping[int, Collection[int]] | None = None,
    room: int | None = None,
) -> Table:
    """Every square side by side: the observing seat's first (``viewer``), else in square order; ``changed``:
    square → cells to show in reverse. ``room``: the columns the row may take; where an owner's names would be
    cut in a square of the usual width and there is room, every square widens alike (names are cut only where
    there is not); where squares of the usual width do not fit, they are narrow (:func:`narrow_squares`), and
    widen alike as far as narrow squares go."""
    order = _square_order(obs, viewer)
    width = square_width(table, obs, viewer, room)
    row = Table.grid(padding=(0, 1))
    for _square in order:
        row.add_column()
    row.add_row(
        *(
            square_panel(
                table, obs, square, highlight=square in highlight, viewer=viewer, changed=(changed or {}).get(square, ()),
                width=width,
            )
            for square in order
        )
    )
    return row


def square_width(table: TableView, obs: Observation, viewer: bool = True, room: int | None = None) -> int:
    """The width of each square panel of :func:`squares_row` in ``room`` columns (None: the usual width)."""
    if room is None:
        return SQUARE_PANEL_WIDTH
    squares = range(1, len(obs.squares) + 1)
    longest = max(len(owner_label(table, obs, square, viewer)) + len(f"{square} ") for square in squares)
    widest = (room + 1) // len(squares) - 1  # a column between squares
    if narrow_squares(len(squares), room):  # widened a little, to the most that keeps them narrow
        return max(NARROW_PANEL_WIDTH, min(longest + 6, widest, SQUARE_PANEL_WIDTH - 1))
    return max(SQUARE_PANEL_WIDTH, min(longest - TITLE_ROOM + SQUARE_PANEL_WIDTH, widest))


def narrow_squares(count: int, room: int) -> bool:
    """Whether ``count`` squares side by side are narrow in ``room`` columns: when those of the usual width do not
    fit (three squares below 74 columns)."""
    return room < squares_width(count)


def totals_line(table: TableView, obs: Observation, viewer: bool = True) -> KeptTogether:
    """The match's totals, square by square in the order of :func:`squares_row`, for narrow squares, which leave
    them out: 'Totals: you – 12 points · Player 2 – 7 points' (a total after a name, which may end in a number
    itself, says what it counts, as :func:`table_line`'s hand sizes do)."""
    owners = []
    for square in _square_order(obs, viewer):
        total = table.status.totals[square - 1]
        points = ngettext("{n} point", "{n} points", total).format(n=total)
        owners.append(_counted(square_owner(table, obs, square, viewer), points))
    return KeptTogether(tuple(_listed(_("Totals: "), owners, " · ")))


def _listed(label: str, items: Sequence[str], separator: str) -> list[Text]:
    """``items`` as pieces of a :class:`KeptTogether`: the first after ``label``, each but the last followed by
    ``separator``."""
    pieces = [Text(item + separator) for item in items[:-1]] + [Text(items[-1])] if items else []
    if pieces:
        pieces[0] = Text.assemble(label, pieces[0])
    return pieces


_DOT = "·"  # the separator between the parts of a line (" · ")


def _without_separator(text: str) -> str:
    """``text`` as it ends a line: without the trailing spaces and " · " that separate it from the next piece."""
    text = text.rstrip()
    return text.removesuffix(_DOT).rstrip()


@dataclass(frozen=True)
class KeptTogether:
    """Pieces of text on one line, broken only between pieces when the line is too wide for the screen (so that
    a player's name stays with their hand size). A piece may end with a separator, spaces or " · ": at the end of
    a line it is left out, so that no line ends with a dangling dot."""

    pieces: tuple[Text, ...]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        line, width = Text(), 0
        for piece in self.pieces:
            if width and width + cell_len(_without_separator(piece.plain)) > options.max_width:
                line.rstrip()
                if line.plain.endswith(_DOT):
                    line.right_crop(len(_DOT))
                    line.rstrip()
                line.append("\n")
                width = 0
            line.append_text(piece)
            width += piece.cell_len
        yield line

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(max(piece.cell_len for piece in self.pieces), sum(piece.cell_len for piece in self.pieces))


def table_line(table: TableView, obs: Observation, viewer: bool = True) -> KeptTogether:
    """The stock, the discard pile's top card and size, and the other players' hand sizes ("Hands: Boris – 8
    cards, Clara – 9 cards": a count after a name, which may end in a number itself, says what it counts)."""
    stock = ngettext("Stock: {n} card", "Stock: {n} cards", obs.stock_size).format(n=obs.stock_size)
    pieces = [Text(stock + " · ")]
    if obs.discards:
        pieces.append(Text.assemble(_("Discards: "), card_text(obs.discards[-1]), f" ({len(obs.discards)}) · "))
    else:
        pieces.append(Text(_("Discards: ") + _("none") + " · "))
    others = [seat for seat in range(1, len(table.names) + 1) if seat != obs.seat or not viewer]
    sizes = [_hand_size(table.name(seat), obs.hand_sizes[seat - 1]) for seat in others]
    pieces += _listed(_("Hands: "), sizes, ", ")
    return KeptTogether(tuple(pieces))


def _hand_size(name: str, cards: int) -> str:
    """A player's hand size in the list of :func:`table_line`: "Boris – 8 cards"."""
    return _counted(name, ngettext("{n} card", "{n} cards", cards).format(n=cards))


def _counted(name: str, count: str) -> str:
    """``count`` after ``name`` with a dash between: "Boris – 8 cards" ("Boris - 8 cards" under the ``ascii``
    display setting)."""
    return f"{name} {symbol('–', '-')} {count}"


def _match_deals(deals: int) -> str:
    """The number of deals after "match" in the header: "match 3 deals", in Russian "партия из 3 сдач"."""
    return npgettext("a match of", "{n} deal", "{n} deals", deals).format(n=deals)


def header(table: TableView, width: int = 80) -> Text:
    """'Leopard · deal 2 · dealer Boris · match to 33 points' (the totals are under the squares). Never cut in a
    word: on a narrow screen the spacing closes up, then the match's goal, the dealer and the deal number are left
    out in that order until the line fits ``width``."""
    parts = [
        _("deal {n}").format(n=table.deal_number),
        _("dealer ") + table.name(table.dealer),
        _("one-deal match") if table.settings.single_deal  # not "match 1 deal"
        else _("match {goal}").format(goal=match_goal(table.settings, deals=_match_deals)),
    ]
    for separator in ("  ·  ", " · "):
        for count in range(len(parts), -1, -1):
            line = Text.assemble((_("Leopard"), "bold"), *(separator + part for part in parts[:count]))
            if line.cell_len <= width:
                return line
            if separator == "  ·  ":
                break  # close up the spacing before leaving anything out
    return Text(_("Leopard"), style="bold")


def public_table(
    table: TableView,
    obs: Observation,
    viewer: bool = True,
    width: int = 80,
    changed: Mapping[int, Collection[int]] | None = None,
) -> Group:
    """Everything every player may see: the match, the squares, the stock and the discard pile, and a pending
    ask to go out (L6.1). No hand. ``viewer``: drawn for the observing seat ("you"); else for anybody (names
    only). ``width``: the screen's, to which the header is shortened."""
    parts: list[RenderableType] = [
        header(table, width), squares_row(table, obs, viewer=viewer, changed=changed, room=width),
        table_line(table, obs, viewer),
    ]
    if narrow_squares(len(obs.squares), width):  # their totals under them
        parts.insert(2, totals_line(table, obs, viewer))
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
    """One public event as a sentence: 'Boris covered 5♥ on your square with a Jack (J♣).'"""
    who = _("You") if event.seat == obs.seat else table.name(event.seat)
    return Text.assemble((who, "bold"), move_words(table, obs, event.seat, event.move, event.covered))


def move_text(table: TableView, obs: Observation, move: Move) -> Text:
    """``move``, one the observing seat may make now, in words, as a move to make: 'put 7♥ on cell 7 of your own
    square', 'discard 8♣', 'go out' (a review's moves played and best). What it would cover is read from the
    cell in ``obs`` (L2.2)."""
    covered = None
    if isinstance(move, Place):
        stack = obs.squares[move.square - 1][move.cell - 1]
        covered = stack[-1] if stack else None
    return move_words(table, obs, obs.seat, move, covered, done=False)


def move_words(
    table: TableView, obs: Observation, seat: int, move: Move, covered: Card | None = None, *, done: bool = True
) -> Text:
    """``move`` of ``seat`` in words, seen from the observing seat: as the log tells it after the player's name
    (``done``), ' covered 5♥ on Boris's square with a Jack (J♣).', or as a move to make, 'J♣ face down over 5♥ on
    Boris's square', 'discard 8♣'. ``covered``: the card on top of the cell before a Place (face up or face down,
    L5.4), or None. A draw is not logged (L4.1): it has the second form only."""
    if isinstance(move, GoOut):
        if obs.rules.partnerships:  # L6.1: going out is asked of the partner first
            return Text(_(" asked to go out.") if done else _("ask to go out"))
        return Text(_(" went out.") if done else _("go out"))
    if isinstance(move, Answer):
        if move.agree:
            return Text(_(" agreed to go out.") if done else _("agree to go out"))
        return Text(_(" said no to going out.") if done else _("say no to going out"))
    if isinstance(move, Draw):
        return Text(_("draw instead of going out"))
    if isinstance(move, Discard):
        if done:
            return Text.assemble(_(" discarded "), card_text(move.card), ".")
        return Text.assemble(_("discard "), card_text(move.card))
    where = _square_name(table, obs, move.square, seat)
    card, on_cell = card_text(move.card), {"cell": move.cell, "where": where}
    # A move to make names the card first and where it goes after it; the log, the verb first.
    if face_down(move.card):
        if covered is not None and not face_down(covered):
            if done:
                kind = a_rank(move.card.rank)
                return Text.assemble(
                    _(" covered "), card_text(covered), _(" on {where} with {kind} (").format(where=where, kind=kind),
                    card, ").",
                )  # fmt: skip
            return Text.assemble(card, _(" face down over "), card_text(covered), _(" on {where}").format(where=where))
        if done:
            return Text.assemble(
                _(" put {kind} (").format(kind=a_rank(move.card.rank)), card,
                _(") face down on cell {cell} of {where}.").format(**on_cell),
            )  # fmt: skip
        return Text.assemble(card, _(" face down on cell {cell} of {where}").format(**on_cell))
    if covered is not None and face_down(covered):
        over = _(" on cell {cell} of {where}, over a face-down ").format(**on_cell)
        return Text.assemble(_(" put ") if done else "", card, over, card_text(covered), "." if done else "")
    if covered is not None:
        if done:
            with_ = _(" on {where} with ").format(where=where)
            return Text.assemble(_(" covered "), card_text(covered), with_, card, ".")
        return Text.assemble(card, _(" over "), card_text(covered), _(" on {where}").format(where=where))
    if done:
        return Text.assemble(_(" put "), card, _(" on cell {cell} of {where}.").format(**on_cell))
    return Text.assemble(card, _(" on cell {cell} of {where}").format(**on_cell))


def events_since_last_turn(obs: Observation) -> tuple[Event, ...]:
    """The events of the deal after the observing seat's last move (all of them before its first)."""
    log = obs.log
    for index in range(len(log) - 1, -1, -1):
        if log[index].seat == obs.seat:
            return log[index + 1 :]
    return log


def changed_cells(obs: Observation) -> dict[int, frozenset[int]]:
    """The cells other seats played on since the observing seat's last turn (its log, :func:`events_since_last_turn`):
    square → cells. What changed is what those moves placed (L5), face up or face down."""
    changed: dict[int, set[int]] = {}
    for event in events_since_last_turn(obs):
        if isinstance(event.move, Place) and event.seat != obs.seat:
            changed.setdefault(event.move.square, set()).add(event.move.cell)
    return {square: frozenset(cells) for square, cells in changed.items()}


@dataclass(frozen=True)
class LogPanel:
    """What happened since the observing seat's last turn, in at most ``room`` lines at the width it is given:
    the latest events that fit, under "Since your last turn:" ("Since the deal began:" before the seat's first
    move of the deal), with a line counting those left out (on the
    heading's line when only the latest event fits). The latest event always shows when it fits: under the
    heading, else run on after it; when it does not (one line of room, or a long event on a narrow screen), one
    line counts the moves; with no room, nothing."""

    table: TableView
    obs: Observation
    room: int

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        events = events_since_last_turn(self.obs)
        if self.room < 1:
            return
        if not events:
            yield Text(_("Nothing has happened since your last move.") if self.obs.log else _("The deal begins."), style="dim")
            return
        moved = len(events) < len(self.obs.log)  # the seat has moved in this deal: else no turn to speak of yet
        whole = _("Since your last turn:") if moved else _("Since the deal began:")
        counted = Text(
            ngettext("Since your last turn: {n} move.", "Since your last turn: {n} moves.", len(events)).format(
                n=len(events)
            ) if moved else ngettext(
                "Since the deal began: {n} move.", "Since the deal began: {n} moves.", len(events)
            ).format(n=len(events)),
            style="dim",
            no_wrap=True,
            overflow="ellipsis",
        )  # fmt: skip
        if self.room == 1:
            yield counted
            return
        texts = [Padding(event_text(self.table, self.obs, event), (0, 0, 0, 2)) for event in events]
        shown: list[RenderableType] = []
        used = 1  # the heading
        for index in range(len(texts) - 1, -1, -1):
            lines = len(console.render_lines(texts[index], options, pad=False))
            earlier = 1 if index else 0  # the line counting the events left out
            if used + lines + earlier > self.room:
                break
            shown.insert(0, texts[index])
            used += lines
        if not shown and len(console.render_lines(texts[-1], options, pad=False)) < self.room:
            # no room for the count on a line of its own: it goes on the heading's line, under it the latest move
            yield Text(_with_earlier(moved, len(events) - 1), style="dim", no_wrap=True, overflow="ellipsis")
            yield texts[-1]
            return
        if not shown:  # the latest move does not fit under the heading: after it on the heading's line, or counted
            hidden = len(events) - 1
            heading = _with_earlier(moved, hidden) if hidden else whole
            run_on = Text.assemble((heading, "dim"), " ", event_text(self.table, self.obs, events[-1]))
            yield run_on if len(console.render_lines(run_on, options, pad=False)) <= self.room else counted
            return
        yield Text(whole, style="dim")
        if len(shown) < len(events):
            hidden = len(events) - len(shown)
            yield Text(plain(ngettext("… {n} earlier move", "… {n} earlier moves", hidden).format(n=hidden)), style="dim")
        yield from shown


def _with_earlier(moved: bool, hidden: int) -> str:
    """The log's heading with the count of the ``hidden`` moves left out, since the seat's last turn (``moved``)
    or, before its first move of the deal, since the deal began."""
    if moved:
        heading = ngettext(
            "Since your last turn (… {n} earlier move):", "Since your last turn (… {n} earlier moves):", hidden
        )
    else:
        heading = ngettext(
            "Since the deal began (… {n} earlier move):", "Since the deal began (… {n} earlier moves):", hidden
        )
    return plain(heading.format(n=hidden))


def log_panel(table: TableView, obs: Observation, lines: int) -> LogPanel:
    """The log since the observing seat's last turn in at most ``lines`` lines (:class:`LogPanel`)."""
    return LogPanel(table, obs, lines)


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
    """The observing seat's own hand, numbered, the drawn card marked 'new'; a line breaks only between cards."""
    hand = sorted_hand(obs)
    pieces: list[Text] = []
    for number, (card, new) in enumerate(hand, start=1):
        piece = numbered_card(number, card)  # a card stays with its number when the line breaks
        if new:
            piece.append(_(" new"), style="reverse")
        if number < len(hand):
            piece.append("  ")
        pieces.append(piece)
    body: RenderableType = KeptTogether(tuple(pieces)) if pieces else Text(_("(no cards)"), style="dim")
    title = _("Your hand, {name}").format(name=name) if name else _("Your hand")
    return Panel(body, title=Text(title, style="bold"), title_align="left", border_style="cyan")


# -- whole screens ---------------------------------------------------------------------------------------------


SQUARE_WIDTH = 25  # a square panel and the space after it
SQUARE_LINES = 7  # a square panel's height
SIDE_LOG_WIDTH = 40  # the least room that puts the log beside the squares
PROMPT_LINES = 1  # the prompt the table prints under a screen


def squares_width(count: int) -> int:
    """Columns taken by ``count`` squares of the usual width side by side."""
    return SQUARE_WIDTH * count - 1


def least_width(count: int) -> int:
    """The narrowest a Leopard screen with ``count`` squares can be: their usual width where it fits the
    narrowest window the screens are laid out for (:data:`~cardtable.terminal.screens.MIN_WIDTH`), else narrow
    squares (:func:`narrow_squares`): 49 columns for two squares, 56 for three."""
    usual = squares_width(count)
    return usual if usual <= MIN_WIDTH else (NARROW_PANEL_WIDTH + 1) * count - 1


def too_small(need_width: int, need_height: int, width: int, height: int) -> Text:
    """The one line shown instead of a screen that does not fit the terminal. The size it asks for is never smaller
    than the window in the direction that is not short, nor than the least window the screens are laid out for
    (:data:`~cardtable.terminal.screens.MIN_WIDTH` × :data:`~cardtable.terminal.screens.MIN_HEIGHT`)."""
    need_width, need_height = max(need_width, width, MIN_WIDTH), max(need_height, height, MIN_HEIGHT)
    return too_small_line(
        _("Make the window at least {need_width}×{need_height} (it is now {width}×{height}).").format(
            need_width=need_width, need_height=need_height, width=width, height=height
        ),
        "bold yellow",
    )


def _lines(console: Console, options: ConsoleOptions, parts: Sequence[RenderableType]) -> int:
    return sum(len(console.render_lines(part, options, pad=False)) for part in parts)


@dataclass(frozen=True)
class Fitted:
    """``body`` when it fits a ``width`` × ``height`` terminal together with ``extra_lines`` the table prints
    around it (a frame, a prompt) and the lines the shell prints under it (:func:`lines_kept_under`), and at least
    ``need_width`` columns; else the one line of :func:`too_small`."""

    body: RenderableType
    need_width: int
    width: int
    height: int
    extra_lines: int = PROMPT_LINES

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if self.width < self.need_width:
            options = options.update_width(self.need_width)
        needed = _lines(console, options, [self.body]) + self.extra_lines + lines_kept_under(console, options)
        if needed > self.height or self.width < self.need_width:
            yield too_small(self.need_width, needed, self.width, self.height)
            return
        yield self.body


@dataclass(frozen=True)
class TurnScreen:
    """The turn screen (:func:`turn_screen`), laid out when it is drawn, for a ``width`` × ``height`` terminal."""

    table: TableView
    obs: Observation
    height: int
    width: int

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        table, obs, width = self.table, self.obs, self.width
        kept = lines_kept_under(console, options)  # a message of more than a line under the screen
        height = self.height - kept
        need_width = least_width(len(obs.squares))
        if width < need_width:  # laid out at the least width, to say how high a window that wide must be
            width, options = need_width, options.update_width(need_width)
        offer = [*stock_notice(obs), *_offer(table, obs)]
        hand = hand_panel(obs, table.name(obs.seat))
        side = width - SQUARE_WIDTH * len(obs.squares)
        wide = side >= SIDE_LOG_WIDTH
        changed = changed_cells(obs)
        above: list[RenderableType] = [
            header(table, width) if wide else public_table(table, obs, width=width, changed=changed)
        ]
        below: list[RenderableType] = [hand, *offer]
        if wide:
            below.insert(0, table_line(table, obs))
        used = _lines(console, options, [*above, *below]) + (SQUARE_LINES if wide else 0)
        if used + PROMPT_LINES > height or width > self.width:  # the hand, squares, scores or prompt would be cut
            yield too_small(need_width, used + PROMPT_LINES + kept, self.width, self.height)
            return
        room = height - used - PROMPT_LINES - NOTICE_LINES
        hint = typing_hint(obs)
        if hint is not None:  # left out first, when the log would be left with no line
            hint_lines = _lines(console, options, [hint])
            if room - hint_lines >= (0 if wide else 1):
                below.append(hint)
                room -= hint_lines
        if not wide:
            yield from above
            yield log_panel(table, obs, room)
            yield from below
            return
        squares_room = width - SIDE_LOG_WIDTH - 1  # the squares widen for their owners' names, the log keeps 40
        beside = width - (square_width(table, obs, room=squares_room) + 1) * len(obs.squares)
        top = Table.grid(padding=(0, 1))
        top.add_column()
        top.add_column(width=beside - 1)
        top.add_row(
            squares_row(table, obs, changed=changed, room=squares_room),
            log_panel(table, obs, SQUARE_LINES + max(room, 0)),
        )
        yield from above
        yield top
        yield from below


def typing_hint(obs: Observation) -> Text | None:
    """One line on how to type a move, with the first card of the hand for the example (L9.2), while the seat
    has a card to play; None before the draw and for an answer to an ask, where the prompt says what to type."""
    hand = sorted_hand(obs)
    if obs.phase != "play" or obs.to_move != obs.seat or not hand:
        return None
    return Text(
        _("Type a card ({card}) or its number ({number}), -{number} to discard it; help for more.").format(
            card=card_typed(hand[0][0]), number=1
        ),
        style="dim",
    )


def stock_notice(obs: Observation) -> list[Text]:
    """The stock's end as it nears (L6.2): under ``last-card`` the turn that draws (or has drawn) the last stock
    card is announced as the last (:func:`~leopard.rules.last_turn`); under ``play-out``, once the stock is empty,
    that play goes on without drawing and going out stays allowed."""
    if obs.to_move != obs.seat:
        return []
    if obs.rules.stock_end == "play-out":
        if obs.stock_size:
            return []
        return [
            Text(
                _("The stock is empty: play on until all hands are empty; going out stays allowed."),
                style="bold yellow",
            )
        ]
    if not last_turn(obs):
        return []
    return [Text(_("Last turn: the stock's last card."), style="bold yellow")]


def _offer(table: TableView, obs: Observation) -> list[RenderableType]:
    """The offer to go out before the draw (L4.1), or the partner's question (L6.1), when there is one."""
    value = obs.values[obs.square - 1]
    if obs.phase == "before_draw" and may_go_out(obs):  # the choice before the draw (L4.1)
        return [
            Text(
                _("Your square is worth {value}: going out now scores {score}. Go out (out), or draw (Enter).").format(
                    value=value, score=score_for_going_out(obs)
                ),
                style="bold yellow",
            )
        ]
    if obs.asker is not None and obs.to_move == obs.seat:
        return [
            Text(
                _(
                    "{asker} asks to go out. Your square is worth {value}: going out now scores {score}. "
                    "Agree (yes), or let {asker} play on (no)."
                ).format(asker=table.name(obs.asker), value=value, score=score_for_going_out(obs)),
                style="bold yellow",
            )
        ]
    return []


def turn_screen(table: TableView, obs: Observation, height: int = 24, width: int = 80) -> TurnScreen:
    """The screen of the observing seat's turn: the public table, the log since its last turn, its hand, and the
    offer to go out when there is one. Fits ``width`` × ``height`` with the prompt and a line for a message below
    it: with room beside the squares (a wide terminal) the log goes there, else below them, in the lines the rest
    leaves. Where the squares, the hand, the scores and the prompt cannot all show uncut, one line asks for a
    bigger window instead."""
    return TurnScreen(table, obs, height, width)


def deal_end_screen(
    table: TableView,
    obs: Observation,
    outcome: Outcome,
    width: int | None = None,
    *,
    framed: bool | None = None,
    formula: bool = True,
    lines: bool = True,
) -> Group:
    """The end of a deal: the squares with their scoring lines (L7.1), who went out, each square's value and
    score (L7.2-L7.4) and the match totals. ``table.points`` already holds this deal. ``width``: the screen's,
    where the squares may widen for their owners' names or be narrow (:func:`squares_row`), and then the table of
    scores is drawn without its frame. ``framed``: whether the table of scores has its frame (None: unless the
    squares are narrow); ``formula``: whether the line on how the scores were worked out ends the screen;
    ``lines``: whether the table of scores names each square's scoring lines (the squares show their points)."""
    scoring = [square for square in range(1, len(outcome.values) + 1) if outcome.lines[square - 1]]
    if outcome.went_out is not None and obs.rules.partnerships:  # L6.1: the partner agreed
        partner = asker_partner(outcome.went_out)
        asker = Text(table.name(outcome.went_out), style="bold")
        headline = filled(
            _("Deal {n} is over: {name} went out; {partner} agreed."), name=asker, n=str(table.deal_number),
            partner=table.name(partner),
        )  # fmt: skip
    elif outcome.went_out is not None:
        went_out = Text(table.name(outcome.went_out), style="bold")
        headline = filled(_("Deal {n} is over: {name} went out."), name=went_out, n=str(table.deal_number))
    else:
        headline = Text(_("Deal {n} is over: the stock ran out, nobody went out.").format(n=table.deal_number))
    result = Table(title=None, expand=False)
    if framed is None:
        framed = width is None or not narrow_squares(len(outcome.values), width)
    if not framed:  # a table without its frame, 3 lines less
        result = Table(box=box.SIMPLE_HEAD, expand=False, pad_edge=False, show_edge=False)
    result.add_column(_("Square"))
    if lines:
        result.add_column(_("Lines"))
    result.add_column(_("Value"), justify="right")
    result.add_column(pgettext("score of a deal", "Score"), justify="right")
    result.add_column(_("Total"), justify="right")
    for square in range(1, len(outcome.values) + 1):
        named = ", ".join(_line_name(line.cells, line.kind, line.points) for line in outcome.lines[square - 1])
        result.add_row(
            Text(table.side_name(square)),
            *([Text(named or "—", style="green" if named else "dim")] if lines else []),
            str(outcome.values[square - 1]),
            Text(str(outcome.scores[square - 1]), style="bold"),
            str(table.status.totals[square - 1]),
        )
    squares = squares_row(table, obs, highlight=scoring, viewer=False, room=width)
    return Group(headline, squares, result, *([score_formula(table, outcome)] if formula else []))


@dataclass(frozen=True)
class DealEndScreen:
    """The end of a deal (:func:`deal_end_screen`), laid out when it is drawn, for a ``width`` × ``height``
    terminal with its prompt, a line for a message (:data:`NOTICE_LINES`) and the lines the shell prints under it
    (:func:`lines_kept_under`). Short of lines, the table of scores goes without its frame first, then the line on
    how the scores were worked out (the table has them), then the table's column of scoring lines (the squares
    show each line's points); a window still too short gets the one line of :func:`too_small`."""

    table: TableView
    obs: Observation
    outcome: Outcome
    width: int
    height: int

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        need_width = least_width(len(self.obs.squares))
        width = max(self.width, need_width)
        if self.width < need_width:  # laid out at the least width, to say how high a window that wide must be
            options = options.update_width(need_width)
        needed = 0
        below = DEAL_END_PROMPT_LINES + NOTICE_LINES + lines_kept_under(console, options)
        layouts = ((None, True, True), (False, True, True), (False, False, True), (False, False, False))
        for framed, formula, lines in layouts:
            screen = deal_end_screen(
                self.table, self.obs, self.outcome, width, framed=framed, formula=formula, lines=lines
            )
            needed = _lines(console, options, [screen]) + below
            if needed <= self.height and self.width >= need_width:
                yield screen
                return
        yield too_small(need_width, needed, self.width, self.height)


def score_formula(table: TableView, outcome: Outcome) -> Text:
    """How the deal's scores were worked out: for the square that went out the sum itself, e.g.
    ``4 + 2 × (7 − 5) = 8`` (``russian``) or ``5 + 2 × (7 − 5) = 9`` (``abbott``) (L7.2), every other square its
    plain value (L7.3); with nobody out, plain values for all (L7.4). The sum's first number is read back from the
    engine's score, not worked out here."""
    if outcome.went_out is None:
        return Text(_("Nobody went out: every square scores its plain value."), style="dim")
    square = table.sides[outcome.went_out - 1]
    value, score = outcome.values[square - 1], outcome.scores[square - 1]
    base = score - 2 * (value - 5)
    return Text.assemble(
        _("{name} went out: ").format(name=table.side_name(square)),
        (f"{base} + 2 × ({value} − 5) = {score}", "bold"),
        _("; every other square scores its plain value."),
    )


def _line_name(cells: tuple[int, int, int], kind: str, points: int) -> str:
    names = {
        (1, 2, 3): _("top row"), (4, 5, 6): _("middle row"), (7, 8, 9): _("bottom row"),
        (1, 4, 7): _("left column"), (2, 5, 8): _("middle column"), (3, 6, 9): _("right column"),
        (1, 5, 9): _("diagonal ↘"), (3, 5, 7): _("diagonal ↙"),
    }  # fmt: skip
    how = _("suit") if kind == "suit" else _("colour")
    return f"{names[cells]} {how} {points}"

