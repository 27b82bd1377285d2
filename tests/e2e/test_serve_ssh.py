"""``serve`` with the real OpenSSH client in pseudo-terminals: whole deals played from several terminals,
refused passwords and keys, a dropped player coming back to the same prompt, a spectator who sees no hand, and
the save replaying."""

import io
import json
import os
import signal
import subprocess
import sys
import time

import pexpect
import pytest
from ssh_helpers import free_port, has_ssh, join, spawn_serve

pytestmark = [pytest.mark.e2e, pytest.mark.skipif(not has_ssh(), reason="no OpenSSH client")]
pytest.importorskip("asyncssh")

LEOPARD_PROMPT = r"(Anna|Boris)(, \S*out\S* or \S*Enter\S* to draw)?> "
OVER = "Thank you for playing"


def one_deal(tmp_path):
    config = tmp_path / "match.toml"
    config.write_text("[match]\ndeals = 1\n", encoding="utf-8")
    return ["--config", str(config), "--deal-pause", "0"]


def started(server):
    server.expect(r"Players join with: ssh -p \d+")
    server.expect(r"saved after every move to (\S+)")
    return server.match.group(1)


def key_server(tmp_path, keys=("key",), dimensions=(24, 80)):
    """SSH keys made under ``tmp_path`` (one per name in ``keys``), the first of them authorized, and a Leopard
    ``serve`` started that admits keys only: (server, port, authorized keys file)."""
    for key in keys:
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(tmp_path / key)], check=True)
    authorized = tmp_path / "authorized_keys"
    authorized.write_text((tmp_path / f"{keys[0]}.pub").read_text(), encoding="utf-8")
    port = free_port()
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "LEOPARD_LANG": "en"}
    server = pexpect.spawn(sys.executable, ["-m", "leopard", "serve", "--port", str(port), "--authorized-keys", str(authorized)],
                           env=env, encoding="utf-8", timeout=15, dimensions=dimensions)  # fmt: skip
    started(server)
    return server, port, authorized


def play_leopard(player, name):
    """At each of ``name``'s prompts: draw (Enter) when asked to go out or draw, else discard card 1 (L4.4).
    Returns when the match is over."""
    while True:
        index = player.expect([f"{name}, \\S*out\\S* or \\S*Enter\\S* to draw> ", f"{name}> ", OVER], timeout=30)
        if index == 2:
            return
        player.sendline("" if index == 0 else "-1")


