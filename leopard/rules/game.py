"""The ``GAME`` object: Leopard as the card table drives it (the engine contract, ``cardtable.game.Game``)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from cardtable.cards import Card, double_deck
from cardtable.game import Game, InvalidMove, JSONValue, check_option_names
from cardtable.i18n import _

from leopard.rules import legal, notation, turns
from leopard.rules.invariants import all_cards
from leopard.rules.replaying import replay_moves
from leopard.rules import observation as observing
from leopard.rules.playout import Playout
from leopard.rules.scoring import Outcome
from leopard.rules.state import State
from leopard.rules.types import Answer, Discard, Draw, GoOut, Move, Place, Rules, square_of

__all__ = ["GAME", "LeopardGame"]

_OPTIONS = ("suit_line", "going_out", "stock_end")


class LeopardGame:
    """Leopard's rules engine behind the :class:`cardtable.game.Game` protocol. Stateless; use :data:`GAME`."""

    name = "leopard"
    series_tie: Literal["share", "play_on"] = "share"  # L8.2
    default_target = 33  # L8.1
    min_players = 2
    max_players = 4

    def make_rules(self, players: int, options: Mapping[str, JSONValue]) -> Rules:
        """Rules for ``players`` seats with the record's ``rules`` object ``options`` (missing keys take the
        defaults). Raises :class:`RulesError` naming an unknown key or a bad value."""
        check_option_names(options, _OPTIONS, "Leopard")
        given: dict[str, Any] = dict(options)  # JSON values: Rules checks each one's type and range at once
        return Rules(players, **given)

    def rules_options(self, rules: Rules) -> dict[str, JSONValue]:
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
        return turns.deal(rules, dealer, deck)

    def to_move(self, state: State) -> int | None:
        return turns.to_move(state)

    def legal_moves(self, state: State) -> tuple[Move, ...]:
        return legal.legal_moves(state)

    def apply(self, state: State, move: Move) -> State:
        return legal.apply(state, move)

    def outcome(self, state: State) -> Outcome | None:
        return legal.outcome(state)

    def playout(self, state: State) -> Playout:
        """A :class:`~leopard.rules.playout.Playout` of ``state``: the same rules, played on in place, for bots'
        search and benchmarks (``legal_moves()``, ``apply(move)``, ``outcome()``). ``state`` is not changed."""
        return Playout(state)

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

    def record_moves(self, state: State, text: str, format: int) -> tuple[Move, ...]:
        """The moves a record's ``text`` stands for in ``state`` (L9.2): one move in format 2. Format 1 held no
        draw, answer or refused ask: there a place or discard arriving before the draw stands for the draw and
        the play, and a four-player ``out`` for the ask and the partner's yes. Checks syntax only (raises
        :class:`~cardtable.game.InvalidMove`); ``apply`` checks each move."""
        move = notation.read_move(text, state.own_square)
        if format >= 2:
            return (move,)
        if isinstance(move, (Draw, Answer)):
            raise InvalidMove(
                _('"{text}": format 1 records do not hold this move').format(text=text.strip())
            )
        if state.phase == "before_draw" and isinstance(move, (Place, Discard)):
            return (Draw(), move)
        if isinstance(move, GoOut) and state.rules.partnerships:
            return (move, Answer(True))
        return (move,)

    def record_text(self, state: State, move: Move) -> str:
        """Canonical text of ``move`` made in ``state``, as records of format 2 hold it (L9.2)."""
        return notation.format_move(move, observing.observation(state, state.turn))

    def replay_moves(
        self, rules: Rules, dealer: int, deck: Sequence[Card], texts: Sequence[str], format: int
    ) -> tuple[Callable[[], State], Outcome | None]:
        """A record's deal replayed fast (:mod:`leopard.rules.replaying`): a function that makes the last state,
        and the outcome."""
        return replay_moves(rules, dealer, deck, texts, format)

    def cards(self, state: State) -> tuple[Card, ...]:
        """Every card of the deal: stock, discard pile, hands and squares (104, L1.1)."""
        return tuple(all_cards(state).elements())


GAME: Game[State, Move, observing.Observation, Rules, Outcome] = LeopardGame()
"""The Leopard engine, as :class:`cardtable.game.Game`."""
