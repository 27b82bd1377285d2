"""Leopard at the hot-seat table: how a player's typed line becomes a move, the game's commands, and the
:class:`LeopardScreens` the shell drives.

Besides canonical notation (rules L9.2: ``7H``, ``7H@2``, ``10S:5``, ``JC@2:5``, ``-8C``, ``out``) a player may
type a hand number for a card (``3``, ``3 @2``, ``3 :5``, ``-3``), ``discard 8c`` and, with two players,
``8c opp`` for the other square. Before the draw (L4.1) the choice is ``out`` or Enter to draw; with four players
a partner asked to agree to going out answers ``yes`` or ``no`` (L6.1).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from cardtable.cards import Card, CardError, card_shaped, parse_card
from cardtable.game import IllegalMove, InvalidMove
from cardtable.i18n import _, localized_file, pgettext
from cardtable.terminal.screens import CommandHandler, TableView, checked_move, typing_help, with_aliases
from cardtable.safetext import echo

from leopard import view
from leopard.notation import card_text, card_typed, cards_text, localized, move_typed, numbered_card
from leopard.rules import (
    GAME,
    Answer,
    Discard,
    Draw,
    GoOut,
    Move,
    Observation,
    Outcome,
    Place,
    card_places,
    face_down,
)
from leopard.rules.notation import needs_cell

__all__ = ["LeopardScreens", "read_input", "rules_text"]

_YES, _NO = ("yes", "y", "да", "д"), ("no", "n", "нет", "н")  # L6.1: the partner's answer, in either language
_HAND_NUMBER = re.compile(r"^(-?)\s*(\d+)(?=$|\s|@|:)")
_MOVE_SHAPE = re.compile(r"(?P<minus>-?)(?P<card>[^\s@:-]+)(?P<where>[@:]\S*)?")  # the outline of a move (L9.2)


def not_a_move(text: str) -> InvalidMove:
    """The one line for text that is not shaped like a move or a command word at all."""
    return InvalidMove(_('"{text}" is not a move or a command; type help.').format(text=echo(text)))


def _sentence(message: str) -> str:
    """``message`` as a sentence: a capital first letter and, after a word, a full stop."""
    message = message[:1].upper() + message[1:]
    return message + "." if message[-1:].isalpha() else message  # not after an example such as KS:5


def _card_of_number(number: int, obs: Observation) -> Card:
    hand = view.sorted_hand(obs)
    if not 1 <= number <= len(hand):
        raise InvalidMove(
            _("There is no card {number} in your hand (its cards are numbered 1 to {count}).").format(
                number=number, count=len(hand)
            )
        )
    return hand[number - 1][0]


def read_input(text: str, obs: Observation) -> Move:
    """The move a player means by ``text`` (see the module docstring). Raises ``ValueError`` with one sentence
    saying what is wrong (:class:`InvalidMove` for text that is not a move, :class:`IllegalMove` for a move the
    rules forbid now, L4-L6)."""
    cleaned = " ".join(text.split())
    word = cleaned.lower()
    if obs.phase == "asked":
        if word in _YES or word in (_("yes"), _("y")):
            return Answer(True)
        if word in _NO or word in (_("no"), _("n")):
            return Answer(False)
        raise InvalidMove(_("Your partner asks to go out: type yes or no."))
    if obs.phase == "before_draw":
        if word in ("", "draw", "d"):
            return Draw()
        if word in ("out", "o", "go out"):
            return GoOut()
        raise InvalidMove(_("First choose: type out to go out now, or press Enter to draw."))
    if not cleaned:
        raise InvalidMove(_("Type a move, e.g. 3 (card 3 of your hand), 7H, 10S:5, -8C, or help."))
    words = cleaned.split(" ")
    if words[0].lower() in ("discard", "d") and len(words) == 2:
        cleaned = "-" + words[1]
    elif len(words) == 2 and words[1].lower() in ("opp", "opponent"):
        if obs.rules.players != 2:
            raise InvalidMove(_('"opp" works with two players; name the square instead, e.g. 7H@2.'))
        cleaned = f"{words[0]}@{3 - obs.square}"
    match = _HAND_NUMBER.match(cleaned)
    if match is not None:
        card = _card_of_number(int(match[2]), obs)
        rest = cleaned[match.end() :]
        if not match[1] and ":" not in rest and needs_cell(card):  # L9.2
            raise InvalidMove(
                _("Card {number} is {card}, which needs a cell: e.g. {number} :5").format(
                    number=match[2], card=card_typed(card)
                )
            )
        cleaned = match[1] + str(card) + rest
    cleaned = re.sub(r"\s*([@:])\s*", r"\1", cleaned)
    shape = _MOVE_SHAPE.fullmatch(cleaned)
    if word not in ("out", "draw") and (shape is None or not card_shaped(shape["card"])):
        raise not_a_move(text)
    if shape is not None and shape["minus"] and shape["where"]:
        try:
            typed = card_typed(parse_card(shape["card"]))
        except CardError:
            pass  # the card's own error below says more
        else:
            raise InvalidMove(_("A discard goes on the discard pile, not on a cell: type -{card}.").format(card=typed))
    try:
        return GAME.parse_move(cleaned, obs)
    except (InvalidMove, IllegalMove) as error:
        raise type(error)(localized(_sentence(str(error)))) from None


def rules_text() -> str:
    """The rules of Leopard for players, as Markdown in the current language (shipped with the package)."""
    return localized_file(Path(__file__).with_name("rules_text.md")).read_text(encoding="utf-8")


@dataclass
class LeopardScreens:
    """Leopard's part of the hot-seat table (:class:`cardtable.terminal.GameScreens`). ``console``: the terminal,
    whose size (read at every turn) shapes the turn screen; without it, 80 × 24."""

    console: Console | None = None

    def turn(self, table: TableView, observation: Any, seat: int, legal_moves: Sequence[Any]) -> RenderableType:
        width, height = self.console.size if self.console is not None else (80, 24)
        return view.turn_screen(table, observation, height, width)

    def handoff(self, table: TableView, observation: Any, seat: int) -> RenderableType:
        return view.public_table(table, observation, viewer=False)

    def deal_end(self, table: TableView, observation: Any, outcome: Any) -> RenderableType:
        assert isinstance(outcome, Outcome)
        return view.deal_end_screen(table, observation, outcome)

    def prompt(self, table: TableView, observation: Any, legal_moves: Sequence[Any]) -> str:
        from rich.markup import escape

        name = escape(table.name(observation.seat))
        if observation.phase == "asked":
            return _("{name}, [bold]yes[/] or [bold]no[/]> ").format(name=name)
        if observation.phase == "before_draw":
            return _("{name}, [bold]out[/] or [bold]Enter[/] to draw> ").format(name=name)
        return f"{name}> "

    def read_move(self, text: str, observation: Any, legal_moves: Sequence[Any]) -> Any:
        return checked_move(read_input(text, observation), legal_moves)

    def commands(self) -> Mapping[str, CommandHandler]:
        return with_aliases(
            {"discards": discards_command, "cell": cell_command},
            {"discards": pgettext("command words", "discards"), "cell": pgettext("command words", "cell")},
        )

    def help(self) -> RenderableType:
        return help_text()

    def describe_moves(self, observation: Any, legal_moves: Sequence[Any]) -> RenderableType:
        return moves_list(observation, legal_moves)

    def rules_text(self) -> str:
        return rules_text()


def discards_command(argument: str, obs: Observation) -> RenderableType:
    """``discards``: the whole discard pile, bottom to top."""
    if not obs.discards:
        return Text(_("The discard pile is empty."))
    return Text.assemble(_("Discard pile, bottom to top: "), cards_text(obs.discards))


def cell_command(argument: str, obs: Observation) -> RenderableType:
    """``cell 2:5`` (or ``cell 5`` for one's own square): every card in that cell, bottom to top (L2.2)."""
    match = re.fullmatch(r"(?:(\d)\s*:\s*)?(\d)", argument.strip())
    if match is None:
        raise InvalidMove(_("Type cell SQUARE:CELL, e.g. cell 2:5 (or cell 5 for your own square)."))
    square = int(match[1]) if match[1] else obs.square
    cell = int(match[2])
    if not 1 <= square <= len(obs.squares) or not 1 <= cell <= 9:
        raise InvalidMove(_("There is no cell {cell} in square {square}.").format(cell=cell, square=square))
    stack = obs.squares[square - 1][cell - 1]
    where = _("Square {square}, cell {cell}").format(square=square, cell=cell)
    if not stack:
        return Text(_("{where} is empty.").format(where=where))
    parts: list[Text | str] = [where, _(", bottom to top: ")]
    for index, card in enumerate(stack):
        if index:
            parts.append(", ")
        parts.append(card_text(card))
        if face_down(card):
            parts.append(_(" (face down)"))
    return Text.assemble(*parts)


def moves_list(obs: Observation, legal_moves: Sequence[Move]) -> RenderableType:
    """Every legal move, one line per card of the hand with the places it may take (own square first, L5) and
    its discard, in canonical notation (L9.2); then going out when it is open (L6.2)."""
    if obs.phase == "asked":
        return Text(_("yes (agree: the deal ends) or no (your partner draws and plays on)"))
    if obs.phase == "before_draw":
        return Text(_("out (go out now) or draw (press Enter)"))
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True)
    grid.add_column()
    listed: set[Card] = set()
    for number, (card, _new) in enumerate(view.sorted_hand(obs), start=1):
        if card in listed or Discard(card) not in legal_moves:  # a card held twice is listed once
            continue
        listed.add(card)
        moves: tuple[Move, ...] = (*card_places(obs, card), Discard(card))
        grid.add_row(
            numbered_card(number, card), " ".join(move_typed(move, obs) for move in moves)
        )
    lines: list[RenderableType] = [Text(_("Legal moves:"), style="bold"), grid]
    extra = [move_typed(move, obs) for move in legal_moves if not isinstance(move, (Place, Discard))]
    if extra:
        lines.append(Text(" ".join(extra)))
    return Group(*lines)


def help_text() -> RenderableType:
    rows = [
        (_("7H  7H@2"), _("put 7♥ on cell 7 of your square / of square 2 (A-9 go on their own cell)")),
        (_("10S:5  KD:1"), _("a Ten on an empty cell, a King on any cell of your square")),
        (_("JC@2:5  QS:9"), _("a Jack face down on any cell of any square, a Queen in your own square")),
        (_("-8C  discard 8c"), _("discard 8♣")),
        ("3  3 @2  3 :5  -3", _("card 3 of your hand instead of its name")),
        (_("8c opp"), _("with two players: on the other square")),
        ("out", _("go out (offered before the draw when your square is worth 5 or more)")),
        (_("yes  no"), _("with four players: answer your partner, who asks to go out")),
        (_("discards"), _("the whole discard pile")),
        (_("cell 2:5"), _("every card in cell 5 of square 2")),
    ]
    return typing_help(rows)
