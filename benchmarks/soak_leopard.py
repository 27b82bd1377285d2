"""Soak test: thousands of random Leopard deals over every player count and rules option, checking invariants.

Each deal is played with random legal moves; after every move the script checks that the 104 cards are all
accounted for, that the kept square values are the squares' values (L7.1), hand sizes (L3.2, L4.2), that a legal
move exists until the deal ends (L4.4), that going out is offered exactly when L4.1/L6.2 allow it, that every move
formats and parses back (L9.2), and on a sample of turns that every legal move applies, that other candidate moves
are refused, that observations do not depend on hidden cards and that resampling keeps them. At the end of a deal
it checks the end condition (L6), the scores (L7) and that the record's move texts replay to the same state.
Every deal is also played on the playout fast path (``GAME.playout``) beside the public engine, checked move for
move; ``--playout N`` checks only that, on N deals of each of the 24 variants (players × rules options), with a
second playout started from a random point of each deal.
Run: ``python benchmarks/soak_leopard.py [--deals 3000] [--seed 1] [--playout 2000]``; exits 1 on the first failure.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from cardtable.records import play_record_move
from collections import Counter

from cardtable.cards import double_deck
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
from leopard.rules.types import GOING_OUT, STOCK_END, SUIT_LINE
from leopard.rules.scoring import going_out_score

DECK = Counter(double_deck())
ALL_CARDS = sorted(DECK)


def check_state(state: State) -> None:
    rules = state.rules
    assert all_cards(state) == DECK, "cards lost or added"
    assert state.values == tuple(square_value(sq, rules.suit_line) for sq in state.squares), "stale values"
    moves = legal_moves(state)
    if to_move(state) is None:
        assert moves == () and outcome(state) is not None
        return
    assert moves, "no legal move before the end of the deal"
    assert outcome(state) is None
    assert len(set(moves)) == len(moves), "a legal move listed twice"
    own_value = state.values[state.own_square - 1]
    sizes = [len(hand) for hand in state.hands]
    mover = state.turn - 1
    if state.phase == "before_draw":
        assert moves == (GoOut(), Draw()) and own_value >= 5 and state.stock
        assert sizes[mover] == 8
    elif state.phase == "asked":  # L6.1: the partner answers
        assert rules.players == 4 and moves == (Answer(True), Answer(False)) and own_value >= 5
        assert to_move(state) == (state.turn + 1) % 4 + 1 and state.drawn is None
    else:
        offered = state.drawn is None and own_value >= 5 and not state.refused
        assert (GoOut() in moves) == offered, "going out offered wrongly"
        if state.drawn is not None:
            assert sizes[mover] == 9 and state.hands[mover][-1] == state.drawn
        else:
            assert not state.stock and rules.stock_end == "play-out"
    if state.stock:
        assert all(size == 8 for i, size in enumerate(sizes) if i != mover), "a waiting hand is not 8 cards"
    seen = observation(state, to_move(state))
    for move in moves:
        assert parse_move(format_move(move, seen), seen) == move, f"notation round trip of {move}"


def check_sample(state: State, rng: random.Random) -> None:
    """The heavier checks, on some turns: every move, wrong moves, hidden information, resampling."""
    rules = state.rules
    legal = set(legal_moves(state))
    for move in legal:
        apply(state, move)
    hand = sorted(set(state.hands[state.turn - 1]))
    tried = [GoOut(), Draw(), Answer(True), Answer(False)]
    for card in hand + rng.sample(ALL_CARDS, 4):
        tried.append(Discard(card))
        tried.extend(Place(card, square, cell) for square in range(0, rules.squares + 2) for cell in range(0, 11))
    for move in tried:
        if move in legal:
            continue
        try:
            apply(state, move)
        except IllegalMove:
            continue
        raise AssertionError(f"{move} is not legal but applied")
    for seat in range(1, rules.players + 1):
        seen = observation(state, seat)
        assert observation(hide_and_shuffle(state, seat, rng), seat) == seen, "observation shows hidden cards"
        assert observation(resample(seen, rng), seat) == seen, "resample changed the observation"
        # The screens' rule questions agree with the engine (leopard.rules.queries).
        assert may_go_out(seen) == (seat == to_move(state) and GoOut() in legal), "may_go_out disagrees"
        assert last_turn(seen) == ends_this_turn(state, rng), "last_turn disagrees"
    if state.phase == "play":
        seen = observation(state, state.turn)
        for card in hand:
            places = sorted((move for move in legal if isinstance(move, Place) and move.card == card), key=place_order)
            assert list(card_places(seen, card)) == sorted(places, key=lambda p: p.square != seen.square), (
                f"card_places of {card} disagrees"
            )


def place_order(place: Place) -> tuple[int, int]:
    return place.square, place.cell


def ends_this_turn(state: State, rng: random.Random) -> bool:
    """Whether the deal ends before the turn passes when nobody goes out (random plays otherwise)."""
    turn = state.turn
    while to_move(state) is not None and state.turn == turn:
        state = apply(state, rng.choice([m for m in legal_moves(state) if m not in (GoOut(), Answer(True))]))
    return to_move(state) is None


def check_playout(playout: Playout, state: State) -> None:
    """The fast path keeps what the state holds: the same legal moves in order, phase, turn, seat to move,
    values, hands (as multisets), top cards, stock size and result (L2.2, L4-L7)."""
    assert playout.legal_moves() == legal_moves(state), "the playout's legal moves differ"
    assert playout.phase == state.phase and playout.turn == state.turn, "the playout's turn differs"
    assert playout.to_move() == to_move(state), "the playout's seat to move differs"
    assert tuple(playout.values) == state.values, "the playout's values differ"
    assert playout.stock_size == len(state.stock) and playout.went_out == state.went_out
    for seat in range(1, state.rules.players + 1):
        assert playout.hand(seat) == tuple(sorted(state.hands[seat - 1])), f"the playout's hand {seat} differs"
    tops = [[stack[-1] if stack else None for stack in square] for square in state.squares]
    assert [[stack[-1] if stack else None for stack in square] for square in playout.squares()] == tops
    assert playout.outcome() == outcome(state), "the playout's outcome differs"


def check_end(state: State, start: State, texts: list[str]) -> None:
    rules = state.rules
    result = outcome(state)
    if result.went_out is None:
        if rules.stock_end == "last-card":
            assert state.stock == ()
        else:
            assert state.stock == () and not any(state.hands)
        assert result.scores == result.values
    else:
        own = GAME.side_of(rules, result.went_out) - 1
        assert result.values[own] >= 5
        expected = list(result.values)
        expected[own] = going_out_score(result.values[own], rules)
        assert result.scores == tuple(expected)
    for square, lines in zip(state.squares, result.lines):
        assert sum(line.points for line in lines) == square_value(square, rules.suit_line)
    replayed = start
    for text in texts:
        replayed = play_record_move(GAME, replayed, text)
    assert replayed == state, "the record's moves do not replay to the same state"


VARIANTS = [
    Rules(players, suit_line, going_out, stock_end)
    for players, suit_line, going_out, stock_end in itertools.product((2, 3, 4), SUIT_LINE, GOING_OUT, STOCK_END)
]


def soak(deals: int, seed: int, sample_every: int) -> tuple[int, Counter]:
    rng = random.Random(seed)
    variants = VARIANTS
    moves = 0
    ends: Counter = Counter()
    for number in range(deals):
        rules = variants[number % len(variants)]
        deck = list(double_deck())
        rng.shuffle(deck)
        state = start = deal(rules, rng.randint(1, rules.players), deck)
        texts: list[str] = []
        step = 0
        playout = GAME.playout(state)
        try:
            while True:
                check_state(state)
                check_playout(playout, state)
                if to_move(state) is None:
                    break
                if step % sample_every == 0:
                    check_sample(state, rng)
                move = rng.choice(legal_moves(state))
                texts.append(GAME.record_text(state, move))
                state = apply(state, move)
                playout.apply(move)
                step += 1
                moves += 1
            check_end(state, start, texts)
        except AssertionError as error:
            print(f"deal {number + 1} ({rules}, deck {' '.join(map(str, deck))}): {error}", file=sys.stderr)
            raise SystemExit(1) from None
        ends[(rules.players, "went out" if state.went_out else "stock")] += 1
        asks = [event.move for event in state.log if isinstance(event.move, Answer)]
        ends[(rules.players, "asks refused")] += asks.count(Answer(False))
    return moves, ends


def soak_playout(per_variant: int, seed: int) -> Counter:
    """``per_variant`` random deals of each variant on the public engine and on the fast path side by side, plus a
    second playout made from the state at a random step; checked after every move. Counts deals and moves."""
    rng = random.Random(seed)
    counts: Counter = Counter()
    for rules in VARIANTS:
        for _ in range(per_variant):
            deck = list(double_deck())
            rng.shuffle(deck)
            state = deal(rules, rng.randint(1, rules.players), deck)
            playouts = [GAME.playout(state)]
            later = rng.randint(0, 80)
            try:
                for step in itertools.count():
                    if step == later:
                        playouts.append(Playout(state))
                    for playout in playouts:
                        check_playout(playout, state)
                    moves = legal_moves(state)
                    if not moves:
                        break
                    move = rng.choice(moves)
                    state = apply(state, move)
                    for playout in playouts:
                        playout.apply(move)
                    counts[rules, "moves"] += 1
            except AssertionError as error:
                print(f"{rules}, deck {' '.join(map(str, deck))}: {error}", file=sys.stderr)
                raise SystemExit(1) from None
            counts[rules, "deals"] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sample-every", type=int, default=10, help="heavy checks on every N-th turn")
    parser.add_argument("--playout", type=int, metavar="N", help="only the fast path: N deals of each variant")
    args = parser.parse_args()
    start = time.perf_counter()
    if args.playout:
        counts = soak_playout(args.playout, args.seed)
        seconds = time.perf_counter() - start
        print(f"playout fast path = public engine, move for move ({seconds:.0f} s):")
        for rules in VARIANTS:
            print(f"  {rules}: {counts[rules, 'deals']} deals, {counts[rules, 'moves']} moves")
        return
    moves, ends = soak(args.deals, args.seed, args.sample_every)
    seconds = time.perf_counter() - start
    print(f"{args.deals} deals, {moves} moves, all invariants held ({seconds:.0f} s)")
    for (players, how), count in sorted(ends.items()):
        if how != "asks refused" or count:
            print(f"  {players} players, {how if how == 'asks refused' else 'ended by ' + how}: {count}")


if __name__ == "__main__":
    main()
