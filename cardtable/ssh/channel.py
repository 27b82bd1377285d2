"""One remote seat's terminal: what the match writes to it, and the lines its player types, across connections.

The match runs in its own thread and talks to a :class:`SeatTerminal` as to any terminal: a Rich ``Console``
writing to it, and ``read_line(prompt)`` waiting for a line. The SSH side (asyncio) attaches a connection to it
and feeds it what the player types. A terminal outlives its connections: when the player drops and comes back,
the screen drawn since the last clear is written again and the same prompt waits, so the match never notices.
A player who comes back in a window of another size gets the screen drawn again for it instead: by the match
at a prompt (:class:`Redraw`), else by the terminal's :attr:`~SeatTerminal.redraw`.

Input from the network is untrusted: a line is cut at :data:`MAX_LINE` characters, escape sequences and control
characters are taken out (:func:`cardtable.safetext.clean_typed`), and lines that come faster than
:data:`LINES_PER_SECOND` (with a burst of :data:`BURST`) are dropped with a one-line notice.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from rich.console import Console

from cardtable.i18n import _
from cardtable.safetext import clean_typed
from cardtable.terminal.resizing import WindowResized

__all__ = ["BURST", "LINES_PER_SECOND", "MAX_LINE", "Connection", "Redraw", "SeatTerminal", "clean_line"]

MAX_LINE = 200  # characters a typed line keeps; more is cut
LINES_PER_SECOND = 20.0
BURST = 40
_CLEAR = "\x1b[2J"  # what Rich's Console.clear() writes


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


class SeatTerminal:
    """The terminal of one remote seat, named after its player (``name``). ``width`` × ``height`` follow the
    client's window; ``color``: whether the client's terminal shows colours (its ``TERM``).

    The match thread uses :attr:`console` and :meth:`read_line`; the SSH side calls :meth:`attach`,
    :meth:`detach`, :meth:`typed` and :meth:`window_changed`. All methods are thread-safe. ``shared``: a screen that
    several connections watch at once (the spectators'); otherwise a new connection replaces the old one.
    ``rate``: typed lines a second the player may send, after a burst of :data:`BURST`; ``language``: the
    language of this player's screens (None: the server's).
    """

    def __init__(
        self,
        name: str,
        width: int = 80,
        height: int = 24,
        color: bool = True,
        *,
        shared: bool = False,
        rate: float = LINES_PER_SECOND,
        language: str | None = None,
    ) -> None:
        self.name = name
        self.language = language  # the player's (from their client's environment), else the server's
        self.shared = shared  # a screen several connections watch at once (spectators)
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
        self.stale = False  # the screen kept for newcomers is out of date (nobody was watching)
        self._connections: list[Connection] = []
        self._screen: list[str] = []  # written since the last clear, to draw again for a new connection
        self._limit = _RateLimit(rate)
        self._drawn_size = _size(width, height)  # the console's size when the kept screen was drawn
        self._cleared = 0  # screens begun (clears written) so far
        self.console = Console(
            file=self,  # type: ignore[arg-type]  # a text stream: write, flush, isatty
            width=width,
            height=height,
            force_terminal=True,
            color_system="standard" if color else None,
            highlight=False,
            legacy_windows=False,
        )

    # -- the stream Rich writes to (the match thread) ---------------------------------------------------------

    def write(self, text: str) -> int:
        with self._lock:
            clear = text.rfind(_CLEAR)
            if clear >= 0:
                self._screen = [text[clear:]]
                self._drawn_size = self.console.size
                self._cleared += 1
            else:
                self._screen.append(text)
            connections = list(self._connections)
        for connection in connections:
            connection.send(text)
        return len(text)

    def flush(self) -> None:
        """Nothing to do: every write goes out at once."""

    def isatty(self) -> bool:
        return True

    @property
    def encoding(self) -> str:
        return "utf-8"

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
        """Tell the connected player ``line`` at once, outside the screen (it is not drawn again later)."""
        with self._lock:
            connections = list(self._connections)
        for connection in connections:
            connection.send("\n" + line + "\n")

    def kick(self, message: str) -> None:
        """End the current connections with ``message``; the seat waits for its player."""
        with self._lock:
            connections, self._connections = self._connections, []
        for connection in connections:
            connection.close(message)

    # -- the SSH side -------------------------------------------------------------------------------------------

    def attach(self, connection: Connection, width: int, height: int) -> None:
        """A client took this seat: draw the current screen for it, for its window (``width`` × ``height``): the
        screen kept as it was drawn when the window has the same size, else drawn again (:attr:`redraw`, or by
        the match when a prompt waits: :class:`Redraw`). An earlier connection is closed."""
        with self.drawing:  # no screen of the match is half drawn meanwhile (but a turn screen, see below)
            self.resize(width, height)  # first: a prompt told to draw again draws for the new size
            with self._lock:
                old = [] if self.shared else self._connections
                self._connections = [*self._connections, connection] if self.shared else [connection]
                screen = "".join(self._screen)
                redraw, by_prompt = self._plan_redraw(width, height)
                asking = self._asking
            for connection_before in old:
                connection_before.close(_("You joined from another terminal; this one is closed."))
            if self.stale:
                connection.send(_CLEAR + _("You are watching: the table appears with the next move.") + "\n")
            elif redraw is not None:
                redraw()
            elif screen and not (by_prompt and asking):
                connection.send(screen)

    def window_changed(self, width: int, height: int) -> None:
        """The connected player's window is now ``width`` × ``height``: the screen is drawn again for it at once,
        as for a player who comes back in a window of another size (:meth:`attach`)."""
        with self.drawing:
            self.resize(width, height)  # first: a prompt told to draw again draws for the new size
            with self._lock:
                redraw, _by_prompt = self._plan_redraw(width, height)
            if redraw is not None and not self.stale:
                redraw()

    def _plan_redraw(self, width: int, height: int) -> tuple[Callable[[], None] | None, bool]:
        """How the screen kept is drawn again for a window of ``width`` × ``height`` (called with the lock held):
        the :attr:`redraw` to call (None: none, or not needed), and whether the match's prompt draws it instead
        (then the prompt is told now, or when it next asks: :class:`Redraw`)."""
        resized = bool(self._screen) and _size(width, height) != self._drawn_size
        redraw = self.redraw if resized else None
        by_prompt = resized and redraw is None and self.redraws_at_prompt
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

    def typed(self, raw: str) -> str | None:
        """A line the player typed: cleaned and passed to the match; dropped when no prompt waits for it (so
        nothing typed while others play becomes a move the player did not see coming) or when lines come too
        fast. Returns the notice to show the player, if any."""
        if not self._limit.allow():
            return _("Too fast: that line was dropped.")
        with self._lock:
            asking = self._asking
        if not asking:
            return _("It is not your turn: that line was not kept.")
        line, changed = clean_line(raw)
        self._lines.put(line)
        return _("Your line was cut or had control characters taken out.") if changed else None

    def resize(self, width: int, height: int) -> None:
        """The client's window is now ``width`` × ``height`` (the next screen uses it)."""
        self.console.size = _size(width, height)


def _size(width: int, height: int) -> tuple[int, int]:
    """The console's size for a window of ``width`` × ``height`` (a screen needs a few columns and lines)."""
    return max(width, 20), max(height, 10)
