"""The room password ``serve`` asks for when no file gives one: typed twice, at least four characters, asked
again with the reason."""

import pytest
from click.testing import CliRunner
from play_cli_helpers import data_home  # noqa: F401 (data_home: autouse fixture)

pytest.importorskip("asyncssh")

import cardtable.ssh.run  # noqa: E402
from cardtable.cli.group import build_group  # noqa: E402

from leopard.spec import SPEC as LEOPARD_SPEC  # noqa: E402

cli = build_group(LEOPARD_SPEC)


def test_a_typed_room_password_too_short_is_asked_for_again_with_the_reason(tmp_path, monkeypatch):
    monkeypatch.setattr(cardtable.ssh.run, "run_server", _stop_at_once)
    path = tmp_path / "m.json"
    typed = "x\n\n    \nopen sesame\nopen sesame!\nopen sesame\nopen sesame\n"
    result = CliRunner().invoke(cli, ["serve", "--save", str(path)], input=typed)
    reason = "Error: a room password has at least 4 characters other than spaces"
    assert result.output.count(reason) == 3, result.output  # one character, none, only spaces
    assert result.output.count("Error: the two passwords differ; type it again") == 1
    assert result.output.count("Room password:") == 5 and result.output.count("Room password again:") == 2
    assert result.exit_code == 130, result.output


async def _stop_at_once(session, *args, **kwargs):
    raise KeyboardInterrupt


def test_leaving_at_the_room_password_prompt_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(cardtable.ssh.run, "run_server", _stop_at_once)
    path = tmp_path / "m.json"
    result = CliRunner().invoke(cli, ["serve", "--save", str(path)], input="")  # Ctrl-D at the prompt
    assert result.output == "Room password: \n\nAborted.\n"
    assert result.exit_code == 1
    assert list(tmp_path.iterdir()) == []  # neither the record nor its lock


def test_a_port_in_use_is_said_before_the_room_password_is_asked(tmp_path):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        path = tmp_path / "m.json"
        result = CliRunner().invoke(cli, ["serve", "--port", str(port), "--save", str(path)], input="open sesame\n" * 2)
    assert result.output == (
        f"Error: Cannot serve on 127.0.0.1:{port}: the port is in use (another server, or a match still running)\n"
    )
    assert result.exit_code == 1
    assert list(tmp_path.iterdir()) == []  # neither the record nor its lock


def test_an_address_not_of_this_machine_is_said_before_the_room_password_is_asked(tmp_path):
    result = CliRunner().invoke(cli, ["serve", "--host", "no-such-host.invalid", "--save", str(tmp_path / "m.json")])
    assert result.output == "Error: Cannot serve on no-such-host.invalid:2222: no such host name\n"
    assert "Room password" not in result.output and result.exit_code == 1


def test_a_port_in_use_is_said_in_russian_in_words_of_its_own(tmp_path):
    import socket

    from cardtable.i18n import set_language

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        try:
            result = CliRunner().invoke(cli, ["--lang", "ru", "serve", "--port", str(port), "--save", str(tmp_path / "m.json")])
        finally:
            set_language("en")  # the language --lang set stays for the tests that follow otherwise
    assert result.output == (
        f"Ошибка: Не удаётся открыть 127.0.0.1:{port}: порт занят (другим сервером или ещё идущей партией)\n"
    )
