"""The playout fast path (semerka.rules.Playout) agrees with the public engine move for move (Hypothesis), for
2, 3 and 4 players, burning on and off, continue_only_when_losing, both stakes and two burn values."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from semerka_helpers import ALL_RULES, play, start

from cardtable.game import IllegalMove
from semerka.rules import GAME, Play, Playout, Rules, Stop, apply, deal, deck, legal_moves, outcome

rules_options = st.sampled_from(ALL_RULES + [Rules(4, burning=True, burn_value=1), Rules(3, burning=True, burn_value=5)])
seeds = st.integers(0, 2**32 - 1)


def random_deal(rules, rng):
    order = list(deck(rules))
    rng.shuffle(order)
    return deal(rules, rng.randint(1, rules.players), order)


def assert_same(playout, state):
    """What the bots read of a playout matches the state (S3.3 holder, S3.4 choosing, S4.1 hands after draws)."""
    assert playout.legal_moves() == legal_moves(state)
    assert playout.turn == state.turn
    assert playout.leader == state.leader
    assert playout.holder == state.holder
    assert playout.choosing == state.choosing
    assert tuple(playout.trick) == state.trick
    assert tuple(playout.hand(seat) for seat in range(1, state.rules.players + 1)) == state.hands
    assert tuple(playout.points) == state.points
    assert tuple(playout.won) == state.won
    assert playout.outcome() == outcome(state)


@settings(max_examples=40)
@given(rules_options, seeds)
def test_S3_S6_playout_agrees_with_the_engine_move_for_move(rules, seed):
    """Same legal moves in the same order, the same trick, holder, hands, points at every step, and the same
    outcome at the end (S3-S6), whatever random moves are made."""
    rng = random.Random(seed)
    state = random_deal(rules, rng)
    playout = GAME.playout(state)
    while True:
        assert_same(playout, state)
        moves = legal_moves(state)
        if not moves:
            break
        move = rng.choice(moves)
        playout.apply(move)
        state = apply(state, move)
    assert playout.outcome() is not None


@settings(max_examples=30)
@given(rules_options, seeds, st.integers(0, 40))
def test_S3_4_a_playout_can_start_from_any_state_of_a_deal(rules, seed, steps):
    """A playout made in the middle of a trick (a continuation pending, a burn run under way) plays on exactly
    as the engine does, and never changes the state it started from."""
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
        assert playout.turn == state.turn and playout.legal_moves() == legal_moves(state)
    assert playout.outcome() == outcome(state)


@settings(max_examples=30)
@given(rules_options, seeds)
def test_S3_4_playout_refuses_what_the_engine_refuses(rules, seed):
    """Every card not legal now, and a stop when the leader is not choosing, raise IllegalMove with the engine's
    reason; the playout is unchanged after a refusal."""
    rng = random.Random(seed)
    state = random_deal(rules, rng)
    for _ in range(rng.randint(0, 20)):
        if not legal_moves(state):
            break
        state = apply(state, rng.choice(legal_moves(state)))
    playout = Playout(state)
    legal = set(legal_moves(state))
    for move in [Play(card) for card in deck(rules)] + [Stop()]:
        if move in legal:
            continue
        with pytest.raises(IllegalMove) as refused:
            playout.apply(move)
        with pytest.raises(IllegalMove) as engine:
            apply(state, move)
        assert str(refused.value) == str(engine.value)
    assert_same(playout, state)


def test_S3_4_moves_equal_to_the_shared_ones_are_accepted():
    """A Play built by hand (not the engine's shared value) is the same move."""
    state = start(Rules(2), 2, {1: "9H 9C 7S AD", 2: "10C 8D KH QS"})
    playout = Playout(state)
    playout.apply(Play(state.hands[0][0]))
    assert playout.trick == [*apply(state, Play(state.hands[0][0])).trick]


def test_S6_2_a_burn_ends_the_playout_at_once():
    rules = Rules(2, burning=True)
    state = start(rules, 2, {1: "9H 9C 7S AD", 2: "9D 9S KH QS"})
    playout = Playout(state)
    for text in "9H 9D 9C 9S".split():
        playout.apply(next(move for move in playout.legal_moves() if str(move) == text))
    assert playout.legal_moves() == ()
    assert playout.outcome() == outcome(play(state, "9H 9D 9C 9S"))
    assert playout.outcome().burned
