"""Rules L9 (notation): parsing what a player types, the canonical form, and the record's moves."""

from __future__ import annotations

import pytest

from cardtable.game import IllegalMove, InvalidMove
from cardtable.i18n import using_language

from cardtable.records import play_record_move

from leopard.rules import (
    GAME,
    Answer,
    Discard,
    Draw,
    GoOut,
    Place,
    Rules,
    apply,
    format_move,
    observation,
    parse_move,
)

from leopard_helpers import cards, position

WORTH_6 = "AH 2H 3H / 4D 5H 6D / 7S 8C 9H"


def card(text: str):
    return cards(text)[0]


@pytest.fixture
def seen():
    """Seat 1 to play, after its draw, holding 7H 10S KD JC QS 8C."""
    state = position(2, hands=("7H 10S KD JC QS", ""), stock="8C 2C")
    return observation(state, 1)


def test_L9_1_cards_in_any_case_with_symbols_or_russian_letters(seen):
    assert parse_move("7h", seen) == Place(card("7H"), 1, 7)
    assert parse_move("10s:5", seen) == Place(card("10S"), 1, 5)
    assert parse_move("qs:9", seen) == Place(card("QS"), 1, 9)
    assert parse_move("7♥", seen) == Place(card("7H"), 1, 7)
    assert parse_move("Дп:9", seen) == Place(card("QS"), 1, 9)  # Russian queen of spades
    assert parse_move("Кб:1", seen) == Place(card("KD"), 1, 1)
    assert parse_move("Вт@2:5", seen) == Place(card("JC"), 2, 5)


def test_L9_1_latin_t_is_refused_with_a_hint(seen):
    with pytest.raises(InvalidMove, match="for a ten type 10"):
        parse_move("TS:5", seen)


def test_L9_2_examples_parse_and_format_back(seen):
    examples = {
        "7H": Place(card("7H"), 1, 7),
        "7H@2": Place(card("7H"), 2, 7),
        "10S:5": Place(card("10S"), 1, 5),
        "KD:1": Place(card("KD"), 1, 1),
        "JC@2:5": Place(card("JC"), 2, 5),
        "QS:9": Place(card("QS"), 1, 9),
        "-8C": Discard(card("8C")),
    }
    for text, move in examples.items():
        assert parse_move(text, seen) == move
        assert format_move(move, seen) == text
        assert GAME.format_move(move, seen) == text


def test_L9_2_canonical_form_leaves_out_the_own_square_and_an_a_to_9_cell(seen):
    assert parse_move("7H@1", seen) == Place(card("7H"), 1, 7)
    assert parse_move("7H:7", seen) == Place(card("7H"), 1, 7)
    assert parse_move(" 7h@1:7 ", seen) == Place(card("7H"), 1, 7)
    assert format_move(Place(card("7H"), 1, 7), seen) == "7H"
    seat2 = observation(position(2, hands=("", "7H"), turn=2), 2)
    assert format_move(Place(card("7H"), 2, 7), seat2) == "7H"
    assert format_move(Place(card("7H"), 1, 7), seat2) == "7H@1"


def test_L9_2_syntax_errors_are_invalid_moves(seen):
    for text, reason in (
        ("", "empty move"),
        ("10S", "a Ten needs a cell"),
        ("KD", "a King needs a cell"),
        ("JC@2", "a Jack needs a cell"),
        ("QS", "a Queen needs a cell"),
        ("7Z", 'unknown suit "Z"'),
        ("7H@x", '"7H@x": the square must be a number, not "x"'),
        ("10S:five", '"10S:five": the cell must be a number, not "five"'),
        ("-", "empty card"),
        ("go", 'unknown suit "o"'),
    ):
        with pytest.raises(InvalidMove, match=reason):
            parse_move(text, seen)


def test_L9_2_a_square_or_cell_that_is_not_a_number_is_refused_wholly_in_russian(seen):
    with using_language("ru"):
        with pytest.raises(InvalidMove) as square:
            parse_move("7ч@2@3", seen)
        with pytest.raises(InvalidMove) as cell:
            parse_move("10п:пять", seen)
    assert str(square.value) == "«7ч@2@3»: номер квадрата должен быть числом, а не «2@3»"
    assert str(cell.value) == "«10п:пять»: номер клетки должен быть числом, а не «пять»"


def test_L9_2_moves_not_legal_now_are_illegal_moves(seen):
    for text, reason in (
        ("KD@2:1", "a King goes only in your own square"),
        ("10S@2:5", "a Ten goes only in your own square"),
        ("QS@2:9", "a Queen goes only in your own square"),
        ("7H:5", "a 7 goes only on cell 7"),
        ("5S", "5S is not in your hand"),
        ("-5S", "5S is not in your hand"),
        ("out", r"you may go out only with a square worth 5 or more \(yours is worth 0\)"),
        ("draw", "you have already drawn this turn"),
        ("7H@3", "there is no square 3"),
        ("JC@2:10", "there is no cell 10"),
    ):
        with pytest.raises(IllegalMove, match=f"^{reason}$"):
            parse_move(text, seen)


