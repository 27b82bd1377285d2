"""A window resized while a prompt waits: the screen is drawn again for its new size at once.

Every screen is laid out for the window as it is when it is drawn (:class:`~cardtable.terminal.screens.Sized`).
A window made narrower afterwards wraps the old screen's lines into a jumble; one made wider or taller leaves it
small. So at a real terminal (POSIX) the window's size-change signal (``SIGWINCH``) interrupts a prompt's read:
the keyboard clears the screen, prints again what it showed since the last clear, now laid out for the new size,
and asks again. Keys typed at that prompt and not yet entered are dropped with the old screen. A window resized
while no prompt waits (a computer player's turn) gets its screen drawn again when the next prompt asks.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

__all__ = ["WindowResized", "resizes_interrupt"]


class WindowResized(Exception):
    """The window changed size while a prompt waited for a line."""


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise WindowResized


@contextmanager
def resizes_interrupt(enabled: bool = True) -> Iterator[None]:
    """Inside the block, the window's size-change signal raises :class:`WindowResized` (only where there is such
    a signal, in the main thread, and with ``enabled``; elsewhere the block runs as it is)."""
    winch = getattr(signal, "SIGWINCH", None)
    if not enabled or winch is None or sys.platform == "win32" or threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(winch, _interrupt)
    try:
        yield
    finally:
        signal.signal(winch, signal.SIG_DFL if before is None else before)  # None: a handler set outside Python
