"""Leopard in Russian: the screens at 80 columns, Russian card names typed and shown, the rules in Russian, and no
screen showing another player's hand."""

import io
import random
import re
from collections import Counter

import pytest
from rich.console import Console
from test_play_leopard import public_cards
from test_view_leopard import example, four_players, show, table, three_with_bots

from cardtable.cards import localize_notation, parse_card
from cardtable.i18n import set_language
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.terminal import HotSeat
from leopard import view
from leopard.play import LeopardScreens, moves_list, rules_text
from leopard.reading import read_input
from leopard.rules import GAME, Discard, Draw, Event, GoOut, Place, format_move, observation


@pytest.fixture(autouse=True)
def russian():
    set_language("ru")
    yield
    set_language(None)


def lines_of(renderable, width=80):
    return [line.rstrip() for line in show(renderable, width).splitlines()]


def test_L2_2_square_in_russian_shows_russian_ranks():
    assert lines_of(view.square_panel(table(), observation(example(), 1), 2)) == [
        "╭────── 2 Boris ───────╮",
        "│                ↙·    │",
        "│   В↓   2   3    ·    │",
        "│    4  Д↓   6    ·    │",
        "│    7   8  10♣   ·    │",
        "│    ·   ·   ·   ↘·    │",
        "╰── очки 0 · итого 0 ──╯",
    ]


def test_square_titles_name_the_computer_players_levels_in_russian_and_keep_the_names_at_60_columns():
    tab, obs = three_with_bots()
    assert lines_of(view.squares_row(tab, obs, room=80))[0] == (
        "╭───────── 1 вы ─────────╮ ╭─ 2 Player 2 · сильный ─╮ ╭─ 3 Player 3 · жадный ──╮"
    )
    assert lines_of(view.squares_row(tab, obs, room=60), 60)[0] == (
        "╭───── 1 вы ──────╮ ╭── 2 Player 2 ───╮ ╭── 3 Player 3 ───╮"
    )


def test_hand_sizes_in_russian_take_the_plural_form_of_their_number():
    import dataclasses

    tab = dataclasses.replace(table(4), names=("Игрок 1", "Игрок 2", "Игрок 3", "Игрок 4"))
    obs = dataclasses.replace(observation(example(), 1), hand_sizes=(1, 3, 5, 21))
    assert lines_of(view.table_line(tab, obs, viewer=False), 120) == [
        "Колода: 3 карты · Сброс: 6♥ (2) · В руках: Игрок 1 – 1 карта, Игрок 2 – 3 карты, Игрок 3 – 5 карт, "
        "Игрок 4 – 21 карта"
    ]


def test_turn_screen_in_russian_fits_80_columns_and_24_lines():
    seven, jack = Place(parse_card("7H"), 2, 7), Place(parse_card("JC"), 1, 5)
    state = example()._replace(log=(Event(1, seven), Event(2, jack, parse_card("5H")), Event(2, Discard(parse_card("8C")))))
    lines = lines_of(view.turn_screen(table(), observation(state, 1), 24, 80))
    assert lines[0] == "Леопард  ·  сдача 1  ·  сдаёт Boris  ·  партия до 33 очков"
    assert lines[1] == "╭──────── 1 вы ────────╮ ╭────── 2 Boris ───────╮"
    assert lines[8] == "Колода: 3 карты · Сброс: 6♥ (2) · В руках: Boris – 8 карт"
    assert lines[9:12] == [
        "С вашего прошлого хода:",
        "  Boris: поверх 5♥ (ваш квадрат) — валет рубашкой вверх (В♣).",
        "  Boris: в сброс 8♣.",
    ]
    assert lines[13] == "│ [1] 2♣  [2] 4♣  [3] 7♦  [4] 8♠  [5] 9♥  [6] 9♥  [7] В♦  [8] К♠" + " " * 15 + "│"
    assert lines[15] == "Квадрат 6; закончить сейчас — 6. Наберите «закончить» или Enter (взять карту)."
    assert len(lines) <= 22  # two lines left for a message and the prompt
    assert max(map(len, lines)) <= 80


