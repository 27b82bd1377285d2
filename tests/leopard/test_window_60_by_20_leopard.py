"""Leopard at the table in the smallest window the screens are laid out for, 60×20: the screens as the shell draws
them, with what it prints under them (a refusal, an answer, where the match is saved), never taller than the
window; and a window too small for the end of a deal, where an answer gets a page of its own."""

import io

import pytest
from rich.text import Text
from test_screen_sizes_leopard import DEAL_END_AT_60, DEAL_END_SQUARES as SQUARES, many_lines, table

from cardtable.i18n import set_language
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.table.seat import DealOver
from cardtable.terminal import Keyboard
from cardtable.terminal.keyboard import QuitRequested
from cardtable.terminal.notices import show_notice
from cardtable.terminal.prompts import ask_move
from cardtable.terminal.saving import Saver
from cardtable.terminal.screens import TableConsole
from leopard import bots  # noqa: F401  (registers the strong computer player: review is offered, as in play)
from leopard.play import LeopardScreens
from leopard.rules import GAME, GoOut, observation

CLEAR = "\x1b[2J\x1b[H"
WAIT = (
    "[dim]Press Enter to deal the next deal, or type review to see your play judged by the strong computer player:[/] "
)  # two lines at 60 columns


@pytest.fixture
def russian():
    set_language("ru")
    yield
    set_language("en")


def keyboard_at(width, height, reads, path=None):
    """A private keyboard on a ``width``×``height`` terminal of three people's match, reading ``reads`` in turn;
    the prompts it asked are in ``keyboard.prompts``."""
    console = TableConsole(file=io.StringIO(), width=width, height=height, color_system=None, force_terminal=True)
    seats = (SeatInfo("Anna"), SeatInfo("Boris"), SeatInfo("Clara"))
    session = Session.new(GAME, GAME.make_rules(3, {}), MatchSettings(33), seats, 7, path)
    prompts = []
    lines = iter(reads)

    def read(prompt):
        prompts.append(prompt)
        return next(lines)

    keyboard = Keyboard(console, session, LeopardScreens(console), Saver(session, path), private=True, read_line=read)
    keyboard.seats = [1]
    keyboard.prompts = prompts
    return keyboard


def last_screen(keyboard):
    """The lines drawn since the screen was last cleared."""
    return [line.rstrip() for line in keyboard.console.file.getvalue().rsplit(CLEAR, 1)[-1].splitlines()]


def end_of_a_deal(keyboard):
    """The end of the deal in which Anna goes out with a square of many lines (:func:`many_lines`)."""
    ended = GAME.apply(many_lines(), GoOut())
    outcome = GAME.outcome(ended)
    keyboard.table = lambda: table(3, (outcome.scores,))
    show_notice(keyboard, DealOver(outcome, match_over=False), observation(ended, 1))


def test_L7_1_the_end_of_a_deal_of_three_fits_60_by_20_with_the_line_refusing_a_word_typed_there():
    # Before: one line asking for a window of 60×23; the word typed then asked for 60×28.
    keyboard = keyboard_at(60, 20, ["hint", ""])
    end_of_a_deal(keyboard)
    assert last_screen(keyboard) == [
        *DEAL_END_AT_60,
        '"hint" is not a command at the end of a deal: press Enter to',
        "go on, or type help.",
    ]
    assert keyboard.prompts == [WAIT, WAIT]


def test_L7_1_the_russian_end_of_a_deal_of_three_fits_60_by_20_with_the_line_refusing_a_word_typed_there(russian):
    keyboard = keyboard_at(60, 20, ["hint", ""])
    end_of_a_deal(keyboard)
    assert last_screen(keyboard) == [
        "Сдача 2 окончена: её заканчивает Anna.",
        *(line.replace("A♥", "Т♥").replace("A♠", "Т♠").replace("A♣", "Т♣") for line in SQUARES),
        "╰─── очки 11 ────╯ ╰──── очки 6 ────╯ ╰──── очки 2 ────╯",
        "Квадрат   Очки   Зачёт   Итого",
        "──────────────────────────────",
        "Anna        11      16      16",
        "Boris        6       6       6",
        "Clara        2       2       2",
        "«hint» — не команда в конце сдачи: нажмите Enter, чтобы",
        "продолжить, или наберите помощь.",
    ]


