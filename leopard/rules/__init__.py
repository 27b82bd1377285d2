"""Leopard's pure rules engine (rules L1-L9 in ``docs/leopard-rules.md``).

No I/O and no global randomness: the deck order comes in, states come out. The table, records and bots use
:data:`GAME` (the :class:`cardtable.game.Game` protocol) or the same functions directly.
"""

from leopard.rules.game import GAME, LeopardGame
from leopard.rules.legal import apply, legal_moves, outcome
from leopard.rules.notation import format_move, parse_move
from leopard.rules.observation import Observation, observation, resample
from leopard.rules.scoring import LINES, LineScore, Outcome, scoring_lines, square_value
from leopard.rules.state import Square, Stack, State
from leopard.rules.turns import deal, to_move
from leopard.rules.types import Answer, Discard, Draw, Event, GoOut, Move, Phase, Place, Rules, face_down, square_of

__all__ = [
    "GAME",
    "LINES",
    "Answer",
    "Discard",
    "Draw",
    "Event",
    "GoOut",
    "LeopardGame",
    "LineScore",
    "Move",
    "Observation",
    "Outcome",
    "Phase",
    "Place",
    "Rules",
    "Square",
    "Stack",
    "State",
    "apply",
    "deal",
    "face_down",
    "format_move",
    "legal_moves",
    "observation",
    "outcome",
    "parse_move",
    "resample",
    "scoring_lines",
    "square_of",
    "square_value",
    "to_move",
]