def test_two_players_play_a_whole_leopard_deal_over_ssh_and_the_save_replays(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", one_deal(tmp_path), tmp_path, port)
    path = started(server)
    anna, boris = join("Anna", port), join("Boris", port)
    watcher = join("Gleb", port)
    import threading

    threads = [threading.Thread(target=play_leopard, args=(player, name)) for player, name in ((anna, "Anna"), (boris, "Boris"))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert not any(thread.is_alive() for thread in threads)
    watcher.expect(OVER)
    assert "Your hand" not in watcher.before
    server.expect(pexpect.EOF, timeout=30)
    server.close()
    assert server.exitstatus == 0
    replayed = subprocess.run([sys.executable, "-m", "leopard", "replay", path, "--json"], capture_output=True, text=True)
    summary = json.loads(replayed.stdout)
    assert summary["finished"] is True and len(summary["deals"]) == 1
    record = json.loads(open(path, encoding="utf-8").read())
    assert [seat["name"] for seat in record["seats"]] == ["Anna", "Boris"]


def test_a_wrong_password_is_refused(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", [], tmp_path, port)
    started(server)
    intruder = join("Eve", port, password="guess")
    intruder.expect("Permission denied|assword:")
    server.expect("Wrong password for Eve")
    server.sendcontrol("c")
    server.expect(pexpect.EOF)


def test_an_unknown_key_is_refused_and_a_known_one_admitted(tmp_path):
    server, port, _ = key_server(tmp_path, ("known", "unknown"))
    known, unknown = tmp_path / "known", tmp_path / "unknown"
    options = ["-tt", "-p", str(port), "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
               "-o", "PasswordAuthentication=no", "-o", "KbdInteractiveAuthentication=no", "-o", "IdentitiesOnly=yes",
               "-o", "LogLevel=ERROR"]  # fmt: skip
    refused = pexpect.spawn("ssh", [*options, "-i", str(unknown), "Eve@127.0.0.1"], encoding="utf-8", timeout=15)
    refused.expect("Permission denied")
    server.expect(r"Unknown key for Eve from 127\.0\.0\.1\.")
    admitted = pexpect.spawn("ssh", [*options, "-i", str(known), "Anna@127.0.0.1"], encoding="utf-8", timeout=15,
                             dimensions=(24, 80))  # fmt: skip
    admitted.expect("The match starts when every seat has its player.")
    server.expect("Anna took seat 1")
    assert "Unknown key" not in server.before  # once for the connection, and not for the key admitted
    server.sendcontrol("c")
    admitted.expect("The host ended the match")
    server.expect("No move was made, so the match was not saved.")
    assert "To continue it" not in server.before
    server.expect(pexpect.EOF)


def test_a_fifth_connection_from_one_address_is_told_why_and_never_asked_for_a_password(tmp_path):
    server, port, _ = key_server(tmp_path)
    key = tmp_path / "key"
    # The client's own defaults: every method it has may be tried, password and keyboard-interactive too.
    options = ["-tt", "-p", str(port), "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
               "-o", "IdentitiesOnly=yes", "-i", str(key)]  # fmt: skip
    here = []
    for name, seen in (("Anna", "Anna took seat 1"), ("Boris", "Boris took seat 2"), ("Gleb", "Gleb is watching"),
                       ("Dina", "Dina is watching")):  # fmt: skip
        here.append(pexpect.spawn("ssh", [*options, f"{name}@127.0.0.1"], encoding="utf-8", timeout=15, dimensions=(24, 80)))
        server.expect(seen)
    reason = f"Received disconnect from 127.0.0.1 port {port}:12: Too many connections from your address: close one and try again."
    # OpenSSH hides an auth banner at LogLevel=ERROR, not the reason for a disconnect.
    for log_level, lines in (
        ("INFO", [f"Warning: Permanently added '[127.0.0.1]:{port}' (ED25519) to the list of known hosts.", reason,
                  f"Disconnected from 127.0.0.1 port {port}"]),
        ("ERROR", [reason]),
    ):  # fmt: skip
        eve = pexpect.spawn("ssh", [*options, "-o", f"LogLevel={log_level}", "Eve@127.0.0.1"], encoding="utf-8",
                            timeout=15)  # fmt: skip
        assert eve.expect(["assword", pexpect.EOF]) == 1
        assert eve.before.replace("\r", "").splitlines() == lines
        server.expect("Refused a connection from 127.0.0.1: too many connections.")
    for player in (*here, server):
        player.close(force=True)


def test_a_keys_file_gone_bad_refuses_the_key_and_asks_for_no_password(tmp_path):
    server, port, authorized = key_server(tmp_path, dimensions=(30, 200))
    key = tmp_path / "key"
    with authorized.open("a", encoding="utf-8") as keys:
        keys.write("ssh-ed25519 AAAAbroken x\n")
    # The client's own defaults: every method it has may be tried, password and keyboard-interactive too.
    anna = pexpect.spawn("ssh", ["-tt", "-p", str(port), "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                                 "-o", "IdentitiesOnly=yes", "-o", "LogLevel=ERROR", "-i", str(key), "Anna@127.0.0.1"],
                         encoding="utf-8", timeout=15)  # fmt: skip
    assert anna.expect(["assword", pexpect.EOF]) == 1
    assert anna.before.replace("\r", "").splitlines() == ["Anna@127.0.0.1: Permission denied (publickey)."]
    server.expect(f"{authorized}, line 2: not an SSH public key in OpenSSH's format")
    server.close(force=True)


def test_a_player_who_drops_comes_back_to_the_same_prompt(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", one_deal(tmp_path), tmp_path, port)
    path = started(server)
    anna, boris = join("Anna", port), join("Boris", port)
    # Whoever is to move first: find their prompt, then drop that connection.
    players = {"Anna": anna, "Boris": boris}
    index = anna.expect([LEOPARD_PROMPT, "Waiting for Boris…"])  # Anna's own screen says which, however late
    name = "Anna" if index == 0 else "Boris"
    if name == "Boris":
        boris.expect(LEOPARD_PROMPT)
    other = boris if name == "Anna" else anna
    players[name].close(force=True)
    other.expect(f"{name} left the table; the match waits for {name}.")
    again = join(name.lower(), port)  # the same name, in any case
    again.expect(f"Your hand, {name}")
    server.expect(f"{name} came back to seat {1 if name == 'Anna' else 2}\\.")  # the host's log: not "took seat"
    again.expect(f"{name}(, \\S*out\\S* or \\S*Enter\\S* to draw)?> ")
    again.sendline("-1")  # a move: a match stopped before any move is not kept
    mover = "Boris" if name == "Anna" else "Anna"
    other.expect(f"{mover}(, \\S*out\\S* or \\S*Enter\\S* to draw)?> ")
    server.sendcontrol("c")
    again.expect("The host ended the match")
    server.expect(r"To continue it: \S*(?: -m )?leopard serve --resume (\S+) --port (\d+) --password-file ([^\s\x1b]+)")
    assert int(server.match.group(2)) == port  # the players' ssh command still reaches the resumed match
    assert server.match.group(3) == str(tmp_path / "password")  # and their password still admits them
    server.expect(pexpect.EOF)
    assert " left." not in server.before  # the players left because the host ended it: the resume line is last
    server.close()
    assert server.exitstatus == 130
    # The host resumes it; the players come back by their names to the same position.
    resumed = spawn_serve("leopard", ["--resume", path], tmp_path, port)
    resumed.expect("Players join with")
    back = join(mover, port)
    back.expect("The match starts when every seat has its player.")
    other_back = join(name, port)
    back.expect(f"{mover}(, \\S*out\\S* or \\S*Enter\\S* to draw)?> ")
    resumed.sendcontrol("c")
    resumed.expect(pexpect.EOF)


def test_two_people_and_two_bots_play_a_whole_semerka_deal(tmp_path):
    port = free_port()
    args = [*one_deal(tmp_path), "--players", "4", "--bot", "2=greedy", "--bot", "4=greedy"]
    server = spawn_serve("semerka", args, tmp_path, port)
    path = started(server)
    anna, vera = join("Anna", port), join("Vera", port)

    def play(player, name):
        while True:
            index = player.expect([f"{name}, \\S*stop\\S* or continue", f"{name}, (lead|play) a card> ", OVER], timeout=60)
            if index == 2:
                return
            if index == 0:
                player.expect("> ")
                player.sendline("stop")
            else:
                player.sendline("1")

    import threading

    threads = [threading.Thread(target=play, args=pair) for pair in ((anna, "Anna"), (vera, "Vera"))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert not any(thread.is_alive() for thread in threads)
    server.expect(pexpect.EOF, timeout=30)
    replayed = subprocess.run([sys.executable, "-m", "semerka", "replay", path, "--json"], capture_output=True, text=True)
    assert json.loads(replayed.stdout)["deals"][0]["complete"] is True


def test_each_player_sees_the_match_in_their_own_language(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", one_deal(tmp_path), tmp_path, port)
    started(server)
    anna = join("Anna", port, lang="ru_RU.UTF-8")
    anna.expect("Партия начнётся, когда все места будут заняты.")
    boris = join("Boris", port, lang="en_US.UTF-8")
    boris.expect(r"Your hand, Boris|Waiting for Anna")
    anna.expect(r"Ваши карты|Ждём")
    server.sendcontrol("c")
    server.expect(pexpect.EOF)


def test_a_spectator_is_told_how_to_leave_and_quit_leaves(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", one_deal(tmp_path), tmp_path, port)
    started(server)
    anna, boris = join("Anna", port), join("Boris", port)
    watcher = join("Gleb", port)
    server.expect("Gleb is watching.")
    watcher.sendline("7h")
    watcher.expect("You are watching: type quit or press Ctrl-D to leave.")
    watcher.sendline("quit")
    watcher.expect(pexpect.EOF)
    server.expect("Gleb left.")
    for player in (anna, boris, server):
        player.close(force=True)


def test_a_server_told_to_end_before_the_first_move_keeps_no_record(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", [], tmp_path, port)
    path = started(server)
    anna = join("Anna", port)
    server.expect("Anna took seat 1")
    server.kill(signal.SIGTERM)  # as Ctrl-C: the players are told, and a match never played is not kept
    anna.expect("The host ended the match")
    server.expect("No move was made, so the match was not saved.")
    server.expect(pexpect.EOF)
    assert not os.path.exists(path)


def test_the_name_of_a_computer_player_is_refused_and_another_asked(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", [*one_deal(tmp_path), "--players", "3", "--bot", "3=greedy"], tmp_path, port)
    started(server)
    anna, boris = join("Anna", port), join("Boris", port)
    watcher = join("player 3", port)
    watcher.expect('"player 3" is a computer player at this table: choose another name.\r\nYour name: ')
    watcher.sendline("Gleb")
    server.expect("Gleb is watching.")
    assert "Player 3 is watching" not in server.before
    watcher.expect("Waiting for")
    for player in (anna, boris, watcher, server):
        player.close(force=True)


def test_an_escape_sequence_typed_at_a_prompt_leaves_nothing_of_itself(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", one_deal(tmp_path), tmp_path, port)
    started(server)
    anna, boris = join("Anna", port), join("Boris", port)
    mover = anna if anna.expect([LEOPARD_PROMPT, "Waiting for Boris…"]) == 0 else boris  # Anna's screen says which
    if mover is boris:
        boris.expect(LEOPARD_PROMPT)
    for key in ("\x1b", "[", "2", "J", "\x1b]0;title\x07", "[red]hi\r"):  # a key at a time, as typed
        mover.send(key)
        time.sleep(0.05)
    mover.expect(r'"(.*)" is not a move or a command; type help\.')
    assert mover.match.group(1) == "[red]hi"  # the markup printed as typed, not read as a style
    for player in (anna, boris, server):
        player.close(force=True)


def test_lines_typed_out_of_turn_leave_the_table_in_view_with_one_answer_under_it(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", one_deal(tmp_path), tmp_path, port)
    started(server)
    anna, boris = join("Anna", port), join("Boris", port)
    waiting = anna if anna.expect(["Waiting for Boris…", LEOPARD_PROMPT]) == 0 else boris
    if waiting is boris:
        boris.expect("Waiting for Anna…")
    waiting.logfile_read = seen = io.StringIO()
    for _ in range(3):
        waiting.sendline("hello")
        waiting.expect(r"not kept\.\r?\n")  # the answer's line whole: the last of the screen sent with it
    screen = seen.getvalue().split("\x1b[2J")[-1]  # after the last clear
    assert screen.count("It is not your turn: that line was not kept.") == 1
    assert "hello" not in screen and "Your hand" in screen and "Waiting for" in screen  # the whole table
    assert screen.rstrip().endswith("It is not your turn: that line was not kept.")
    waiting.sendline("quit")  # leaves the seat out of turn too, as Ctrl-D does
    waiting.expect("You left your seat; connect again as (Anna|Boris) to take it back.")
    other = boris if waiting is anna else anna
    other.expect(f"{waiting.match.group(1)} left the table")
    for player in (anna, boris, server):
        player.close(force=True)


def test_score_typed_while_the_other_plays_shows_a_page_and_q_goes_back_to_the_seat(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", one_deal(tmp_path), tmp_path, port)
    started(server)
    anna, boris = join("Anna", port), join("Boris", port)
    index = anna.expect(["Waiting for Boris…", LEOPARD_PROMPT], timeout=15)
    waiter = anna if index == 0 else boris
    if waiter is boris:
        boris.expect("Waiting for Anna…")
    waiter.sendline("score")
    waiter.expect("Total")  # the score table (in colour here)
    waiter.expect("Press Enter to go back")
    waiter.sendline("q")  # back, as at a page of play: not quit
    waiter.expect("Waiting for")
    waiter.sendline("7h")
    waiter.expect("It is not your turn: that line was not kept.")
    server.sendcontrol("c")
    waiter.expect("The host ended the match")
    server.expect(pexpect.EOF)
    assert " left." not in server.before
    for player in (anna, boris):
        player.close(force=True)


def test_ctrl_c_after_a_half_typed_line_leaves_without_drawing_the_line_again(tmp_path):
    port = free_port()
    server = spawn_serve("leopard", one_deal(tmp_path), tmp_path, port)
    started(server)
    anna = join("Anna", port)
    anna.expect("The match starts when every seat has its player.")
    assert "\x1b[?1049h" in anna.before  # the lobby is drawn on the alternate screen, as the match is
    anna.send("3")
    anna.expect("3")  # the line editor's echo
    anna.sendcontrol("c")
    anna.expect("You left your seat; connect again as Anna to take it back.")
    assert "\x1b[?1049l" in anna.before  # left first: the message, and the terminal, are Anna's own again
    anna.expect(pexpect.EOF)
    assert "3" not in anna.before  # before: "3Connection to 127.0.0.1 closed."
    server.sendcontrol("c")
    server.expect(pexpect.EOF)


def test_leopard_and_semerka_on_one_port_are_one_host_to_ssh_with_the_key_leopard_had(tmp_path):
    """One host key for both games, kept where neither game's data is: the key an earlier Leopard server made is
    taken over, so a client that trusts it is not warned, at Leopard nor at Semerka."""
    old = tmp_path / "data" / "leopard" / "ssh_host_ed25519_key"
    old.parent.mkdir(parents=True)
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(old)], check=True)
    listed = subprocess.run(["ssh-keygen", "-lf", str(old)], capture_output=True, text=True, check=True).stdout
    known = tmp_path / "known_hosts"
    port = free_port()
    for game, checking in (("leopard", "accept-new"), ("semerka", "yes")):
        server = spawn_serve(game, [], tmp_path, port)
        server.expect(r"Host key fingerprint \(players check it when ssh first asks\):\s+(SHA256:\S+)")  # wrapped at 100
        assert server.match.group(1) == listed.split()[1]
        started(server)
        client = pexpect.spawn(
            "ssh", ["-p", str(port), "-o", f"StrictHostKeyChecking={checking}", "-o", f"UserKnownHostsFile={known}",
                    "-o", "PubkeyAuthentication=no", "-o", "LogLevel=ERROR", "anna@127.0.0.1"],
            encoding="utf-8", timeout=15,
        )  # fmt: skip
        client.expect("assword:")  # not "REMOTE HOST IDENTIFICATION HAS CHANGED!" and refused
        client.close(force=True)
        server.kill(signal.SIGTERM)
        server.expect(pexpect.EOF)
    shared = tmp_path / "data" / "cardtable" / "ssh_host_ed25519_key"
    assert shared.read_bytes() == old.read_bytes()
    assert oct(shared.stat().st_mode & 0o777) == "0o600"
    assert not (tmp_path / "data" / "semerka" / "ssh_host_ed25519_key").exists()
