"""Endless matches: a record with neither a target nor a series replays as unfinished, and ``play --endless`` (or
``endless = true`` in a config file) deals deal after deal until the players leave."""

import json

from click.testing import CliRunner
from play_cli_helpers import data_home, run_play, saved  # noqa: F401 (data_home: autouse fixture)

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from leopard.cli import cli
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
