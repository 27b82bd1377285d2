"""The text forms of Leopard's cards and moves as players read them (leopard.notation): plain, Rich and typed, in
English and Russian (L1.1, L9.1, L9.2)."""

import pytest

from cardtable.cards import parse_card
from cardtable.i18n import set_language
from leopard import notation
from leopard.rules import Discard, GoOut, Place, observation

from leopard_helpers import position

C = parse_card


@pytest.fixture
def russian():
    set_language("ru")
    yield
    set_language(None)


def test_L1_1_card_text_is_red_or_black():
    assert str(notation.card_text(C("10h"))) == "10♥"
    assert notation.card_text(C("10h")).style == "bold red"
    assert notation.card_text(C("qd")).style == "bold red"
    assert notation.card_text(C("as")).style == "bold"
    assert notation.card_text(C("7c")).style == "bold"
    assert notation.card_text(C("7h"), bold=False).style == "red"
    assert notation.card_text(C("7c"), bold=False).style == ""


def test_plain_card_names_and_lists():
    assert notation.card_name(C("qd")) == "Q♦"
    assert notation.cards_text(C(text) for text in ("8C", "6H")).plain == "8♣ 6♥"
    assert notation.cards_text((), ", ").plain == ""
    numbered = notation.numbered_card(3, C("7D"))
    assert numbered.plain == "[3] 7♦"
    assert [(span.start, span.end, str(span.style)) for span in numbered.spans] == [(0, 4, "dim"), (4, 6, "bold red")]


def test_L2_2_cells_face_down_and_empty():
    assert (notation.face_down_text(C("JC")).plain, notation.face_down_text(C("JC")).style) == ("J↓", "yellow")
    assert notation.face_down_card_text(C("QS")).plain == "[Q♠]"
    assert (notation.empty_cell_text(1).plain, notation.empty_cell_text(1).style) == ("A", "dim")
    assert notation.empty_cell_text(9).plain == "9"


def test_L9_2_moves_as_typed_in_english():
    obs = observation(position(2, hands=("JC 7H", "AC")), 1)
    assert notation.move_typed(Place(C("JC"), 2, 5), obs) == "JC@2:5"
    assert notation.move_typed(Place(C("7H"), 1, 7), obs) == "7H"
    assert notation.move_typed(Discard(C("7H")), obs) == "-7H"
    assert notation.move_typed(GoOut(), obs) == "out"
    assert notation.card_typed(C("QD")) == "QD"
    assert notation.localized("QD is not in your hand") == "QD is not in your hand"
    assert notation.a_rank(C("8S").rank) == "an 8"


def test_L9_1_russian_cards_and_moves(russian):
    obs = observation(position(2, hands=("JC 7H", "AC")), 1)
    assert notation.card_name(C("QD")) == "Д♦"
    assert notation.card_typed(C("QD")) == "Дб"
    assert notation.move_typed(Place(C("JC"), 2, 5), obs) == "Вт@2:5"
    assert notation.move_typed(Discard(C("10S")), obs) == "-10п"
    assert notation.localized("JC@2:5 and -8C") == "Вт@2:5 and -8т"
    assert notation.face_down_text(C("QS")).plain == "Д↓"
    assert notation.empty_cell_text(1).plain == "Т"
    assert notation.a_rank(C("JS").rank) == "валет"
