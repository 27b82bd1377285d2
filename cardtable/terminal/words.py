"""The command words every game has (help, moves, rules, score, hint, undo, save, quit), read before moves, in
English and in the interface language."""

from __future__ import annotations

from rich.text import Text

from cardtable.i18n import _, pgettext
from cardtable.terminal.screens import with_aliases

__all__ = ["BUILTIN_COMMANDS", "builtin_help", "builtin_words", "is_quit"]

BUILTIN_COMMANDS = ("help", "moves", "rules", "score", "hint", "undo", "save", "quit")
"""Command words every game has; they are read before moves. The interface language adds its own words for them
(:func:`builtin_words`)."""

# No single letter: at a move prompt a rank letter alone (Q, К, Д ...) is the start of a card, never a command.
_SHORT_FORMS = {"?": "help", "exit": "quit"}


def builtin_words() -> dict[str, str]:
    """Typed word → built-in command: the English words, ``?`` (help), ``exit`` (quit) and, in another
    language, its words too (Russian: помощь or справка → help, ходы, правила, счёт, подсказка, отмена or
    отменить → undo, сохранить, выход)."""
    words = with_aliases(
        {word: word for word in BUILTIN_COMMANDS},
        {
            "help": pgettext("command words", "help"),
            "moves": pgettext("command words", "moves"),
            "rules": pgettext("command words", "rules"),
            "score": pgettext("command words", "score"),
            "hint": pgettext("command words", "hint"),
            "undo": pgettext("command words", "undo"),
            "save": pgettext("command words", "save"),
            "quit": pgettext("command words", "quit"),
        },
    )
    # Short forms players try first, in any language: ? for help; exit for quit.
    for short, command in _SHORT_FORMS.items():
        words.setdefault(short, command)
    return dict(words)


def is_quit(text: str) -> bool:
    """Whether the typed ``text`` is the word ``quit`` (or its translation)."""
    return builtin_words().get(text.strip().lower()) == "quit"


def builtin_help(*, saved: bool = True, remote: bool = False) -> Text:
    """The line on the built-in command words that ``help`` shows under the game's own help; ``saved``: whether
    the match is saved (not the guided deal of ``learn``: no ``save``, and ``quit`` only leaves); ``remote``: a
    player of ``serve``, whose ``quit`` leaves the seat to come back to (only the host saves)."""
    if remote:
        return Text(
            _(
                "Commands: help or ? (this), moves (every legal move), rules, score (the match so far), "
                "hint (the strong bot's choice), undo (take back your last move), "
                "quit (leave your seat; connect again with the same name to take it back)."
            )
        )
    if not saved:
        return Text(
            _(
                "Commands: help or ? (this), moves (every legal move), rules, score (the match so far), "
                "hint (the strong bot's choice), undo (take back your last move), quit (leave)."
            )
        )
    return Text(
        _(
            "Commands: help or ? (this), moves (every legal move), rules, score (the match so far), "
            "hint (the strong bot's choice), undo (take back your last move), "
            "save FILE (save to another file from now on), quit (save and leave; resume later with --resume)."
        )
    )
