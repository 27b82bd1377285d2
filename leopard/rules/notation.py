"""Move notation (rules L9.2): reading what a player types and writing the canonical form records store.

Place ``CARD[@SQUARE][:CELL]`` (``7H``, ``7H@2``, ``10S:5``, ``JC@2:5``), discard ``-CARD`` (``-8C``), go out
(with four players: ask the partner) ``out``, the partner's answer ``yes`` / ``no``, and ``draw`` for drawing
instead of going out. The mover's own square is left out, and so is the cell of an A-9 (its rank's cell).
"""

from __future__ import annotations

import re
from typing import Literal

from cardtable.cards import Card, CardError, parse_card
from cardtable.game import IllegalMove, InvalidMove, NotInHand
from cardtable.i18n import _

from leopard.rules.legal import check_go_out
from leopard.rules.placing import a_rank, check_place
from leopard.rules.observation import Observation
from leopard.rules.types import Answer, Discard, Draw, GoOut, Move, Place

__all__ = ["check_legal", "format_move", "move_text", "needs_cell", "parse_move", "read_move"]

_ANSWERS = {"yes": Answer(True), "no": Answer(False)}
_PLACE = re.compile(r"(?P<card>[^@:]+?)\s*(?:@\s*(?P<square>\S+?))?\s*(?::\s*(?P<cell>\S+))?")


class _NoCell(InvalidMove):
    """A 10, Jack, Queen or King placed without its cell (L9.2): ``card`` is the card named."""

    def __init__(self, message: str, card: Card) -> None:
        super().__init__(message)
        self.card = card


def needs_cell(card: Card) -> bool:
    """Whether a place of ``card`` must name its cell (L9.2): a 10, Jack, Queen or King; an A-9 goes on its
    rank's cell (L5.1), which the notation leaves out."""
    return card.rank >= 10


def read_move(text: str, own_square: int) -> Move:
    """The move ``text`` names for a player whose square is ``own_square``, checking syntax only (L9.2).

    Raises :class:`~cardtable.game.InvalidMove` saying what is wrong."""
    cleaned = text.strip()
    word = cleaned.lower()
    if word == "out":
        return GoOut()
    if word == "draw":
        return Draw()
    if word in _ANSWERS:
        return _ANSWERS[word]
    if not cleaned:
        raise InvalidMove(_("empty move: type a card such as 7H, a discard such as -8C, or out"))
    if cleaned.startswith("-"):
        return Discard(_card(cleaned[1:]))
    match = _PLACE.fullmatch(cleaned)
    if match is None:
        raise InvalidMove(_('"{text}" is not a move: type e.g. 7H, 7H@2, 10S:5, -8C or out').format(text=cleaned))
    card = _card(match["card"])
    square = own_square if match["square"] is None else _number(match["square"], cleaned, "square")
    if match["cell"] is not None:
        cell = _number(match["cell"], cleaned, "cell")
    elif not needs_cell(card):
        cell = int(card.rank)
    else:
        raise _NoCell(
            _('"{text}": {rank} needs a cell, e.g. {card}:5').format(text=cleaned, rank=a_rank(card.rank), card=card),
            card,
        )
    return Place(card, square, cell)


def _card(text: str) -> Card:
    try:
        return parse_card(text)
    except CardError as error:
        raise InvalidMove(str(error)) from None


def _number(text: str, move: str, what: Literal["square", "cell"]) -> int:
    """``text`` as the number of a square or a cell of ``move``; raises InvalidMove otherwise."""
    if not text.isascii() or not text.isdigit():
        if what == "square":  # whole sentences, so each language words its own
            refusal = _('"{move}": the square must be a number, not "{text}"')
        else:
            refusal = _('"{move}": the cell must be a number, not "{text}"')
        raise InvalidMove(refusal.format(move=move, text=text))
    return int(text)


def check_legal(move: Move, obs: Observation) -> None:
    """Raise :class:`~cardtable.game.IllegalMove` saying why, unless the observing seat may make ``move`` now."""
    if obs.to_move is None:
        raise IllegalMove(_("the deal is over"))
    if obs.to_move != obs.seat:
        raise IllegalMove(_("it is not your turn"))
    if obs.phase == "asked":
        if not isinstance(move, Answer):
            raise IllegalMove(_("first answer your partner: yes or no"))
        return
    if isinstance(move, Answer):
        raise IllegalMove(_("nobody asked to go out"))
    if isinstance(move, GoOut):
        check_go_out(obs.values[obs.square - 1], obs.phase, obs.drawn, obs.refused)
        return
    if isinstance(move, Draw):
        if obs.phase == "before_draw":
            return
        if not obs.stock_size:
            raise IllegalMove(_("the stock is empty"))
        raise IllegalMove(_("you have already drawn this turn"))
    if obs.phase == "before_draw":
        raise IllegalMove(_("first go out or draw"))
    if move.card not in obs.hand:
        raise NotInHand(_("{card} is not in your hand").format(card=move.card), move.card)
    if isinstance(move, Place):
        check_place(obs.squares, move, obs.square)


def parse_move(text: str, obs: Observation) -> Move:
    """Read a move as the observing seat types it (L9.1, L9.2): any case, suit symbols and Russian card letters
    accepted. Raises :class:`~cardtable.game.InvalidMove` for text that is not a move and
    :class:`~cardtable.game.IllegalMove` for a move the seat may not make now. A 10, Jack, Queen or King typed
    without its cell that the seat does not hold is refused as not in the hand, as with a cell: no cell would
    make it a move ("QH" with no Q♥ held)."""
    try:
        move = read_move(text, obs.square)
    except _NoCell as error:
        # the checks any move of that card passes before where it goes (turn, phase, the hand: check_legal)
        check_legal(Discard(error.card), obs)
        raise InvalidMove(str(error)) from None
    check_legal(move, obs)
    return move


def format_move(move: Move, obs: Observation) -> str:
    """Canonical notation of ``move`` made by the observing seat (L9.2); :func:`parse_move` reads it back."""
    return move_text(move, obs.square)


def move_text(move: Move, own_square: int) -> str:
    """Canonical notation of ``move`` made by a seat whose square is ``own_square`` (L9.2): as
    :func:`format_move`, for callers that have no observation (replaying a record)."""
    if isinstance(move, Place):
        text = str(move.card)
        if move.square != own_square:
            text += f"@{move.square}"
        if needs_cell(move.card) or move.cell != move.card.rank:
            text += f":{move.cell}"
        return text
    if isinstance(move, Discard):
        return f"-{move.card}"
    if isinstance(move, GoOut):
        return "out"
    if isinstance(move, Draw):
        return "draw"
    if isinstance(move, Answer):
        return "yes" if move.agree else "no"
    raise TypeError(f"not a Leopard move: {move!r}")
