"""Leopard's computer players: legal moves only, repeatable, blind to hidden cards, and the greedy heuristics."""

from __future__ import annotations

import random

import pytest

from cardtable.cards import parse_card
from cardtable.bots import bot_levels, make_bot
from cardtable.simulate import plan_decks

from leopard import bots
from leopard.rules import GAME, Answer, Discard, Draw, GoOut, Place, Rules, State, observation, resample
import bot_helpers
from bot_helpers import reachable
from leopard_helpers import position, square

TWO = Rules(2)
TINY = bots.make_strong(playouts=6, candidates=3, horizon=4)
INFERRING = bots.make_strong(playouts=6, candidates=3, horizon=4, inference=True)


def play_deal(rules: Rules, levels: list[object], seed: int, deck_seed: int = 1) -> list[object]:
    """One deal played by bots by seat (:func:`bot_helpers.play_deal`); the moves."""
    return bot_helpers.play_deal(GAME, rules, levels, seed, deck_seed)


def test_levels_are_registered_weakest_first() -> None:
    assert bot_levels("leopard") == ("random", "greedy", "strong", "expert")
    assert isinstance(make_bot("leopard", "greedy"), bots.GreedyBot)


@pytest.mark.parametrize(
    ("rules", "levels"),
    [
        (TWO, [TINY, bots.GreedyBot()]),
        (Rules(2, suit_line=3, going_out="abbott", stock_end="play-out"), [bots.GreedyBot(), TINY]),
        (Rules(3), [bots.GreedyBot()] * 3),
        (Rules(4), [bots.GreedyBot(), TINY] * 2),
        (Rules(4), [INFERRING, bots.GreedyBot()] * 2),
        (Rules(3), [INFERRING, bots.GreedyBot(), bots.GreedyBot()]),
    ],
)
def test_greedy_and_strong_play_only_legal_moves(rules: Rules, levels: list[object]) -> None:
    assert play_deal(rules, levels, seed=2)


def test_same_seed_same_choices() -> None:
    levels = [TINY, bots.GreedyBot()]
    assert play_deal(TWO, levels, seed=3) == play_deal(TWO, levels, seed=3)


def middle_of_a_deal() -> State:
    cards = list(GAME.deck(TWO))
    random.Random(8).shuffle(cards)
    state = GAME.deal(TWO, 2, cards)
    for _ in range(12):
        state = GAME.apply(state, bots.policy(state, GAME.legal_moves(state), random.Random(0)))
    return state


def test_an_observation_reaches_no_state_and_no_other_hand() -> None:
    state = middle_of_a_deal()
    seat = state.turn
    values = reachable(observation(state, seat))
    assert not any(isinstance(value, State) for value in values)
    ids = {id(value) for value in values}
    assert id(state.hands[2 - seat]) not in ids and id(state.stock) not in ids
    assert not any(isinstance(value, State) for value in reachable(TINY))
    INFERRING.choose(observation(state, seat), GAME.legal_moves(state), random.Random(1))
    assert not any(isinstance(value, State) for value in reachable(INFERRING))


def test_the_choice_depends_only_on_what_the_seat_sees() -> None:
    state = middle_of_a_deal()
    seat = state.turn
    obs = observation(state, seat)
    other_world = resample(obs, random.Random(99))
    assert other_world.hands[2 - seat] != state.hands[2 - seat]
    assert observation(other_world, seat) == obs
    legal = GAME.legal_moves(state)
    for bot in (TINY, INFERRING, bots.GreedyBot()):
        first = bot.choose(obs, legal, random.Random(4))
        assert bot.choose(observation(other_world, seat), GAME.legal_moves(other_world), random.Random(4)) == first


def greedy_move(state: State) -> object:
    return bots.GreedyBot().choose(observation(state, state.turn), GAME.legal_moves(state), random.Random(0))


def card(text: str):
    return parse_card(text)


def test_greedy_completes_its_own_line_in_one_suit() -> None:
    # L7.1: 3H finishes the top row A-2-3 in hearts (2 points).
    state = position(squares=("AH 2H . / . . . / . . .", ""), hands=("3H 5C 9S QD KC JD JS 8C", ""), stock="6D")
    assert greedy_move(state) == Place(card("3H"), 1, 3)


def test_greedy_spoils_the_opponents_best_cell_with_a_jack() -> None:
    # L5.4: the Jack face down on the opponent's centre breaks four of their lines at once.
    opponent = "AH 2H 3H / 4H 5H 6H / . . ."
    state = position(squares=("", opponent), hands=("JC", ""), stock="KD")
    assert greedy_move(state) == Place(card("JC"), 2, 5)


