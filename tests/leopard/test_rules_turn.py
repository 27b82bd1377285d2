"""Rules L4 (a turn) and L6 (end of the deal)."""

from __future__ import annotations

import pytest

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
    apply,
    deal,
    legal_moves,
    observation,
    outcome,
    to_move,
)

from leopard_helpers import cards, position

WORTH_6 = "AH 2H 3H / 4D 5H 6D / 7S 8C 9H"
WORTH_4 = "AH 2H 3H / 4H . . / 7H . ."  # row 1-2-3 and column 1-4-7 in hearts: 2 + 2
WORTH_5 = "AH 2H 3H / 4D 5H 6D / 7S 8C 9D"  # rows 2+1+0, columns 0+0+1, diagonals 1+0


def test_worth_helpers_are_what_the_tests_say():
    state = position(2, (WORTH_6, WORTH_5))
    assert state.values == (6, 5)
    assert position(2, (WORTH_4, "")).values == (4, 0)


def test_L4_1_with_five_or_more_the_player_chooses_before_drawing():
    state = position(2, (WORTH_5, ""), ("KD 5S 6S", "7C"), stock="QS 2C")
    assert to_move(state) == 1
    assert state.phase == "before_draw"
    assert legal_moves(state) == (GoOut(), Draw())
    seen = observation(state, 1)
    assert seen.hand == cards("KD 5S 6S")
    assert seen.drawn is None
    assert seen.stock_size == 2
    assert "QS" not in repr(seen)  # the next stock card is not shown before the choice
    drawn = apply(state, Draw())
    assert drawn.phase == "play"
    assert observation(drawn, 1).hand == cards("KD 5S 6S QS")
    assert observation(drawn, 1).drawn == cards("QS")[0]
    over = apply(state, GoOut())
    assert outcome(over).went_out == 1


def test_L4_1_going_out_is_not_allowed_with_a_square_worth_4():
    state = position(2, (WORTH_4, ""), ("KD", "7C"), stock="QS 2C")
    assert state.values[0] == 4
    assert state.phase == "play"  # no choice to make: the draw happened at once
    assert state.hands[0] == cards("KD QS")
    assert GoOut() not in legal_moves(state)
    with pytest.raises(IllegalMove, match=r"^you may go out only with a square worth 5 or more \(yours is worth 4\)$"):
        apply(state, GoOut())


def test_L4_1_going_out_is_optional_and_not_allowed_after_drawing():
    state = apply(position(2, (WORTH_5, ""), ("KD", "7C"), stock="QS 2C"), Draw())
    with pytest.raises(IllegalMove, match="^you may go out only at the start of your turn, before drawing$"):
        apply(state, GoOut())
    with pytest.raises(IllegalMove, match="^you have already drawn this turn$"):
        apply(state, Draw())
    before = position(2, (WORTH_5, ""), ("KD", "7C"), stock="QS 2C")
    with pytest.raises(IllegalMove, match="^first go out or draw$"):
        apply(before, Discard(cards("KD")[0]))


def test_L4_2_draw_then_exactly_one_play_and_the_drawn_card_may_be_played():
    state = position(2, ("", ""), ("KD 5S", "7C 8C"), stock="QS 2C 3C")
    assert state.hands[0] == cards("KD 5S QS")
    assert state.drawn == cards("QS")[0]
    after = apply(state, Place(cards("QS")[0], 1, 9))
    assert after.hands[0] == cards("KD 5S")
    assert to_move(after) == 2
    assert after.hands[1] == cards("7C 8C 2C")  # seat 2 has drawn the next card
    assert after.stock == cards("3C")


def test_L4_3_cards_in_the_discard_pile_or_a_square_cannot_be_taken_back():
    state = position(2, ("5H . . / . . . / . . .", ""), ("KD", "7C"), stock="QS 2C", discards="8C")
    with pytest.raises(IllegalMove, match="^8C is not in your hand$"):
        apply(state, Discard(cards("8C")[0]))
    with pytest.raises(IllegalMove, match="^5H is not in your hand$"):
        apply(state, Place(cards("5H")[0], 2, 5))
    assert {type(move) for move in legal_moves(state)} == {Place, Discard}


