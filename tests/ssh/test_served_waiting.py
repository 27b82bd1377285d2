"""Over ``serve``, the screens between turns and in the pause at a deal's end say what the match waits for: a
player who left and is awaited, a review asked for at the last deal's end; a line typed in the pause begins a
line of its own, and a command answered between turns gets its real reason."""

from __future__ import annotations

import asyncio
import threading

import pytest

asyncssh = pytest.importorskip("asyncssh")

from rich.console import Console

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.ssh import seats as served_seats
from cardtable.ssh.auth import Access
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.match import ServedMatch
from cardtable.ssh.seats import Spectators
from cardtable.ssh.server import ServerState, start_server
from fake_connection import Sent
from test_served_aside import RESULT_IN_ENGLISH, one_deal_before_its_last_card, typed_at
from test_served_match import DEADLINE, serve, type_at, wait_for
from test_ssh_rejoin_size import CONTROL, join

import semerka.bots  # noqa: F401  (registers the strong level that review judges with)
from leopard.play import LeopardScreens
from leopard.rules import GAME
from semerka.play import SemerkaScreens

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
    watcher = Sent()
    served.spectators.join("Clara", 100, 30, False, None).attach(watcher.connection(), 100, 30)
    assert screen(watcher).endswith("\nWaiting for Boris…\n")
    lobby.terminals[2].detach(away)  # his ssh dropped, or he typed quit: the screen says so at once
    wait_for(lambda: anna.text.endswith("to come back to the table…\n"))
    assert screen(anna) == table + "Waiting for Boris to come back to the table…\n"
    wait_for(lambda: watcher.text.endswith("to come back to the table…\n"))  # and so do the spectators'
    assert "Your hand" not in watcher.text
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


def test_a_review_asked_for_in_the_last_pause_is_shown_and_read_before_the_result(tmp_path, monkeypatch):
    """A match of one deal: Anna's last card, 7♥, ends it, and she types review in the pause that follows. The
    review takes longer than the pause (as Leopard's may on a loaded machine): the result waits for it to be
    shown, and for Anna to go back from it, then follows the deal's end as ever."""
    session = one_deal_before_its_last_card(tmp_path)
    lobby = Lobby(list(session.seats), rate=10_000)
    spectators = Spectators()
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    pause_over, analysed = threading.Event(), threading.Event()
    review = served_seats.deal_review

    def slow_review(*args):
        assert analysed.wait(DEADLINE)
        return review(*args)

    monkeypatch.setattr(served_seats, "deal_review", slow_review)
    served = ServedMatch(
        session, SemerkaScreens.for_console, lobby, spectators, host, None, "", 20, sleep=lambda s: pause_over.wait()
    )
    anna = Sent()
    terminal = lobby.join("Anna", 80, 24, False).terminal
    terminal.attach(anna.connection(), 80, 24)
    served.start()
    type_at(lobby, 1, "7H")
    wait_for(lambda: anna.text.endswith("strong computer player.\n"))
    end = screen(anna)
    assert terminal.typed("review\n") is None
    wait_for(lambda: terminal.aside_open)
    pause_over.set()  # the pause is over before the review is made
    assert not served.done.wait(0.5) and "won the match" not in anna.text
    anna.text = ""
    analysed.set()
    wait_for(lambda: anna.text.endswith("back "))
    assert screen(anna).startswith(f"{CLEAR}Each decision is judged by the strong computer player's search, 290 ")
    assert not served.done.wait(0.5)  # Anna reads it
    anna.text = ""
    assert terminal.typed("q\n") is None
    assert served.done.wait(DEADLINE) and served.status == 0
    assert anna.text == (
        end + "\x1b[?1049l\n" + RESULT_IN_ENGLISH
    )
    assert anna.closed == ["The match is over. Thank you for playing."]


def test_news_of_a_player_who_comes_and_goes_writes_a_default_name_in_each_readers_language(tmp_path):
    """Anna reads Russian; the player of seat 2 joins with its default name, Player 2, and leaves on his turn:
    the news under her screen, and her line on whose turn it is, call him Игрок 2, as her table does."""
    seats = (SeatInfo("Anna"), SeatInfo("Player 2"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(None, 1, 1), seats, 7, tmp_path / "m.json")
    lobby = Lobby(list(seats), rate=10_000)
    logged: list[str] = []
    state = ServerState(lobby, Access(password="pw"), logged.append, language_variable="LEOPARD_LANG")
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    served = ServedMatch(session, LeopardScreens, lobby, state.spectators, host, None, "", 0)
    state.on_join = served.draw_lobby

    async def read_until(process, text, until):
        while not CONTROL.sub("", text).endswith(until):
            text += await asyncio.wait_for(process.stdout.read(4096), DEADLINE)
        return CONTROL.sub("", text)

    async def scenario():
        server = await start_server(state, "127.0.0.1", 0, asyncssh.generate_private_key("ssh-ed25519"))
        served.start()
        try:
            anna = await asyncssh.connect(
                "127.0.0.1", server.get_port(), username="Anna", password="pw", known_hosts=None, client_keys=None,
                agent_path=None,
            )  # fmt: skip
            process = await anna.create_process(term_type="xterm", term_size=(100, 30), env={"LEOPARD_LANG": "ru"})
            await read_until(process, "", "Партия начнётся, когда все места будут заняты.\r\n")
            other, _process, _text = await join(server.get_port(), "Player 2", (100, 30), "Player 2> ")
            came = await read_until(process, "", "Ждём хода: Игрок 2…\r\n")  # the match begins
            other.close()
            await other.wait_closed()
            left = await read_until(process, "", "Игрок 2 покидает стол; партия ждёт: Игрок 2.\r\n")
            anna.close()
            return came, left
        finally:
            server.close()

    came, left = asyncio.run(scenario())
    assert "Player 2" not in came + left
    assert "\r\nИгрок 2 за столом.\r\n" in came  # under the table before the match
    assert left.endswith("\r\nЖдём, когда Игрок 2 вернётся за стол…\r\nИгрок 2 покидает стол; партия ждёт: Игрок 2.\r\n")


def test_undo_between_turns_where_two_people_play_gets_its_real_reason(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1), ("Boris", 2)))
    wait_for(lambda: session.to_move == 2 and lobby.terminals[2].asking)  # Boris's turn: Anna waits
    anna = Sent()
    lobby.terminals[1].attach(anna.connection(), 100, 30)
    table = screen(anna)
    assert typed_at(lobby.terminals[1], anna, "undo") == (
        table + "Moves are taken back only in a match of one person against computer players.\n"
    )  # as at her turn: not "It is not your turn"
    assert typed_at(lobby.terminals[1], anna, "hint") == table + "It is not your turn: that line was not kept.\n"
    assert session.record.seats[0].undos == 0 and lobby.terminals[2].asking
