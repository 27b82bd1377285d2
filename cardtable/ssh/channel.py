"""One remote seat's terminal: what the match writes to it, and the lines its player types, across connections.

The match runs in its own thread and talks to a :class:`SeatTerminal` as to any terminal: a Rich ``Console``
writing to it, and ``read_line(prompt)`` waiting for a line. The SSH side (asyncio) attaches a connection to it
and feeds it what the player types. A terminal outlives its connections: when the player drops and comes back,
the screen drawn since the last clear is written again and the same prompt waits, so the match never notices.
A player who comes back in a window of another size gets the screen drawn again for it instead: by the match
at a prompt (:class:`Redraw`), else by the terminal's :attr:`~SeatTerminal.redraw`.

Lines that are not the match's own go under its screen as notes: what happens at the table (someone left), and
the answer to a line typed where no prompt waits for it. The screen is sent again with them under it (above the
prompt, when one waits), so that nothing scrolls the table away; a screen drawn again for another window size
keeps them, a new screen of the match ends them (:meth:`SeatTerminal.notice`, :meth:`SeatTerminal.answer`).

A line typed where no prompt waits may be a command that moves nothing (``score``, ``review`` at the end of a
deal): the terminal hands it to its :attr:`~SeatTerminal.aside`, which answers it apart from the match, on its own
console (:attr:`~SeatTerminal.aside_console`) and with its own prompts (:meth:`~SeatTerminal.read_aside`). Meanwhile
the match's screen is held back: kept, not sent; when the aside ends it is sent again whole, as it is by then.

Input from the network is untrusted: a line is cut at :data:`MAX_LINE` characters, escape sequences and control
characters are taken out (:func:`cardtable.safetext.clean_typed`), and lines that come faster than
:data:`LINES_PER_SECOND` (with a burst of :data:`BURST`) are dropped with a one-line notice.
"""

from __future__ import annotations

import io
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from rich.console import Console
from rich.text import Text

from cardtable.i18n import _
from cardtable.safetext import clean_typed
from cardtable.terminal.resizing import WindowResized

__all__ = [
    "BURST", "LEAVE_SCREEN", "LINES_PER_SECOND", "MAX_LINE", "Connection", "Redraw", "SeatTerminal", "clean_line",
    "wrapped",
]  # fmt: skip

MAX_LINE = 200  # characters a typed line keeps; more is cut
LINES_PER_SECOND = 20.0
BURST = 40
_CLEAR = "\x1b[2J"  # what Rich's Console.clear() writes
_ENTER_SCREEN, LEAVE_SCREEN = "\x1b[?1049h", "\x1b[?1049l"  # Rich's Console.screen(): the alternate screen


def wrapped(text: str, width: int, console: Console | None = None) -> str:
    """``text`` as the lines it takes in a window ``width`` columns wide, each ending in a newline: wrapped at
    spaces, a word longer than a line cut with an ellipsis; shown as written (a name typed as Rich markup is not
    read as markup). ``console`` measures the text (one of its own width when none is given)."""
    if console is None:
        console = Console(file=io.StringIO(), width=width, legacy_windows=False)
    lines = Text(text, overflow="ellipsis").wrap(console, width)
    return "".join(line.plain.rstrip() + "\n" for line in lines)


def _end(connection: Connection, message: str, alternate: bool) -> None:
    """End ``connection`` with ``message``, on the player's own screen (off the alternate one, when there)."""
    if alternate:
        connection.send(LEAVE_SCREEN)
    connection.close(message)


def clean_line(raw: str) -> tuple[str, bool]:
    """``raw`` as typed over the network, made safe: escape sequences and control characters out, cut at
    :data:`MAX_LINE` characters. Returns the line and whether anything was taken out or cut."""
    line = clean_typed(raw.rstrip("\r\n"))
    changed = line != raw.rstrip("\r\n")
    if len(line) > MAX_LINE:
        line, changed = line[:MAX_LINE], True
    return line, changed


