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
START = {"en": ("A guided first deal", "Press Enter to start"), "ru": ("Первая сдача с подсказками", "Нажмите Enter, чтобы начать")}
TEXTS = {
    "en": ("Press Enter to go on", "Press Enter to choose", "Press Enter to leave", "What you learned in this deal:"),
    "ru": (
        "Нажмите Enter, чтобы продолжить", "Нажмите Enter, чтобы выбрать ход", "Нажмите Enter, чтобы выйти",
        "Что вы узнали за эту сдачу:",
    ),
}


def spawn_learn(game, language, tmp_path):
    env = {**os.environ, "TERM": "xterm", "XDG_DATA_HOME": str(tmp_path / "data"), "COLUMNS": "80", "LINES": "24",
           f"{game.upper()}_LANG": language}  # fmt: skip
    return pexpect.spawn(
        sys.executable, ["-m", game, "learn", "--delay", "0"], env=env, dimensions=(24, 80), encoding="utf-8",
        timeout=TIMEOUT,
    )  # fmt: skip


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game", ["leopard", "semerka"])
def test_a_learn_deal_played_to_its_end(game, language, tmp_path):
    spec = game_spec(game)
    lessons, typed, _session = walk(spec, greedy_policy(spec))
    go_on, choose, leave, learned = TEXTS[language]
    child = spawn_learn(game, language, tmp_path)
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
