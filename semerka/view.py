"""Semerka's screens as Rich renderables: the seats around the trick, the score of the deal, the log, the hand,
the hand-off and the end of a deal.

Every function here draws from a :class:`~semerka.rules.Observation` (what one seat may see) and the table's public
:class:`~cardtable.terminal.TableView`, never from a game state. Only :func:`hand_panel` draws a hand, and only
the observing seat's. Sized for an 80×24 terminal: the table of seats is 78 columns by at most 9 lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from cardtable.cards import Card, Colour, Rank, card_label
from cardtable.i18n import _, ngettext
from cardtable.match import MatchSettings
from cardtable.terminal.screens import TableView

from semerka.rules import (
    Burned, Drew, Event, Observation, Outcome, Played, Stopped, Took, Trick, beats, decided_by_last_trick, holding_index,
    next_dealer,
)  # fmt: skip

__all__ = [
    "card_text",
    "deal_end_screen",
    "event_lines",
    "events_since_last_turn",
    "hand_panel",
    "public_table",
    "rank_name",
    "seats_table",
    "side_lines",
    "sorted_hand",
    "trick_line",
    "turn_screen",
]

RED = "bold red"
BLACK = "bold"
SIDE_STYLES = ("cyan", "magenta", "yellow")
"""Each side's colour (side 1 first): the borders of its seats and its name in the score."""
HOLDS = "bold reverse"
BOX_WIDTH = 24
CENTRE_WIDTH = 30
_RANK_ORDER = {rank: index for index, rank in enumerate((7, 8, 9, 10, 11, 12, 13, 1))}


def card_text(card: Card, style: str = "") -> Text:
    """``card`` as rank and suit symbol, red or black: ``9♥``, ``10♠``; ``style`` is added (e.g. a highlight)."""
    colour = RED if card.colour is Colour.RED else BLACK
    return Text(card_label(card), style=f"{colour} {style}".strip())


def rank_name(rank: Rank, plural: bool = False) -> str:
    """``"nine"`` / ``"nines"``: the rank's name, used for the led rank (S3.1)."""
    names = {
        Rank.SEVEN: (_("seven"), _("sevens")),
        Rank.EIGHT: (_("eight"), _("eights")),
        Rank.NINE: (_("nine"), _("nines")),
        Rank.TEN: (_("ten"), _("tens")),
        Rank.JACK: (_("jack"), _("jacks")),
        Rank.QUEEN: (_("queen"), _("queens")),
        Rank.KING: (_("king"), _("kings")),
        Rank.ACE: (_("ace"), _("aces")),
    }
    return names[rank][1 if plural else 0]


def _side_style(table: TableView, seat: int) -> str:
    return SIDE_STYLES[(table.sides[seat - 1] - 1) % len(SIDE_STYLES)]


def _who(table: TableView, obs: Observation, seat: int, viewer: bool, capital: bool = True) -> str:
    if viewer and seat == obs.seat:
        return _("You") if capital else _("you")
    return table.name(seat)


def side_label(table: TableView, obs: Observation, side: int, viewer: bool = True) -> str:
    """The side's players (``"Anna & Clara"``), with ``" (you)"`` for the observing seat's side (``viewer``)."""
    name = table.side_name(side)
    if viewer and table.sides[obs.seat - 1] == side:
        return _("{name} (you)").format(name=name)
    return name


# -- the head of the screen ------------------------------------------------------------------------------------


def header(table: TableView, obs: Observation) -> Text:
    """'Semerka · deal 2 · stock 12 cards · dealer Boris · to 5 game points' on one line (cut short with … when
    the names are long)."""
    text = Text.assemble(
        (_("Semerka"), "bold"),
        " · ",
        deal_label(table),
        " · ",
        _stock(obs.stock_size),
        " · ",
        _("dealer "),
        table.name(table.dealer),
        " · ",
        match_goal(table.settings),
    )
    text.no_wrap, text.overflow = True, "ellipsis"
    return text


def extra_deal(table: TableView, deals: int) -> bool:
    """Whether ``deals`` deals complete the agreed series with the top sides level, so more are played (S7.1)."""
    series = table.settings.deals
    return series is not None and deals >= series and not table.status.finished