class Redraw(WindowResized):
    """Raised by :meth:`SeatTerminal.read_line` (when the terminal's ``redraws_at_prompt``) instead of a line:
    the player came back in a window of another size, so the screen above the prompt is to be drawn again."""


@dataclass
class Connection:
    """A connected client as the terminal needs it: ``send(text)`` writes to the channel from any thread (the
    SSH side makes it thread-safe), ``close(message)`` ends the connection with a last line."""

    send: Callable[[str], None]
    close: Callable[[str], None]


@dataclass
class _Note:
    """A line under the screen: ``answer``: to a line the player typed (a new screen ends it, shown or not);
    ``shown``: on the screen now (else shown under the next screen drawn, or the next prompt)."""

    text: str
    answer: bool = False
    shown: bool = False


class _RateLimit:
    """A token bucket: :data:`BURST` lines at once, then :data:`LINES_PER_SECOND`."""

    def __init__(self, rate: float = LINES_PER_SECOND, burst: int = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class _TerminalStream:
    """What Rich asks of a remote terminal's text stream besides ``write``: a terminal, UTF-8, sent at once."""

    def flush(self) -> None:
        """Nothing to do: every write goes out at once."""

    def isatty(self) -> bool:
        return True

    @property
    def encoding(self) -> str:
        return "utf-8"


class SeatTerminal(_TerminalStream):
    """The terminal of one remote seat (or one spectator), named after its person (``name``). ``width`` × ``height``
    follow the client's window; ``color``: whether the client's terminal shows colours (its ``TERM``).

    The match thread uses :attr:`console` and :meth:`read_line`; the SSH side calls :meth:`attach`,
    :meth:`detach`, :meth:`typed` and :meth:`window_changed`. All methods are thread-safe. A new connection
    replaces the old one. ``rate``: typed lines a second the player may send, after a burst of :data:`BURST`;
    ``language``: the language of this player's screens (None: the server's).
    """

    def __init__(
        self,
        name: str,
        width: int = 80,
        height: int = 24,
        color: bool = True,
        *,
        rate: float = LINES_PER_SECOND,
        language: str | None = None,
    ) -> None:
        self.name = name
        self.language = language  # the player's (from their client's environment), else the server's
        self._lock = threading.Lock()
        self._lines: queue.Queue[str | None] = queue.Queue()  # None: draw the screen again (Redraw)
        self._asking = False  # a prompt waits for a line
        self._redraw_due = False  # the player came back at another size while the screen was being drawn
        self.redraws_at_prompt = False
        """Whether the match draws the screen again when :meth:`read_line` raises :class:`Redraw` (a seat does)."""
        self.redraw: Callable[[], None] | None = None
        """Draws the screen shown now again at the console's size, for a player who comes back in a window of
        another size; set by the match after each screen it draws between prompts (None at a prompt)."""
        self.drawing = threading.RLock()
        """Held while the match draws a screen that :attr:`redraw` may draw again, and by that redraw: the two
        never mix on the screen."""
        self._connections: list[Connection] = []
        self._screen: list[str] = []  # written since the last clear, to draw again for a new connection
        self._alternate = False  # the match runs on the alternate screen: a new connection is switched to it too
        self._limit = _RateLimit(rate)
        self._drawn_size = _size(width, height)  # the console's size when the kept screen was drawn
        self._drawn_language = language  # and its language: a player may come back with another one
        self._cleared = 0  # screens begun (clears written) so far
        self._notes: list[_Note] = []  # the lines under the screen
        self._prompt_at: int | None = None  # where in _screen the prompt waiting now begins
        self._redrawing = False  # the next clear draws the same screen again (its notes stay)
        self._showing = False  # a thread is about to send the screen again with its notes
        self.aside: Callable[[str], bool] | None = None
        """Takes a line typed where no prompt of the match waits when it is a command that moves nothing (returns
        True), to answer it on this screen apart from the match (:meth:`hold` to :meth:`release`); None, or False
        returned: the player is told it is not their turn."""
        self._aside = False  # an aside runs, from hold() to release()
        self._held = False  # the match's output is kept, not sent (an aside has the screen)
        self._aside_asking = False  # the aside's prompt waits for a line
        self._aside_lines: queue.Queue[str | Exception] = queue.Queue()  # an exception: raised by read_aside
        self.on_presence: Callable[[], None] | None = None
        """Called, on a thread of its own, when this seat's player connects or leaves (a screen that says whether
        the match waits for them is drawn again)."""
        self.console = self._console(self, width, height, color)
        self.aside_console = self._console(_AsideStream(self), width, height, color)
        """Where an aside writes: sent to the connections at once while it has the screen, never kept."""

    @staticmethod
    def _console(file: object, width: int, height: int, color: bool) -> Console:
        return Console(
            file=file,  # type: ignore[arg-type]  # a text stream: write, flush, isatty
            width=width,
            height=height,
            force_terminal=True,
            color_system="standard" if color else None,
            highlight=False,
            legacy_windows=False,
        )

    # -- the stream Rich writes to (the match thread) ---------------------------------------------------------

    def write(self, text: str) -> int:
        with self._lock:  # sent with the lock held: in the order kept, never twice with a screen sent again
            clear = text.rfind(_CLEAR)
            if clear >= 0:
                self._screen = [text[clear:]]
                self._drawn_size = self.console.size
                self._drawn_language = self.language
                self._cleared += 1
                self._prompt_at = None
                if self._redrawing:  # the same screen for another size: its notes go under it again
                    self._redrawing = False
                    for note in self._notes:
                        note.shown = False
                else:  # a new screen: notes shown under the last one are over, answers too
                    self._notes = [note for note in self._notes if not note.shown and not note.answer]
            else:
                self._screen.append(text)
            entered, left = text.rfind(_ENTER_SCREEN), text.rfind(LEAVE_SCREEN)
            if entered != left:
                self._alternate = entered > left
            if not self._held:
                for connection in self._connections:
                    connection.send(text)
        return len(text)

    def draw_screen(self, draw: Callable[[], None]) -> None:
        """Call ``draw`` to draw a screen here; when it began a new screen, it becomes :attr:`redraw` (a line
        added under the screen keeps the screen's redraw)."""
        with self.drawing:
            with self._lock:
                before = self._cleared
            draw()
            with self._lock:
                began = self._cleared != before
                if began:  # drawn after any attach (which holds the lock too): for the window as it is now
                    self._redraw_due = False
                self._send_notes()
            if began:
                self.redraw = draw

    # -- the player's lines (the match thread) -----------------------------------------------------------------

    def read_line(self, prompt: str) -> str:
        """Show ``prompt`` (Rich markup) and wait for the player's next line, however long they are away. Only
        lines typed at a prompt count: what was typed before it was dropped (:meth:`typed`). Raises
        :class:`Redraw` when the player came back in a window of another size (with ``redraws_at_prompt``)."""
        with self._lock:
            if self._redraw_due and self.redraws_at_prompt:  # the screen above was drawn for the old window
                self._redraw_due = False
                raise Redraw
            self._asking = True
            self._send_notes()  # above the prompt
            self._prompt_at = len(self._screen)
        self.console.print(prompt, end="")
        line = self._lines.get()
        with self._lock:
            self._asking = False
        if line is None:
            raise Redraw
        return line

    @property
    def asking(self) -> bool:
        """Whether a prompt waits for the player's line now."""
        with self._lock:
            return self._asking

    @property
    def connected(self) -> bool:
        with self._lock:
            return bool(self._connections)

    def notice(self, line: str) -> None:
        """Tell the connected player ``line`` (what happens at the table): a note under the screen until the
        match draws a new one, kept when the screen is drawn again for another window size."""
        with self._lock:
            self._notes.append(_Note(line))
        self._show_soon()

    def answer(self, line: str) -> None:
        """Answer a line the player typed with ``line`` under the screen, in place of the answer before it; the
        screen is sent again with it, so that the lines typed scroll nothing away."""
        with self._lock:
            self._add_answer(line)
        self._show_soon()

    def _add_answer(self, line: str) -> None:
        """``line`` under the screen in place of the answer before it (called with the lock held)."""
        self._notes = [note for note in self._notes if not note.answer]
        self._notes.append(_Note(line, answer=True))

    def _show_soon(self) -> None:
        """Send the screen again with its notes, from a thread of its own (the screen may be being drawn: that
        waits), unless one is about to."""
        with self._lock:
            if self._showing:
                return
            self._showing = True
        threading.Thread(target=self._show, name="notes", daemon=True).start()

    def _show(self) -> None:
        """The screen sent again with its notes under it, when the screen is whole: a prompt waits, or a screen
        between turns is drawn (else they follow it, or go above the prompt, as the match draws them)."""
        with self.drawing, self._lock:
            self._showing = False
            if self._held or not self._notes or not (self._asking or self.redraw is not None):
                return
            self._send_screen()

    def _send_screen(self) -> None:
        """The screen kept, its notes under it (above the prompt, when one waits), sent to every connection
        (called with the lock held)."""
        prompt_at = len(self._screen) if self._prompt_at is None else self._prompt_at
        above, below = "".join(self._screen[:prompt_at]), "".join(self._screen[prompt_at:])
        notes = "".join(self._lines_of(note) for note in self._notes)
        apart = "\n" if notes and above and not above.endswith("\n") else ""  # a note begins a line
        for connection in self._connections:
            connection.send(above + apart + notes + below)
        for note in self._notes:
            note.shown = True

    def _send_notes(self) -> None:
        """The notes not shown yet, under what is on the screen now (called with the lock held); none while the
        screen is held (they come with it)."""
        if self._held:
            return
        notes = "".join(self._lines_of(note) for note in self._notes if not note.shown)
        for connection in self._connections:
            if notes:
                connection.send(notes)
        for note in self._notes:
            note.shown = True

    def _lines_of(self, note: _Note) -> str:
        """``note`` as the lines it takes on the screen now: wrapped at spaces to the console's width as any text
        of the screen is, a word longer than a line cut with an ellipsis; shown as written (a name typed as Rich
        markup is not read as markup)."""
        return wrapped(note.text, self.console.width, self.console)

    def kick(self, message: str) -> None:
        """End the current connections with ``message``; the seat waits for its player."""
        with self._lock:
            self._end_aside()
            connections, self._connections = self._connections, []
            alternate = self._alternate
        for connection in connections:
            _end(connection, message, alternate)

    @property
    def on_alternate_screen(self) -> bool:
        """Whether what is drawn here is on the alternate screen now (the lobby's and the match's screens), which
        a connection that ends must leave, so that the player's terminal is as it was before."""
        with self._lock:
            return self._alternate

    def enter_screen(self) -> None:
        """Draw on the alternate screen from now on (the lobby's first screen), as the match does: what is drawn
        here then leaves no copy in the players' scrollback."""
        if not self.on_alternate_screen:
            self.write(_ENTER_SCREEN)

    def finish(self, message: str) -> None:
        """The match is over: an aside that has the screen ends, the match's output held back meanwhile (its
        result) is sent, and then the connections end with ``message``."""
        with self.drawing, self._lock:
            held = self._held
            self._end_aside()
            if held:
                self._send_screen()
        self.kick(message)

    # -- the SSH side -------------------------------------------------------------------------------------------

    def attach(self, connection: Connection, width: int, height: int) -> None:
        """A client took this seat: draw the current screen for it, for its window (``width`` × ``height``): the
        screen kept as it was drawn when the window has the same size, else drawn again (:attr:`redraw`, or by
        the match when a prompt waits: :class:`Redraw`). An earlier connection is closed."""
        with self.drawing:  # no screen of the match is half drawn meanwhile (but a turn screen, see below)
            self.resize(width, height)  # first: a prompt told to draw again draws for the new size
            with self._lock:
                self._end_aside()  # an aside began on the connection before: this one sees the match
                came = not self._connections  # not only on another connection
                old, self._connections = self._connections, [connection]
                screen = "".join(self._screen)
                alternate = self._alternate
                if alternate:  # what leaves the screen at the match's end then finds it entered
                    connection.send(_ENTER_SCREEN)
                redraw, by_prompt = self._plan_redraw(width, height)
                asking = self._asking
            for connection_before in old:
                _end(connection_before, _("You joined from another terminal; this one is closed."), alternate)
            if came:
                self._tell_presence()
            if redraw is not None:
                self._redraw(redraw)
            elif screen and not (by_prompt and asking):
                connection.send(screen)

    def window_changed(self, width: int, height: int) -> None:
        """The connected player's window is now ``width`` × ``height``: the screen is drawn again for it at once,
        as for a player who comes back in a window of another size (:meth:`attach`)."""
        with self.drawing:
            self.resize(width, height)  # first: a prompt told to draw again draws for the new size
            with self._lock:
                redraw, _by_prompt = self._plan_redraw(width, height)
                if self._aside_asking:  # the aside's page is laid out again for the window
                    self._aside_lines.put(Redraw())
            if redraw is not None:
                self._redraw(redraw)

    def _redraw(self, redraw: Callable[[], None]) -> None:
        """Draw the screen again (``redraw``, with :attr:`drawing` held), and its notes under it."""
        with self._lock:
            self._redrawing = True
        try:
            redraw()
        finally:
            with self._lock:
                self._redrawing = False
                self._send_notes()

    def _plan_redraw(self, width: int, height: int) -> tuple[Callable[[], None] | None, bool]:
        """How the screen kept is drawn again for a window of ``width`` × ``height`` (called with the lock held):
        the :attr:`redraw` to call (None: none, or not needed), and whether the match's prompt draws it instead
        (then the prompt is told now, or when it next asks: :class:`Redraw`)."""
        resized = bool(self._screen) and (
            _size(width, height) != self._drawn_size or self.language != self._drawn_language
        )  # drawn again, as for a window of another size, for a player back in another language
        redraw = self.redraw if resized else None
        by_prompt = resized and redraw is None and self.redraws_at_prompt
        self._redrawing = by_prompt  # the match draws the screen again: its notes stay, and go above its prompt
        if by_prompt and self._asking:
            self._lines.put(None)  # the prompt draws its screen again (Redraw)
        elif by_prompt:  # a turn screen is being drawn (at the old size, maybe): again at the prompt
            self._redraw_due = True
        return redraw, by_prompt

    def detach(self, connection: Connection) -> None:
        """``connection`` is gone (the player left or dropped); the seat waits for them."""
        with self._lock:
            if connection in self._connections:
                self._connections.remove(connection)
            left = not self._connections
        if left:  # the last connection is gone (the player may have been told to leave by kick already)
            self._tell_presence()

    def refresh(self) -> None:
        """Draw the screen shown now between the player's turns again as it is now, its notes under it (e.g. the
        line on whose turn it is, once that player left); a turn screen stays as it is."""
        with self.drawing:
            redraw = self.redraw
            if redraw is not None:
                self._redraw(redraw)

    def _tell_presence(self) -> None:
        if self.on_presence is not None:
            threading.Thread(target=self.on_presence, name="presence", daemon=True).start()

    def typed(self, raw: str) -> str | None:
        """A line the player typed: cleaned and passed to the match; dropped when no prompt waits for it (so
        nothing typed while others play, or typed ahead of the next prompt, becomes a move the player did not see
        coming) or when lines come too fast; the player is answered under the screen then (:meth:`answer`). Where
        no prompt waits, a command that moves nothing goes to the :attr:`aside` instead; while an aside has the
        screen, its prompt reads the line (a line typed before that prompt shows is dropped). Returns the line to
        show the player after their own (theirs was cut or cleaned), if any."""
        if not self._limit.allow():
            with self._lock:
                told = any(note.answer and note.text == _("Too fast: that line was dropped.") for note in self._notes)
            if not told:  # once: a flood draws no screens
                self.answer(_("Too fast: that line was dropped."))
            return None
        line, changed = clean_line(raw)
        with self._lock:
            aside, busy, asking = self._aside_asking, self._held, self._asking
            if aside:  # the aside's prompt (a page of its answer) reads it
                self._aside_asking = False
                self._aside_lines.put(line)
            elif asking and not busy:  # one line a prompt: a second typed before it was read is not kept
                self._asking = False
                self._lines.put(line)
        if busy and not aside:
            return None  # typed while an answer is on its way: it is not one to it
        if not asking and not aside and not (self.aside is not None and self.aside(line)):
            self.answer(_("It is not your turn: that line was not kept."))
            return None
        return _("Your line was cut or had control characters taken out.") if changed else None

    # -- an aside: a command that moves nothing, answered apart from the match (any thread) ------------------

    def hold(self) -> bool:
        """An aside begins: from now on the match's output is kept, not sent, until :meth:`release`, and the
        answer under the screen is gone. False (and nothing held) while another aside runs."""
        with self._lock:
            if self._aside:
                return False
            self._aside = self._held = True
            # Its answer takes the place of the answer before it, as a line typed at the table's screen does.
            self._notes = [note for note in self._notes if not note.answer]
            while not self._aside_lines.empty():
                self._aside_lines.get_nowait()
            return True

    def release(self, answer: str | None = None) -> None:
        """The aside is over: the match's screen as it is now is sent again whole, with its notes and ``answer``
        under it (:meth:`answer`)."""
        with self.drawing, self._lock:
            held = self._held
            self._aside = self._held = self._aside_asking = False
            if answer is not None:
                self._add_answer(answer)
            if held:
                self._send_screen()
        if answer is not None and not held:  # ended from outside: the screen is the match's again
            self._show_soon()

    @property
    def aside_open(self) -> bool:
        """Whether an aside has the screen (its prompt reads ``q``, which does not leave the seat there)."""
        with self._lock:
            return self._held

    def read_aside(self, prompt: str) -> str:
        """Show ``prompt`` (Rich markup) on the aside's console and wait for the player's next line. Raises
        ``EOFError`` when the aside was ended from outside (the player left, or came back on another connection),
        :class:`Redraw` when the window changed size."""
        with self._lock:  # asking before the prompt shows, as read_line does: a line typed as it arrives is read
            if not self._held:
                raise EOFError
            self._aside_asking = True
        self.aside_console.print(prompt, end="")  # nothing is sent when the aside has ended (_write_aside)
        line = self._aside_lines.get()
        with self._lock:
            self._aside_asking = False
        if isinstance(line, Exception):
            raise line
        return line

    def _write_aside(self, text: str) -> int:
        with self._lock:
            if self._held:
                for connection in self._connections:
                    connection.send(text)
        return len(text)

    def _end_aside(self) -> None:
        """End the aside from outside: its screen is no longer held, its prompt ends (called with the lock held)."""
        if self._held:
            self._held = self._aside_asking = False
            self._aside_lines.put(EOFError())

    def resize(self, width: int, height: int) -> None:
        """The client's window is now ``width`` × ``height`` (the next screen uses it)."""
        self.console.size = self.aside_console.size = _size(width, height)


class _AsideStream(_TerminalStream):
    """The text stream of a terminal's :attr:`~SeatTerminal.aside_console`."""

    def __init__(self, terminal: SeatTerminal) -> None:
        self.terminal = terminal

    def write(self, text: str) -> int:
        return self.terminal._write_aside(text)


def _size(width: int, height: int) -> tuple[int, int]:
    """The console's size for a window of ``width`` × ``height`` (a screen needs a few columns and lines)."""
    return max(width, 20), max(height, 10)
