"""Seats for tables of two to eight: default names, the left-hand neighbour and sides."""

import pytest
from table_wide_game import WIDE

from cardtable.i18n import using_language
from cardtable.records import SeatInfo
from cardtable.seating import (
    alternating_side,
    default_name,
    left_of,
    level_text,
    name_key,
    partners,
    seat_sides,
    seats_of_side,
    short_name,
    with_default_seats,
)


def test_default_names_count_from_one():
    assert [default_name(seat) for seat in (1, 8)] == ["Player 1", "Player 8"]


def test_a_cut_name_keeps_its_short_last_word_down_to_three_characters():
    assert [short_name("Player 3", room) for room in range(9, 1, -1)] == [
        "Player 3", "Player 3", "Play… 3", "Pla… 3", "Pl… 3", "P… 3", "P…3", "P…",
    ]
    assert [short_name("Konstantin", room) for room in (10, 6, 2, 1)] == ["Konstantin", "Konst…", "K…", "K…"]


def test_a_level_spec_is_written_with_the_level_word_of_the_language_and_its_budget_as_given():
    specs = ("greedy", "strong:2000", "expert:0.5s")
    assert [level_text(spec) for spec in specs] == ["greedy", "strong:2000", "expert:0.5s"]
    with using_language("ru"):
        assert [level_text(spec) for spec in specs] == ["жадный", "сильный:2000", "эксперт:0.5s"]


def test_seats_are_filled_up_with_default_names_and_never_cut():
    seats = (SeatInfo("Anna"), SeatInfo("Bot", "random"))
    assert with_default_seats(seats, 4) == (*seats, SeatInfo("Player 3"), SeatInfo("Player 4"))
    assert with_default_seats(seats, 1) == seats


def test_a_seat_filled_up_takes_the_next_default_name_when_a_seat_holds_its_own():
    seats = (SeatInfo("player 2"),)
    assert with_default_seats(seats, 3) == (*seats, SeatInfo("Player 3"), SeatInfo("Player 4"))


def test_a_default_name_in_any_language_has_one_key_and_other_names_their_case_folded_own():
    names = ("Player 3", "игрок 3", "ИГРОК 03", "Anna", "Player", "Игрок 3a", "Player ３")
    expected = ["player 3", "player 3", "player 3", "anna", "player", "игрок 3a", "player ３"]
    assert [name_key(name) for name in names] == expected
    with using_language("ru"):
        assert [name_key(name) for name in names] == expected


def test_a_seat_filled_up_passes_over_its_default_name_held_in_another_language():
    seats = (SeatInfo("Игрок 2"),)
    assert with_default_seats(seats, 3) == (*seats, SeatInfo("Player 3"), SeatInfo("Player 4"))
    with using_language("ru"):
        assert with_default_seats((SeatInfo("Player 2"),), 2) == (SeatInfo("Player 2"), SeatInfo("Игрок 3"))


def test_left_of_goes_clockwise_and_wraps():
    assert [left_of(seat, 8) for seat in range(1, 9)] == [2, 3, 4, 5, 6, 7, 8, 1]


@pytest.mark.parametrize(
    ("sides", "expected"),
    [(2, [1, 2, 1, 2, 1, 2, 1, 2]), (4, [1, 2, 3, 4, 1, 2, 3, 4]), (8, [1, 2, 3, 4, 5, 6, 7, 8])],
)
def test_alternating_partnerships_at_eight_seats(sides, expected):
    assert [alternating_side(seat, sides) for seat in range(1, 9)] == expected


def test_sides_and_partners_at_a_table_of_eight_in_two_partnerships():
    rules = WIDE.make_rules(8, {"teams": 2})
    assert seat_sides(WIDE, rules) == (1, 2, 1, 2, 1, 2, 1, 2)
    assert seats_of_side(WIDE, rules, 2) == (2, 4, 6, 8)
    assert partners(WIDE, rules, 3) == (1, 5, 7)


def test_a_seat_playing_alone_has_no_partners():
    rules = WIDE.make_rules(5, {})
    assert seat_sides(WIDE, rules) == (1, 2, 3, 4, 5)
    assert partners(WIDE, rules, 5) == ()
