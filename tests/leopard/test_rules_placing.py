"""Rules L2 (the square) and L5 (where a card may be placed)."""

from __future__ import annotations

import pytest

from cardtable.game import IllegalMove

from leopard.rules import GAME, LINES, Discard, Place, Rules, apply, legal_moves, observation, square_of

from leopard_helpers import cards, position


def card(text: str):
    return cards(text)[0]


def places(state, text: str) -> list[tuple[int, int]]:
    """(square, cell) of every legal place of the card ``text``."""
    return [(m.square, m.cell) for m in legal_moves(state) if isinstance(m, Place) and m.card == card(text)]


def test_L2_1_cells_are_numbered_like_the_ranks_in_reading_order():
    state = position(2, hands=("AH 5H 9H", ""))
    assert places(state, "AH") == [(1, 1), (2, 1)]
    assert places(state, "5H") == [(1, 5), (2, 5)]
    assert places(state, "9H") == [(1, 9), (2, 9)]
    after = apply(state, Place(card("9H"), 1, 9))
    assert after.squares[0][8] == cards("9H")
    assert LINES[0] == (1, 2, 3) and LINES[2] == (7, 8, 9)


def test_L2_2_only_the_top_card_counts_and_face_down_is_empty():
    # 5H covered by a King: the King counts. 7D covered by a Jack: the cell is empty again.
    state = position(
        2, ("AH 2H 3H / 4H 5H+KS 6H / 7D+JC 8H 9H", ""), ("5D 7C", "")
    )
    # Only row 1-2-3 and column 3-6-9 score: lines through 5 show the King, lines through 7 an empty cell.
    assert state.values[0] == 2 + 2
    assert places(state, "7C") == [(1, 7), (2, 7)]
    assert places(state, "5D") == [(2, 5)]


def test_L2_3_eight_lines():
    assert LINES == ((1, 2, 3), (4, 5, 6), (7, 8, 9), (1, 4, 7), (2, 5, 8), (3, 6, 9), (1, 5, 9), (3, 5, 7))


def test_L5_1_ace_to_nine_on_its_own_cell_of_any_square_when_empty():
    state = position(2, ("", ". . . / . . . / 7S . ."), ("7H", ""))
    assert places(state, "7H") == [(1, 7)]
    after = apply(state, Place(card("7H"), 1, 7))
    assert after.squares[0][6] == cards("7H")
    with pytest.raises(IllegalMove, match="^cell 7 of square 2 is taken$"):
        apply(state, Place(card("7H"), 2, 7))
    with pytest.raises(IllegalMove, match="^a 7 goes only on cell 7$"):
        apply(state, Place(card("7H"), 1, 5))
    with pytest.raises(IllegalMove, match="^an Ace goes only on cell 1$"):
        apply(position(2, hands=("AH", "")), Place(card("AH"), 1, 2))
    with pytest.raises(IllegalMove, match="^there is no square 3$"):
        apply(state, Place(card("7H"), 3, 7))


def test_L5_1_into_the_opponents_square():
    state = position(2, hands=("7H", ""))
    after = apply(state, Place(card("7H"), 2, 7))
    assert after.squares[1][6] == cards("7H")
    assert after.log[-1].seat == 1


def test_L5_2_a_ten_on_any_empty_cell_of_the_own_square_only():
    state = position(2, ("5H . . / . . . / . . .", ". . . / . 5C+JD . / . . ."), ("10S", ""))
    assert places(state, "10S") == [(1, c) for c in (2, 3, 4, 5, 6, 7, 8, 9)]
    with pytest.raises(IllegalMove, match="^cell 1 of square 1 is taken$"):
        apply(state, Place(card("10S"), 1, 1))
    with pytest.raises(IllegalMove, match="^a Ten goes only in your own square$"):
        apply(state, Place(card("10S"), 2, 5))
    # On a face-down Jack the cell is empty (L2.2):
    covered = position(2, (". . . / . 5C+JD . / . . .", ""), ("10S", ""))
    assert (1, 5) in places(covered, "10S")


def test_L5_2_a_ten_counts_with_its_suit_and_colour():
    state = position(2, ("AH 2H . / . . . / . . .", ""), ("10H", ""))
    assert apply(state, Place(card("10H"), 1, 3)).values[0] == 2
    state = position(2, ("AH 2D . / . . . / . . .", ""), ("10H", ""))
    assert apply(state, Place(card("10H"), 1, 3)).values[0] == 1


