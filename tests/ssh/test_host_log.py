"""The host's log of ``serve``: one line a move, with the verb its kind of move takes ("Anna played 7H", "Clara
answered no"), in the host's language."""

from __future__ import annotations

import pytest

from cardtable.cards import parse_card
from cardtable.i18n import set_language
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.ssh.seats import HostLog
from cardtable.table import DealOver, Hinted, Moved, TookBack
from leopard.play import LeopardScreens
from leopard.rules import GAME as LEOPARD
from leopard.rules import Answer, Discard, Draw, GoOut, Place
from semerka.play import SemerkaScreens
from semerka.rules import GAME as SEMERKA
from semerka.rules import Play, Stop

NAMES = ("Anna", "Boris", "Clara", "Dmitri")


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def session(game, players):
    seats = tuple(SeatInfo(name) for name in NAMES[:players])
    return Session.new(game, game.make_rules(players, {}), MatchSettings(None, 1, 1), seats, 5)


def first(moves, kind):
    return next(move for move in moves if isinstance(move, kind))


@pytest.mark.parametrize("kind", [Place, Discard])
def test_a_leopard_card_is_played_or_discarded_in_the_host_log(kind):
    match = session(LEOPARD, 2)
    lines = []
    log = HostLog(match, lines.append, LeopardScreens())
    seat = match.to_move
    move = first(match.legal_moves(), kind)
    match.play(move)
    log.notify(Moved(seat, move), match.observation(1))
    text = match.record.deals[-1].moves[-1]
    name = NAMES[seat - 1]
    assert lines == [f"{name} played {text}" if kind is Place else f"{name} discarded {text[1:]}"]


def test_L6_1_asks_and_answers_read_as_such_in_the_host_log():
    screens = LeopardScreens()
    four = session(LEOPARD, 4).observation(1)
    two = session(LEOPARD, 2).observation(1)
    assert screens.logged_move("Anna", GoOut(), "out", four) == "Anna asked to go out"
    assert screens.logged_move("Clara", Answer(False), "no", four) == "Clara answered no"
    assert screens.logged_move("Clara", Answer(True), "yes", four) == "Clara answered yes"
    assert screens.logged_move("Anna", GoOut(), "out", two) == "Anna went out"
    assert screens.logged_move("Anna", Draw(), "draw", two) == "Anna drew a card"


def test_S3_4_a_semerka_stop_reads_as_such_and_a_card_as_played():
    match = session(SEMERKA, 4)
    screens = SemerkaScreens()
    observation = match.observation(1)
    card = match.observation(match.to_move).hand[0]
    assert screens.logged_move("Anna", Stop(), "stop", observation) == "Anna stopped the trick"
    assert screens.logged_move("Anna", Play(card), str(card), observation) == f"Anna played {card}"


def test_a_game_whose_screens_write_no_log_line_has_every_move_played():
    match = session(LEOPARD, 2)
    lines = []
    log = HostLog(match, lines.append)
    seat = match.to_move
    move = first(match.legal_moves(), Discard)
    match.play(move)
    log.notify(Moved(seat, move), match.observation(1))
    assert lines == [f"{NAMES[seat - 1]} played -{move.card}"]


def test_the_host_log_in_russian():
    set_language("ru")
    screens = LeopardScreens()
    four = session(LEOPARD, 4).observation(1)
    assert screens.logged_move("Клара", Answer(False), "no", four) == "Клара: ответ «нет»"
    assert screens.logged_move("Анна", GoOut(), "out", four) == "Анна: просит закончить сдачу"
    semerka = session(SEMERKA, 4).observation(1)
    assert SemerkaScreens().logged_move("Анна", Stop(), "stop", semerka) == "Анна: стоп, взятка остановлена"


def test_the_host_log_in_russian_writes_cards_as_russian_players_type_them():
    set_language("ru")
    queen, two = parse_card("QH"), parse_card("2D")
    two_players = session(LEOPARD, 2).observation(1)
    assert LeopardScreens().logged_move("Аня", Place(queen, 2, 7), "QH@2:7", two_players) == "Аня: ход Дч@2:7"
    assert LeopardScreens().logged_move("Аня", Discard(two), "-2D", two_players) == "Аня: в сброс 2б"
    semerka = session(SEMERKA, 4).observation(1)
    assert SemerkaScreens().logged_move("Аня", Play(queen), "QH", semerka) == "Аня: ход Дч"


@pytest.mark.parametrize(("players", "sides"), [(2, "3 (Anna), 0 (Boris)"), (4, "3 (Anna & Clara), 0 (Boris & Dmitri)")])
def test_the_end_of_a_deal_names_each_side_by_its_players(players, sides):
    played = session(LEOPARD, players)
    played.deal_points.append((3, 0))  # as if the first deal had ended so
    logged: list[str] = []
    HostLog(played, logged.append).notify(DealOver(None, False), None)
    assert logged == [f"Deal 1 is over; game points: {sides}"]
    set_language("ru")
    HostLog(played, logged.append).notify(DealOver(None, False), None)
    assert logged[-1] == f"Сдача 1 окончена; очки партии: {sides}"


def test_a_match_named_in_another_language_is_logged_with_the_hosts_default_names():
    """A match whose record names its seats in English ("Player 1", started so and resumed by a host whose language
    is Russian): the log names them as every screen does, "Игрок 1"; the record keeps its names."""
    seats = (SeatInfo("Player 1"), SeatInfo("Player 2", "greedy"))
    match = Session.new(LEOPARD, LEOPARD.make_rules(2, {}), MatchSettings(None, 1, 1), seats, 5)
    set_language("ru")
    lines: list[str] = []
    log = HostLog(match, lines.append, LeopardScreens())
    assert match.to_move == 2
    move = first(match.legal_moves(), Discard)
    match.play(move)
    log.notify(Moved(2, move), match.observation(1))
    log.notify(Hinted(1), None)
    log.notify(TookBack(2, 3), None)
    assert lines == [
        "Игрок 2: в сброс Тп",  # the ace of spades
        "Игрок 1: взята подсказка",
        "Игрок 2: отменено ходов: 3",
    ]
    assert [info.name for info in match.record.seats] == ["Player 1", "Player 2"]
