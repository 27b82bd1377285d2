"""A third game, installed as its own package (``tests/toygame``), plays through the real ``toygame`` console
script: the table's play, replay, simulate and rules commands serve it with no change to the table."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.records import load_match
from cardtable.registry import games

TOYGAME = Path(sys.executable).with_name("toygame")


@pytest.fixture(scope="module")
def game():
    return games()["toygame"].game()


def run(args, tmp_path, input=""):
    """``toygame ARGS`` as a user runs it, ``input`` piped in; the finished process."""
    assert TOYGAME.exists(), f"{TOYGAME} is missing: install tests/toygame (see the README's test command)"
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "TOYGAME_LANG": "en", "COLUMNS": "100"}
    return subprocess.run(
        [str(TOYGAME), *args], input=input, capture_output=True, text=True, env=env, timeout=60, check=False
    )


def first_legal_moves_only(game, record_path):
    """Whether every move of the record is the first legal move of its turn (what typing "1" chooses)."""
    match = load_match(record_path, game)
    for deal in match.record.deals:
        state = game.deal(match.rules, deal.dealer, deal.deck)
        for text in deal.moves:
            move = game.legal_moves(state)[0]
            if game.record_text(state, move) != text:
                return False
            state = game.apply(state, move)
    return True


def test_toygame_is_a_registered_game_with_its_own_command():
    assert games()["toygame"].title == "Toy Tricks"
    assert TOYGAME.exists()


def test_two_people_play_a_whole_match_with_piped_input_and_replay_its_record(game, tmp_path):
    path = tmp_path / "match.json"
    # "1" plays the first move in the list at every turn; a hand-off ignores it, the end of a deal refuses it and
    # the empty line after it goes on (at a move prompt an empty line only gets a line saying it is empty).
    played = run(
        ["play", "--players", "Anna,Boris", "--deals", "2", "--seed", "3", "--save", str(path)],
        tmp_path,
        input="1\n\n" * 100,
    )
    assert played.returncode == 0, played.stderr
    assert "won the match" in played.stdout or "shared by" in played.stdout
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["game"] == "toygame"
    assert [seat["name"] for seat in record["seats"]] == ["Anna", "Boris"]
    assert [len(deal["moves"]) for deal in record["deals"]] == [10, 10]
    assert first_legal_moves_only(game, path)

    replayed = run(["replay", str(path), "--json"], tmp_path)
    assert replayed.returncode == 0, replayed.stderr
    summary = json.loads(replayed.stdout)
    match = load_match(path, game)
    tricks = [list(deal.outcome.tricks) for deal in match.deals]
    assert summary == {
        "game": "toygame",
        "deals": [
            {"dealer": deal["dealer"], "complete": True, "tricks": won} for deal, won in zip(record["deals"], tricks)
        ],
        "totals": [sum(won[seat] for won in tricks) for seat in range(2)],
        "finished": True,
        "winner": match.status.winner,
    }
    assert all(sum(won) == 5 for won in tricks)


def test_a_person_plays_a_bot_with_trumps_to_the_end(game, tmp_path):
    path = tmp_path / "bot.json"
    played = run(
        ["play", "--players", "Anna,Robot", "--bot", "2=random", "--deals", "1", "--option", "trumps=true",
         "--seed", "5", "--save", str(path)],
        tmp_path,
        input="1\n" * 30,
    )
    assert played.returncode == 0, played.stderr
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["rules"] == {"trumps": True}
    assert record["seats"][1] == {"name": "Robot", "bot": "random"}
    match = load_match(path, game)
    assert match.finished
    assert sum(match.status.totals) == 5


def test_simulate_plays_random_bots_and_prints_json(tmp_path):
    result = run(["simulate", "--bots", "random,random", "--deals", "5", "--seed", "1", "--json"], tmp_path)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert (summary["game"], summary["deals"], summary["seats"]) == ("toygame", 5, ["random", "random"])
    assert sum(summary["mean_score"]) == pytest.approx(5.0)  # five tricks a deal, one point each


def test_rules_prints_the_markdown_rules(tmp_path):
    result = run(["rules", "--plain"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("# Toy Tricks\n")
    assert "follow the suit led" in result.stdout


def test_a_bad_move_is_one_line_and_the_prompt_comes_again(tmp_path):
    played = run(["play", "--players", "Anna,Boris", "--deals", "1", "--seed", "3"], tmp_path, input="\n7H\nquit\n")
    assert played.returncode == 0, played.stderr
    assert "there is no 7H in this game" in played.stdout
    assert "Traceback" not in played.stdout + played.stderr
