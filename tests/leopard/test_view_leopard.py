"""Leopard's screens, rendered at a fixed width and compared with exact text."""

import dataclasses
import io

from leopard_helpers import position
from rich.console import Console
from rich.style import Style

from cardtable.cards import parse_card
from cardtable.match import MatchSettings, match_status
from cardtable.terminal.screens import TableView
from leopard import notation, view
from leopard.rules import GAME, Discard, Draw, Event, GoOut, Place, observation

NAMES = ("Anna", "Boris", "Clara", "Dmitri")


def table(players=2, points=(), dealer=2, settings=MatchSettings(33), deal=None):
    sides = 2 if players == 4 else players
    status = match_status(settings, sides, points, "share")
    return TableView(
        NAMES[:players], (None,) * players, tuple((seat - 1) % sides + 1 for seat in range(1, players + 1)),
        deal or len(points) + 1, dealer, tuple(points), status, settings,
    )  # fmt: skip


def show(renderable, width=100):
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(renderable)
    return console.file.getvalue()


def example():
    """The issue's example square for seat 1 (value 6, L7.1), a square with face-down cards for seat 2."""
    state = position(
        2,
        squares=("AH 2H 3H / 4D 5H 6D / 7S 8C 9H", "5D+JC . . / . QS . / . . 10C"),
        hands=("KS 7D 2C 9H 9H JD 4C 8S", "AC AD 3S 4S 5S 6S 7S 8H"),
        turn=1,
        discards="8C 6H",
    )
    return state


def test_L7_1_square_shows_each_lines_points_and_the_value():
    obs = observation(example(), 1)
    assert show(view.square_panel(table(), obs, 1)) == (
        "╭─────── 1 you ────────╮\n"
        "│                ↙·    │\n"
        "│   A♥  2♥  3♥    2    │\n"
        "│   4♦  5♥  6♦    1    │\n"
        "│   7♠  8♣  9♥    ·    │\n"
        "│    ·   ·   1   ↘2    │\n"
        "╰─ value 6 · total 0 ──╯\n"
    )


def test_L2_2_empty_cells_show_their_rank_and_face_down_cards_are_marked():
    obs = observation(example(), 1)
    assert show(view.square_panel(table(), obs, 2)) == (
        "╭────── 2 Boris ───────╮\n"
        "│                ↙·    │\n"
        "│   J↓   2   3    ·    │\n"
        "│    4  Q↓   6    ·    │\n"
        "│    7   8  10♣   ·    │\n"
        "│    ·   ·   ·   ↘·    │\n"
        "╰─ value 0 · total 0 ──╯\n"
    )


def test_hand_is_sorted_and_numbered_with_the_drawn_card_marked():
    state = GAME.apply(example(), GAME.legal_moves(example())[1])  # decline to go out: draw 2C
    obs = observation(state, 1)
    assert obs.drawn == parse_card("2C")
    assert show(view.hand_panel(obs, "Anna"), width=70) == (
        "╭─ Your hand, Anna ──────────────────────────────────────────────────╮\n"
        "│ [1] 2♣ new  [2] 2♣  [3] 4♣  [4] 7♦  [5] 8♠  [6] 9♥  [7] 9♥  [8] J♦ │\n"
        "│ [9] K♠                                                             │\n"
        "╰────────────────────────────────────────────────────────────────────╯\n"
    )


def test_turn_screen_before_the_draw_offers_going_out_L4_1():
    obs = observation(example(), 1)
    assert show(view.turn_screen(table(), obs)) == (
        "Leopard  ·  deal 1  ·  dealer Boris  ·  match to 33 points\n"
        "╭─────── 1 you ────────╮ ╭────── 2 Boris ───────╮\n"
        "│                ↙·    │ │                ↙·    │\n"
        "│   A♥  2♥  3♥    2    │ │   J↓   2   3    ·    │\n"
        "│   4♦  5♥  6♦    1    │ │    4  Q↓   6    ·    │\n"
        "│   7♠  8♣  9♥    ·    │ │    7   8  10♣   ·    │\n"
        "│    ·   ·   1   ↘2    │ │    ·   ·   ·   ↘·    │\n"
        "╰─ value 6 · total 0 ──╯ ╰─ value 0 · total 0 ──╯\n"
        "Stock: 3 cards · Discards: 6♥ (2) · Hands: Boris – 8 cards\n"
        "The deal begins.\n"
        "╭─ Your hand, Anna ────────────────────────────────────────────────────────────────────────────────╮\n"
        "│ [1] 2♣  [2] 4♣  [3] 7♦  [4] 8♠  [5] 9♥  [6] 9♥  [7] J♦  [8] K♠                                   │\n"
        "╰──────────────────────────────────────────────────────────────────────────────────────────────────╯\n"
        "Your square is worth 6: going out now scores 6. Go out (out), or draw (Enter).\n"
    )


