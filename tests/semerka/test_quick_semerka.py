"""Semerka's rules as plain numbers (semerka.core) agree with the public engine (Hypothesis): the same outcome
after every random deal, a refusal exactly where the engine refuses a move, and the same tables, for 2, 3 and 4
players, burning on and off, continue_only_when_losing, both stakes and two burn values."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from semerka_helpers import ALL_RULES

from cardtable.cards import piquet_deck
from semerka import core
from semerka.rules import GAME, Play, Rules, Stop, apply, beats, card_value, deal, deck, legal_moves, outcome

rules_options = st.sampled_from(ALL_RULES + [Rules(4, burning=True, burn_value=1), Rules(3, burning=True, burn_value=5)])
seeds = st.integers(0, 2**32 - 1)
INDEX = {card: index for index, card in enumerate(piquet_deck())}


def code_of(move):
    return core.STOP if isinstance(move, Stop) else INDEX[move.card]


def quick_outcome(rules, dealer, cards, moves):
    """The engine's Outcome fields from semerka.core, or None while unfinished."""
    result = core.play_deal(
        rules.players, rules.burning, rules.continue_only_when_losing, dealer, [INDEX[c] for c in cards], moves
    )
    if result is None:
        return None
    points, tricks, burner, last = result
    winner, value, reason = core.deal_value(rules.players, rules.stakes, rules.burn_value, points, tricks, burner, last)
    return tuple(points), tuple(tricks), winner, value, burner is not None, reason


def shuffled_deal(rules, seed):
    """A random deck and dealer from ``seed``, dealt by the engine: (rng, dealer, cards, state)."""
    rng = random.Random(seed)
    cards = list(deck(rules))
    rng.shuffle(cards)
    dealer = rng.randint(1, rules.players)
    return rng, dealer, cards, deal(rules, dealer, cards)


def engine_outcome(state):
    found = outcome(state)
    if found is None:
        return None
    return found.points, found.tricks, found.winner, found.value, found.burned, found.reason


@settings(max_examples=60)
@given(rules_options, seeds)
def test_S2_S6_a_random_deal_ends_as_the_engine_says(rules, seed):
    """Every prefix of a random deal: unfinished (None) or the engine's outcome (S5.2-S5.4, S6.2)."""
    rng, dealer, cards, state = shuffled_deal(rules, seed)
    moves = []
    while True:
        if rng.random() < 0.2 or not legal_moves(state):
            assert quick_outcome(rules, dealer, cards, moves) == engine_outcome(state)
        if not legal_moves(state):
            break
        move = rng.choice(legal_moves(state))
        moves.append(code_of(move))
        state = apply(state, move)


@settings(max_examples=60)
@given(rules_options, seeds)
def test_S3_a_move_is_refused_exactly_where_the_engine_refuses_it(rules, seed):
    """After a random prefix, any card or a stop: refused by both or taken by both, to the same outcome."""
    rng, dealer, cards, state = shuffled_deal(rules, seed)
    moves = []
    for _ in range(rng.randrange(0, 40)):
        if not legal_moves(state):
            break
        move = rng.choice(legal_moves(state))
        moves.append(code_of(move))
        state = apply(state, move)
    other = rng.choice([Stop(), *(Play(card) for card in deck(rules))])
    try:
        after = apply(state, other)
    except ValueError:
        with pytest.raises(ValueError):
            quick_outcome(rules, dealer, cards, [*moves, code_of(other)])
    else:
        assert quick_outcome(rules, dealer, cards, [*moves, code_of(other)]) == engine_outcome(after)


def test_S1_S3_S5_the_tables_are_the_engines():
    """Canonical texts (S8.2), what beats a led card (S3.2), card points (S5.1) and the decks (S1.1, S1.2)."""
    cards = piquet_deck()
    assert core.DECK_TEXTS == tuple(map(str, cards))
    assert core._BEATS_LED == tuple(
        sum(1 << index for index, card in enumerate(cards) if beats(card, led.rank)) for led in cards
    )
    assert core._POINTS == tuple(map(card_value, cards))
    for players in (2, 3, 4):
        assert core._DECKS[players] == {INDEX[card] for card in deck(Rules(players))}


@pytest.mark.parametrize("rules", ALL_RULES[:8] + [Rules(4, burn_value=7)])
def test_the_rules_of_a_record_are_the_engines(rules):
    """A record's rules object read as plain numbers: the engine's Rules fields, defaults included."""
    options = GAME.rules_options(rules)
    expected = (rules.players, rules.stakes, rules.burning, rules.burn_value, rules.continue_only_when_losing)
    assert core.REPLAYER.rules(rules.players, options) == expected
    assert core.REPLAYER.rules(rules.players, {}) == (rules.players, "pagat", False, 3, False)
    assert core.REPLAYER.sides(expected) == rules.sides


@pytest.mark.parametrize(
    "options",
    [{"stakes": "double"}, {"burning": 1}, {"burn_value": 0}, {"burn_value": True}, {"burn_value": "3"}, {"x": 1}],
)
def test_rules_the_engine_refuses_are_not_taken(options):
    assert core.REPLAYER.rules(4, options) is None
