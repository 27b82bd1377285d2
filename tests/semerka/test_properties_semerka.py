"""Properties of whole random Semerka deals, for 2, 3 and 4 players and every rules option (Hypothesis)."""

import random

import pytest
from cardtable.records import play_record_move
from hypothesis import given, settings
from hypothesis import strategies as st
from semerka_helpers import ALL_RULES

from cardtable.game import IllegalMove
from semerka.rules import (
    GAME,
    Play,
    Stop,
    apply,
    deal,
    deck,
    format_move,
    legal_moves,
    observation,
    outcome,
    parse_move,
    resample,
)
from semerka.rules.invariants import state_problems, step_problems

rules_options = st.sampled_from(ALL_RULES)
seeds = st.integers(0, 2**32 - 1)


def whole_deal(rules, seed):
    rng = random.Random(seed)
    order = list(deck(rules))
    rng.shuffle(order)
    states = [deal(rules, rng.randint(1, rules.players), order)]
    while moves := legal_moves(states[-1]):
        states.append(apply(states[-1], rng.choice(moves)))
    return states


@settings(max_examples=60)
@given(rules_options, seeds)
def test_every_state_of_a_deal_is_consistent(rules, seed):
    """Card conservation; hands equal at each trick's start; whole rounds per trick; the holder beat or led;
    only the leader continues, with the led rank or a seven; 90 points unless burned; winner draws first."""
    states = whole_deal(rules, seed)
    for before, after in zip(states, states[1:]):
        assert state_problems(after) == []
        assert step_problems(before, after) == []
    result = outcome(states[-1])
    assert result is not None
    assert sum(result.points) == 90 or result.burned
    assert len(GAME.deal_points(result)) == rules.sides


@settings(max_examples=40)
@given(rules_options, seeds)
def test_legal_moves_apply_and_other_cards_do_not(rules, seed):
    for state in whole_deal(rules, seed)[:-1]:
        moves = legal_moves(state)
        hand = state.hands[state.turn - 1]
        assert set(moves) <= {Play(card) for card in hand} | {Stop()}
        for card in deck(rules):
            if Play(card) not in moves:
                with pytest.raises(IllegalMove):
                    apply(state, Play(card))
        if Stop() not in moves:
            with pytest.raises(IllegalMove):
                apply(state, Stop())


@settings(max_examples=40)
@given(rules_options, seeds)
def test_observations_hide_hidden_cards_and_resample_keeps_them(rules, seed):
    rng = random.Random(seed)
    states = whole_deal(rules, seed)
    for state in states[:: max(1, len(states) // 6)] + states[-1:]:
        for seat in range(1, rules.players + 1):
            seen = observation(state, seat)
            others = {card for other, hand in enumerate(state.hands, 1) if other != seat for card in hand}
            shown = set(seen.hand) | {p.card for p in seen.trick} | {p.card for t in seen.tricks for p in t.plays}
            assert not shown & (others | set(state.stock))
            sample = resample(seen, rng)
            assert observation(sample, seat) == seen
            assert state_problems(sample) == []


@settings(max_examples=40)
@given(rules_options, seeds)
def test_notation_round_trips(rules, seed):
    for state in whole_deal(rules, seed)[:-1]:
        seen = observation(state, state.turn)
        for move in legal_moves(state):
            assert parse_move(format_move(move, seen), seen) == move
            assert play_record_move(GAME, state, GAME.record_text(state, move)) == apply(state, move)


@settings(max_examples=30)
@given(rules_options, seeds)
def test_replaying_the_recorded_moves_gives_the_same_deal(rules, seed):
    states = whole_deal(rules, seed)
    texts = []
    for before, after in zip(states, states[1:]):
        (move,) = [m for m in legal_moves(before) if apply(before, m) == after]
        texts.append(GAME.record_text(before, move))
    state = states[0]
    for text in texts:
        state = play_record_move(GAME, state, text)
    assert state == states[-1]
    assert hash(state) == hash(states[-1])


def test_the_consistency_checks_catch_broken_states():
    states = whole_deal(ALL_RULES[-1], 3)
    middle = next(s for s in states if s.tricks and s.trick)
    assert state_problems(middle) == []
    lost_card = middle._replace(stock=middle.stock[1:])
    assert "the cards in hands, stock and tricks are not exactly the deck" in state_problems(lost_card)
    wrong_holder = middle._replace(holder=middle.holder % middle.rules.players + 1)
    assert any("holds the trick" in problem for problem in state_problems(wrong_holder))
    extra_point = middle._replace(points=(middle.points[0] + 10, *middle.points[1:]))
    assert any("do not match the tricks taken" in problem for problem in state_problems(extra_point))
    before, after = next(
        (b, a) for b, a in zip(states, states[1:]) if len(a.tricks) > len(b.tricks) and a.tricks[-1].drew
    )
    assert step_problems(before, after) == []
    other = after.leader % after.rules.players + 1
    assert step_problems(before, after._replace(leader=other)) == ["the trick's winner does not lead the next trick"]
