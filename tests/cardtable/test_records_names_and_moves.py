"""A record is read the same way by ``replay`` and ``play --resume``: two seats whose names differ only in case
are refused by both with one line naming both names; moves typed in another case (``7d`` for ``7D``, L9.2) are
read by both as the same moves, and a resumed match saves them in canonical form."""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from play_cli_helpers import data_home, run_play  # noqa: F401 (data_home: autouse fixture)

from cardtable.cli.group import build_group
from cardtable.game import RulesError
from cardtable.records.jsonform import seats_from_json

from leopard.rules import GAME
from leopard.spec import SPEC as LEOPARD_SPEC

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "leopard-match.json"
cli = build_group(LEOPARD_SPEC)


def _record(tmp_path, *, names=("Anna", "Boris"), lower=False):
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["seats"] = [{"name": name} for name in names]
    data["deals"] = data["deals"][:1]
    moves = data["deals"][0]["moves"][:6]
    data["deals"][0]["moves"] = [move.lower() for move in moves] if lower else moves
    path = tmp_path / ("lower.json" if lower else "game.json")
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, moves


def test_seats_named_alike_but_for_case_are_refused():
    with pytest.raises(RulesError) as caught:
        seats_from_json([{"name": "Anna"}, {"name": "Boris"}, {"name": "ANNA"}], GAME)
    assert str(caught.value) == (
        'seats 1 and 3 are named "Anna" and "ANNA": names must differ in more than capital letters'
    )


def test_replay_and_resume_refuse_names_alike_but_for_case_with_the_same_line(tmp_path):
    path, _moves = _record(tmp_path, names=("Anna", "anna"))
    line = f'{path}: seats 1 and 2 are named "Anna" and "anna": names must differ in more than capital letters\n'
    replayed = CliRunner().invoke(cli, ["replay", str(path)])
    assert (replayed.exit_code, replayed.stdout, replayed.stderr) == (1, "", "Error: " + line)
    resumed = run_play(cli, ["--resume", str(path)], input="quit\n")
    assert resumed.exit_code == 1
    assert resumed.stderr == "Error: " + line  # play reports it in the same line


def test_L9_2_replay_and_resume_read_moves_in_another_case_as_the_canonical_ones(tmp_path):
    canonical, moves = _record(tmp_path)
    lower, _moves = _record(tmp_path, lower=True)
    assert moves == ["JS@1:2", "QC:6", "7D", "-4D", "10C:4", "-6C"]
    summary = CliRunner().invoke(cli, ["replay", str(canonical), "--json"])
    same = CliRunner().invoke(cli, ["replay", str(lower), "--json"])
    assert (same.exit_code, same.stdout) == (0, summary.stdout)
    resumed = run_play(cli, ["--resume", str(lower)], input="quit\n")
    assert resumed.exit_code == 0, resumed.output
    assert json.loads(lower.read_text(encoding="utf-8"))["deals"][0]["moves"] == moves