def test_L9_2_a_court_card_or_ten_not_held_is_not_in_the_hand_though_its_cell_is_missing(seen):
    """QH could only be a Queen's place, which needs a cell; but no cell would make it a move: Q♥ is not held.
    The seat holds Q♠, a Ten, a Jack and a King: those keep the message about the cell."""
    for text in ("QH", "QH@2", "10H", "JS@2", "KH"):
        card_text = text.partition("@")[0]
        with pytest.raises(IllegalMove, match=f"^{card_text} is not in your hand$"):
            parse_move(text, seen)
    with pytest.raises(InvalidMove, match="^\"QS\": a Queen needs a cell, e.g. QS:5$"):
        parse_move("QS", seen)
    with pytest.raises(IllegalMove, match="^it is not your turn$"):
        parse_move("QH", observation(position(2, hands=("QS", "7H"), turn=2), 1))


def test_L9_2_out_and_draw_before_the_draw():
    state = position(2, (WORTH_6, ""), ("KD", "7C"), stock="QS 2C")
    seen = observation(state, 1)
    assert parse_move("OUT", seen) == GoOut()
    assert parse_move("draw", seen) == Draw()
    assert format_move(GoOut(), seen) == "out"
    assert format_move(Draw(), seen) == "draw"
    with pytest.raises(IllegalMove, match="^first go out or draw$"):
        parse_move("-KD", seen)
    with pytest.raises(IllegalMove, match="^it is not your turn$"):
        parse_move("out", observation(state, 2))


def test_L9_2_format_2_records_hold_the_declined_go_out_as_draw():
    state = position(2, (WORTH_6, ""), ("KD", "7C"), stock="QS 2C")
    assert GAME.record_text(state, Draw()) == "draw"
    assert GAME.record_text(state, GoOut()) == "out"
    drawn = apply(state, Draw())
    assert GAME.record_text(drawn, Place(card("QS"), 1, 9)) == "QS:9"
    assert GAME.record_moves(state, "draw", 2) == (Draw(),)
    assert GAME.record_moves(drawn, "QS:9", 2) == (Place(card("QS"), 1, 9),)
    assert play_record_move(GAME, state, "draw") == drawn
    # Format 2 never implies the draw of a player who could go out.
    with pytest.raises(IllegalMove, match="^first go out or draw$"):
        play_record_move(GAME, state, "QS:9")
    with pytest.raises(IllegalMove, match="^5S is not in your hand$"):
        play_record_move(GAME, drawn, "5S")
    with pytest.raises(InvalidMove):
        play_record_move(GAME, state, "10S")


def test_L9_2_format_1_records_imply_the_draw_and_the_partners_yes():
    state = position(2, (WORTH_6, ""), ("KD", "7C"), stock="QS 2C")
    drawn = apply(state, Draw())
    # A format 1 record's "QS:9" arrives before the draw: it stands for the draw and the place.
    assert GAME.record_moves(state, "QS:9", 1) == (Draw(), Place(card("QS"), 1, 9))
    assert play_record_move(GAME, state, "QS:9", 1) == apply(drawn, Place(card("QS"), 1, 9))
    assert GAME.record_moves(state, "out", 1) == (GoOut(),)
    with pytest.raises(InvalidMove, match="format 1 records do not hold this move"):
        GAME.record_moves(state, "draw", 1)
    four = position(4, (WORTH_6, ""), ("KD", "", "", ""), stock="QS 2C")
    assert GAME.record_moves(four, "out", 1) == (GoOut(), Answer(True))
    assert play_record_move(GAME, four, "out", 1).went_out == 1
    with pytest.raises(InvalidMove, match="format 1 records do not hold this move"):
        GAME.record_moves(apply(four, GoOut()), "yes", 1)


def test_L9_2_yes_and_no_are_the_partners_answers():
    four = position(4, (WORTH_6, ""), ("KD", "", "7C", ""), stock="QS 2C")
    asked = apply(four, GoOut())
    seen = observation(asked, 3)
    assert parse_move("yes", seen) == Answer(True)
    assert parse_move("NO", seen) == Answer(False)
    assert format_move(Answer(True), seen) == "yes"
    assert format_move(Answer(False), seen) == "no"
    assert GAME.record_text(asked, Answer(False)) == "no"
    with pytest.raises(IllegalMove, match="^first answer your partner: yes or no$"):
        parse_move("-7C", seen)
    with pytest.raises(IllegalMove, match="^it is not your turn$"):
        parse_move("yes", observation(asked, 1))
    with pytest.raises(IllegalMove, match="^nobody asked to go out$"):
        parse_move("yes", observation(four, 1))


def test_L9_2_with_four_players_square_numbers_are_partnerships():
    state = position(4, hands=("", "", "", "7H 10S"), turn=4)
    seen = observation(state, 4)
    assert parse_move("7H@1", seen) == Place(card("7H"), 1, 7)
    assert parse_move("10S:3", seen) == Place(card("10S"), 2, 3)
    assert format_move(Place(card("10S"), 2, 3), seen) == "10S:3"
    with pytest.raises(IllegalMove, match="^there is no square 3$"):
        parse_move("7H@3", seen)
    assert Rules(4).squares == 2