def test_public_table_names_every_square_and_shows_no_hand():
    obs = observation(example(), 2)
    text = show(view.public_table(table(), obs, viewer=False))
    assert text.splitlines()[1] == "╭─────── 1 Anna ───────╮ ╭────── 2 Boris ───────╮"
    assert text.splitlines()[-1] == "Stock: 3 cards · Discards: 6♥ (2) · Hands: Anna – 8 cards, Boris – 8 cards"
    assert "hand" not in text.lower().replace("hands:", "")


def test_log_tells_what_happened_since_the_last_turn():
    obs = observation(example(), 1)
    jack, five, king = parse_card("JC"), parse_card("5H"), parse_card("KS")
    assert str(view.event_text(table(), obs, Event(2, Place(jack, 1, 5), five))) == (
        "Boris covered 5♥ on your square with a Jack (J♣)."
    )
    assert str(view.event_text(table(), obs, Event(2, Place(parse_card("7H"), 2, 7)))) == (
        "Boris put 7♥ on cell 7 of their own square."
    )
    assert str(view.event_text(table(), obs, Event(1, Place(king, 1, 5), five))) == (
        "You covered 5♥ on your own square with K♠."
    )
    assert str(view.event_text(table(), obs, Event(2, Place(parse_card("QD"), 2, 1)))) == (
        "Boris put a Queen (Q♦) face down on cell 1 of their own square."
    )
    assert str(view.event_text(table(), obs, Event(2, Place(parse_card("5H"), 1, 5), jack))) == (
        "Boris put 5♥ on cell 5 of your square, over a face-down J♣."
    )
    assert str(view.event_text(table(), obs, Event(2, Discard(parse_card("8C"))))) == "Boris discarded 8♣."
    assert str(view.event_text(table(), obs, Event(2, GoOut()))) == "Boris went out."


def test_events_since_last_turn_start_after_the_seats_own_last_move():
    seven, eight = Place(parse_card("7H"), 1, 7), Discard(parse_card("8C"))
    log = (Event(1, seven), Event(2, eight), Event(1, eight), Event(2, seven), Event(2, eight))
    state = example()
    obs = observation(state._replace(log=log), 1)
    assert view.events_since_last_turn(obs) == log[3:]
    assert view.events_since_last_turn(observation(state._replace(log=log[1:2]), 1)) == log[1:2]


def test_colours_reach_the_terminal():
    console = Console(file=io.StringIO(), width=40, color_system="standard", force_terminal=True)
    console.print(notation.card_text(parse_card("9h")), notation.card_text(parse_card("9s")))
    out = console.file.getvalue()
    assert "\x1b[1;31m9♥" in out
    assert "\x1b[1m9♠" in out
    assert Style.parse("bold red").color.name == "red"


def test_L7_2_end_of_deal_shows_lines_values_scores_and_totals():
    state = GAME.apply(example(), GoOut())
    outcome = GAME.outcome(state)
    screen = view.deal_end_screen(table(points=((3, 5), outcome.scores), deal=2), observation(state, 1), outcome)
    assert show(screen) == (
        "Deal 2 is over: Anna went out.\n"
        "╭─────── 1 Anna ───────╮ ╭────── 2 Boris ───────╮\n"
        "│                ↙·    │ │                ↙·    │\n"
        "│   A♥  2♥  3♥    2    │ │   J↓   2   3    ·    │\n"
        "│   4♦  5♥  6♦    1    │ │    4  Q↓   6    ·    │\n"
        "│   7♠  8♣  9♥    ·    │ │    7   8  10♣   ·    │\n"
        "│    ·   ·   1   ↘2    │ │    ·   ·   ·   ↘·    │\n"
        "╰─ value 6 · total 9 ──╯ ╰─ value 0 · total 5 ──╯\n"
        "┏━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━┳━━━━━━━┳━━━━━━━┓\n"
        "┃ Square ┃ Lines                                                           ┃ Value ┃ Score ┃ Total ┃\n"
        "┡━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━╇━━━━━━━╇━━━━━━━┩\n"
        "│ Anna   │ top row suit 2, middle row colour 1, right column colour 1,     │     6 │     6 │     9 │\n"
        "│        │ diagonal ↘ suit 2                                               │       │       │       │\n"
        "│ Boris  │ —                                                               │     0 │     0 │     5 │\n"
        "└────────┴─────────────────────────────────────────────────────────────────┴───────┴───────┴───────┘\n"
        "Anna went out: 4 + 2 × (6 − 5) = 6; every other square scores its plain value.\n"
    )


