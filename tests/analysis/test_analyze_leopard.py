"""``leopard analyze`` on the example record: which decisions are judged, and the same judgments every run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtable.cli.group import build_group
from cardtable.i18n import set_language
from cardtable.records import load_match
from leopard.rules import GAME
from leopard.spec import SPEC

cli = build_group(SPEC)


@pytest.fixture
def english_after():
    yield
    set_language("en")  # --lang sets the process's language
EXAMPLE = Path(__file__).parents[2] / "examples" / "leopard-match.json"


def test_every_choice_of_the_seat_is_judged_once_and_forced_moves_are_not():
    """Deal 3, seat 1: every move of Anna's with more than one legal move, numbered within the deal; a draw with
    no offer to go out (L4.1) is forced and left out."""
    match = load_match(EXAMPLE, GAME)
    deal = match.record.deals[2]
    state = GAME.deal(match.rules, deal.dealer, deal.deck)
    expected = []
    for number, text in enumerate(deal.moves, start=1):
        if GAME.to_move(state) == 1 and len(GAME.legal_moves(state)) > 1:
            expected.append((number, text))
        state = GAME.apply(state, GAME.record_moves(state, text, 2)[0])
    result = CliRunner().invoke(cli, ["analyze", str(EXAMPLE), "--deal", "3", "--seat", "1", "--budget", "8", "--json"])
    data = json.loads(result.stdout)
    assert [(d["move"], d["played"]) for d in data["decisions"]] == expected
    assert len(expected) == 12 and data["seats"]["1"]["decisions"] == 12
    assert all(d["loss"] >= 0 and (d["loss"] > 0 or d["best"] == d["played"]) for d in data["decisions"])
    again = CliRunner().invoke(cli, ["analyze", str(EXAMPLE), "--deal", "3", "--seat", "1", "--budget", "8", "--json"])
    assert again.stdout == result.stdout


def test_the_russian_report_names_moves_as_a_russian_player_types_them_and_json_stays_canonical(english_after):
    args = ["analyze", str(EXAMPLE), "--deal", "1", "--budget", "20"]
    report = CliRunner().invoke(cli, [*args, "--lang", "ru"])
    assert report.exit_code == 0, report.stderr
    assert "Сдача 1, ход 42: Anna — Вт@2:2, лучше было Вт@2:5 (потеря 2,49)" in report.stdout
    assert "│     1 │  35 │ Boris (место 2) │ -10п    │ Дб:9   │   3,63 │" in report.stdout
    data = json.loads(CliRunner().invoke(cli, [*args, "--json", "--lang", "ru"]).stdout)
    assert {"move": 42, "played": "JC@2:2", "best": "JC@2:5"}.items() <= next(
        d for d in data["decisions"] if d["move"] == 42
    ).items()


def test_a_mistake_chosen_after_a_hint_is_marked_in_both_languages(tmp_path, english_after):
    """Anna asked for a hint before JC@2:2 at move 42 of deal 1: the table and the title mark it "after a hint",
    in English and in Russian."""
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["deals"][0]["hinted"] = [42]
    path = tmp_path / "match.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    args = ["analyze", str(path), "--deal", "1", "--budget", "20", "--seat", "1"]
    lines = CliRunner().invoke(cli, args, env={"COLUMNS": "100"}).stdout.splitlines()
    assert "│    1 │   42 │ Anna (seat 1) │ JC@2:2 (after a hint) │ JC@2:5 │ 2.49 │" in lines
    assert "Deal 1, move 42: Anna played JC@2:2 (after a hint), best was JC@2:5 (loss 2.49) " + "─" * 20 in lines
    lines = CliRunner().invoke(cli, [*args, "--lang", "ru"], env={"COLUMNS": "100"}).stdout.splitlines()
    assert "│     1 │  42 │ Anna (место 1) │ Вт@2:2 (после подсказки) │ Вт@2:5 │   2,49 │" in lines
    assert "Сдача 1, ход 42: Anna — Вт@2:2 (после подсказки), лучше было Вт@2:5 (потеря 2,49) " + "─" * 18 in lines
    assert lines[3].startswith("Ход с пометкой «после подсказки» выбран после того, как игрок попросил подсказку.")


def test_json_says_which_moves_were_chosen_after_a_hint(tmp_path):
    """As the report marks it "after a hint": JC@2:2 at move 42 of deal 1 true, every other decision false."""
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["deals"][0]["hinted"] = [42]
    path = tmp_path / "match.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(cli, ["analyze", str(path), "--deal", "1", "--budget", "8", "--seat", "1", "--json"])
    decisions = json.loads(result.stdout)["decisions"]
    assert [(d["move"], d["played"]) for d in decisions if d["hinted"]] == [(42, "JC@2:2")]
    assert {d["hinted"] for d in decisions if d["move"] != 42} == {False}
    assert set(decisions[0]) == {"deal", "move", "seat", "played", "best", "loss", "hinted"}
