"""A person's turn: the turn screen, the prompt, and the typed line — a command word (``help``, ``moves``,
``rules``, ``score``, ``hint``, ``undo``, ``save``, ``quit``, or one of the game's), else a move. Bad input gets
one line saying why and the prompt again."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from cardtable.i18n import _
from cardtable.safetext import shorten_echoes
from cardtable.terminal.advice import ask_hint, ask_undo
from cardtable.terminal.keyboard import Keyboard, QuitRequested
from cardtable.terminal.review import can_review, review_words
from cardtable.terminal.screens import score_page
from cardtable.terminal.words import builtin_help, builtin_words

QUIT_LETTERS = frozenset({"q", "й"})  # "q" leaves many programs; "й" is the same key on a Russian keyboard

__all__ = ["answer_command", "ask_move", "command_word"]


def ask_move(
    keyboard: Keyboard,
    seat: int,
    observation: Any,
    legal_moves: Sequence[Any],
    note: RenderableType | None = None,
    typed: str = "",
) -> Any:
    """Show ``seat``'s turn at ``keyboard`` and read lines until one is one of ``legal_moves``, which is returned.
    ``note``: a line to show under the first turn screen (e.g. a lesson's advice); ``typed``: a line typed already
    (at the screen before), read first as if typed at the prompt. Raises :class:`QuitRequested`
    on ``quit``, :class:`cardtable.table.TakeBack` on ``undo`` (when allowed), and ``EOFError`` /
    ``KeyboardInterrupt`` as the keyboard does."""
    screens = keyboard.screens
    notice: RenderableType | None = keyboard.ignored_note()
    notes = keyboard.notes.pop(seat, [])
    if notes:
        told = Text("\n".join(notes), style="bold")
        notice = told if notice is None else Group(notice, told)
    if note is not None:
        notice = note if notice is None else Group(notice, note)
    saved_at = keyboard.path_note()  # when nobody was handed the keyboard yet
    if saved_at is not None:
        saved = Text(saved_at, style="dim")
        notice = saved if notice is None else Group(notice, saved)
    while True:
        table = keyboard.table()
        # The screen leaves room for the notice, however many lines it takes (the path of a saved match: two).
        keyboard.show(lambda: screens.turn(table, observation, seat, legal_moves), under=notice)
        notice = None
        text = typed or keyboard.read_line(screens.prompt(table, observation, legal_moves)).strip()
        typed = ""  # read once
        if command_word(keyboard, text) is not None:
            notice = answer_command(keyboard, seat, observation, legal_moves, text)
            continue
        try:
            return screens.read_move(text, observation, legal_moves)
        except ValueError as error:
            notice = Text(shorten_echoes(str(error), text), style="bold red")
            if text in QUIT_LETTERS:  # not a way to leave here (Q is the Queen): say which is
                notice.append(" " + _("To leave, type quit."), style="bold red")


def command_word(keyboard: Keyboard, text: str) -> str | None:
    """The command the typed ``text`` begins with, read before moves: a built-in one's English name
    (:data:`~cardtable.terminal.words.BUILTIN_COMMANDS`), ``"game"`` for one of the game's own words (Semerka's
    ``last``), ``"review"`` where review is offered; None for a move (``moves`` with something after it is one:
    a card may be typed so)."""
    word, _space, rest = text.strip().partition(" ")
    word = word.lower()
    builtins = builtin_words()
    if word in builtins and (builtins[word] != "moves" or not rest):
        return builtins[word]
    if word in keyboard.screens.commands():
        return "game"
    if word in review_words() and can_review(keyboard):
        return "review"
    return None


def answer_command(
    keyboard: Keyboard, seat: int, observation: Any, legal_moves: Sequence[Any], text: str
) -> RenderableType | None:
    """What the command ``text`` (one :func:`command_word` reads) typed by ``seat`` shows under its screen: a
    short answer, or None when it had pages of its own (or shows nothing). ``review`` here is in a deal, which
    is not reviewed before its end. Raises :class:`QuitRequested` on ``quit`` and
    :class:`cardtable.table.TakeBack` on ``undo`` (when allowed); a bad argument gets its reason (a line)."""
    word, _space, rest = text.strip().partition(" ")
    command = command_word(keyboard, text)
    try:
        if command == "game":
            return keyboard.fit(keyboard.screens.commands()[word.lower()](rest.strip(), observation))
        if command == "review":
            return Text(
                _("Type review at the end of a deal to see your play in it judged by the strong computer player."),
                style="bold red",
            )
        assert command is not None, text
        return _builtin(keyboard, command, seat, observation, legal_moves, rest)
    except ValueError as error:
        return Text(shorten_echoes(str(error), text), style="bold red")


def _builtin(
    keyboard: Keyboard, word: str, seat: int, observation: Any, legal_moves: Sequence[Any], rest: str
) -> RenderableType | None:
    """What the built-in command ``word`` typed by ``seat`` shows under the turn screen (None: nothing, or it had
    its own)."""
    if word == "hint":
        return ask_hint(keyboard, seat, observation, legal_moves)
    if word == "undo":
        return ask_undo(keyboard, seat)
    if word == "quit":
        if keyboard.may_leave():
            raise QuitRequested
        return keyboard.unsaved_warning()
    if word == "save":
        line = keyboard.save(rest)
        # A failure shows under the screen already (Keyboard.show): do not say it twice.
        return None if line == keyboard.saver.problem else Text(line, style="bold")
    if word == "help":
        parts = [keyboard.screens.help(), builtin_help(saved=keyboard.saved, remote=not keyboard.may_save)]
        if keyboard.loop is None or keyboard.loop.take_back_refusal(seat) == "humans":  # undo is listed, not for here
            parts.append(Text(_("Moves are taken back only in a match of one person against computer players.")))
        return keyboard.fit(Group(*parts))
    if word == "moves":
        return keyboard.fit(keyboard.screens.describe_moves(observation, legal_moves))
    if word == "score":
        return keyboard.fit(score_page(keyboard.table()))
    keyboard.page_rules()
    return None
