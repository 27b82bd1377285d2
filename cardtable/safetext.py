"""What people type, made safe to keep and to show: terminal escape codes and control characters taken out of
typed lines and names, and long echoes cut short. Pure text functions (no terminal here)."""

from __future__ import annotations

import os
import re
import shlex
import unicodedata
from collections.abc import Collection

__all__ = [
    "ECHO_LIMIT",
    "TypedEscapes",
    "clean_typed",
    "echo",
    "has_control",
    "shell_path",
    "shorten",
    "shorten_echoes",
    "shown_path",
]

ECHO_LIMIT = 20
"""Characters of a player's typing an error message repeats at the most."""

# A control string (OSC, e.g. a window title; DCS, SOS, PM, APC) to its terminator (BEL or ST), or to the end of
# the line when it has none; CSI (ESC [ … final), SS3 (ESC O x) and any other two-character escape: what arrow
# and function keys send.
_ESCAPES = re.compile(
    r"(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b\[[0-?]*[ -/]*[@-~]|\x1bO.|\x1b.?|\x9b[0-?]*[ -/]*[@-~]",
    re.DOTALL,
)


def _is_control(char: str) -> bool:
    return unicodedata.category(char) in ("Cc", "Cf") and char not in "\u200d"


def clean_typed(text: str) -> str:
    """``text`` without escape sequences (arrow keys: ``"\\x1b[D"``) and control characters; tabs become
    spaces."""
    text = _ESCAPES.sub("", text.replace("\t", " "))
    return "".join(char for char in text if not _is_control(char))


_STRINGS = "]PX^_"  # after ESC: a control string (OSC, DCS, SOS, PM, APC), to its terminator
_C1_STRINGS = "\x90\x98\x9d\x9e\x9f"  # the same, each in one 8-bit character
_KEY_ROOM = 8  # characters an escape sequence keeps while it arrives: no key is longer


class TypedEscapes:
    """Typing as it arrives, a few characters at a time, without its escape sequences, each taken out whole:
    CSI (``ESC [`` … a final character), SS3 (``ESC O x``), a control string (``ESC ]`` … BEL or ST, as a window
    title is set) and any other ``ESC x``, in their 7-bit and 8-bit forms. A line editor that is given
    ``ESC [ 2 J`` drops what it does not know piece by piece and keeps the ``J``; fed through :meth:`feed` first,
    nothing of it is left. ``keys``: the sequences passed on whole (the editor's arrow keys). Other control
    characters pass (Enter, Backspace, Ctrl-C are the editor's); one ends an unfinished sequence, which is
    dropped, so that Enter always ends the line."""

    def __init__(self, keys: Collection[str] = ()) -> None:
        self.keys = frozenset(keys)
        self._pending = ""  # an escape sequence begun (at most _KEY_ROOM characters of it)
        self._string = False  # in a control string: everything is dropped up to its terminator

    def feed(self, text: str) -> str:
        """``text`` without the escape sequences in it, or begun in earlier text and ended in it; a sequence
        still unfinished at its end waits for the next text."""
        return "".join(self._step(char) for char in text)

    def _step(self, char: str) -> str:
        pending = self._pending
        if self._string:
            if char == "\x1b":  # perhaps ST (ESC \\), itself an escape that is dropped
                self._string, self._pending = False, char
            elif char in "\x07\x9c":
                self._string = False
            elif ord(char) < 0x20:
                self._string = False
                return char
            return ""
        if not pending:
            if char == "\x1b":
                self._pending = char
            elif char == "\x9b":  # CSI in one character: never a key here
                self._pending = "\x1b[\x9b"
            elif char in _C1_STRINGS:
                self._string = True
            else:
                return char
            return ""
        if char == "\x1b" or ord(char) < 0x20:  # a new escape, or Enter or another key, ends this one
            self._pending = ""
            return self._step(char)
        if pending == "\x1b":
            if char in "[O":
                self._pending = pending + char
            else:
                self._pending = ""
                self._string = char in _STRINGS
            return ""
        if pending == "\x1bO" or "\x40" <= char <= "\x7e" and pending.startswith("\x1b["):  # the last character
            self._pending = ""
            whole = pending + char
            return whole if whole in self.keys else ""
        if "\x20" <= char <= "\x3f":  # a parameter or an intermediate character
            self._pending = pending + char if len(pending) < _KEY_ROOM else pending
            return ""
        self._pending = ""  # not a sequence after all (a letter beyond ASCII): the character is typing
        return self._step(char)


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


def _is_undecodable(char: str) -> bool:
    """A byte of a file name that is not text in the file system's encoding (Python keeps it as a surrogate)."""
    return "\udc80" <= char <= "\udcff"


def _needs_escape(text: str) -> bool:
    return any(_is_control(char) or _is_undecodable(char) for char in text)


def shown_path(path: str | os.PathLike[str], *, quoted: bool = False) -> str:
    """``path`` as a message line shows it: as it is, unless it holds a control character (a newline, ESC, …) or
    a byte that is not text; then in double quotes, those characters escaped as Python writes them
    (``"a\\nb.json"``, ``"\\x1b[31m.json"``, an undecodable byte as ``\\xff``), and ``"`` and ``\\`` escaped,
    so that the line stays one line and the terminal is sent no command. ``quoted``: in double quotes always."""
    text = os.fsdecode(path)
    if not _needs_escape(text):
        return f'"{text}"' if quoted else text
    pieces = []
    for char in text:
        if char in '"\\':
            pieces.append("\\" + char)
        elif _is_undecodable(char):
            pieces.append(f"\\x{ord(char) - 0xDC00:02x}")
        elif _is_control(char):
            pieces.append(repr(char)[1:-1])
        else:
            pieces.append(char)
    return '"' + "".join(pieces) + '"'


_SHELL_ESCAPES = {"\n": "\\n", "\t": "\\t", "\r": "\\r"}


def shell_path(path: str | os.PathLike[str]) -> str:
    """``path`` quoted for a command line the user may copy (``shlex.quote``); a path with control characters or
    undecodable bytes in the ``$'…'`` quoting of bash and zsh (``$'a\\nb.json'``), which keeps it on one line."""
    text = os.fsdecode(path)
    if not _needs_escape(text):
        return shlex.quote(text)
    pieces = []
    for char in text:
        if char in "'\\":
            pieces.append("\\" + char)
        elif _is_undecodable(char):
            pieces.append(f"\\x{ord(char) - 0xDC00:02x}")  # $'\\xff' is that very byte
        elif char in _SHELL_ESCAPES:
            pieces.append(_SHELL_ESCAPES[char])
        elif _is_control(char):
            pieces.append(f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}")
        else:
            pieces.append(char)
    return "$'" + "".join(pieces) + "'"
