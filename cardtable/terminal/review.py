"""``review`` at the end of a deal: the analysis of the deal just played for a seat at this keyboard, the same
report as ``analyze FILE --deal DEAL --seat SEAT`` gives (:mod:`cardtable.analysis`), then back to the deal-end prompt;
and ``analyze`` at the end of the match: every deal of it, for the seats at this keyboard.

The deal is over, so every hand of it is public: a seat may review it even while other people share the screen.
Each decision is still judged from the deciding seat's own observation only. Over ``serve`` a player types it in
the pause at the end of a deal (:class:`cardtable.ssh.seats.Aside`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

from rich.console import RenderableType
from rich.text import Text

from cardtable.analysis import Analysis, DealJob, Decision, analyse_deal, strong_search
from cardtable.analysis.report import MoveWords, analysis_report
from cardtable.i18n import LANGUAGES, _, pgettext, using_language
from cardtable.match import match_status
from cardtable.safetext import shorten_echoes
from cardtable.seating import name_key
from cardtable.terminal.keyboard import Keyboard
from cardtable.terminal.screens import GameScreens, Sized, TableView, with_aliases

__all__ = ["can_review", "deal_review", "match_review", "move_worder", "review_deal", "review_help", "review_words"]

SHOWN = 3
"""How many of the deal's biggest mistakes the review draws with their positions."""


def review_words() -> frozenset[str]:
    """The words that ask for a review, in every language of the interface whichever one is in use (``review``,
    ``разбор``): a player may type either, as the deal-end prompt of the other language says it."""
    words: set[str] = set()
    for language in LANGUAGES:
        with using_language(language):
            words.update(with_aliases({"review": "review"}, {"review": pgettext("command words", "review")}))
    return frozenset(words)


def can_review(keyboard: Keyboard) -> bool:
    """Whether ``review`` is offered at ``keyboard``: people play there, it waits at the end of a deal, and the
    game has a strong search."""
    return keyboard.may_review and bool(keyboard.seats) and strong_search(keyboard.session.game) is not None


def _seat(keyboard: Keyboard, typed: str) -> int:
    """The seat ``review`` (with ``typed`` after it) asks about: nothing for the keyboard's one person, else a seat
    number or a player's name (in any case; a default name in either language, ``Игрок 2`` for ``Player 2``).
    Raises ``ValueError`` with a one-line reason (for several people, their seats by number and name)."""
    seats = sorted(keyboard.seats)
    if len(seats) == 1 and not typed:
        return seats[0]
    if typed.isdigit() and int(typed) in seats:
        return int(typed)
    named = [seat for seat in seats if name_key(keyboard.session.seats[seat - 1].name) == name_key(typed)]
    if named:
        return named[0]
    if len(seats) == 1:
        reason = _("Only your own play can be reviewed here: type review alone.")
    elif typed:
        reason = _('No seat "{typed}" here: type review and one of {seats}.')
    else:
        reason = _("Whose play? Type review and one of {seats}.")
    table = keyboard.table()
    listed = ", ".join(f"{seat} {table.name(seat)}" for seat in seats)
    message = reason.format(typed=typed, seats=listed)
    raise ValueError(shorten_echoes(message, typed))


def review_help(keyboard: Keyboard) -> str | None:
    """What ``help`` adds where ``review`` is offered to several people at ``keyboard``, whose prompt says it takes
    a seat: an example with the second seat's number and name; None for one person."""
    seats = sorted(keyboard.seats)
    if len(seats) < 2:
        return None
    line = _("For example: review {seat} or review {name}; the strong computer player judges that seat's play.")
    return line.format(seat=seats[1], name=keyboard.table().name(seats[1]))


def _table_before(keyboard: Keyboard, deal: int | None = None) -> TableView:
    """The table as it stood during ``deal`` (1-based; default: the last one): its number and dealer, and the
    points of the deals before it."""
    table = keyboard.table()
    session = keyboard.session
    number = session.deal_number if deal is None else deal
    points = table.points[: number - 1]
    status = match_status(table.settings, table.side_count, points, session.game.series_tie)
    dealer = session.record.deals[number - 1].dealer
    return dataclasses.replace(table, deal_number=number, dealer=dealer, points=points, status=status)


