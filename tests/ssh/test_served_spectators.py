"""Each spectator of a served match watches at a terminal of their own: the public table in their own language,
laid out for their own window, from the moment they come until they leave."""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("asyncssh")

from rich.console import Console

from cardtable.records import SeatInfo
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.match import ServedMatch
from cardtable.ssh.seats import Spectators
from fake_connection import Sent
from test_served_aside import RESULT_IN_ENGLISH, one_deal_before_its_last_card
from test_served_match import DEADLINE, GAME, serve, type_at, wait_for

from semerka.play import SemerkaScreens

CLEAR = "\x1b[2J\x1b[H"

TABLE = [
    "╭─────── 1 Anna ───────╮ ╭────── 2 Boris ───────╮",
    "│                ↙·    │ │                ↙·    │",
    "│    {A}   2   3    ·    │ │    {A}   2   3    ·    │",
    "│    4   5   6    ·    │ │    4   5   6    ·    │",
    "│    7   8   9    ·    │ │    7   8   9    ·    │",
    "│    ·   ·   ·   ↘·    │ │    ·   ·   ·   ↘·    │",
]


def screen(sent: Sent) -> list[str]:
    """The lines of the last screen drawn at ``sent``'s terminal."""
    return [line.rstrip() for line in sent.text.split(CLEAR)[-1].splitlines()]


def test_two_spectators_each_see_the_table_in_their_own_language_and_width_until_they_leave(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1), ("Boris", 2)))
    wait_for(lambda: session.to_move == 2 and lobby.terminals[2].asking)  # Anna deals; Boris thinks
    english, russian = Sent(), Sent()
    gleb, line = served.spectators.join("Gleb", 100, 30, False, None), english.connection()
    gleb.attach(line, 100, 30)
    served.spectators.join("Глеб", 60, 20, False, "ru").attach(russian.connection(), 60, 20)
    # Come mid-deal, each sees the table at once: English across 100 columns, Russian within 60.
    english_table = [
        "Leopard  ·  deal 1  ·  dealer Anna  ·  one-deal match",
        *(line.format(A="A") for line in TABLE),
        "╰─ value 0 · total 0 ──╯ ╰─ value 0 · total 0 ──╯",
        "Stock: 87 cards · Discards: none · Hands: Anna – 8 cards, Boris – 9 cards",
    ]
    russian_table = [
        "Леопард · сдача 1 · сдаёт Anna · партия из одной сдачи",
        *(line.format(A="Т") for line in TABLE),
        "╰── очки 0 · итого 0 ──╯ ╰── очки 0 · итого 0 ──╯",
        "Колода: 87 карт · Сброс: нет · В руках: Anna – 8 карт,",
        "Boris – 9 карт",
    ]
    assert screen(english) == [*english_table, "Waiting for Boris…"]
    assert screen(russian) == [*russian_table, "Ждём хода: Boris…"]
    type_at(lobby, 2, "hint")  # the news, in each spectator's language
    wait_for(lambda: "hint" in english.text and "подсказка" in russian.text)
    assert screen(english) == [*english_table, "Boris took a hint. Waiting for Boris…"]
    assert screen(russian) == [*russian_table, "Boris: взята подсказка. Ждём хода: Boris…"]
    assert "Your hand" not in english.text and "Ваша рука" not in russian.text
    # Gleb narrows his window: his screen alone is drawn again for it.
    seen = russian.text
    gleb.window_changed(60, 20)
    assert screen(english)[-3:] == [
        "Stock: 87 cards · Discards: none · Hands: Anna – 8 cards,",
        "Boris – 9 cards",
        "Boris took a hint. Waiting for Boris…",
    ]
    assert russian.text == seen
    # Gleb leaves: nothing more is drawn for him, while Глеб sees Boris's move.
    gleb.detach(line)  # as the server does when a spectator's connection ends
    served.spectators.leave(gleb)
    left = english.text
    move = GAME.format_move(session.legal_moves()[0], session.observation(2))
    type_at(lobby, 2, move)
    wait_for(lambda: screen(russian)[-1:] == ["Ждём хода: Anna…"])
    assert english.text == left
    assert [terminal.name for terminal in served.spectators.terminals] == ["Глеб"]


def test_a_spectator_who_comes_in_the_pause_at_the_last_deals_end_sees_it_then_the_result_in_their_language(tmp_path):
    """In the pause at a deal's end nobody is to move: a spectator who comes then is shown the deal's end (not a
    blank screen), and the match's result follows it, as for everyone."""
    session = one_deal_before_its_last_card(tmp_path)  # Anna's last card, 7♥, ends the deal and the match
    lobby = Lobby(list(session.seats), rate=10_000)
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    pause_over = threading.Event()
    served = ServedMatch(
        session, SemerkaScreens.for_console, lobby, Spectators(), host, None, "", 20,
        sleep=lambda seconds: pause_over.wait(),
    )
    anna, english, russian = Sent(), Sent(), Sent()
    lobby.join("Anna", 80, 24, False).terminal.attach(anna.connection(), 80, 24)
    served.spectators.join("Gleb", 80, 24, False, None).attach(english.connection(), 80, 24)
    served.start()
    type_at(lobby, 1, "7H")
    wait_for(lambda: anna.text.endswith("strong computer player.\n") and "Deal 1 is over" in english.text)
    served.spectators.join("Глеб", 60, 20, False, "ru").attach(russian.connection(), 60, 20)
    assert english.text.split(CLEAR)[-1].startswith("Deal 1 is over.\n                        ╭─ 2 Boris · greedy ───╮\n")
    assert russian.text == (  # the deal's end at once, laid out for 60×20: without the last trick
        "\x1b[?1049h" + CLEAR + "Сдача 1 окончена.\n"
        "Сторона   Очки   Взятки   Выигрыш   Счёт партии\n"
        "───────────────────────────────────────────────\n"
        "Anna        40        4         0             0\n"
        "Boris       50        8         1             1\n"
        "Выигрыш сдачи — Boris: 1 очко партии.\n"
        "Boris: 50 очков из 90 во взятках, а сдачу выигрывают 50 \n"
        "очков или больше (S5.2).\n"
        "Сдача стоит 1 очко партии; 2 — за все 90 очков, 3 — если \n"
        "другие не взяли ни одной взятки (S5.4).\n"
        "Партия окончена.\n"
    )
    english.text = russian.text = ""
    pause_over.set()
    assert served.done.wait(DEADLINE) and served.status == 0
    assert english.text == "\x1b[?1049l\n" + RESULT_IN_ENGLISH  # the match's screen left, and the result below it
    assert russian.text == (
        "\x1b[?1049l\n"
        "Boris — победа в партии.\n"
        "Счёт                    \n"
        "┏━━━━━━━┳━━━━━━┳━━━━━━━┓\n"
        "┃ Сдача ┃ Anna ┃ Boris ┃\n"
        "┡━━━━━━━╇━━━━━━╇━━━━━━━┩\n"
        "│     1 │    0 │     1 │\n"
        "│ Итого │    0 │     1 │\n"
        "└───────┴──────┴───────┘\n"
        "Номер расклада: 7\n"
    )
    assert english.closed == ["The match is over. Thank you for playing."]
    assert russian.closed == ["Партия окончена. Спасибо за игру."]
