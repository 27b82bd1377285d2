"""Semerka's screens and the shared ones at every window size: laid out for 80×24, narrower and shorter down to
60×20 with nothing needed to play cut (the hand, the trick, the scores, the prompt's line), and below that one
line asking for a larger window."""

import io
import re
from dataclasses import replace

import pytest
from rich.console import Console
from rich.text import Text
from semerka_helpers import play, start
from test_view_semerka import HANDS, ROUND_1, table, whole_two_player_deal, worked

from cardtable.i18n import set_language
from cardtable.match import MatchSettings
from cardtable.terminal.screens import Sized, handoff_screen, match_end_screen, score_table
from semerka import view
from semerka.play import SemerkaScreens
from semerka.rules import GAME, Rules, observation, outcome

SIZES = [(60, 20), (80, 24), (100, 30), (160, 50)]
DEFAULT_NAMES = ("Player 1", "Player 2", "Player 3", "Player 4")


def draw(renderable, width, height):
    """The screen as the table shows it in a ``width``×``height`` window: its lines, trailing spaces removed."""
    console = Console(file=io.StringIO(), width=width, height=height, color_system=None)
    console.print(Sized(lambda w, h: renderable))
    return [line.rstrip() for line in console.file.getvalue().splitlines()]


def fits(lines, width, height, prompt_lines=1):
    assert max(map(len, lines)) <= width, lines
    assert len(lines) + prompt_lines <= height, lines


def full_deal(rules, dealer, hands, moves, stock=""):
    state = play(start(rules, dealer, hands, stock), moves)
    assert GAME.outcome(state) is not None
    return state


def turn(state, seat, width, height, names=DEFAULT_NAMES):
    tab = replace(table(), names=names)
    obs = observation(state, seat)
    screens = SemerkaScreens(height)
    lines = draw(screens.turn(tab, obs, seat, GAME.legal_moves(state)), width, height)
    prompt = screens.prompt(tab, obs, GAME.legal_moves(state))
    return lines, prompt


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize(
    "moves,seat,hand,trick,prompt_end",
    [
        ("", 1, "[1] 9♥  [2] 9♠  [3] Q♦  [4] K♣", [], "lead a card> "),
        ("9H 10C", 3, "[1] 8♣  [2] J♣  [3] Q♠  [4] K♦", ["9♥", "10♣"], "play a card> "),
        (ROUND_1, 1, "[1] 9♠  [2] Q♦  [3] K♣", ["9♥", "10♣", "J♣", "9♦"], "continue with [bold]9S[/]> "),
    ],
    ids=["lead", "follow", "stop-or-continue"],
)
def test_a_turn_screen_keeps_the_hand_the_trick_the_scores_and_the_prompt(
    width, height, moves, seat, hand, trick, prompt_end
):
    lines, prompt = turn(play(start(Rules(4), 4, HANDS), moves), seat, width, height)
    fits(lines, width, height)
    text = "\n".join(lines)
    assert f"│ {hand}" in text
    for card in trick:
        assert card in text
    scores = "0 points  0 tricks  match: 0" + (" game points" if width >= 80 else "")  # the words go at 60
    assert sum(line.endswith(scores) for line in lines) == 2
    assert prompt.endswith(prompt_end) and len(prompt) < width


def test_a_narrow_window_draws_narrower_seats_and_keeps_every_card():
    lines, _prompt = turn(worked(), 1, 60, 20)
    assert "\n".join(lines) + "\n" == (
        "deal 1 · stock 16 cards · dealer Player 4 · to 5 game points\n"
        "Player 1 (you) & Player 3  0 points  0 tricks  match: 0\n"
        "Player 2 & Player 4        0 points  0 tricks  match: 0\n"
        "                    ╭─ Player 3 (partner) ─╮\n"
        "                    │          J♣          │\n"
        "                    ╰──────────── 3 cards ─╯\n"
        "╭─ Player 2 ───────╮      Trick 1       ╭─ Player 4 ───────╮\n"
        "│       10♣        │     led: nines     │        9♦        │\n"
        "╰──────── 3 cards ─╯ Stop or continue?  ╰──────── 3 cards ─╯\n"
        "                    ╭─ Player 1 (you) ─╮\n"
        "                    │        9♥        │\n"
        "                    ╰──────── 3 cards ─╯\n"
        "Since your last turn (… 2 earlier lines):\n"
        "  Player 4 played 9♦ (beats).\n"
        "╭─ Your hand, Player 1 ────────────────────────────────────╮\n"
        "│ [1] 9♠  [2] Q♦  [3] K♣                                   │\n"
        "╰─ your turn: stop, or continue with 9♠ ───────────────────╯\n"
    )


