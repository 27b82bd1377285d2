"""Leopard's pure rules engine (rules L1-L9 in ``docs/leopard-rules.md``).

No I/O and no global randomness: the deck order comes in, states come out. The table, records and bots use
:data:`GAME` (the :class:`cardtable.game.Game` protocol) or the same functions directly.
"""

from leopard.rules.game import GAME, LeopardGame
from leopard.rules.legal import apply, legal_moves, outcome
from leopard.rules.notation import format_move, parse_move
from leopard.rules.observation import Observation, observation, resample
from leopard.rules.playout import Playout
from leopard.rules.queries import card_places, last_turn, may_go_out, score_for_going_out
from leopard.rules.scoring import LINES, LineScore, Outcome, scoring_lines, square_value
from leopard.rules.state import Square, Stack, State
from leopard.rules.turns import asker_partner, deal, to_move
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
    "Playout",
    "Rules",
    "Square",
    "Stack",
    "State",
    "apply",
    "asker_partner",
    "card_places",
    "deal",
    "face_down",
    "format_move",
    "last_turn",
    "legal_moves",
    "may_go_out",
    "observation",
    "outcome",
    "parse_move",
    "resample",
    "score_for_going_out",
    "scoring_lines",
    "square_of",
    "square_value",
    "to_move",
]
