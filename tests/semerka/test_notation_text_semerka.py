"""The screens' text of Semerka's cards and moves (semerka.notation), in English and Russian: exact values."""

import pytest
from semerka_helpers import cards

from cardtable.cards import Rank, parse_card
from cardtable.i18n import set_language
from semerka import notation
from semerka.rules import Play, Stop


@pytest.fixture(params=["en", "ru"])
def language(request):
    set_language(None if request.param == "en" else "ru")
    yield request.param
    set_language(None)


EXPECTED = {
    "en": {"shown": "9♥ 10♠ Q♦", "typed": "9H 10S QD", "stop": "stop", "queens": "queens",
           "message": "QD is not in your hand"},
    "ru": {"shown": "9♥ 10♠ Д♦", "typed": "9ч 10п Дб", "stop": "стоп", "queens": "дамы",
           "message": "Дб is not in your hand"},
}  # fmt: skip


def test_cards_and_moves_in_the_current_language(language):
    expected = EXPECTED[language]
    hand = cards("9H 10S QD")
    assert notation.cards_shown(hand) == expected["shown"]
    assert notation.cards_typed(hand) == expected["typed"]
    assert notation.stop_word() == expected["stop"]
    assert notation.move_shown(Stop()) == expected["stop"]
    assert notation.move_shown(Play(hand[2])) == expected["shown"].split()[2]
    assert notation.rank_name(Rank.QUEEN, plural=True) == expected["queens"]
    assert notation.message_cards("QD is not in your hand") == expected["message"]


def test_rich_text_is_red_or_black_and_stop_is_bold():
    assert notation.card_text(parse_card("9h")).style == "bold red"
    assert notation.card_text(parse_card("9s"), "dim").style == "bold dim"
    assert (str(notation.move_text(Play(parse_card("10S")))), notation.move_text(Play(parse_card("10S"))).style) == (
        "10♠", "bold"
    )
    assert (str(notation.move_text(Stop())), notation.move_text(Stop()).style) == ("stop", "bold")
