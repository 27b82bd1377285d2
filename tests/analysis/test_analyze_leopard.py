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
    lines = [line.rstrip() for line in report.stdout.splitlines()]
    first = lines.index("Самые большие ошибки")
    assert lines[first + 1 : first + 4] == [
        "Сдача 1, ход 35: Boris (место 2), потеря 3,63",
        "  Сыграно  -10п    в сброс 10♠",
        "  Лучший   Дб:9    Д♦ рубашкой вверх поверх 9♥ (свой квадрат)",
    ]
    drawn = lines.index("Сдача 1, ход 42: Anna (место 1), потеря 2,49 " + "─" * 35)
    assert lines[drawn + 1 : drawn + 3] == [
        "  Сыграно  Вт@2:2  В♣ рубашкой вверх поверх 2♣ (квадрат игрока Boris)",
        "  Лучший   Вт@2:5  В♣ рубашкой вверх поверх 5♣ (квадрат игрока Boris)",
    ]
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
    lines = [line.rstrip() for line in CliRunner().invoke(cli, args, env={"COLUMNS": "100"}).stdout.splitlines()]
    assert "Deal 1, move 42: Anna (seat 1), loss 2.49 (after a hint)" in lines
    assert "Deal 1, move 42: Anna (seat 1), loss 2.49 (after a hint) " + "─" * 43 in lines
    lines = CliRunner().invoke(cli, [*args, "--lang", "ru"], env={"COLUMNS": "100"}).stdout.splitlines()
    lines = [line.rstrip() for line in lines]
    assert "Сдача 1, ход 42: Anna (место 1), потеря 2,49 (после подсказки)" in lines
    assert "Сдача 1, ход 42: Anna (место 1), потеря 2,49 (после подсказки) " + "─" * 37 in lines
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


def test_each_mistake_says_its_moves_as_typed_and_in_words_wrapped_at_60_columns(english_after):
    """Deal 1, seat 1, on a 60-column terminal in Russian: each mistake's moves played and best as typed and in
    the log's words; a long description wraps under the words' column, the typed moves line up from one mistake to
    the next."""
    args = ["analyze", str(EXAMPLE), "--deal", "1", "--budget", "20", "--seat", "1", "--lang", "ru"]
    lines = [line.rstrip() for line in CliRunner().invoke(cli, args, env={"COLUMNS": "60"}).stdout.splitlines()]
    first = lines.index("Самые большие ошибки")
    assert lines[first + 1 : first + 13] == [
        "Сдача 1, ход 26: Anna (место 1), потеря 2,50",
        "  Сыграно  3п      3♠ — клетка 3, свой квадрат",
        "  Лучший   6б@2    6♦ — клетка 6, квадрат игрока Boris",
        "Сдача 1, ход 42: Anna (место 1), потеря 2,49",
        "  Сыграно  Вт@2:2  В♣ рубашкой вверх поверх 2♣ (квадрат",
        "                   игрока Boris)",
        "  Лучший   Вт@2:5  В♣ рубашкой вверх поверх 5♣ (квадрат",
        "                   игрока Boris)",
        "Сдача 1, ход 8: Anna (место 1), потеря 1,98",
        "  Сыграно  Дч:7    Д♥ рубашкой вверх — клетка 7, свой",
        "                   квадрат",
        "  Лучший   Тч      Т♥ — клетка 1, свой квадрат",
    ]


def test_the_english_report_says_the_moves_in_words_under_each_drawn_mistake():
    """Deal 1, seat 2: Boris discarded 10♠ where his Q♦ over 9♥ was best (L5.5); the list and the title drawn
    over his table say both moves as typed and in words."""
    args = ["analyze", str(EXAMPLE), "--deal", "1", "--budget", "20", "--seat", "2"]
    lines = [line.rstrip() for line in CliRunner().invoke(cli, args, env={"COLUMNS": "80"}).stdout.splitlines()]
    first = lines.index("Biggest mistakes")
    moves = ["  Played  -10S    discard 10♠", "  Best    QD:9    Q♦ face down over 9♥ on your own square"]
    assert lines[first + 1 : first + 4] == ["Deal 1, move 35: Boris (seat 2), loss 3.63", *moves]
    drawn = lines.index("Deal 1, move 35: Boris (seat 2), loss 3.63 " + "─" * 37)
    assert lines[drawn + 1 : drawn + 4] == [*moves, "Leopard  ·  deal 1  ·  dealer Anna  ·  match to 33 points"]
