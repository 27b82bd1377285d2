"""The guided first deal at a terminal (``GAME learn``): a layer of lessons and advice around the learner's seat.

The learner plays on the game's normal turn screens, through the normal prompt. Around it, :class:`LessonSeat`
shows each lesson of the game's course (:class:`cardtable.table.coach.Course`) on its own screen the first time
it matters, and has the :class:`~cardtable.table.coach.Coach` judge every move: a weak one gets a gentle
explanation, and the learner types it again to keep it or types another move, there or at the prompt. At the
end of the deal come the closing lessons, then a summary of what was learned and how to start a real match.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import nullcontext
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from cardtable.bots.hints import Hint
from cardtable.i18n import _, pgettext
from cardtable.table import MatchLoop
from cardtable.table.coach import Coach, Course, LessonText, Verdict
from cardtable.table.seat import DealOver, MatchOver, Notice, TookBack
from cardtable.terminal.humans import ConsoleSeat
from cardtable.terminal.advice import position_key
from cardtable.terminal.keyboard import Keyboard, QuitRequested
from cardtable.terminal.notices import show_notice
from cardtable.terminal.prompts import ask_move
from cardtable.terminal.screens import CommandHandler, GameScreens, TableView, with_aliases

__all__ = ["LessonScreens", "LessonSeat", "advice_panel", "intro_panel", "lesson_panel", "run_lesson", "summary"]


def lesson_panel(lesson: LessonText) -> Panel:
    """One lesson as a panel: its rule number and title above its few lines."""
    title = Text.assemble((_("Rule {rule}").format(rule=lesson.rule), "bold"), " · ", (lesson.title, "bold"))
    return Panel(Text(lesson.body), title=title, title_align="left", border_style="green")


def intro_panel(title: str, names: Sequence[str], learner: int) -> Panel:
    """What the guided deal of ``title`` (the game's name) is: the learner's seat among ``names``, and the words
    to type."""
    others = ", ".join(name for seat, name in enumerate(names, start=1) if seat != learner)
    body = Text(
        _(
            "A guided first deal: you play seat {seat}, the computer plays {others}. Each rule is explained "
            "the first time it matters, and a move that looks weak gets a word of advice: you may keep it or "
            "choose another.\nAt the prompt: help (how to type moves), moves (every legal move), lesson (the "
            "turn's lessons again), hint (the computer's choice), undo (take back your last move), rules, quit."
        ).format(seat=learner, others=others)
    )
    return Panel(body, title=Text(_(title), style="bold"), title_align="left", border_style="green")


def advice_panel(lines: Sequence[str], keep: str) -> Panel:
    """The advice on a weak move: ``lines`` (why another move is better), then how to keep it (``keep``)."""
    body = Text("\n".join(lines))
    body.append("\n")
    body.append(keep, style="bold")
    return Panel(body, title=Text(_("A better move?"), style="bold"), title_align="left", border_style="yellow")


def keep_line(typed: str) -> str:
    """How to keep a move that was advised against, or choose another: ``typed`` is the move as typed. Said
    under the advice, where a move may be typed at once (Enter goes back to the table), and at the prompt."""
    return _("Type {move} again to keep it, or type another move.").format(move=typed)


def summary(seen: Sequence[LessonText], command: str) -> Group:
    """The end of the guided deal: the lessons seen, by rule, and ``command``, which starts a real match."""
    lines: list[RenderableType] = [Text(_("What you learned in this deal:"), style="bold")]
    for lesson in seen:
        lines.append(Text.assemble("  • ", (lesson.title, "bold"), f" ({lesson.rule})"))
    lines.append(Text(_("The rules in full: type rules at any prompt of a match.")))
    lines.append(Text(_("To play a real match against the computer:")))
    # Never wrapped by Rich, so that it can be copied whole (the terminal may still fold a long one).
    lines.append(Text.assemble("  ", (command, "bold"), no_wrap=True, overflow="ignore"))
    return Group(*lines)


class LessonScreens:
    """A game's screens (``base``) with the command word ``lesson`` (Russian ``урок``), which shows again the
    lessons of the learner's last turn (``current``)."""

    def __init__(self, base: GameScreens) -> None:
        self.base = base
        self.current: list[LessonText] = []

    def turn(self, table: TableView, observation: Any, seat: int, legal_moves: Sequence[Any]) -> RenderableType:
        return self.base.turn(table, observation, seat, legal_moves)

    def handoff(self, table: TableView, observation: Any, seat: int, *, viewer: bool = False) -> RenderableType:
        return self.base.handoff(table, observation, seat, viewer=viewer)

    def deal_end(self, table: TableView, observation: Any, outcome: Any) -> RenderableType:
        return self.base.deal_end(table, observation, outcome)

    def prompt(self, table: TableView, observation: Any, legal_moves: Sequence[Any]) -> str:
        return self.base.prompt(table, observation, legal_moves)

    def read_move(self, text: str, observation: Any, legal_moves: Sequence[Any]) -> Any:
        return self.base.read_move(text, observation, legal_moves)

    def commands(self) -> Mapping[str, CommandHandler]:
        return {
            **self.base.commands(),
            **with_aliases({"lesson": self._lesson}, {"lesson": pgettext("command words", "lesson")}),
        }

    def _lesson(self, argument: str, observation: Any) -> RenderableType:
        if not self.current:
            return Text(_("No lesson on this turn: play on as you think best."))
        return Group(*map(lesson_panel, self.current))

    def help(self) -> RenderableType:
        line = Text(_("lesson: the last turn's lessons again."))
        return Group(self.base.help(), line)

    def describe_moves(self, observation: Any, legal_moves: Sequence[Any]) -> RenderableType:
        return self.base.describe_moves(observation, legal_moves)

    def move_typed(self, observation: Any, move: Any) -> str:
        return self.base.move_typed(observation, move)

    def rules_text(self) -> str:
        return self.base.rules_text()


class LessonSeat(ConsoleSeat):
    """The learner's seat ``number`` at ``keyboard`` (whose screens are :class:`LessonScreens`), following
    ``course`` with ``coach``. ``seen`` lists the lessons shown, in order."""

    def __init__(self, keyboard: Keyboard, number: int, course: Course, coach: Coach, screens: LessonScreens) -> None:
        super().__init__(keyboard, number)
        self.course = course
        self.coach = coach
        self.lesson_screens = screens
        self.seen: list[LessonText] = []
        self.decisions = 0  # the learner's moves that stand in the deal: the number of the decision to make
        self.shown_at: dict[int, list[LessonText]] = {}  # decision number → the lessons first shown there

    def _names(self) -> tuple[str, ...]:
        return self.keyboard.table().names

    def _show_lessons(self, lessons: Sequence[LessonText], public: RenderableType | None) -> list[LessonText]:
        """Show each of ``lessons`` not shown before on its own screen (under ``public``, the table); returns
        those shown."""
        keys = {lesson.key for lesson in self.seen}
        new = [lesson for lesson in lessons if lesson.key not in keys]
        for lesson in new:
            self.seen.append(lesson)
            parts = [part for part in (public, lesson_panel(lesson)) if part is not None]
            self.keyboard.show(Group(*parts))
            self.keyboard.wait(_("Press Enter to go on"))
        return new

    def choose(self, observation: Any, legal_moves: Sequence[Any]) -> Any:
        """The learner's move: the lessons that matter now first, then the prompt; a weak move is explained and
        asked for again, and typing it again keeps it."""
        table = self.keyboard.table()
        # The learner is the one person here: the lessons' table is drawn for them ("you"), as their turn is.
        public = self.keyboard.screens.handoff(table, observation, self.number, viewer=True)
        decision = self.decisions
        new = self._show_lessons(self.course.lessons(observation, legal_moves, table.names), public)
        # Back at a decision after undo, its lessons stay shown: ``lesson`` shows them again.
        self.lesson_screens.current = self.shown_at.setdefault(decision, new)
        advised: list[Any] = []
        note: RenderableType | None = None
        typed = ""  # a move typed at the advice instead of Enter: taken as typed at the prompt
        while True:
            move = ask_move(self.keyboard, self.number, observation, legal_moves, note, typed)
            if move in advised:
                self.decisions = decision + 1
                return move
            verdict = self._judge(observation, legal_moves, move, decision)
            if verdict is None:
                self.decisions = decision + 1
                return move
            advised.append(move)
            keep = keep_line(self.course.typed(observation, move))
            self.keyboard.show(Group(public, advice_panel(self.course.advice(observation, verdict), keep)))
            typed = self.keyboard.wait(_("Type your move, or press Enter for the table"), takes_text=True)
            note = Text(keep, style="bold yellow")

    def _judge(self, observation: Any, legal_moves: Sequence[Any], move: Any, decision: int) -> Verdict | None:
        """The coach's verdict on ``move``, weighed against the hint's move if a hint was asked here; a spinner
        turns meanwhile on a real terminal (the search takes a moment). The advice becomes this position's
        hint, so that ``hint`` at the retry names the same better move."""
        key = position_key(self.keyboard, self.number)
        hint = self.keyboard.hints.get(key)
        hinted = None if hint is None else hint.move
        with self.keyboard.console.status("") if self.keyboard.private else nullcontext():
            verdict = self.coach.judge(observation, legal_moves, move, decision, hinted)
        if verdict is not None:
            self.keyboard.hints[key] = Hint(verdict.better, verdict.played, verdict.loss)
        return verdict

    def notify(self, notice: Notice, observation: Any) -> None:
        """The end of the deal: its screen, then the closing lessons; the end of the match: the summary."""
        keyboard = self.keyboard
        if isinstance(notice, TookBack) and notice.seat == self.number:
            self.decisions -= 1  # the learner's last move is taken back (with the bots' replies after it)
        if isinstance(notice, DealOver):
            keyboard.last_notice = notice
            keyboard.show(keyboard.screens.deal_end(keyboard.table(), observation, notice.outcome))
            keyboard.wait(_("Press Enter to go on"))
            self.lesson_screens.current = self._show_lessons(
                self.course.closing(observation, notice.outcome, self._names()), None
            )
        elif isinstance(notice, MatchOver):
            keyboard.last_notice = notice
        else:
            show_notice(keyboard, notice, observation)


def run_lesson(keyboard: Keyboard, loop: MatchLoop, seat: LessonSeat, command: str, title: str) -> int:
    """Play the guided deal of ``title`` (the game's name) with ``loop`` at ``keyboard``: first what it is, and
    at the end the summary (``command`` starts a real match), shown on the game's screen and printed again after
    it. Returns the exit status: 0, or 130 after Ctrl-C."""
    status = 0
    try:
        with keyboard.screen():
            keyboard.show(intro_panel(title, keyboard.table().names, seat.number))
            keyboard.wait(_("Press Enter to start"))
            loop.run()
            keyboard.show(summary(seat.seen, command))
            keyboard.wait(_("Press Enter to leave"))
    except (QuitRequested, EOFError):
        keyboard.console.print()
    except KeyboardInterrupt:
        keyboard.console.print()
        status = 130
    keyboard.console.print(summary(seat.seen, command))
    return status
