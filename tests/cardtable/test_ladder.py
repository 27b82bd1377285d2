"""The rating ladder (``cardtable.ladder``): Bradley–Terry ratings on the Elo scale, bootstrap intervals, and
``simulate --ladder``."""

from __future__ import annotations

import json
import math

import pytest
from click.testing import CliRunner

from cardtable.cli.group import build_group
from cardtable.ladder import BOOTSTRAP, fit_ratings, pair_scores, rate, run_ladder
from cardtable.simulate import DealResult
from leopard.rules import GAME as LEOPARD
from leopard.spec import SPEC as LEOPARD_SPEC

LEOPARD_SPEC.load_bots()
leopard_cli = build_group(LEOPARD_SPEC)


def expected(difference: float) -> float:
    """Elo: the expected score of a player ``difference`` points above the other."""
    return 1 / (1 + 10 ** (-difference / 400))


def synthetic(ratings: list[float], games: float) -> tuple[dict[tuple[int, int], float], dict[tuple[int, int], float]]:
    """Results exactly as the ratings expect, ``games`` games for every pair."""
    wins, played = {}, {}
    for i, first in enumerate(ratings):
        for j, second in enumerate(ratings):
            if i != j:
                wins[(i, j)] = games * expected(first - second)
                played[(i, j)] = games
    return wins, played


@pytest.mark.parametrize("ratings", [[0.0, 200.0, 450.0], [0.0, -100.0, 50.0, 300.0], [0.0, 0.0]])
def test_the_fit_recovers_known_ratings(ratings: list[float]) -> None:
    wins, games = synthetic(ratings, 100.0)
    fitted = fit_ratings(len(ratings), wins, games, anchor=0, prior=0.0)
    assert [round(value, 6) for value in fitted] == [round(value, 6) for value in ratings]


def test_the_anchor_is_rated_zero() -> None:
    wins, games = synthetic([0.0, 200.0, 450.0], 10.0)
    assert [round(value, 6) for value in fit_ratings(3, wins, games, anchor=1, prior=0.0)] == [-200.0, 0.0, 250.0]


def test_a_pair_that_never_met_is_rated_through_the_others() -> None:
    wins, games = synthetic([0.0, 200.0, 450.0], 50.0)
    for pair in ((0, 2), (2, 0)):
        del wins[pair], games[pair]
    assert [round(value, 6) for value in fit_ratings(3, wins, games, prior=0.0)] == [0.0, 200.0, 450.0]


def test_the_prior_keeps_a_clean_sweep_finite() -> None:
    # 10 wins in 10 games, plus one drawn game: 10.5 of 11, so 400 log10(21) points.
    ratings = fit_ratings(2, {(0, 1): 0.0, (1, 0): 10.0}, {(0, 1): 10.0, (1, 0): 10.0}, prior=1.0)
    assert ratings[0] == 0.0
    assert ratings[1] == pytest.approx(400 * math.log10(21), abs=1e-9)
    with pytest.raises(ValueError, match="infinite"):
        fit_ratings(2, {(0, 1): 0.0, (1, 0): 10.0}, {(0, 1): 10.0, (1, 0): 10.0}, prior=0.0)


def test_every_level_must_play() -> None:
    with pytest.raises(ValueError, match="every level must play"):
        fit_ratings(3, {(0, 1): 1.0, (1, 0): 1.0}, {(0, 1): 2.0, (1, 0): 2.0}, prior=0.0)


def result(deck: int, rotation: int, winner: int | None) -> DealResult:
    points = (1, 0) if winner == 1 else (0, 1) if winner == 2 else (0, 0)
    return DealResult(deck, rotation, points, winner, {})


def test_a_deck_s_score_is_its_mean_over_the_rotations_with_ties_half() -> None:
    results = [result(0, 0, 1), result(0, 1, 1), result(1, 0, 1), result(1, 1, None), result(2, 0, 2),
               result(2, 1, 2)]  # fmt: skip
    assert pair_scores(results) == [1.0, 0.75, 0.0]


def test_rate_gives_the_fit_and_bootstrap_intervals_from_the_seed() -> None:
    levels = ["greedy", "random", "strong"]
    scores = {(0, 1): [1.0, 0.5, 1.0, 0.5], (0, 2): [0.0, 0.5, 0.5, 0.0], (1, 2): [0.0, 0.0, 0.5, 0.0]}
    anchor, ratings, intervals = rate(levels, scores, 4, 2, seed=1)
    assert anchor == "random"
    # What each level scored over the 4 decks × 2 rotations of each pair, as wins out of 8.
    wins = {(0, 1): 6.0, (1, 0): 2.0, (0, 2): 2.0, (2, 0): 6.0, (1, 2): 1.0, (2, 1): 7.0}
    games = dict.fromkeys(wins, 8.0)
    assert ratings == pytest.approx(fit_ratings(3, wins, games, anchor=1), abs=1e-9)
    assert ratings[1] == 0.0 and intervals[1] == (0.0, 0.0)
    assert all(low <= rating <= high for rating, (low, high) in zip(ratings, intervals))
    assert rate(levels, scores, 4, 2, seed=1) == (anchor, ratings, intervals)
    assert BOOTSTRAP == 400