def deal_label(table: TableView) -> str:
    """'deal 2', or 'deal 3 (extra)' for a deal after the agreed series (S7.1)."""
    if extra_deal(table, table.deal_number - 1):
        return _("deal {n} (extra)").format(n=table.deal_number)
    return _("deal {n}").format(n=table.deal_number)


def _stock(cards: int) -> str:
    if not cards:
        return _("stock empty")
    return ngettext("stock {n} card", "stock {n} cards", cards).format(n=cards)


def match_goal(settings: MatchSettings) -> str:
    """``"to 5 game points"``, ``"3 deals"``, ``"to 5 game points or 3 deals"`` (S7.1), or ``"with no limit"``
    (an endless match)."""
    if settings.endless:
        return _("with no limit")
    parts = []
    if settings.target is not None:
        parts.append(ngettext("to {n} game point", "to {n} game points", settings.target).format(n=settings.target))
    if settings.deals is not None:
        parts.append(ngettext("{n} deal", "{n} deals", settings.deals).format(n=settings.deals))
    return _(" or ").join(parts)


def side_lines(table: TableView, obs: Observation, viewer: bool = True) -> Table:
    """One line per side, in its colour: card points and tricks won this deal (S5.1), game points of the match."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, overflow="ellipsis", max_width=34)
    grid.add_column(justify="right", no_wrap=True)
    grid.add_column(justify="right", no_wrap=True)
    grid.add_column(no_wrap=True)
    for side in range(1, table.side_count + 1):
        points, tricks = obs.points[side - 1], obs.won[side - 1]
        game = table.status.totals[side - 1]
        grid.add_row(
            Text(side_label(table, obs, side, viewer), style=f"bold {SIDE_STYLES[(side - 1) % len(SIDE_STYLES)]}"),
            ngettext("{n} point", "{n} points", points).format(n=points),
            ngettext("{n} trick", "{n} tricks", tricks).format(n=tricks),
            Text(ngettext("match: {n} game point", "match: {n} game points", game).format(n=game), style="dim"),
        )
    return grid


# -- the seats around the trick --------------------------------------------------------------------------------


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
              held: int | None, viewer: bool) -> Panel:  # fmt: skip
    """One seat: its number and name (and "you" / "partner"), the cards it played to the shown trick (the
    holding card highlighted), its number of cards in hand."""
    parts: list[Text | str] = []
    for index, played in enumerate(plays):
        if played.seat != seat:
            continue
        if parts:
            parts.append(" ")
        parts.append(card_text(played.card, HOLDS if index == held else ""))
    body = Text.assemble(*parts) if parts else Text("·", style="dim")
    body.justify = "center"
    label = "{name}"
    if viewer and seat == obs.seat:
        label = _("{name} (you)")
    elif viewer and seat != obs.seat and table.sides[seat - 1] == table.sides[obs.seat - 1]:
        label = _("{name} (partner)")
    room = BOX_WIDTH - 6 - len(f"{seat} ") - len(label.format(name=""))  # a long name is cut, not "(partner)"
    name = table.name(seat)
    name = label.format(name=name if len(name) <= room else name[: max(room - 1, 1)] + "…")
    size = obs.hand_sizes[seat - 1]
    subtitle = ngettext("{n} card", "{n} cards", size).format(n=size)
    if seat == holder:
        held_or_took = _("{cards} · holds") if obs.trick else _("{cards} · took it")
        subtitle = held_or_took.format(cards=subtitle)
    style = _side_style(table, seat)
    title = Text.assemble((f"{seat} ", "dim"), (name, "bold"))
    title.truncate(BOX_WIDTH - 6, overflow="ellipsis")
    return Panel(
        body,
        title=title,
        title_align="left",
        subtitle=Text(subtitle, style="bold" if seat == holder else "dim"),
        subtitle_align="right",
        width=BOX_WIDTH,
        border_style=f"bold {style}" if seat == holder else style,
    )


def _centre(table: TableView, obs: Observation, finished: Trick | None, viewer: bool) -> Text:
    """Three lines in the middle of the table: the trick's number, led rank and round, and who holds it; or, after
    a trick, who took it and its worth; or who leads the first trick."""
    number = len(obs.tricks) + (0 if finished else 1)
    lines: list[Text]
    if finished is not None:
        took = [event for event in obs.log if isinstance(event, Took)][-1]
        worth = ngettext("{n} point", "{n} points", took.points).format(n=took.points)  # S5.1: the last trick's 10
        lines = [
            Text(_("Trick {n} taken by").format(n=number), style="dim"),
            Text(_who(table, obs, finished.winner, viewer, capital=False), style="bold"),
            Text(_("{worth}, the last trick").format(worth=worth) if took.last else worth,
                 style="bold green" if took.points else "dim"),  # fmt: skip
        ]
    elif not obs.trick:
        lines = [
            Text(_("Trick {n}").format(n=number), style="dim"),
            Text(_("You lead") if viewer and obs.leader == obs.seat else
                 _("{name} leads").format(name=table.name(obs.leader)), style="bold"),  # fmt: skip
            Text(""),
        ]
    else:
        led = obs.trick[0].card.rank
        rounds = _("Trick {n}").format(n=number)
        if obs.round > 1:
            rounds = _("Trick {n} · round {r}").format(n=number, r=obs.round)
        lines = [
            Text(rounds, style="dim"),
            Text.assemble(_("led: "), (rank_name(led, plural=True), "bold")),
            _trick_state(table, obs, viewer),
        ]
    centre = Text("\n").join(lines)
    centre.no_wrap, centre.overflow = True, "ellipsis"
    return centre


def _trick_state(table: TableView, obs: Observation, viewer: bool) -> Text:
    """The third line in the middle of the table while a trick is on it: a burn, the leader's choice, the holder."""
    burn = next((event for event in obs.log if isinstance(event, Burned)), None)
    if burn is not None:
        who = _who(table, obs, burn.seat, viewer, capital=False)
        return Text(_("burned by {who}").format(who=who), style="bold red")
    if obs.choosing:
        you = viewer and obs.leader == obs.seat
        return Text(_("You: stop or continue?") if you else _("{name} may continue").format(
            name=table.name(obs.leader)), style="bold yellow")  # fmt: skip
    holder = obs.holder or obs.leader
    if viewer and holder == obs.seat:
        return Text(_("You hold it"))
    return Text(_("{name} holds it").format(name=table.name(holder)))


