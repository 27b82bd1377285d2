"""Leopard at the hot-seat table: the :class:`LeopardScreens` the shell drives, the game's own commands
(``discards``, ``cell``), the list of legal moves and the help on typing them. What a typed line means is
:mod:`leopard.reading`'s (:func:`read_input`, re-exported here).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console, Group, RenderableType
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from cardtable.cards import card_label, localize_notation, parse_card
from cardtable.game import InvalidMove
from cardtable.i18n import _, localized_file, numbers_up_to, pgettext
from cardtable.terminal.screens import CommandHandler, TableView, checked_move, typing_help, with_aliases

from leopard import view
from leopard.notation import card_text, card_typed, cards_text, move_typed, numbered_card
from leopard.reading import read_input
from leopard.rules import Answer, Discard, Draw, GoOut, Move, Observation, Outcome, Place, card_places, face_down

__all__ = ["LeopardScreens", "cell_command", "discards_command", "help_text", "moves_list", "read_input", "rules_text"]


def rules_text() -> str:
    """The rules of Leopard for players, as Markdown in the current language (shipped with the package)."""
    return localized_file(Path(__file__).with_name("rules_text.md")).read_text(encoding="utf-8")


HANDOFF_FRAME_WIDTH = 4  # the hand-off screen's frame (cardtable.terminal.handoff_screen): borders and padding
HANDOFF_FRAME_LINES = 6  # its borders, the save-path note, "press Enter" (two lines when narrow), the prompt


@dataclass
class LeopardScreens:
    """Leopard's part of the hot-seat table (:class:`cardtable.terminal.GameScreens`). ``console``: the terminal,
    whose size (read at every turn) shapes the turn screen; without it, 80 × 24."""

    console: Console | None = None

    def size(self) -> tuple[int, int]:
        """The terminal's width and height now (80 × 24 without a console)."""
        return self.console.size if self.console is not None else (80, 24)

    def turn(
        self, table: TableView, observation: Observation, seat: int, legal_moves: Sequence[Move]
    ) -> RenderableType:
        width, height = self.size()
        return view.turn_screen(table, observation, height, width)

    def handoff(
        self, table: TableView, observation: Observation, seat: int, *, viewer: bool = False
    ) -> RenderableType:
        width, height = self.size()
        public = view.public_table(table, observation, viewer=viewer, width=width - HANDOFF_FRAME_WIDTH)
        need_width = view.least_width(len(observation.squares)) + HANDOFF_FRAME_WIDTH
        return view.Fitted(public, need_width, width, height, HANDOFF_FRAME_LINES)

    def deal_end(self, table: TableView, observation: Observation, outcome: Outcome) -> RenderableType:
        width, height = self.size()
        return view.DealEndScreen(table, observation, outcome, width, height)

    def prompt(self, table: TableView, observation: Observation, legal_moves: Sequence[Move]) -> str:
        name = escape(table.name(observation.seat))
        if observation.phase == "asked":
            return _("{name}, [bold]yes[/] or [bold]no[/]> ").format(name=name)
        if observation.phase == "before_draw":
            return _("{name}, [bold]out[/] or [bold]Enter[/] to draw> ").format(name=name)
        if observation.stock_size == 0 and GoOut() in legal_moves:  # L6.2 play-out: going out stays allowed
            return _("{name} ([bold]out[/]: go out)> ").format(name=name)
        return f"{name}> "

    def read_move(self, text: str, observation: Observation, legal_moves: Sequence[Move]) -> Move:
        move = read_input(text, observation)
        checked_move(move, legal_moves)  # raises IllegalMove should the engine and the table ever disagree
        return move

    def commands(self) -> Mapping[str, CommandHandler]:
        return with_aliases(
            {"discards": discards_command, "cell": cell_command},
            {"discards": pgettext("command words", "discards"), "cell": pgettext("command words", "cell")},
        )

    def help(self) -> RenderableType:
        return help_text()

    def describe_moves(self, observation: Observation, legal_moves: Sequence[Move]) -> RenderableType:
        return moves_list(observation, legal_moves)

    def move_typed(self, observation: Observation, move: Move) -> str:
        return move_typed(move, observation)

    def move_words(self, table: TableView, observation: Observation, move: Move) -> Text:
        """``move`` in words (:class:`cardtable.terminal.screens.WordedMoves`), as the log says it."""
        return view.move_text(table, observation, move)

    def logged_move(self, name: str, move: Move, text: str, observation: Observation) -> str:
        """A line of ``serve``'s host log (:class:`cardtable.terminal.screens.LoggedMoves`): ``"Anna played
        7H@2"``, ``"Anna discarded 8C"``, ``"Anna went out"`` (with four players ``"Anna asked to go out"``,
        L6.1), ``"Clara answered yes"``, ``"Anna drew a card"``; cards as players type them in the interface's
        language (``"Аня: ход Дч:7"``)."""
        if isinstance(move, Discard):
            return _("{name} discarded {card}").format(name=name, card=card_typed(move.card))
        if isinstance(move, GoOut):
            if observation.rules.partnerships:
                return _("{name} asked to go out").format(name=name)
            return _("{name} went out").format(name=name)
        if isinstance(move, Answer):
            return (_("{name} answered yes") if move.agree else _("{name} answered no")).format(name=name)
        if isinstance(move, Draw):
            return _("{name} drew a card").format(name=name)
        return _("{name} played {move}").format(name=name, move=localize_notation(text))

    def rules_text(self) -> str:
        return rules_text()


