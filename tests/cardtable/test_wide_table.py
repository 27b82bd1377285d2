"""A table of eight: play, resume and simulate a game that takes two to eight seats, partnerships included."""

import json

from click.testing import CliRunner
from play_cli_helpers import data_home, saved  # noqa: F401 (data_home: autouse fixture)
from table_wide_game import SPEC

from cardtable.cli.group import build_group

cli = build_group(SPEC)
EIGHT = "A,B,C,D,E,F,G,H"


def test_eight_players_two_of_them_bots_in_two_partnerships(tmp_path):
    path = tmp_path / "m.json"
    args = ["play", "--players", EIGHT, "--bot", "7=random", "--bot", "8=random", "--option", "teams=2",
            "--seed", "1", "--save", str(path)]  # fmt: skip
    result = CliRunner().invoke(cli, args, input="\n1\nquit\n")  # one move: a match is kept once one is made
    assert result.exit_code == 0, result.output
    record = saved(path)
    assert [seat.get("bot") for seat in record["seats"]] == [None] * 6 + ["random", "random"]
    assert record["rules"] == {"goal": 5, "teams": 2}
    resumed = CliRunner().invoke(cli, ["play", "--resume", str(path)], input="quit\n")
    assert resumed.exit_code == 0, resumed.output


def test_a_bot_beyond_the_eighth_seat_and_a_bad_option_exit_2():
    result = CliRunner().invoke(cli, ["play", "--players", EIGHT, "--bot", "9=random"])
    assert result.exit_code == 2
    assert "Invalid value for '--bot': \"9\" is not a seat number (1 to 8)" in result.output
    result = CliRunner().invoke(cli, ["play", "--players", EIGHT, "--option", "teams=3"])
    assert result.exit_code == 2
    assert "Invalid value for '--option': teams must be 0, 2 or 4, not 3" in result.output


def test_nine_names_are_too_many():
    result = CliRunner().invoke(cli, ["play", "--players", EIGHT + ",I"])
    assert result.exit_code == 2
    assert "Error: Invalid value for '--players': Wide is for 2 to 8 players, not 9" in result.output


def test_a_config_file_seats_eight(tmp_path):
    config = tmp_path / "m.toml"
    config.write_text("".join(f'[[seats]]\nname = "P{n}"\n' for n in range(1, 9)) + "[rules]\nteams = 4\n")
    path = tmp_path / "m.json"
    result = CliRunner().invoke(cli, ["play", "--config", str(config), "--save", str(path)], input="\n1\nquit\n")
    assert result.exit_code == 0, result.output
    assert len(saved(path)["seats"]) == 8 and saved(path)["rules"]["teams"] == 4


def test_a_tournament_of_eight_bots_in_four_partnerships():
    args = ["simulate", "--bots", ",".join(["random"] * 8), "--option", "teams=4", "--deals", "3", "--seed", "2",
            "--duplicate", "--json"]  # fmt: skip
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["rotations"], data["deals"], len(data["wins"])) == (4, 12, 4)
    assert sum(data["wins"]) == 12
