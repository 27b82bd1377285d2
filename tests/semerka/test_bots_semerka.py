"""Semerka's computer players: legal moves only, repeatable, blind to hidden cards, and the greedy heuristics."""

from __future__ import annotations

import random

import pytest

from cardtable.cards import parse_card
from cardtable.bots import bot_levels, make_bot
from semerka import bots
from semerka.rules import GAME, Play, Rules, State, Stop, observation, resample
import bot_helpers
from bot_helpers import reachable
from semerka_helpers import play, start

FOUR = Rules(4)
TINY = bots.make_strong(playouts=8, candidates=3)


def play_deal(rules: Rules, levels: list[object], seed: int, deck_seed: int = 1) -> list[str]:
    """One deal played by bots by seat (:func:`bot_helpers.play_deal`); the moves as text."""
    return [str(move) for move in bot_helpers.play_deal(GAME, rules, levels, seed, deck_seed)]


def test_levels_are_registered_weakest_first() -> None:
    assert bot_levels("semerka") == ("random", "greedy", "strong", "expert")
    assert isinstance(make_bot("semerka", "greedy"), bots.GreedyBot)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_and_strong_play_only_legal_moves(players: int) -> None:
    levels = [bots.GreedyBot(), TINY, bots.GreedyBot(), TINY][:players]
    for deck_seed in range(3):
        rules = Rules(players, burning=deck_seed == 2, continue_only_when_losing=deck_seed == 1)
        moves = play_deal(rules, levels, 5, deck_seed)
        if not rules.burning:
            assert len([move for move in moves if move != "stop"]) == len(GAME.deck(rules))


def test_same_seed_same_choices() -> None:
    levels = [TINY, bots.GreedyBot(), TINY, bots.GreedyBot()]
    assert play_deal(FOUR, levels, seed=3) == play_deal(FOUR, levels, seed=3)


def middle_of_a_deal() -> State:
    state = start(FOUR, 4, {1: "9S AH 7C KD", 2: "9H 8C QS JD", 3: "8D 10H 7D 9C", 4: "AC KH 10S 8S"})
    return play(state, "9S 9H 8D AC")


def test_an_observation_reaches_no_state_and_no_other_hand() -> None:
    state = middle_of_a_deal()
    obs = observation(state, 1)
    values = reachable(obs)
    assert not any(isinstance(value, State) for value in values)
    hidden = set(state.stock) | {card for seat in (2, 3, 4) for card in state.hands[seat - 1]}
    assert hidden and not hidden & {value for value in values if value in hidden}
    assert not any(isinstance(value, State) for value in reachable(TINY))


def test_the_choice_depends_only_on_what_the_seat_sees() -> None:
    state = middle_of_a_deal()
    obs = observation(state, 1)
    other_world = resample(obs, random.Random(99))
    assert other_world.hands[1] != state.hands[1]
    assert observation(other_world, 1) == obs
    legal = GAME.legal_moves(state)
    for bot in (TINY, bots.GreedyBot(), bots.make_expert(playouts=60)):  # expert: its playouts' draws too
        first = bot.choose(obs, legal, random.Random(4))
        assert bot.choose(observation(other_world, 1), GAME.legal_moves(other_world), random.Random(4)) == first


def greedy_move(state: State) -> Play | Stop:
    seat = state.turn
    return bots.GreedyBot().choose(observation(state, seat), GAME.legal_moves(state), random.Random(0))


def card(text: str) -> Play:
    return Play(parse_card(text))


def test_greedy_takes_an_ace_with_the_led_rank_before_a_seven() -> None:
    # S3.2: an ace led; seat 2 beats with its own ace (worth 10 more) and keeps the seven.
    state = play(start(FOUR, 4, {1: "AS 8D 9D JD", 2: "AD 7C 8H 9H"}), "AS")
    assert greedy_move(state) == card("AD")


def test_greedy_gives_points_to_the_partner_who_holds_the_trick() -> None:
    # Seat 2 holds the trick with the nine; seat 4, last in the round, adds its ten (S5.1).
    state = play(start(FOUR, 4, {1: "9S KS QS JS", 2: "9H 8H 8S JH", 3: "8D QD KD JC", 4: "10C 8C KH QH"}), "9S 9H 8D")
    assert greedy_move(state) == card("10C")


def test_greedy_keeps_its_seven_for_a_trick_worth_points() -> None:
    state = play(start(FOUR, 4, {1: "9S KS QS JS", 2: "7H 8C 10C AC"}), "9S")
    assert greedy_move(state) == card("8C")


def test_greedy_continues_only_when_the_opponents_hold_points() -> None:
    hands = {1: "9S 9D QS JS", 2: "9H 8C QH JH", 3: "8D QD KD JC", 4: "AC KH 10S 8S"}
    # S3.4: seat 2 holds a trick with an ace in it; seat 1 continues with its other nine.
    assert greedy_move(play(start(FOUR, 4, hands), "9S 9H 8D AC")) == card("9D")
    # No points at stake: stop.
    assert greedy_move(play(start(FOUR, 4, hands), "9S 9H 8D 8S")) == Stop()
    # The partner holds it: stop.
    hands[3] = "9C QD KD JC"
    assert greedy_move(play(start(FOUR, 4, hands), "9S 8C 9C AC")) == Stop()


def test_evaluate_counts_game_points_then_card_points() -> None:
    rng = random.Random(2)
    cards = list(GAME.deck(FOUR))
    rng.shuffle(cards)
    state = GAME.deal(FOUR, 1, cards)
    while GAME.to_move(state) is not None:
        state = GAME.apply(state, GAME.legal_moves(state)[0])
    result = GAME.outcome(state)
    mine = 1 if result.winner == 1 else -1
    expected = mine * result.value + (result.points[0] - result.points[1]) / 100
    assert bots.evaluate(state, 1) == pytest.approx(expected)
    assert bots.evaluate(state, 2) == pytest.approx(-expected)
