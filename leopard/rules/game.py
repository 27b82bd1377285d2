"""The ``GAME`` object: Leopard as the card table drives it (the engine contract, ``cardtable.game.Game``)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from cardtable.cards import Card, double_deck
from cardtable.game import InvalidMove, RulesError
from cardtable.i18n import _

from leopard.rules import legal, notation
from leopard.rules import observation as observing
from leopard.rules.scoring import Outcome
from leopard.rules.state import State, deal
from leopard.rules.types import Discard, Draw, Move, Place, Rules, square_of

__all__ = ["GAME", "LeopardGame"]

_OPTIONS = ("suit_line", "going_out", "stock_end")


class LeopardGame:
    """Leopard's rules engine behind the :class:`cardtable.game.Game` protocol. Stateless; use :data:`GAME`."""

    name = "leopard"
    series_tie: Literal["share", "play_on"] = "share"  # L8.2
    default_target = 33  # L8.1
    min_players = 2
    max_players = 4

    def make_rules(self, players: int, options: Mapping[str, Any]) -> Rules:
        """Rules for ``players`` seats with the record's ``rules`` object ``options`` (missing keys take the
        defaults). Raises :class:`RulesError` naming an unknown key or a bad value."""
        for key in options:
            if key not in _OPTIONS:
                raise RulesError(f'unknown rules option "{key}" (Leopard has: {", ".join(_OPTIONS)})')
        return Rules(players, **dict(options))

    def rules_options(self, rules: Rules) -> dict[str, Any]:
        return {"suit_line": rules.suit_line, "going_out": rules.going_out, "stock_end": rules.stock_end}

    def players(self, rules: Rules) -> int:
        return rules.players

    def sides(self, rules: Rules) -> int:
        """Squares: one per seat, or two partnerships with four players (L1.2)."""
        return rules.squares

    def side_of(self, rules: Rules, seat: int) -> int:
        return square_of(rules, seat)

    def deck(self, rules: Rules) -> tuple[Card, ...]:
        """The 104 cards (L1.1)."""
        return double_deck()

    def deal(self, rules: Rules, dealer: int, deck: Sequence[Card]) -> State:
        return deal(rules, dealer, deck)

    def to_move(self, state: State) -> int | None:
        return legal.to_move(state)

    def legal_moves(self, state: State) -> tuple[Move, ...]:
        return legal.legal_moves(state)

    def apply(self, state: State, move: Move) -> State:
        return legal.apply(state, move)

    def outcome(self, state: State) -> Outcome | None:
        return legal.outcome(state)

    def deal_points(self, outcome: Outcome) -> tuple[int, ...]:
        """Each square's score for the deal (L7.2-L7.4)."""
        return outcome.scores

    def next_dealer(self, rules: Rules, dealer: int, outcome: Outcome | None) -> int:
        """The seat to the dealer's left (L3.1)."""
        return dealer % rules.players + 1

    def observation(self, state: State, seat: int) -> observing.Observation:
        return observing.observation(state, seat)

    def resample(self, observation: observing.Observation, rng: random.Random) -> State:
        return observing.resample(observation, rng)

    def parse_move(self, text: str, observation: observing.Observation) -> Move:
        return notation.parse_move(text, observation)

    def format_move(self, move: Move, observation: observing.Observation) -> str:
        return notation.format_move(move, observation)

    def replay_move(self, state: State, text: str) -> State:
        """Apply a record's move: a place or discard arriving before the draw draws first (L9.2)."""
        move = notation.read_move(text, state.own_square)
        if isinstance(move, Draw):
            raise InvalidMove(_('"{text}": records do not hold the draw; it is implied').format(text=text.strip()))
        if state.phase == "before_draw" and isinstance(move, (Place, Discard)):
            state = legal.apply(state, Draw())
        return legal.apply(state, move)

    def record_text(self, state: State, move: Move) -> str | None:
        """Canonical text of ``move`` for a record, or None for the draw, which records never hold (L9.2)."""
        if isinstance(move, Draw):
            return None
        return notation.format_move(move, observing.observation(state, state.turn))


GAME = LeopardGame()
"""The Leopard engine, as :class:`cardtable.game.Game`."""
