"""Semerka at the hot-seat table: how a player's typed line becomes a move, the game's commands, and the
:class:`SemerkaScreens` the shell drives.

A player types a card in any notation the rules accept (S8.1: ``9H``, ``9h``, ``9♥``, ``10s``, Russian ``Т♠``),
the card's number in the sorted hand (``2``), or ``stop`` (``s``; in Russian also ``стоп``, ``с``) when leading after a full round (S3.4, S8.2).
"""

from __future__ import annotations

import re

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console, RenderableType
from rich.markup import escape
from rich.text import Text

from cardtable import display
from cardtable.cards import card_label, card_shaped, card_typed, localize_notation, parse_card
from cardtable.game import IllegalMove, InvalidMove
from cardtable.i18n import _, localized_file, numbers_up_to, pgettext
from cardtable.terminal.screens import (
    CommandHandler,
    LeavesRoom,
    TableView,
    checked_move,
    typing_help,
    with_aliases,
)
from cardtable.safetext import echo

from semerka import notation, view
from semerka.rules import GAME, Move, Observation, Outcome, Play, Stop

__all__ = ["SemerkaScreens", "last_command", "read_input", "rules_text"]


_TYPABLE = re.compile(r"[0-9A-Za-zА-Яа-яЁё♠♣♥♦]*")
"""What a player types a move with (S8.1, S8.2): 0-9, Latin and Russian letters and suit symbols."""


def _sentence(message: str) -> str:
    message = message[:1].upper() + message[1:]
    return message if message.endswith((".", "?", "!", ")")) else message + "."


def read_input(text: str, obs: Observation) -> Move:
    """The move a player means by ``text`` (see the module docstring). Raises ``ValueError`` with one sentence
    saying what is wrong: :class:`InvalidMove` for text that is not a move, :class:`IllegalMove` for a move the
    rules forbid now (S3.4: a continuation needs the led rank or a seven; a card not in the hand)."""
    cleaned = "".join(text.split())
    if not _TYPABLE.fullmatch(cleaned):  # no card, number or word is typed with anything else
        raise InvalidMove(_('"{text}" is not a move or a command; type help.').format(text=echo(text)))
    if not cleaned:
        if obs.choosing:
            raise InvalidMove(_("Type stop, or a card that continues the trick (its number or e.g. 9H)."))
        raise InvalidMove(_("Type a card: its number in your hand (e.g. 2) or its name (e.g. 9H)."))
    if cleaned.lower() in ("s", "stop", "стоп", _("s"), notation.stop_word()):  # стоп in either language, as да and нет
        cleaned = "stop"
    if cleaned.isascii() and cleaned.isdigit():  # 0-9 only: not ² or other digits Unicode knows
        hand = view.sorted_hand(obs)
        number = int(cleaned)
        if not hand:
            raise InvalidMove(_("You have no cards."))
        if len(hand) == 1 and number != 1:
            raise InvalidMove(_("There is no card {number}: your one card is number 1.").format(number=number))
        if not 1 <= number <= len(hand):
            message = _("There is no card {number} in your hand (its cards are numbered {numbers}).")
            raise InvalidMove(message.format(number=number, numbers=numbers_up_to(len(hand))))
        cleaned = str(hand[number - 1])
    try:
        return GAME.parse_move(cleaned, obs)
    except InvalidMove:
        if not card_shaped(cleaned):
            raise InvalidMove(_('"{text}" is not a move or a command; type help.').format(text=echo(text))) from None
        count = len(obs.hand)
        if obs.choosing:
            message = _('"{text}" is not a card: type stop, or a card that continues, e.g. {card}.')
        else:
            message = _('"{text}" is not a card: type one like {card}, or its number in your hand ({numbers}).')
        cards = obs.continue_cards if obs.choosing else view.sorted_hand(obs)
        example = card_typed(cards[0]) if cards else _("9H")
        numbers = numbers_up_to(count, either=True)
        raise InvalidMove(message.format(text=echo(text), card=example, numbers=numbers)) from None
    except IllegalMove as error:
        raise IllegalMove(notation.message_cards(_sentence(str(error)))) from None


def rules_text() -> str:
    """The rules of Semerka for players, as Markdown in the current language (shipped with the package)."""
    return localized_file(Path(__file__).with_name("rules_text.md")).read_text(encoding="utf-8")


