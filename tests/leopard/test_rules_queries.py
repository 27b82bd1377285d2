"""The rule questions screens ask of an observation (leopard.rules.queries): what going out would score (L4.1,
L7.2), whether it is open (L4.1, L6.1, L6.2), where a card may go (L5) and whether this is the last turn (L6.2)."""

from __future__ import annotations

from cardtable.cards import parse_card

from leopard.rules import (
    Answer,
    Draw,
    GoOut,
    Place,
    Rules,
    apply,
    card_places,
    last_turn,
    may_go_out,
    observation,
    score_for_going_out,
)

from leopard_helpers import position

C = parse_card
WORTH_6 = "AH 2H 3H / 4D 5H 6D / 7S 8C 9H"
WORTH_4 = "AH 2H 3H / 4H . . / 7H . ."


def test_L7_2_going_out_now_scores_by_the_rules_option_for_the_observing_seats_square():
    state = position(2, (WORTH_6, WORTH_4), ("KD", "7C"))
    assert score_for_going_out(observation(state, 1)) == 6  # russian: 4 + 2·(6 − 5)
    assert score_for_going_out(observation(state, 2)) == 2  # 4 + 2·(4 − 5): not open, but the formula's number
    abbott = position(Rules(2, going_out="abbott"), (WORTH_6, ""), ("KD", "7C"))
    assert score_for_going_out(observation(abbott, 1)) == 7  # 5 + 2·(6 − 5)


def test_L7_2_with_four_players_the_partner_reads_the_shared_squares_score():
    state = position(4, (WORTH_6, ""), ("KS", "AC", "AD", "2D"), turn=3, dealer=2)
    asked = apply(state, GoOut())
    assert score_for_going_out(observation(asked, 1)) == 6
    assert score_for_going_out(observation(asked, 2)) == 4 + 2 * (0 - 5)


def test_L4_1_going_out_is_open_before_the_draw_to_the_seat_to_move_only():
    state = position(2, (WORTH_6, WORTH_6), ("KD", "7C"), stock="QS 2C")
    assert state.phase == "before_draw"
    assert may_go_out(observation(state, 1)) is True
    assert may_go_out(observation(state, 2)) is False  # not its turn
    drawn = apply(state, Draw())
    assert may_go_out(observation(drawn, 1)) is False  # L4.1: the choice comes before the draw


def test_L4_1_going_out_is_closed_below_five():
    state = position(2, (WORTH_4, ""), ("KD", "7C"), stock="QS 2C")
    assert may_go_out(observation(state, 1)) is False


def test_L6_2_play_out_with_an_empty_stock_leaves_going_out_open_among_the_plays():
    state = position(Rules(2, stock_end="play-out"), (WORTH_6, ""), ("KD", "7C"), stock="")
    assert state.phase == "play"
    assert may_go_out(observation(state, 1)) is True


def test_L6_1_the_partner_answers_and_nobody_may_go_out_after_a_no():
    rules = Rules(4, stock_end="play-out")
    state = position(rules, (WORTH_6, ""), ("KS QD", "AC 3S", "AD 3D", "2D 3C"), turn=3, stock="", dealer=2)
    assert may_go_out(observation(state, 3)) is True
    asked = apply(state, GoOut())
    assert [may_go_out(observation(asked, seat)) for seat in (1, 2, 3, 4)] == [False, False, False, False]
    refused = apply(asked, Answer(False))
    assert refused.turn == 3 and refused.drawn is None  # the stock is empty: no draw
    assert may_go_out(observation(refused, 3)) is False  # L6.1: not again in that turn


def test_L5_1_an_ace_to_nine_takes_its_rank_cell_where_it_is_empty_own_square_first():
    state = position(2, ("", ". . . / . . . / . 8C ."), ("7D 8S", "AC"), turn=2)
    seat_2 = observation(state, 2)
    assert card_places(seat_2, C("7D")) == (Place(C("7D"), 2, 7), Place(C("7D"), 1, 7))
    assert card_places(seat_2, C("8S")) == (Place(C("8S"), 1, 8),)  # cell 8 of square 2 is taken


def test_L5_4_a_cell_under_a_face_down_jack_is_empty_again():
    state = position(2, (". . . / . . . / . 8C+JH .", ""), ("8S", "AC"))
    assert card_places(observation(state, 1), C("8S")) == (Place(C("8S"), 1, 8), Place(C("8S"), 2, 8))


def test_L5_2_L5_3_L5_5_tens_kings_and_queens_stay_in_the_own_square():
    state = position(2, ("AH 2H 3H / 4D 5H+QC 6D / 7S 8C 9H", ""), ("10S KS QS", "AC"))
    seen = observation(state, 1)
    assert card_places(seen, C("10S")) == (Place(C("10S"), 1, 5),)  # the one empty cell (L2.2)
    assert card_places(seen, C("KS")) == tuple(Place(C("KS"), 1, cell) for cell in range(1, 10))
    assert card_places(seen, C("QS")) == tuple(Place(C("QS"), 1, cell) for cell in range(1, 10))


def test_L5_4_a_jack_takes_any_cell_of_any_square_own_first():
    state = position(3, ("", "", ""), ("JC", "AC", "AD"), turn=2, dealer=1)
    places = card_places(observation(state, 2), C("JC"))
    assert places == tuple(Place(C("JC"), square, cell) for square in (2, 1, 3) for cell in range(1, 10))


def test_L6_2_last_card_the_turn_that_draws_the_last_stock_card_is_the_last():
    assert last_turn(observation(position(2, ("", ""), ("KD", "7C"), stock="2C"), 1)) is True  # drew it
    assert last_turn(observation(position(2, ("", ""), ("KD", "7C"), stock="2C 3C"), 1)) is False
    before = position(2, (WORTH_6, ""), ("KD", "7C"), stock="2C")
    assert before.phase == "before_draw"
    assert last_turn(observation(before, 1)) is True  # the draw will take the last card
    assert last_turn(observation(before, 2)) is True  # every seat may know it: the stock size is public
    assert last_turn(observation(apply(before, GoOut()), 1)) is False  # the deal is over


def test_L6_2_play_out_the_last_turn_plays_the_last_card_in_any_hand():
    rules = Rules(2, stock_end="play-out")
    assert last_turn(observation(position(rules, ("", ""), ("KD", "7C"), stock="2C"), 1)) is False
    assert last_turn(observation(position(rules, ("", ""), ("KD", "7C"), stock=""), 1)) is False
    assert last_turn(observation(position(rules, ("", ""), ("KD", ""), stock=""), 1)) is True
