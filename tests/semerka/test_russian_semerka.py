"""Semerka in Russian: Russian card names typed and shown, the rules in Russian, and screens at 80 columns that
hide the other hands over whole deals."""

import io
import random
import re

import pytest
from rich.console import Console
from screen_checks import CheckingPlayer
from test_view_semerka import ROUND_1, show, table, worked

from cardtable.cards import localize_notation, parse_card, piquet_deck
from cardtable.i18n import set_language
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.terminal import HotSeat
from cardtable.terminal.words import builtin_words
from semerka import view
from semerka.play import SemerkaScreens, read_input, rules_text
from semerka.rules import GAME, Play, Stop, format_move, observation

CARD = re.compile(r"(10|[7-9ТВДК])([♣♦♥♠])")
HELP_EXAMPLE = re.compile(r"^9ч  9Ч  9♥  10п .*$", re.MULTILINE)  # the help's example cards are nobody's


@pytest.fixture(autouse=True)
def russian():
    set_language("ru")
    yield
    set_language(None)


def test_S8_1_russian_card_names_are_moves():
    session = Session.new(GAME, GAME.make_rules(4, {}), MatchSettings(5), [SeatInfo(n) for n in "ABCD"], 5, None)
    obs = session.observation(session.to_move)
    for card in obs.hand:
        typed = localize_notation(str(card))
        assert read_input(typed, obs) == Play(card)
        assert read_input(typed.upper(), obs) == Play(card)
    with pytest.raises(ValueError, match="^«7z» — не карта: введите карту, например "):
        read_input("7z", obs)
    with pytest.raises(ValueError, match="^«помощь» — не ход и не команда; наберите помощь.$"):
        read_input("помощь", obs)
    missing = next(card for card in piquet_deck() if card not in obs.hand)
    typed = localize_notation(str(missing))
    with pytest.raises(ValueError, match=f"^Карты {typed} нет в руке.$"):
        read_input(typed, obs)


@pytest.mark.parametrize("text", ["стоп", "СТОП", "с", "stop", "s"])
def test_S8_2_russian_stop_words_stop_the_trick(text):
    from test_play_semerka import choosing

    assert read_input(text, choosing()) == Stop()


def test_rules_in_russian():
    text = rules_text()
    assert text.startswith("# Семёрка")
    for word in ("взятк", "талон", "сдающ", "партнёр", "семёрка", "Сгорание"):
        assert word in text
    set_language(None)
    assert rules_text().startswith("# Semerka")


def test_the_russian_rules_name_the_russian_words_the_table_reads():
    text = rules_text()
    at_table = text[text.index("## За столом") :]
    assert re.findall(r"`([^`]+)`", at_table)[8:] == [
        "стоп", "последняя", "ходы", "счёт", "правила", "помощь", "выход", "semerka play --resume",
        "stop", "last", "moves",
    ]  # fmt: skip
    assert "ведущий вводит `стоп`" in at_table
    assert "сделавший первый ход" not in text  # the option help's term, ведущий, throughout
    from test_play_semerka import choosing

    assert read_input("стоп", choosing()) == Stop()
    words = builtin_words()
    assert [words[word] for word in ("ходы", "счёт", "правила", "помощь", "выход")] == [
        "moves", "score", "rules", "help", "quit",
    ]  # fmt: skip
    assert "последняя" in SemerkaScreens().commands()


def test_a_move_not_allowed_names_the_russian_word_for_moves():
    from cardtable.terminal.screens import checked_move

    with pytest.raises(ValueError, match="^Сейчас так ходить нельзя; все возможные ходы покажет команда «ходы».$"):
        checked_move(Stop(), [])


class RussianPlayer(CheckingPlayer):
    """Types random legal moves in Russian notation (or their numbers) and checks every screen first: at most 80
    columns, no card of another hand or of the stock, and on a turn screen exactly the seat's own hand."""

    card = CARD
    help_example = HELP_EXAMPLE
    hand_title = "Ваши карты"

    def check_width(self, screen):
        assert max(len(line) for line in screen.splitlines()) <= 80

    def answer(self, viewer):
        if self.turn_screens in (3, 9):
            return "help" if self.turn_screens == 3 else "moves"
        move = self.rng.choice(self.session.legal_moves())
        typed = localize_notation(format_move(move, self.session.observation(viewer)))
        return "стоп" if typed == "stop" else typed


