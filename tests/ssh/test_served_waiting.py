"""Over ``serve``, the screens between turns and in the pause at a deal's end say what the match waits for: a
player who left and is awaited, a review asked for at the last deal's end; a line typed in the pause begins a
line of its own, and a command answered between turns gets its real reason."""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("asyncssh")

from rich.console import Console

from cardtable.records import SeatInfo, record_from_json, replay
from cardtable.session import Session
from cardtable.ssh import seats as served_seats
from cardtable.ssh.channel import SeatTerminal
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.match import ServedMatch
from fake_connection import Sent
from test_served_aside import analysed_deal
from test_served_match import serve, type_at, wait_for

import semerka.bots  # noqa: F401  (registers the strong level that review judges with)
from leopard.rules import GAME
from semerka.play import SemerkaScreens
from semerka.rules import GAME as SEMERKA

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


def test_a_review_asked_for_in_the_last_pause_is_shown_and_read_before_the_result(tmp_path, monkeypatch):
    """A match of one deal: Anna's last card, 7♥, ends it, and she types review in the pause that follows. The
    review takes longer than the pause (as Leopard's may on a loaded machine): the result waits for it to be
    shown, and for Anna to go back from it, then follows the deal's end as ever."""
    deal = analysed_deal()
    data = deal.record(deal.MISTAKE_MOVES[:-1])
    data["match"]["deals"] = 1
    match = replay(record_from_json(data, SEMERKA, tmp_path / "m.json"), SEMERKA, tmp_path / "m.json")
    session = Session.restore(SEMERKA, match)
    lobby = Lobby(list(session.seats), rate=10_000)
    spectators = SeatTerminal("spectators", 80, 24, color=False, shared=True)
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    pause_over, analysed = threading.Event(), threading.Event()
    review = served_seats.deal_review

    def slow_review(*args):
        assert analysed.wait(10)
        return review(*args)

    monkeypatch.setattr(served_seats, "deal_review", slow_review)
    served = ServedMatch(
        session, SemerkaScreens.for_console, lobby, spectators, host, None, "", 20, sleep=lambda s: pause_over.wait(10)
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
    assert served.done.wait(10) and served.status == 0
    assert anna.text == (
        end + "\x1b[?1049l\n"
        "Boris won the match.\n"
        "Score                   \n"
        "┏━━━━━━━┳━━━━━━┳━━━━━━━┓\n"
        "┃  Deal ┃ Anna ┃ Boris ┃\n"
        "┡━━━━━━━╇━━━━━━╇━━━━━━━┩\n"
        "│     1 │    0 │     1 │\n"
        "│ Total │    0 │     1 │\n"
        "└───────┴──────┴───────┘\n"
        "Seed: 7\n"
    )
    assert anna.closed == ["The match is over. Thank you for playing."]