def test_L9_1_russian_card_names_are_moves():
    state = GAME.apply(example(), Draw())  # Anna's hand: 2C 4C 7D 8S 9H 9H JD KS and the drawn 2C
    obs = observation(state, 1)
    assert read_input("Кп:1", obs) == Place(parse_card("KS"), 1, 1)
    assert read_input("Вб@2:5", obs) == Place(parse_card("JD"), 2, 5)
    assert read_input("-8п", obs) == Discard(parse_card("8S"))
    assert read_input("7б opp", obs) == Place(parse_card("7D"), 2, 7)


def test_russian_errors_name_cards_in_russian():
    obs = observation(GAME.apply(example(), Draw()), 1)
    with pytest.raises(ValueError, match="^Карты Тч нет в руке.$"):
        read_input("Тч", obs)
    with pytest.raises(ValueError, match="^Клетка 9 квадрата 1 занята.$"):
        read_input("9ч", obs)
    with pytest.raises(ValueError, match="^«7z»: неизвестная масть «z».$"):
        read_input("7z", obs)
    with pytest.raises(ValueError, match="^«помощь» — не ход и не команда; наберите помощь.$"):
        read_input("помощь", obs)
    with pytest.raises(ValueError, match="^Сброшенная карта уходит в сброс, а не в клетку: введите -Кп.$"):
        read_input("-KS:1", obs)


def test_moves_list_in_russian_uses_russian_notation():
    state = GAME.apply(example(), Draw())
    lines = lines_of(moves_list(observation(state, 1), GAME.legal_moves(state)))
    assert lines[0] == "Возможные ходы:"
    assert lines[1] == "[1] 2♣  2т@2 -2т"
    assert lines[-1] == "[9] К♠  Кп:1 Кп:2 Кп:3 Кп:4 Кп:5 Кп:6 Кп:7 Кп:8 Кп:9 -Кп"


def test_L9_2_the_russian_rules_write_the_russian_words_the_prompt_reads():
    text = rules_text()
    moves = text[text.index("- Ход (L9.2):") :]
    assert re.findall(r"`([^`]+)`", moves)[-9:] == ["-8т", "закончить", "да", "нет", "взять", "out", "yes", "no", "draw"]
    obs = observation(example(), 1)  # Anna before her draw, her square worth 6: she may go out (L4.1)
    assert read_input("закончить", obs) == GoOut()
    assert read_input("взять", obs) == Draw()
    with pytest.raises(ValueError, match="^«7ч@» — не ход: введите, например, 7ч, 7ч@2, 10п:5, -8т или «закончить».$"):
        read_input("7ч@", observation(GAME.apply(example(), Draw()), 1))


def test_rules_in_russian():
    text = rules_text()
    assert text.startswith("# Леопард")
    for word in ("квадрат", "колода", "сброс", "сдающ", "партнёр", "закончить сдачу"):
        assert word in text
    assert not re.search(r"(?<![а-яё])кон(а|у|е|ом|ы|ов)?(?![а-яё])", text, re.IGNORECASE)  # a deal is a сдача
    set_language(None)
    assert rules_text().startswith("# Leopard")


CARD = re.compile(r"(10|[2-9ТВДК])([♣♦♥♠])")
LEGIT_ELLIPSIS = re.compile(r"… ещё раньше|думает…")


def tokens(text):
    return Counter(parse_card(rank + suit) for rank, suit in CARD.findall(text))


def hand_panel_cards(screen):
    lines = screen.splitlines()
    start = next(i for i, line in enumerate(lines) if "Ваши карты" in line)
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith("╰"))
    return tokens("\n".join(lines[start + 1 : end]))