@pytest.mark.parametrize(("players", "seed", "options"), [(4, 7, {"burning": True}), (3, 8, {}), (2, 9, {})])
def test_no_russian_screen_shows_another_players_hand(players, seed, options):
    console = Console(file=io.StringIO(), width=80, height=24, color_system=None)
    seats = [SeatInfo(name) for name in ("Анна", "Борис", "Клара", "Дима")[:players]]
    session = Session.new(GAME, GAME.make_rules(players, options), MatchSettings(None, 1), seats, seed, None)
    player = RussianPlayer(console, session, random.Random(seed))
    shell = HotSeat(console, session, SemerkaScreens(), private=False, resume_command="", read_line=player)
    assert shell.run() == 0
    assert session.match_over
    assert player.turn_screens > 10
    text = "".join(player.screens)
    assert "Как вводить ходы" in text
    assert "Можно сыграть любую карту: " in text or "Продолжить картой или стоп: " in text
    assert "Сдача 1 окончена." in text


def test_S5_1_card_points_and_the_match_score_read_differently_in_russian():
    from test_view_semerka import show, table, worked

    from semerka import view
    from semerka.rules import observation

    lines = show(view.side_lines(table(points=((1, 0), (0, 1))), observation(worked(), 1)), 80).splitlines()
    assert lines == [
        "Anna (вы) & Clara  0 очков  0 взяток  счёт партии: 1",
        "Boris & Dmitri     0 очков  0 взяток  счёт партии: 1",
    ]


def test_S7_1_the_extra_deal_in_russian():
    from test_view_semerka import show, table, worked

    from semerka import view
    from semerka.rules import observation

    extra = table(points=((1, 0), (0, 1)), settings=MatchSettings(None, 2))
    assert show(view.header(extra, observation(worked(), 1)), 80) == (
        "Семёрка · сдача 3 (дополнительная) · талон: 16 карт · сдаёт Dmitri · 2 сдачи\n"
    )


def test_a_hint_names_moves_as_a_russian_player_types_them():
    """S8.2: the stop word and the cards in the interface's language, as the prompt reads them."""
    screens = SemerkaScreens.for_console(Console(file=io.StringIO()))
    assert screens.move_typed(None, Stop()) == "стоп"
    assert screens.move_typed(None, Play(piquet_deck()[4])) == "Вт"


def test_the_count_of_lines_left_out_of_the_log_says_they_are_not_shown():
    obs = observation(worked(ROUND_1 + " stop"), 2)
    assert show(view.log_panel(table(), obs, 3)).splitlines()[:2] == [
        "С вашего прошлого хода:",
        "  … ещё 3 строки раньше не показаны",
    ]
    assert show(view.log_panel(table(), obs, 2)).splitlines()[0] == (
        "С вашего прошлого хода (ещё 3 строки раньше не показаны):"
    )


def test_before_the_seats_first_card_the_log_runs_since_the_deal_began():
    obs = observation(worked("9H 10C"), 3)
    assert show(view.log_panel(table(), obs, 4)).splitlines()[0] == "С начала сдачи:"
    assert show(view.log_panel(table(), obs, 2)).splitlines()[0] == (
        "С начала сдачи (ещё 1 строка раньше не показана):"
    )


def test_S3_4_the_log_says_who_could_not_continue_in_russian():
    obs = observation(worked(ROUND_1 + " 9S 7H 8C 10D"), 1)  # Anna, the leader, held no nine and no seven
    assert show(view.log_panel(table(), obs, 10)).splitlines()[-1] == (
        "  Вам нечем продолжить. Boris забирает взятку: 20 очков. Все добирают из талона по 2 карты."
    )


