"""A player who comes back in a window of another size sees the first screen drawn for that window: at a prompt
(the match draws the turn screen again), between turns (the waiting screen is drawn again), and over a real SSH
connection whose PTY request gives the size. A player who resizes the window while connected gets the same at
once (the SSH window-change request), not only at the next move."""

from __future__ import annotations

import asyncio
import re

import pytest

asyncssh = pytest.importorskip("asyncssh")

from rich.cells import cell_len
from rich.console import Console

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.ssh.auth import Access
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.match import ServedMatch
from cardtable.ssh.server import ServerState, start_server
from test_served_match import serve, wait_for
from test_ssh_parts import Sent

import leopard.bots  # noqa: F401  (registers the strong level that hints use, as serve does)
from leopard.play import LeopardScreens
from leopard.rules import GAME

CONTROL = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
CLEAR = "\x1b[2J"
TOO_SMALL = "Make the window at least 60×20 (it is now 50×12)."


def first_screen(text):
    """The first screen in ``text`` (from its first clear to the next), without control sequences."""
    return CONTROL.sub("", text.split(CLEAR)[1])


def widest(screen):
    return max(cell_len(line) for line in screen.splitlines())


def rejoin(lobby, seat, width, height):
    """The player at ``seat`` drops and comes back at ``width`` × ``height``: what their new terminal is sent."""
    terminal = lobby.terminals[seat]
    for connection in list(terminal._connections):
        terminal.detach(connection)
    sent = Sent()
    terminal.attach(sent.connection(), width, height)
    return sent


async def join(port, name, size, until):
    """``name`` connects over SSH (password ``pw``) in a window of ``size`` and reads until the screen ends with
    ``until``: the connection, its process and the text read."""
    connection = await asyncssh.connect(
        "127.0.0.1", port, username=name, password="pw", known_hosts=None, client_keys=None, agent_path=None
    )
    process = await connection.create_process(term_type="xterm", term_size=size)
    text = ""
    while not CONTROL.sub("", text).endswith(until):
        text += await asyncio.wait_for(process.stdout.read(4096), 10)
    return connection, process, text


@pytest.fixture
def table(tmp_path):
    """Anna and Boris joined at 100 × 30; Boris is to move (Anna deals) and his prompt waits."""
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1), ("Boris", 2)))
    wait_for(lambda: session.to_move == 2 and lobby.terminals[2].asking)
    wait_for(lambda: channels[2].text.endswith("Boris> "))  # asking comes a moment before the prompt is sent
    wait_for(lambda: "Waiting for Boris" in channels[1].text)
    assert widest(channels[2].text.split(CLEAR)[-1]) == 100  # the screens use the whole 100 columns
    return lobby


def test_back_at_a_prompt_the_turn_screen_is_drawn_for_the_new_window(table):
    sent = rejoin(table, 2, 64, 22)
    wait_for(lambda: sent.text.endswith("Boris> "))
    screen = first_screen(sent.text)
    assert "Your hand, Boris" in screen and screen.endswith("Boris> ")
    assert widest(screen) == 64


def test_back_at_a_prompt_in_too_small_a_window_the_first_screen_says_so(table):
    sent = rejoin(table, 2, 50, 12)
    wait_for(lambda: sent.text.endswith("Boris> "))
    assert first_screen(sent.text) == f"{TOO_SMALL}\nBoris> "


def test_back_between_turns_the_waiting_screen_is_drawn_for_the_new_window(table):
    sent = rejoin(table, 1, 64, 22)
    screen = first_screen(sent.text)  # at once: nobody has to move first
    assert "Waiting for Boris…" in screen and "Your hand, Anna" in screen
    assert widest(screen) == 64
    assert first_screen(rejoin(table, 1, 50, 12).text) == f"{TOO_SMALL}\n"


def test_back_in_a_window_of_the_same_size_the_screen_is_sent_as_it_was(table):
    before = table.terminals[2]._screen[:]
    sent = rejoin(table, 2, 100, 30)
    assert sent.text == "\x1b[?1049h" + "".join(before)  # the match's screen, not drawn again: the prompt waits


def resize(lobby, seat, width, height):
    """The player at ``seat`` (connected) resizes the window to ``width`` × ``height``: what the terminal is sent."""
    terminal = lobby.terminals[seat]
    for connection in list(terminal._connections):
        terminal.detach(connection)
    sent = Sent()
    terminal.attach(sent.connection(), 100, 30)
    sent.text = ""
    terminal.window_changed(width, height)
    return sent


def test_a_window_resized_at_a_prompt_gets_the_turn_screen_drawn_for_it_at_once(table):
    sent = resize(table, 2, 70, 24)
    wait_for(lambda: sent.text.endswith("Boris> "))
    screen = first_screen(sent.text)
    assert "Your hand, Boris" in screen and widest(screen) == 70


def test_a_window_resized_between_turns_gets_the_waiting_screen_drawn_for_it_at_once(table):
    sent = resize(table, 1, 50, 12)
    assert first_screen(sent.text) == f"{TOO_SMALL}\n"


def test_a_window_that_keeps_its_size_is_not_drawn_again(table):
    assert resize(table, 2, 100, 30).text == ""
    assert table.terminals[2].asking  # the prompt still waits, with no line and no redraw given to it