def test_end_of_deal_underlines_the_cells_of_scoring_lines():
    state = GAME.apply(example(), GoOut())
    outcome = GAME.outcome(state)
    console = Console(file=io.StringIO(), width=100, color_system="standard", force_terminal=True)
    console.print(view.deal_end_screen(table(points=(outcome.scores,), deal=1), observation(state, 1), outcome))
    out = console.file.getvalue()
    assert "\x1b[1;4;31mA♥" in out  # bold, underlined, red
    assert "\x1b[1;4m7♠" not in out and "\x1b[1m7♠" in out  # 7♠ is in no scoring line


def test_match_end_shows_winner_deals_seed_and_record(tmp_path):
    from cardtable.terminal.screens import match_end_screen

    screen = match_end_screen(table(points=((20, 5), (14, 9)), settings=MatchSettings(33)), 1234, tmp_path / "m.json")
    assert show(screen) == (
        "Anna won the match.\n"
        "Score                   \n"
        "┏━━━━━━━┳━━━━━━┳━━━━━━━┓\n"
        "┃  Deal ┃ Anna ┃ Boris ┃\n"
        "┡━━━━━━━╇━━━━━━╇━━━━━━━┩\n"
        "│     1 │   20 │     5 │\n"
        "│     2 │   14 │     9 │\n"
        "│ Total │   34 │    14 │\n"
        "└───────┴──────┴───────┘\n"
        "Seed: 1234\n"
        f"Record: {tmp_path / 'm.json'}\n"
    )


def test_L8_2_a_tied_series_of_partnerships_ends_as_a_tie_between_both_sides():
    from cardtable.i18n import using_language
    from cardtable.terminal.screens import match_end_screen

    tab = table(4, points=((5, 3), (3, 5)), settings=MatchSettings(None, 2))
    assert tab.status.finished and tab.status.winners == (1, 2)
    assert show(match_end_screen(tab, None, None)).splitlines()[0] == (
        "The match is a tie between Anna & Clara and Boris & Dmitri."
    )
    with using_language("ru"):
        russian = show(match_end_screen(tab, None, None)).splitlines()[0]
    assert russian == "Ничья: победу делят Anna & Clara и Boris & Dmitri."


def test_a_wide_terminal_puts_the_log_beside_the_squares():
    seven, jack = Place(parse_card("7H"), 2, 7), Place(parse_card("JC"), 1, 5)
    state = example()._replace(log=(Event(1, seven), Event(2, jack, parse_card("5H"))))
    lines = [line.rstrip() for line in show(view.turn_screen(table(), observation(state, 1), 24, 100)).splitlines()]
    assert lines[:4] == [
        "Leopard  ·  deal 1  ·  dealer Boris  ·  match to 33 points",
        "╭─────── 1 you ────────╮ ╭────── 2 Boris ───────╮ Since your last turn:",
        "│                ↙·    │ │                ↙·    │   Boris covered 5♥ on your square with a Jack",
        "│   A♥  2♥  3♥    2    │ │   J↓   2   3    ·    │   (J♣).",
    ]
    assert lines[8] == "Stock: 3 cards · Discards: 6♥ (2) · Hands: Boris – 8 cards"
    assert len(lines) == 13


def four_players(names=NAMES, points=((10, 4),)):
    """Seat 1's view of the first turn of a four-player deal dealt from an unshuffled deck."""
    settings = MatchSettings(33)
    status = match_status(settings, 2, points, "share")
    tab = TableView(names, (None,) * 4, (1, 2, 1, 2), len(points) + 1, 2, points, status, settings)
    from cardtable.cards import double_deck

    state = GAME.deal(GAME.make_rules(4, {}), 4, double_deck())
    return tab, observation(state, 1)


def test_L7_1_a_square_footer_with_two_digit_numbers_keeps_its_corner():
    from dataclasses import replace

    def footer(value, total):
        obs = replace(observation(example(), 1), values=(value, 0))
        return show(view.square_panel(table(points=((total, 0),)), obs, 1), 80).splitlines()[-1]

    assert footer(6, 14) == "╰─ value 6 · total 14 ─╯"
    assert footer(10, 7) == "╰─ value 10 · total 7 ─╯"
    assert footer(10, 14) == "╰─ val. 10 · total 14 ─╯"
    assert footer(12, 101) == "╰─ val. 12 · tot. 101 ─╯"


def test_hand_off_keeps_each_name_with_its_hand_size_at_80_columns():
    from cardtable.terminal.screens import handoff_screen

    names = ("Konstantin", "Svyatoslav", "Alexandra", "Dmitri")
    tab, obs = four_players(names)
    lines = show(handoff_screen(tab, 1, view.public_table(tab, obs, viewer=False), None), 80).splitlines()
    assert lines[9:11] == [
        "│ Stock: 71 cards · Discards: none · Hands: Konstantin – 9 cards,              │",
        "│ Svyatoslav – 8 cards, Alexandra – 8 cards, Dmitri – 8 cards                  │",
    ]


