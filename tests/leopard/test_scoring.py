"""Rules L7 (scoring) and L8 (the match, through the engine's match settings)."""

from __future__ import annotations

from cardtable.match import MatchSettings, match_status

from leopard.rules import GAME, Discard, GoOut, LineScore, Rules, apply, outcome, scoring_lines, square_value

from leopard_helpers import cards, position, square

CHECK = "AH 2H 3H / 4D 5H 6D / 7S 8C 9H"


def test_L7_1_the_check_square_is_worth_6():
    # Rows 2+1+0, columns 0+0+1, diagonals 2+0.
    assert square_value(square(CHECK)) == 6
    assert scoring_lines(square(CHECK)) == (
        LineScore((1, 2, 3), "suit", 2),
        LineScore((4, 5, 6), "colour", 1),
        LineScore((3, 6, 9), "colour", 1),
        LineScore((1, 5, 9), "suit", 2),
    )


def test_L7_1_suit_line_3_counts_one_suit_lines_3():
    assert square_value(square(CHECK), suit_line=3) == 3 + 1 + 1 + 3
    assert position(Rules(2, suit_line=3), (CHECK, "")).values == (8, 0)


def test_L7_1_a_line_scores_only_with_three_face_up_cards():
    assert square_value(square("AH 2H . / . . . / . . .")) == 0
    assert square_value(square("AH 2H 3H+QC / . . . / . . .")) == 0
    assert square_value(square("AS 2C 3S / . . . / . . .")) == 1
    assert square_value(square("AS 2D 3S / . . . / . . .")) == 0
    full_suit = "AS 2S 3S / 4S 5S 6S / 7S 8S 9S"
    assert square_value(square(full_suit)) == 16
    assert square_value(square(full_suit), suit_line=3) == 24


def test_L7_2_going_out_with_6_scores_6_russian_and_7_abbott():
    for going_out, expected in (("russian", 6), ("abbott", 7)):
        rules = Rules(2, going_out=going_out)
        state = position(rules, (CHECK, "AS 2S 3S / . . . / . . ."), ("KD", "7C"))
        result = outcome(apply(state, GoOut()))
        assert result.went_out == 1
        assert result.values == (6, 2)
        assert result.scores == (expected, 2)
        assert GAME.deal_points(result) == (expected, 2)


def test_L7_2_going_out_scores():
    worth_8 = "AH 2H 3H / 4H 5H 6H / 7C 8C 9H"  # rows 2+2+0, columns 0+0+2, diagonals 2+0
    assert square_value(square(worth_8)) == 8
    for going_out, expected in (("russian", 10), ("abbott", 11)):
        state = position(Rules(2, going_out=going_out), ("", worth_8), ("", "KD"), turn=2)
        assert outcome(apply(state, GoOut())).scores == (0, expected)
    state = position(Rules(2), ("AH 2H 3H / 4D 5H 6D / 7S 8C 9D", ""), ("KD", ""))
    assert outcome(apply(state, GoOut())).scores == (4, 0)  # worth exactly 5


def test_L7_3_the_others_score_their_plain_value():
    state = position(3, ("AS 2S 3S / . . . / . . .", CHECK, "AC 2S 3C / . . . / . . ."), ("", "KD", ""), turn=2)
    result = outcome(apply(state, GoOut()))
    assert result.values == (2, 6, 1)
    assert result.scores == (2, 6, 1)
    assert result.lines[0] == (LineScore((1, 2, 3), "suit", 2),)
    assert result.lines[2] == (LineScore((1, 2, 3), "colour", 1),)


def test_L7_4_nobody_went_out_everybody_scores_plain_value():
    state = position(2, ("AS 2S 3S / . . . / . . .", CHECK), ("KD", "7C"), stock="QH")
    over = apply(state, Discard(cards("KD")[0]))
    result = outcome(over)
    assert result.went_out is None
    assert result.values == (2, 6)
    assert result.scores == (2, 6)


def test_L8_1_play_to_33_and_a_tie_on_top_plays_on():
    assert GAME.default_target == 33
    settings = MatchSettings(target=GAME.default_target)
    assert match_status(settings, 2, [(20, 10), (13, 12)], GAME.series_tie).winners == (1,)
    assert not match_status(settings, 2, [(20, 20), (13, 13)], GAME.series_tie).finished
    assert match_status(settings, 2, [(20, 20), (14, 13)], GAME.series_tie).winners == (1,)


def test_L8_2_a_fixed_series_shares_a_tie():
    assert GAME.series_tie == "share"
    settings = MatchSettings(target=None, deals=2)
    status = match_status(settings, 3, [(4, 3, 2), (1, 2, 1)], GAME.series_tie)
    assert status.finished
    assert status.winners == (1, 2)
    assert status.winner is None


def test_L8_3_target_and_series_end_at_whichever_comes_first():
    settings = MatchSettings(target=33, deals=3)
    assert match_status(settings, 2, [(30, 1), (4, 1)], GAME.series_tie).winners == (1,)
    status = match_status(settings, 2, [(5, 1), (4, 1), (1, 8)], GAME.series_tie)
    assert status.finished and status.winners == (1, 2)
