"""A tiny game for tables of two to eight seats: "Wide race", Race to 5 for many players.

Each seat is dealt one secret card from thirteen clubs. In turn (clockwise from the dealer's left) each adds 1 or 2
to a shared total; whoever brings it to the goal wins the deal for their side, which scores 1 point. ``teams``: 0,
each seat plays alone; 2 or 4, that many partnerships sitting alternately. Moves are the ints 1 and 2.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from table_fake_game import RaceScreens

from cardtable.cards import Card, Rank, Suit
from cardtable.dealing import deal_round_robin
from cardtable.game import IllegalMove, InvalidMove, RulesError
from cardtable.seating import alternating_side, left_of
from cardtable.spec import GameSpec, RuleOption

DECK = tuple(Card(rank, Suit.CLUBS) for rank in Rank)


@dataclass(frozen=True)
class Rules:
    players: int
    goal: int = 5
    teams: int = 0

    @property
    def sides(self) -> int:
        return self.teams or self.players


@dataclass(frozen=True)
class State:
    rules: Rules
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    total: int
    turn: int
    winner: int | None = None


@dataclass(frozen=True)
class Obs:
    seat: int
    hand: tuple[Card, ...]
    total: int
    to_move: int | None


@dataclass(frozen=True)
class Outcome:
    winner: int
    side: int
    sides: int


class WideRace:
    name = "wide"
    series_tie: Literal["share", "play_on"] = "share"
    default_target = 2
    min_players = 2
    max_players = 8

    def make_rules(self, players: int, options: Mapping[str, Any]) -> Rules:
        for key in options:
            if key not in ("goal", "teams"):
                raise RulesError(f'unknown rules option "{key}" (Wide has: goal, teams)')
        rules = Rules(players, **dict(options))
        if rules.teams and players % rules.teams:
            raise RulesError(f"teams must divide the {players} players, not {rules.teams}")
        return rules

    def rules_options(self, rules: Rules) -> dict[str, Any]:
        return {"goal": rules.goal, "teams": rules.teams}

    def players(self, rules: Rules) -> int:
        return rules.players

    def sides(self, rules: Rules) -> int:
        return rules.sides

    def side_of(self, rules: Rules, seat: int) -> int:
        return alternating_side(seat, rules.sides)

    def deck(self, rules: Rules) -> tuple[Card, ...]:
        return DECK

    def deal(self, rules: Rules, dealer: int, deck: Sequence[Card]) -> State:
        if sorted(deck) != sorted(DECK):
            raise ValueError("not the deck")
        hands, _ = deal_round_robin(deck, rules.players, dealer, 1)
        return State(rules, dealer, hands, 0, left_of(dealer, rules.players))

    def to_move(self, state: State) -> int | None:
        return None if state.winner else state.turn

    def legal_moves(self, state: State) -> tuple[int, ...]:
        return () if state.winner else (1, 2)

    def apply(self, state: State, move: int) -> State:
        if state.winner or move not in (1, 2):
            raise IllegalMove(f"{move!r} is not legal now")
        total = state.total + move
        if total >= state.rules.goal:
            return replace(state, total=total, winner=state.turn)
        return replace(state, total=total, turn=left_of(state.turn, state.rules.players))

    def outcome(self, state: State) -> Outcome | None:
        if not state.winner:
            return None
        rules = state.rules
        return Outcome(state.winner, self.side_of(rules, state.winner), rules.sides)

    def deal_points(self, outcome: Outcome) -> tuple[int, ...]:
        return tuple(int(side == outcome.side) for side in range(1, outcome.sides + 1))

    def next_dealer(self, rules: Rules, dealer: int, outcome: Outcome) -> int:
        return left_of(dealer, rules.players)

    def observation(self, state: State, seat: int) -> Obs:
        return Obs(seat, state.hands[seat - 1], state.total, self.to_move(state))

    def resample(self, observation: Obs, rng: random.Random) -> State:
        raise NotImplementedError

    def parse_move(self, text: str, observation: Obs) -> int:
        if text.strip() not in ("1", "2"):
            raise InvalidMove(f'"{text.strip()}" is not a move: type 1 or 2')
        return int(text)

    def format_move(self, move: int, observation: Obs) -> str:
        return str(move)

    def record_moves(self, state: State, text: str, format: int) -> tuple[int, ...]:
        return (self.parse_move(text, self.observation(state, state.turn)),)

    def record_text(self, state: State, move: int) -> str:
        return str(move)


WIDE = WideRace()
GAME = WIDE


def screens(console):
    return RaceScreens()


def rules_text() -> str:
    return "# Wide race\n\nAdd 1 or 2; reach the goal to win."


SPEC = GameSpec(
    name="wide",
    title="Wide",
    summary="Wide race: add 1 or 2 until the goal.",
    engine="table_wide_game:GAME",
    screens="table_wide_game:screens",
    replay_view="table_wide_game",
    rules_text="table_wide_game:rules_text",
    options=(
        RuleOption("goal", 5, (), "the total that wins"),
        RuleOption("teams", 0, (0, 2, 4), "partnerships", ("no teams", "two teams", "four teams")),
    ),
)
