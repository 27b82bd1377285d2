"""The command ``serve`` prints to continue a match it stopped: the options the match was served with that are
not at their default, so that pasting it serves the match as before (closed to spectators stays closed)."""

import socket

import pytest
from click.testing import CliRunner
from play_cli_helpers import data_home  # noqa: F401 (data_home: autouse fixture)

pytest.importorskip("asyncssh")

import cardtable.ssh.run  # noqa: E402
from cardtable.cli.group import build_group  # noqa: E402

from leopard.spec import SPEC as LEOPARD_SPEC  # noqa: E402

cli = build_group(LEOPARD_SPEC)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def resume_command(tmp_path, monkeypatch, *options: str) -> str:
    """The resume command of a match served with ``options`` (the server stopped at once), for ``m.json``."""
    given: list[str] = []

    async def stop_at_once(session, *args, resume_command, **kwargs):
        given.append(resume_command)
        raise KeyboardInterrupt

    monkeypatch.setattr(cardtable.ssh.run, "run_server", stop_at_once)
    (tmp_path / "room.txt").write_text("open sesame\n", encoding="utf-8")
    (tmp_path / "room.txt").chmod(0o600)
    arguments = ["serve", "--save", str(tmp_path / "m.json"), "--password-file", str(tmp_path / "room.txt"), *options]
    result = CliRunner().invoke(cli, arguments)
    assert result.exit_code == 130, result.output
    return given[0].format(path="m.json")


def test_no_spectators_deal_pause_and_delay_stay_in_the_resume_command(tmp_path, monkeypatch):
    port = free_port()
    command = resume_command(
        tmp_path, monkeypatch, "--port", str(port), "--no-spectators", "--deal-pause", "2,5", "--delay", "3"
    )
    assert command == (
        f"leopard serve --resume m.json --port {port} --password-file {tmp_path / 'room.txt'} --no-spectators"
        " --deal-pause 2.5 --delay 3"
    )


def test_options_at_their_default_are_left_out_of_the_resume_command(tmp_path, monkeypatch):
    port = free_port()
    command = resume_command(
        tmp_path, monkeypatch, "--port", str(port), "--spectators", "--deal-pause", "8", "--delay", "0.5"
    )
    assert command == f"leopard serve --resume m.json --port {port} --password-file {tmp_path / 'room.txt'}"
    assert resume_command(tmp_path, monkeypatch, "--port", str(port), "--delay", "0") == (
        f"leopard serve --resume m.json --port {port} --password-file {tmp_path / 'room.txt'} --delay 0"
    )