def test_long_names_are_cut_with_an_ellipsis_in_square_titles():
    names = ("Konstantin", "Svyatoslav", "Alexandra", "Dmitri")
    tab, obs = four_players(names)
    row = show(view.squares_row(tab, obs, viewer=False), 80).splitlines()[0]
    assert row == "╭─ 1 Konst… & Alexan… ─╮ ╭─ 2 Svyato… & Dmitri ─╮"
    mine = show(view.squares_row(tab, obs), 80).splitlines()[0]
    assert mine == "╭─ 1 you & Alexandra ──╮ ╭─ 2 Svyato… & Dmitri ─╮"
    assert view.shorten_names("Anna & Clara", 18) == "Anna & Clara"


def test_default_names_cut_in_a_square_title_keep_their_seat_numbers():
    """Two players named "Player N" on one square stay apart when cut: the number stays, as
    :func:`cardtable.seating.short_name` keeps a short last word."""
    tab, obs = four_players(("Player 1", "Player 2", "Player 3", "Player 4"))
    assert show(view.squares_row(tab, obs, viewer=False), 80).splitlines()[0] == (
        "╭─ 1 Pla… 1 & Play… 3 ─╮ ╭─ 2 Pla… 2 & Play… 4 ─╮"
    )
    assert show(view.squares_row(tab, obs, room=50), 50).splitlines()[0] == (
        "╭── 1 you & Player 3 ──╮ ╭─ 2 Pla… 2 & Play… 4 ─╮"
    )
    tab = dataclasses.replace(tab, names=("Anna", "Boris", "Player 3", "Player 4"), bots=(None, None, "strong", "expert"))
    assert show(view.squares_row(tab, obs, viewer=False, room=56), 56).splitlines()[0] == (
        "╭─── 1 Anna & Player 3 ───╮ ╭── 2 Boris & Player 4 ───╮"
    )


def test_hand_sizes_after_default_names_say_they_are_cards():
    """"Player 2 8" read as a name and a number or as one name: the count comes after a dash, with its word."""
    tab = dataclasses.replace(table(4), names=("Player 1", "Player 2", "Player 3", "Player 4"))
    obs = dataclasses.replace(observation(example(), 1), hand_sizes=(8, 1, 9, 8))
    assert show(view.table_line(tab, obs), 60).splitlines() == [
        "Stock: 3 cards · Discards: 6♥ (2)",
        "Hands: Player 2 – 1 card, Player 3 – 9 cards,",
        "Player 4 – 8 cards",
    ]


def test_the_stock_line_broken_after_a_separator_ends_without_its_dot():
    tab = dataclasses.replace(table(), names=("Anna", "Konstantin-Maximilian"))
    obs = observation(example(), 1)
    assert show(view.table_line(tab, obs), 60).splitlines() == [
        "Stock: 3 cards · Discards: 6♥ (2)", "Hands: Konstantin-Maximilian – 8 cards",
    ]
    assert show(view.table_line(tab, obs), 80).splitlines() == [
        "Stock: 3 cards · Discards: 6♥ (2) · Hands: Konstantin-Maximilian – 8 cards",
    ]


def test_header_leaves_out_whole_parts_on_a_narrow_screen():
    assert str(view.header(table(), 80)) == "Leopard  ·  deal 1  ·  dealer Boris  ·  match to 33 points"
    assert str(view.header(table(), 55)) == "Leopard · deal 1 · dealer Boris · match to 33 points"
    assert str(view.header(table(), 50)) == "Leopard · deal 1 · dealer Boris"
    assert str(view.header(table(), 20)) == "Leopard · deal 1"
    assert str(view.header(table(), 10)) == "Leopard"


def test_the_log_takes_every_row_the_rest_of_the_turn_screen_leaves_at_80x24():
    seven = Place(parse_card("7H"), 2, 7)
    state = example()._replace(log=(Event(1, seven),) + (Event(2, Discard(parse_card("8C"))),) * 12)
    state = GAME.apply(state, GAME.legal_moves(state)[1])  # draw: no offer below the hand
    lines = show(view.turn_screen(table(), observation(state, 1), 24, 80), 80).splitlines()
    assert len(lines) == 22  # and the prompt, and a line for a message
    assert [line.rstrip() for line in lines[9:13]] == [
        "Since your last turn:",
        "… 5 earlier moves",
        "  Boris discarded 8♣.",
        "  Boris discarded 8♣.",
    ]
    assert lines[17].startswith("  Boris discarded 8♣.")
    assert lines[18].startswith("╭─ Your hand, Anna")
    assert lines[21].startswith("Type a card (2C)")


def test_a_log_with_room_for_one_event_shows_the_latest_and_counts_the_rest_on_its_heading():
    mine = (Event(1, Discard(parse_card("2C"))),)  # Anna has moved in this deal: the log runs since her turn
    state = example()._replace(log=mine + (Event(2, Discard(parse_card("8C"))),) * 2 + (Event(2, Discard(parse_card("AC"))),))
    def lines(room):
        return [line.rstrip() for line in show(view.log_panel(table(), observation(state, 1), room), 60).splitlines()]

    assert lines(2) == ["Since your last turn (… 2 earlier moves):", "  Boris discarded A♣."]
    assert lines(3) == ["Since your last turn:", "… 2 earlier moves", "  Boris discarded A♣."]


