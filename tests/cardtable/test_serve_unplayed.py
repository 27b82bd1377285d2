"""``serve`` stopped before anyone played: a match never played is not kept (as ``play`` left at its first
prompt), while a served match with a move keeps its record."""

import pytest
from click.testing import CliRunner
from play_cli_helpers import data_home  # noqa: F401 (data_home: autouse fixture)

pytest.importorskip("asyncssh")

import cardtable.ssh.run  # noqa: E402
from cardtable.cli.group import build_group  # noqa: E402

from leopard.spec import SPEC as LEOPARD_SPEC  # noqa: E402

cli = build_group(LEOPARD_SPEC)


def serve(tmp_path, monkeypatch, before_stop, mode=0o600):
    """``serve`` with the server replaced by ``before_stop(session)`` then Ctrl-C (the host stopping it)."""

    async def stopped(session, *args, **kwargs):
        before_stop(session)
        raise KeyboardInterrupt

    monkeypatch.setattr(cardtable.ssh.run, "run_server", stopped)
    password = tmp_path / "room.txt"
    password.write_text("secret\n")
    password.chmod(mode)
    path = tmp_path / "m.json"
    result = CliRunner().invoke(cli, ["serve", "--password-file", str(password), "--save", str(path)])
    return result, path


def test_serve_stopped_before_anyone_joins_keeps_no_record(tmp_path, monkeypatch):
    seen = []
    result, path = serve(tmp_path, monkeypatch, lambda session: seen.append(session.path.exists()))
    assert seen == [True]  # made at the start, as play makes it
    assert result.exit_code == 130, result.output
    assert result.output.endswith("No move was made, so the match was not saved.\n")
    assert sorted(tmp_path.iterdir()) == [tmp_path / "room.txt"]  # neither the record nor its lock


def test_serve_stopped_after_a_move_keeps_the_record(tmp_path, monkeypatch):
    result, path = serve(tmp_path, monkeypatch, lambda session: session.play(session.legal_moves()[0]))
    assert result.exit_code == 130, result.output
    assert "No move was made" not in result.output
    assert path.exists()



def test_serve_warns_when_others_can_read_the_password_file(tmp_path, monkeypatch):
    """A room password other users of the machine can read is no secret: one line says so and how to fix it;
    the server starts all the same (the host may mean it)."""
    result, _path = serve(tmp_path, monkeypatch, lambda session: None, mode=0o644)
    room = tmp_path / "room.txt"
    warning = f"{room}: other users of this machine can read the password file (chmod 600 {room})\n"
    assert result.stderr == warning
    assert result.exit_code == 130
    quiet, _path = serve(tmp_path, monkeypatch, lambda session: None, mode=0o600)
    assert quiet.stderr == ""


def test_serve_delay_is_handed_to_the_server_as_play_reads_it(tmp_path, monkeypatch):
    """``--delay`` as ``play``'s: half a second unless given, 0 for none, at most 60."""
    given = []

    async def stopped(session, *args, **kwargs):
        given.append(kwargs["delay"])
        raise KeyboardInterrupt

    monkeypatch.setattr(cardtable.ssh.run, "run_server", stopped)
    password = tmp_path / "room.txt"
    password.write_text("secret\n")
    password.chmod(0o600)
    for extra in ([], ["--delay", "0"], ["--delay", "2.5"]):
        result = CliRunner().invoke(cli, ["serve", "--password-file", str(password), *extra])
        assert result.exit_code == 130, result.output
    assert given == [0.5, 0.0, 2.5]
    result = CliRunner().invoke(cli, ["serve", "--password-file", str(password), "--delay", "61"])
    assert result.exit_code == 2
    assert result.output == "Error: Invalid value for '--delay': 61 is not from 0 to 60 (see: leopard serve --help)\n"
