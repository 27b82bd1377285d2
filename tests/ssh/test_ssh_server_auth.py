"""The server's side of authentication (``cardtable.ssh.server._Server``) against a fake asyncssh connection:
what a client over the connection limits is told, and which methods a client is offered; over a real connection,
how a refusal before the match reaches a window."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest

asyncssh = pytest.importorskip("asyncssh")

from cardtable.records import SeatInfo
from cardtable.ssh.auth import Access
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.server import Limits, ServerState, _Server


class FakeSSHConnection:
    """The part of an ``asyncssh.SSHServerConnection`` the server calls, keeping what it was asked to do."""

    def __init__(self, address: str) -> None:
        self.address = address
        self.banners: list[str] = []
        self.disconnected: list[tuple[int, str]] = []
        self.keys: list[object] = []

    def get_extra_info(self, name: str) -> object:
        return (self.address, 40000) if name == "peername" else None

    def send_auth_banner(self, message: str) -> None:
        self.banners.append(message)

    def disconnect(self, code: int, reason: str) -> None:
        self.disconnected.append((code, reason))

    def set_authorized_keys(self, keys: object) -> None:
        self.keys.append(keys)


def server_state(access: Access, log: list[str]) -> ServerState:
    lobby = Lobby([SeatInfo("Anna"), SeatInfo("Boris")])
    return ServerState(lobby, access, log.append, Limits(per_address=2, total=3))


def connect(state: ServerState, address: str = "127.0.0.1") -> tuple[_Server, FakeSSHConnection]:
    server, conn = _Server(state), FakeSSHConnection(address)
    server.connection_made(conn)  # type: ignore[arg-type]
    return server, conn


def access_by(how: str, tmp_path) -> Access:
    """Admission by the room password (``how`` = "password") or by an authorized-keys file of one key."""
    if how == "password":
        return Access(password="open sesame")
    key = asyncssh.generate_private_key("ssh-ed25519").export_public_key().decode("ascii")
    (tmp_path / "keys").write_text(key, encoding="utf-8")
    return Access(authorized_keys=tmp_path / "keys")


@pytest.mark.parametrize("how", ["password", "keys"])
def test_a_connection_over_the_limit_is_disconnected_with_the_reason_before_any_method(tmp_path, how):
    log: list[str] = []
    state = server_state(access_by(how, tmp_path), log)
    for _ in range(2):
        connect(state)
    server, conn = connect(state)
    assert server.begin_auth("Eve") is True
    assert conn.disconnected == [(12, "Too many connections from your address: close one and try again.")]
    assert conn.banners == [] and conn.keys == []
    assert log == ["Refused a connection from 127.0.0.1: too many connections."]
    assert state.addresses == {"127.0.0.1": 2}  # the refused connection is not counted
    server.connection_lost(None)
    assert state.addresses == {"127.0.0.1": 2}
    other, conn = connect(state, "10.0.0.7")  # another address: the total limit (3) is not reached yet
    other.begin_auth("Gleb")
    assert conn.disconnected == []
    _, conn = connect(state, "10.0.0.8")
    assert log[-1] == "Refused a connection from 10.0.0.8: too many connections."


def test_a_keys_file_gone_bad_admits_no_key_and_still_offers_only_keys(tmp_path):
    log: list[str] = []
    state = server_state(access_by("keys", tmp_path), log)
    server, conn = connect(state)
    server.begin_auth("Anna")
    assert len(conn.keys) == 1 and conn.keys[0] is not None
    (tmp_path / "keys").write_text("ssh-ed25519 AAAAbroken x\n", encoding="utf-8")
    server.begin_auth("Boris")  # another user name: the file is read again
    assert conn.keys[1:] == [None]  # not even Anna's key, read a moment ago
    assert log == [f"{tmp_path / 'keys'}, line 1: not an SSH public key in OpenSSH's format"]
    # Keys stay the one method: with none left, OpenSSH's client would ask for a password nobody has.
    assert (server.public_key_auth_supported(), server.password_auth_supported()) == (True, False)
    assert conn.disconnected == []


def test_a_wrong_password_is_logged_with_the_name_as_typed_in_russian():
    from cardtable.i18n import using_language

    log: list[str] = []
    state = server_state(Access(password="open sesame"), log)
    server, _ = connect(state)
    server.begin_auth("Анна")
    with using_language("ru"):
        assert server.validate_password("Анна", "wrong") is False
    assert log == ["Неверный пароль: Анна, адрес 127.0.0.1."]


def test_a_refused_key_is_logged_once_when_its_connection_ends_unadmitted(tmp_path):
    from cardtable.i18n import using_language

    log: list[str] = []
    state = server_state(access_by("keys", tmp_path), log)
    stranger = asyncssh.generate_private_key("ssh-ed25519")
    server, _ = connect(state)
    server.begin_auth("Nokey")
    for _offered in range(2):  # the client offers two keys the file does not hold
        assert server.validate_public_key("Nokey", stranger) is False
    assert log == []  # not yet: another key may be admitted
    server.connection_lost(None)
    assert log == ["Unknown key for Nokey from 127.0.0.1."]
    server, _ = connect(state, "10.0.0.7")
    server.begin_auth("Anna")
    server.validate_public_key("Anna", stranger)
    server.auth_completed()  # the next key offered was admitted
    server.connection_lost(None)
    assert log == ["Unknown key for Nokey from 127.0.0.1."]
    server, _ = connect(state)
    server.begin_auth("Ника")
    server.validate_public_key("Ника", stranger)
    with using_language("ru"):
        server.connection_lost(None)
    assert log[-1] == "Неизвестный ключ: Ника, адрес 127.0.0.1."


def test_a_key_refused_while_the_keys_file_is_bad_is_logged_by_the_files_fault_alone(tmp_path):
    log: list[str] = []
    state = server_state(access_by("keys", tmp_path), log)
    (tmp_path / "keys").write_text("ssh-ed25519 AAAAbroken x\n", encoding="utf-8")
    server, _ = connect(state)
    server.begin_auth("Anna")
    server.validate_public_key("Anna", asyncssh.generate_private_key("ssh-ed25519"))
    server.connection_lost(None)
    assert log == [f"{tmp_path / 'keys'}, line 1: not an SSH public key in OpenSSH's format"]


@pytest.mark.parametrize(
    ("user", "expected"),
    [
        ("A" * 25, "A name has at most 24 characters: choose a shorter one.\r\nYour name: "),
        (
            "player 2",
            '"player 2" is a computer player at this table: choose\r\nanother name.\r\nYour name: ',
        ),
    ],
)
def test_a_refusal_before_the_match_wraps_at_spaces_to_the_window(user, expected):
    async def scenario() -> str:
        async with at_the_table_of_player_1(user) as process:
            text = ""
            while not text.endswith(expected[-12:]):
                text += await asyncio.wait_for(process.stdout.read(4096), 10)
            return text

    assert asyncio.run(scenario()) == expected


@pytest.mark.parametrize(("typed", "shown"), [("\x04", "\r\n"), ("Ann\x03", "Ann\x1b[3D   \x1b[3D\r\n")])
def test_leaving_at_the_name_prompt_ends_its_line(typed, shown):
    """Ctrl-D at ``Your name:``, or Ctrl-C after a half-typed name (not drawn again): the prompt's line is ended,
    so that the client's ``Connection to … closed.`` is on a line of its own."""

    async def scenario() -> str:
        async with at_the_table_of_player_1("player 2") as process:
            text = ""
            while not text.endswith("Your name: "):
                text += await asyncio.wait_for(process.stdout.read(4096), 10)
            process.stdin.write(typed)  # as a terminal sends the keys
            while chunk := await asyncio.wait_for(process.stdout.read(4096), 10):
                text += chunk
            return text.split("Your name: ", 1)[1]

    assert asyncio.run(scenario()) == shown  # the half-typed name's echo is rubbed out


