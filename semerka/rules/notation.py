"""Move notation (rules S8): a card to play, ``9H``, or ``stop``."""

from __future__ import annotations

from cardtable.cards import CardError, parse_card
from cardtable.game import IllegalMove, InvalidMove
from cardtable.i18n import _
from semerka.rules.play import illegal_reason
from semerka.rules.types import Move, Observation, Play, Stop

__all__ = ["format_move", "parse_move", "read_move"]

STOP_TEXT = "stop"


def read_move(text: str) -> Move:
    """The move written as ``text``: ``stop`` (any case) or a card in any accepted notation (S8.1, S8.2).
    Raises :class:`InvalidMove` saying what is wrong; legality is not checked."""
    cleaned = text.strip()
    if cleaned.lower() == STOP_TEXT:
        return Stop()
    try:
        return Play(parse_card(cleaned))
    except CardError as error:
        raise InvalidMove(_("{error}; a move is a card such as 9H, or stop").format(error=error)) from None


def parse_move(text: str, observation: Observation) -> Move:
    """The move ``text`` by the observing seat (S8.2). Raises :class:`InvalidMove` for text that is not a move
    and :class:`IllegalMove` for a move the seat may not make now, saying why in player terms."""
    move = read_move(text)
    led = observation.trick[0].card.rank if observation.trick else None
    reason = illegal_reason(
        move,
        observation.seat,
        observation.to_move or 0,
        observation.hand,
        observation.leader,
        led,
        observation.choosing,
    )
    if reason is not None:
        raise IllegalMove(reason)
    return move


def format_move(move: Move, observation: Observation | None = None) -> str:
    """Canonical notation of ``move`` (S8.2): the card, ``9H``, ``10S``, or ``stop``. The observation is not
    needed (Semerka's notation does not depend on the seat) and is accepted for the engine contract."""
    if isinstance(move, Stop):
        return STOP_TEXT
    return str(move.card)
