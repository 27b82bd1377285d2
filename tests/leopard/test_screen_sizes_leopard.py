"""Every Leopard screen at the sizes players' terminals have: 60×20, 80×24, 100×30 and 160×50. Each shows every
required element uncut (the hand's cards, every cell of every square, the scores, room for the prompt's line), or,
below the least size it needs, one line asking for a bigger window."""

import io

import pytest
from leopard_helpers import position
from rich.console import Console
from rich.text import Text

from cardtable.match import MatchSettings, match_status
from cardtable.terminal.screens import TableView, handoff_screen, match_end_screen
from leopard import view
from leopard.notation import card_name
from leopard.play import LeopardScreens
from leopard.rules import GAME, Draw, GoOut, Rules, observation

NAMES = ("Anna", "Boris", "Clara", "Dmitri")
SIZES = ((60, 20), (80, 24), (100, 30), (160, 50))


def table(players, points=()):
    sides = 2 if players == 4 else players
    settings = MatchSettings(33)
    status = match_status(settings, sides, points, "share")
    return TableView(
        NAMES[:players], (None,) * players, tuple((seat - 1) % sides + 1 for seat in range(1, players + 1)),
        len(points) + 1, 2, tuple(points), status, settings,
    )  # fmt: skip


def two_players():
    """Seat 1 before the draw with a square worth 6 (L4.1), eight cards in hand."""
    return position(
        2,
        squares=("AH 2H 3H / 4D 5H 6D / 7S 8C 9H", "5D+JC . . / . QS . / . . 10C"),
        hands=("KS 7D 2C 9H 9H JD 4C 8S", "AC AD 3S 4S 5S 6S 7S 8H"),
        turn=1,
        discards="8C 6H",
    )


def three_players():
    return position(
        3,
        squares=("AH 2H 3H / 4D 5H 6D / 7S 8C 9H", ". . . / . QS . / . . 10C", "AS . . / . . . / . . ."),
        hands=("KS 7D 2C 9H 9H JD 4C 8S", "AC AD 3S 4S 5S 6S 7S 8H", "2S 3D 4H 5C 6C 7C 8D 9D"),
        turn=1,
    )


def asked():
    """Four players: Clara asked to go out; Anna, her partner, answers (L6.1)."""
    state = position(Rules(4), squares=("AH 2H 3H / 4D 5H 6D / 7S 8C 9H", ""),
                     hands=("KS QD", "AC 3S", "AD 3D", "2D 3C"), turn=3, dealer=2)  # fmt: skip
    return GAME.apply(state, GoOut())


def screens(width, height):
    return LeopardScreens(Console(file=io.StringIO(), width=width, height=height))


def render(renderable, width, height):
    console = Console(file=io.StringIO(), width=width, height=height, color_system=None)
    console.print(renderable)
    return console.file.getvalue().splitlines()


def turn(state, seat, players):
    def draw(width, height):
        return screens(width, height).turn(table(players), observation(state, seat), seat, GAME.legal_moves(state))

    return draw


def handoff(state, seat, players):
    def draw(width, height):
        public = screens(width, height).handoff(table(players), observation(state, seat), seat)
        return handoff_screen(table(players), seat, public, "Saving to /home/anna/leopard/match.json")

    return draw


def deal_end(state, players):
    ended = GAME.apply(state, GoOut())
    outcome = GAME.outcome(ended)

    def draw(width, height):
        return screens(width, height).deal_end(table(players, (outcome.scores,)), observation(ended, 1), outcome)

    return draw


def match_end(width, height):
    return match_end_screen(table(2, ((20, 5), (14, 9))), 1234, None)


SCREENS = {
    "turn before the draw": (turn(two_players(), 1, 2), two_players(), 1),
    "turn after the draw": (turn(GAME.apply(two_players(), Draw()), 1, 2), GAME.apply(two_players(), Draw()), 1),
    "three players' turn": (turn(three_players(), 1, 3), three_players(), 1),
    "partner asked": (turn(asked(), 1, 4), asked(), 1),
    "hand-off": (handoff(two_players(), 1, 2), two_players(), None),
    "three players' hand-off": (handoff(three_players(), 1, 3), three_players(), None),
    "deal end": (deal_end(two_players(), 2), None, None),
    "three players' deal end": (deal_end(three_players(), 3), None, None),
    "match end": (match_end, None, None),
}

