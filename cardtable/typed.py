"""What people type, made safe to keep and to show: terminal escape codes and control characters taken out of
typed lines and names, and long echoes cut short. Pure text functions (no terminal here)."""

from __future__ import annotations

import re
import unicodedata

__all__ = ["ECHO_LIMIT", "clean_typed", "echo", "has_control", "shorten", "shorten_echoes"]

ECHO_LIMIT = 20
"""Characters of a player's typing an error message repeats at the most."""

# CSI (ESC [ … final), SS3 (ESC O x) and any other two-character escape: what arrow and function keys send.
_ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1bO.|\x1b.?|\x9b[0-?]*[ -/]*[@-~]", re.DOTALL)


def _is_control(char: str) -> bool:
    return unicodedata.category(char) in ("Cc", "Cf") and char not in "\u200d"


def clean_typed(text: str) -> str:
    """``text`` without escape sequences (arrow keys: ``"\\x1b[D"``) and control characters; tabs become
    spaces."""
    text = _ESCAPES.sub("", text.replace("\t", " "))
    return "".join(char for char in text if not _is_control(char))


def has_control(text: str) -> bool:
    """Whether ``text`` holds an escape or other control character (never wanted in a name)."""
    return any(_is_control(char) for char in text)


def shorten(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` as an error message may repeat it: at most ``limit`` characters, then "…"."""
    return text if len(text) <= limit else text[:limit] + "…"


def echo(text: str) -> str:
    """``text`` as a message repeats it: its runs of white space made one space, then at most
    :data:`ECHO_LIMIT` characters and "…"."""
    return shorten(" ".join(text.split()))


_LONG_RUN = re.compile(r"[^\s\"'«»“”„]{%d,}" % (ECHO_LIMIT + 2))


def shorten_echoes(message: str, typed: str, limit: int = ECHO_LIMIT) -> str:
    """``message`` (about the line ``typed``) with every long piece of the typing it repeats cut to ``limit``
    characters and "…", so a very long line is not echoed back whole."""
    if len(typed) > limit + 1 and typed in message:
        message = message.replace(typed, shorten(typed, limit))
    return _LONG_RUN.sub(lambda found: shorten(found.group(), limit), message)
