"""``--ascii``: every character the screens of both games write is ASCII (dots, dashes, arrows, the ellipsis of a
cut name, suit symbols, frames, Rich's own list bullets and spinner), so that a terminal without those glyphs
shows every screen whole."""

import pytest
from click.testing import CliRunner
from play_cli_helpers import data_home  # noqa: F401 (data_home: autouse fixture)

from cardtable import display
from cardtable.cli.group import build_group
from cardtable.seating import short_name

from leopard.spec import SPEC as LEOPARD_SPEC
from semerka.spec import SPEC as SEMERKA_SPEC

ASKING = ["help", "", "moves", "", "score", "", "rules", "q", "last", ""]
"""Commands typed at a turn: each answer is a screen or a page of its own (``last`` is Semerka's; Leopard says in
one line that it is not a move)."""


def typed(moves, rounds):
    """Enter at a hand-off, then ``moves`` in turn, ``rounds`` times: what people at the table would type."""
    return "\n".join(["", *ASKING, *(moves * rounds)]) + "\n"


CASES = [
    pytest.param(SEMERKA_SPEC, ["play", "--players", "Anna,Boris,Clara", "--seed", "4"], typed(["1", ""], 40),
                 id="semerka-three-people"),
    pytest.param(SEMERKA_SPEC, ["play", "--players", "Anna,Bartholomew Longname,Clara,Dora", "--seed", "5"],
                 typed(["1", ""], 60), id="semerka-four-people"),
    pytest.param(SEMERKA_SPEC, ["play", "--players", "Anna", "--bot", "2=greedy", "--seed", "3", "--deals", "1"],
                 typed(["1", ""], 40), id="semerka-against-a-bot"),
    pytest.param(LEOPARD_SPEC, ["play", "--players", "Anna,Boris,Clara", "--seed", "3"], typed(["1", "-1", ""], 20),
                 id="leopard-three-people"),
    pytest.param(LEOPARD_SPEC, ["play", "--players", "Anna", "--bot", "2=greedy", "--seed", "3", "--target", "5"],
                 typed(["1", "-1", "", "1"], 120), id="leopard-against-a-bot"),
    pytest.param(LEOPARD_SPEC, ["learn"], typed(["1", "-1", "", "1"], 60), id="leopard-learn"),
    pytest.param(SEMERKA_SPEC, ["learn"], typed(["1", ""], 40), id="semerka-learn"),
]  # fmt: skip


@pytest.mark.parametrize(("spec", "args", "lines"), CASES)
def test_every_character_of_the_screens_is_ascii(spec, args, lines):
    result = CliRunner().invoke(build_group(spec), [*args, "--ascii"], input=lines)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert len(result.output) > 5000  # turn screens, pages and the end of a deal at least
    marks = {char for char in result.output if not char.isascii()}
    # Only letters are left: the rules page names the game as it is known in Russia, «Леопард» (its quotes are ").
    assert marks == (set("Леопард") if spec is LEOPARD_SPEC else set())
    assert '"Леопард"' in result.output if spec is LEOPARD_SPEC else True


def test_the_empty_places_of_semerka_are_dots():
    # The reported screen: three people, nobody has played to the trick yet.
    result = CliRunner().invoke(
        build_group(SEMERKA_SPEC), ["play", "--players", "Anna,Boris,Clara", "--seed", "4", "--ascii"], input="\n"
    )
    assert "|          .           |" in result.output
    assert "·" not in result.output


def test_the_marks_have_ascii_stand_ins_of_the_same_width():
    display.set_display(display.Display(ascii=True))
    try:
        cut = short_name("Bartholomew", 6)
        assert cut == "Barth…"  # the text keeps its mark; the console writes it
        assert display.ascii_cells(f"{cut} · value 3 – 2 × (7 − 5) ↙ ↘ • ♠") == "Barth. - value 3 - 2 x (7 - 5) / \\ * S"
        assert display.plain("Since your last turn (… 2 earlier moves):") == "Since your last turn (... 2 earlier moves):"
        assert display.ascii_cells("Сдача · «Анна»") == 'Сдача - "Анна"'  # the interface's own letters stay
    finally:
        display.set_display(display.Display())
    assert display.ascii_cells("a · b") == "a · b" and display.plain("…") == "…"