@pytest.mark.parametrize(
    ("moves", "count"),
    [(ROUND_1, "3"), (ROUND_1 + " stop", "4")],  # after the trick, everyone has drawn
    ids=["holds", "took-it"],
)
def test_at_60_columns_the_seat_beside_the_middle_that_holds_or_took_the_trick_keeps_its_card_count(moves, count):
    """Player 4 holds the trick, then takes it (S3.3): its narrow box has no room for "3 cards · holds", so it
    keeps its count (in bold, as its frame; its card is highlighted), not a word that says what the middle says."""
    lines, _prompt = turn(worked(moves), 1, 60, 20)
    assert lines[8][:20] == lines[8][-20:] == f"╰──────── {count} cards ─╯"  # Player 2's box, then Player 4's
    assert re.findall(r"(\d) cards", "\n".join(lines[3:12])) == [count] * 4


@pytest.mark.parametrize(
    ("language", "line"),
    [
        (None, "╰──────── 3 cards ─╯ Stop or continue?  ╰──────── 3 cards ─╯"),
        ("ru", "╰──────── 3 карты ─╯ Стоп или ещё круг? ╰──────── 3 карты ─╯"),
    ],
)
def test_S3_4_the_leaders_choice_is_whole_in_a_narrow_middle(language, line):
    """At 60 columns the middle of the table is 20 wide: the question to the leader leaves out "You:"."""
    set_language(language)
    try:
        lines, _prompt = turn(worked(), 1, 60, 20)
    finally:
        set_language(None)
    assert lines[8] == line


LONG_NAMES = ("Konstantin", "Boris", "Clara", "Dmitri")


@pytest.mark.parametrize(
    ("language", "moves", "seat", "line"),
    [
        (None, ROUND_1, 2, "╰──────── 3 cards ─╯ Konstantin decides ╰──────── 3 cards ─╯"),
        ("ru", ROUND_1, 2, "╰──────── 3 карты ─╯ Решает Konstantin  ╰──────── 3 карты ─╯"),
        (None, "9H 10C", 3, "╰──────── 4 cards ─╯  Konstantin holds  ╰──────── 3 cards ─╯"),
        ("ru", "9H 10C", 3, "╰──────── 4 карты ─╯ Держит Konstantin  ╰──────── 3 карты ─╯"),
    ],
    ids=["may-continue", "may-continue-ru", "holds", "holds-ru"],
)
def test_a_narrow_middle_says_who_holds_or_may_continue_briefly_with_the_name_whole(language, moves, seat, line):
    """At 60 columns the middle is 20 wide: "Konstantin may continue" and "Взятку держит Konstantin" are worded
    more briefly rather than cut."""
    set_language(language)
    try:
        lines, _prompt = turn(worked(moves), seat, 60, 20, names=LONG_NAMES)
    finally:
        set_language(None)
    assert lines[8] == line


def whole_four_player_deal():
    """A four-player deal played to the end, each move the first legal one."""
    state = start(Rules(4), 4, HANDS)
    while GAME.legal_moves(state):
        state = GAME.apply(state, GAME.legal_moves(state)[0])
    return state


@pytest.mark.parametrize(
    ("language", "width", "middle"),
    [
        (None, 80, ["Trick 7 taken by", "Dmitri", "20 points, the last trick"]),
        (None, 60, ["Last trick went to", "Dmitri", "20 points"]),
        ("ru", 80, ["Взятка 7 досталась:", "Dmitri", "20 очков, последняя взятка"]),
        ("ru", 60, ["Последняя взятка:", "Dmitri", "20 очков"]),
    ],
)
def test_S5_1_a_narrow_middle_says_the_last_trick_on_its_first_line_and_its_worth_whole(language, width, middle):
    set_language(language)
    try:
        lines = draw(view.seats_table(table(), observation(whole_four_player_deal(), 2), viewer=False), width, 20)
    finally:
        set_language(None)
    box, centre = (24, 30) if width == 80 else (20, 20)
    assert [line[box : box + centre].strip() for line in lines[3:6]] == middle


def test_default_names_are_whole_at_80_columns():
    lines, _prompt = turn(worked(), 1, 80, 24)
    assert lines[3] == "                        ╭─ 3 Player 3 (partner) ─╮"
    assert lines[6] == "╭─ 2 Player 2 ─────────╮           Trick 1            ╭─ 4 Player 4 ─────────╮"


