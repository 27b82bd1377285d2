"""Over ``serve``, the screens between turns and in the pause at a deal's end say what the match waits for: a
player who left and is awaited, a review asked for at the last deal's end; a line typed in the pause begins a
line of its own, and a command answered between turns gets its real reason."""

from __future__ import annotations

import pytest

pytest.importorskip("asyncssh")

from cardtable.records import SeatInfo
from fake_connection import Sent
from test_served_match import serve, type_at, wait_for

from leopard.rules import GAME

CLEAR = "\x1b[2J\x1b[H"


def screen(sent):
    """The last screen ``sent`` was sent, from its clear on."""
    return CLEAR + sent.text.split(CLEAR)[-1]


def test_the_screen_between_turns_says_the_awaited_player_left_until_they_come_back(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1), ("Boris", 2)))
    wait_for(lambda: session.to_move == 2 and lobby.terminals[2].asking)  # Anna deals: Boris leads
    anna, boris = Sent(), Sent()
    lobby.terminals[1].attach(anna.connection(), 100, 30)
    away = boris.connection()
    lobby.terminals[2].attach(away, 100, 30)
    assert screen(anna).endswith("\nWaiting for Boris…\n")
    table = screen(anna).removesuffix("Waiting for Boris…\n")
    lobby.terminals[2].detach(away)  # his ssh dropped, or he typed quit: the screen says so at once
    wait_for(lambda: anna.text.endswith("to come back to the table…\n"))
    assert screen(anna) == table + "Waiting for Boris to come back to the table…\n"
    back = boris.connection()
    lobby.terminals[2].attach(back, 100, 30)
    wait_for(lambda: anna.text.endswith("\nWaiting for Boris…\n"))
    assert screen(anna) == table + "Waiting for Boris…\n"
    type_at(lobby, 2, GAME.format_move(session.legal_moves()[0], session.observation(2)))
    wait_for(lambda: session.to_move == 1 and lobby.terminals[1].asking)
    lobby.terminals[2].detach(back)  # he leaves while Anna plays
    type_at(lobby, 1, GAME.format_move(session.legal_moves()[0], session.observation(1)))
    wait_for(lambda: session.to_move == 2 and anna.text.endswith("…\n"))
    assert screen(anna).endswith("\n╰" + "─" * 98 + "╯\nWaiting for Boris to come back to the table…\n")
