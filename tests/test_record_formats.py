"""Records are a promise (design "Records"): every format 1 record replays to the same result in format 2, L9.2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.records import FORMAT, READ_FORMATS, dumps_record, load_match, read_record

import leopard.rules
import semerka.rules

ROOT = Path(__file__).resolve().parents[1]
FORMAT1 = Path(__file__).with_name("format1")
GAMES = {"leopard": leopard.rules.GAME, "semerka": semerka.rules.GAME}
RECORDS = sorted(FORMAT1.glob("*.json"))


def replay_json(path: Path) -> dict:
    game = path.name.split("-")[0]
    command = [sys.executable, "-m", game, "replay", str(path), "--json"]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def test_this_version_writes_format_2_and_reads_1_and_2():
    assert (FORMAT, READ_FORMATS) == (2, (1, 2))


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_L9_2_a_format_1_record_replays_to_what_it_replayed_to_before(path):
    assert replay_json(path) == json.loads(path.with_suffix(".replay").read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_L9_2_a_format_1_record_reads_as_format_2_and_replays_the_same(path, tmp_path):
    game = GAMES[path.name.split("-")[0]]
    old = json.loads(path.read_text(encoding="utf-8"))
    assert old["format"] == 1
    record = read_record(path, game)
    assert record.format == 2
    again = tmp_path / path.name
    again.write_text(dumps_record(record), encoding="utf-8")
    data = json.loads(again.read_text(encoding="utf-8"))
    assert data["format"] == 2
    assert [deal["deck"] for deal in data["deals"]] == [deal["deck"] for deal in old["deals"]]
    # Format 2 adds moves (draws after a declined go-out, the partner's yes) and never drops one.
    for new, before in zip(data["deals"], old["deals"], strict=True):
        assert [move for move in new["moves"] if move not in ("draw", "yes")] == before["moves"]
    assert replay_json(again) == replay_json(path)
    first, second = load_match(path, game), load_match(again, game)
    assert [deal.state for deal in first.deals] == [deal.state for deal in second.deals]
    assert first.status == second.status


@pytest.mark.parametrize("name", ["leopard-example", "semerka-example"])
def test_the_examples_are_the_format_1_examples_in_format_2(name):
    game = name.split("-")[0]
    converted = read_record(FORMAT1 / f"{name}.json", GAMES[game])
    assert dumps_record(converted) == (ROOT / "examples" / f"{game}-match.json").read_text(encoding="utf-8")


def test_L6_1_a_four_player_format_1_out_is_an_ask_and_a_yes():
    record = read_record(FORMAT1 / "leopard-4-players.json", leopard.rules.GAME)
    outs = [(deal, moves[i + 1]) for deal, moves in enumerate(d.moves for d in record.deals)
            for i, move in enumerate(moves) if move == "out"]  # fmt: skip
    assert outs == [(1, "yes"), (2, "yes")]