# Below these sizes a screen asks for a bigger window (L1.2, L2.1); at 60×20 and up every screen fits, three
# squares too (narrow, below 74 columns).
TOO_SMALL: dict[tuple[str, int, int], str] = {}


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("name", SCREENS)
def test_L2_1_every_screen_shows_hand_squares_scores_and_prompt_uncut_or_asks_for_room(name, size):
    width, height = size
    draw, state, seat = SCREENS[name]
    lines = render(draw(width, height), width, height)
    if (name, width, height) in TOO_SMALL:
        text = "\n".join(line.strip("│ ").rstrip() for line in lines)
        assert TOO_SMALL[name, width, height] in text
        assert "╭───" not in text.replace("╭─ Pass", "")  # no square drawn
        return
    assert len(lines) + 1 <= height  # the prompt's line still shows
    assert all(len(line) <= width for line in lines)
    text = "\n".join(lines)
    assert "Make the window" not in text
    if state is None:
        return
    obs = observation(state, seat or 1)
    if seat is not None:  # the hand: every card, none cut
        for card in obs.hand:
            assert card_name(card) in text, card
    room = width - (4 if "hand-off" in name else 0)  # the hand-off's frame
    narrow = view.narrow_squares(len(obs.squares), room)
    panel_width = view.NARROW_PANEL_WIDTH if narrow else view.SQUARE_PANEL_WIDTH
    tab = table(len(obs.hand_sizes))
    for square in range(1, len(obs.squares) + 1):  # every cell of every square, and its value and total
        panel = render(view.square_panel(tab, obs, square, viewer=seat is not None, width=panel_width), 30, 10)
        for row in panel[1:]:
            assert row.strip() in text, (square, row)
    assert ("Totals: " in text) is narrow  # narrow squares leave their totals to a line of their own


THREE_SQUARES_AT_60 = [
    "Leopard  ·  deal 1  ·  dealer Boris  ·  match to 33 points",
    "╭──── 1 you ─────╮ ╭─── 2 Boris ────╮ ╭─── 3 Clara ────╮",
    "│              ↙·│ │              ↙·│ │              ↙·│",
    "│ A♥  2♥  3♥    2│ │  A   2   3    ·│ │ A♠   2   3    ·│",
    "│ 4♦  5♥  6♦    1│ │  4  Q↓   6    ·│ │  4   5   6    ·│",
    "│ 7♠  8♣  9♥    ·│ │  7   8  10♣   ·│ │  7   8   9    ·│",
    "│  ·   ·   1   ↘2│ │  ·   ·   ·   ↘·│ │  ·   ·   ·   ↘·│",
    "╰─── value 6 ────╯ ╰─── value 0 ────╯ ╰─── value 0 ────╯",
    "Totals: you – 0 points · Boris – 0 points · Clara – 0 points",
    "Stock: 3 cards · Discards: none · Hands: Boris – 8 cards,",
    "Clara – 8 cards",
]
"""The top of the three players' turn screen at 60 columns: header, narrow squares, totals, stock and hands."""
ANNA_AT_60 = [
    "╭─ Your hand, Anna ────────────────────────────────────────╮",
    "│ [1] 2♣  [2] 4♣  [3] 7♦  [4] 8♠  [5] 9♥  [6] 9♥  [7] J♦   │",
    "│ [8] K♠                                                   │",
    "╰──────────────────────────────────────────────────────────╯",
    "Your square is worth 6: going out now scores 6. Go out",
    "(out), or draw (Enter).",
]
"""Its foot: Anna's hand and the line on going out."""


def test_L2_1_three_squares_below_74_columns_are_narrow_with_the_totals_under_them():
    """At 60 columns three squares of the usual width (74 columns) do not fit: they are 18 columns wide, their
    values under them, the match's totals on a line of their own."""
    draw, _state, _seat = SCREENS["three players' turn"]
    assert [line.rstrip() for line in render(draw(60, 20), 60, 20)] == [
        *THREE_SQUARES_AT_60,
        "The deal begins.",
        *ANNA_AT_60,
    ]