def test_L5_3_a_king_on_any_cell_of_the_own_square_covering_the_card_there():
    state = position(2, ("AH 2H 3H / . . . / . . .", ""), ("KS", ""))
    assert places(state, "KS") == [(1, c) for c in range(1, 10)]
    after = apply(state, Place(card("KS"), 1, 2))
    assert after.squares[0][1] == cards("2H KS")
    assert after.values[0] == 0  # the line AH KS 3H mixes colours
    assert after.log[-1].covered == card("2H")
    hearts = apply(position(2, ("AH 2H 3H / . . . / . . .", ""), ("KH", "")), Place(card("KH"), 1, 2))
    assert hearts.values[0] == 2


def test_L5_3_a_king_goes_only_in_the_own_square():
    state = position(2, hands=("KD", ""))
    with pytest.raises(IllegalMove, match="^a King goes only in your own square$"):
        apply(state, Place(card("KD"), 2, 1))  # KD@2:1 for seat 1
    assert GAME.parse_move("KD:1", observation(state, 1)) == Place(card("KD"), 1, 1)


@pytest.mark.parametrize("cell5", [".", "5H", "5H+JS"], ids=["empty", "face-up", "face-down"])
def test_L5_4_a_jack_face_down_on_any_cell_of_any_square(cell5):
    state = position(2, ("", f". . . / . {cell5} . / . . ."), ("JC", ""))
    assert places(state, "JC") == [(s, c) for s in (1, 2) for c in range(1, 10)]
    move = GAME.parse_move("JC@2:5", observation(state, 1))
    assert move == Place(card("JC"), 2, 5)
    after = apply(state, move)
    assert after.squares[1][4][-1] == card("JC")
    assert observation(after, 2).top(2, 5) is None  # the cell is empty now (L2.2)
    # Which Jack lies there, and what it covers, is public:
    assert observation(after, 2).squares[1][4] == after.squares[1][4]


def test_L5_4_a_jack_empties_the_cell_for_any_card_that_fits_there():
    state = position(2, ("", ". . . / . 5H+JS . / . . ."), ("5D", ""))
    assert places(state, "5D") == [(1, 5), (2, 5)]
    after = apply(state, Place(card("5D"), 2, 5))
    assert after.squares[1][4] == cards("5H JS 5D")


def test_L5_4_covering_a_card_with_a_jack_lowers_the_value():
    state = position(2, ("", "AS 2S 3S / . . . / . . ."), ("JC", ""))
    assert state.values == (0, 2)
    assert apply(state, Place(card("JC"), 2, 2)).values == (0, 0)


def test_L5_5_a_queen_face_down_in_the_own_square_only():
    state = position(2, ("AH 2H 3H / . . . / . . .", ""), ("QS", ""))
    assert places(state, "QS") == [(1, c) for c in range(1, 10)]
    with pytest.raises(IllegalMove, match="^a Queen goes only in your own square$"):
        apply(state, Place(card("QS"), 2, 9))
    after = apply(state, Place(card("QS"), 1, 2))
    assert after.values[0] == 0
    assert observation(after, 1).top(1, 2) is None


def test_L5_6_a_jack_or_queen_may_go_on_an_empty_cell():
    state = position(2, hands=("QS JD", ""))
    after = apply(state, Place(card("QS"), 1, 9))
    assert after.squares[0][8] == cards("QS")
    assert after.values == (0, 0)
    after = apply(position(2, hands=("JD", "")), Place(card("JD"), 2, 1))
    assert after.squares[1][0] == cards("JD")


def test_L5_7_four_players_share_the_partnership_square():
    rules = Rules(4)
    assert [square_of(rules, seat) for seat in (1, 2, 3, 4)] == [1, 2, 1, 2]
    assert GAME.sides(rules) == 2
    assert [GAME.side_of(rules, seat) for seat in (1, 2, 3, 4)] == [1, 2, 1, 2]
    state = position(4, hands=("", "", "10S KD", ""), turn=3)
    assert places(state, "10S") == [(1, c) for c in range(1, 10)]
    with pytest.raises(IllegalMove, match="^a King goes only in your own square$"):
        apply(state, Place(card("KD"), 2, 1))
    seen = observation(state, 3)
    assert seen.square == 1
    assert GAME.format_move(Place(card("KD"), 1, 1), seen) == "KD:1"
    assert GAME.format_move(Place(card("KD"), 2, 1), seen) == "KD@2:1"
    assert Discard(card("KD")) in legal_moves(state)
