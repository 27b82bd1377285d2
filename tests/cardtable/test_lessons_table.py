"""The lesson layer of ``learn`` at a console: the panels of a lesson and of advice, the summary, and the command
word ``lesson`` on top of a game's screens."""

import io

from rich.console import Console

from cardtable.table.coach import LessonText
from cardtable.terminal.lessons import LessonScreens, advice_panel, keep_line, lesson_panel, summary

TEN = LessonText("ten", "L5.2", "A Ten", "You hold 10♥.")


def rendered(renderable, width=60):
    console = Console(file=io.StringIO(), width=width, color_system=None, legacy_windows=False)
    console.print(renderable)
    return console.file.getvalue()


def test_a_lesson_panel_has_the_rule_number_and_title_above_the_text():
    assert rendered(lesson_panel(TEN), 40) == (
        "╭─ Rule L5.2 · A Ten ──────────────────╮\n"
        "│ You hold 10♥.                        │\n"
        "╰──────────────────────────────────────╯\n"
    )


def test_advice_ends_with_how_to_keep_the_move():
    assert keep_line("-8C") == "Type -8C again to keep it, or type another move."
    text = rendered(advice_panel(["7H looks better than -8C."], keep_line("-8C")), 60)
    assert text.splitlines()[1:3] == [
        "│ 7H looks better than -8C.                                │",
        "│ Type -8C again to keep it, or type another move.         │",
    ]


def test_the_summary_lists_the_lessons_seen_and_the_command_of_a_real_match():
    text = rendered(summary([TEN], "leopard play --bot 2=strong"), 60)
    assert text == (
        "What you learned in this deal:\n"
        "  • A Ten (L5.2)\n"
        "The rules in full: type rules at any prompt of a match.\n"
        "To play a real match against the computer:\n"
        "  leopard play --bot 2=strong\n"
    )


class _Screens:
    def commands(self):
        return {"cell": lambda argument, observation: "cell"}


def test_the_lesson_word_shows_the_last_turns_lessons_beside_the_games_own_words():
    screens = LessonScreens(_Screens())
    words = screens.commands()
    assert sorted(words) == ["cell", "lesson"]
    assert words["lesson"]("", None).plain == "No lesson on this turn: play on as you think best."
    screens.current = [TEN]
    assert "You hold 10♥." in rendered(words["lesson"]("", None))
