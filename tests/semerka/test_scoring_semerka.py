"""Scoring a Semerka deal (rules S5) and burning (S6), exact values."""

import random

import pytest
from semerka_helpers import play, random_deal, start

from cardtable.cards import parse_card
from semerka.rules import GAME, Outcome, Played, Rules, State, Trick, legal_moves, outcome, to_move
from semerka.rules.tricks import card_points

FOUR = Rules(4)


def finished(rules: Rules, points, won, last_seat) -> State:
    """A finished deal with these totals per side, the last trick taken by ``last_seat``."""
    last = Trick(last_seat, (Played(last_seat, parse_card("8H")),), last_seat, False, 0, 0)
    empty = ((),) * rules.players
    return State(rules, 1, empty, (), last_seat, (), None, None, False, (last,), tuple(points), tuple(won))


def test_S5_1_aces_and_tens_are_worth_ten_and_the_last_trick_ten_more():
    assert card_points([parse_card(text) for text in "AH 10S 7C KD QS JH 9C 8D".split()]) == 20
    for players in (2, 3, 4):
        rules = Rules(players)
        for seed in range(10):
            final = random_deal(rules, random.Random(seed))[-1]
            assert sum(final.points) == 90
            assert sum(trick.points for trick in final.tricks) == 80
            last_side = rules.side_of(final.tricks[-1].winner)
            assert outcome(final).last_trick == last_side


def test_S5_1_the_last_trick_bonus_goes_to_its_winner():
    state = start(Rules(2), 2, {1: "9H 9S KH QH", 2: "10C 7H 8H 8D"})
    state = state._replace(stock=())  # the end of a deal: only the hands are left
    state = play(state, "KH 8H QH 8D 9H 10C 9S 7H")
    assert [trick.winner for trick in state.tricks] == [1, 1, 2]
    assert [trick.points for trick in state.tricks] == [0, 0, 10]
    assert state.points == (0, 20)  # the ten of clubs and the last trick
    assert outcome(state) == Outcome((0, 20), (2, 1), 2, 1, False, "win", 2)


@pytest.mark.parametrize(
    ("points", "won", "winner"),
    [((50, 40), (4, 4), 1), ((40, 50), (3, 5), 2), ((80, 10), (7, 1), 1)],
)
def test_S5_2_with_two_sides_fifty_or_more_wins(points, won, winner):
    result = outcome(finished(FOUR, points, won, 1))
    assert result.winner == winner and result.value == 1 and result.reason == "win"


def test_S5_2_two_players_score_per_seat():
    result = outcome(finished(Rules(2), (40, 50), (4, 4), 1))
    assert (result.winner, result.value, result.last_trick) == (2, 1, 1)


@pytest.mark.parametrize(
    ("points", "last_seat", "winner", "value", "reason"),
    [
        ((40, 30, 20), 3, 1, 1, "win"),  # the highest total wins
        ((40, 40, 10), 2, 2, 1, "win"),  # tie: the tied player with the last trick wins
        ((40, 40, 10), 1, 1, 1, "win"),
        ((40, 40, 10), 3, None, 0, "draw"),  # tie and neither took the last trick: drawn
        ((30, 30, 30), 2, 2, 1, "win"),
    ],
)
def test_S5_3_three_players_highest_total_and_ties(points, last_seat, winner, value, reason):
    result = outcome(finished(Rules(3), points, (3, 3, 4), last_seat))
    assert (result.winner, result.value, result.reason) == (winner, value, reason)
    assert GAME.deal_points(result) == tuple(value if side == winner else 0 for side in (1, 2, 3))


