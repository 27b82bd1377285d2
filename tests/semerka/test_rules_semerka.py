"""Semerka rules S1-S4 and S7, one test (at least) per numbered rule, exact values."""

import random
from cardtable.records import play_record_move
from collections import Counter

import pytest
from semerka_helpers import play, random_deal, stacked_deck, start, texts

from cardtable.cards import Card, Rank, Suit, piquet_deck
from cardtable.game import IllegalMove
from cardtable.match import MatchSettings, match_status
from semerka.rules import GAME, Outcome, Play, Rules, Stop, deal, deck, legal_moves, observation, outcome

FOUR = Rules(4)


# S1 Equipment and players


def test_S1_1_the_deck_is_32_cards_seven_to_ace_in_four_suits():
    cards_ = deck(FOUR)
    assert len(cards_) == 32 == len(set(cards_))
    assert Counter(card.rank for card in cards_) == {rank: 4 for rank in (7, 8, 9, 10, 11, 12, 13, 1)}
    assert Counter(card.suit for card in cards_) == {suit: 8 for suit in Suit}
    assert deck(Rules(2)) == GAME.deck(FOUR) == piquet_deck()


def test_S1_2_three_players_play_without_the_black_eights():
    three = deck(Rules(3))
    assert len(three) == 30
    assert set(piquet_deck()) - set(three) == {Card(Rank.EIGHT, Suit.CLUBS), Card(Rank.EIGHT, Suit.SPADES)}
    with pytest.raises(ValueError, match="30 cards"):
        deal(Rules(3), 1, piquet_deck())
    with pytest.raises(ValueError, match="32 cards"):
        deal(FOUR, 1, three)
    with pytest.raises(ValueError, match="32 cards"):
        deal(FOUR, 1, piquet_deck()[:-1] + piquet_deck()[:1])  # a card twice, one missing


def test_S1_2_four_players_are_two_partnerships_opposite():
    assert [GAME.side_of(FOUR, seat) for seat in (1, 2, 3, 4)] == [1, 2, 1, 2]
    assert GAME.sides(FOUR) == 2
    assert [GAME.side_of(Rules(3), seat) for seat in (1, 2, 3)] == [1, 2, 3]
    assert GAME.sides(Rules(3)) == 3 and GAME.sides(Rules(2)) == 2


def test_S1_2_three_players_never_leave_undealt_cards():
    # Regression seen elsewhere: with 30 cards the stock divides evenly and every card ends in a trick.
    rules = Rules(3)
    for seed in range(20):
        final = random_deal(rules, random.Random(seed))[-1]
        assert not final.stock and all(not hand for hand in final.hands)
        assert sum(len(trick.plays) for trick in final.tricks) == 30
        assert sum(final.points) == 90


def test_S1_3_play_passes_to_the_left():
    state = start(FOUR, 2, {3: "9H 9S KH QH"})  # dealer 2: seat 3 leads
    seats = []
    for _ in range(4):
        seats.append(state.turn)
        state = GAME.apply(state, legal_moves(state)[0])
    assert seats == [3, 4, 1, 2]
    two = start(Rules(2), 2, {})
    assert two.turn == 1 and GAME.apply(two, legal_moves(two)[0]).turn == 2


# S2 The deal


def test_S2_1_the_dealer_is_given_and_must_be_a_seat():
    order = list(piquet_deck())
    assert deal(FOUR, 3, order).dealer == 3
    for bad in (0, 5):
        with pytest.raises(ValueError, match="dealer must be a seat from 1 to 4"):
            deal(FOUR, bad, order)


def test_S2_2_four_cards_each_one_at_a_time_from_the_dealers_left():
    order = list(piquet_deck())
    state = deal(Rules(2), 1, order)
    assert state.hands[1] == tuple(order[0:8:2])  # deck cards 1, 3, 5, 7 to seat 2
    assert state.hands[0] == tuple(order[1:8:2])  # cards 2, 4, 6, 8 to the dealer
    assert state.stock == tuple(order[8:])
    four = deal(FOUR, 3, order)
    assert four.hands[3] == tuple(order[0:16:4])  # seat 4 first
    assert four.hands[2] == tuple(order[3:16:4])  # the dealer last
    assert len(four.stock) == 16