def seats_table(table: TableView, obs: Observation, viewer: bool = True) -> Table:
    """The seats around the trick: the observing seat at the bottom, play passing to the left (clockwise), each
    seat with the cards it played; the trick's number, led rank, round and holder in the middle (S3). Between
    tricks it shows the trick just taken and by whom."""
    plays, holder, finished = _shown_trick(obs)
    held = holding_index(plays)
    n = obs.rules.players
    where = {place: (obs.seat - 1 + offset) % n + 1 for offset, place in enumerate(_positions(n))}
    box = {place: _seat_box(table, obs, seat, plays, holder, held, viewer) for place, seat in where.items()}
    grid = Table.grid(padding=0)
    grid.add_column(width=BOX_WIDTH)
    grid.add_column(width=CENTRE_WIDTH, justify="center")
    grid.add_column(width=BOX_WIDTH)
    centre = _centre(table, obs, finished, viewer)
    if "top" in box:
        grid.add_row("", box["top"], "")
    if "left" in box:
        grid.add_row(box["left"], centre, box["right"])
    else:
        grid.add_row("", centre, "")
    grid.add_row("", box["bottom"], "")
    return grid


def public_table(table: TableView, obs: Observation, viewer: bool = True) -> Group:
    """Everything every player may see: the match, each side's score, the seats around the trick. No hand.
    ``viewer``: drawn for the observing seat ("you"); else for anybody (names only)."""
    return Group(header(table, obs), side_lines(table, obs, viewer), seats_table(table, obs, viewer))


# -- the log ---------------------------------------------------------------------------------------------------


def events_since_last_turn(obs: Observation) -> tuple[Event, ...]:
    """The public events after the observing seat's last card or stop (all of them before its first)."""
    log = obs.log
    for index in range(len(log) - 1, -1, -1):
        event = log[index]
        if isinstance(event, (Played, Stopped)) and event.seat == obs.seat:
            return log[index + 1 :]
    return log