def test_a_log_too_short_for_the_latest_event_under_its_heading_runs_it_on_after_the_heading_or_counts_the_moves():
    queen = Event(2, Place(parse_card("QS"), 2, 9))  # two lines at 60 columns
    def lines(log, room, width=60):
        state = example()._replace(log=(Event(1, Discard(parse_card("2C"))),) + log)  # Anna has moved this deal
        shown = show(view.log_panel(table(), observation(state, 1), room), width)
        return [line.rstrip() for line in shown.splitlines()]

    assert lines((queen,), 3) == [
        "Since your last turn:", "  Boris put a Queen (Q♠) face down on cell 9 of their own", "  square.",
    ]
    assert lines((queen,), 2) == [
        "Since your last turn: Boris put a Queen (Q♠) face down on", "cell 9 of their own square.",
    ]
    assert lines((Event(2, Discard(parse_card("8C"))), queen), 2) == [
        "Since your last turn (… 1 earlier move): Boris put a Queen", "(Q♠) face down on cell 9 of their own square.",
    ]
    assert lines((Event(2, Discard(parse_card("8C"))), queen), 3) == [
        "Since your last turn (… 1 earlier move):", "  Boris put a Queen (Q♠) face down on cell 9 of their own", "  square.",
    ]
    # Not even run on: one line counts the moves, rather than a heading over no move at all.
    assert lines((Event(2, Discard(parse_card("8C"))), queen), 2, width=40) == ["Since your last turn: 2 moves."]
    assert lines((queen,), 1) == ["Since your last turn: 1 move."]


def test_L9_2_the_turn_screen_says_how_to_type_a_move_once_there_is_a_card_to_play():
    after_draw = GAME.apply(example(), GAME.legal_moves(example())[1])
    lines = show(view.turn_screen(table(), observation(after_draw, 1), 24, 80), 80).splitlines()
    assert lines[-1].rstrip() == "Type a card (2C) or its number (1), -1 to discard it; help for more."
    before_draw = show(view.turn_screen(table(), observation(example(), 1), 24, 80), 80)
    assert "Type a card" not in before_draw  # the offer and the prompt say what to type (L4.1)


def worth_seven(going_out="russian"):
    """Seat 1 may go out with a square worth 7: top row and diagonal 1-5-9 one suit (2 + 2), middle row, middle
    and right columns one colour (1 + 1 + 1) (L7.1)."""
    from leopard.rules import Rules

    return position(
        Rules(2, going_out=going_out),
        squares=("AH 2H 3H / 4D 5H 6D / 7S 8D 9H", ". . . / . . . / . . ."),
        hands=("KS", "AC"),
        turn=1,
    )


def test_L7_2_L7_3_the_deal_end_shows_the_going_out_sum_and_plain_values_for_the_others():
    for going_out, expected in (
        ("russian", "Anna went out: 4 + 2 × (7 − 5) = 8; every other square scores its plain value."),
        ("abbott", "Anna went out: 5 + 2 × (7 − 5) = 9; every other square scores its plain value."),
    ):
        state = GAME.apply(worth_seven(going_out), GoOut())
        outcome = GAME.outcome(state)
        assert outcome.values == (7, 0)
        assert str(view.score_formula(table(points=(outcome.scores,)), outcome)) == expected


def test_L7_4_nobody_out_every_square_scores_its_plain_value():
    from dataclasses import replace

    outcome = replace(GAME.outcome(GAME.apply(worth_seven(), GoOut())), went_out=None, scores=(7, 0))
    assert str(view.score_formula(table(points=((7, 0),)), outcome)) == (
        "Nobody went out: every square scores its plain value."
    )


def test_cells_played_on_since_the_last_turn_show_in_reverse_on_the_turn_screen():
    ten, queen = Place(parse_card("10C"), 2, 9), Place(parse_card("QS"), 2, 5)
    log = (Event(2, queen), Event(1, Discard(parse_card("8C"))), Event(2, ten))
    obs = observation(example()._replace(log=log), 1)
    assert view.changed_cells(obs) == {2: frozenset({9})}  # the Queen came before Anna's last turn
    console = Console(file=io.StringIO(), width=80, color_system="standard", force_terminal=True)
    console.print(view.turn_screen(table(), obs, 24, 80))
    out = console.file.getvalue()
    assert "\x1b[1;7m10♣" in out
    assert out.count("\x1b[7m") + out.count(";7m") == 1  # nothing else is reversed