def test_the_score_typed_at_an_end_of_a_deal_too_big_for_the_window_gets_a_page_and_enter_comes_back():
    # Before: the score showed under the line asking for a larger window, and the Enter meant to leave it dealt the
    # next deal.
    keyboard = keyboard_at(60, 17, ["score", "", ""])
    end_of_a_deal(keyboard)
    assert keyboard.prompts == [WAIT, "[dim]Press Enter to go back[/] ", WAIT]
    assert last_screen(keyboard) == ["Make the window at least 60×20 (it is now 60×17)."]


def test_the_first_turn_screen_at_60_by_20_keeps_its_header_above_where_the_match_is_saved(tmp_path):
    # Before: the two lines on the saved match pushed the header off the top of the window.
    path = tmp_path / "anna-boris-clara.json"
    keyboard = keyboard_at(60, 20, ["quit"], path)
    state = keyboard.session.state
    with pytest.raises(QuitRequested):
        ask_move(keyboard, state.turn, observation(state, state.turn), GAME.legal_moves(state))
    screen = last_screen(keyboard)
    assert screen[:16] == [
        "Leopard  ·  deal 1  ·  dealer Boris  ·  match to 33 points",
        "╭──── 3 you ─────╮ ╭──── 1 Anna ────╮ ╭─── 2 Boris ────╮",
        "│              ↙·│ │              ↙·│ │              ↙·│",
        "│  A   2   3    ·│ │  A   2   3    ·│ │  A   2   3    ·│",
        "│  4   5   6    ·│ │  4   5   6    ·│ │  4   5   6    ·│",
        "│  7   8   9    ·│ │  7   8   9    ·│ │  7   8   9    ·│",
        "│  ·   ·   ·   ↘·│ │  ·   ·   ·   ↘·│ │  ·   ·   ·   ↘·│",
        "╰─── value 0 ────╯ ╰─── value 0 ────╯ ╰─── value 0 ────╯",
        "Totals: you – 0 points · Anna – 0 points · Boris – 0 points",
        "Stock: 79 cards · Discards: none · Hands: Anna – 8 cards,",
        "Boris – 8 cards",
        "The deal begins.",
        "╭─ Your hand, Clara ───────────────────────────────────────╮",
        "│ [1] A♥  [2] 2♦  [3] 3♦  [4] 8♠ new  [5] 9♥  [6] 9♠       │",
        "│ [7] 10♦  [8] 10♠  [9] Q♥                                 │",
        "╰──────────────────────────────────────────────────────────╯",
    ]  # the line on typing a card gives way to the path
    assert screen[16] == "The match is saved after every move to"
    assert "".join(screen[17:]) == str(path)  # two lines or three, with the screen never taller than the window
    assert len(screen) + 1 <= 20  # and the prompt


SEVERAL_WAIT = (
    "[dim]Press Enter to deal the next deal, or type review and a seat number or name to see that seat's play:[/] "
)  # two lines at 60 columns, as for one person


def test_the_end_of_a_deal_tells_several_people_at_one_keyboard_that_review_takes_a_seat():
    # Before: the prompt said "type review to see your play", and review alone then asked for the seat.
    keyboard = keyboard_at(60, 20, ["hint", ""])
    keyboard.seats = [1, 2, 3]
    end_of_a_deal(keyboard)
    assert keyboard.prompts == [SEVERAL_WAIT, SEVERAL_WAIT]
    assert last_screen(keyboard) == [
        *DEAL_END_AT_60,
        '"hint" is not a command at the end of a deal: press Enter to',
        "go on, or type help.",
    ]


def test_the_end_of_a_deal_tells_several_people_in_russian(russian):
    keyboard = keyboard_at(60, 20, [""])
    keyboard.seats = [1, 2, 3]
    end_of_a_deal(keyboard)
    assert keyboard.prompts == [
        "[dim]Нажмите Enter для следующей сдачи или наберите разбор и номер места или имя, чтобы увидеть игру этого "
        "места:[/] "
    ]
