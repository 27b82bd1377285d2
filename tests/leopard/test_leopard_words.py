"""Every word of a Leopard move has a Russian form, read in either interface language (as да, нет and стоп are),
and the Russian help lists them; the pile's own command word no longer takes the word сброс."""

import io

import pytest
from leopard_helpers import position
from rich.console import Console

from cardtable.cards import parse_card
from cardtable.i18n import set_language
from leopard.play import LeopardScreens, cell_command, discards_command, help_text
from leopard.reading import read_input
from leopard.rules import Discard, Draw, GoOut, Place, Rules, observation

C = parse_card


@pytest.fixture(params=["en", "ru"])
def language(request):
    set_language(None if request.param == "en" else "ru")
    yield request.param
    set_language(None)


@pytest.fixture
def russian():
    set_language("ru")
    yield
    set_language(None)


def _after_draw():
    state = position(2, squares=("AH . . / . . . / . . .", ""), hands=("7D 8S KS", "AC AD"), turn=1)
    return observation(state, 1)


def _before_draw():
    state = position(2, squares=("AH 2H 3H / 4D 5H 6D / 7S 8C 9H", ""), hands=("KS", "AC"), turn=1)
    return observation(state, 1)


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("сброс 8п", Discard(C("8S"))),
        ("Сброс 8s", Discard(C("8S"))),
        ("discard 8п", Discard(C("8S"))),
        ("7б противнику", Place(C("7D"), 2, 7)),
        ("7d сопернику", Place(C("7D"), 2, 7)),
        ("7D opp", Place(C("7D"), 2, 7)),
    ],
)
def test_L9_2_discard_and_the_other_square_in_either_language(language, text, move):
    assert read_input(text, _after_draw()) == move


@pytest.mark.parametrize(
    ("text", "move"),
    [("закончить", GoOut()), ("ЗАКОНЧИТЬ", GoOut()), ("out", GoOut()), ("взять", Draw()), ("draw", Draw())],
)
def test_L4_1_out_and_draw_in_either_language(language, text, move):
    assert read_input(text, _before_draw()) == move


def test_L6_2_going_out_in_russian_after_the_stock_is_played_out():
    rules = Rules(2, stock_end="play-out")
    state = position(rules, squares=("AH 2H 3H / 4D 5H 6D / 7S 8C 9H", ""), hands=("KS", "AC"), turn=1, stock="")
    obs = observation(state, 1)
    assert obs.phase != "before_draw"
    assert read_input("закончить", obs) == GoOut()


def test_the_russian_discard_pile_command_is_сбросы_or_отбой_and_сброс_is_a_move(russian):
    commands = LeopardScreens().commands()
    assert commands["сбросы"] is discards_command
    assert commands["отбой"] is discards_command
    assert commands["клетка"] is cell_command
    assert "сброс" not in commands


def _rows(renderable):
    console = Console(file=io.StringIO(), width=120, color_system=None)
    console.print(renderable)
    return [line.rstrip() for line in console.file.getvalue().splitlines()]


def test_the_russian_help_lists_the_russian_move_words(russian):
    rows = _rows(help_text())
    assert "-8т  сброс 8т      сбросить 8♣" in rows
    assert "8т противнику      вдвоём: в квадрат соперника" in rows
    assert "взять  Enter       взять карту вместо того, чтобы закончить сдачу" in rows
    assert "да  нет            вчетвером: ответ партнёру, который просит закончить сдачу" in rows
    assert "сбросы  отбой      весь сброс" in rows


def test_L4_1_a_hint_names_out_and_draw_as_the_player_types_them(language):
    from cardtable.bots.hints import Hint
    from cardtable.terminal.advice import hint_text

    obs = _before_draw()
    line = hint_text(Hint(GoOut(), Draw(), 2.6), lambda move: LeopardScreens().move_typed(obs, move)).plain
    expected = {
        "en": "Hint: out, about 2.6 points better than draw.",
        "ru": "Подсказка: закончить, примерно на 2,6 очка лучше, чем взять.",
    }
    assert line == expected[language]


def test_L6_1_the_partner_s_answer_is_named_as_the_player_types_it(language):
    from leopard.notation import move_typed
    from leopard.rules import Answer

    obs = _before_draw()
    words = {"en": ("yes", "no"), "ru": ("да", "нет")}
    assert (move_typed(Answer(True), obs), move_typed(Answer(False), obs)) == words[language]
