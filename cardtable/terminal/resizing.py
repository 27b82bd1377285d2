"""A window resized while a prompt waits: the screen is drawn again for its new size at once.

Every screen is laid out for the window as it is when it is drawn (:class:`~cardtable.terminal.screens.Sized`).
A window made narrower afterwards wraps the old screen's lines into a jumble; one made wider or taller leaves it
small. So at a real terminal (POSIX), while a prompt waits for a line, the window's size-change signal
(``SIGWINCH``) draws the screen again: the keyboard clears it, prints again what it showed since the last clear
(built anew for the new size), and the line typed so far. The read itself goes on: what was typed, and a line
entered at the very moment of the resize, is kept. A window resized while no prompt waits (a computer player's
turn) gets its screen drawn again when the next prompt asks.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["WindowResized", "line_typed", "prompt_again", "read_after_prompt", "redraws_on_resize"]


class WindowResized(Exception):
    """Raised by a keyboard's read (instead of a line) when the screen above the prompt is to be drawn again for a
    window of another size, by whoever drew it (e.g. a remote terminal: :class:`cardtable.ssh.channel.Redraw`)."""


@contextmanager
def redraws_on_resize(redraw: Callable[[], None], enabled: bool = True) -> Iterator[None]:
    """Inside the block, the window's size-change signal calls ``redraw()`` (only where there is such a signal,
    in the main thread, and with ``enabled``; elsewhere the block runs as it is). Python runs the handler between
    two steps of the main thread, also while ``input()`` waits, which then goes on waiting."""
    winch = getattr(signal, "SIGWINCH", None)
    if not enabled or winch is None or sys.platform == "win32" or threading.current_thread() is not threading.main_thread():
        yield
        return

    def resized(signum: int, frame: FrameType | None) -> None:
        redraw()

    before = signal.signal(winch, resized)
    try:
        yield
    finally:
        signal.signal(winch, signal.SIG_DFL if before is None else before)  # None: a handler set outside Python


def line_typed() -> str:
    """What is typed at the prompt so far and not yet entered (line editing's buffer; "" without it)."""
    readline = sys.modules.get("readline")  # imported by the play commands where it exists (line editing)
    if readline is None:
        return ""
    buffer: str = readline.get_line_buffer()
    return buffer


def read_after_prompt(console: Console, prompt: str) -> str:
    """``prompt`` (Rich markup) printed on ``console``, then a line typed at the keyboard (``input()``). Line
    editing echoes no line end for an empty line read without a prompt of its own, which would leave the cursor
    after the prompt and the next output on its line: one is written then."""
    console.print(prompt, end="")
    typed = input()
    if not typed and "readline" in sys.modules and sys.stdin is not None and sys.stdin.isatty():
        console.file.write("\n")
        console.file.flush()
    return typed


def prompt_again(console: Console, prompt: str) -> None:
    """``prompt`` (Rich markup) printed again on ``console``, followed by what was typed at it so far."""
    console.print(prompt, end="")
    console.file.write(line_typed())
    console.file.flush()
