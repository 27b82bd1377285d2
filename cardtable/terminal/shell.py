"""The hot-seat shell: runs a match at one terminal, each person seeing only their own hand.

The turn loop: when the keyboard must pass between two people, a hand-off screen with public information only
waits for Enter; then the turn screen, the prompt, and the typed line — a command word (``help``, ``moves``,
``rules``, ``score``, ``save``, ``quit``, or one of the game's), else a move. Bad input gets one line saying why
and the prompt again. The session saves the record after every move, so leaving at any prompt (``quit``, Ctrl-D,
Ctrl-C) loses nothing; the shell says how to resume. A save that fails does not stop the match: every screen says
so in one line until a save works (:mod:`cardtable.terminal.saving`), and leaving then asks twice.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.markup import escape
from rich.text import Text

from cardtable.i18n import _, pgettext
from cardtable.records.lock import SaveLock
from cardtable.bots import Bot, make_bot
from cardtable.session import Session
from cardtable.terminal.screens import (
    GameScreens,
    TableView,
    handoff_screen,
    match_end_screen,
    score_table,
    with_aliases,
)
from cardtable.terminal.saving import Saver, lost_line
from cardtable.safetext import clean_typed, shell_path, shorten_echoes, shown_path

__all__ = ["HotSeat", "QuitRequested", "table_view"]

BUILTIN_COMMANDS = ("help", "moves", "rules", "score", "save", "quit")
"""Command words every game has; they are read before moves. The interface language adds its own words for them
(:func:`builtin_words`)."""


def builtin_words() -> dict[str, str]:
    """Typed word → built-in command: the English words and, in another language, its words too (Russian:
    помощь or справка → help, ходы, правила, счёт, сохранить, выход)."""
    words = with_aliases(
        {word: word for word in BUILTIN_COMMANDS},
        {
            "help": pgettext("command words", "help"),
            "moves": pgettext("command words", "moves"),
            "rules": pgettext("command words", "rules"),
            "score": pgettext("command words", "score"),
            "save": pgettext("command words", "save"),
            "quit": pgettext("command words", "quit"),
        },
    )
    return dict(words)


def is_quit(text: str) -> bool:
    """Whether the typed ``text`` is the word ``quit`` (or its translation)."""
    return builtin_words().get(text.strip().lower()) == "quit"

EXIT_INTERRUPTED = 130  # the shell's convention for Ctrl-C

BOT_PAUSE = 0.5
"""Seconds a bot's move takes at the least on a real terminal, so that people see it coming."""


def table_view(session: Session) -> TableView:
    """What every screen of ``session``'s match may show: names, which seats are human (no ``bot``), sides, the
    deal number and dealer, the points of each deal played (a tuple per deal) and the match status."""
    game, rules = session.game, session.rules
    return TableView(
        names=tuple(seat.name for seat in session.seats),
        humans=tuple(seat.bot is None for seat in session.seats),
        sides=tuple(game.side_of(rules, seat) for seat in range(1, session.players + 1)),
        deal_number=session.deal_number,
        dealer=session.dealer,
        points=tuple(session.deal_points),
        status=session.status(),
        settings=session.settings,
    )


class QuitRequested(Exception):
    """The player typed ``quit``."""


