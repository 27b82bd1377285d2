"""``--ascii`` (CARDTABLE_ASCII=1): a square's line marks and empty line points, and a face-down Jack, are drawn in
plain ASCII (L2.3, L5.4)."""

import io

from rich.console import Console

from cardtable.cards import parse_card
from cardtable.display import Display, current, set_display
from leopard.notation import face_down_text
from leopard.view import square_grid


def _drawn(square) -> str:
    console = Console(file=io.StringIO(), width=40, color_system=None)
    console.print(square_grid(square, 2))
    return console.file.getvalue()


def test_the_square_and_a_face_down_jack_in_ascii():
    before = current()
    square = [[] for _ in range(9)]
    square[0] = [parse_card("AH")]
    try:
        set_display(Display(ascii=True))
        drawn = _drawn(square)
        assert drawn.isascii() and "/." in drawn and "\\." in drawn
        assert face_down_text(parse_card("JC")).plain == "Jv"
        set_display(Display())
        assert "↙·" in _drawn(square) and face_down_text(parse_card("JC")).plain == "J↓"
    finally:
        set_display(before)


def test_a_computer_players_level_follows_a_hyphen_in_ascii():
    from test_view_leopard import show, three_with_bots

    from leopard.view import squares_row

    tab, obs = three_with_bots()
    before = current()
    try:
        set_display(Display(ascii=True))
        assert tab.marker(2) == " - strong"
        assert show(squares_row(tab, obs, room=80), 80).splitlines()[0] == (  # a plain Console: the frame's own box
            "╭──────── 1 you ────────╮ ╭─ 2 Player 2 - strong ─╮ ╭─ 3 Player 3 - greedy ─╮"
        )
    finally:
        set_display(before)