@dataclass
class SemerkaScreens:
    """Semerka's part of the hot-seat table (:class:`cardtable.terminal.GameScreens`). ``height``: terminal
    lines, so the turn screen can show a longer log on a taller terminal; with ``console``, its height at each
    turn instead (a window resized since)."""

    height: int = 24
    console: Console | None = None
    _table: TableView | None = field(default=None, init=False, repr=False)  # names for the commands

    @classmethod
    def for_console(cls, console: Console) -> SemerkaScreens:
        """The screens for ``console``, sized to its height when each turn screen is built."""
        return cls(console.size.height, console)

    def turn(self, table: TableView, observation: Any, seat: int, legal_moves: Sequence[Any]) -> RenderableType:
        self._table = table
        height = self.console.size.height if self.console is not None else self.height
        # The log gives up lines to a message of more than one under the screen (where the match is saved).
        return LeavesRoom(lambda lines: view.turn_screen(table, observation, lines), height)

    def handoff(self, table: TableView, observation: Any, seat: int, *, viewer: bool = False) -> RenderableType:
        return view.public_table(table, observation, viewer=viewer)

    def deal_end(self, table: TableView, observation: Any, outcome: Any) -> RenderableType:
        assert isinstance(outcome, Outcome)
        return view.deal_end_screen(table, observation, outcome)

    def prompt(self, table: TableView, observation: Any, legal_moves: Sequence[Any]) -> str:
        self._table = table  # the turn screen is drawn only in a window large enough for it: this comes first
        name = escape(table.name(observation.seat))
        if observation.choosing:
            cards = notation.cards_typed(observation.continue_cards)
            return _("{name}, [bold]stop[/] or continue with [bold]{cards}[/]> ").format(name=name, cards=cards)
        if not observation.trick:
            return _("{name}, lead a card> ").format(name=name)
        return _("{name}, play a card> ").format(name=name)

    def read_move(self, text: str, observation: Any, legal_moves: Sequence[Any]) -> Any:
        return checked_move(read_input(text, observation), legal_moves)

    def commands(self) -> Mapping[str, CommandHandler]:
        def last(argument: str, observation: Any) -> RenderableType:
            if self._table is None:  # typed out of turn in a window too small for any table yet
                return Text(_("Make the window larger to see the table, then type last again."))
            return last_command(argument, observation, self._table)

        return with_aliases({"last": last}, {"last": pgettext("command words", "last")})

    def help(self) -> RenderableType:
        return help_text()

    def describe_moves(self, observation: Any, legal_moves: Sequence[Any]) -> RenderableType:
        return moves_list(observation, legal_moves)

    def move_typed(self, observation: Any, move: Any) -> str:
        return notation.stop_word() if isinstance(move, Stop) else card_typed(move.card)

    def move_words(self, table: TableView, observation: Any, move: Any) -> Text:
        """``move`` in words (:class:`cardtable.terminal.screens.WordedMoves`), as the log says it."""
        return view.move_text(observation, move)

    def logged_move(self, name: str, move: Any, text: str, observation: Any) -> str:
        """A line of ``serve``'s host log (:class:`cardtable.terminal.screens.LoggedMoves`): ``"Anna played 9H"``,
        ``"Anna stopped the trick"`` (S3.4); cards as players type them in the interface's language (``"Аня: ход
        9ч"``)."""
        if isinstance(move, Stop):
            return _("{name} stopped the trick").format(name=name)
        return _("{name} played {move}").format(name=name, move=localize_notation(text))

    def rules_text(self) -> str:
        return rules_text()


def last_command(argument: str, obs: Observation, table: TableView) -> RenderableType:
    """``last``: the trick taken last in this deal, every card with who played it, who took it and its points."""
    if not obs.tricks:
        return Text(_("No trick has been taken yet in this deal."))
    return view.trick_line(table, obs, obs.tricks[-1], len(obs.tricks))


def moves_list(obs: Observation, legal_moves: Sequence[Any]) -> RenderableType:
    """The legal moves: every card of the hand with its number, or the cards that continue and ``stop``."""
    numbers = {card: number for number, card in enumerate(view.sorted_hand(obs), start=1)}
    parts: list[Text | str] = []
    plays = sorted((move for move in legal_moves if isinstance(move, Play)), key=lambda move: numbers[move.card])
    for move in plays:
        if parts:
            parts.append("  ")
        parts += [view.numbered(numbers[move.card]), notation.move_text(move)]
    stop = next((move for move in legal_moves if isinstance(move, Stop)), None)
    if stop is not None:
        parts += ["  " if parts else "", notation.move_text(stop)]
    heading = _("Continue with, or stop: ") if obs.choosing else _("Play any card: ")
    return Text.assemble(heading, *parts)


def _ways_to_type() -> str:
    """A card typed as the interface's language writes it, in the other case, as the screen shows it (unless that
    is the same, as under ``--ascii``), and a Ten: ``9H  9h  9♥  10s``."""
    nine = parse_card("9H")
    ways = [card_typed(nine), card_typed(nine).swapcase(), card_label(nine), card_typed(parse_card("10S")).lower()]
    return "  ".join(dict.fromkeys(ways))


def help_text() -> RenderableType:
    rows = [
        # An ASCII terminal may not show the Russian letters of the example.
        (_ways_to_type(), _("play that card") if display.current().ascii else _("play that card (Russian letters too: Тп = ace of spades)")),
        ("2", _("card 2 of your hand (cards are numbered in the order shown)")),
        (_("stop  s"), _("after a full round, the leader ends the trick")),
        (_("last"), _("the previous trick: who played what and who took it")),
    ]
    return typing_help(rows)
