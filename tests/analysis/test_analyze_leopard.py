"""``leopard analyze`` on the example record: which decisions are judged, and the same judgments every run."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from cardtable.cli.group import build_group
from cardtable.records import load_match
from leopard.rules import GAME
from leopard.spec import SPEC

cli = build_group(SPEC)
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