def test_L4_4_every_card_in_hand_can_be_discarded():
    state = position(2, (WORTH_6, "AH 2H 3H / 4D 5H 6D / 7S 8C 9H"), ("7H 7H 10S", "7C"), stock="JS 2C")
    state = apply(state, Draw())
    discards = [move for move in legal_moves(state) if isinstance(move, Discard)]
    assert discards == [Discard(card) for card in cards("7H 10S JS")]  # 7H, 10S have nowhere to go
    assert [move for move in legal_moves(state) if isinstance(move, Place) and move.card.rank != 11] == []


def test_L6_1_going_out_ends_the_deal_at_once():
    state = position(2, (WORTH_5, "AS . . / . . . / . . ."), ("KD", "7C"), stock="QS 2C")
    over = apply(state, GoOut())
    assert to_move(over) is None
    assert legal_moves(over) == ()
    assert over.stock == cards("QS 2C")
    with pytest.raises(IllegalMove, match="^the deal is over$"):
        apply(over, Draw())
    assert outcome(over).went_out == 1


def test_L6_1_with_four_players_out_asks_the_partner_who_moves_next():
    # Seat 3 plays for square 1 with seat 1.
    state = position(4, (WORTH_6, ""), ("7D", "", "KD", ""), turn=3, stock="QS 2C")
    assert state.phase == "before_draw"
    assert legal_moves(state) == (GoOut(), Draw())
    asked = apply(state, GoOut())
    assert (asked.phase, asked.turn, to_move(asked)) == ("asked", 3, 1)
    assert legal_moves(asked) == (Answer(True), Answer(False))
    assert outcome(asked) is None
    assert asked.stock == cards("QS 2C") and asked.drawn is None
    for move in (Draw(), GoOut(), Discard(cards("7D")[0])):
        with pytest.raises(IllegalMove, match="^first answer your partner: yes or no$"):
            apply(asked, move)
    # Every seat sees who asked (public), and the ask in the log.
    for seat in (1, 2, 3, 4):
        seen = observation(asked, seat)
        assert (seen.asker, seen.to_move, seen.phase) == (3, 1, "asked")
        assert seen.log[-1].seat == 3 and seen.log[-1].move == GoOut()


def test_L6_1_yes_ends_the_deal_and_the_asker_has_gone_out():
    state = position(4, (WORTH_6, ""), ("7D", "", "KD", ""), turn=3, stock="QS 2C")
    over = apply(apply(state, GoOut()), Answer(True))
    assert to_move(over) is None
    result = outcome(over)
    assert result.went_out == 3
    assert result.values == (6, 0)
    assert result.scores == (6, 0)  # L7.2: 4 + 2·(6 − 5)
    assert [(event.seat, event.move) for event in over.log] == [(3, GoOut()), (1, Answer(True))]
    assert observation(over, 2).went_out == 3


def test_L6_1_no_gives_the_turn_back_to_the_asker_who_draws_and_plays():
    state = position(4, (WORTH_6, ""), ("7D", "", "KD", ""), turn=3, stock="QS 2C")
    refused = apply(apply(state, GoOut()), Answer(False))
    assert (refused.phase, to_move(refused), refused.drawn, refused.refused) == ("play", 3, cards("QS")[0], True)
    assert refused.hands[2] == cards("KD QS")
    assert refused.stock == cards("2C")
    assert GoOut() not in legal_moves(refused)
    assert observation(refused, 2).log[-1].move == Answer(False)
    after = apply(refused, Discard(cards("KD")[0]))
    assert to_move(after) == 4 and after.refused is False


def test_L6_1_no_second_ask_in_the_same_turn_even_with_an_empty_stock():
    rules = Rules(4, stock_end="play-out")
    state = position(rules, (WORTH_6, ""), ("9C", "9D", "KD 7D", "9S"), turn=3, stock="")
    assert state.phase == "play" and legal_moves(state)[0] == GoOut()  # L6.2: no draw, going out stays allowed
    refused = apply(apply(state, GoOut()), Answer(False))
    assert refused.drawn is None and refused.hands[2] == cards("KD 7D")
    assert GoOut() not in legal_moves(refused)
    with pytest.raises(IllegalMove, match="^your partner said no this turn: place or discard a card$"):
        apply(refused, GoOut())
    with pytest.raises(IllegalMove, match="^your partner said no this turn: place or discard a card$"):
        GAME.parse_move("out", observation(refused, 3))
    # The next turn of the same seat may ask again.
    later = apply(refused, Discard(cards("7D")[0]))
    for text in ("9S", "9C", "9D"):  # seats 4, 1 and 2 discard
        later = apply(later, Discard(cards(text)[0]))
    assert to_move(later) == 3 and legal_moves(later)[0] == GoOut()