def test_S2_3_the_dealers_left_hand_neighbour_leads():
    order = list(piquet_deck())
    assert [deal(FOUR, dealer, order).turn for dealer in (1, 2, 3, 4)] == [2, 3, 4, 1]
    assert [deal(Rules(3), dealer, deck(Rules(3))).leader for dealer in (1, 2, 3)] == [2, 3, 1]


# S3 A trick


def test_S3_1_the_leader_plays_any_card_and_sets_the_led_rank():
    state = start(FOUR, 4, {1: "9H 9S KH QH"})
    assert texts(legal_moves(state)) == ["9H", "QH", "KH", "9S"]  # hand order: suit by suit, 7..A
    state = play(state, "KH")
    assert observation(state, 2).led_rank == Rank.KING
    assert state.holder == 1


def test_S3_2_any_card_may_follow_and_only_the_led_rank_or_a_seven_beats():
    state = start(FOUR, 4, {1: "9H 9S KH QH", 2: "10C 7H 8H 8D", 3: "9C 8C JD JH", 4: "9D 10D QC QD"})
    state = play(state, "9H")
    assert texts(legal_moves(state)) == ["10C", "8D", "7H", "8H"]  # no obligation to cover
    assert play(state, "10C").holder == 1  # a ten does not beat a nine
    assert play(state, "7H").holder == 2  # a seven is wild
    assert play(state, "10C 9C").holder == 3  # the led rank beats


def test_S3_2_when_a_seven_is_led_only_sevens_beat():
    state = start(FOUR, 4, {1: "7C 9S KH QH", 2: "10C 7H 8H 8D", 3: "9C 8C JD JH", 4: "9D 10D QC QD"})
    assert play(state, "7C 10C 9C 9D").tricks[0].winner == 1
    assert play(state, "7C 7H 9C 9D").tricks[0].winner == 2


def test_S3_3_the_holder_is_the_last_beating_card_or_else_the_leader():
    state = start(FOUR, 4, {1: "9H 9S KH QH", 2: "10C 7H 8H 8D", 3: "9C 8C JD JH", 4: "9D 10D QC QD"})
    assert [s.holder for s in _states(state, "9H 8H 8C 10D")] == [1, 1, 1, 1]
    assert [s.holder for s in _states(state, "9H 7H 9C 10D")] == [1, 2, 3, 3]
    assert [s.holder for s in _states(state, "9H 7H 8C 9D")] == [1, 2, 2, 4]


def _states(state, moves):
    out = []
    for text in moves.split():
        state = play_record_move(GAME, state, text)
        out.append(state)
    return out


def _issue_deal():
    hands = {1: "9H 9S KH QH", 2: "10C 7H 8H 8D", 3: "JC 8C JD JH", 4: "9D 10D QC QD"}
    return start(FOUR, 4, hands, stock="AC AD AH AS 10H 10S 7C 7D")


def test_S3_4_worked_trick_continued_once_then_forced_to_end():
    state = play(_issue_deal(), "9H 10C JC 9D")
    assert state.holder == 4
    assert state.choosing and state.turn == 1
    assert texts(legal_moves(state)) == ["9S", "stop"]
    state = play(state, "9S 7H 8C 10D")
    # Seat 1 has no nine and no seven left, so the trick ends by itself: no stop asked for.
    (trick,) = state.tricks
    assert trick.winner == 2 and not trick.stopped
    assert len(trick.plays) == 8 and trick.points == 20
    assert state.points == (0, 20) and state.won == (0, 1)
    assert trick.drew == 2
    assert texts(state.hands[1]) == ["AC", "8D", "8H", "10H"]  # drew AC then 10H: the winner draws first
    assert texts(state.hands[2]) == ["JD", "AD", "JH", "10S"]
    assert texts(state.hands[3]) == ["7C", "QC", "QD", "AH"]
    assert texts(state.hands[0]) == ["7D", "QH", "KH", "AS"]
    hands = {1: "9H 9S KH QH", 2: "10C 7H 8H 8D", 3: "JC 8C JD JH", 4: "9D 10D QC QD"}
    assert state.stock == tuple(stacked_deck(FOUR, 4, hands, "AC AD AH AS 10H 10S 7C 7D")[24:])
    assert state.leader == state.turn == 2 and not state.choosing and state.trick == ()


