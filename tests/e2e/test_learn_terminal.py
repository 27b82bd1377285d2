"""``leopard learn`` and ``semerka learn`` in a real terminal (a pseudo-terminal, 80×24), in English and in
Russian: a guided deal played to its end with the moves a sensible newcomer makes (computed in process on the
same fixed deck and bot seed), lessons and advice answered as they come, then the summary."""

import os
import sys

import pexpect
import pytest
from lesson_helpers import greedy_policy, walk
from terminal_helpers import finish

from cardtable.registry import game_spec

pytestmark = pytest.mark.e2e

TIMEOUT = 60  # the coach searches after every move: slow on a busy machine
NAME_PROMPT = {"en": "Your name [Player 1]: ", "ru": "Ваше имя [Игрок 1]: "}
START = {"en": ("A guided first deal", "Press Enter to start"), "ru": ("Первая сдача с подсказками", "Нажмите Enter, чтобы начать")}
TEXTS = {
    "en": ("Press Enter to go on", "Type your move, or press Enter for the table", "Press Enter to leave", "What you learned in this deal:"),
    "ru": (
        "Нажмите Enter, чтобы продолжить", "Введите ход или нажмите Enter, чтобы вернуться к столу", "Нажмите Enter, чтобы выйти",
        "Что вы узнали за эту сдачу:",
    ),
}


def spawn_learn(game, language, tmp_path, *options):
    env = {**os.environ, "TERM": "xterm", "XDG_DATA_HOME": str(tmp_path / "data"), "COLUMNS": "80", "LINES": "24",
           f"{game.upper()}_LANG": language}  # fmt: skip
    return pexpect.spawn(
        sys.executable, ["-m", game, "learn", "--delay", "0", *options], env=env, dimensions=(24, 80), encoding="utf-8",
        timeout=TIMEOUT,
    )  # fmt: skip


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game", ["leopard", "semerka"])
def test_a_learn_deal_played_to_its_end(game, language, tmp_path):
    spec = game_spec(game)
    lessons, typed, _session = walk(spec, greedy_policy(spec))
    go_on, choose, leave, learned = TEXTS[language]
    child = spawn_learn(game, language, tmp_path)
    child.expect_exact(NAME_PROMPT[language])
    child.sendline("")  # a newcomer keeps the name offered
    intro, start = START[language]
    child.expect_exact(intro)
    child.expect_exact(start)
    child.sendline("")
    moves = list(typed)
    shown = {"lessons": 0, "advice": 0}
    while True:
        found = child.expect_exact([go_on, choose, "> ", leave])
        if found == 0:
            shown["lessons"] += 1
            child.sendline("")
        elif found == 1:  # advice on a move: type it again to keep it
            shown["advice"] += 1
            child.sendline("")
            child.expect_exact("> ")
            child.sendline(last)
        elif found == 2:
            last = moves.pop(0)
            child.sendline(last)
        else:
            child.sendline("")
            break
    child.expect_exact(learned)
    finish(child, 0)
    assert not moves
    # Every lesson on its own screen, and the end of the deal.
    assert shown["lessons"] == len(lessons) + 1


def test_undo_in_leopard_learn_takes_back_the_move_and_keeps_the_lessons_shown(tmp_path):
    """``undo`` works in ``learn`` as in ``play``: nothing to take back at first, then the learner's move and
    Boris's reply; the first turn's lesson is not shown again, and ``lesson`` shows it."""
    spec = game_spec("leopard")
    _lessons, typed, _session = walk(spec, greedy_policy(spec))
    child = spawn_learn("leopard", "en", tmp_path, "--name", "Anna")
    child.expect_exact("Press Enter to start")
    child.sendline("")
    child.expect_exact("Your square has nine cells")
    child.expect_exact("Press Enter to go on")
    child.sendline("")
    child.expect_exact("> ")
    child.sendline("undo")
    child.expect_exact("You have made no move yet: there is nothing to take back.")
    child.expect_exact("> ")
    child.sendline(typed[0])
    child.expect_exact("A Ten goes on any empty cell")
    child.expect_exact("Press Enter to go on")
    child.sendline("")
    child.expect_exact("> ")
    child.sendline("undo")
    child.expect_exact("Your last move and the move after it are taken back.")
    found = child.expect_exact(["Press Enter to go on", "> "])
    assert found == 1  # the square's lesson is not shown again
    child.sendline("lesson")
    child.expect_exact("Your square has nine cells")
    child.expect_exact("Press Enter to go back")
    child.sendline("")
    child.expect_exact("> ")
    child.sendline("quit")
    finish(child, 0)


def test_learn_asks_the_learners_name_and_refuses_a_computer_players(tmp_path):
    """``learn`` without ``--name`` asks for it as ``play`` does: a computer player's name is taken, the name
    typed is the one the table and the hand use."""
    child = spawn_learn("semerka", "en", tmp_path)
    child.expect_exact("Your name [Player 1]: ")
    child.sendline("help")
    child.expect_exact("Type your name, or press Enter to keep the one in brackets; quit leaves.")
    child.sendline("boris")
    child.expect_exact('"boris" is taken: choose another name.')
    child.expect_exact("Your name [Player 1]: ")
    child.sendline("Anna")
    child.expect_exact("Press Enter to start")
    child.sendline("")
    child.expect_exact("Press Enter to go on")
    child.sendline("")
    child.expect_exact("Your hand, Anna")
    child.expect_exact("Anna, lead a card>")
    child.sendline("quit")
    finish(child, 0)


def test_learn_refuses_a_computer_players_name_given_as_an_option(tmp_path):
    child = spawn_learn("semerka", "en", tmp_path, "--name", "Clara")
    child.expect_exact('"Clara" is a computer player of this deal: choose another name.')
    finish(child, 2)