def event_lines(table: TableView, obs: Observation, events: Sequence[Event] | None = None) -> list[Text]:
    """The deal's events (or only its last ``events``) as sentences, a trick taken and the draw after it on one
    line: 'Anna led 9♥.', 'Boris played 9♦ (beats).', 'Anna continued with 9♠ (round 2).', 'Anna stopped.',
    'Boris took the trick: 20 points. Everyone drew 1 card.'"""
    n = obs.rules.players
    log = obs.log
    start = len(log) - (len(log) if events is None else len(events))
    lines: list[Text] = []
    trick: list[Played] = []
    stopped = False
    for index, event in enumerate(log):
        line: Text | None
        if isinstance(event, Played):
            line = _played_line(table, obs, event, trick, n)
            trick.append(event)
        elif isinstance(event, Stopped):
            stopped = True
            line = Text.assemble((_who(table, obs, event.seat, True), "bold"), _(" stopped."))
        elif isinstance(event, Took):
            line = _took_line(table, obs, event, trick, stopped)
            following = log[index + 1] if index + 1 < len(log) else None
            if isinstance(following, Drew):  # S4.1: everyone draws the same number of cards
                line.append(" ")
                line.append(
                    ngettext("Everyone drew {n} card.", "Everyone drew {n} cards.", following.cards).format(
                        n=following.cards
                    ),
                    style="dim",
                )
            trick, stopped = [], False
        elif isinstance(event, Drew):
            line = None  # told with the trick taken
        else:
            assert isinstance(event, Burned)
            line = Text.assemble(
                (_("The deal burns: "), "bold red"),
                (_who(table, obs, event.seat, True), "bold"),
                _(" played the fourth {rank} in a row.").format(rank=rank_name(event.rank)),
            )
        if line is not None and index >= start:
            lines.append(line)
    return lines