def stock_position(stock, stock_end="last-card"):
    from leopard.rules import Rules

    return position(
        Rules(2, stock_end=stock_end),
        squares=("AH 2H 3H / 4D 5H 6D / 7S 8C 9H", ""),
        hands=("KS 7D", "AC AD"),
        turn=1,
        stock=stock,
    )


def screen_lines(state, seat=1):
    return [line.rstrip() for line in show(view.turn_screen(table(), observation(state, seat), 24, 80), 80).splitlines()]


def test_L6_2_the_turn_that_draws_the_stocks_last_card_is_announced_as_the_last():
    before_draw = stock_position("2C")
    assert "Last turn: the stock's last card." in screen_lines(before_draw)
    after_draw = GAME.apply(before_draw, Draw())
    assert "Last turn: the stock's last card." in screen_lines(after_draw)
    assert not any(line.startswith("Last turn") for line in screen_lines(stock_position("2C 3C")))
    assert view.stock_notice(observation(before_draw, 2)) == []  # not Boris's turn


def test_L6_2_play_out_says_play_goes_on_with_the_stock_empty_and_going_out_allowed():
    notice = "The stock is empty: play on until all hands are empty; going out stays allowed."
    assert notice in screen_lines(stock_position("", "play-out"))
    assert notice not in screen_lines(stock_position("2C", "play-out"))


def test_four_players_names_stay_whole_in_the_square_titles_where_the_screen_has_room():
    from dataclasses import replace

    from leopard.rules import Rules

    state = GAME.deal(Rules(4), 4, GAME.deck(Rules(4)))
    names = replace(table(4), names=("Konstantin", "Bartholomew", "Alexandra-Maria", "Dmitri"))
    lines = show(view.turn_screen(names, observation(state, 1), 24, 80), 80).splitlines()
    assert lines[1] == "╭─ 1 you & Alexandra-Maria ─╮ ╭─ 2 Bartholomew & Dmitri ──╮"
    assert lines[3].rstrip() == "│      A   2   3    ·       │ │      A   2   3    ·       │"  # the grid in the middle
    # Beside the log (100 columns) the squares widen as far as the log keeps 40 columns.
    wide = show(view.turn_screen(names, observation(state, 1), 24, 100), 100).splitlines()
    assert wide[1].rstrip() == "╭─ 1 you & Alexandra-Maria ─╮ ╭─ 2 Bartholomew & Dmitri ──╮ The deal begins."
    longer = replace(names, names=("Konstantin", "Bartholomew-Ivanovich", "Alexandra-Maria", "Dmitri"))
    wide = show(view.turn_screen(longer, observation(state, 1), 24, 100), 100).splitlines()
    assert wide[1].rstrip() == "╭─ 1 you & Alexandra-Maria ─╮ ╭─ 2 Bartholomew… & Dmitri ─╮ The deal begins."


def test_the_russian_header_says_a_match_of_so_many_deals():
    from cardtable.i18n import using_language

    with using_language("ru"):
        one = str(view.header(table(settings=MatchSettings(None, 1)), 100))
        three = str(view.header(table(settings=MatchSettings(33, 3)), 100))
        goals = [str(view.header(table(settings=MatchSettings(None, n)), 100)).rpartition("·  ")[2] for n in (2, 5, 21)]
    assert one == "Леопард  ·  сдача 1  ·  сдаёт Boris  ·  партия из одной сдачи"
    assert three == "Леопард  ·  сдача 1  ·  сдаёт Boris  ·  партия до 33 очков или из 3 сдач"
    assert goals == ["партия из 2 сдач", "партия из 5 сдач", "партия из 21 сдачи"]
    assert str(view.header(table(settings=MatchSettings(None, 3)), 100)).endswith("·  match 3 deals")


def test_the_header_of_a_one_deal_match_says_one_deal_match_not_match_1_deal():
    assert str(view.header(table(settings=MatchSettings(None, 1)), 80)) == (
        "Leopard  ·  deal 1  ·  dealer Boris  ·  one-deal match"
    )
    assert str(view.header(table(settings=MatchSettings(33, 1)), 80)).endswith("·  match to 33 points or 1 deal")


def test_L7_2_the_russian_deal_end_says_who_went_out_with_a_verb_that_fits_any_name():
    # "Anna — сдача закончена" read as "Anna: the deal is over"; the present tense has no gender (Аня, Борис).
    from cardtable.i18n import using_language

    state = GAME.apply(example(), GoOut())
    outcome = GAME.outcome(state)
    with using_language("ru"):
        screen = show(view.deal_end_screen(table(points=(outcome.scores,), deal=1), observation(state, 1), outcome))
        event = str(view.event_text(table(), observation(state, 1), Event(2, GoOut())))
        nobody = str(view.score_formula(table(), dataclasses.replace(outcome, went_out=None)))
    lines = screen.splitlines()
    assert lines[0] == "Сдача 1 окончена: её заканчивает Anna."
    assert lines[-1] == "Очки того, кто закончил сдачу (Anna): 4 + 2 × (6 − 5) = 6; у остальных квадратов очки как есть."
    assert event == "Boris заканчивает сдачу."
    assert nobody == "Никто не закончил сдачу: каждый квадрат получает свои очки как есть."


