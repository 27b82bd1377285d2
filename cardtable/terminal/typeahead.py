"""Typing ahead at a hand-off: keys pressed before the hand-off screen showed must not pass the keyboard on; nor
may keys typed while a computer player moved answer the prompt that follows (:func:`drop_typeahead`), nor show
beside its spinner meanwhile (:func:`echo_off`).

A player who presses Enter twice after a move (a double tap, or a key held down) would otherwise answer the next
player's hand-off with the second Enter, and the next hand would show while the last player still looks at the
screen (design "Hot-seat privacy"). So a hand-off waits a moment after it is drawn, then drops whatever was typed
at this terminal and not yet read, and only then asks for Enter.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["SETTLE_SECONDS", "discard_typeahead", "drop_typeahead", "echo_off"]

SETTLE_SECONDS = 0.4  # a double tap's second key arrives well within this; the next player takes longer to sit down


def discard_typeahead(settle: float = SETTLE_SECONDS) -> None:
    """After ``settle`` seconds, drop the keys typed at the terminal on standard input and not yet read (a real
    terminal only; elsewhere nothing happens, so piped input is read as it comes)."""
    stdin = sys.stdin
    if stdin is None or not stdin.isatty():
        return
    time.sleep(settle)
    if sys.platform == "win32":
        import msvcrt

        while msvcrt.kbhit():
            msvcrt.getwch()
        return
    import termios

    try:
        termios.tcflush(stdin.fileno(), termios.TCIFLUSH)
    except (OSError, termios.error):  # not a terminal after all, or it went away: nothing to drop
        pass


def drop_typeahead() -> None:
    """At once, drop the keys typed at the terminal and not yet read (:func:`discard_typeahead` without its pause):
    after a computer player's move, what was typed while it moved was typed before the player saw it."""
    discard_typeahead(0.0)


@contextmanager
def echo_off() -> Iterator[None]:
    """While the block runs, keys typed at the terminal on standard input do not show on it; on leaving the block,
    however it ends (Ctrl-C, an error), the terminal echoes as it did before. Keys typed meanwhile stay unread
    (:func:`drop_typeahead` drops them). Nothing happens where standard input is not a terminal, nor off POSIX."""
    stdin = sys.stdin
    if sys.platform == "win32" or stdin is None or not stdin.isatty():  # the Windows console has no echo to turn off
        yield
        return
    import termios

    saved: list[Any] | None = None
    try:
        fd = stdin.fileno()
        saved = termios.tcgetattr(fd)
        quiet = termios.tcgetattr(fd)
        quiet[3] &= ~termios.ECHO  # the local modes
        termios.tcsetattr(fd, termios.TCSANOW, quiet)
    except (OSError, termios.error):  # not a terminal after all, or it went away: it echoes nothing then
        saved = None
    try:
        yield
    finally:
        if saved is not None:
            try:
                termios.tcsetattr(fd, termios.TCSANOW, saved)
            except (OSError, termios.error):  # the terminal went away: nothing left to restore
                pass
