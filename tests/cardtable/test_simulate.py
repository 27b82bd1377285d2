"""Bot tournaments (``cardtable.simulate``) on the tiny "Race to 5" game: deals, rotations, statistics, records."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from cardtable.records import read_record, replay
from cardtable.simulate import DealResult, plan_decks, play_deck, record_name, run_tournament, summarize
from table_fake_game import GAME, DECK

RULES = GAME.make_rules(2, {})


def test_decks_come_from_the_seed() -> None:
    first = plan_decks(GAME, RULES, 3, seed=11)
    assert first == plan_decks(GAME, RULES, 3, seed=11)
    assert first != plan_decks(GAME, RULES, 3, seed=12)
    assert all(sorted(cards) == sorted(DECK) and dealer in (1, 2) for dealer, cards in first)


def test_a_plain_tournament_plays_each_deck_once() -> None:
    summary = run_tournament(GAME, RULES, ["random", "random"], 10, seed=3)
    assert (summary.decks, summary.rotations, summary.deals) == (10, 1, 10)
    assert summary.seats == ("random", "random")
    assert summary.wins == (2, 8)
    assert summary.mean_score == (0.2, 0.8)


def test_duplicate_plays_every_deck_from_both_sides() -> None:
    summary = run_tournament(GAME, RULES, ["random", "random"], 10, seed=3, duplicate=True)
    assert (summary.decks, summary.rotations, summary.deals) == (10, 2, 20)
    assert sum(summary.wins) == 20
    assert summary.wins == (8, 12)
    assert summary.margin[0] == pytest.approx(-0.2)


def test_rotation_moves_the_bots_one_seat_and_keeps_the_deal() -> None:
    class Always:
        def __init__(self, move: int) -> None:
            self.move = move

        def choose(self, observation, legal, rng):
            return self.move

    # Seat 1 adds 2, seat 2 adds 1; the dealer's left starts. Bot "two" always brings the total to 5 first here.
    results = play_deck(GAME, RULES, ["two", "one"], [Always(2), Always(1)], 0, 2, DECK, 2, seed=1)
    assert [(r.rotation, r.points, r.winner) for r in results] == [(0, (1, 0), 1), (1, (1, 0), 1)]


def test_jobs_do_not_change_the_result() -> None:
    one = run_tournament(GAME, RULES, ["random", "random"], 6, seed=5, duplicate=True)
    two = run_tournament(GAME, RULES, ["random", "random"], 6, seed=5, duplicate=True, jobs=2)
    assert one.as_json()["wins"] == two.as_json()["wins"]
    assert one.margin == two.margin


def test_summary_statistics() -> None:
    results = [
        DealResult(0, 0, (3, 1), 1, {"a": [0.1, 0.3]}),
        DealResult(0, 1, (1, 1), None, {"a": [0.2]}),
        DealResult(1, 0, (0, 2), 2, {}),
        DealResult(1, 1, (2, 0), 1, {"b": [1.0]}),
    ]
    summary = summarize(GAME, ["a", "b"], 2, 2, results)
    assert summary.wins == (2, 1)
    assert summary.mean_score == (1.5, 1.0)
    # Deck 0: margins 2 and 0 (mean 1); deck 1: -2 and 2 (mean 0). Mean 0.5, standard deviation √0.5.
    assert summary.margin == (0.5, -0.5)
    half = 1.959964 * math.sqrt(0.5) / math.sqrt(2)
    assert summary.ci95[0] == pytest.approx((0.5 - half, 0.5 + half))
    assert summary.decision_seconds["a"] == {"median": pytest.approx(0.2), "p95": pytest.approx(0.29)}
    assert summary.decision_seconds["b"] == {"median": 1.0, "p95": 1.0}


def test_one_deck_has_no_interval_and_json_keys_are_fixed() -> None:
    summary = run_tournament(GAME, RULES, ["random", "random"], 1, seed=1)
    data = summary.as_json()
    assert list(data) == [
        "game", "decks", "rotations", "deals", "seats", "wins", "mean_score", "margin", "ci95", "decision_seconds",
    ]  # fmt: skip
    assert data["ci95"] == [None, None]
    assert data["decision_seconds"]["random"]["median"] is not None


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match='unknown bot level "wizard"'):
        run_tournament(GAME, RULES, ["random", "wizard"], 1, seed=1)


def test_records_replay_to_the_same_points(tmp_path: Path) -> None:
    summary = run_tournament(GAME, RULES, ["random", "random"], 3, seed=9, duplicate=True, record_dir=tmp_path)
    names = sorted(path.name for path in tmp_path.iterdir())
    assert names == [record_name(GAME, deck, rotation) for deck in range(3) for rotation in range(2)]
    assert names[0] == "race-deck0001-rotation1.json"
    wins = [0, 0]
    for name in names:
        rotation = int(name[-6]) - 1
        match = replay(read_record(tmp_path / name, GAME), GAME, name)
        assert match.status.finished
        assert [seat.bot for seat in match.record.seats] == ["random", "random"]
        winner_seat = match.status.winner
        # In rotation 2 the bot that started at seat 1 sits at seat 2.
        wins[(winner_seat - 1 - rotation) % 2] += 1
    assert tuple(wins) == summary.wins
