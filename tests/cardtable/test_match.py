"""Match arithmetic: targets, fixed series and ties (rules L8.1-L8.3, S7.1)."""

import pytest

from cardtable.match import MatchSettings, MatchStatus, match_status


def test_L8_1_target_reached_by_one_square_ends_the_match():
    status = match_status(MatchSettings(target=33), 2, [(20, 10), (14, 5)], "share")
    assert status == MatchStatus(totals=(34, 15), finished=True, winners=(1,))
    assert status.winner == 1


def test_L8_1_highest_total_wins_when_several_reach_the_target():
    status = match_status(MatchSettings(target=33), 3, [(30, 31, 2), (5, 9, 1)], "share")
    assert status == MatchStatus(totals=(35, 40, 3), finished=True, winners=(2,))


def test_L8_1_tie_on_top_past_the_target_plays_another_deal():
    status = match_status(MatchSettings(target=33), 2, [(30, 30), (5, 5)], "share")
    assert status == MatchStatus(totals=(35, 35), finished=False, winners=())
    assert status.winner is None


def test_L8_1_below_target_the_match_goes_on():
    assert not match_status(MatchSettings(target=33), 2, [(12, 20)], "share").finished


def test_L8_2_fixed_series_highest_total_wins():
    status = match_status(MatchSettings(target=None, deals=2), 2, [(4, 9), (3, 1)], "share")
    assert status == MatchStatus(totals=(7, 10), finished=True, winners=(2,))


def test_L8_2_fixed_series_level_totals_share_the_win():
    status = match_status(MatchSettings(target=None, deals=2), 3, [(4, 9, 2), (5, 0, 1)], "share")
    assert status == MatchStatus(totals=(9, 9, 3), finished=True, winners=(1, 2))
    assert status.winner is None


def test_L8_3_target_before_the_series_ends_wins():
    status = match_status(MatchSettings(target=10, deals=5), 2, [(11, 3)], "share")
    assert status == MatchStatus(totals=(11, 3), finished=True, winners=(1,))


def test_L8_3_series_end_decides_a_tie_on_top_past_the_target():
    status = match_status(MatchSettings(target=10, deals=2), 2, [(6, 6), (6, 6)], "share")
    assert status == MatchStatus(totals=(12, 12), finished=True, winners=(1, 2))


def test_S7_1_first_side_to_five_game_points_wins():
    deals = [(1, 0), (0, 2), (3, 0)]
    assert match_status(MatchSettings(target=5), 2, deals[:2], "play_on").finished is False
    assert match_status(MatchSettings(target=5), 2, deals, "play_on") == MatchStatus((4, 2), False, ())
    assert match_status(MatchSettings(target=5), 2, deals + [(1, 0)], "play_on") == MatchStatus((5, 2), True, (1,))


def test_S7_1_level_series_plays_more_deals_until_one_side_leads():
    settings = MatchSettings(target=None, deals=2)
    assert match_status(settings, 2, [(1, 0), (0, 1)], "play_on") == MatchStatus((1, 1), False, ())
    assert match_status(settings, 2, [(1, 0), (0, 1), (0, 0)], "play_on") == MatchStatus((1, 1), False, ())
    assert match_status(settings, 2, [(1, 0), (0, 1), (0, 0), (2, 0)], "play_on") == MatchStatus((3, 1), True, (1,))


@pytest.mark.parametrize(("target", "deals"), [(0, None), (None, 0)])
def test_match_settings_refuse_an_empty_match(target, deals):
    with pytest.raises(ValueError):
        MatchSettings(target=target, deals=deals)


def test_a_match_with_neither_target_nor_series_is_endless():
    settings = MatchSettings(target=None, deals=None)
    assert settings.endless and not MatchSettings(target=33).endless
    points = [(40, 0), (0, 3), (100, 100)]
    assert match_status(settings, 2, points, "share") == MatchStatus((140, 103), False, ())
    assert match_status(settings, 2, points, "play_on").winner is None