def test_over_ssh_a_player_who_rejoins_in_a_smaller_window_gets_a_first_screen_that_fits(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(None, 1, 1), seats, 7, tmp_path / "m.json")
    lobby = Lobby(list(seats), rate=10_000)
    state = ServerState(lobby, Access(password="pw"), lambda line: None)
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    served = ServedMatch(session, LeopardScreens, lobby, state.spectators, host, None, "", 0)
    state.on_join = served.draw_lobby

    async def scenario():
        nonlocal port
        server = await start_server(state, "127.0.0.1", 0, asyncssh.generate_private_key("ssh-ed25519"))
        port = server.get_port()
        served.start()
        try:
            anna, _anna, _ = await join(port, "Anna", (100, 30), "The match starts when every seat has its player.\r\n")
            boris, process, text = await join(port, "Boris", (100, 30), "Boris> ")
            assert widest(CONTROL.sub("", text.split(CLEAR)[-1])) == 100
            boris.close()
            await boris.wait_closed()
            boris, process, text = await join(port, "Boris", (64, 22), "Boris> ")
            screen = first_screen(text)
            assert "Your hand, Boris" in screen and widest(screen) == 64
            process.change_terminal_size(90, 26)  # the window-change request: drawn again at once
            text = ""
            while not CONTROL.sub("", text).endswith("Boris> "):
                text += await asyncio.wait_for(process.stdout.read(4096), 10)
            assert widest(first_screen(text)) == 90
            for connection in (anna, boris):
                connection.close()
        finally:
            server.close()

    port = 0
    asyncio.run(scenario())


def test_a_window_resized_in_the_rules_pager_keeps_the_player_in_it_at_the_new_size(table):
    terminal = table.terminals[2]
    sent = resize(table, 2, 100, 30)  # connected, same size: nothing drawn yet
    terminal.typed("rules")
    wait_for(lambda: sent.text.endswith("Enter: more, q: back "))
    sent.text = ""
    terminal.window_changed(70, 24)
    wait_for(lambda: sent.text.endswith("Enter: more, q: back "))
    page = first_screen(sent.text)
    assert "Your hand, Boris" not in page and widest(page) <= 70
    # 22 lines would end with the heading "The square": it starts the next page, with its first lines
    assert len(page.splitlines()) == 20 and "The square" not in page
    terminal.typed("q")  # back from the pager to the turn screen, at the new size
    wait_for(lambda: sent.text.endswith("Boris> "))
    assert widest(sent.text.split(CLEAR)[-1]) == 70


def test_over_ssh_a_player_who_leaves_with_ctrl_d_is_told_how_to_come_back_in_their_own_language(tmp_path):
    """Player 2 plays in Russian on an English server and leaves with Ctrl-D between turns: the line that says how
    to take the seat back is in Russian, and names the seat as a Russian screen does (``Игрок 2``)."""
    seats = (SeatInfo("Anna"), SeatInfo("Player 2"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(None, 1, 1), seats, 7, tmp_path / "m.json")
    lobby = Lobby(list(seats), rate=10_000, free_names={"Player 2"})
    state = ServerState(lobby, Access(password="pw"), lambda line: None, language_variable="LEOPARD_LANG")
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    served = ServedMatch(session, LeopardScreens, lobby, state.spectators, host, None, "", 0)
    state.on_join = served.draw_lobby

    async def scenario() -> str:
        server = await start_server(state, "127.0.0.1", 0, asyncssh.generate_private_key("ssh-ed25519"))
        served.start()
        try:
            anna, _anna, _ = await join(server.get_port(), "Anna", (100, 30), "every seat has its player.\r\n")
            connection = await asyncssh.connect(
                "127.0.0.1", server.get_port(), username="Player 2", password="pw", known_hosts=None,
                client_keys=None, agent_path=None, env={"LEOPARD_LANG": "ru"},
            )  # fmt: skip
            process = await connection.create_process(term_type="xterm", term_size=(100, 30))
            text = ""
            while "Ждём хода" not in text and "Игрок 2> " not in text:
                text += await asyncio.wait_for(process.stdout.read(4096), 10)
            process.stdin.write("\x04")  # Ctrl-D
            while chunk := await asyncio.wait_for(process.stdout.read(4096), 10):
                text += chunk
            for each in (anna, connection):
                each.close()
            return CONTROL.sub("", text).rsplit("\n", 2)[-2].strip()
        finally:
            server.close()

    assert asyncio.run(scenario()) == "Вы вышли из-за стола; подключитесь снова как Игрок 2, чтобы вернуться."


def test_a_player_who_comes_back_in_another_language_gets_the_screen_in_it_at_once(table):
    """Anna watched in Russian, left, and comes back with an English terminal: the screen between her turns is
    drawn again in English at once, not replayed as it was drawn for her Russian one (and back)."""
    terminal = table.terminals[1]
    for language, waiting in (("ru", "Ждём хода: Boris…"), ("en", "Waiting for Boris…"), ("ru", "Ждём хода: Boris…")):
        for connection in list(terminal._connections):
            terminal.detach(connection)
        sent = Sent()
        joined = table.join("Anna", 100, 30, False, language)
        joined.terminal.attach(sent.connection(), 100, 30)
        wait_for(lambda: sent.text.rstrip().endswith(waiting))
        assert sent.text.count(CLEAR) == 1, sent.text
