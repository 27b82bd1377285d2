"""Long pages (the rules, a help page taller than the terminal) through the pager when stdout is a terminal, so
that they can be read from the top; printed as they are otherwise (piped, redirected, ``TERM=dumb``).

The pager is Rich's (``console.pager()``: Python's ``pydoc`` pager, ``$MANPAGER``/``$PAGER`` or ``less``).
Rich is imported only when a page is paged, so ``--help`` into a pipe stays quick to start.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["on_terminal", "page", "show_help"]


def on_terminal() -> bool:
    """Whether stdout is a terminal that can show a pager (not piped, not ``TERM=dumb``)."""
    stdout = sys.stdout
    return stdout is not None and stdout.isatty() and os.environ.get("TERM", "") not in ("dumb", "unknown")


def _styles() -> bool:
    """Whether the pager may get colours: only ``less`` (no ``$MANPAGER``/``$PAGER`` of the user's) shows them,
    and only with ``-R``, which ``$LESS`` is given unless the user set it."""
    if os.environ.get("MANPAGER") or os.environ.get("PAGER"):
        return False
    return "R" in os.environ.setdefault("LESS", "-R").upper()


def page(console: Console, draw: Callable[[Console], None]) -> None:
    """Run ``draw(console)`` inside Rich's pager when ``console`` is a terminal, else straight onto it."""
    if console.is_terminal and not console.is_dumb_terminal:
        with console.pager(styles=_styles()):
            draw(console)
    else:
        draw(console)


def _terminal_lines() -> int:
    import shutil  # not at start-up: it brings the archive modules

    return shutil.get_terminal_size().lines


def show_help(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """The ``--help`` option's callback: the help page, through the pager when it is taller than the terminal
    (:func:`on_terminal`), else printed as Click prints it; then exit 0."""
    if not value or ctx.resilient_parsing:
        return
    text = ctx.get_help()
    if on_terminal() and text.count("\n") + 1 >= _terminal_lines():
        from rich.console import Console
        from rich.text import Text

        page(Console(highlight=False), lambda console: console.print(Text(text)))
    else:
        click.echo(text, color=ctx.color)
    ctx.exit()