def test_greedy_goes_out_when_ahead_and_draws_when_behind() -> None:
    # L4.1, L7.2: a square worth 12 goes out for 18 against an opponent's 2. A square worth 5 would score 4 for
    # going out, no more than the opponent's 4: it draws.
    rich = "AH 2H 3H / 4H 5H 6H / 7D 8D 9H"
    ahead = position(squares=(rich, "AS 2S 3S / . . . / . . ."), hands=("5C", ""), stock="6D 7D 8D 9D 2C 3C 4C")
    assert ahead.phase == "before_draw" and greedy_move(ahead) == GoOut()
    five = "AH 2H 3H / 4H 5H 6H / 7C 8D 9S"
    behind = position(squares=(five, "AS 2S 3S / 4S 5S 6S / . . ."), hands=("5C", ""), stock="6D 7D 8D 9D 2C 3C")
    assert behind.phase == "before_draw" and greedy_move(behind) == Draw()


def test_greedy_keeps_kings_and_tens_before_a_card_it_cannot_place() -> None:
    # L5.2, L5.3: a King or a Ten can still go anywhere in the own square; a 5 whose cell is taken cannot.
    own = square(". . . / . 5D . / . . .")
    legal = (Discard(card("KS")), Discard(card("10C")), Discard(card("5C")))
    scores = bots.score_moves(TWO, 1, [card("KS"), card("10C"), card("5C")], (own, square()), (0, 0), 50, legal)
    assert scores == [-1.0, -0.8, -0.05]


def test_evaluate_is_the_score_margin_once_the_deal_is_over() -> None:
    state = position(squares=("AH 2H 3H / 4H 5H 6H / 7C 8D 9S", "AS 2S 3S / . . . / . . ."), hands=("5C", ""))
    over = GAME.apply(state, GoOut())
    assert GAME.outcome(over).scores == (4, 2)
    assert bots.evaluate(over, 1) == 2.0
    assert bots.evaluate(over, 2) == -2.0


def asked_state(seed: int = 1) -> State:
    """A real four-player deal at the moment a greedy player has asked its partner to go out (L6.1)."""
    greedy = bots.GreedyBot()
    for deck_seed in range(seed, seed + 100):
        cards = list(GAME.deck(Rules(4)))
        random.Random(deck_seed).shuffle(cards)
        state = GAME.deal(Rules(4), 1, cards)
        while (seat := GAME.to_move(state)) is not None:
            move = greedy.choose(GAME.observation(state, seat), GAME.legal_moves(state), random.Random(0))
            state = GAME.apply(state, move)
            if state.phase == "asked":
                return state
    raise AssertionError("no ask in a hundred deals")


def test_L6_1_every_level_answers_an_ask_with_yes_or_no_from_its_own_observation() -> None:
    state = asked_state()
    partner = GAME.to_move(state)
    assert partner == (state.turn + 1) % 4 + 1
    seen = observation(state, partner)
    assert seen.asker == state.turn
    for level in ("random", "greedy", "strong"):
        answer = make_bot("leopard", level).choose(seen, GAME.legal_moves(state), random.Random(5))
        assert answer in (Answer(True), Answer(False)), level


def test_L6_1_greedy_agrees_on_the_test_it_goes_out_by() -> None:
    state = asked_state()
    partner = GAME.to_move(state)
    # The asker went out by the greedy test; the partner sees the same square, values and stock.
    assert bots.GreedyBot().choose(observation(state, partner), GAME.legal_moves(state), random.Random(0)) == Answer(True)


def test_L6_1_strong_answers_the_same_with_the_same_seed_and_budget() -> None:
    state = asked_state()
    seen = observation(state, GAME.to_move(state))
    strong = bots.make_strong(playouts=60)
    first = strong.choose(seen, GAME.legal_moves(state), random.Random(9))
    assert first == strong.choose(seen, GAME.legal_moves(state), random.Random(9))  # same seed, same answer


def greedy_decision(decks: int, seed: int, index: int) -> tuple[object, list[object]]:
    """The ``index``-th decision with a choice (observation, legal moves) of greedy deals on the duplicate decks
    of ``plan_decks(GAME, TWO, decks, seed)``."""
    found = 0
    greedy = bots.GreedyBot()
    for dealer, cards in plan_decks(GAME, TWO, decks, seed):
        state = GAME.deal(TWO, dealer, cards)
        while (seat := GAME.to_move(state)) is not None:
            legal = GAME.legal_moves(state)
            seen = GAME.observation(state, seat)
            if len(legal) > 1:
                if found == index:
                    return seen, list(legal)
                found += 1
            state = GAME.apply(state, greedy.choose(seen, legal, random.Random()))
    raise AssertionError("too few decisions")


def test_L5_1_expert_finds_a_move_past_the_greedy_five_that_strong_never_searches() -> None:
    """``expert`` searches the greedy order's best 16 moves: here it places 2♠ in its own square, the greedy
    order's sixth move, where ``strong`` (five moves) spoils the opponent's square with 6♥ (L5.1)."""
    seen, legal = greedy_decision(4, 1011, 42)
    order = bots.order(seen, legal)
    expert = make_bot("leopard", "expert").choose(seen, legal, random.Random(1))
    strong = make_bot("leopard", "strong").choose(seen, legal, random.Random(1))
    assert (GAME.format_move(expert, seen), order.index(expert)) == ("2S", 5)
    assert (GAME.format_move(strong, seen), order.index(strong)) == ("6H@1", 0)