def _played_line(table: TableView, obs: Observation, event: Played, trick: Sequence[Played], n: int) -> Text:
    who = (_who(table, obs, event.seat, True), "bold")
    card = card_text(event.card)
    if not trick:
        return Text.assemble(who, _(" led "), card, ".")
    led = trick[0].card.rank
    if len(trick) % n == 0:
        return Text.assemble(who, _(" continued with "), card, _(" (round {r}).").format(r=len(trick) // n + 1))
    mark = (_(" (beats)"), "green") if beats(event.card, led) else ""
    return Text.assemble(who, _(" played "), card, mark, ".")


def _took_line(table: TableView, obs: Observation, event: Took, trick: Sequence[Played], stopped: bool) -> Text:
    who = (_who(table, obs, event.seat, True), "bold")
    worth = ngettext("{n} point", "{n} points", event.points).format(n=event.points)
    if event.last:
        text = Text.assemble(who, _(" took the last trick: "), (worth, "bold green"), _(" (10 for the last trick)."))
    else:
        text = Text.assemble(who, _(" took the trick: "), (worth, "bold green" if event.points else ""), ".")
    if trick and trick[0].seat == obs.seat and not stopped and not event.last:
        text = Text.assemble(_("You could not continue. "), text)  # S3.4: the trick ended without asking
    return text


def log_panel(table: TableView, obs: Observation, lines: int) -> Group:
    """What happened since the observing seat's last turn, in at most ``lines`` lines (at least 2): a heading,
    then the latest sentences, with a count of the earlier ones left out."""
    events = events_since_last_turn(obs)
    if not events:
        return Group(Text(_("Nothing has happened since your last turn.") if obs.log else _("The deal begins."),
                          style="dim"))  # fmt: skip
    texts = event_lines(table, obs, events)
    room = max(lines, 2) - 1
    shown = texts if len(texts) <= room else texts[len(texts) - room + 1 :]
    parts: list[RenderableType] = [Text(_("Since your last turn:"), style="dim")]
    if len(texts) > len(shown):
        parts.append(Text(_("  … {n} earlier").format(n=len(texts) - len(shown)), style="dim"))
    parts += [Text.assemble("  ", line) for line in shown]
    return Group(*parts)


# -- the hand --------------------------------------------------------------------------------------------------


def sorted_hand(obs: Observation) -> tuple[Card, ...]:
    """The observing seat's hand by rank, 7 8 9 10 J Q K A, then suit (suits never matter, S1.1). Hand numbers are
    positions here + 1."""
    return tuple(sorted(obs.hand, key=lambda card: (_RANK_ORDER[card.rank], card.suit)))


def hand_panel(table: TableView, obs: Observation) -> Panel:
    """The observing seat's own hand, numbered; when it chooses to continue or stop, the cards that may continue
    stand out and the others are dimmed (S3.4)."""
    parts: list[Text | str] = []
    for number, card in enumerate(sorted_hand(obs), start=1):
        if number > 1:
            parts.append("   ")
        dim = obs.choosing and card not in obs.continue_cards
        parts += [(f"{number} ", "dim"), card_text(card, "dim" if dim else "")]
    body = Text.assemble(*parts) if parts else Text(_("(no cards)"), style="dim")
    name = table.name(obs.seat)
    return Panel(
        body,
        title=Text(_("Your hand, {name}").format(name=name), style="bold"),
        subtitle=Text(_turn_words(obs), style="bold yellow") if obs.to_move == obs.seat else None,
        title_align="left",
        subtitle_align="left",
        border_style=SIDE_STYLES[(table.sides[obs.seat - 1] - 1) % len(SIDE_STYLES)],
    )


def _turn_words(obs: Observation) -> str:
    """What the observing seat is to do now (S3.1, S3.2, S3.4)."""
    if obs.choosing:
        cards = " ".join(card_label(card) for card in obs.continue_cards)
        return _("your turn: stop, or continue with {cards}").format(cards=cards)
    if not obs.trick:
        return _("your turn: lead any card")
    led = rank_name(obs.trick[0].card.rank, plural=True)
    return _("your turn: play any card ({led} and sevens beat)").format(led=led) if obs.trick[0].card.rank is not \
        Rank.SEVEN else _("your turn: play any card (sevens beat)")  # fmt: skip


# -- whole screens ---------------------------------------------------------------------------------------------


def turn_screen(table: TableView, obs: Observation, height: int = 24) -> Group:
    """The screen of the observing seat's turn: the public table, the log since its last turn (as many lines as
    ``height`` leaves room for, keeping two for a message and the prompt and one spare for a wrapped line), and
    its hand with what to do."""
    seats_lines = 6 if obs.rules.players == 3 else 9
    fixed = 1 + table.side_count + seats_lines + 3 + 2 + 1
    return Group(
        public_table(table, obs),
        log_panel(table, obs, height - fixed),
        hand_panel(table, obs),
    )


def trick_line(table: TableView, obs: Observation, trick: Trick, number: int) -> Text:
    """A finished trick on one line: 'Trick 3, led by Anna: 9♥ Anna, 10♣ Boris / 9♠ Anna, 7♥ Boris — Boris
    took it, 10 points.' (rounds separated by /)."""
    n = obs.rules.players
    parts: list[Text | str] = [
        _("Trick {n}, led by {who}: ").format(n=number, who=_who(table, obs, trick.leader, True, capital=False))
    ]
    for index, played in enumerate(trick.plays):
        if index:
            parts.append(" / " if index % n == 0 else ", ")
        parts += [card_text(played.card), " ", _who(table, obs, played.seat, True, capital=False)]
    worth = ngettext("{n} point", "{n} points", trick.points).format(n=trick.points)
    parts.append(_(" — {who} took it, {worth}.").format(
        who=_who(table, obs, trick.winner, True, capital=False), worth=worth))  # fmt: skip
    return Text.assemble(*parts)


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


def deal_end_screen(table: TableView, obs: Observation, outcome: Outcome) -> Group:
    """The end of a deal: a burn announced loudly (S6), the last trick around the table, each side's points,
    tricks and game points (S5), the stake and why (S5.4), and the next dealer (S7.2). ``table.points`` already
    holds this deal; ``obs`` may be any seat's (no hand is drawn)."""
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
    parts.append(seats_table(table, obs, viewer=False))
    result = Table(box=box.SIMPLE_HEAD, expand=False, pad_edge=False, show_edge=False)
    result.add_column(_("Side"))
    result.add_column(_("Points"), justify="right")
    result.add_column(_("Tricks"), justify="right")
    result.add_column(_("Game points"), justify="right")
    result.add_column(_("Match"), justify="right")
    for side in range(1, len(outcome.points) + 1):
        won = side == outcome.winner
        result.add_row(
            Text(table.side_name(side), style=f"bold {SIDE_STYLES[(side - 1) % len(SIDE_STYLES)]}"),
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
    return Group(*parts)
