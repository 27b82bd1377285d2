"""The Semerka rules engine (rules S1-S8): pure functions over frozen values, no I/O, no global randomness.

Deal with :func:`deal` from a deck order, ask :func:`legal_moves`, :func:`apply` a move, read the
:func:`outcome`; give renderers and bots only an :func:`observation`. :data:`GAME` bundles it all for the table.
"""

from semerka.rules.game import GAME, SemerkaGame, next_dealer
from semerka.rules.notation import format_move, parse_move, read_move
from semerka.rules.observation import observation, resample
from semerka.rules.play import apply, deal, deck, legal_moves, to_move
from semerka.rules.playout import Playout
from semerka.rules.scoring import decided_by_last_trick, outcome
from semerka.rules.tricks import beats, card_points, card_value, continuations, forced_stop_reason, holding_index
from semerka.rules.types import (
    Burned,
    Drew,
    Event,
    Move,
    Observation,
    Outcome,
    Play,
    Played,
    Rules,
    State,
    Stop,
    Stopped,
    Took,
    Trick,
)

__all__ = [
    "GAME",
    "Burned",
    "Drew",
    "Event",
    "Move",
    "Observation",
    "Outcome",
    "Play",
    "Played",
    "Playout",
    "Rules",
    "SemerkaGame",
    "State",
    "Stop",
    "Stopped",
    "Took",
    "Trick",
    "apply",
    "beats",
    "card_points",
    "card_value",
    "continuations",
    "deal",
    "decided_by_last_trick",
    "deck",
    "forced_stop_reason",
    "format_move",
    "holding_index",
    "legal_moves",
    "next_dealer",
    "observation",
    "outcome",
    "parse_move",
    "read_move",
    "resample",
    "to_move",
]
