"""A line is a move only once its player presses Enter: a connection that drops with a half-typed line (``-1``
typed, then the window closed) leaves the seat and plays nothing, as Ctrl-D does."""

from __future__ import annotations

import asyncio

import pytest

asyncssh = pytest.importorskip("asyncssh")

from rich.console import Console

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.ssh.auth import Access
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.match import ServedMatch
from cardtable.ssh.server import ServerState, start_server
from test_served_match import wait_for
from test_ssh_rejoin_size import join

import leopard.bots  # noqa: F401  (registers the strong level that hints use, as serve does)
from leopard.play import LeopardScreens
from leopard.rules import GAME


def test_a_connection_dropped_with_a_half_typed_line_plays_nothing(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(None, 1, 1), seats, 7, tmp_path / "m.json")
    lobby = Lobby(list(seats), rate=10_000)
    logged: list[str] = []
    state = ServerState(lobby, Access(password="pw"), logged.append)
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    served = ServedMatch(session, LeopardScreens, lobby, state.spectators, host, None, "", 0)
    state.on_join = served.draw_lobby

    async def scenario():
        server = await start_server(state, "127.0.0.1", 0, asyncssh.generate_private_key("ssh-ed25519"))
        served.start()
        try:
            anna, _, _ = await join(server.get_port(), "Anna", (100, 30), "The match starts when every seat has its player.\r\n")
            boris, process, _ = await join(server.get_port(), "Boris", (100, 30), "Boris> ")
            process.stdin.write("-1")  # a discard, typed but never sent with Enter
            await asyncio.sleep(0.2)
            process.stdin.write_eof()  # what the client sends as its window closes
            boris.close()
            await boris.wait_closed()
            await asyncio.to_thread(wait_for, lambda: "Boris left." in logged)
            await asyncio.sleep(0.5)  # time for the match to play a line it had been handed
            anna.close()
        finally:
            server.close()

    asyncio.run(scenario())
    assert session.unplayed and session.to_move == 2  # the discard was not played: Boris is still to move
    assert lobby.terminals[2].asking
