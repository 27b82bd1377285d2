"""Properties over whole random deals: every player count and every rules option (Hypothesis)."""

from __future__ import annotations

import random
from cardtable.records import play_record_move
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards import double_deck
from cardtable.game import IllegalMove

from leopard.rules import (
    GAME,
    Answer,
    Discard,
    Draw,
    GoOut,
    Place,
    Rules,
    State,
    apply,
    card_places,
    deal,
    format_move,
    last_turn,
    legal_moves,
    may_go_out,
    observation,
    outcome,
    parse_move,
    resample,
    square_value,
    to_move,
)
from leopard.rules.invariants import all_cards, hide_and_shuffle
from leopard.rules.notation import read_move

DECK = Counter(double_deck())

rules_strategy = st.builds(
    Rules,
    players=st.sampled_from((2, 3, 4)),
    suit_line=st.sampled_from((2, 3)),
    going_out=st.sampled_from(("russian", "abbott")),
    stock_end=st.sampled_from(("last-card", "play-out")),
)


def random_deal(rules: Rules, rng: random.Random) -> State:
    deck = list(double_deck())
    rng.shuffle(deck)
    return deal(rules, rng.randint(1, rules.players), deck)


def candidates(state: State, rng: random.Random) -> list:
    """Moves worth trying: every place and discard of the cards in hand, a few cards not in hand, out, draw, yes, no."""
    hand = set(state.hands[state.turn - 1])
    others = rng.sample(sorted(set(double_deck())), 3)
    moves: list = [GoOut(), Draw(), Answer(True), Answer(False)]
    for card in sorted(hand) + others:
        moves.append(Discard(card))
        moves.extend(Place(card, square, cell) for square in range(1, len(state.squares) + 2) for cell in range(0, 11))
    return moves


@settings(max_examples=30)
@given(rules=rules_strategy, seed=st.integers(0, 2**32))
def test_whole_deals_keep_every_invariant(rules: Rules, seed: int):
    rng = random.Random(seed)
    state = random_deal(rules, rng)
    start = state
    texts = []
    step = 0
    while True:
        # The 104 cards are all accounted for; values are the squares' values (L1.1, L7.1).
        assert all_cards(state) == DECK
        assert state.values == tuple(square_value(sq, rules.suit_line) for sq in state.squares)
        moves = legal_moves(state)
        if to_move(state) is None:
            assert moves == ()
            assert outcome(state) is not None
            break
        assert moves, "a legal move exists until the deal ends (L4.4)"
        assert outcome(state) is None
        assert len(set(moves)) == len(moves)
        seat = to_move(state)
        seen = observation(state, seat)
        for move in moves:
            assert parse_move(format_move(move, seen), seen) == move
        if step % 7 == 0:
            legal = set(moves)
            for move in candidates(state, rng):
                if move in legal:
                    assert isinstance(apply(state, move), State)
                else:
                    try:
                        apply(state, move)
                    except IllegalMove:
                        pass
                    else:
                        raise AssertionError(f"{move} applied but is not among the legal moves")
        move = rng.choice(moves)
        texts.append(GAME.record_text(state, move))
        state = apply(state, move)
        step += 1
    # The record's texts replay to the same final state (L9.2, format 2: every decision is a move).
    replayed = start
    for text in texts:
        replayed = play_record_move(GAME, replayed, text)
    assert replayed == state


@settings(max_examples=30)
@given(rules=rules_strategy, seed=st.integers(0, 2**32))
def test_observations_depend_only_on_what_the_seat_may_see(rules: Rules, seed: int):
    rng = random.Random(seed)
    state = random_deal(rules, rng)
    while True:
        ends = ends_this_turn(state, random.Random(seed))
        for seat in range(1, rules.players + 1):
            seen = observation(state, seat)
            assert seen.hand == state.hands[seat - 1]
            # Another seat's hand and the stock order may change without the observation changing.
            assert observation(hide_and_shuffle(state, seat, rng), seat) == seen
            # Resampling gives a state this seat could not tell from the real one.
            assert observation(resample(seen, rng), seat) == seen
        if to_move(state) is None:
            break
        state = apply(state, rng.choice(legal_moves(state)))


def ends_this_turn(state: State, rng: random.Random) -> bool:
    """Whether the deal ends before the turn passes when nobody goes out (random plays otherwise)."""
    turn = state.turn
    while to_move(state) is not None and state.turn == turn:
        state = apply(state, rng.choice([m for m in legal_moves(state) if m not in (GoOut(), Answer(True))]))
    return to_move(state) is None


@settings(max_examples=30)
@given(rules=rules_strategy, seed=st.integers(0, 2**32))
def test_the_screens_rule_questions_agree_with_the_engine(rules: Rules, seed: int):
    rng = random.Random(seed)
    state = random_deal(rules, rng)
    while to_move(state) is not None:
        moves = legal_moves(state)
        mover = to_move(state)
        ends = ends_this_turn(state, random.Random(seed))
        for seat in range(1, rules.players + 1):
            seen = observation(state, seat)
            # L4.1, L6.1, L6.2: open exactly when GoOut() is the mover's legal move.
            assert may_go_out(seen) == (seat == mover and GoOut() in moves)
            # L6.2: the last turn is the one after which the deal ends unless somebody goes out.
            assert last_turn(seen) == ends
        seen = observation(state, mover)
        if state.phase == "play":
            for card in set(seen.hand):  # L5: the places of each card in hand are its legal places
                places = [move for move in moves if isinstance(move, Place) and move.card == card]
                assert list(card_places(seen, card)) == sorted(places, key=lambda p: p.square != seen.square)
        state = apply(state, rng.choice(moves))


cards_strategy = st.sampled_from(sorted(set(double_deck())))


@st.composite
def any_move(draw):
    """Any move object for a table of up to three squares, legal or not."""
    kind = draw(st.sampled_from(("place", "discard", "out", "draw", "yes", "no")))
    if kind == "place":
        return Place(draw(cards_strategy), draw(st.integers(1, 3)), draw(st.integers(1, 9)))
    if kind == "discard":
        return Discard(draw(cards_strategy))
    if kind in ("yes", "no"):
        return Answer(kind == "yes")
    return GoOut() if kind == "out" else Draw()


@settings(max_examples=200)
@given(move=any_move(), players=st.sampled_from((2, 3, 4)), seat=st.integers(1, 4))
def test_notation_round_trip_for_any_move(move, players: int, seat: int):
    rules = Rules(players)
    seat = (seat - 1) % players + 1
    state = deal(rules, 1, double_deck())
    seen = observation(state, seat)
    text = format_move(move, seen)
    assert read_move(text, seen.square) == move
    assert read_move(text.lower(), seen.square) == move
