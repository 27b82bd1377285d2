"""The deal's public log as sentences: what happened since the observing seat's last turn, and a finished trick on
one line (the ``last`` command)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.padding import Padding
from rich.text import Text

from cardtable.cards import Card
from cardtable.display import plain
from cardtable.i18n import _, ngettext
from cardtable.terminal.screens import TableView, filled

from semerka.notation import card_text, fourth_in_a_row
from semerka.rules import Burned, Drew, Event, Observation, Play, Played, Stop, Stopped, Took, Trick, beats
from semerka.view.names import who

__all__ = ["event_lines", "events_since_last_turn", "log_panel", "move_text", "play_kind", "trick_line"]


def events_since_last_turn(obs: Observation) -> tuple[Event, ...]:
    """The public events after the observing seat's last card or stop (all of them before its first)."""
    log = obs.log
    index = _last_turn(obs)
    return log if index is None else log[index + 1 :]


def _last_turn(obs: Observation) -> int | None:
    """Where in the deal's log the observing seat's last card or stop is, or None before its first."""
    log = obs.log
    for index in range(len(log) - 1, -1, -1):
        event = log[index]
        if isinstance(event, (Played, Stopped)) and event.seat == obs.seat:
            return index
    return None


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
            line = _sentence(table, obs, event.seat, _("You stopped."), _("{who} stopped."))
        elif isinstance(event, Took):
            line = _took_line(table, obs, event, trick, stopped)
            following = log[index + 1] if index + 1 < len(log) else None
            if isinstance(following, Drew):  # S4.1: everyone draws the same number of cards
                line.append(" ")
                line.append(_drew(obs.rules.players, following.cards), style="dim")
            trick, stopped = [], False
        elif isinstance(event, Drew):
            line = None  # told with the trick taken
        else:
            assert isinstance(event, Burned)
            line = _sentence(table, obs, event.seat, _("you played {fourth}."), _("{who} played {fourth}."),
                             fourth=fourth_in_a_row(event.rank))  # fmt: skip
            line = Text.assemble((_("The deal burns: "), "bold red"), line)
        if line is not None and index >= start:
            lines.append(line)
    return lines


def _drew(players: int, cards: int) -> str:
    """That every player drew ``cards`` cards from the stock after a trick (S4.1): "both" of two players."""
    if players == 2:
        return ngettext("Both drew {n} card.", "Both drew {n} cards.", cards).format(n=cards)
    return ngettext("Everyone drew {n} card.", "Everyone drew {n} cards.", cards).format(n=cards)


def _sentence(table: TableView, obs: Observation, seat: int, yours: str, theirs: str,
              **pieces: Text | str) -> Text:  # fmt: skip
    """A sentence about ``seat``: ``yours`` when it is the observing seat (Russian verbs agree with "вы"), else
    ``theirs`` with ``{who}`` its name in bold; each other ``{key}`` is ``pieces[key]`` (a card keeps its style)."""
    return filled(yours if seat == obs.seat else theirs, who=Text(table.name(seat), style="bold"), **pieces)


def _played_line(table: TableView, obs: Observation, event: Played, trick: Sequence[Played], n: int) -> Text:
    card = card_text(event.card)
    kind, rest = play_kind(event.card, trick, n)
    if kind == "lead":
        return _sentence(table, obs, event.seat, _("You led {card}."), _("{who} led {card}."), card=card)
    if kind == "continue":
        return _sentence(table, obs, event.seat, _("You continued with {card} (round {r})."),
                         _("{who} continued with {card} (round {r})."), card=card, r=rest)  # fmt: skip
    return _sentence(table, obs, event.seat, _("You played {card}{beats}."), _("{who} played {card}{beats}."),
                     card=card, beats=rest)  # fmt: skip


