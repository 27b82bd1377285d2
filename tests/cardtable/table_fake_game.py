"""A tiny game for testing the table without any real game: "Race to 5".

Two players, a six-card deck (A♣-6♣). Each is dealt one secret card. In turn they add 1 or 2 to a shared total;
whoever brings it to 5 or more wins the deal and scores 1 point. Moves are the ints 1 and 2, written "1"/"2".
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from rich.console import RenderableType
from rich.text import Text

from cardtable.cards import Card, Rank, Suit
from cardtable.game import IllegalMove, InvalidMove, RulesError

DECK = tuple(Card(Rank(n), Suit.CLUBS) for n in range(1, 7))


@dataclass(frozen=True)
class Rules:
    players: int
    goal: int = 5


@dataclass(frozen=True)
class State:
    rules: Rules
    dealer: int
    hands: tuple[Card, ...]
    total: int
    turn: int
    winner: int | None = None


@dataclass(frozen=True)
class Obs:
    seat: int
    hand: Card
    total: int
    to_move: int | None


@dataclass(frozen=True)
class Outcome:
    winner: int


class RaceGame:
    name = "race"
    series_tie: Literal["share", "play_on"] = "share"
    default_target = 2
    min_players = 2
    max_players = 2

    def make_rules(self, players: int, options: Mapping[str, Any]) -> Rules:
        for key in options:
            if key != "goal":
                raise RulesError(f'unknown rules option "{key}" (Race has: goal)')
        goal = options.get("goal", 5)
        if not isinstance(goal, int) or goal < 1:
            raise RulesError(f"goal must be a whole number of at least 1, not {goal!r}")
        return Rules(players, goal)

    def rules_options(self, rules: Rules) -> dict[str, Any]:
        return {"goal": rules.goal}

    def players(self, rules: Rules) -> int:
        return rules.players

    def sides(self, rules: Rules) -> int:
        return rules.players

    def side_of(self, rules: Rules, seat: int) -> int:
        return seat

    def deck(self, rules: Rules) -> tuple[Card, ...]:
        return DECK

    def deal(self, rules: Rules, dealer: int, deck: Sequence[Card]) -> State:
        if sorted(deck) != sorted(DECK):
            raise ValueError("not the deck")
        return State(rules, dealer, (deck[0], deck[1]), 0, dealer % 2 + 1)

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
        return replace(state, total=total, turn=state.turn % 2 + 1)

    def outcome(self, state: State) -> Outcome | None:
        return Outcome(state.winner) if state.winner else None

    def deal_points(self, outcome: Outcome) -> tuple[int, ...]:
        return (1, 0) if outcome.winner == 1 else (0, 1)

    def next_dealer(self, rules: Rules, dealer: int, outcome: Outcome) -> int:
        return dealer % 2 + 1

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


GAME = RaceGame()


class RaceScreens:
    """The fake game's screens: one line each, so tests can read them exactly."""

    def turn(self, table, observation, seat, legal_moves) -> RenderableType:
        return Text(f"TURN {table.name(seat)} hand={observation.hand} total={observation.total}")

    def handoff(self, table, observation, seat, *, viewer=False) -> RenderableType:
        return Text(f"PUBLIC total={observation.total}")

    def deal_end(self, table, observation, outcome) -> RenderableType:
        return Text(f"DEAL {table.deal_number} won by {table.name(outcome.winner)}; totals {table.status.totals}")

    def prompt(self, table, observation, legal_moves) -> str:
        return f"{table.name(observation.seat)}> "

    def read_move(self, text, observation, legal_moves):
        return GAME.parse_move(text, observation)

    def commands(self):
        return {"peek": lambda rest, observation: Text(f"PEEK {rest or 'nothing'}")}

    def help(self) -> RenderableType:
        return Text("Type 1 or 2.")

    def describe_moves(self, observation, legal_moves) -> RenderableType:
        return Text("Moves: " + " ".join(map(str, legal_moves)))

    def move_typed(self, observation, move) -> str:
        return str(move)

    def rules_text(self) -> str:
        return "# Race\n\nAdd 1 or 2; reach 5 to win."