def test_identical_decks_still_give_an_interval_of_honest_width() -> None:
    scores = {(0, 1): [0.75] * 5}  # random scores 0.75 on every deck against greedy
    _, ratings, intervals = rate(["random", "greedy"], scores, 5, 2, seed=3)
    # greedy scored 2.5 of 10, and half the prior's drawn deal: 3 of 11, so 400 log10(3 / 8) from random.
    assert ratings[1] == pytest.approx(400 * math.log10(3 / 8), abs=1e-9)
    # Resampling the decks alone would give zero width here; the share drawn from Beta(2.5 + ½, 7.5 + ½) does not.
    low, high = intervals[1]
    assert low < ratings[1] < high and high - low > 200
    # random's share is drawn from Beta(7.5 + ½, 2.5 + ½): its 97.5 % and 2.5 % quantiles, 0.933 and 0.443, are
    # -459 and +40 points for greedy; 400 resamples come near them
    assert (round(low, -1), round(high, -1)) == (-470.0, 30.0)


def test_a_clean_sweep_is_rated_within_a_wide_interval_not_a_zero_width_one() -> None:
    scores = {(0, 1): [0.0] * 3}  # greedy wins every deal of 3 decks × 2 rotations against random
    _, ratings, intervals = rate(["random", "greedy"], scores, 3, 2, seed=1)
    assert round(ratings[1], 1) == 445.6  # 6.5 of 7 with the prior's draw: 400 log10(13)
    low, high = intervals[1]
    assert low < ratings[1] < high
    assert (round(low), round(high)) == (163, 1599)
    assert intervals[0] == (0.0, 0.0)  # the anchor is 0 by definition


def test_a_leopard_ladder() -> None:
    ladder = run_ladder(LEOPARD, LEOPARD.make_rules(2, {}), ["random", "greedy"], 3, seed=1)
    data = ladder.as_json()
    assert list(data) == ["game", "decks", "players", "seed", "anchor", "levels", "pairs"]
    assert (data["game"], data["decks"], data["players"], data["anchor"]) == ("leopard", 3, 2, "random")
    # greedy wins all six deals: 6.5 of 7 with the prior's draw, 400 log10(13) points.
    assert [(rung.level, round(rung.rating, 1), rung.deals, rung.score) for rung in ladder.levels] == [
        ("greedy", 445.6, 6, 1.0), ("random", 0.0, 6, 0.0),
    ]  # fmt: skip
    assert data["pairs"] == [["random", "greedy", 0.0]]


def test_a_ladder_needs_two_sides_and_two_different_levels() -> None:
    with pytest.raises(ValueError, match="a ladder needs two sides, not 3"):
        run_ladder(LEOPARD, LEOPARD.make_rules(3, {}), ["random", "greedy"], 1, seed=1)
    with pytest.raises(ValueError, match="^a ladder needs two or more different levels, not greedy, greedy$"):
        run_ladder(LEOPARD, LEOPARD.make_rules(2, {}), ["greedy", "greedy"], 1, seed=1)


def simulate(*args: str):
    return CliRunner().invoke(leopard_cli, ["simulate", *args])


def test_simulate_ladder_json_and_table() -> None:
    result = simulate("--ladder", "random,greedy", "--deals", "3", "--seed", "1", "--json", "--jobs", "2")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [(level["level"], level["rating"], level["ci95"]) for level in data["levels"]] == [
        ("greedy", 445.6, [162.6, 1599.3]), ("random", 0.0, [0.0, 0.0]),
    ]  # fmt: skip
    table = simulate("--ladder", "random,greedy", "--deals", "3", "--seed", "1")
    assert table.exit_code == 0, table.output
    assert "Leopard rating ladder: 2 players, 3 decks in every pairing, duplicate" in table.stdout
    assert "│ greedy │   +446 │  +163 … +1599 │     6 │   100.0 │" in table.stdout
    assert table.stdout.rstrip().endswith("Seed: 1")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--ladder", "greedy"], "a ladder needs two levels or more, e.g. random,greedy,strong"),
        (["--ladder", "greedy,greedy"], '"greedy" is named twice'),
        (["--ladder", "greedy,strong:0.5"], '"strong:0.5": a budget is playouts from 1 to 1000000'),
        (["--ladder", "greedy,random", "--record", "x"], "a ladder saves no records"),
        (["--ladder", "greedy,random", "--bots", "greedy,random"], "give --bots or --ladder, not both"),
    ],
)
def test_bad_ladders_exit_2_with_one_line(args: list[str], message: str) -> None:
    result = simulate(*args)
    assert result.exit_code == 2
    assert message in " ".join(result.stderr.split())
    assert "Traceback" not in result.output