class RussianPlayer:
    """Types random legal moves in Russian notation and checks every screen first (turns, hand-offs, ends of
    deals): at most 80 columns with nothing cut short, no card of another hand or of the stock, and on a turn
    screen exactly the seat's own hand."""

    def __init__(self, console, session, rng):
        self.console, self.session, self.rng = console, session, rng
        self.turn_screens = 0

    def __call__(self, prompt):
        self.console.print(prompt, end="")
        screen = self.console.file.getvalue()
        self.console.file.seek(0)
        self.console.file.truncate()
        assert max(len(line) for line in screen.splitlines()) <= 80
        assert "…" not in LEGIT_ELLIPSIS.sub("", screen), screen  # nothing cut short
        state = self.session.state
        hidden = Counter(state.stock)
        for hand in state.hands:
            hidden.update(hand)
        moving = prompt.endswith("> ") and "да или нет" not in prompt
        viewer = self.session.to_move if moving else None
        own = Counter(state.hands[viewer - 1]) if viewer else Counter()
        secret = {card for card in hidden if card not in own and card not in public_cards(state)}
        assert not secret & set(tokens(screen)), (viewer, screen)
        if not moving:
            return self.rng.choice(["да", "нет"]) if "да или нет" in prompt else ""
        self.turn_screens += 1
        assert hand_panel_cards(screen) == own
        legal = self.session.legal_moves()
        if legal == (GoOut(), Draw()):
            return self.rng.choice(["out", "", "", ""])
        return localize_notation(format_move(self.rng.choice(legal), self.session.observation(viewer)))


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (4, 12)])
def test_no_russian_screen_shows_another_players_hand(players, seed):
    console = Console(file=io.StringIO(), width=80, height=24, color_system=None)
    seats = [SeatInfo(name) for name in ("Анна", "Борис", "Клара", "Дмитрий")[:players]]
    session = Session.new(GAME, GAME.make_rules(players, {}), MatchSettings(None, 1), seats, seed, None)
    player = RussianPlayer(console, session, random.Random(seed))
    shell = HotSeat(console, session, LeopardScreens(console), private=False, resume_command="", read_line=player)
    assert shell.run() == 0
    assert session.match_over
    assert player.turn_screens > 20


def test_the_count_of_moves_left_out_of_the_log_says_they_are_not_shown():
    mine = (Event(1, Discard(parse_card("2C"))),)  # Anna has moved in this deal
    discards = (Event(2, Discard(parse_card("8C"))),) * 4 + (Event(2, Discard(parse_card("AC"))),)
    for hidden, words in ((1, "ещё 1 ход раньше не показан"), (2, "ещё 2 хода раньше не показаны"),
                          (4, "ещё 4 хода раньше не показаны")):  # fmt: skip
        state = example()._replace(log=mine + discards[-hidden - 1 :])
        assert lines_of(view.log_panel(table(), observation(state, 1), 2), 60)[0] == f"С вашего прошлого хода ({words}):"
    state = example()._replace(log=mine + discards)
    assert lines_of(view.log_panel(table(), observation(state, 1), 3), 60)[:2] == [
        "С вашего прошлого хода:",
        "… ещё 4 хода раньше не показаны",
    ]


def test_before_the_seats_first_move_the_log_runs_since_the_deal_began_in_russian():
    discards = (Event(2, Discard(parse_card("8C"))),) * 2 + (Event(2, Discard(parse_card("AC"))),)
    state = example()._replace(log=discards)
    assert lines_of(view.log_panel(table(), observation(state, 1), 3), 60)[:2] == [
        "С начала сдачи:",
        "… ещё 2 хода раньше не показаны",
    ]
    assert lines_of(view.log_panel(table(), observation(state, 1), 2), 60)[0] == (
        "С начала сдачи (ещё 2 хода раньше не показаны):"
    )
    assert lines_of(view.log_panel(table(), observation(state, 1), 1), 60) == ["С начала сдачи: 3 хода."]


def test_the_russian_square_titles_join_partners_with_one_sign():
    """The viewer's square reads "вы & Clara" as the other reads "Boris & Dmitri", and as Semerka writes a side."""
    tab, obs = four_players(("Anna", "Boris", "Clara", "Dmitri"))
    set_language("ru")
    try:
        row = show(view.squares_row(tab, obs), 80).splitlines()[0]
    finally:
        set_language(None)
    assert row == "╭──── 1 вы & Clara ────╮ ╭── 2 Boris & Dmitri ──╮"
