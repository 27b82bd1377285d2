"""The playout fast path (leopard.rules.Playout) agrees with the public engine move for move (Hypothesis), for 2, 3
and 4 players and every rules option: suit_line, going_out, stock_end (L4-L7)."""

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards import Rank, double_deck
from cardtable.game import IllegalMove
from leopard.rules import (
    GAME,
    Answer,
    Discard,
    Draw,
    GoOut,
    Place,
    Playout,
    Rules,
    apply,
    deal,
    legal_moves,
    outcome,
    to_move,
)
from leopard.rules.types import GOING_OUT, STOCK_END, SUIT_LINE

ALL_RULES = [
    Rules(players, suit_line=suit_line, going_out=going_out, stock_end=stock_end)
    for players, suit_line, going_out, stock_end in itertools.product((2, 3, 4), SUIT_LINE, GOING_OUT, STOCK_END)
]
rules_options = st.sampled_from(ALL_RULES)
seeds = st.integers(0, 2**32 - 1)


def random_deal(rules, rng):
    order = list(double_deck())
    rng.shuffle(order)
    return deal(rules, rng.randint(1, rules.players), order)


def tops(squares):
    return tuple(tuple(stack[-1] if stack else None for stack in square) for square in squares)


def face_up_suit(stack):
    """The suit a cell shows for its lines (L2.2, L7.1): its top card's, -1 when empty or face down."""
    face_down = not stack or stack[-1].rank in (Rank.JACK, Rank.QUEEN)
    return -1 if face_down else int(stack[-1].suit)


def assert_same(playout, state):
    """Everything a playout keeps matches the state: legal moves in order (L4-L6), turn, phase, seat to move,
    values (L7.1), hands as multisets, the squares' top cards (L2.2), the stock, who went out, the outcome."""
    assert playout.legal_moves() == legal_moves(state)
    assert playout.turn == state.turn
    assert playout.phase == state.phase
    assert playout.to_move() == to_move(state)
    assert tuple(playout.values) == state.values
    for seat in range(1, state.rules.players + 1):
        assert playout.hand(seat) == tuple(sorted(state.hands[seat - 1]))
    assert tops(playout.squares()) == tops(state.squares)
    assert playout.face_up_suits() == [[face_up_suit(stack) for stack in square] for square in state.squares]
    assert playout.stock_size == len(state.stock)
    assert playout.went_out == state.went_out
    assert playout.outcome() == outcome(state)


def play_alongside(state, rng, steps=None):
    """Random legal moves made on the state and on a playout of it at once, checked after each; the playout."""
    playout = GAME.playout(state)
    while steps is None or steps > 0:
        assert_same(playout, state)
        moves = legal_moves(state)
        if not moves:
            break
        move = rng.choice(moves)
        playout.apply(move)
        state = apply(state, move)
        if steps is not None:
            steps -= 1
    return playout, state


@settings(max_examples=60)
@given(rules_options, seeds)
def test_L4_L7_playout_agrees_with_the_engine_move_for_move(rules, seed):
    """Same legal moves in the same order, the same squares, values, hands and stock at every step, and the same
    outcome at the end (L4-L7), whatever random moves are made."""
    playout, state = play_alongside(random_deal(rules, random.Random(seed)), random.Random(seed + 1))
    assert playout.outcome() == outcome(state) is not None


@settings(max_examples=30)
@given(rules_options, seeds, st.integers(0, 120))
def test_L4_L6_a_playout_can_start_from_any_state_of_a_deal(rules, seed, steps):
    """A playout made in the middle of a deal (before a draw, while an ask waits, after a refusal, with the stock
    out) plays on exactly as the engine does, and never changes the state it started from."""
    rng = random.Random(seed)
    state = random_deal(rules, rng)
    for _ in range(steps):
        moves = legal_moves(state)
        if not moves:
            break
        state = apply(state, rng.choice(moves))
    before = state
    playout = Playout(state)
    assert state == before
    while moves := legal_moves(state):
        move = rng.choice(moves)
        playout.apply(move)
        state = apply(state, move)
        assert playout.to_move() == to_move(state) and playout.legal_moves() == legal_moves(state)
        assert tuple(playout.values) == state.values
    assert playout.outcome() == outcome(state)


def every_move(rules):
    cards = sorted(set(double_deck()))
    places = [Place(card, square, cell) for card in cards for square in range(1, 4) for cell in range(1, 10)]
    return places + [Discard(card) for card in cards] + [GoOut(), Draw(), Answer(True), Answer(False)]


@settings(max_examples=8)
@given(rules_options, seeds)
def test_L4_L6_playout_refuses_what_the_engine_refuses(rules, seed):
    """Every move not legal now (a card not in hand, a taken cell, another's square, a draw or answer out of
    turn...) raises IllegalMove with the engine's reason; the playout is unchanged after a refusal."""
    rng = random.Random(seed)
    state = random_deal(rules, rng)
    for _ in range(rng.randint(0, 100)):
        if not legal_moves(state):
            break
        state = apply(state, rng.choice(legal_moves(state)))
    playout = Playout(state)
    legal = set(legal_moves(state))
    for move in every_move(rules):
        if move in legal:
            continue
        with pytest.raises(IllegalMove) as refused:
            playout.apply(move)
        with pytest.raises(IllegalMove) as engine:
            apply(state, move)
        assert str(refused.value) == str(engine.value)
    assert_same(playout, state)


def test_L6_1_an_ask_refused_then_the_asker_draws_and_may_not_ask_again():
    """Four players: a refused ask gives the turn back to the asker, who draws and may not go out this turn."""
    for seed in itertools.count():
        rng = random.Random(seed)
        state = random_deal(Rules(4), rng)
        while legal_moves(state) and state.phase != "asked":
            moves = legal_moves(state)
            state = apply(state, GoOut() if GoOut() in moves else rng.choice(moves))
        if state.phase == "asked":
            break
    playout = Playout(state)
    playout.apply(Answer(False))
    state = apply(state, Answer(False))
    assert playout.phase == state.phase == "play"
    assert GoOut() not in playout.legal_moves()
    assert_same(playout, state)


def test_L9_2_moves_equal_to_the_shared_ones_are_accepted():
    """A move built by hand (not the engine's shared value) is the same move."""
    rng = random.Random(7)
    state = random_deal(Rules(2), rng)
    move = legal_moves(state)[0]
    copy = Place(move.card, move.square, move.cell) if isinstance(move, Place) else Discard(move.card)
    playout = Playout(state)
    playout.apply(copy)
    assert_same(playout, apply(state, move))


def test_a_playout_gives_its_position_as_a_state():
    """``Playout.state()``: the engine finds the same legal moves and values there."""
    rng = random.Random(3)
    playout, state = play_alongside(random_deal(Rules(3, stock_end="play-out"), rng), rng, steps=40)
    snapshot = playout.state()
    assert legal_moves(snapshot) == legal_moves(state)
    assert snapshot.values == state.values and snapshot.stock == state.stock
