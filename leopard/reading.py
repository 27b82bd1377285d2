"""How a player's typed line becomes a Leopard move at the hot-seat table.

Besides canonical notation (rules L9.2: ``7H``, ``7H@2``, ``10S:5``, ``JC@2:5``, ``-8C``, ``out``) a player may
type a hand number for a card (``3``, ``3 @2``, ``3 :5``, ``-3``), ``discard 8c`` and, with two players,
``8c opp`` for the other square. Before the draw (L4.1) the choice is ``out`` or Enter to draw; with four players
a partner asked to agree to going out answers ``yes`` or ``no`` (L6.1). Cards may be typed in Russian too (L9.1),
and every word in either language: ``сброс 8т``, ``8т противнику``, ``закончить``, ``взять``, ``да``, ``нет``.
"""

from __future__ import annotations

import re

from cardtable.cards import Card, CardError, card_shaped, parse_card
from cardtable.game import IllegalMove, InvalidMove
from cardtable.i18n import _, numbers_up_to
from cardtable.safetext import echo

from leopard.notation import card_typed, localized
from leopard.rules import GAME, Answer, Draw, GoOut, Move, Observation
from leopard.rules.notation import needs_cell
from leopard.view import sorted_hand

__all__ = ["not_a_move", "read_input"]

# The words of moves, in either interface language (as Semerka's стоп): L6.1 the partner's answer, L9.2 go out,
# draw, discard and (two players) the other square.
_YES, _NO = ("yes", "y", "да", "д"), ("no", "n", "нет", "н")
_OUT = ("out", "o", "go out", "закончить")
_DRAW = ("draw", "взять")
_DISCARD = ("discard", "d", "сброс")
_OPP = ("opp", "opponent", "противнику", "сопернику")
_HAND_NUMBER = re.compile(r"^(-?)\s*([0-9]+)(?=$|\s|@|:)")
# What a player types a move with (L9.1, L9.2): 0-9, Latin and Russian letters, suit symbols, - @ : and spaces.
_TYPABLE = re.compile(r"[0-9A-Za-zА-Яа-яЁё♠♣♥♦@:\- ]*")
_MOVE_SHAPE = re.compile(r"(?P<minus>-?)(?P<card>[^\s@:-]+)(?P<where>[@:]\S*)?")  # the outline of a move (L9.2)


def not_a_move(text: str) -> InvalidMove:
    """The one line for text that is not shaped like a move or a command word at all."""
    return InvalidMove(_('"{text}" is not a move or a command; type help.').format(text=echo(text)))


def _sentence(message: str) -> str:
    """``message`` as a sentence: a capital first letter and a full stop (after an example such as KS:5 too)."""
    message = message[:1].upper() + message[1:]
    return message if message.endswith((".", "?", "!")) else message + "."


def _card_of_number(number: int, obs: Observation) -> Card:
    hand = sorted_hand(obs)
    if len(hand) == 1 and number != 1:
        raise InvalidMove(_("There is no card {number}: your one card is number 1.").format(number=number))
    if not 1 <= number <= len(hand):
        raise InvalidMove(
            _("There is no card {number} in your hand (its cards are numbered {numbers}).").format(
                number=number, numbers=numbers_up_to(len(hand))
            )
        )
    return hand[number - 1][0]


def read_input(text: str, obs: Observation) -> Move:
    """The move a player means by ``text`` (see the module docstring). Raises ``ValueError`` with one sentence
    saying what is wrong (:class:`InvalidMove` for text that is not a move, :class:`IllegalMove` for a move the
    rules forbid now, L4-L6)."""
    cleaned = " ".join(text.split())
    if not _TYPABLE.fullmatch(cleaned):  # no card, number or word is typed with anything else
        raise not_a_move(text)
    word = cleaned.lower()
    if obs.phase == "asked":
        if word in _YES or word in (_("yes"), _("y")):
            return Answer(True)
        if word in _NO or word in (_("no"), _("n")):
            return Answer(False)
        raise InvalidMove(_("Your partner asks to go out: type yes or no."))
    if obs.phase == "before_draw":
        if word in ("", "d", *_DRAW):
            return Draw()
        if word in _OUT:
            return GoOut()
        raise InvalidMove(_("First choose: type out to go out now, or press Enter to draw."))
    if not cleaned:
        raise InvalidMove(_("Type a move, e.g. 3 (card 3 of your hand), 7H, 10S:5, -8C, or help."))
    if word in _OUT:
        cleaned = word = "out"
    elif word in _DRAW:
        cleaned = word = "draw"
    words = cleaned.split(" ")
    if words[0].lower() in _DISCARD and len(words) == 2:
        cleaned = "-" + words[1]
    elif len(words) == 2 and words[1].lower() in _OPP:
        if obs.rules.players != 2:
            raise InvalidMove(_('"opp" works with two players; name the square instead, e.g. 7H@2.'))
        cleaned = f"{words[0]}@{3 - obs.square}"
    match = _HAND_NUMBER.match(cleaned)
    if match is not None:
        card = _card_of_number(int(match[2]), obs)
        rest = cleaned[match.end() :]
        if not match[1] and ":" not in rest and needs_cell(card):  # L9.2
            raise InvalidMove(
                _("Card {number} is {card}, which needs a cell: e.g. {number} :5.").format(
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
