"""``serve --config FILE``: the file's seats (names and computer players) make the served table, as with
``play --config``, ``--players``/``--bot`` on top; a seat the file names waits for the player of that name. The
options and the file are checked before the room password is asked for."""

import io

import pytest
from click.testing import CliRunner
from rich.console import Console
from play_cli_helpers import data_home  # noqa: F401 (data_home: autouse fixture)

pytest.importorskip("asyncssh")

import cardtable.ssh.run  # noqa: E402
from cardtable.cli.group import build_group  # noqa: E402
from cardtable.i18n import set_language  # noqa: E402
from cardtable.records import SeatInfo  # noqa: E402
from cardtable.ssh.lobby import Lobby  # noqa: E402
from cardtable.ssh.match import ServedMatch  # noqa: E402
from cardtable.ssh.seats import Spectators  # noqa: E402
from fake_connection import Sent  # noqa: E402

from leopard.spec import SPEC as LEOPARD_SPEC  # noqa: E402
from semerka.play import SemerkaScreens  # noqa: E402
from semerka.spec import SPEC as SEMERKA_SPEC  # noqa: E402

LEOPARD_SEATS = '[[seats]]\nname = "Anna"\n[[seats]]\nname = "Boris"\nbot = "greedy"\n[[seats]]\nname = "Clara"\nbot = "greedy"\n'
SEMERKA_SEATS = (
    '[[seats]]\nname = "Anna"\n[[seats]]\nname = "Boris"\nbot = "greedy"\n'
    '[[seats]]\nname = "Clara"\n[[seats]]\nname = "Dmitri"\nbot = "greedy"\n'
)


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")  # after --lang ru


def served(tmp_path, monkeypatch, spec, config_text, *options):
    """``serve --config FILE OPTIONS`` (with a password file) until the server would start: the result, the match's
    session and the names of its seats anyone may take (``free_names``)."""
    seen = {}

    async def stopped(session, *args, **kwargs):
        seen.update(session=session, free=kwargs["free_names"])
        raise KeyboardInterrupt

    monkeypatch.setattr(cardtable.ssh.run, "run_server", stopped)
    config = tmp_path / "srv.toml"
    config.write_text(config_text, encoding="utf-8")
    password = tmp_path / "room.txt"
    password.write_text("secret\n")
    password.chmod(0o600)
    arguments = ["serve", "--config", str(config), "--password-file", str(password), *options]
    result = CliRunner().invoke(build_group(spec), arguments)
    assert result.exit_code == 130, result.output
    return result, seen["session"], seen["free"]


def test_serve_takes_the_seats_of_its_config_file_and_keeps_named_seats_for_their_players(tmp_path, monkeypatch):
    _result, session, free = served(tmp_path, monkeypatch, LEOPARD_SPEC, LEOPARD_SEATS + "[match]\ndeals = 1\n")
    assert list(session.seats) == [SeatInfo("Anna"), SeatInfo("Boris", "greedy"), SeatInfo("Clara", "greedy")]
    assert session.settings.deals == 1
    assert free == set()  # Anna's seat waits for Anna


def test_serve_players_and_bot_options_go_over_the_config_files_seats(tmp_path, monkeypatch):
    _result, session, free = served(tmp_path, monkeypatch, LEOPARD_SPEC, LEOPARD_SEATS, "--players", "4", "--bot", "3=strong")
    assert list(session.seats) == [SeatInfo("Anna"), SeatInfo("Boris", "greedy"), SeatInfo("Clara", "strong"), SeatInfo("Player 4")]
    assert free == {"Player 4"}  # a seat the file did not name is anyone's
    _result, session, free = served(tmp_path, monkeypatch, SEMERKA_SPEC, SEMERKA_SEATS, "--players", "2")
    assert list(session.seats) == [SeatInfo("Anna"), SeatInfo("Boris", "greedy")]
    unnamed = '[[seats]]\nbot = "greedy"\n[[seats]]\nname = "Boris"\n'
    _result, session, free = served(tmp_path, monkeypatch, LEOPARD_SPEC, unnamed)
    assert list(session.seats) == [SeatInfo("Player 1", "greedy"), SeatInfo("Boris")]
    assert free == set()


def test_serve_with_a_config_file_shows_its_seats_at_the_waiting_table_in_russian(tmp_path, monkeypatch):
    _result, session, free = served(tmp_path, monkeypatch, SEMERKA_SPEC, SEMERKA_SEATS, "--lang", "ru")
    lobby = Lobby(list(session.seats), free_names=set(free))
    watchers = Spectators()
    sent = Sent()
    watchers.join("Gleb", 60, 20, False, "ru").attach(sent.connection(), 60, 20)
    ServedMatch(session, SemerkaScreens, lobby, watchers, Console(file=io.StringIO()), None, "", 0).draw_lobby()
    lines = [line.rstrip() for line in sent.text.split("\x1b[2J")[-1].removeprefix("\x1b[H").splitlines()]
    assert lines == [
        "                 Стол",
        "┏━━━━━━━┳━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━┓",
        "┃ Место ┃ Игрок  ┃ На месте           ┃",
        "┡━━━━━━━╇━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━┩",
        "│     1 │ Anna   │ ждём               │",
        "│     2 │ Boris  │ компьютер (жадный) │",
        "│     3 │ Clara  │ ждём               │",
        "│     4 │ Dmitri │ компьютер (жадный) │",
        "└───────┴────────┴────────────────────┘",
        "Партия начнётся, когда все места будут заняты.",
    ]


def test_serve_checks_its_config_file_before_asking_for_the_room_password(tmp_path):
    config = tmp_path / "type.toml"
    config.write_text('[match]\ntarget = "ten"\n', encoding="utf-8")
    result = CliRunner().invoke(build_group(LEOPARD_SPEC), ["serve", "--config", str(config)], input="secret\nsecret\n")
    assert result.exit_code == 2
    assert result.output == (
        f'Error: {config}: match: "target" must be a whole number of at least 1, not "ten" (see: leopard serve --help)\n'
    )  # and no "Room password:" before it
    assert list(tmp_path.iterdir()) == [config]
