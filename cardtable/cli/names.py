"""Asking a person's name at a prompt before a match or a guided deal starts (``play``, ``learn``).

:func:`ask_name` reads one name: Enter keeps the default in brackets, ``help`` explains, the other built-in words
say that nothing has started yet, a name too long or already taken (in any case, or in another language for a
seat's default name: "Player 3" is "Игрок 3") gets a one-line reason and the prompt again,
and ``quit`` raises :class:`LeftAtNames`. A window resized at the prompt draws it again with what was typed.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from rich.console import Console
from rich.text import Text

from cardtable.i18n import _
from cardtable.safetext import clean_typed, shorten
from cardtable.seating import MAX_NAME, name_key
from cardtable.terminal.resizing import prompt_again, read_after_prompt, redraws_on_resize
from cardtable.terminal.words import builtin_words, is_quit

__all__ = ["LeftAtNames", "ask_name"]


class LeftAtNames(Exception):
    """``quit`` at a name prompt: nothing has started, so nothing is saved."""


def _prompt_again(console: Console, prompt: str) -> None:
    """A window resized at a name prompt: the prompt and what was typed, drawn again on the cursor's line (line
    editing would otherwise draw what was typed over the prompt)."""
    console.file.write("\r\x1b[2K")  # to the start of the line, and clear it
    prompt_again(console, prompt)


def ask_name(console: Console, prompt: str, default: str, taken: Mapping[str, str], explained: str) -> str:
    """One person's name, asked at ``console`` with ``prompt`` (Rich markup, names in it escaped): the typed
    name, or ``default`` for an empty line. ``taken``: the names already held at the table, by their
    :func:`~cardtable.seating.name_key`; a name whose key is among them, or longer than :data:`~cardtable.seating.MAX_NAME` characters, is refused with a one-line
    reason and asked again. ``explained``: the line ``help`` prints. Raises :class:`LeftAtNames` for ``quit``
    and ``EOFError`` / ``KeyboardInterrupt`` as ``input()`` does."""
    while True:
        with redraws_on_resize(partial(_prompt_again, console, prompt)):
            answer = clean_typed(read_after_prompt(console, prompt)).strip()
        if is_quit(answer):
            raise LeftAtNames
        command = builtin_words().get(answer.lower())
        if command == "help":
            console.print(Text(explained))
            continue
        if command == "rules":
            console.print(Text(_("The rules can be read once the match has started: type rules at your turn.")))
            continue
        if command is not None:  # score, moves, save: nothing to show before the match
            console.print(
                Text(_("No match has started yet: type this player's name, or press Enter to keep the one in brackets."))
            )
            continue
        name = answer or default
        if len(name) > MAX_NAME:
            console.print(Text(_("A name has at most {count} characters: choose a shorter one.").format(count=MAX_NAME)))
            continue
        held = taken.get(name_key(name))
        if held is not None and held.casefold() == name.casefold():
            console.print(Text(_('"{name}" is taken: choose another name.').format(name=shorten(name))))
            continue
        if held is not None:  # the same default name in another language
            message = _('"{name}" is taken: it is "{held}" in another language. Choose another name.')
            console.print(Text(message.format(name=shorten(name), held=shorten(held))))
            continue
        return name
