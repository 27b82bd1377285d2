"""The parts of ``serve`` that need no network: the host key, the password file, the seat terminal and the lobby."""

from __future__ import annotations

import stat
import threading
import time

import pytest

pytest.importorskip("asyncssh")

from cardtable.records import SeatInfo
from cardtable.ssh.auth import Access, AccessError, read_password_file
from cardtable.ssh.channel import MAX_LINE, Connection, Redraw, SeatTerminal, clean_line
from cardtable.ssh.hostkey import (
    earlier_host_keys, fingerprint, game_host_key_path, host_key_path, load_or_make_host_key,
)  # fmt: skip
from cardtable.ssh.lobby import Joined, Lobby
from fake_connection import Sent


def test_the_host_key_is_made_once_private_and_reused(tmp_path):
    path = tmp_path / "keys" / "ssh_host_ed25519_key"
    key = load_or_make_host_key(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    again = load_or_make_host_key(path)
    assert fingerprint(again) == fingerprint(key)
    assert fingerprint(key).startswith("SHA256:")


def test_one_host_key_serves_every_game_and_takes_over_the_key_a_game_had(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert host_key_path() == tmp_path / "cardtable" / "ssh_host_ed25519_key"
    assert game_host_key_path("semerka") == tmp_path / "semerka" / "ssh_host_ed25519_key"
    semerka = load_or_make_host_key(game_host_key_path("semerka"))  # made by an earlier Semerka server
    leopard = load_or_make_host_key(game_host_key_path("leopard"))  # and an earlier Leopard one
    shared = load_or_make_host_key(host_key_path(), earlier=earlier_host_keys("semerka"))
    assert fingerprint(shared) == fingerprint(semerka)  # Semerka's players are not warned
    assert host_key_path().read_bytes() == game_host_key_path("semerka").read_bytes()
    assert stat.S_IMODE(host_key_path().stat().st_mode) == 0o600
    assert stat.S_IMODE(host_key_path().parent.stat().st_mode) == 0o700
    again = load_or_make_host_key(host_key_path(), earlier=earlier_host_keys("leopard"))  # Leopard next evening
    assert fingerprint(again) == fingerprint(semerka) != fingerprint(leopard)


def test_a_game_that_had_no_key_of_its_own_takes_over_another_games_key(tmp_path, monkeypatch):
    # Before: Leopard served first made a new key, and Semerka's players, who trusted Semerka's, were warned.
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    semerka = load_or_make_host_key(game_host_key_path("semerka"))  # only Semerka was served before
    assert earlier_host_keys("leopard") == [game_host_key_path("leopard"), game_host_key_path("semerka")]
    load_or_make_host_key(tmp_path / "other-server" / "ssh_host_ed25519_key")  # another program's key: never taken
    shared = load_or_make_host_key(host_key_path(), earlier=earlier_host_keys("leopard"))
    assert fingerprint(shared) == fingerprint(semerka)


def test_the_password_is_the_first_line_of_its_file(tmp_path):
    path = tmp_path / "pw"
    path.write_text("open sesame\nignored\n", encoding="utf-8")
    assert read_password_file(path) == "open sesame"
    access = Access(password="open sesame")
    assert access.password_ok("open sesame") and not access.password_ok("open")
    path.write_text("\n", encoding="utf-8")
    with pytest.raises(AccessError, match="the password file is empty$"):
        read_password_file(path)
    with pytest.raises(AccessError, match="cannot read the password file"):
        read_password_file(tmp_path / "none")
    with pytest.raises(ValueError):
        Access()


def test_a_room_password_has_at_least_four_characters(tmp_path):
    path = tmp_path / "pw"
    path.write_text("abc\n", encoding="utf-8")
    with pytest.raises(AccessError, match=r"^.*pw: a room password has at least 4 characters other than spaces$"):
        read_password_file(path)
    path.write_text(" a b c \n", encoding="utf-8")
    with pytest.raises(AccessError, match="other than spaces"):
        read_password_file(path)
    path.write_text("ab cd\n", encoding="utf-8")
    assert read_password_file(path) == "ab cd"


def test_lines_from_the_network_lose_escape_codes_and_are_cut():
    assert clean_line("7h\r\n") == ("7h", False)
    assert clean_line("\x1b[31m7h\x07\n") == ("7h", True)
    line, changed = clean_line("x" * 1000)
    assert (len(line), changed) == (MAX_LINE, True)


def test_a_seat_terminal_draws_its_screen_again_for_a_new_connection():
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    first = Sent()
    terminal.attach(first.connection(), 60, 20)
    terminal.console.print("old screen")
    terminal.console.clear()
    terminal.console.print("your hand: 7♥")
    assert "your hand: 7♥" in first.text
    terminal.detach(first.connection())
    second = Sent()
    terminal.attach(second.connection(), 100, 30)
    assert "your hand: 7♥" in second.text and "old screen" not in second.text
    assert terminal.console.size == (100, 30)


def test_a_seat_terminal_passes_typed_lines_to_the_match_and_drops_a_flood():
    terminal = SeatTerminal("Anna")
    assert terminal.typed("9c\n") is None  # no prompt waits: answered under the screen (below), not passed on
    assert terminal.typed("9c\n") is None and terminal._lines.empty()
    got = []
    reader = threading.Thread(target=lambda: got.append(terminal.read_line("Anna> ")))
    reader.start()
    while not terminal.asking:
        time.sleep(0.001)
    assert terminal.typed("7h\n") is None
    wait_until(lambda: got == ["7h"])
    sent = Sent()
    terminal.attach(sent.connection(), 80, 24)
    terminal.draw_screen(lambda: (terminal.console.clear(), terminal.console.print("the table")))
    for _ in range(200):
        assert terminal.typed("x\n") is None
    wait_until(lambda: sent.text.endswith("Too fast: that line was dropped.\n"))
    assert terminal._lines.empty()


CLEAR = "\x1b[2J\x1b[H"
LEFT = "Boris left the table; the match waits for Boris."


def wait_until(condition):
    deadline = time.monotonic() + 60  # reached only when something is wrong, even on a loaded machine
    while not condition():
        assert time.monotonic() < deadline, "it did not happen"
        time.sleep(0.002)


def between_turns(terminal):
    """A screen between turns drawn as the match draws one: laid out for the window's width."""
    terminal.draw_screen(lambda: (terminal.console.clear(), terminal.console.print(f"table at {terminal.console.width}")))


def test_lines_typed_out_of_turn_are_answered_once_under_the_screen_sent_again():
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    sent = Sent()
    terminal.attach(sent.connection(), 60, 20)
    between_turns(terminal)
    for _ in range(3):
        sent.text = ""
        assert terminal.typed("7h\n") is None
        wait_until(lambda: sent.text)
        # The screen again, with the one answer under it: the typed lines scroll the table away no more.
        assert sent.text == CLEAR + "table at 60\nIt is not your turn: that line was not kept.\n"
    between_turns(terminal)  # the next screen: the answer is over
    assert sent.text.split("\x1b[2J")[-1] == "\x1b[Htable at 60\n"


def test_while_an_aside_has_the_screen_the_match_goes_on_unseen_and_comes_back_whole_with_the_answer():
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    sent = Sent()
    terminal.attach(sent.connection(), 60, 20)
    between_turns(terminal)
    taken = []
    terminal.aside = lambda line: taken.append(line) or terminal.hold()
    sent.text = ""
    assert terminal.typed("score\n") is None and taken == ["score"]
    terminal.aside_console.print("a page of the answer")
    terminal.console.clear()
    terminal.console.print("table after a move")  # the match goes on meanwhile
    assert terminal.typed("7h\n") is None  # no prompt of the aside's yet: not kept, and not answered
    assert sent.text == "a page of the answer\n"
    terminal.release("the last line")
    assert sent.text == "a page of the answer\n" + CLEAR + "table after a move\nthe last line\n"


def test_a_line_typed_the_moment_an_asides_prompt_arrives_is_read_by_it():
    """The player's Enter may arrive before the aside's thread goes on from sending its prompt: it is that prompt's
    line (as at the match's prompt), not a line typed while an answer is on its way, dropped, the page stuck."""
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    sent = Sent()
    terminal.attach(sent.connection(), 60, 20)
    between_turns(terminal)
    assert terminal.hold()
    console = terminal.aside_console

    class Prompted:  # the aside's console, and the player's Enter typed as soon as the prompt is sent
        def print(self, *args, **kwargs):
            console.print(*args, **kwargs)
            assert terminal.typed("\n") is None

    terminal.aside_console = Prompted()
    got = []
    reader = threading.Thread(target=lambda: got.append(terminal.read_aside("Press Enter to go back ")), daemon=True)
    reader.start()
    wait_until(lambda: got == [""])
    assert sent.text.endswith("Press Enter to go back ")


def test_an_aside_ends_when_its_player_comes_back_on_another_connection():
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    terminal.attach(Sent().connection(), 60, 20)
    between_turns(terminal)
    assert terminal.hold() and not terminal.hold()  # one at a time
    again = Sent()
    terminal.attach(again.connection(), 60, 20)
    assert again.text == CLEAR + "table at 60\n" and not terminal.aside_open
    with pytest.raises(EOFError):
        terminal.read_aside("Press Enter to go back ")
    terminal.release()
    assert again.text == CLEAR + "table at 60\n" and terminal.hold()


def test_a_line_typed_ahead_of_the_next_prompt_is_not_kept_for_it():
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    sent = Sent()
    terminal.attach(sent.connection(), 60, 20)

    def answer_at_prompt() -> list[str]:
        got: list[str] = []
        prompts = sent.text.count("Anna> ")
        reader = threading.Thread(target=lambda: got.append(terminal.read_line("Anna> ")))
        reader.start()
        wait_until(lambda: terminal.asking and sent.text.count("Anna> ") > prompts)  # the prompt follows asking
        return got

    got = answer_at_prompt()
    assert terminal.typed("2\n") is None
    assert terminal.typed("1\n") is None  # typed before the match read the 2: no prompt waits for it
    wait_until(lambda: got == ["2"])
    got = answer_at_prompt()  # the next turn's prompt gets what is typed at it, never the 1
    assert "It is not your turn: that line was not kept.\nAnna> " in sent.text  # told above the prompt
    assert terminal.typed("3\n") is None
    wait_until(lambda: got == ["3"])


def test_a_notice_stays_under_a_screen_drawn_again_for_another_window_size():
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    sent = Sent()
    terminal.attach(sent.connection(), 60, 20)
    between_turns(terminal)
    terminal.notice(LEFT)
    wait_until(lambda: sent.text.endswith(LEFT + "\n"))
    assert sent.text.split("\x1b[2J")[-1] == "\x1b[Htable at 60\n" + LEFT + "\n"
    terminal.window_changed(72, 20)
    assert sent.text.split("\x1b[2J")[-1] == "\x1b[Htable at 72\n" + LEFT + "\n"
    terminal.typed("7h\n")
    wait_until(lambda: sent.text.endswith("not kept.\n"))
    terminal.window_changed(64, 20)  # the notice and the answer, as they were
    assert sent.text.split("\x1b[2J")[-1] == (
        "\x1b[Htable at 64\n" + LEFT + "\nIt is not your turn: that line was not kept.\n"
    )
    between_turns(terminal)  # the match's next screen: the notes were seen
    assert sent.text.split("\x1b[2J")[-1] == "\x1b[Htable at 64\n"


def test_a_notice_longer_than_the_window_wraps_at_spaces_and_a_word_too_long_is_cut():
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    sent = Sent()
    terminal.attach(sent.connection(), 60, 20)
    between_turns(terminal)
    terminal.notice("[red]Bo[/red] left the table; the match waits for [red]Bo[/red].")  # the name as typed
    wait_until(lambda: sent.text.endswith("[red]Bo[/red].\n"))
    assert sent.text.split("\x1b[2J")[-1] == (
        "\x1b[Htable at 60\n"
        "[red]Bo[/red] left the table; the match waits for\n"
        "[red]Bo[/red].\n"
    )
    terminal.notice("W" * 70 + " left the table.")
    wait_until(lambda: sent.text.endswith("left the table.\n"))
    assert sent.text.split("\x1b[2J")[-1].splitlines()[3:] == ["W" * 59 + "…", "left the table."]
    terminal.window_changed(30, 20)  # wrapped again for the new width
    assert sent.text.split("\x1b[2J")[-1] == (
        "\x1b[Htable at 30\n"
        "[red]Bo[/red] left the table;\n"
        "the match waits for\n"
        "[red]Bo[/red].\n"
        + "W" * 29 + "…\n"
        "left the table.\n"
    )


def test_at_a_prompt_a_notice_goes_above_the_prompt_and_stays_when_the_turn_screen_is_drawn_again():
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    terminal.redraws_at_prompt = True
    sent = Sent()
    terminal.attach(sent.connection(), 60, 20)
    got = []

    def turn():  # as a remote seat's turn: the turn screen and its prompt, drawn again after a Redraw
        while True:
            terminal.console.clear()
            terminal.console.print(f"turn at {terminal.console.width}")
            try:
                got.append(terminal.read_line("Anna> "))
                return
            except Redraw:
                continue

    reader = threading.Thread(target=turn, daemon=True)
    reader.start()
    wait_until(lambda: terminal.asking)
    terminal.notice(LEFT)
    wait_until(lambda: LEFT in sent.text and sent.text.endswith("Anna> "))  # the prompt may follow the notice
    assert sent.text.split("\x1b[2J")[-1] == "\x1b[Hturn at 60\n" + LEFT + "\nAnna> "
    terminal.window_changed(70, 20)
    wait_until(lambda: sent.text.endswith("Anna> ") and "turn at 70" in sent.text)
    assert sent.text.split("\x1b[2J")[-1] == "\x1b[Hturn at 70\n" + LEFT + "\nAnna> "
    terminal.typed("7h\n")
    wait_until(lambda: got == ["7h"])


def test_the_lobby_seats_a_name_once_then_spectators():
    lobby = Lobby([SeatInfo("Player 1"), SeatInfo("Boris", "greedy"), SeatInfo("Player 3")], free_names={"Player 1", "Player 3"})
    assert not lobby.wait_until_full(0)
    anna = lobby.join("Anna", 80, 24, True)
    assert anna.seat == 1 and anna.terminal is not None
    assert lobby.join("anna", 80, 24, True).seat == 1  # the same name takes the same seat back (not connected)
    assert lobby.join("Vera", 80, 24, True).seat == 3
    assert lobby.wait_until_full(0)
    assert lobby.names() == ["Anna", "Boris", "Vera"]
    assert lobby.join("Gleb", 80, 24, True).spectator
    assert lobby.join("", 80, 24, True).refused == (
        "Connect with your name as the user name: ssh -p PORT Anna@HOST, with the port and address the host gave you."
    )
    assert lobby.join("A" * 25, 80, 24, True) == Joined(  # asked again, as at play's name prompt
        again="A name has at most 24 characters: choose a shorter one."
    )
    closed = Lobby([SeatInfo("Anna")], spectators=False)
    assert closed.join("Gleb", 80, 24, True).refused == "Every seat is taken and this match has no spectators."


def test_the_name_of_a_computer_players_seat_is_asked_again_and_a_free_seats_name_takes_that_seat():
    lobby = Lobby([SeatInfo("Player 1"), SeatInfo("Player 2"), SeatInfo("Player 3", "greedy")],
                  free_names={"Player 1", "Player 2"})  # fmt: skip
    assert lobby.join("player 3", 80, 24, True) == Joined(
        again='"player 3" is a computer player at this table: choose another name.'
    )
    taken = lobby.join("player 2", 80, 24, True)  # the seat of that name, not the first free one
    assert taken.seat == 2 and taken.terminal.name == "Player 2"
    taken.terminal.attach(Sent().connection(), 80, 24)
    assert lobby.join("Player 2", 80, 24, True) == Joined(  # nobody takes over that seat while it is in use
        again="Player 2 is at the table already: choose another name, or connect again once Player 2 has left."
    )
    assert lobby.join("Anna", 80, 24, True).seat == 1
    assert lobby.join("Player 3", 80, 24, True).again is not None  # not a spectator named as the computer player
    assert lobby.join("Gleb", 80, 24, True).spectator
    assert lobby.names() == ["Anna", "Player 2", "Player 3"]


def test_a_seat_s_default_name_in_another_language_is_that_seat_s_name():
    lobby = Lobby([SeatInfo("Игрок 1"), SeatInfo("Игрок 2"), SeatInfo("Игрок 3", "greedy")],
                  free_names={"Игрок 1", "Игрок 2"})  # fmt: skip
    assert lobby.join("Player 3", 80, 24, True) == Joined(  # the name as typed, though the seat's is "Игрок 3"
        again='"Player 3" is a computer player at this table: choose another name.'
    )
    taken = lobby.join("player 2", 80, 24, True)  # seat 2, not the first free seat under a look-alike name
    assert taken.seat == 2 and taken.terminal.name == "Игрок 2"
    assert lobby.names() == ["Игрок 1", "Игрок 2", "Игрок 3"]


def test_nobody_takes_over_a_seat_whose_player_is_connected():
    lobby = Lobby([SeatInfo("Anna"), SeatInfo("Boris")])
    anna = lobby.join("Anna", 80, 24, True)
    sent = Sent()
    anna.terminal.attach(sent.connection(), 80, 24)
    assert lobby.join("ANNA", 80, 24, True) == Joined(
        again="Anna is at the table already: choose another name, or connect again once Anna has left."
    )
    anna.terminal.detach(sent.connection())
    assert lobby.join("ANNA", 80, 24, True).seat == 1


def test_a_player_who_left_comes_back_to_their_seat_and_a_first_comer_takes_one():
    lobby = Lobby([SeatInfo("Player 1"), SeatInfo("Player 2")], free_names={"Player 1", "Player 2"})
    bo = lobby.join("[red]Bo[/red]", 80, 24, True)
    assert (bo.seat, bo.returned) == (1, False)
    sent = Sent()
    bo.terminal.attach(sent.connection(), 80, 24)
    bo.terminal.detach(sent.connection())
    again = lobby.join("[RED]bo[/red]", 60, 20, True)
    assert (again.seat, again.returned, again.terminal) == (1, True, bo.terminal)
    assert lobby.join("Player 2", 80, 24, True).returned is False  # a free seat's own name: its first player


def test_a_connection_that_comes_while_the_match_is_on_the_alternate_screen_is_switched_to_it_too():
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    first = Sent()
    terminal.attach(first.connection(), 60, 20)
    with terminal.console.screen(hide_cursor=False):
        terminal.console.clear()
        terminal.console.print("the table")
        late = Sent()
        terminal.attach(late.connection(), 60, 20)
        assert late.text.startswith("\x1b[?1049h\x1b[2J")  # so the match's end leaves what it entered
    assert first.text.endswith("\x1b[?1049l") and late.text.endswith("\x1b[?1049l")
    after = Sent()
    terminal.attach(after.connection(), 60, 20)
    assert "\x1b[?1049h" not in after.text


def test_a_connection_ended_by_the_match_leaves_the_alternate_screen_before_its_last_line():
    terminal = SeatTerminal("Anna", 60, 20, color=False)
    anna, closed = Sent(), []
    terminal.attach(Connection(anna.send, closed.append), 60, 20)
    terminal.enter_screen()
    terminal.console.clear()
    terminal.console.print("the table")
    assert anna.text.startswith("\x1b[?1049h\x1b[2J") and terminal.on_alternate_screen
    terminal.kick("The host ended the match.")
    assert anna.text.endswith("the table\n\x1b[?1049l") and closed == ["The host ended the match."]
    again = Sent()
    terminal.attach(again.connection(), 60, 20)
    terminal.enter_screen()  # once on it, no second switch
    assert again.text.count("\x1b[?1049h") == 1
