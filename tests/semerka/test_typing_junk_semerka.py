"""Random text at Semerka's prompt: a legal move or one line saying what is wrong, never a traceback, and never a
move for text that holds anything but what a card, a number or stop is typed with (S8.1, S8.2)."""

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st
from test_view_semerka import ROUND_1, worked

from cardtable.game import IllegalMove, InvalidMove
from semerka.play import read_input
from semerka.rules import GAME, observation

TYPABLE = re.compile(r"[0-9A-Za-zА-Яа-яЁё♠♣♥♦ ]*")  # S8.1 cards, S8.2 stop, hand numbers
PIECES = st.sampled_from(
    ["9H", "9h", "10s", "AD", "Т♠", "стоп", "stop", "s", "с", "2", "12", " ", "\x00", "３", "²", "٣", "\u200b",
     "\t", "Ⅻ", "ｓｔｏｐ", "9\u0301H", "-", "@2", ":5"]
)  # fmt: skip
TYPED = st.one_of(
    st.text(max_size=20), st.lists(PIECES, max_size=5).map("".join), st.lists(PIECES, max_size=4).map(" ".join)
)
POSITIONS = [worked(), worked(ROUND_1 + " 9S"), worked("")]


@settings(max_examples=300, deadline=None)
@given(text=TYPED, which=st.integers(0, len(POSITIONS) - 1))
@example(text="３", which=2)
@example(text="²", which=2)
@example(text="٣", which=2)
def test_S8_2_any_typed_text_is_a_legal_move_or_one_line(text, which):
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
    assert TYPABLE.fullmatch(text.strip()), f"a move for {text!r}"
