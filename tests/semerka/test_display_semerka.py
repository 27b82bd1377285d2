"""How cards and frames are drawn (``--ascii``, ``--four-colour``, ``NO_COLOR``, ``FORCE_COLOR``): Semerka's hand
and table rendered on the play command's console, compared with exact text."""

import io

import pytest
from test_view_semerka import table, worked

from cardtable import display
from cardtable.cards import card_label, parse_card
from cardtable.terminal.screens import TableConsole
from leopard.notation import card_name
from leopard.notation import card_text as leopard_card_text
from semerka import notation, view
from semerka.rules import observation


@pytest.fixture(autouse=True)
def plain_display():
    """Every test starts and ends with the default display (it is process-wide)."""
    display.set_display(display.Display())
    yield
    display.set_display(display.Display())


def hand(width=60, **console):
    """Anna's hand at the worked trick's stop-or-continue, as the play command's console draws it."""
    out = TableConsole(file=io.StringIO(), width=width, **console)
    out.print(view.hand_panel(table(), observation(worked(), 1)))
    return out.file.getvalue()


def test_by_default_suits_are_symbols_in_box_drawing_frames():
    assert hand(color_system=None) == (
        "╭─ Your hand, Anna ────────────────────────────────────────╮\n"
        "│ [1] 9♠  [2] Q♦  [3] K♣                                   │\n"
        "╰─ your turn: stop, or continue with 9♠ ───────────────────╯\n"
    )


def test_ascii_writes_suits_as_letters_and_frames_of_plus_minus_bar():
    display.set_display(display.Display(ascii=True))
    assert hand(color_system=None) == (
        "+- Your hand, Anna ----------------------------------------+\n"
        "| [1] 9S  [2] QD  [3] KC                                   |\n"
        "+- your turn: stop, or continue with 9S -------------------+\n"
    )


def test_ascii_reaches_every_game_through_the_card_label():
    display.set_display(display.Display(ascii=True))
    assert [card_label(parse_card(text)) for text in ("7H", "10S", "QD", "AC")] == ["7H", "10S", "QD", "AC"]
    assert card_name(parse_card("10D")) == "10D"  # Leopard's cards too


def test_ascii_draws_the_seats_around_the_trick_in_plain_characters():
    display.set_display(display.Display(ascii=True))
    out = TableConsole(file=io.StringIO(), width=80, color_system=None)
    out.print(view.seats_table(table(), observation(worked(), 1)))
    assert out.file.getvalue().splitlines()[3:6] == [
        "+- 2 Boris ------------+           Trick 1            +- 4 Dmitri -----------+",
        "|         10C          |          led: nines          |          9D          |",
        "+------------ 3 cards -+    You: stop or continue?    +---- 3 cards - holds -+",
    ]


def test_four_colour_draws_clubs_green_diamonds_blue_hearts_red_spades_plain():
    display.set_display(display.Display(four_colour=True))
    lines = hand(width=40, force_terminal=True, color_system="standard").splitlines()
    # 9♠ may continue the trick; Q♦ and K♣ may not, so they are dimmed (S3.4)
    assert lines[1] == (
        "\x1b[36m│\x1b[0m \x1b[2m[1] \x1b[0m\x1b[1m9♠\x1b[0m  \x1b[2m[2] \x1b[0m\x1b[1;2;34mQ♦\x1b[0m  "
        "\x1b[2m[3] \x1b[0m\x1b[1;2;32mK♣\x1b[0m               \x1b[36m│\x1b[0m"
    )
    assert [notation.card_text(parse_card(text)).style for text in ("7C", "7D", "7H", "7S")] == [
        "bold green", "bold blue", "bold red", "bold"
    ]
    assert [leopard_card_text(parse_card(text), bold=False).style for text in ("7C", "7D", "7H", "7S")] == [
        "green", "blue", "red", ""
    ]


def test_red_and_black_by_default():
    assert [notation.card_text(parse_card(text)).style for text in ("7C", "7D", "7H", "7S")] == [
        "bold", "bold red", "bold red", "bold"
    ]


def test_no_color_leaves_out_every_colour_and_keeps_bold_and_dim():
    display.set_display(display.Display(four_colour=True))
    lines = hand(width=40, force_terminal=True, color_system="standard", _environ={"NO_COLOR": "1"}).splitlines()
    assert lines[1] == (
        "│ \x1b[2m[1] \x1b[0m\x1b[1m9♠\x1b[0m  \x1b[2m[2] \x1b[0m\x1b[1;2mQ♦\x1b[0m  \x1b[2m[3] \x1b[0m\x1b[1;2mK♣\x1b[0m"
        "               │"
    )


def test_force_color_draws_colours_where_the_output_is_not_a_terminal():
    lines = hand(width=40, _environ={"FORCE_COLOR": "1"}).splitlines()
    assert "\x1b[1;2;31mQ♦\x1b[0m" in lines[1] and "\x1b[36m│\x1b[0m" in lines[1]
    assert "\x1b[" not in hand(width=40)  # not a terminal, not forced: plain text
