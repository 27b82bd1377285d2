"""Semerka move notation (rules S8): cards as in Leopard, and ``stop``."""

import pytest
from cardtable.records import play_record_move
from semerka_helpers import play, start

from cardtable.cards import Card, Rank, Suit
from cardtable.game import IllegalMove, InvalidMove
from semerka.rules import GAME, Play, Rules, Stop, format_move, observation, parse_move

FOUR = Rules(4)
HANDS = {1: "9H 9S KH QH", 2: "10C 7H 8H 8D", 3: "JC 8C JD JH", 4: "9D 10D QC QD"}


@pytest.mark.parametrize("text", ["QH", "qh", "Q♥", "Дч", " q♥️ "])
def test_S8_1_cards_in_any_accepted_notation(text):
    seat1 = observation(start(FOUR, 4, HANDS), 1)
    assert parse_move(text, seat1) == Play(Card(Rank.QUEEN, Suit.HEARTS))


def test_S8_1_bad_card_text_is_an_invalid_move():
    seat1 = observation(start(FOUR, 4, HANDS), 1)
    with pytest.raises(InvalidMove, match='"1Z": unknown suit "Z"; a move is a card such as 9H, or stop'):
        parse_move("1Z", seat1)
    with pytest.raises(InvalidMove, match="empty card"):
        parse_move("  ", seat1)


def test_S8_2_a_move_is_a_card_or_stop_in_canonical_form():
    state = play(start(FOUR, 4, HANDS), "9H 10C JC 9D")
    seat1 = observation(state, 1)
    assert parse_move("STOP", seat1) == Stop()
    assert parse_move("9s", seat1) == Play(Card(Rank.NINE, Suit.SPADES))
    assert format_move(Stop(), seat1) == GAME.format_move(Stop(), seat1) == "stop"
    assert format_move(Play(Card(Rank.TEN, Suit.SPADES)), seat1) == "10S"
    assert [GAME.record_text(state, move) for move in GAME.legal_moves(state)] == ["9S", "stop"]
    for move in GAME.legal_moves(state):
        assert parse_move(format_move(move, seat1), seat1) == move
        assert play_record_move(GAME, state, GAME.record_text(state, move)) == GAME.apply(state, move)


def test_S8_2_a_forced_stop_is_never_recorded():
    state = play(start(FOUR, 4, HANDS), "9H 10C JC 9D 9S 7H 8C")
    assert GAME.record_text(state, Play(Card(Rank.TEN, Suit.DIAMONDS))) == "10D"
    after = play_record_move(GAME, state, "10D")
    assert after.tricks[0].stopped is False and after.turn == 2  # the trick ended without a "stop"
    with pytest.raises(IllegalMove, match="^you lead: play a card to start the trick$"):
        play_record_move(GAME, after, "stop")  # a record holding a forced stop is refused


def test_S8_2_illegal_moves_say_why_in_player_terms():
    state = start(FOUR, 4, HANDS)
    with pytest.raises(IllegalMove, match="^AS is not in your hand$"):
        parse_move("AS", observation(state, 1))
    with pytest.raises(IllegalMove, match="^it is not your turn$"):
        parse_move("10C", observation(state, 2))
    choosing = play(state, "9H 10C JC 9D")
    with pytest.raises(IllegalMove, match="^to continue the trick you need a nine or a seven$"):
        parse_move("KH", observation(choosing, 1))
    with pytest.raises(IllegalMove, match="^you may stop only when every player has played to this round$"):
        parse_move("stop", observation(play(state, "9H 10C"), 1))
    with pytest.raises(IllegalMove, match="^the deal is over$"):
        GAME.apply(state._replace(turn=None), Play(Card(Rank.NINE, Suit.HEARTS)))


def test_S8_2_continuing_a_trick_led_with_a_seven_needs_a_seven():
    state = start(FOUR, 4, {1: "7C 7S KH QH", 2: "10C 8S 8H 8D", 3: "JC 8C JD JH", 4: "9D 10D QC QD"})
    state = play(state, "7C 10C JC 9D")
    with pytest.raises(IllegalMove, match="^to continue the trick you need a seven$"):
        parse_move("KH", observation(state, 1))
    assert parse_move("7S", observation(state, 1)) == Play(Card(Rank.SEVEN, Suit.SPADES))
