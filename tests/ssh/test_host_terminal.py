"""The host's terminal while a match is served: the server's log (``cardtable.ssh.run``), and how it ends when
the host stops the match."""

from __future__ import annotations

import io

import pytest

pytest.importorskip("asyncssh")

from rich.console import Console

from cardtable.i18n import set_language
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.ssh.auth import Access
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.run import _HostLog, _stop
from cardtable.ssh.server import ServerState
from leopard.rules import GAME as LEOPARD


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def host_terminal() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=200, color_system=None, highlight=False), out


def logged(out: io.StringIO) -> list[str]:
    """The lines written, each log line without its time (``18:44:08 ``)."""
    return [line[9:] if line[:2].isdigit() and line[2:3] == ":" else line for line in out.getvalue().splitlines()]


def test_after_the_host_stops_the_match_the_log_ends_with_how_to_continue_it(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Player 2", "greedy"))
    path = tmp_path / "m.json"
    session = Session.new(LEOPARD, LEOPARD.make_rules(2, {}), MatchSettings(None, 1, 1), seats, 5, path)
    session.play(session.legal_moves()[0])
    console, out = host_terminal()
    log = _HostLog(console)
    state = ServerState(Lobby(list(seats)), Access(password="open sesame"), log)
    log("Anna played 7H")
    _stop(session, state, console, "leopard serve --resume {path}", log)
    log("Player 2 played 9D")  # the computer player's move, made while the match stopped: saved, not logged
    assert logged(out) == [
        "Anna played 7H.",
        "",
        f"The match is saved in {path}",
        f"To continue it: leopard serve --resume {path}",
    ]


@pytest.mark.parametrize(
    ("line", "shown"),
    [
        ("Anna took a hint", "Anna took a hint."),
        ("Anna left.", "Anna left."),
        ("Deal 1 is over; game points: 3 (Anna), 0 (Boris)", "Deal 1 is over; game points: 3 (Anna), 0 (Boris)."),
        ("Игрок 3: ход Дп", "Игрок 3: ход Дп."),
        ("Клара: ответ «нет»", "Клара: ответ «нет»."),
    ],
)
def test_every_line_of_the_host_log_ends_with_a_full_stop(line, shown):
    console, out = host_terminal()
    _HostLog(console)(line)
    assert logged(out) == [shown]


def test_a_user_name_with_escape_codes_reaches_the_host_log_without_them():
    console, out = host_terminal()
    _HostLog(console)("Wrong password for \x1b]0;pwned\x07E\x1b[2Jve\r from 127.0.0.1.")
    assert logged(out) == ["Wrong password for Eve from 127.0.0.1."]