@contextlib.asynccontextmanager
async def at_the_table_of_player_1(user: str, encoding: str | None = "utf-8") -> AsyncIterator[asyncssh.SSHClientProcess[Any]]:
    """A process connected as ``user`` at 60×20 to a server of a table whose seat 1 is free and whose seat 2
    (Player 2) is a computer player; ``encoding`` None: it reads and writes bytes."""
    from cardtable.ssh.server import start_server

    lobby = Lobby([SeatInfo("Player 1"), SeatInfo("Player 2", "greedy")], free_names={"Player 1"})
    state = ServerState(lobby, Access(password="pw"), lambda line: None)
    server = await start_server(state, "127.0.0.1", 0, asyncssh.generate_private_key("ssh-ed25519"))
    try:
        async with asyncssh.connect(
            "127.0.0.1", server.get_port(), username=user, password="pw", known_hosts=None, client_keys=None,
            agent_path=None,
        ) as connection:  # fmt: skip
            yield await connection.create_process(term_type="xterm", term_size=(60, 20), encoding=encoding)
    finally:
        server.close()


def test_a_byte_that_is_not_utf8_is_read_as_a_replacement_character_not_a_disconnect():
    """A terminal set to another encoding (Latin-1 ``é``: byte 0xE9) types a name: the byte is read as U+FFFD and
    the connection goes on (here to the free seat), where it used to close with a Python decoding message."""

    async def scenario() -> tuple[bytes, bool]:
        async with at_the_table_of_player_1("player 2", encoding=None) as process:
            text = b""
            while not text.endswith(b"Your name: "):
                text += await asyncio.wait_for(process.stdout.read(4096), 10)
            process.stdin.write(b"\xe9\r")  # as that terminal sends it
            while not text.endswith(b"\r\n"):
                text += await asyncio.wait_for(process.stdout.read(4096), 10)
            return text.split(b"Your name: ", 1)[1], process.channel.is_closing()

    assert asyncio.run(scenario()) == ("\ufffd\r\n".encode(), False)