def play_kind(card: Card, trick: Sequence[Played], n: int) -> tuple[str, str | Text]:
    """What playing ``card`` to ``trick`` (its cards so far; ``n`` players) is (S3.1-S3.4): ``("lead", "")``,
    ``("continue", round number)`` when it starts a new round of the trick, or ``("play", mark)`` where the mark
    is a green ' (beats)' for a card that beats the led rank (or a seven), else empty."""
    if not trick:
        return "lead", ""
    if len(trick) % n == 0:
        return "continue", str(len(trick) // n + 1)
    return "play", Text(_(" (beats)"), style="green") if beats(card, trick[0].card.rank) else ""


def move_text(obs: Observation, move: Play | Stop) -> Text:
    """``move``, one the observing seat may make now, in words, as a move to make: 'lead 9♥', 'play 9♦ (beats)',
    'continue with 9♠ (round 2)', 'stop the trick' (a review's moves played and best; S3.4)."""
    if isinstance(move, Stop):
        return Text(_("stop the trick"))
    card = card_text(move.card)
    kind, rest = play_kind(move.card, obs.trick, obs.rules.players)
    if kind == "lead":
        return Text.assemble(_("lead "), card)
    if kind == "continue":
        return Text.assemble(_("continue with "), card, _(" (round {r})").format(r=rest))
    return Text.assemble(_("play "), card, rest)


def _took_line(table: TableView, obs: Observation, event: Took, trick: Sequence[Played], stopped: bool) -> Text:
    worth = ngettext("{n} point", "{n} points", event.points).format(n=event.points)
    if event.last:
        text = _sentence(table, obs, event.seat, _("You took the last trick: {worth} (10 for the last trick)."),
                         _("{who} took the last trick: {worth} (10 for the last trick)."),
                         worth=Text(worth, style="bold green"))  # fmt: skip
    else:
        text = _sentence(table, obs, event.seat, _("You took the trick: {worth}."), _("{who} took the trick: {worth}."),
                         worth=Text(worth, style="bold green" if event.points else ""))  # fmt: skip
    if trick and trick[0].seat == obs.seat and not stopped and not event.last:
        text = Text.assemble(_("You could not continue. "), text)  # S3.4: the trick ended without asking
    return text


def log_panel(table: TableView, obs: Observation, lines: int) -> Group:
    """What happened since the observing seat's last turn, in at most ``lines`` lines (at least 1): a heading,
    then the latest sentences, with a count of the earlier ones left out. The latest sentence is always shown:
    with room for only one, the count goes on the heading's line; with one line in all, the sentence goes on
    after the heading, or, too long for that, shows alone (:class:`OneLine`). Before the seat's first card of the
    deal the heading says since when: the deal's beginning."""
    events = events_since_last_turn(obs)
    if not events:
        return Group(Text(_("Nothing has happened since your last move.") if obs.log else _("The deal begins."),
                          style="dim"))  # fmt: skip
    texts = event_lines(table, obs, events)
    room = max(lines, 1) - 1  # below the heading
    moved = _last_turn(obs) is not None  # else no turn of this deal to speak of: a new match, a new deal
    whole = _("Since your last turn:") if moved else _("Since the deal began:")
    if len(texts) <= room:
        shown, heading, count = texts, whole, None
    elif room <= 1:
        shown, count = texts[-1:], None
        hidden = len(texts) - 1
        if not hidden:  # one line in all, one sentence
            heading = whole
        elif moved:
            heading = ngettext("Since your last turn (… {n} earlier line):",
                               "Since your last turn (… {n} earlier lines):", hidden).format(n=hidden)  # fmt: skip
            heading = plain(heading)
        else:
            heading = ngettext("Since the deal began (… {n} earlier line):",
                               "Since the deal began (… {n} earlier lines):", hidden).format(n=hidden)  # fmt: skip
            heading = plain(heading)
    else:
        shown, heading = texts[len(texts) - room + 1 :], whole
        hidden = len(texts) - len(shown)
        count = plain(ngettext("  … {n} earlier line", "  … {n} earlier lines", hidden).format(n=hidden))
    if room == 0:
        return Group(OneLine(Text.assemble((heading, "dim"), " ", shown[-1]), shown[-1]))
    parts: list[RenderableType] = [Text(heading, style="dim")]
    if count is not None:
        parts.append(Text(count, style="dim"))
    parts += [Padding(line, (0, 0, 0, 2)) for line in shown]  # a wrapped line goes on under its first word
    return Group(*parts)


@dataclass(frozen=True)
class OneLine:
    """The log in one line: ``run_on`` (the heading, the latest sentence after it) where it fits the width it is
    drawn at, else ``latest`` alone, cut at the edge where it is longer still."""

    run_on: Text
    latest: Text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        line = (self.run_on if self.run_on.cell_len <= options.max_width else self.latest).copy()
        line.no_wrap, line.overflow = True, "ellipsis"
        yield line


def trick_line(table: TableView, obs: Observation, trick: Trick, number: int) -> Text:
    """A finished trick on one line: 'Trick 3, led by Anna: 9♥ Anna, 10♣ Boris / 9♠ Anna, 7♥ Boris — Boris
    took it, 10 points.' (rounds separated by /)."""
    n = obs.rules.players
    parts: list[Text | str] = [
        _("Trick {n}, led by {who}: ").format(n=number, who=who(table, obs, trick.leader, True, capital=False))
    ]
    for index, played in enumerate(trick.plays):
        if index:
            parts.append(" / " if index % n == 0 else ", ")
        parts += [card_text(played.card), " ", who(table, obs, played.seat, True, capital=False)]
    worth = ngettext("{n} point", "{n} points", trick.points).format(n=trick.points)
    if trick.winner == obs.seat:
        parts.append(_(" — you took it, {worth}.").format(worth=worth))
    else:
        parts.append(_(" — {who} took it, {worth}.").format(who=table.name(trick.winner), worth=worth))
    return Text.assemble(*parts)

