"""Endless matches: a record with neither a target nor a series replays as unfinished, and ``play --endless`` (or
``endless = true`` in a config file) deals deal after deal until the players leave."""

import json

import pytest

from click.testing import CliRunner
from play_cli_helpers import LEOPARD_MOVE, data_home, run_play, saved  # noqa: F401 (data_home: autouse fixture)

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.cli.group import build_group
from leopard.spec import SPEC as LEOPARD_SPEC

cli = build_group(LEOPARD_SPEC)
from leopard.rules import GAME, Discard


def test_an_endless_record_replays_with_finished_false_and_no_winner(tmp_path):
    path = tmp_path / "m.json"
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(None, None), (SeatInfo("A"), SeatInfo("B")), 1, path)
    for deal in range(2):
        while not session.deal_over:  # discard every card: the deal ends when the stock does (L6.2)
            session.play(next(move for move in session.legal_moves() if isinstance(move, Discard)))
        assert not session.match_over
        if deal == 0:
            session.next_deal()
    assert saved(path)["match"] == {"target": None, "deals": None}
    replayed = CliRunner().invoke(cli, ["replay", str(path), "--json"])
    assert replayed.exit_code == 0, replayed.output
    summary = json.loads(replayed.output)
    assert [deal["complete"] for deal in summary["deals"]] == [True, True]
    assert (summary["finished"], summary["winner"]) == (False, None)


NEXT = "Press Enter to deal the next deal, or type quit to stop here"


def test_play_endless_deals_deal_after_deal_until_the_players_leave(tmp_path):
    path = tmp_path / "m.json"
    result = run_play(
        cli, ["--players", "R1,R2", "--bot", "1=random", "--bot", "2=random", "--seed", "4", "--endless", "--save",
              str(path)], input="\nquit\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    record = saved(path)
    assert record["match"] == {"target": None, "deals": None}
    assert len(record["deals"]) == 2
    assert result.output.count(NEXT) == 2
    assert "Deal 1 is over" in result.output and "Deal 2 is over" in result.output
    assert "won the match" not in result.output and "to 33 points" not in result.output
    replayed = json.loads(CliRunner().invoke(cli, ["replay", str(path), "--json"]).output)
    assert [deal["complete"] for deal in replayed["deals"]] == [True, True]
    assert (replayed["finished"], replayed["winner"]) == (False, None)
    # Leaving an endless match shows where it stopped: the score of every deal.
    assert result.output.rstrip().splitlines()[-2].startswith("The match is saved in")
    assert "Score" in result.output.split(NEXT)[-1]


def test_the_header_of_an_endless_match_names_no_target(tmp_path):
    result = run_play(cli, ["--players", "A,B", "--endless", "--save", str(tmp_path / "m.json")], input="\nquit\n")
    assert result.exit_code == 0, result.output
    assert "match with no limit" in result.output
    assert "to 33 points" not in result.output


def test_endless_in_a_config_file(tmp_path):
    config = tmp_path / "match.toml"
    config.write_text("[match]\nendless = true\nfirst_dealer = 2\n", encoding="utf-8")
    path = tmp_path / "m.json"
    result = run_play(cli, ["--players", "A,B", "--config", str(config), "--save", str(path)], input=LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert saved(path)["match"] == {"target": None, "deals": None, "first_dealer": 2}
    # A target on the command line wins over the file, as every option does.
    again = tmp_path / "n.json"
    result = run_play(cli, ["--players", "A,B", "--config", str(config), "--target", "20", "--save", str(again)], LEOPARD_MOVE + "quit\n")
    assert saved(again)["match"] == {"target": 20, "deals": None, "first_dealer": 2}


def test_an_endless_match_resumes_endless(tmp_path):
    path = tmp_path / "m.json"
    assert run_play(cli, ["--players", "A,B", "--endless", "--save", str(path)], input=LEOPARD_MOVE + "quit\n").exit_code == 0
    result = run_play(cli, ["--resume", str(path)], input="\nquit\n")
    assert result.exit_code == 0, result.output
    assert "match with no limit" in result.output


@pytest.mark.parametrize(
    ("args", "config", "message"),
    [
        (["--endless", "--target", "5"], None,
         "Error: --endless means no target and no series: leave out --target and --deals"),
        (["--endless", "--deals", "2"], None,
         "Error: --endless means no target and no series: leave out --target and --deals"),
        (["--config", "match.toml"], "[match]\nendless = true\ntarget = 5\n",
         "Error: match.toml: match: endless = true means no target and no series: leave out target and deals"),
        (["--config", "match.toml"], '[match]\nendless = "yes"\n',
         'Error: match.toml: match: "endless" must be true or false, not "yes"'),
    ],
)  # fmt: skip
def test_endless_with_a_limit_is_refused(tmp_path, monkeypatch, args, config, message):
    monkeypatch.chdir(tmp_path)
    if config is not None:
        (tmp_path / "match.toml").write_text(config, encoding="utf-8")
    result = run_play(cli, ["--players", "A,B", *args])
    assert result.exit_code == 2
    assert message in " ".join(result.output.split())


def test_resume_cannot_be_made_endless(tmp_path):
    result = run_play(cli, ["--resume", str(tmp_path / "m.json"), "--endless"])
    assert result.exit_code == 2
    assert "--resume continues a match as it was saved; it cannot be used with --endless" in result.output