def test_S3_4_the_leader_may_stop_and_the_stop_is_recorded():
    state = play(_issue_deal(), "9H 10C JC 9D")
    assert GAME.record_text(state, Stop()) == "stop"
    state = GAME.apply(state, Stop())
    (trick,) = state.tricks
    assert trick.winner == 4 and trick.stopped and trick.points == 10
    assert state.turn == 4


def test_S3_4_a_continuation_must_be_the_led_rank_or_a_seven_even_when_the_leader_holds():
    # Regression: seat 1 holds its own trick and still may not continue with a king.
    state = start(FOUR, 4, {1: "9H 9S KH 7S", 2: "10C 7H 8H 8D", 3: "JC 8C JD JH", 4: "10S 10D QC QD"})
    state = play(state, "9H 10C JC 10D")
    assert state.holder == 1 and state.choosing
    assert texts(legal_moves(state)) == ["7S", "9S", "stop"]
    with pytest.raises(IllegalMove, match="^to continue the trick you need a nine or a seven$"):
        GAME.apply(state, Play(Card(Rank.KING, Suit.HEARTS)))
    assert play(state, "7S").holder == 1


def test_S3_4_only_the_leader_chooses_and_only_after_a_full_round():
    state = play(_issue_deal(), "9H")
    with pytest.raises(IllegalMove, match="^only the leader may stop$"):
        GAME.apply(state, Stop())
    with pytest.raises(IllegalMove, match="^you lead: play a card to start the trick$"):
        GAME.apply(_issue_deal(), Stop())
    with pytest.raises(IllegalMove, match="^only the leader may stop$"):
        GAME.parse_move("stop", observation(play(_issue_deal(), "9H 10C JC 9D"), 3))


def test_S3_4_a_leader_without_cards_must_stop():
    # Two players, stock empty: the last trick ends when the leader has no cards left, even though he holds it.
    rules = Rules(2)
    state = start(rules, 2, {1: "9H 9S 9C 9D", 2: "10C 7H 8H 8D"})
    state = state._replace(stock=())  # as at the end of a deal: only the hands are left
    state = play(state, "9H 10C 9S 8H 9C 8D 9D")
    assert state.turn == 2 and texts(legal_moves(state)) == ["7H"]
    state = play(state, "7H")
    assert state.turn is None and len(state.tricks) == 1
    assert state.tricks[0].winner == 2 and not state.tricks[0].stopped


def test_S3_5_by_default_the_leader_may_continue_while_his_side_holds():
    state = start(FOUR, 4, {1: "9H 9S KH QH", 2: "10C 7H 8H 8D", 3: "9C 8C JD JH", 4: "9D 10D QC QD"})
    state = play(state, "9H 8H 9C 10D")  # partner seat 3 holds
    assert state.holder == 3 and state.choosing


def test_S3_5_continue_only_when_losing():
    rules = Rules(4, continue_only_when_losing=True)
    hands = {1: "9H 9S KH QH", 2: "10C 7H 8H 8D", 3: "9C 8C JD JH", 4: "9D 10D QC QD"}
    partner_holds = play(start(rules, 4, hands), "9H 8H 9C 10D")
    assert not partner_holds.choosing and partner_holds.tricks[0].winner == 3 and partner_holds.turn == 3
    opponent_holds = play(start(rules, 4, hands), "9H 8H 8C 9D")
    assert opponent_holds.choosing and opponent_holds.holder == 4
    # A continuation makes the leader hold, so the next round's end is a forced stop unless he is beaten.
    after = play(opponent_holds, "9S 8D JD 10D")
    assert after.tricks[0].winner == 1 and after.tricks[0].plays[-1].card == Card(Rank.TEN, Suit.DIAMONDS)