def test_the_guide_gives_the_least_window_the_screens_ask_for():
    """docs/playing.md and the README name the window the screens read down to, and quote the line a smaller one
    gets: the sizes and the line are the code's (a two-player Leopard turn, as a keyboard shows it)."""
    import re
    from pathlib import Path

    from cardtable.terminal.screens import MIN_HEIGHT, MIN_WIDTH, Sized

    root = Path(__file__).resolve().parents[2]
    guide = " ".join((root / "docs" / "playing.md").read_text(encoding="utf-8").split())
    quoted = re.findall(r"Make the window at least (\d+)×(\d+) \(it is now (\d+)×(\d+)\)\.", guide)
    assert len(quoted) == 2  # Leopard's turn, Semerka's screens
    for least_width, least_height, width, height in quoted:
        assert (int(least_width), int(least_height)) == (MIN_WIDTH, MIN_HEIGHT)
        screen = Sized(lambda w, h: view.turn_screen(table(2), observation(two_players(), 1), h, w))
        line = f"Make the window at least {least_width}×{least_height} (it is now {width}×{height})."
        assert render(screen, int(width), int(height)) == [line]
    assert f"from {MIN_WIDTH} × {MIN_HEIGHT} up, with two squares or three" in guide
    readme = " ".join((root / "README.md").read_text(encoding="utf-8").split())
    assert f"The screens fit 80 × 24 and read down to {MIN_WIDTH} × {MIN_HEIGHT}" in readme


@pytest.mark.parametrize(
    ("size", "line"),
    [
        ((60, 20), "Make the window at least 60×40 (it is now 60×20)."),
        ((70, 20), "Make the window at least 70×40 (it is now 70×20)."),
    ],
)
def test_a_screen_too_high_asks_for_more_lines_never_for_fewer_columns_than_the_window_has(size, line):
    width, height = size
    body = view.Fitted(Text("\n".join(["line"] * 39)), view.least_width(2), width, height)  # 39 lines and the prompt
    assert render(body, width, height) == [line]
    assert view.too_small(49, 12, 50, 10).plain == "Make the window at least 60×20 (it is now 50×10)."


def both_scoring():
    """Two players, both squares full with lines of suit and colour; Anna is to move."""
    return position(
        2,
        squares=("AH 2H 3H / 4D 5H 6D / 7S 8C 9H", "AS 2S 3S / 4C 5S 6C / 7D 8D 9S"),
        hands=("KS 7D 2C 9H 9H JD 4C 8S", "AC AD 3D 4S 5C 6S 7C 8H"),
        turn=1,
    )


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_L2_1_the_end_of_a_deal_with_many_lines_fits_with_its_two_line_prompt(size):
    width, height = size
    lines = render(deal_end(both_scoring(), 2)(width, height), width, height)
    text = "\n".join(lines)
    assert "Make the window" not in text
    assert len(lines) + view.DEAL_END_PROMPT_LINES <= height
    assert lines[0] == "Deal 2 is over: Anna went out."
    assert "Anna " in text and "Boris " in text and "Total" in text
    if height >= 24:  # room for the table's frame and the line on how the scores were worked out
        assert "┏━" in text and "every other square" in text


def many_lines():
    """Three players; Anna, to move, may go out with a square of many lines of suit and colour (L4.1, L7.1)."""
    return position(
        3,
        squares=("AH 2H 3H / 4H 5H 6H / 7D 8D 9D", "AS 2S 3S / 4C 5S 6C / 7D 8D 9S", "AC 2C 3C / . . . / . . ."),
        hands=("KS 7D 2C 9H 9H JD 4C 8S", "AC AD 3D 4S 5C 6S 7C 8H", "2S 3D 4H 5C 6C 7C 8D 9D"),
        turn=1,
    )


def under_deal_end(language, under):
    """The three players' end of a deal at 60×20 as the shell draws it, with ``under`` (a message) under it."""
    from cardtable.i18n import set_language
    from cardtable.terminal.screens import Sized

    set_language(language)
    try:
        draw = deal_end(many_lines(), 3)
        return [line.rstrip() for line in render(Sized(lambda w, h: draw(60, 20), under=under), 60, 20)]
    finally:
        set_language("en")


