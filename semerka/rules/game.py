"""The Semerka engine as the table drives it: the :data:`GAME` object satisfying ``cardtable.game.Game``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import fields
from typing import Any, Literal

from cardtable.cards import Card
from cardtable.game import Game, JSONValue, check_option_names
from semerka.rules.notation import format_move, parse_move, read_move
from semerka.rules.observation import observation, resample
from semerka.rules.play import apply, deal, deck, legal_moves, to_move
from semerka.rules.playout import Playout
from semerka.core import next_dealer_after
from semerka.rules.replaying import replay_moves
from semerka.rules.scoring import outcome
from semerka.rules.types import Move, Observation, Outcome, Rules, State

__all__ = ["GAME", "SemerkaGame"]

_OPTIONS = tuple(f.name for f in fields(Rules) if f.name != "players")


class SemerkaGame:
    """Semerka's implementation of :class:`cardtable.game.Game`. Stateless; use the shared :data:`GAME`."""

    name = "semerka"
    series_tie: Literal["share", "play_on"] = "play_on"  # S7.1
    default_target = 5  # S7.1
    min_players = 2
    max_players = 4

    def make_rules(self, players: int, options: Mapping[str, JSONValue]) -> Rules:
        """Rules for ``players`` seats with the record's ``rules`` object ``options`` (missing keys: defaults).
        Raises :class:`RulesError` naming an unknown key or a bad value."""
        check_option_names(options, _OPTIONS, "Semerka")
        given: dict[str, Any] = dict(options)  # JSON values: Rules checks each one's type and range at once
        return Rules(players, **given)

    def rules_options(self, rules: Rules) -> dict[str, Any]:
        return {name: getattr(rules, name) for name in _OPTIONS}

    def players(self, rules: Rules) -> int:
        return rules.players

    def sides(self, rules: Rules) -> int:
        return rules.sides

    def side_of(self, rules: Rules, seat: int) -> int:
        return rules.side_of(seat)

    def deck(self, rules: Rules) -> tuple[Card, ...]:
        return deck(rules)

    def deal(self, rules: Rules, dealer: int, deck: Sequence[Card]) -> State:
        return deal(rules, dealer, deck)

    def to_move(self, state: State) -> int | None:
        return to_move(state)

    def legal_moves(self, state: State) -> tuple[Move, ...]:
        return legal_moves(state)

    def apply(self, state: State, move: Move) -> State:
        return apply(state, move)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def playout(self, state: State) -> Playout:
        """A :class:`~semerka.rules.playout.Playout` of ``state``: the same rules, played on in place, for bots'
        search (``legal_moves()``, ``apply(move)``, ``outcome()``). ``state`` is not changed."""
        return Playout(state)

    def replay_moves(
        self, rules: Rules, dealer: int, deck: Sequence[Card], texts: Sequence[str], format: int
    ) -> tuple[None, Outcome | None]:
        """A record's deal replayed fast (:mod:`semerka.rules.replaying`): no state kept, the outcome."""
        return replay_moves(rules, dealer, deck, texts, format)

    def deal_points(self, outcome: Outcome) -> tuple[int, ...]:
        """Game points per side for a finished deal: the deal's value to the winner, 0 to the others (S5.4)."""
        return tuple(outcome.value if side == outcome.winner else 0 for side in range(1, len(outcome.points) + 1))

    def next_dealer(self, rules: Rules, dealer: int, outcome: Outcome) -> int:
        return next_dealer(rules, dealer, outcome)

    def observation(self, state: State, seat: int) -> Observation:
        return observation(state, seat)

    def resample(self, observation: Observation, rng: random.Random) -> State:
        return resample(observation, rng)

    def parse_move(self, text: str, observation: Observation) -> Move:
        return parse_move(text, observation)

    def format_move(self, move: Move, observation: Observation) -> str:
        return format_move(move, observation)

    def record_moves(self, state: State, text: str, format: int) -> tuple[Move, ...]:
        """The move a record's ``text`` (``9H`` or ``stop``, S8.2) stands for; Semerka's moves are the same in
        every record format. Raises :class:`~cardtable.game.InvalidMove`; ``apply`` checks legality."""
        return (read_move(text),)

    def record_text(self, state: State, move: Move) -> str:
        """The canonical text of ``move`` (S8.2); every Semerka move is recorded (a forced stop is no move)."""
        return format_move(move)

    def cards(self, state: State) -> tuple[Card, ...]:
        """Every card of the deal: hands, stock, the trick in play and the tricks taken (S1.1), as
        :func:`semerka.rules.invariants.state_problems` counts them."""
        played = [played.card for trick in state.tricks for played in trick.plays]
        return (
            *(card for hand in state.hands for card in hand),
            *state.stock,
            *(played.card for played in state.trick),
            *played,
        )


def next_dealer(rules: Rules, dealer: int, outcome: Outcome) -> int:
    """The next deal's dealer (S7.2): a member of the side that lost. Four players: to the left when the dealer's
    side won, else to the dealer's partner. Two or three players: the first loser to the left of the dealer
    (the dealer again if nobody else lost). After a drawn deal: to the left."""
    return next_dealer_after(rules.players, dealer, outcome.winner)


GAME: Game[State, Move, Observation, Rules, Outcome] = SemerkaGame()
"""The Semerka engine, for the table, records and bots."""
