"""The ``learn`` command every game with a course has: a guided first deal against computer players on the
course's fixed deck (:mod:`cardtable.terminal.lessons`). Nothing is saved; ``--option NAME=VALUE`` changes the
rules within what the course has a deck for (Semerka: ``burning=true``)."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import click
from rich.console import Console
from rich.markup import escape

from cardtable.bots import make_bot
from cardtable.cli.display_options import display_options
from cardtable.cli.invoked import command_template
from cardtable.cli.language import LocalizedCommand
from cardtable.cli.names import LeftAtNames, ask_name
from cardtable.cli.params import RuleSetting, Seconds
from cardtable.cli.play import can_hide_hands, line_editing
from cardtable.config import name_too_long
from cardtable.game import AnyGame, RulesError
from cardtable.i18n import _
from cardtable.match import MatchSettings
from cardtable.records import Record, SeatInfo, replay
from cardtable.records.jsonform import OptionValue
from cardtable.safetext import clean_typed
from cardtable.seating import MAX_NAME, default_name, name_key
from cardtable.session import Session
from cardtable.table import BotSeat, MatchLoop, Seat
from cardtable.table.coach import Coach, Course
from cardtable.terminal.keyboard import Keyboard
from cardtable.terminal.lessons import LessonScreens, LessonSeat, run_lesson
from cardtable.terminal.notices import KeyboardWatcher
from cardtable.terminal.saving import Saver
from cardtable.terminal.screens import GameScreens, TableConsole
from cardtable.terminal.typeahead import drop_typeahead, echo_off

if TYPE_CHECKING:  # the spec is the layer above: only its type is used here
    from cardtable.spec import RuleOption

__all__ = ["lesson_session", "lesson_table", "make_learn_command"]


def lesson_session(game: AnyGame, course: Course, name: str, options: dict[str, OptionValue]) -> Session:
    """The one-deal match of ``course``: the learner ``name`` at the course's seat, its bots at the others, its
    deck dealt by its dealer, nothing saved. Raises :class:`RulesError` for options the course cannot teach."""
    rules = game.make_rules(course.players, {**course.options, **options})
    seats = tuple(
        SeatInfo(name) if seat == course.learner else SeatInfo(_(course.names[seat - 1]), course.bots)
        for seat in range(1, course.players + 1)
    )
    settings = MatchSettings(target=None, deals=1, first_dealer=course.dealer)
    record = Record.new(game.name, seats, game.rules_options(rules), settings).with_new_deal(
        course.dealer, course.deck(rules)
    )
    return Session.restore(game, replay(record, game))


def make_learn_command(
    game: AnyGame,
    screens_factory: Callable[[Console], GameScreens],
    course: Course,
    *,
    program: str,
    title: str,
    rule_options: Sequence[RuleOption],
) -> click.Command:
    """The ``learn`` command for ``game`` with ``course``; ``program``: the command name users type; ``title``:
    the game's name as players read it."""

    @click.command("learn", cls=LocalizedCommand, help=_("A guided first deal against the computer: each rule explained when it matters."))
    @click.option("--name", default=None, metavar="NAME", help=_("Your name at the table (asked when not given; Enter keeps Player 1)."))
    @click.option(
        "--option", "options", type=RuleSetting(rule_options, game.name.capitalize(), game), multiple=True,
        metavar="NAME=VALUE", help=_("A rules option, as for play (the lessons follow it where they can)."),
    )  # fmt: skip
    @click.option("--delay", type=Seconds(0, 60), default=None, metavar="SECONDS", help=_("Seconds each computer player's move takes at the least (default 0.5; 0 for none)."))
    @display_options
    def learn(name: str | None, options: tuple[tuple[str, OptionValue], ...], delay: float | None) -> None:
        """A guided first deal against the computer: each rule explained when it matters."""
        bots = {name_key(_(bot)): _(bot) for seat, bot in enumerate(course.names, start=1) if seat != course.learner}
        learner = clean_typed(name).strip() if name else ""
        if len(learner) > MAX_NAME:
            raise click.BadParameter(name_too_long(learner), param_hint="'--name'")
        if name_key(learner) in bots:
            taken = _('"{name}" is a computer player of this deal: choose another name.').format(name=learner)
            raise click.BadParameter(taken, param_hint="'--name'")
        try:
            lesson_session(game, course, learner or default_name(course.learner), dict(options))  # options first
        except (RulesError, ValueError) as error:
            raise click.UsageError(str(error)) from None
        console = TableConsole(highlight=False)
        line_editing()
        if not learner:
            learner = _ask_learner(console, course, bots)
        session = lesson_session(game, course, learner, dict(options))
        session.rule_options = tuple(rule_options)
        keyboard, loop, seat = lesson_table(
            session, course, screens_factory(console), console, private=can_hide_hands(console)
        )
        keyboard.bot_pause = delay
        sys.exit(run_lesson(keyboard, loop, seat, command_template(program, course.real_match), title))

    return learn


def _ask_learner(console: Console, course: Course, bots: dict[str, str]) -> str:
    """The learner's name, asked before the deal (Enter keeps "Player 1"); ``quit`` (or Ctrl-D, Ctrl-C) at the
    prompt leaves with nothing started: exit 0 (1 for Ctrl-C)."""
    default = default_name(course.learner)
    explained = _("Type your name, or press Enter to keep the one in brackets; quit leaves.")
    try:
        return ask_name(console, _("Your name [{default}]: ").format(default=escape(default)), default, bots, explained)
    except (EOFError, LeftAtNames):
        console.print()
        sys.exit(0)
    except KeyboardInterrupt:
        console.print()
        sys.exit(1)


def lesson_table(
    session: Session,
    course: Course,
    screens: GameScreens,
    console: Console,
    *,
    private: bool,
    read_line: Callable[[str], str] | None = None,
) -> tuple[Keyboard, MatchLoop, LessonSeat]:
    """The table of the guided deal ``session`` (from :func:`lesson_session`) at ``console``: the keyboard (on
    ``screens`` with the word ``lesson``; ``private`` and ``read_line`` as for
    :class:`~cardtable.terminal.keyboard.Keyboard`), the match loop (its bots seeded by the course; ``hint`` and
    ``undo`` work as in ``play``) and the learner's seat. Nothing is saved."""
    saver = Saver(session, None)
    lesson_screens = LessonScreens(screens)
    keyboard = Keyboard(console, session, lesson_screens, saver, private=private, read_line=read_line)
    keyboard.saved = False
    keyboard.may_review = False  # the deal ends with its closing lessons, not with the offer of review
    if private:
        keyboard.drop_typed = drop_typeahead
        keyboard.quiet_typing = echo_off
    coach = Coach(course.judge(), course.threshold, course.bot_seed)
    seat = LessonSeat(keyboard, course.learner, course, coach, lesson_screens)
    rng = random.Random(course.bot_seed)
    watcher = KeyboardWatcher(keyboard)
    seats: dict[int, Seat[Any, Any]] = {course.learner: seat}
    for number in range(1, course.players + 1):
        if number != course.learner:
            seats[number] = BotSeat(make_bot(session.game.name, course.bots), rng, watcher)
    bots = frozenset(number for number in seats if number != course.learner)
    loop = MatchLoop(session, seats, run_step=saver.attempt, bots=bots)
    keyboard.loop = loop  # hint and undo are the loop's to tell and to make, as in play
    return keyboard, loop, seat