def discards_command(argument: str, obs: Observation) -> RenderableType:
    """``discards``: the whole discard pile, bottom to top."""
    if not obs.discards:
        return Text(_("The discard pile is empty."))
    return Text.assemble(_("Discard pile, bottom to top: "), cards_text(obs.discards), ".")


def cell_command(argument: str, obs: Observation) -> RenderableType:
    """``cell 2:5`` (or ``cell 5`` for one's own square): every card in that cell, bottom to top (L2.2)."""
    match = re.fullmatch(r"(?:([0-9]{1,3}) *: *)?([0-9]{1,3})", argument.strip())
    if match is None:
        raise InvalidMove(_("Type cell SQUARE:CELL, e.g. cell 2:5 (or cell 5 for your own square)."))
    square = int(match[1]) if match[1] else obs.square
    cell = int(match[2])
    if not 1 <= square <= len(obs.squares):  # the message names what does not exist: the square first
        message = _("There is no square {square} (squares {squares}).")
        raise InvalidMove(message.format(square=square, squares=numbers_up_to(len(obs.squares))))
    if not 1 <= cell <= 9:
        raise InvalidMove(_("There is no cell {cell}: cells are 1 to 9.").format(cell=cell))
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
    return Text.assemble(*parts, ".")


def moves_list(obs: Observation, legal_moves: Sequence[Move]) -> RenderableType:
    """Every legal move, one line per card of the hand, numbered as the hand is (a card held twice on two lines),
    with the places it may take (own square first, L5) and its discard, in canonical notation (L9.2); then going
    out when it is open (L6.2)."""
    if obs.phase == "asked":
        return Text(_("yes (agree: the deal ends) or no (your partner draws and plays on)"))
    if obs.phase == "before_draw":
        return Text(_("out (go out now) or draw (press Enter)"))
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True)
    grid.add_column()
    for number, (card, _new) in enumerate(view.sorted_hand(obs), start=1):
        if Discard(card) not in legal_moves:
            continue
        # A card held twice (two decks, L1.1) gets a line per copy: every number of the hand is listed, and
        # typing it plays the moves on its line.
        moves: tuple[Move, ...] = (*card_places(obs, card), Discard(card))
        grid.add_row(numbered_card(number, card), " ".join(move_typed(move, obs) for move in moves))
    lines: list[RenderableType] = [Text(_("Legal moves:"), style="bold"), grid]
    extra = [move_typed(move, obs) for move in legal_moves if not isinstance(move, (Place, Discard))]
    if extra:
        lines.append(Text(" ".join(extra)))
    return Group(*lines)


def help_text() -> RenderableType:
    """How to type moves (L9.2) and the game's own command words, as the ``help`` command shows them."""
    rows = [
        (_("7H  7H@2"), _("put {card} on cell 7 of your square / of square 2 (A-9 go on their own cell)").format(
            card=card_label(parse_card("7H")))),  # fmt: skip
        (_("10S:5  KD:1"), _("a Ten on an empty cell, a King on any cell of your square")),
        (_("JC@2:5  QS:9"), _("a Jack face down on any cell of any square, a Queen in your own square")),
        (_("-8C  discard 8c"), _("discard {card}").format(card=card_label(parse_card("8C")))),
        ("3  3 @2  3 :5  -3", _("card 3 of your hand instead of its name")),
        (_("8c opp"), _("with two players: on the other square")),
        (_("out"), _("go out (offered before the draw when your square is worth 5 or more)")),
        (_("draw  Enter"), _("draw instead of going out")),
        (_("yes  no"), _("with four players: answer your partner, who asks to go out")),
        (_("discards"), _("the whole discard pile")),
        (_("cell 2:5"), _("every card in cell 5 of square 2")),
    ]
    return typing_help(rows)