def test_S3_6_a_trick_lasts_at_most_four_rounds():
    state = start(FOUR, 4, {1: "9H 9S 9C 7S", 2: "10C 7H 8H 8D", 3: "JC 8C JD JH", 4: "9D 10D QC QD"})
    state = play(state, "9H 10C JC 10D 9S 8D 8C QC 9C 8H JD QD 7S 7H JH 9D")
    (trick,) = state.tricks
    assert len(trick.plays) == 16 and trick.winner == 4 and trick.drew == 4
    assert all(len(hand) == 4 for hand in state.hands) and state.stock == ()


# S4 Drawing and the end of play


def test_S4_1_the_winner_draws_first_then_round_and_round_to_the_left():
    state = start(FOUR, 4, {1: "9H 9S KH QH", 2: "10C 7H 8H 8D", 3: "JC 8C JD JH", 4: "9D 10D QC QD"},
                  stock="AC AD AH AS")  # fmt: skip
    state = play(state, "QH 8H JC QD")  # seat 4 holds with QD; seat 1 has no queen or seven
    assert state.tricks[0].winner == 4 and state.tricks[0].drew == 1
    drawn = {seat: set(state.hands[seat - 1]) for seat in (1, 2, 3, 4)}
    assert Card(Rank.ACE, Suit.CLUBS) in drawn[4]
    assert Card(Rank.ACE, Suit.DIAMONDS) in drawn[1]
    assert Card(Rank.ACE, Suit.HEARTS) in drawn[2]
    assert Card(Rank.ACE, Suit.SPADES) in drawn[3]


def test_S4_1_a_short_stock_is_shared_evenly_winner_first():
    rules = Rules(2)
    state = start(rules, 2, {1: "9H 9S KH QH", 2: "10C 7H 8H 8D"}, stock="AC AD")
    state = state._replace(stock=state.stock[:2])  # only two cards left in the stock
    state = play(state, "9H 8H 9S 7H")  # two rounds; seat 2 holds with a seven, seat 1 has no nine or seven
    assert state.tricks[0].winner == 2 and state.tricks[0].drew == 1
    assert texts(state.hands[1]) == ["10C", "AC", "8D"]
    assert texts(state.hands[0]) == ["AD", "QH", "KH"]
    assert state.stock == ()


def test_S4_2_the_winner_leads_the_next_trick():
    state = play(_issue_deal(), "9H 10C JC 9D stop")
    assert state.leader == state.turn == 4
    assert texts(legal_moves(state)) == texts(state.hands[3])


def test_S4_3_play_goes_on_after_the_stock_until_every_hand_is_empty():
    states = random_deal(FOUR, random.Random(7))
    empty_stock = [s for s in states if not s.stock]
    assert empty_stock and empty_stock[0].turn  # play goes on with the cards in hand
    final = states[-1]
    assert final.turn is None and all(not hand for hand in final.hands)
    assert outcome(final).last_trick == GAME.side_of(FOUR, final.tricks[-1].winner)
    assert sum(final.points) == 90  # the last trick's 10 points are always awarded


# S7 The match


def test_S7_1_first_side_to_five_and_ties_play_on():
    assert GAME.default_target == 5 and GAME.series_tie == "play_on"
    settings = MatchSettings(target=GAME.default_target, deals=2)
    assert match_status(settings, 2, [(3, 0), (0, 3)], GAME.series_tie).finished is False
    status = match_status(settings, 2, [(3, 0), (0, 3), (1, 0)], GAME.series_tie)
    assert status.finished and status.winner == 1
    assert match_status(MatchSettings(target=5), 2, [(3, 0), (2, 0)], GAME.series_tie).winner == 1


