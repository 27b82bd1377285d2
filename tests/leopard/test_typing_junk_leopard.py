"""Random text at Leopard's prompt: a legal move or one line saying what is wrong, never a traceback, and never a
move for text that holds anything but what a card, a number or a command word is typed with (L9.2)."""

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st
from leopard_helpers import position

from cardtable.game import IllegalMove, InvalidMove
from leopard.reading import read_input
from leopard.rules import GAME, Draw, Rules, observation

# What a move may be typed with (L9.1, L9.2): ASCII digits, Latin and Russian letters, suit symbols, - @ : and
# spaces.
TYPABLE = re.compile(r"[0-9A-Za-zА-Яа-яЁё♠♣♥♦@:\- ]*")
PIECES = st.sampled_from(
    ["7H", "7h", "10S", "KS", ":5", "@2", "-", "3", "12", " ", "discard", "сброс", "opp", "противнику", "out",
     "закончить", "draw", "взять", "Тч", "8т", "\x00", "３", "²", "٣", "\u200b", "\t", "\n", "Ⅻ", "ｋｓ", "K\u0301S"]
)  # fmt: skip
TYPED = st.one_of(
    st.text(max_size=20), st.lists(PIECES, max_size=5).map("".join), st.lists(PIECES, max_size=4).map(" ".join)
)


def _positions():
    square = "AH 2H 3H / 4D 5H 6D / 7S 8C 9H"
    before = position(2, squares=(square, ". . . / . . . / . 8C ."), hands=("KS 7D 2C", "AC"), turn=1)
    played_out = position(Rules(2, stock_end="play-out"), squares=(square, ""), hands=("KS 7D", "AC"), stock="")
    asked = GAME.apply(
        position(Rules(4), squares=(square, ""), hands=("KS", "AC", "AD", "2D"), turn=3, dealer=2), GAME.legal_moves(
            position(Rules(4), squares=(square, ""), hands=("KS", "AC", "AD", "2D"), turn=3, dealer=2)
        )[0],
    )
    return [before, GAME.apply(before, Draw()), played_out, asked]


POSITIONS = _positions()


@settings(max_examples=300, deadline=None)
@given(text=TYPED, which=st.integers(0, len(POSITIONS) - 1))
@example(text="３", which=1)
@example(text="²", which=1)
@example(text="7\u0301H", which=1)
@example(text="7H\x00", which=1)
@example(text="1@\r2", which=1)
def test_L9_2_any_typed_text_is_a_legal_move_or_one_line(text, which):
    state = POSITIONS[which]
    obs = observation(state, GAME.to_move(state))
    try:
        move = read_input(text, obs)
    except (InvalidMove, IllegalMove) as error:
        message = str(error)
        assert message and "\n" not in message
        assert message.endswith((".", "?", "!")), message
        return
    assert move in GAME.legal_moves(state)
    # Any run of white space between words is one space (a tab or a pasted carriage return too): no other
    # character makes a move.
    assert TYPABLE.fullmatch(" ".join(text.split())), f"a move for {text!r}"