@pytest.mark.parametrize(
    ("rules", "points", "won", "value", "reason"),
    [
        (FOUR, (60, 30), (5, 3), 1, "win"),
        (FOUR, (90, 0), (6, 2), 2, "all_points"),  # all 90 points, the losers took a trick
        (FOUR, (90, 0), (8, 0), 3, "all_tricks"),  # the losers took no trick
        (Rules(4, stakes="single"), (90, 0), (8, 0), 1, "win"),
        (Rules(4, stakes="single"), (90, 0), (6, 2), 1, "win"),
        (Rules(2), (0, 90), (2, 5), 2, "all_points"),
        (Rules(3), (90, 0, 0), (5, 1, 0), 2, "all_points"),  # "the losers" are both other players
        (Rules(3), (90, 0, 0), (5, 0, 0), 3, "all_tricks"),
        (Rules(3), (80, 10, 0), (4, 1, 0), 1, "win"),
    ],
)
def test_S5_4_stakes(rules, points, won, value, reason):
    winner = points.index(max(points)) + 1
    result = outcome(finished(rules, points, won, winner))
    assert (result.winner, result.value, result.reason, result.burned) == (winner, value, reason, False)


def test_S5_4_the_deal_is_not_over_while_cards_are_in_hand():
    state = start(FOUR, 4, {})
    assert outcome(state) is None
    assert outcome(play(state, str(legal_moves(state)[0]))) is None


# S6 Burning


_BURN_HANDS = {1: "10H 9H KH QH", 2: "8H 9C JC JD", 3: "8C 9D JH JS", 4: "8D 9S QC QD"}


def test_S6_1_four_of_a_rank_in_a_row_burns_the_deal():
    rules = Rules(4, burning=True)
    state = play(start(rules, 4, _BURN_HANDS, stock="AC AD AH AS"), "10H 8H 8C 8D")
    assert state.tricks[0].winner == 1 and state.points == (10, 0)
    state = play(state, "9H 9C 9D 9S")
    assert to_move(state) is None and legal_moves(state) == ()
    assert state.burner == 4
    assert outcome(state) == Outcome((10, 0), (1, 0), 2, 3, True, "burn", None)


def test_S6_1_burning_is_off_by_default():
    state = play(start(FOUR, 4, _BURN_HANDS, stock="AC AD AH AS"), "10H 8H 8C 8D 9H 9C 9D 9S")
    assert state.burner is None and state.turn == 4 and state.tricks[-1].winner == 4


def test_S6_1_sevens_count_only_as_sevens():
    rules = Rules(4, burning=True)
    hands = {1: "9H KH QH JH", 2: "7H 8C JC JD", 3: "9C 8D 10H JS", 4: "9D 8S QC QD"}
    state = play(start(rules, 4, hands), "9H 7H 9C 9D")  # 9-7-9-9 is not four nines
    assert state.burner is None and state.tricks[0].winner == 4
    sevens = {1: "7C KH QH JH", 2: "7H 8C JC JD", 3: "7D 8D 10H JS", 4: "7S 8S QC QD"}
    state = play(start(rules, 4, sevens), "7C 7H 7D 7S")
    assert state.burner == 4 and outcome(state).winner == 2


def test_S6_1_a_burn_may_run_across_rounds_and_end_mid_round():
    rules = Rules(3, burning=True)
    hands = {1: "9H 9D KH QH", 2: "9S JC JD 10C", 3: "9C 10D JH JS"}
    state = play(start(rules, 3, hands), "9H 9S 9C")
    assert state.choosing and state.turn == 1
    state = play(state, "9D")  # the first card of round 2 is the fourth nine in a row
    assert state.burner == 1 and len(state.trick) == 4 and state.tricks == ()
    assert outcome(state) == Outcome((0, 0, 0), (0, 0, 0), 1, 3, True, "burn", None)


def test_S6_2_a_burn_wins_burn_value_whatever_the_points_and_stakes():
    rules = Rules(4, stakes="single", burning=True, burn_value=5)
    state = play(start(rules, 4, _BURN_HANDS, stock="AC AD AH AS"), "10H 8H 8C 8D 9H 9C 9D 9S")
    result = outcome(state)
    assert (result.winner, result.value, result.reason, result.points) == (2, 5, "burn", (10, 0))
    assert GAME.deal_points(result) == (0, 5)
    assert GAME.next_dealer(rules, 4, result) == 1  # seat 4's side won: the deal passes to the left