def test_a_log_line_longer_than_the_window_goes_on_under_its_first_word():
    state = play(start(Rules(4), 4, HANDS), ROUND_1 + " 9S 7H 8C 10D AS")  # seat 2 took the trick and leads
    lines, _prompt = turn(state, 3, 60, 24, names=("Anna", "Konstantin-Maximilian", "Clara", "Dmitri"))
    assert lines[12:17] == [
        "Since your last turn:",
        "  Dmitri played 10♦.",
        "  Konstantin-Maximilian took the trick: 20 points. Everyone",
        "  drew 2 cards.",
        "  Konstantin-Maximilian led A♠.",
    ]


@pytest.mark.parametrize("width,height", SIZES)
def test_the_hand_off_shows_the_public_table_and_whom_to_pass_to(width, height):
    tab = replace(table(), names=DEFAULT_NAMES)
    public = SemerkaScreens(height).handoff(tab, observation(worked(), 2), 2)
    lines = draw(handoff_screen(tab, 2, public, "Saving to /home/anna/semerka.json"), width, height)
    fits(lines, width, height)
    text = "\n".join(lines)
    assert lines[0].startswith("╭─ Pass the keyboard to Player 2 ─")
    assert "Player 2, press Enter when" in text
    assert all(card in text for card in ("9♥", "10♣", "J♣", "9♦"))
    assert text.count("0 points  0 tricks  match: 0" + (" game points" if width >= 80 else "")) == 2


def burned_deal():
    # S6: the fourth nine in a row burns the deal
    hands = {1: "9H KC QD JD", 2: "9C 7H AS 8D", 3: "9D 8C QS KD", 4: "9S 10D JH 8H"}
    return full_deal(Rules(4, burning=True), 4, hands, "9H 9C 9D 9S")


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("deal", ["burned", "played out"])
def test_the_deal_end_keeps_the_result_and_leaves_out_the_last_trick_when_short(width, height, deal):
    state = burned_deal() if deal == "burned" else whole_two_player_deal()
    sides = 2
    tab = replace(table(players=state.rules.players, points=((1, 0),), over=True), names=DEFAULT_NAMES[: state.rules.players])
    result = outcome(state)
    lines = draw(view.deal_end_screen(tab, observation(state, 1), result), width, height)
    fits(lines, width, height)
    text = "\n".join(lines)
    assert "Deal 1 is over." in text
    assert sum(bool(re.fullmatch(r"Player \d( & Player \d)?( +\d+){4}", line)) for line in lines) == sides
    assert "Next dealer:" in text
    # the last trick, room allowing: at 60×20 the lines saying why the deal was won take its place
    assert ("cards ─╯" in text) is (height >= 24 or deal == "played out" and width > 60)
    if deal == "played out":
        assert "Player 1 won 70 of the 90 card points: 50 or more wins the deal (S5.2)." in " ".join(lines)


@pytest.mark.parametrize("width,height", SIZES)
def test_the_match_end_and_the_score_keep_every_total(width, height):
    tab = replace(table(points=((1, 0), (3, 0), (0, 2), (1, 0)), settings=MatchSettings(5), over=True),
                  names=DEFAULT_NAMES)  # fmt: skip
    lines = draw(match_end_screen(tab, 1234, None), width, height)
    fits(lines, width, height)
    assert lines[0] == "Player 1 & Player 3 won the match."
    assert "│ Total │                   5 │                   2 │" in lines
    assert lines[-1] == "Seed: 1234"
    assert draw(score_table(tab), width, height) == lines[1:-1]


@pytest.mark.parametrize("width,height", [(59, 20), (60, 19), (50, 12)])
def test_below_60_by_20_every_screen_is_one_line_asking_for_a_larger_window(width, height):
    tab = table()
    screens = [
        view.turn_screen(tab, observation(worked(), 1), height),
        handoff_screen(tab, 2, view.public_table(tab, observation(worked(), 2), viewer=False), None),
        view.deal_end_screen(tab, observation(burned_deal(), 1), outcome(burned_deal())),
        match_end_screen(tab, None, None),
    ]
    for screen in screens:
        assert draw(screen, width, height) == [f"Make the window at least 60×20 (it is now {width}×{height})."]


