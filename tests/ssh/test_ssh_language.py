"""Each remote player sees the match in their own language: the one their client's environment names."""

import pytest

pytest.importorskip("asyncssh")

from cardtable.i18n import _, current_language, set_language, using_language
from cardtable.ssh.server import client_language


def test_a_clients_language_comes_from_its_environment():
    assert client_language({"LEOPARD_LANG": "ru"}, "LEOPARD_LANG") == "ru"
    assert client_language({"LANG": "ru_RU.UTF-8"}, "LEOPARD_LANG") == "ru"
    assert client_language({"LANG": "en_GB.UTF-8"}, "LEOPARD_LANG") == "en"
    assert client_language({"LANG": "C.UTF-8"}, "LEOPARD_LANG") is None  # no preference: the server's language
    assert client_language({}, "LEOPARD_LANG") is None


def test_a_thread_may_speak_another_language_for_a_while():
    set_language("en")
    try:
        with using_language("ru"):
            assert current_language() == "ru" and _("yes") == "да"
        assert current_language() == "en" and _("yes") == "yes"
        with using_language(None):
            assert current_language() == "en"
    finally:
        set_language(None)


def test_the_lobby_names_a_computer_player_and_its_level_in_the_language_of_each_screen(tmp_path):
    import semerka.bots  # noqa: F401  (registers the computer players)
    from rich.console import Console

    from cardtable.match import MatchSettings
    from cardtable.records import SeatInfo
    from cardtable.session import Session
    from cardtable.ssh.lobby import Lobby
    from cardtable.ssh.match import ServedMatch
    from cardtable.ssh.seats import Spectators
    from fake_connection import Sent
    from semerka.play import SemerkaScreens
    from semerka.rules import GAME

    seats = (SeatInfo("Anna"), SeatInfo("Boris"), SeatInfo("Player 3", "greedy"), SeatInfo("Player 4", "strong:2000"))
    session = Session.new(GAME, GAME.make_rules(4, {}), MatchSettings(None, 1, 1), seats, 7, tmp_path / "m.json")
    lobby = Lobby(list(seats), rate=10_000)
    spectators = Spectators()
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    served = ServedMatch(session, SemerkaScreens.for_console, lobby, spectators, host, None, "", 0)
    anna, watcher = Sent(), Sent()
    lobby.join("Anna", 80, 30, False, "ru").terminal.attach(anna.connection(), 80, 30)
    spectators.join("Gleb", 80, 30, False, None).attach(watcher.connection(), 80, 30)
    served.draw_lobby()
    def bots(text):
        return [line.strip("│ ") for line in text.splitlines() if line.startswith("│") and ("омпьютер" in line or "computer" in line)]

    # a default name is the seat's default name in each screen's language, as at the table
    assert bots(anna.text) == ["3 │ Игрок 3 │ компьютер (жадный)", "4 │ Игрок 4 │ компьютер (сильный:2000)"]
    assert bots(watcher.text) == ["3 │ Player 3 │ computer (greedy)", "4 │ Player 4 │ computer (strong:2000)"]