def _won(winner, players):
    rules = Rules(players)
    zero = (0,) * rules.sides
    return Outcome(zero, zero, winner, 1 if winner else 0, False, "win" if winner else "draw", None)


@pytest.mark.parametrize(
    ("players", "dealer", "winner", "expected"),
    [
        (4, 1, 1, 2),  # dealer's side won: to the left
        (4, 1, 2, 3),  # dealer's side lost: to the partner
        (4, 4, 2, 1),
        (4, 4, 1, 2),
        (2, 1, 1, 2),
        (2, 1, 2, 1),  # the dealer lost: he deals again
        (3, 1, 2, 3),  # seat 2 won: skip to seat 3
        (3, 1, 3, 2),
        (3, 3, 1, 2),
        (3, 1, 1, 2),
        (3, 2, None, 3),  # a drawn deal: to the left
    ],
)
def test_S7_2_the_next_dealer_is_on_the_losing_side(players, dealer, winner, expected):
    assert GAME.next_dealer(Rules(players), dealer, _won(winner, players)) == expected


def test_S7_2_deal_points_go_to_the_winner_only():
    assert GAME.deal_points(Outcome((60, 30), (5, 3), 1, 1, False, "win", 1)) == (1, 0)
    assert GAME.deal_points(Outcome((30, 30, 30), (3, 3, 4), None, 0, False, "draw", 3)) == (0, 0, 0)
    assert GAME.deal_points(Outcome((0, 20, 0), (0, 1, 0), 3, 3, True, "burn", None)) == (0, 0, 3)


def test_rules_options_round_trip_and_errors():
    rules = GAME.make_rules(4, {"stakes": "single", "burning": True})
    assert rules == Rules(4, stakes="single", burning=True)
    assert GAME.rules_options(rules) == {
        "stakes": "single",
        "burning": True,
        "burn_value": 3,
        "continue_only_when_losing": False,
    }
    assert GAME.make_rules(3, GAME.rules_options(Rules(3))) == Rules(3)
    with pytest.raises(ValueError, match='unknown rules option "trumps"'):
        GAME.make_rules(4, {"trumps": True})
    with pytest.raises(ValueError, match="stakes must be"):
        GAME.make_rules(4, {"stakes": "double"})
    with pytest.raises(ValueError, match="players must be 2, 3 or 4"):
        GAME.make_rules(5, {})
    with pytest.raises(ValueError, match="burn_value"):
        GAME.make_rules(4, {"burn_value": 0})
    with pytest.raises(ValueError, match="burning must be true or false"):
        GAME.make_rules(4, {"burning": "yes"})


def test_stacked_deck_is_a_whole_deck():
    assert sorted(stacked_deck(FOUR, 4, {1: "9H 9S KH QH"}, "AC")) == sorted(piquet_deck())


def test_GAME_offers_every_member_of_the_engine_contract():
    from cardtable.game import Game

    members = [name for name in dir(Game) if not name.startswith("_")] + list(Game.__annotations__)
    assert all(hasattr(GAME, name) for name in members)
    assert (GAME.name, GAME.min_players, GAME.max_players) == ("semerka", 2, 4)
    assert GAME.players(Rules(3)) == 3


def test_S3_5_why_a_trick_ended_without_asking_the_leader():
    from semerka.rules import forced_stop_reason

    losing = Rules(4, continue_only_when_losing=True)
    nine = Rank.NINE
    hand = [Card(Rank.NINE, Suit.SPADES)]
    assert forced_stop_reason(FOUR, 1, 3, hand, nine) is None
    assert forced_stop_reason(losing, 1, 3, hand, nine) == "you may continue only while the opponents hold the trick"
    assert forced_stop_reason(losing, 1, 2, hand, nine) is None
    assert forced_stop_reason(FOUR, 1, 2, [Card(Rank.KING, Suit.SPADES)], nine) == (
        "to continue the trick you need a nine or a seven"
    )
    assert forced_stop_reason(FOUR, 1, 2, [], nine) == "you have no cards left"