def test_screens_for_a_console_lay_out_each_turn_for_its_height_then_after_a_resize():
    console = Console(file=io.StringIO(), width=80, height=20)
    screens = SemerkaScreens.for_console(console)
    state = play(start(Rules(4), 4, HANDS), ROUND_1)
    tab, obs = table(), observation(state, 1)
    short = screens.turn(tab, obs, 1, GAME.legal_moves(state))
    console.size = (80, 40)  # the window made taller since the screens were made
    tall = screens.turn(tab, obs, 1, GAME.legal_moves(state))
    assert draw(short, 80, 20) == draw(SemerkaScreens(20).turn(tab, obs, 1, GAME.legal_moves(state)), 80, 20)
    assert draw(tall, 80, 40) == draw(SemerkaScreens(40).turn(tab, obs, 1, GAME.legal_moves(state)), 80, 40)
    assert draw(tall, 80, 40) != draw(short, 80, 40)


def whole_three_player_deal():
    """A three-player deal played to the end, each move the first legal one."""
    state = start(Rules(3), 3, {1: "9H KC QD JD", 2: "9C 7H AS 8D", 3: "9D 8H QS KD"})
    while GAME.legal_moves(state):
        state = GAME.apply(state, GAME.legal_moves(state)[0])
    return state


@pytest.mark.parametrize(
    ("language", "refusal"),
    [
        ("en", '"hint" is not a command at the end of a deal: press Enter to go on, or type help.'),
        ("ru", "«hint» — не команда в конце сдачи: нажмите Enter, чтобы продолжить, или наберите помощь."),
    ],
)
def test_S5_a_deal_end_of_three_at_60_by_20_leaves_room_for_a_message_and_its_two_line_prompt(language, refusal):
    # Before: the last trick was kept for a prompt of one line and no message; the line refusing a word typed at
    # the end of the deal pushed the first lines off the top of the window.
    state = whole_three_player_deal()
    tab = replace(table(3, points=((1, 0, 0),)), names=DEFAULT_NAMES[:3])
    set_language(language)
    try:
        screen = view.deal_end_screen(tab, observation(state, 1), outcome(state))
        console = Console(file=io.StringIO(), width=60, height=20, color_system=None)
        console.print(screen)
        alone = [line.rstrip() for line in console.file.getvalue().splitlines()]
        console = Console(file=io.StringIO(), width=60, height=20, color_system=None)
        console.print(Sized(lambda w, h: screen, under=Text(refusal)))
        under = [line.rstrip() for line in console.file.getvalue().splitlines()]
    finally:
        set_language("en")
    assert len(alone) + 2 + 1 <= 20  # the prompt's two lines and one for a message
    assert len(under) + 2 <= 20
    assert under[0] == alone[0]
    assert under[-2:] == [refusal[: refusal.rindex(" ", 0, 61)], refusal[refusal.rindex(" ", 0, 61) + 1 :]]
    if language == "en":
        assert alone == [
            "Deal 2 is over.",
            "Side       Points   Tricks   Game points   Match",
            "────────────────────────────────────────────────",
            "Player 1       50        5             1       1",
            "Player 2        0        0             0       0",
            "Player 3       40        3             0       0",
            "The deal goes to Player 1: 1 game point.",
            "Player 1 won 50 of the 90 card points, the most of all",
            "(S5.3).",
            "1 game point a deal; 2 for all 90 points, 3 if the others",
            "take no trick (S5.4).",
            "Next dealer: Player 2.",
        ]