def review_deal(keyboard: Keyboard, typed: str, back: Callable[[], None]) -> None:
    """Judge the deal that just ended for the seat ``typed`` names (or the keyboard's one person), page the
    report, then ``back()`` (the deal-end screen again). A bad seat, or a game with no strong search, gets one
    line instead."""
    try:
        report = deal_review(keyboard, typed)
    except ValueError as error:
        keyboard.console.print(Text(str(error), style="bold red"))
        return
    keyboard.page(report)
    back()


def deal_review(keyboard: Keyboard, typed: str, deal: int | None = None) -> RenderableType:
    """The report on deal ``deal`` (1-based; default: the last one, which must be over) judged for the seat
    ``typed`` names (or the keyboard's one person). Raises ``ValueError`` with a one-line reason: a bad seat, or
    a game with no strong search."""
    session = keyboard.session
    bot = strong_search(session.game)
    if bot is None:
        raise ValueError(_("This game has no strong computer player to review with."))
    seat = _seat(keyboard, typed.strip())
    number = session.deal_number if deal is None else deal
    played = session.record.deals[number - 1]
    job = DealJob(
        session.game, session.rules, bot, number, played.dealer, played.deck, played.moves, session.seed,
        frozenset({seat}), frozenset(played.hinted),
    )  # fmt: skip
    with keyboard.console.status(_("Reviewing the deal…")) if keyboard.private else nullcontext():
        decisions = analyse_deal(job)
    analysis = Analysis(session.game.name, (seat,), tuple(decisions), bot.playouts)
    table = _table_before(keyboard, number)

    def draw(decision: Decision) -> RenderableType:
        return _drawn_when_shown(keyboard, table, decision)

    return analysis_report(
        analysis, table.names, draw, shown=SHOWN, move_name=keyboard.screens.move_typed,
        move_words=move_worder(keyboard.screens, lambda deal: table),
    )  # fmt: skip


def match_review(keyboard: Keyboard) -> RenderableType | None:
    """Every deal of the match just ended judged for the people's seats at this keyboard (the match is over: every
    hand is public): the report to page, as ``analyze FILE`` shows it. A game with no strong search, or a
    keyboard where nobody played, gets one line instead (None)."""
    console = keyboard.console
    session = keyboard.session
    bot = strong_search(session.game)
    if bot is None or not keyboard.seats:
        reason = _("Nobody played at this keyboard: there is no decision to analyze.") if bot else None
        console.print(
            Text(reason or _("This game has no strong computer player to review with."), style="bold red")
        )
        return None
    seats = frozenset(keyboard.seats)
    jobs = [
        DealJob(
            session.game, session.rules, bot, number, deal.dealer, deal.deck, deal.moves, session.seed, seats,
            frozenset(deal.hinted),
        )
        for number, deal in enumerate(session.record.deals, start=1)
    ]
    decisions: list[Decision] = []
    with console.status(_("Analysing the match…")) if keyboard.private else nullcontext():
        for job in jobs:
            decisions.extend(analyse_deal(job))
    analysis = Analysis(session.game.name, tuple(sorted(seats)), tuple(decisions), bot.playouts)

    def draw(decision: Decision) -> RenderableType:
        return _drawn_when_shown(keyboard, _table_before(keyboard, decision.deal), decision)

    names = keyboard.table().names
    return analysis_report(
        analysis, names, draw, shown=SHOWN, move_name=keyboard.screens.move_typed,
        move_words=move_worder(keyboard.screens, lambda deal: _table_before(keyboard, deal)),
    )  # fmt: skip


def move_worder(screens: GameScreens, table: Callable[[int], TableView]) -> MoveWords | None:
    """A decision's move in words, as the game's ``screens`` word it with the names of ``table(deal)`` (the table
    of the decision's deal); None for a game whose screens do not (:class:`~cardtable.terminal.screens.WordedMoves`)."""
    words: Callable[[TableView, Any, Any], Text] | None = getattr(screens, "move_words", None)
    if words is None:
        return None

    def said(decision: Decision, move: Any) -> Text:
        return words(table(decision.deal), decision.observation, move)

    return said


def _drawn_when_shown(keyboard: Keyboard, table: TableView, decision: Decision) -> RenderableType:
    """The turn screen of ``decision`` as its player saw it, laid out when the page shows it: a window resized
    while the report is paged gets the table drawn for its new size, not cut at the old one."""
    screens = keyboard.screens
    return Sized(lambda width, height: screens.turn(table, decision.observation, decision.seat, decision.legal))