class HotSeat:
    """Plays ``session`` at ``console`` with ``screens`` (the game's part).

    ``private``: the terminal can hide hands (a real terminal on both ends): the game then runs on the alternate
    screen, cleared before every hand-off. ``resume_command``: how to continue, with ``{path}`` for the record.
    ``read_line(prompt)`` reads one line (default ``console.input``); it raises ``EOFError`` on Ctrl-D.
    ``lock``: the lock held on the save file (:mod:`cardtable.records.lock`), kept in :attr:`lock`.
    """

    def __init__(
        self,
        console: Console,
        session: Session,
        screens: GameScreens,
        *,
        private: bool,
        resume_command: str,
        read_line: Callable[[str], str] | None = None,
        rng: random.Random | None = None,
        lock: SaveLock | None = None,
    ) -> None:
        self.console = console
        self.session = session
        self.screens = screens
        self.private = private
        self.resume_command = resume_command
        self.saver = Saver(session, lock)
        self._raw_read: Callable[[str], str] = read_line or (lambda prompt: console.input(prompt))
        self.rng = rng or random.Random()
        self.bots: dict[int, Bot] = {
            number: make_bot(session.game.name, seat.bot)
            for number, seat in enumerate(session.seats, start=1)
            if seat.bot is not None
        }
        self.humans = sum(seat.bot is None for seat in session.seats)
        self._noted_path = False
        self._ignored_typing = False  # text was typed where only Enter is read: say so on the next turn screen
        self._warned_unsaved = False  # leaving was asked for once while the last moves are not saved

    @property
    def lock(self) -> SaveLock | None:
        """The lock held on the file the match saves to now (``save PATH`` moves it); the caller releases it."""
        return self.saver.lock

    def read_line(self, prompt: str) -> str:
        """One typed line. Ctrl-C or Ctrl-D while the last moves are not saved warn once and read again."""
        while True:
            try:
                # Arrow keys on a terminal without line editing send escape codes: never keep or echo them.
                return clean_typed(self._raw_read(prompt))
            except (EOFError, KeyboardInterrupt):
                if self._may_leave():
                    raise
                self.console.print()
                self.console.print(self._unsaved_warning())

    def _may_leave(self) -> bool:
        """Whether the players may leave now: yes, unless the last save failed and they were not warned yet (then
        they are, by the caller, and the next try leaves)."""
        if self.saver.problem is None or self._warned_unsaved:
            return True
        self._warned_unsaved = True
        return False

    def _unsaved_warning(self) -> Text:
        return Text(
            _("The last moves are not saved: type save PATH to save them elsewhere, or quit again to leave without them."),
            style="bold red",
        )

    # -- the whole match ---------------------------------------------------------------------------------------

    def run(self) -> int:
        """Play until the match ends or the players leave. Returns the exit status: 0; 130 after Ctrl-C; 1 after
        an unexpected error (reported in one line, the match saved)."""
        console = self.console
        if not self.private:
            console.print(_("This is not a terminal that can hide the screen: every hand will stay visible."))
        # Where the match is saved shows on the first hand-off or turn screen (not here: on a real terminal this
        # line would stay above the match's result).
        status = 0
        try:
            with self._screen():
                self._loop()
        except QuitRequested:
            pass
        except EOFError:
            console.print()
        except KeyboardInterrupt:
            console.print()
            status = EXIT_INTERRUPTED
        except Exception as error:  # a bug (a failed save is no error: see _play): keep the match, say so in one line
            console.print(Text(_("Something went wrong: {error!r}").format(error=error), style="bold red"))
            status = 1
        else:
            self._print_result()
            return 0
        self._leave()
        return status

    def _print_result(self) -> None:
        """The end of the match, to stay in the terminal; the record's path on one line, to be copied whole."""
        self.console.print(match_end_screen(self._table(), self.session.seed, None))
        if self.session.path is not None and self._saved_at_last(again=self.saver.problem is not None):
            self.console.print(Text(_("Record: {path}").format(path=shown_path(self.session.path))), soft_wrap=True)

    def _saved_at_last(self, *, again: bool) -> bool:
        """Whether the record holds the whole match, saving it once more first when ``again``. When that save
        fails, say that the last moves are lost and how to continue from the last save."""
        path = self.session.path
        if path is None or not again:
            return True
        try:
            self.session.save()
        except OSError as error:
            self.console.print(Text(lost_line(path, error)), soft_wrap=True)
            if path.is_file():
                command = self.resume_command.format(path=shell_path(path))
                self.console.print(Text.assemble(_("To continue from its last save: "), (command, "bold")), soft_wrap=True)
            return False
        return True

    def _screen(self) -> AbstractContextManager[Any]:
        return self.console.screen(hide_cursor=False) if self.private else nullcontext()

    def _leave(self) -> None:
        """Save once more and say how to come back (or, when the match is over, how it ended)."""
        if self.session.match_over:
            self._print_result()
            return
        if self.session.settings.endless and self.session.deal_points:
            self.console.print(score_table(self._table()))  # an endless match's result is where it stopped
        path = self.session.path
        if path is None:
            self.console.print(_("The match was not saved."))
            return
        if not self._saved_at_last(again=True):
            return
        command = self.resume_command.format(path=shell_path(path))
        # soft_wrap: long paths stay on one line, so they can be copied whole.
        self.console.print(Text(_("The match is saved in {path}").format(path=shown_path(path))), soft_wrap=True)
        self.console.print(Text.assemble(_("To continue it: "), (command, "bold")), soft_wrap=True)

    def _loop(self) -> None:
        session = self.session
        last_human: int | None = None  # the person who last saw their hand on the screen
        while True:
            if session.deal_over:
                self._show(self.screens.deal_end(self._table(), session.observation(1), session.outcome))
                if session.status().finished:
                    self._wait(_("Press Enter to see the result of the match"))
                    saved = session.path if self.saver.problem is None else None
                    self._show(match_end_screen(self._table(), session.seed, saved))
                    self._wait(_("Press Enter to leave"), leaving=True)
                    return
                if session.settings.endless:  # the players' quit is the only end: say so where they stop
                    self._wait(_("Press Enter to deal the next deal, or type quit to stop here"))
                else:
                    self._wait(_("Press Enter to deal the next deal"))
                self._play(session.next_deal)
                last_human = None
                continue
            seat = session.to_move
            assert seat is not None
            if seat in self.bots:
                self._bot_thinking(seat, hide=self.humans > 1)
                move = self._bot_move(seat)
                self._play(lambda: session.play(move))
                continue
            if self.humans > 1 and seat != last_human:
                self._handoff(seat)
            last_human = seat
            human_move = self._ask_move(seat)
            self._play(lambda: session.play(human_move))

    def _play(self, step: Callable[[], None]) -> None:
        """A move or a new deal, saved; a failed save is shown on every screen until a save works."""
        self.saver.attempt(step)
        self._warned_unsaved = False  # leaving after this move asks again

    # -- screens -----------------------------------------------------------------------------------------------

    def _table(self) -> TableView:
        return table_view(self.session)

    def _clear(self) -> None:
        if self.private:
            self.console.clear()

    def _show(self, renderable: RenderableType) -> None:
        self._clear()
        self.console.print(renderable)
        if self.saver.problem:  # public, and it must not go unseen: under every screen
            self.console.print(Text(self.saver.problem, style="bold red"), soft_wrap=True)

    def _wait(self, message: str, *, leaving: bool = False) -> None:
        """Wait for Enter; ``quit`` leaves here too, and ``save PATH`` saves. Other typing is not a move here:
        the next turn screen says it was ignored. ``leaving``: Enter leaves the match (asked twice when the last
        moves are not saved)."""
        while True:
            answer = self.read_line(f"[dim]{escape(message)}[/] ")
            word, _space, rest = answer.strip().partition(" ")
            command = builtin_words().get(word.lower())
            if command == "save":
                self.console.print(Text(self.saver.save(rest), style="bold"), soft_wrap=True)
                continue
            if is_quit(answer) or (leaving and not answer.strip()):
                if not self._may_leave():
                    self.console.print(self._unsaved_warning())
                    continue
                if is_quit(answer):
                    raise QuitRequested
            if answer.strip():
                self._ignored_typing = True
            return

    def _ignored_note(self) -> Text | None:
        """The note that typing at a screen that waits for Enter was ignored, once."""
        if not self._ignored_typing:
            return None
        self._ignored_typing = False
        return Text(_("This screen only waits for Enter: your typing was ignored."), style="bold red")

    def _bot_thinking(self, seat: int, *, hide: bool) -> None:
        """Say that a bot is choosing; ``hide``: first replace the last person's screen by the public table."""
        line = Text(_("{name} is thinking…").format(name=self._table().name(seat)), style="dim")
        if hide:
            public = self.screens.handoff(self._table(), self.session.observation(seat), seat)
            self._show(Group(public, line))
        else:
            self.console.print(line)

    def _bot_move(self, seat: int) -> Any:
        """The move of the bot at ``seat``. On a real terminal a spinner turns while it thinks, for at least
        :data:`BOT_PAUSE` seconds, so that people can follow the bots' moves."""
        session = self.session
        observation, legal = session.observation(seat), session.legal_moves()
        if not self.private:
            return self.bots[seat].choose(observation, legal, self.rng)
        started = time.monotonic()
        with self.console.status(""):
            move = self.bots[seat].choose(observation, legal, self.rng)
            time.sleep(max(0.0, BOT_PAUSE - (time.monotonic() - started)))
        return move

    def _handoff(self, seat: int, note: str | None = None) -> None:
        public = self.screens.handoff(self._table(), self.session.observation(seat), seat)
        if note is None and not self._noted_path and self.session.path is not None:
            note = _("The match is saved after every move to {path}").format(path=shown_path(self.session.path))
            self._noted_path = True
        self._show(handoff_screen(self._table(), seat, public, note))
        self._wait(_("Press Enter"))

    def _page(self, renderable: RenderableType) -> None:
        """Show ``renderable`` on its own screen, a page at a time, then go back."""
        lines = self.console.render_lines(renderable, pad=False)
        height = max(self.console.height - 2, 5)
        for start in range(0, len(lines), height):
            self._clear()
            for line in lines[start : start + height]:
                self.console.print(Text.assemble(*((s.text, s.style) for s in line)), end="\n", soft_wrap=True)
            last = start + height >= len(lines)
            hint = _("Press Enter to go back") if last else _("Enter: more, q: back")  # outside the f-string: extracted
            answer = self.read_line(f"[dim]{escape(hint)}[/] ")
            if is_quit(answer):
                if self._may_leave():
                    raise QuitRequested
                self.console.print(self._unsaved_warning())
            if answer.strip().lower() == "q":
                return

    # -- one move ----------------------------------------------------------------------------------------------

    def _ask_move(self, seat: int) -> Any:
        """Show ``seat``'s turn and read lines until one is a legal move."""
        session, screens = self.session, self.screens
        notice: RenderableType | None = self._ignored_note()
        if not self._noted_path and session.path is not None:  # nobody was handed the keyboard yet
            saved = Text(
                _("The match is saved after every move to {path}").format(path=shown_path(session.path)), style="dim"
            )
            notice = saved if notice is None else Group(notice, saved)
            self._noted_path = True
        builtins = builtin_words()
        while True:
            observation, legal = session.observation(seat), session.legal_moves()
            self._show(screens.turn(self._table(), observation, seat, legal))
            if notice is not None:
                self.console.print(notice)
                notice = None
            text = self.read_line(screens.prompt(self._table(), observation, legal)).strip()
            word, _space, rest = text.partition(" ")
            word = word.lower()
            commands: Mapping[str, Any] = screens.commands()
            try:
                if word in builtins and (builtins[word] != "moves" or not rest):
                    notice = self._builtin(builtins[word], observation, legal, rest)
                elif word in commands:
                    notice = self._fit(commands[word](rest.strip(), observation))
                else:
                    return screens.read_move(text, observation, legal)
            except ValueError as error:
                notice = Text(shorten_echoes(str(error), text), style="bold red")

    def _builtin(self, word: str, observation: Any, legal: tuple[Any, ...], rest: str) -> RenderableType | None:
        if word == "quit":
            if self._may_leave():
                raise QuitRequested
            return self._unsaved_warning()
        if word == "save":
            line = self.saver.save(rest)
            # A failure shows under the screen already (_show): do not say it twice.
            return None if line == self.saver.problem else Text(line, style="bold")
        if word == "help":
            return self._fit(Group(self.screens.help(), _builtin_help()))
        if word == "moves":
            return self._fit(self.screens.describe_moves(observation, legal))
        if word == "score":
            return self._fit(score_table(self._table()))
        from rich.markdown import Markdown  # here, not at the top: the renderer is slow to import and rarely needed

        self._page(Markdown(self.screens.rules_text()))
        return None

    def _fit(self, renderable: RenderableType) -> RenderableType | None:
        """Short answers show under the turn screen; longer ones get their own screen."""
        if len(self.console.render_lines(renderable, pad=False)) <= 3:
            return renderable
        self._page(renderable)
        return None


def _builtin_help() -> Text:
    return Text(
        _(
            "Commands: help (this), moves (every legal move), rules (the rules), score (the match so far), "
            "save FILE (save to another file from now on), quit (save and leave; resume later with --resume)."
        )
    )