def test_S3_S4_1_the_russian_log_tells_each_play_in_a_sentence_whoever_made_it():
    """Present tense, as elsewhere: a past verb would need the player's gender ("взял"/"взяла"), which a name does
    not tell; "вы" gets its own verb."""
    obs = observation(worked(ROUND_1 + " stop"), 2)
    assert [str(line) for line in view.event_lines(table(), obs)] == [
        "Anna ходит с 9♥.",
        "Вы кладёте 10♣.",
        "Clara кладёт В♣.",
        "Dmitri кладёт 9♦ (бьёт).",
        "Anna говорит «стоп».",
        "Dmitri забирает взятку: 10 очков. Все добирают из талона по 1 карте.",
    ]
    assert str(view.trick_line(table(), obs, obs.tricks[0], 1)) == (
        "Взятка 1 (первый ход — Anna): 9♥ Anna, 10♣ вы, В♣ Clara, 9♦ Dmitri — её забирает Dmitri, 10 очков."
    )
    obs = observation(worked(ROUND_1 + " 9S 7H 8C 10D"), 2)
    assert [str(line) for line in view.event_lines(table(), obs)][-4:] == [
        "Вы кладёте 7♥ (бьёт).",
        "Clara кладёт 8♣.",
        "Dmitri кладёт 10♦.",
        "Вы забираете взятку: 20 очков. Все добирают из талона по 2 карты.",
    ]
    assert [str(line) for line in view.event_lines(table(), observation(worked(ROUND_1 + " 9S"), 1))][-1] == (
        "Вы продолжаете взятку: 9♠ (круг 2)."
    )
    assert str(view.trick_line(table(), obs, obs.tricks[0], 1)).endswith(" — её забираете вы, 20 очков.")


def test_S4_1_of_two_players_both_draw_and_of_more_everyone():
    from semerka.rules import Rules
    from semerka_helpers import play, start

    two = play(start(Rules(2), 2, {1: "9H KC QD JD", 2: "9C 7H AS 8D"}), "9H 9C")
    assert str(view.event_lines(table(2), observation(two, 1))[-1]) == (
        "Вам нечем продолжить. Boris забирает взятку: 0 очков. Оба добирают из талона по 1 карте."
    )
    set_language(None)
    assert str(view.event_lines(table(2), observation(two, 1))[-1]).endswith(" Both drew 1 card.")
    set_language("ru")
    four = observation(worked(ROUND_1 + " stop"), 2)
    assert str(view.event_lines(table(), four)[-1]).endswith(" Все добирают из талона по 1 карте.")


def test_S6_the_russian_log_says_who_burned_the_deal():
    from test_screen_sizes_semerka import burned_deal

    assert str(view.event_lines(table(), observation(burned_deal(), 1))[-1]) == (
        "Сдача сгорает: Dmitri кладёт четвёртую девятку подряд."
    )
    assert str(view.event_lines(table(), observation(burned_deal(), 4))[-1]) == (
        "Сдача сгорает: вы кладёте четвёртую девятку подряд."
    )


@pytest.mark.parametrize(
    ("rank", "phrase"),
    [("7", "четвёртую семёрку подряд"), ("10", "четвёртую десятку подряд"), ("J", "четвёртого валета подряд"),
     ("Q", "четвёртую даму подряд"), ("K", "четвёртого короля подряд"), ("A", "четвёртого туза подряд")],
)  # fmt: skip
def test_S6_1_the_russian_fourth_card_in_a_row_takes_its_rank_s_case(rank, phrase):
    from semerka.notation import fourth_in_a_row

    assert fourth_in_a_row(parse_card(rank + "S").rank) == phrase


def test_S6_2_the_russian_burn_banner_and_the_middle_say_who_burns_the_deal():
    from semerka.rules import outcome
    from test_screen_sizes_semerka import burned_deal

    state = burned_deal()
    tab = table(points=((0, 3),), over=True)
    screen = show(view.deal_end_screen(tab, observation(state, 1), outcome(state))).splitlines()
    assert screen[1] == (
        "│ Dmitri кладёт четвёртую девятку подряд: выигрыш сдачи — Boris & Dmitri, 3 очка партии.           │"
    )
    assert screen[9] == "╰──────────── 3 карты ─╯     сдачу сжигает Dmitri     ╰─── 3 карты · держит ─╯"
    mine = show(view.seats_table(tab, observation(state, 4), viewer=True)).splitlines()
    assert mine[5] == "╰──────────── 3 карты ─╯      сдачу сжигаете вы       ╰──────────── 3 карты ─╯"
