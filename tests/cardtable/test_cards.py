"""Card notation (rules L9.1, S8.1) and the decks (L1.1, S1.1)."""

from collections import Counter

import pytest

from cardtable.cards import Card, CardError, Colour, Rank, Suit, double_deck, parse_card, piquet_deck


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("7h", "7H"),
        ("10S", "10S"),
        ("qd", "QD"),
        ("A♠", "AS"),
        ("  kc ", "KC"),
        ("Дч", "QH"),
        ("тт", "AC"),
        ("Вб", "JD"),
        ("кп", "KS"),
        ("10♥\ufe0f", "10H"),
        ("9♢", "9D"),
    ],
)
def test_L9_1_card_notation_parses_any_accepted_form(text, expected):
    assert str(parse_card(text)) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1Z", '"1Z": unknown suit "Z"'),
        ("1H", '"1H": unknown rank "1"'),
        ("th", "\"th\": \"T\" is not a rank; for a ten type 10, for an ace A"),
        ("7Z", '"7Z": unknown suit "Z"'),
        ("TH", '"TH": "T" is not a rank; for a ten type 10, for an ace A'),
        ("", "empty card: type a rank then a suit, e.g. 7H or 10S"),
        ("7", '"7": a card is a rank then a suit, e.g. 7H or 10S'),
        ("11H", '"11H": unknown rank "11"'),
    ],
)
def test_L9_1_bad_card_text_says_what_is_wrong(text, message):
    with pytest.raises(CardError) as info:
        parse_card(text)
    assert str(info.value) == message
    assert isinstance(info.value, ValueError)


def test_L9_1_canonical_form_round_trips_every_card():
    for card in set(double_deck()):
        assert parse_card(str(card)) == card


def test_S8_1_semerka_cards_use_the_same_notation():
    assert parse_card("Тч") == Card(Rank.ACE, Suit.HEARTS)
    assert [str(c) for c in piquet_deck()[:8]] == ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"]


def test_L1_1_double_deck_has_every_card_twice_and_red_diamonds_hearts():
    deck = double_deck()
    assert len(deck) == 104
    assert set(Counter(deck).values()) == {2}
    assert len(set(deck)) == 52
    assert Suit.DIAMONDS.colour is Suit.HEARTS.colour is Colour.RED
    assert Suit.CLUBS.colour is Suit.SPADES.colour is Colour.BLACK


def test_S1_1_piquet_deck_is_32_cards_seven_to_ace():
    deck = piquet_deck()
    assert len(deck) == len(set(deck)) == 32
    assert {c.rank for c in deck} == {Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN,
                                      Rank.KING, Rank.ACE}


def test_under_ascii_every_card_is_shown_as_it_is_typed_and_read_back_in_either_language():
    """``--ascii`` shows a suit as the letter typed for it in the interface's language, so that whatever the
    screen shows is accepted when typed: ``7H`` in English, ``7ч`` and ``Дб`` in Russian."""
    from cardtable import display
    from cardtable.cards import card_label, card_typed, double_deck, parse_card
    from cardtable.i18n import using_language

    display.set_display(display.Display(ascii=True))
    try:
        for language, queen in (("en", "QD"), ("ru", "Дб")):
            with using_language(language):
                assert card_label(parse_card("QD")) == queen
                for card in set(double_deck()):
                    assert card_label(card) == card_typed(card)
                    assert parse_card(card_label(card)) == card
                    assert not set(card_label(card)) & set("♠♥♦♣")
    finally:
        display.set_display(display.Display())
