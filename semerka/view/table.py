"""The seats around the trick: the observing seat at the bottom, each seat with the cards it played and its number
of cards, the trick's number, led rank, round and holder in the middle (S3). 78 columns by at most 9 lines."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from cardtable.display import symbol
from cardtable.i18n import _, ngettext, pgettext
from cardtable.seating import short_name
from cardtable.terminal.screens import TableView

from semerka.notation import card_text, rank_name
from semerka.rules import Burned, Observation, Played, Took, Trick, holding_index
from semerka.view.header import header, side_lines
from semerka.view.names import side_style, who

__all__ = ["BOX_WIDTH", "CENTRE_WIDTH", "HOLDS", "public_table", "seats_grid", "seats_table"]

HOLDS = "bold reverse"
"""The style of the card holding the trick (S3.3)."""
BOX_WIDTH = 24
CENTRE_WIDTH = 30
NARROW_BOX_WIDTH = 20
NARROW_CENTRE_WIDTH = 20
"""Below 78 columns (down to 60) the boxes and the middle are narrower and the boxes leave out the seat number.
Below 60 (56 in the frame of a hand-off in a 60-column window) the boxes give up the columns, not the middle."""


def _positions(players: int) -> tuple[str, ...]:
    """Where each seat sits on the screen, counted to the left (clockwise) from the observing seat at the bottom
    (S1.3: play passes to the left)."""
    return {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}[players]


def _shown_trick(obs: Observation) -> tuple[tuple[Played, ...], int | None, Trick | None]:
    """The cards to draw on the table: the trick being played, or after a trick ended, the one just taken.
    Returns its cards, the seat holding (or that took) it, and the finished trick (None for the current one)."""
    if obs.trick:
        return obs.trick, obs.holder, None
    if obs.tricks:
        last = obs.tricks[-1]
        return last.plays, last.winner, last
    return (), None, None


def _seat_box(table: TableView, obs: Observation, seat: int, plays: Sequence[Played], holder: int | None,
              held: int | None, viewer: bool, width: int = BOX_WIDTH, widest: int = 0) -> Panel:  # fmt: skip
    """One seat: its number and name (and "you" / "partner"; a computer player's level after its name), the cards
    it played to the shown trick (the holding card highlighted), its number of cards in hand and, where the box is
    wide enough, that it holds or took the trick (else only its frame and count in bold). ``width`` columns, or up
    to ``widest`` when the box has its row to itself and its name would be cut in ``width``.

    A title too long for the box drops the number first (``Player 2 · greedy``), then the level (``2 Konstantin``,
    else ``Konstantin``): the name tells the seats apart, a level does not. The name is cut only when it does not
    fit alone, and then after the number (``2 Konstantin-Maxi…``)."""
    parts: list[Text | str] = []
    for index, played in enumerate(plays):
        if played.seat != seat:
            continue
        if parts:
            parts.append(" ")
        parts.append(card_text(played.card, HOLDS if index == held else ""))
    body = Text.assemble(*parts) if parts else Text(symbol("·", "."), style="dim")
    body.justify = "center"
    label = "{name}"
    if viewer and seat == obs.seat:
        label = _("{name} (you)")
    elif viewer and seat != obs.seat and table.sides[seat - 1] == table.sides[obs.seat - 1]:
        label = _("{name} (partner)")
    size = obs.hand_sizes[seat - 1]
    subtitle = ngettext("{n} card", "{n} cards", size).format(n=size)
    if seat == holder:
        held_or_took = _("{cards} · holds") if obs.trick else _("{cards} · took it")
        subtitle = held_or_took.format(cards=subtitle)
    number = f"{seat} " if width >= BOX_WIDTH else ""
    marker = table.marker(seat)  # a computer player's level, after its name
    titled = len(label.format(name=table.name(seat) + marker)) + 6  # the box a whole title needs, without number
    width = max(width, min(max(len(number) + titled, len(subtitle) + 6), widest))
    if seat == holder and len(subtitle) + 6 > width:  # a narrow box: the border would eat a letter
        # The count stays: the holding card shows highlighted, and the box's frame and count in bold.
        subtitle = ngettext("{n} card", "{n} cards", size).format(n=size)
    if number and len(number) + titled > width >= titled:  # the name whole rather than the seat's number
        number = ""
    if len(number) + titled > width:  # the name tells the seats apart, the level does not: it goes first
        marker = ""
        named = len(label.format(name=table.name(seat))) + 6
        if number and len(number) + named > width >= named:
            number = ""
    room = width - 6 - len(number) - len(label.format(name=marker))  # a long name is cut, not "(partner)"
    before, _name, after = label.partition("{name}")
    name = before + short_name(table.name(seat), room)
    style = side_style(table, seat)
    if marker:
        title = Text.assemble((number, "dim"), (name, "bold"), marker, (after, "bold"))
    else:
        title = Text.assemble((number, "dim"), (name + after, "bold"))
    title.truncate(width - 6, overflow="ellipsis")
    return Panel(
        body,
        title=title,
        title_align="left",
        subtitle=Text(subtitle, style="bold" if seat == holder else "dim"),
        subtitle_align="right",
        width=width,
        border_style=f"bold {style}" if seat == holder else style,
    )


@dataclass(frozen=True, slots=True)
class _Named:
    """A line of the middle naming a player: ``template`` (with ``{name}``) filled with ``name`` in ``style``."""

    template: str
    name: str
    style: str = ""
    key: str = "name"

    def text(self, room: int | None = None) -> Text:
        """The line, its name cut (:func:`short_name`) to leave the line ``room`` cells when it is given."""
        name = self.name
        if room is not None:
            name = short_name(name, max(room - cell_len(self.template.format_map({self.key: ""})), 1))
        return Text(self.template.format_map({self.key: name}), style=self.style)


_Wording = Text | _Named
"""One way to write a line of the middle of the table."""


class _Middle:
    """The middle of the table, laid out for the width it is drawn in: each line in the first of its wordings
    that fits, else in its last with the player's name cut. ``narrow``: the same lines said otherwise, for a
    middle in which a line of ``lines`` has no wording that fits."""

    def __init__(self, lines: Sequence[Sequence[_Wording]], narrow: Sequence[Sequence[_Wording]] = ()) -> None:
        self.lines, self.narrow = lines, narrow

    def fitted(self, room: int) -> Text:
        """The lines in ``room`` cells."""
        lines = self.lines
        if self.narrow and any(_fitting(wordings, room) is None for wordings in lines):
            lines = self.narrow
        texts: list[Text] = []
        for wordings in lines:
            text = _fitting(wordings, room)
            if text is None:
                last = wordings[-1]
                text = last.text(room) if isinstance(last, _Named) else last
            texts.append(text)
        middle = Text("\n").join(texts)
        middle.no_wrap, middle.overflow = True, "ellipsis"
        return middle

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.fitted(options.max_width)


def _fitting(wordings: Sequence[_Wording], room: int) -> Text | None:
    """The first of ``wordings`` whole in ``room`` cells, or None."""
    texts = (wording.text() if isinstance(wording, _Named) else wording for wording in wordings)
    return next((text for text in texts if text.cell_len <= room), None)


def _centre(table: TableView, obs: Observation, finished: Trick | None, viewer: bool) -> _Middle:
    """Three lines in the middle of the table: the trick's number, led rank and round, and who holds it; or, after
    a trick, who took it and its worth; or who leads the first trick. Where a line does not fit the middle (a
    narrow window, a long name, Russian) it is worded more briefly, and only then is a name cut."""
    number = len(obs.tricks) + (0 if finished else 1)
    lines: list[list[_Wording]]
    if finished is not None:
        took = [event for event in obs.log if isinstance(event, Took)][-1]
        worth = ngettext("{n} point", "{n} points", took.points).format(n=took.points)  # S5.1: the last trick's 10
        style = "bold green" if took.points else "dim"
        taken = Text(_("Trick {n} taken by").format(n=number), style="dim")
        winner = _Named("{name}", who(table, obs, finished.winner, viewer, capital=False), "bold")
        lines = [
            [taken, Text(_("Trick taken by"), style="dim")],
            [winner],
            [Text(worth, style=style)],
        ]
        if took.last:  # in a narrow middle "the last trick" goes on the first line, the worth stays whole
            last = Text(_("{worth}, the last trick").format(worth=worth), style=style)
            first = Text(_("Last trick went to"), style="dim")
            narrow: list[list[_Wording]] = [[first], [winner], [Text(worth, style=style)]]
            return _Middle([[taken], [winner], [last]], narrow)
    elif not obs.trick:
        leads: list[_Wording] = [Text(_("You lead"), style="bold")]
        if not (viewer and obs.leader == obs.seat):
            leads = [_Named(_("{name} leads"), table.name(obs.leader), "bold")]
        lines = [[Text(_("Trick {n}").format(n=number), style="dim")], leads, [Text("")]]
    else:
        led = obs.led_rank
        assert led is not None  # a trick is on the table
        rounds: list[_Wording] = [Text(_("Trick {n}").format(n=number), style="dim")]
        if obs.round > 1:
            rounds.insert(0, Text(_("Trick {n} · round {r}").format(n=number, r=obs.round), style="dim"))
        lines = [
            rounds,
            [Text.assemble(_("led: "), (rank_name(led, plural=True), "bold"))],
            _trick_state(table, obs, viewer),
        ]
    return _Middle(lines)


def _trick_state(table: TableView, obs: Observation, viewer: bool) -> list[_Wording]:
    """The third line in the middle of the table while a trick is on it, in its wordings, longest first: a burn,
    the leader's choice (S3.4; in a narrow middle without "You:", which the prompt below says), the holder."""
    burn = next((event for event in obs.log if isinstance(event, Burned)), None)
    if burn is not None:
        if viewer and burn.seat == obs.seat:  # Russian verbs agree with "вы"
            return [Text(_("burned by you"), style="bold red")]
        return [_Named(_("burned by {who}"), table.name(burn.seat), "bold red", "who")]
    if obs.choosing:
        if viewer and obs.leader == obs.seat:
            return [Text(_("You: stop or continue?"), style="bold yellow"),
                    Text(_("Stop or continue?"), style="bold yellow")]  # fmt: skip
        leader = table.name(obs.leader)
        return [
            _Named(_("{name} may continue"), leader, "bold yellow"),
            _Named(pgettext("the leader chooses to stop or continue", "{name} decides"), leader, "bold yellow"),
        ]
    holder = obs.holder or obs.leader
    if viewer and holder == obs.seat:
        return [Text(_("You hold it"))]
    return [
        _Named(_("{name} holds it"), table.name(holder)),
        _Named(pgettext("the middle of the table", "{name} holds"), table.name(holder)),
    ]


class _Seats:
    """:func:`seats_table` laid out for the width it is drawn in."""

    def __init__(self, table: TableView, obs: Observation, viewer: bool) -> None:
        self.table, self.obs, self.viewer = table, obs, viewer

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        narrow = options.max_width < 2 * BOX_WIDTH + CENTRE_WIDTH
        yield seats_grid(self.table, self.obs, self.viewer, narrow, options.max_width)


def seats_table(table: TableView, obs: Observation, viewer: bool = True) -> _Seats:
    """The seats around the trick: the observing seat at the bottom, play passing to the left (clockwise), each
    seat with the cards it played; the trick's number, led rank, round and holder in the middle (S3). Between
    tricks it shows the trick just taken and by whom. 78 columns wide, or 60 in a narrower window."""
    return _Seats(table, obs, viewer)


def seats_grid(table: TableView, obs: Observation, viewer: bool = True, narrow: bool = False,
               room: int = 2 * BOX_WIDTH + CENTRE_WIDTH) -> Group:  # fmt: skip
    """:func:`seats_table` at its full width (78 columns), or ``narrow`` (60, or ``room`` columns when fewer: the
    boxes beside the middle narrow, so that the middle keeps its wordings whole). The boxes at the top and the
    bottom have their rows to themselves: they widen, centred, rather than cut a name."""
    box_width, centre_width = (NARROW_BOX_WIDTH, NARROW_CENTRE_WIDTH) if narrow else (BOX_WIDTH, CENTRE_WIDTH)
    if narrow:  # a grid wider than its room would be squeezed by Rich, the middle and the boxes' titles cut
        box_width = min(box_width, (room - centre_width) // 2)
    full = 2 * box_width + centre_width
    plays, holder, finished = _shown_trick(obs)
    held = holding_index(plays)
    n = obs.rules.players
    where = {place: (obs.seat - 1 + offset) % n + 1 for offset, place in enumerate(_positions(n))}
    box = {place: _seat_box(table, obs, seat, plays, holder, held, viewer, box_width,
                            full if place in ("top", "bottom") else 0)
           for place, seat in where.items()}  # fmt: skip
    grid = Table.grid(padding=0)
    grid.add_column(width=box_width)
    grid.add_column(width=centre_width, justify="center")
    grid.add_column(width=box_width)
    centre = Padding(_centre(table, obs, finished, viewer), (0, 1))  # a space from the boxes beside it
    if "left" in box:
        grid.add_row(box["left"], centre, box["right"])
    else:
        grid.add_row("", centre, "")
    rows: list[RenderableType] = [grid, _alone(box["bottom"], box_width, full)]
    if "top" in box:
        rows.insert(0, _alone(box["top"], box_width, full))
    return Group(*rows)


def _alone(box: Panel, left: int, full: int) -> Table:
    """A box with its row to itself: ``left`` columns in, as the boxes beside the middle, or further left when
    it is wider than the room that leaves in ``full`` columns."""
    width = box.width or BOX_WIDTH
    row = Table.grid(padding=0)
    row.add_column(width=min(left, full - width))
    row.add_column(width=width)
    row.add_row("", box)
    return row


def public_table(table: TableView, obs: Observation, viewer: bool = True) -> Group:
    """Everything every player may see: the match, each side's score, the seats around the trick. No hand.
    ``viewer``: drawn for the observing seat ("you"); else for anybody (names only)."""
    return Group(header(table, obs), side_lines(table, obs, viewer), seats_table(table, obs, viewer))