FIRST_SCREENS = {
    "en": [
        "deal 1 · stock 16 cards · dealer Player 4 · to 5 game points",
        "Player 1 & Player 3 (you)  0 points  0 tricks  match: 0",
        "Player 2 & Player 4        0 points  0 tricks  match: 0",
        "                    ╭─ Player 1 (partner) ─╮",
        "                    │          9♥          │",
        "                    ╰──── 3 cards · holds ─╯",
        "╭─ Player 4 ───────╮      Trick 1       ╭─ Player 2 ───────╮",
        "│        ·         │     led: nines     │       10♣        │",
        "╰──────── 4 cards ─╯ Player 1 holds it  ╰──────── 3 cards ─╯",
        "                    ╭─ Player 3 (you) ─╮",
        "                    │        ·         │",
        "                    ╰──────── 4 cards ─╯",
        "Player 2 played 10♣.",
        "╭─ Your hand, Player 3 ────────────────────────────────────╮",
        "│ [1] 8♣  [2] J♣  [3] Q♠  [4] K♦                           │",
        "╰─ your turn: play any card (nines and sevens beat) ───────╯",
    ],
    "ru": [
        "сдача 1 · талон: 16 карт · до 5 очков партии",
        "Player 1 & Player 3 (вы)  0 очков  0 взяток  счёт партии: 0",
        "Player 2 & Player 4       0 очков  0 взяток  счёт партии: 0",
        "                    ╭─ Player 1 (партнёр) ─╮",
        "                    │          9♥          │",
        "                    ╰─── 3 карты · держит ─╯",
        "╭─ Player 4 ───────╮      Взятка 1      ╭─ Player 2 ───────╮",
        "│        ·         │    ход: девятки    │       10♣        │",
        "╰──────── 4 карты ─╯  Держит Player 1   ╰──────── 3 карты ─╯",
        "                    ╭─ Player 3 (вы) ──╮",
        "                    │        ·         │",
        "                    ╰──────── 4 карты ─╯",
        "Player 2 кладёт 10♣.",
        "╭─ Ваши карты, Player 3 ───────────────────────────────────╮",
        "│ [1] 8♣  [2] В♣  [3] Д♠  [4] К♦                           │",
        "╰─ ваш ход: любая карта (бьют девятки и семёрки) ──────────╯",
    ],
}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_first_turn_screen_at_60_by_20_keeps_its_header_above_three_lines_on_where_the_match_is_saved(language):
    # A default data folder's path takes two lines at 60 columns, the sentence before it a third: before, the header
    # went off the top of the window. The log gives up its lines first, down to one: the latest sentence.
    state = play(start(Rules(4), 4, HANDS), "9H 10C")
    tab = replace(table(), names=DEFAULT_NAMES)
    console = Console(file=io.StringIO(), width=60, height=20, color_system=None)
    saved = "The match is saved after every move to /home/anna/.local/share/semerka/matches/2026-12-03-140319.json"
    set_language(language)
    try:
        turn = SemerkaScreens.for_console(console).turn(tab, observation(state, 3), 3, GAME.legal_moves(state))
        console.print(Sized(lambda w, h: turn, under=Text(saved)))
    finally:
        set_language("en")
    assert [line.rstrip() for line in console.file.getvalue().splitlines()] == [
        *FIRST_SCREENS[language],
        "The match is saved after every move to",
        "/home/anna/.local/share/semerka/matches/2026-12-03-140319.js",
        "on",
    ]  # and the prompt: 20 lines


def test_a_log_of_one_line_runs_the_latest_sentence_on_after_its_heading_where_it_fits():
    state = play(start(Rules(4), 4, HANDS), "9H 10C")
    tab = replace(table(), names=DEFAULT_NAMES)
    assert draw(view.log_panel(tab, observation(state, 3), 1), 80, 24) == [
        "Since the deal began (… 1 earlier line): Player 2 played 10♣."
    ]
    assert draw(view.log_panel(tab, observation(state, 3), 1), 60, 20) == ["Player 2 played 10♣."]
    assert draw(view.log_panel(tab, observation(play(start(Rules(4), 4, HANDS), "9H"), 2), 1), 60, 20) == [
        "Since the deal began: Player 1 led 9♥."
    ]


@pytest.mark.parametrize(
    ("language", "last", "lines"),
    [
        ("ru", False, ["│ ╭─ Player 4 ─────╮ Взятка досталась:  ╭─ Dmitri ───────╮ │",
                       "│ │       9♦       │      Player 4      │      10♣       │ │"]),
        ("ru", True, ["│ ╭─ Player 4 ─────╮ Последняя взятка:  ╭─ Dmitri ───────╮ │",
                      "│ │       В♠       │      Player 4      │       Т♠       │ │"]),
        (None, True, ["│ ╭─ Player 4 ─────╮ Last trick went to ╭─ Dmitri ───────╮ │",
                      "│ │       J♠       │      Player 4      │       A♠       │ │"]),
    ],
    ids=["ru", "ru-last", "last"],
)
def test_the_hand_off_at_60_columns_narrows_the_boxes_and_keeps_the_middle_whole(language, last, lines):
    """The hand-off's frame leaves the table 56 columns of 60: the boxes beside the middle give up the four, so the
    middle keeps its brief wording whole and each box's title a space before its corner."""
    names = ("Clara", "Dmitri", "Boris", "Player 4")
    tab = replace(table(), names=names, bots=(None, "greedy", None, "greedy"))
    state = whole_four_player_deal() if last else worked(ROUND_1 + " stop")
    set_language(language)
    try:
        public = SemerkaScreens(20).handoff(tab, observation(state, 3), 3)
        drawn = draw(handoff_screen(tab, 3, public, None), 60, 20)
    finally:
        set_language(None)
    assert drawn[7:9] == lines
    assert drawn[4] == "│                   ╭─ Clara ────────╮                     │"