DEAL_END_SQUARES = [
    "╭──── 1 Anna ────╮ ╭─── 2 Boris ────╮ ╭─── 3 Clara ────╮",
    "│              ↙1│ │              ↙·│ │              ↙·│",
    "│ A♥  2♥  3♥    2│ │ A♠  2♠  3♠    2│ │ A♣  2♣  3♣    2│",
    "│ 4♥  5♥  6♥    2│ │ 4♣  5♠  6♣    1│ │  4   5   6    ·│",
    "│ 7♦  8♦  9♦    2│ │ 7♦  8♦  9♠    ·│ │  7   8   9    ·│",
    "│  1   1   1   ↘1│ │  ·   ·   1   ↘2│ │  ·   ·   ·   ↘·│",
]
"""The three narrow squares of :func:`many_lines`'s deal end at 60 columns, but their last line."""
DEAL_END_AT_60 = [
    "Deal 2 is over: Anna went out.",
    *DEAL_END_SQUARES,
    "╰─── value 11 ───╯ ╰─── value 6 ────╯ ╰─── value 2 ────╯",
    "Square   Value   Score   Total",
    "──────────────────────────────",
    "Anna        11      16      16",
    "Boris        6       6       6",
    "Clara        2       2       2",
]
"""That deal end at 60×20 in English, with the table's column of lines left out."""


def test_L7_1_a_deal_end_of_three_at_60_by_20_leaves_out_the_column_of_lines_and_keeps_a_line_for_a_message():
    """The squares show each line's points: where the table's column naming the lines would make the screen too
    high, it is left out; the screen leaves one line for a message and two for the prompt."""
    assert under_deal_end("en", Text("One line.")) == [
        *DEAL_END_AT_60,
        "One line.",
    ]


@pytest.mark.parametrize(
    ("language", "refusal", "first"),
    [
        ("en", '"hint" is not a command at the end of a deal: press Enter to go on, or type help.',
         "Deal 2 is over: Anna went out."),
        ("ru", "«hint» — не команда в конце сдачи: нажмите Enter, чтобы продолжить, или наберите помощь.",
         "Сдача 2 окончена: её заканчивает Anna."),
    ],
)  # fmt: skip
def test_a_message_of_two_lines_under_a_deal_end_at_60_by_20_keeps_the_screen_and_its_prompt_in_the_window(
    language, refusal, first
):
    # Before, the screen was laid out for one line of message: the top scrolled away under a second one.
    lines = under_deal_end(language, Text(refusal))
    assert lines[0] == first
    assert lines[-2:] == [refusal[:refusal.rindex(" ", 0, 61)], refusal[refusal.rindex(" ", 0, 61) + 1:]]
    assert len(lines) + view.DEAL_END_PROMPT_LINES <= 20
    assert "Make the window" not in "\n".join(lines) and "Сделайте окно" not in "\n".join(lines)


@pytest.mark.parametrize("size", [(60, 20), (80, 24)], ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("message_lines", [1, 2, 3])
@pytest.mark.parametrize("players", [2, 3])
def test_a_deal_end_with_a_message_under_it_is_never_taller_than_the_window(size, message_lines, players):
    from cardtable.terminal.screens import Sized

    width, height = size
    draw = deal_end(both_scoring() if players == 2 else many_lines(), players)
    message = Text("\n".join(f"Message line {n}." for n in range(1, message_lines + 1)))
    lines = render(Sized(lambda w, h: draw(width, height), under=message), width, height)
    assert lines[0] == "Deal 2 is over: Anna went out."
    assert lines[-message_lines:] == [f"Message line {n}." for n in range(1, message_lines + 1)]
    assert len(lines) + view.DEAL_END_PROMPT_LINES <= height


def test_the_first_turn_screen_keeps_its_header_above_the_two_lines_on_where_the_match_is_saved():
    # The turn screen leaves one line for a message; the saved match's path takes two at 60 columns: the log gives
    # up its line for the second, where before the header went off the top of the window.
    from cardtable.terminal.screens import Sized

    draw, _state, _seat = SCREENS["three players' turn"]
    saved = Text("The match is saved after every move to /home/anna/.local/share/leopard/matches/m.json")
    assert [line.rstrip() for line in render(Sized(lambda w, h: draw(60, 20), under=saved), 60, 20)] == [
        *THREE_SQUARES_AT_60,
        *ANNA_AT_60,
        "The match is saved after every move to",
        "/home/anna/.local/share/leopard/matches/m.json",
    ]
