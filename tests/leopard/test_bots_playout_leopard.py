"""The strong Leopard bot's playouts run on the engine's fast path (leopard.bots.play_out) and give exactly what
the search's generic loop over the public engine gives: the same greedy moves and the same evaluation."""

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards import double_deck
from leopard.bots import make_strong, play_out
from leopard.rules import Rules, apply, deal, legal_moves, observation, to_move

rules_options = st.sampled_from(
    [
        Rules(2),
        Rules(3, suit_line=3),
        Rules(4),
        Rules(2, going_out="abbott", stock_end="play-out"),
        Rules(4, stock_end="play-out"),
    ]
)


def random_position(rules, rng, steps):
    order = list(double_deck())
    rng.shuffle(order)
    state = deal(rules, rng.randint(1, rules.players), order)
    for _ in range(steps):
        moves = legal_moves(state)
        if not moves:
            break
        state = apply(state, rng.choice(moves))
    return state


@settings(max_examples=25)
@given(rules_options, st.integers(0, 2**32 - 1), st.integers(0, 100), st.sampled_from([None, 1, 5, 12]))
def test_fast_playout_gives_the_generic_loops_value(rules, seed, steps, horizon):
    """play_out(state, seat, rng, horizon) equals SearchBot's generic loop (policy, then evaluate) exactly."""
    rng = random.Random(seed)
    state = random_position(rules, rng, steps)
    generic = replace(make_strong(horizon=horizon), play_out=None)
    for seat in range(1, rules.players + 1):
        assert play_out(state, seat, random.Random(1), horizon) == generic._playout(state, seat, random.Random(1))


def test_the_strong_bot_chooses_as_with_the_generic_loop():
    """Whole decisions: the strong bot with the fast path and without it choose the same moves."""
    rng = random.Random(5)
    fast, generic = make_strong(playouts=60), replace(make_strong(playouts=60), play_out=None)
    for steps in (0, 7, 20, 33):
        state = random_position(Rules(2), random.Random(steps), steps)
        seat = to_move(state)
        if seat is None or len(legal_moves(state)) < 2:
            continue
        seen = observation(state, seat)
        seed = rng.getrandbits(32)
        assert fast.choose(seen, legal_moves(state), random.Random(seed)) == generic.choose(
            seen, legal_moves(state), random.Random(seed)
        )