def test_L7_2_each_russian_deal_end_line_names_the_deal_once():
    from cardtable.i18n import using_language

    state = GAME.apply(example(), GoOut())
    outcome = GAME.outcome(state)
    braced = dataclasses.replace(table(points=(outcome.scores,), deal=1), names=("{n}", "Boris"))
    with using_language("ru"):
        nobody = show(view.deal_end_screen(table(points=(outcome.scores,), deal=1), observation(state, 1),
                                           dataclasses.replace(outcome, went_out=None)))  # fmt: skip
        named = show(view.deal_end_screen(braced, observation(state, 1), outcome))
    assert nobody.splitlines()[0] == "Сдача 1 окончена: колода кончилась, и никто её не закончил."
    assert named.splitlines()[0] == "Сдача 1 окончена: её заканчивает {n}."


def test_the_totals_line_says_points_after_a_name_that_may_end_in_a_number():
    # "Player 2 0" read as one number: the dash and the unit keep a name's number apart from its total.
    from cardtable.i18n import using_language
    from leopard.rules import Rules

    tab = dataclasses.replace(table(3, points=((3, 0, 8),)), names=("Anna", "Player 2", "Игрок 3"))
    obs = observation(GAME.deal(Rules(3), 3, GAME.deck(Rules(3))), 1)
    assert show(view.totals_line(tab, obs), 100) == "Totals: you – 3 points · Player 2 – 0 points · Игрок 3 – 8 points\n"
    with using_language("ru"):
        russian = show(view.totals_line(tab, obs), 100)
    assert russian == "Итого: вы – 3 очка · Player 2 – 0 очков · Игрок 3 – 8 очков\n"


def three_with_bots():
    """Seat 1 (Anna) against a strong computer player with a budget and a greedy one, first turn of a deal."""
    from dataclasses import replace

    from leopard.rules import Rules

    tab = replace(table(3), names=("Anna", "Player 2", "Player 3"), bots=(None, "strong:2000", "greedy"))
    state = GAME.deal(Rules(3), 3, GAME.deck(Rules(3)))
    return tab, observation(state, 1)


def test_square_titles_name_each_computer_player_with_its_level_without_its_budget():
    tab, obs = three_with_bots()
    row = show(view.squares_row(tab, obs, room=80), 80).splitlines()[0]
    assert row == "╭──────── 1 you ────────╮ ╭─ 2 Player 2 · strong ─╮ ╭─ 3 Player 3 · greedy ─╮"
    assert tab.level(1) is None and tab.level(2) == "strong" and tab.marker(3) == " · greedy"


def test_narrow_squares_widen_for_the_titles_and_drop_the_levels_before_cutting_a_name():
    tab, obs = three_with_bots()
    assert show(view.squares_row(tab, obs, room=73), 73).splitlines()[0] == (
        "╭─────── 1 you ───────╮ ╭──── 2 Player 2 ─────╮ ╭──── 3 Player 3 ─────╮"
    )
    lines = show(view.squares_row(tab, obs, room=60), 60).splitlines()
    assert lines[0] == "╭───── 1 you ─────╮ ╭── 2 Player 2 ───╮ ╭── 3 Player 3 ───╮"
    assert lines[2] == "│  A   2   3    · │ │  A   2   3    · │ │  A   2   3    · │"  # the grid stays in the middle
    assert lines[6] == "╰──── value 0 ────╯ ╰──── value 0 ────╯ ╰──── value 0 ────╯"


def test_a_partners_level_follows_their_name_and_goes_before_a_name_is_cut():
    from dataclasses import replace

    tab, obs = four_players(("Anna", "Boris", "Player 3", "Player 4"))
    tab = replace(tab, bots=(None, None, "strong", "expert"))
    assert show(view.squares_row(tab, obs, room=80), 80).splitlines()[0] == (
        "╭── 1 you & Player 3 · strong ──╮ ╭─ 2 Boris & Player 4 · expert ─╮"
    )
    assert show(view.squares_row(tab, obs, viewer=False, room=60), 60).splitlines()[0] == (
        "╭──── 1 Anna & Player 3 ────╮ ╭─── 2 Boris & Player 4 ────╮"
    )


def test_four_players_with_computer_partners_beside_the_log_widen_their_squares():
    from dataclasses import replace

    tab, obs = four_players(("Anna", "Boris", "Player 3", "Player 4"))
    tab = replace(tab, bots=(None, None, "strong", "expert"))
    lines = show(view.turn_screen(tab, obs, 24, 100), 100).splitlines()
    assert lines[1].rstrip() == "╭──── 1 you & Player 3 ─────╮ ╭─── 2 Boris & Player 4 ────╮ The deal begins."
    assert show(view.squares_row(tab, obs), 100).splitlines()[0] == "╭── 1 you & Player 3 ──╮ ╭─ 2 Boris & Player 4 ─╮"


