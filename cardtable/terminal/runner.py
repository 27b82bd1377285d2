"""Running a match at one or more keyboards: the screens it runs on, leaving it (quit, Ctrl-D, Ctrl-C, an
error, the output closed), the exit status, and what is printed at every keyboard afterwards.

The session saves the record after every move, so leaving at any prompt loses nothing; every keyboard is told how
to resume. A match left before its first move is not kept: its file is removed. When a keyboard's output is
closed (``play … | head``), the match is left as after Ctrl-C, and the closing lines go to stderr instead. A save
that fails does not stop the match: every screen says so in one line until a save works
(:mod:`cardtable.terminal.saving`), and leaving then asks twice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import ExitStack
from typing import Any

from rich.text import Text

from cardtable.i18n import _
from cardtable.records.lock import SaveLock
from cardtable.session import Session
from cardtable.table import Listener, MatchLoop, Seat
from cardtable.terminal.keyboard import Keyboard, QuitRequested
from cardtable.terminal.leaving import Line, farewell, result
from cardtable.terminal.saving import Saver
from cardtable.terminal.screens import TableConsole

__all__ = ["EXIT_INTERRUPTED", "EXIT_OUTPUT_CLOSED", "TableRunner"]

EXIT_INTERRUPTED = 130  # the shell's convention for Ctrl-C
EXIT_OUTPUT_CLOSED = 1  # as the command group exits when its output is closed


class TableRunner:
    """Plays ``session`` with ``seats`` (1-based seat number → seat), shown at ``keyboards`` (each a screen with
    zero or more of the seats; a screen with none only watches). ``saver`` saves the match and holds the lock on
    its file; ``resume_command``: how to continue, with ``{path}`` for the record; ``analyze_command``: how to
    analyze the record, shown with the result when given; ``listeners``: people who play
    no seat and hear every notice (:class:`cardtable.table.Listener`)."""

    def __init__(
        self,
        session: Session,
        seats: Mapping[int, Seat[Any, Any]],
        keyboards: Sequence[Keyboard],
        saver: Saver,
        *,
        resume_command: str,
        analyze_command: str | None = None,
        listeners: Sequence[Listener[Any]] = (),
    ) -> None:
        self.session = session
        self.keyboards = tuple(keyboards)
        self.saver = saver
        self.resume_command = resume_command
        self.analyze_command = analyze_command
        bots = frozenset(number for number, seat in enumerate(session.seats, start=1) if seat.bot is not None)
        self.loop = MatchLoop(session, seats, run_step=self._step, bots=bots, listeners=listeners)
        for keyboard in self.keyboards:
            keyboard.loop = self.loop  # hint and undo typed at a keyboard are the loop's to tell and to make

    @property
    def lock(self) -> SaveLock | None:
        """The lock held on the file the match saves to now (``save PATH`` moves it); the caller releases it."""
        return self.saver.lock

    def run(self) -> int:
        """Play until the match ends or the players leave. Returns the exit status: 0; 130 after Ctrl-C; 1 after
        an unexpected error (reported in one line at every keyboard, the match saved) or when a keyboard's output
        was closed (``BrokenPipeError``: the match saved, the closing lines written to stderr)."""
        # Where the match is saved shows on the first hand-off or turn screen (not here: on a real terminal this
        # line would stay above the match's result).
        status = 0
        tell = self._print_all
        try:
            for keyboard in self.keyboards:  # in the try: the output may be closed already
                if not keyboard.private:
                    visible = _("This is not a terminal that can hide the screen: every hand will stay visible.")
                    keyboard.console.print(visible)
            with ExitStack() as screens:
                for keyboard in self.keyboards:
                    screens.enter_context(keyboard.screen())
                self.loop.run()
        except QuitRequested:
            pass
        except EOFError:
            self._print_all(Line(""))
        except KeyboardInterrupt:
            self._print_all(Line(""))
            status = EXIT_INTERRUPTED
        except BrokenPipeError:  # e.g. a match of bots piped into `head` (TableConsole.on_broken_pipe)
            tell = _print_on_stderr
            status = EXIT_OUTPUT_CLOSED
        except Exception as error:  # a bug (a failed save is no error: see _step): keep the match, say so
            self._print_all(Line(Text(_("Something went wrong: {error!r}").format(error=error), style="bold red")))
            status = 1
        else:
            self._print_all(*result(self.session, self.saver, self.resume_command, self.analyze_command))
            return 0
        if self.session.unplayed:  # left before the first move: nothing is kept
            self.session.discard_unplayed()
            tell(Line(_("No move was made, so the match was not saved.")))
            return status
        tell(*farewell(self.session, self.saver, self.resume_command, self.analyze_command))
        return status

    def _step(self, step: Callable[[], None]) -> None:
        """A move or a new deal, saved; a failed save is shown on every screen until a save works."""
        self.saver.attempt(step)
        for keyboard in self.keyboards:
            keyboard.warned_unsaved = False  # leaving after this move asks again

    def _print_all(self, *lines: Line) -> None:
        for keyboard in self.keyboards:
            for line in lines:
                # whole: long paths stay on one line, so they can be copied whole.
                keyboard.console.print(line.renderable, soft_wrap=line.whole)


def _print_on_stderr(*lines: Line) -> None:
    """``lines`` on stderr, for a match whose output was closed; nothing more when stderr is closed too."""
    console = TableConsole(stderr=True, highlight=False)
    try:
        for line in lines:
            console.print(line.renderable, soft_wrap=line.whole)
    except BrokenPipeError:
        pass