def test_L6_1_answers_belong_to_four_players_only():
    state = position(2, (WORTH_6, ""), ("KD", "7C"), stock="QS 2C")
    with pytest.raises(IllegalMove, match="^nobody asked to go out$"):
        apply(state, Answer(True))
    assert outcome(apply(state, GoOut())).went_out == 1  # two players: out ends the deal at once


def test_L4_1_a_player_who_may_go_out_has_exactly_two_moves_and_draw_shows_the_card():
    state = position(2, (WORTH_6, ""), ("KD", "7C"), stock="QS 2C")
    assert legal_moves(state) == (GoOut(), Draw())
    assert observation(state, 1).drawn is None and cards("QS")[0] not in observation(state, 1).hand
    drawn = apply(state, Draw())
    assert (drawn.phase, drawn.drawn) == ("play", cards("QS")[0])
    assert GoOut() not in legal_moves(drawn)
    assert all(isinstance(move, (Place, Discard)) for move in legal_moves(drawn))


def test_L6_2_last_card_the_deal_ends_with_the_turn_that_drew_the_last_card():
    state = position(2, ("", ""), ("KD", "7C"), stock="QS 2C")
    state = apply(state, Discard(cards("KD")[0]))  # seat 2 draws 2C, the last card
    assert state.stock == ()
    assert to_move(state) == 2
    state = apply(state, Discard(cards("2C")[0]))
    assert to_move(state) is None
    assert outcome(state).went_out is None
    assert state.hands == (cards("QS"), cards("7C"))


def test_L6_2_drawing_the_last_card_does_not_open_a_second_chance_to_go_out():
    for stock_end in ("last-card", "play-out"):
        state = position(Rules(2, stock_end=stock_end), (WORTH_5, ""), ("KD", "7C"), stock="QS")
        state = apply(state, Draw())  # the last card: the stock is empty, but the choice was made
        assert state.stock == () and state.phase == "play"
        assert GoOut() not in legal_moves(state)
        with pytest.raises(IllegalMove, match="^you may go out only at the start of your turn, before drawing$"):
            apply(state, GoOut())
        with pytest.raises(IllegalMove, match="^you may go out only at the start of your turn, before drawing$"):
            GAME.parse_move("out", observation(state, 1))


def test_L6_2_play_out_goes_on_without_drawing_until_every_hand_is_empty():
    rules = Rules(2, stock_end="play-out")
    state = position(rules, ("", "AS 2S 3S / 4C 5S 6C / 7C 8S 9S"), ("KD", "7C"), stock="QS")
    state = apply(state, Discard(cards("KD")[0]))  # stock empty after seat 1's draw
    assert to_move(state) == 2
    assert state.phase == "play"
    assert state.drawn is None
    assert state.values[1] == 11  # going out stays allowed, now without a draw (L6.2)
    assert legal_moves(state)[0] == GoOut()
    state = apply(state, Discard(cards("7C")[0]))
    assert to_move(state) == 1
    assert state.hands == (cards("QS"), ())
    state = apply(state, Place(cards("QS")[0], 1, 5))
    assert to_move(state) is None
    assert outcome(state).went_out is None


def test_L6_3_when_nobody_goes_out_everybody_scores_plain_value():
    rules = Rules(2)
    state = position(rules, ("AH 2H 3H / . . . / . . .", "AS 2S . / . . . / . . ."), ("KD", "3S"), stock="QS")
    state = apply(state, Discard(cards("KD")[0]))  # seat 1 drew the last card
    result = outcome(state)
    assert result.went_out is None
    assert result.values == (2, 0)
    assert result.scores == (2, 0)
    assert GAME.deal_points(result) == (2, 0)


def test_a_real_deal_ends_and_has_an_outcome():
    state = deal(Rules(2), 2, double_deck())
    moves = 0
    while to_move(state) is not None:
        moves += 1
        state = apply(state, legal_moves(state)[-1])  # always the last legal move: a discard or Draw
    assert moves == 104 - 16
    assert outcome(state).went_out is None