def test_two_computer_partners_keep_their_names_where_their_levels_do_not_fit():
    """Anna and Clara against Boris and Dmitri, both greedy: at 100 columns, beside the log, the opponents'
    square names them (not "greedy & greedy"), and so does a square of the usual width, as on the hand-off; with
    default names each keeps its seat's number."""
    from dataclasses import replace

    tab, obs = four_players(("Anna", "Boris", "Clara", "Dmitri"))
    tab = replace(tab, bots=(None, "greedy", None, "greedy"))
    lines = show(view.turn_screen(tab, obs, 24, 100), 100).splitlines()
    assert lines[1].rstrip() == "╭────── 1 you & Clara ──────╮ ╭──── 2 Boris & Dmitri ─────╮ The deal begins."
    assert show(view.squares_row(tab, obs, viewer=False), 100).splitlines()[0] == (
        "╭─── 1 Anna & Clara ───╮ ╭── 2 Boris & Dmitri ──╮"
    )
    tab = replace(tab, names=("Anna", "Player 2", "Player 3", "Player 4"), bots=(None, "greedy", "greedy", "greedy"))
    lines = show(view.turn_screen(tab, obs, 24, 100), 100).splitlines()
    assert lines[1].rstrip() == "╭──── 1 you & Player 3 ─────╮ ╭── 2 Player 2 & Player 4 ──╮ The deal begins."


def test_before_the_seats_first_move_of_the_deal_the_log_runs_since_the_deal_began():
    boris = (Event(2, Discard(parse_card("8C"))),) * 2 + (Event(2, Discard(parse_card("AC"))),)

    def lines(log, room):
        shown = show(view.log_panel(table(), observation(example()._replace(log=log), 1), room), 60)
        return [line.rstrip() for line in shown.splitlines()]

    assert lines(boris, 3) == ["Since the deal began:", "… 2 earlier moves", "  Boris discarded A♣."]
    assert lines(boris, 2) == ["Since the deal began (… 2 earlier moves):", "  Boris discarded A♣."]
    assert lines(boris, 1) == ["Since the deal began: 3 moves."]
    mine = (Event(1, Discard(parse_card("2C"))),)
    assert lines(mine + boris, 3) == ["Since your last turn:", "… 2 earlier moves", "  Boris discarded A♣."]


def test_a_move_to_make_is_said_in_the_logs_words_card_first_in_both_languages():
    """A review's moves played and best (L5, L4.2, L4.1): what a Place covers is read from the observation's
    cell, and the square is named as the log names it."""
    from cardtable.i18n import using_language

    obs = observation(example(), 1)
    c = parse_card
    moves = [
        Place(c("KS"), 1, 5), Place(c("JD"), 2, 9), Place(c("JD"), 2, 2), Place(c("AC"), 2, 1),
        Place(c("7D"), 2, 7), Discard(c("8S")), GoOut(), Draw(),
    ]  # fmt: skip
    said = {language: [] for language in ("en", "ru")}
    for language, lines in said.items():
        with using_language(language):
            lines += [str(view.move_text(table(), obs, move)) for move in moves]
    assert said["en"] == [
        "K♠ over 5♥ on your own square",
        "J♦ face down over 10♣ on Boris's square",
        "J♦ face down on cell 2 of Boris's square",
        "A♣ on cell 1 of Boris's square, over a face-down J♣",
        "7♦ on cell 7 of Boris's square",
        "discard 8♠",
        "go out",
        "draw instead of going out",
    ]
    assert said["ru"] == [
        "К♠ поверх 5♥ (свой квадрат)",
        "В♦ рубашкой вверх поверх 10♣ (квадрат игрока Boris)",
        "В♦ рубашкой вверх — клетка 2, квадрат игрока Boris",
        "Т♣ — клетка 1, квадрат игрока Boris, поверх закрытой карты В♣",
        "7♦ — клетка 7, квадрат игрока Boris",
        "в сброс 8♠",
        "закончить сдачу",
        "взять карту вместо того, чтобы закончить сдачу",
    ]


def test_L6_1_with_partners_going_out_is_an_ask_and_the_answers_are_said_as_moves():
    from leopard.rules import Answer

    obs = observation(position(4, squares=(". . . / . . . / . . .",) * 2, hands=("2C",) * 4, turn=1), 1)
    assert [str(view.move_text(table(4), obs, move)) for move in (GoOut(), Answer(True), Answer(False))] == [
        "ask to go out", "agree to go out", "say no to going out",
    ]  # fmt: skip
