"""Semerka's screens, rendered at a fixed width and compared with exact text."""

import dataclasses
import io

from rich.console import Console
from semerka_helpers import play, start

from cardtable.cards import parse_card
from cardtable.match import MatchSettings, match_status
from cardtable.terminal.screens import TableView
from semerka import notation, view
from semerka.rules import GAME, Rules, observation, outcome

NAMES = ("Anna", "Boris", "Clara", "Dmitri")

# The worked trick of docs/semerka-rules.md: seat 4 deals, seat 1 leads 9♥; after round 1 seat 1 continues with
# 9♠; seat 2's 7♥ holds; seat 1 has no nine or seven left, so the trick ends and seat 2 takes 20 points.
HANDS = {1: "9H 9S KC QD", 2: "10C 7H AS 8D", 3: "JC 8C QS KD", 4: "9D 10D JH 8H"}
ROUND_1 = "9H 10C JC 9D"


def table(players=4, points=(), dealer=4, settings=MatchSettings(5), over=False):
    """The public table in the deal after ``points`` (game points per side of each completed deal), or with
    ``over``, at the end of the last deal of ``points``."""
    sides = 2 if players == 4 else players
    status = match_status(settings, sides, points, "play_on")
    return TableView(
        NAMES[:players], (None,) * players, tuple((seat - 1) % sides + 1 for seat in range(1, players + 1)),
        len(points) + (0 if over else 1), dealer, tuple(points), status, settings,
    )  # fmt: skip


def show(renderable, width=100):
    """The renderable as plain text, each line's trailing spaces removed."""
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(renderable)
    return "".join(line.rstrip() + "\n" for line in console.file.getvalue().splitlines())


def worked(moves=ROUND_1):
    return play(start(Rules(4), 4, HANDS), moves)


def test_S3_4_the_leader_after_a_full_round_is_offered_stop_or_the_cards_that_continue():
    assert show(view.turn_screen(table(), observation(worked(), 1))) == (
        "Semerka · deal 1 · stock 16 cards · dealer Dmitri · to 5 game points\n"
        "Anna (you) & Clara  0 points  0 tricks  match: 0 game points\n"
        "Boris & Dmitri      0 points  0 tricks  match: 0 game points\n"
        "                        ╭─ 3 Clara (partner) ──╮\n"
        "                        │          J♣          │\n"
        "                        ╰──────────── 3 cards ─╯\n"
        "╭─ 2 Boris ────────────╮           Trick 1            ╭─ 4 Dmitri ───────────╮\n"
        "│         10♣          │          led: nines          │          9♦          │\n"
        "╰──────────── 3 cards ─╯    You: stop or continue?    ╰──── 3 cards · holds ─╯\n"
        "                        ╭─ 1 Anna (you) ───────╮\n"
        "                        │          9♥          │\n"
        "                        ╰──────────── 3 cards ─╯\n"
        "Since your last turn:\n"
        "  Boris played 10♣.\n"
        "  Clara played J♣.\n"
        "  Dmitri played 9♦ (beats).\n"
        "╭─ Your hand, Anna ────────────────────────────────────────────────────────────────────────────────╮\n"
        "│ [1] 9♠  [2] Q♦  [3] K♣                                                                           │\n"
        "╰─ your turn: stop, or continue with 9♠ ───────────────────────────────────────────────────────────╯\n"
    )


def test_S3_3_a_continued_trick_shows_its_round_and_holder_by_the_seats():
    assert show(view.turn_screen(table(), observation(worked(ROUND_1 + " 9S"), 2))) == (
        "Semerka · deal 1 · stock 16 cards · dealer Dmitri · to 5 game points\n"
        "Anna & Clara          0 points  0 tricks  match: 0 game points\n"
        "Boris (you) & Dmitri  0 points  0 tricks  match: 0 game points\n"
        "                        ╭─ 4 Dmitri (partner) ─╮\n"
        "                        │          9♦          │\n"
        "                        ╰──────────── 3 cards ─╯\n"
        "╭─ 3 Clara ────────────╮      Trick 1 · round 2       ╭─ 1 Anna ─────────────╮\n"
        "│          J♣          │          led: nines          │        9♥ 9♠         │\n"
        "╰──────────── 3 cards ─╯        Anna holds it         ╰──── 2 cards · holds ─╯\n"
        "                        ╭─ 2 Boris (you) ──────╮\n"
        "                        │         10♣          │\n"
        "                        ╰──────────── 3 cards ─╯\n"
        "Since your last turn:\n"
        "  Clara played J♣.\n"
        "  Dmitri played 9♦ (beats).\n"
        "  Anna continued with 9♠ (round 2).\n"
        "╭─ Your hand, Boris ───────────────────────────────────────────────────────────────────────────────╮\n"
        "│ [1] 7♥  [2] 8♦  [3] A♠                                                                           │\n"
        "╰─ your turn: play any card (nines and sevens beat) ───────────────────────────────────────────────╯\n"
    )


def test_public_table_names_the_seats_and_shows_no_hand():
    text = show(view.public_table(table(), observation(worked(ROUND_1 + " 9S"), 2), viewer=False))
    assert text == (
        "Semerka · deal 1 · stock 16 cards · dealer Dmitri · to 5 game points\n"
        "Anna & Clara    0 points  0 tricks  match: 0 game points\n"
        "Boris & Dmitri  0 points  0 tricks  match: 0 game points\n"
        "                        ╭─ 4 Dmitri ───────────╮\n"
        "                        │          9♦          │\n"
        "                        ╰──────────── 3 cards ─╯\n"
        "╭─ 3 Clara ────────────╮      Trick 1 · round 2       ╭─ 1 Anna ─────────────╮\n"
        "│          J♣          │          led: nines          │        9♥ 9♠         │\n"
        "╰──────────── 3 cards ─╯        Anna holds it         ╰──── 2 cards · holds ─╯\n"
        "                        ╭─ 2 Boris ────────────╮\n"
        "                        │         10♣          │\n"
        "                        ╰──────────── 3 cards ─╯\n"
    )


def test_at_60_columns_a_box_with_its_row_to_itself_widens_for_took_it():
    obs = observation(worked(ROUND_1 + " 9S 7H 8C 10D"), 2)  # Boris took the trick: his box is at the bottom
    lines = [line.rstrip() for line in show(view.seats_table(table(), obs), 60).splitlines()]
    assert lines[-1] == "                    ╰─ 4 cards · took it ─╯"
    assert lines[-3] == "                    ╭─ Boris (you) ───────╮"


def test_S4_1_after_a_trick_the_table_shows_who_took_it_its_worth_and_the_draw():
    assert show(view.turn_screen(table(), observation(worked(ROUND_1 + " 9S 7H 8C 10D"), 1))) == (
        "Semerka · deal 1 · stock 8 cards · dealer Dmitri · to 5 game points\n"
        "Anna (you) & Clara   0 points  0 tricks  match: 0 game points\n"
        "Boris & Dmitri      20 points   1 trick  match: 0 game points\n"
        "                        ╭─ 3 Clara (partner) ──╮\n"
        "                        │        J♣ 8♣         │\n"
        "                        ╰──────────── 4 cards ─╯\n"
        "╭─ 2 Boris ────────────╮       Trick 1 taken by       ╭─ 4 Dmitri ───────────╮\n"
        "│        10♣ 7♥        │            Boris             │        9♦ 10♦        │\n"
        "╰── 4 cards · took it ─╯          20 points           ╰──────────── 4 cards ─╯\n"
        "                        ╭─ 1 Anna (you) ───────╮\n"
        "                        │        9♥ 9♠         │\n"
        "                        ╰──────────── 4 cards ─╯\n"
        "Since your last turn:\n"
        "  Boris played 7♥ (beats).\n"
        "  Clara played 8♣.\n"
        "  Dmitri played 10♦.\n"
        "  You could not continue. Boris took the trick: 20 points. Everyone drew 2 cards.\n"
        "╭─ Your hand, Anna ────────────────────────────────────────────────────────────────────────────────╮\n"
        "│ [1] 10♥  [2] Q♦  [3] K♣  [4] A♣                                                                  │\n"
        "╰──────────────────────────────────────────────────────────────────────────────────────────────────╯\n"
    )


def test_S1_3_three_players_sit_left_and_right_of_the_viewer():
    state = play(start(Rules(3), 3, {1: "9H KC QD JD", 2: "9C 7H AS 8D", 3: "9D 8H QS KD"}), "9H 7H")
    assert show(view.public_table(table(3, dealer=3), observation(state, 3))) == (
        "Semerka · deal 1 · stock 18 cards · dealer Clara · to 5 game points\n"
        "Anna         0 points  0 tricks  match: 0 game points\n"
        "Boris        0 points  0 tricks  match: 0 game points\n"
        "Clara (you)  0 points  0 tricks  match: 0 game points\n"
        "╭─ 1 Anna ─────────────╮           Trick 1            ╭─ 2 Boris ────────────╮\n"
        "│          9♥          │          led: nines          │          7♥          │\n"
        "╰──────────── 3 cards ─╯        Boris holds it        ╰──── 3 cards · holds ─╯\n"
        "                        ╭─ 3 Clara (you) ──────╮\n"
        "                        │          ·           │\n"
        "                        ╰──────────── 4 cards ─╯\n"
    )


def test_S4_2_two_players_face_each_other_and_the_trick_taken_stays_in_view():
    state = play(start(Rules(2), 2, {1: "9H KC QD JD", 2: "9C 7H AS 8D"}), "9H 9C")
    assert show(view.public_table(table(2, dealer=2), observation(state, 1))) == (
        "Semerka · deal 1 · stock 22 cards · dealer Boris · to 5 game points\n"
        "Anna (you)  0 points  0 tricks  match: 0 game points\n"
        "Boris       0 points   1 trick  match: 0 game points\n"
        "                        ╭─ 2 Boris ────────────╮\n"
        "                        │          9♣          │\n"
        "                        ╰── 4 cards · took it ─╯\n"
        "                               Trick 1 taken by\n"
        "                                    Boris\n"
        "                                   0 points\n"
        "                        ╭─ 1 Anna (you) ───────╮\n"
        "                        │          9♥          │\n"
        "                        ╰──────────── 4 cards ─╯\n"
    )


def test_S3_4_a_chosen_stop_is_told_in_the_log_and_by_last():
    obs = observation(worked(ROUND_1 + " stop"), 2)
    assert [str(line) for line in view.event_lines(table(), obs)] == [
        "Anna led 9♥.",
        "You played 10♣.",
        "Clara played J♣.",
        "Dmitri played 9♦ (beats).",
        "Anna stopped.",
        "Dmitri took the trick: 10 points. Everyone drew 1 card.",
    ]
    assert view.events_since_last_turn(obs) == obs.log[2:]
    assert str(view.trick_line(table(), obs, obs.tricks[0], 1)) == (
        "Trick 1, led by Anna: 9♥ Anna, 10♣ you, J♣ Clara, 9♦ Dmitri — Dmitri took it, 10 points."
    )


def test_S6_the_log_says_you_burned_the_deal_in_lower_case_after_its_colon():
    from test_screen_sizes_semerka import burned_deal

    assert str(view.event_lines(table(), observation(burned_deal(), 4))[-1]) == (
        "The deal burns: you played the fourth nine in a row."
    )


def test_trick_line_separates_rounds():
    obs = observation(worked(ROUND_1 + " 9S 7H 8C 10D"), 3)
    assert str(view.trick_line(table(), obs, obs.tricks[0], 1)) == (
        "Trick 1, led by Anna: 9♥ Anna, 10♣ Boris, J♣ you, 9♦ Dmitri / 9♠ Anna, 7♥ Boris, 8♣ you, 10♦ Dmitri"
        " — Boris took it, 20 points."
    )


def test_log_keeps_to_its_lines_and_counts_the_rest():
    obs = observation(worked(ROUND_1 + " stop"), 2)
    assert show(view.log_panel(table(), obs, 3)) == (
        "Since your last turn:\n"
        "  … 3 earlier lines\n"
        "  Dmitri took the trick: 10 points. Everyone drew 1 card.\n"
    )
    assert show(view.log_panel(table(), observation(worked(""), 1), 3)) == "The deal begins.\n"


def test_log_with_room_for_one_sentence_shows_the_latest_and_counts_the_rest_on_its_heading():
    obs = observation(worked(ROUND_1 + " stop"), 2)
    assert show(view.log_panel(table(), obs, 2)) == (
        "Since your last turn (… 3 earlier lines):\n"
        "  Dmitri took the trick: 10 points. Everyone drew 1 card.\n"
    )


def test_before_the_seats_first_card_the_log_runs_since_the_deal_began():
    """No last turn to speak of at a new deal (of a new match too): the log says since when it runs."""
    obs = observation(worked("9H 10C"), 3)  # Clara has not played yet
    assert show(view.log_panel(table(), obs, 4)) == (
        "Since the deal began:\n"
        "  Anna led 9♥.\n"
        "  Boris played 10♣.\n"
    )
    assert show(view.log_panel(table(), obs, 2)) == (
        "Since the deal began (… 1 earlier line):\n"
        "  Boris played 10♣.\n"
    )
    assert show(view.log_panel(table(), observation(worked(ROUND_1), 3), 3)).startswith("Since your last turn:\n")


def test_S1_1_hand_is_sorted_by_rank_ace_high_and_numbered():
    state = start(Rules(2), 2, {1: "AS 7H 10C 9D", 2: "9C 7C AH 8D"})
    obs = observation(state, 1)
    assert view.sorted_hand(obs) == tuple(parse_card(card) for card in ("7H", "9D", "10C", "AS"))
    assert show(view.hand_panel(table(2), obs), width=50) == (
        "╭─ Your hand, Anna ──────────────────────────────╮\n"
        "│ [1] 7♥  [2] 9♦  [3] 10♣  [4] A♠                │\n"
        "╰─ your turn: lead any card ─────────────────────╯\n"
    )


def test_S6_2_a_burn_is_announced_loudly_at_the_end_of_the_deal():
    hands = {1: "9H KC QD JD", 2: "9C 7H AS 8D", 3: "9D 8C QS KD", 4: "9S 10D JH 8H"}
    state = play(start(Rules(4, burning=True), 4, hands), "9H 9C 9D 9S")
    result = outcome(state)
    assert show(view.deal_end_screen(table(points=((0, 3),), over=True), observation(state, 1), result)) == (
        "╭─ THE DEAL BURNS! ────────────────────────────────────────────────────────────────────────────────╮\n"
        "│ Dmitri played the fourth nine in a row: the deal goes to Boris & Dmitri, 3 game points.          │\n"
        "╰──────────────────────────────────────────────────────────────────────────────────────────────────╯\n"
        "Deal 1 is over.\n"
        "                        ╭─ 3 Clara ────────────╮\n"
        "                        │          9♦          │\n"
        "                        ╰──────────── 3 cards ─╯\n"
        "╭─ 2 Boris ────────────╮           Trick 1            ╭─ 4 Dmitri ───────────╮\n"
        "│          9♣          │          led: nines          │          9♠          │\n"
        "╰──────────── 3 cards ─╯       burned by Dmitri       ╰──── 3 cards · holds ─╯\n"
        "                        ╭─ 1 Anna ─────────────╮\n"
        "                        │          9♥          │\n"
        "                        ╰──────────── 3 cards ─╯\n"
        "Side             Points   Tricks   Game points   Match\n"
        "──────────────────────────────────────────────────────\n"
        "Anna & Clara          0        0             0       0\n"
        "Boris & Dmitri        0        0             3       3\n"
        "The deal goes to Boris & Dmitri: 3 game points.\n"
        "Next dealer: Anna.\n"
    )


def whole_two_player_deal():
    """A two-player deal played to the end, each move the first legal one."""
    state = start(Rules(2), 2, {1: "9H KC QD JD", 2: "9C 7H AS 8D"})
    while GAME.legal_moves(state):
        state = GAME.apply(state, GAME.legal_moves(state)[0])
    return state


def test_S5_deal_end_shows_points_tricks_stake_and_next_dealer():
    state = whole_two_player_deal()
    result = outcome(state)
    assert (result.points, result.tricks, result.winner, result.value) == ((70, 20), (10, 4), 1, 1)
    end = view.deal_end_screen(table(2, dealer=2, points=((1, 0),), over=True), observation(state, 1), result)
    assert show(end) == (
        "Deal 1 is over.\n"
        "                        ╭─ 2 Boris ────────────╮\n"
        "                        │          K♠          │\n"
        "                        ╰──────────── 0 cards ─╯\n"
        "                              Trick 14 taken by\n"
        "                                     Anna\n"
        "                          10 points, the last trick\n"
        "                        ╭─ 1 Anna ─────────────╮\n"
        "                        │          Q♠          │\n"
        "                        ╰── 0 cards · took it ─╯\n"
        "Side    Points   Tricks   Game points   Match\n"
        "─────────────────────────────────────────────\n"
        "Anna        70       10             1       1\n"
        "Boris       20        4             0       0\n"
        "The deal goes to Anna: 1 game point.\n"
        "Anna won 70 of the 90 card points: 50 or more wins the deal (S5.2).\n"
        "1 game point a deal; 2 for all 90 points, 3 if the others take no trick (S5.4).\n"
        "Next dealer: Boris.\n"
    )


def test_S5_4_the_stake_says_why():
    from semerka.rules import Outcome

    state = whole_two_player_deal()
    obs = observation(state, 1)
    cases = [
        (Outcome((90, 0), (10, 4), 1, 2, False, "all_points", 1),
         "2 game points.\nAnna won all 90 card points, though the others took a trick: 2 game points (S5.4)."),
        (Outcome((90, 0), (14, 0), 1, 3, False, "all_tricks", 1),
         "3 game points.\nThe others took no trick: 3 game points (S5.4)."),
    ]  # fmt: skip
    for result, words in cases:
        text = show(view.deal_end_screen(table(2, dealer=2, points=((result.value, 0),), over=True), obs, result))
        assert f"The deal goes to Anna: {words}\n" in text
    single = dataclasses.replace(obs, rules=Rules(2, stakes="single"))
    result = Outcome((60, 30), (3, 1), 1, 1, False, "win", 1)
    text = show(view.deal_end_screen(table(2, dealer=2, points=((1, 0),), over=True), single, result))
    assert ("The deal goes to Anna: 1 game point.\n"
            "Anna won 60 of the 90 card points: 50 or more wins the deal (S5.2).\n"
            "With these rules every deal won is worth 1 game point (S5.4).\n") in text  # fmt: skip
    # The match is over: no next dealer.
    won = Outcome((90, 0), (14, 0), 1, 3, False, "all_tricks", 1)
    text = show(view.deal_end_screen(table(2, dealer=2, points=((3, 0), (3, 0)), over=True), obs, won))
    assert text.endswith("The deal goes to Anna: 3 game points.\nThe others took no trick: 3 game points (S5.4).\n"
                         "The match is over.\n")


def test_S5_3_a_drawn_three_player_deal_says_nobody_wins():
    from semerka.rules import Outcome

    state = play(start(Rules(3), 3, {1: "9H KC QD JD", 2: "9C 7H AS 8D", 3: "9D 8H QS KD"}), "")
    drawn = Outcome((30, 30, 30), (3, 3, 4), None, 0, False, "draw", 3)
    text = show(view.deal_end_screen(table(3, dealer=3, points=((0, 0, 0),), over=True), observation(state, 1), drawn))
    assert text.endswith(
        "Nobody wins the deal: equal top points, and none of them took the last trick.\nNext dealer: Anna.\n"
    )


def test_colours_show_sides_and_the_card_that_holds():
    console = Console(file=io.StringIO(), width=100, color_system="standard", force_terminal=True)
    console.print(view.seats_table(table(), observation(worked(ROUND_1 + " 9S"), 2)))
    out = console.file.getvalue()
    assert "\x1b[1;7m9♠" in out  # the holding card: bold, reversed
    assert "\x1b[1;31m9♥" in out and "\x1b[1;31;7m9♥" not in out  # 9♥ no longer holds
    assert "\x1b[1;36m╭─" in out and "\x1b[35m╭─" in out  # side 1 cyan (holding: bold), side 2 magenta
    assert notation.card_text(parse_card("9h")).style == "bold red"
    assert notation.card_text(parse_card("9s")).style == "bold"


def test_S4_3_the_header_says_when_the_stock_is_empty():
    from dataclasses import replace

    obs = observation(worked(), 1)
    assert str(view.header(table(), obs)).startswith("Semerka · deal 1 · stock 16 cards ·")
    assert str(view.header(table(), replace(obs, stock_size=1))).startswith("Semerka · deal 1 · stock 1 card ·")
    assert str(view.header(table(), replace(obs, stock_size=0))).startswith("Semerka · deal 1 · stock empty ·")


def test_long_names_are_whole_where_there_is_room_and_cut_rather_than_wrapped_where_there_is_not():
    from dataclasses import replace

    names = ("Alexandra-Maria", "Bartholomew", "Constantine-Leopold", "Dmitri")
    long = replace(table(), names=names)
    lines = show(view.public_table(long, observation(worked(), 3)), width=80).splitlines()
    assert lines[0] == "Semerka · deal 1 · stock 16 cards · dealer Dmitri · to 5 game points"
    assert len(lines) == 3 + 9
    assert max(len(line) for line in lines) <= 80
    assert lines[1] == "Alexandra-Maria & Constantine-Leopold (you)  0 points  0 tricks  match: 0"
    assert lines[-3] == "                        ╭─ 3 Constantine-Leopold (you) ─╮"  # the bottom box widens
    dealer = replace(long, dealer=1)
    narrow = show(view.public_table(dealer, observation(worked(), 3)), width=60).splitlines()
    assert narrow[:3] == [  # no game name nor dealer, then the match's points without words, then names cut
        "deal 1 · stock 16 cards · to 5 game points",
        "Alexandra-M… & Constantine… (you) 0 points 0 tricks match: 0",
        "Bartholomew & Dmitri              0 points 0 tricks match: 0",
    ]
    assert narrow[3] == "                    ╭─ Alexandra-Maria (partner) ─╮"
    assert narrow[6] == "╭─ Dmitri ─────────╮      Trick 1       ╭─ Bartholomew ────╮"


def test_S7_1_a_level_series_says_one_more_deal_decides():
    state = whole_two_player_deal()
    result = outcome(state)  # Anna's side wins 1 game point; Boris won the first deal
    level = table(2, dealer=2, points=((0, 1), (1, 0)), settings=MatchSettings(None, 2), over=True)
    assert not level.status.finished
    assert show(view.deal_end_screen(level, observation(state, 1), result), 80).endswith(
        "The deal goes to Anna: 1 game point.\n"
        "Anna won 70 of the 90 card points: 50 or more wins the deal (S5.2).\n"
        "1 game point a deal; 2 for all 90 points, 3 if the others take no trick (S5.4).\n"
        "Level after 2 deals: one more deal decides.\n"
        "Next dealer: Boris.\n"
    )
    ahead = table(2, dealer=2, points=((0, 0), (1, 0)), settings=MatchSettings(None, 2), over=True)
    assert "one more deal" not in show(view.deal_end_screen(ahead, observation(state, 1), result), 80)


def test_S7_1_the_header_marks_a_deal_after_the_series():
    obs = observation(worked(), 1)
    extra = table(points=((1, 0), (0, 1)), settings=MatchSettings(None, 2))
    assert show(view.header(extra, obs), 80) == "Semerka · deal 3 (extra) · stock 16 cards · dealer Dmitri · 2 deals\n"
    second = table(points=((1, 0),), settings=MatchSettings(None, 2))
    assert show(view.header(second, obs), 80) == "Semerka · deal 2 · stock 16 cards · dealer Dmitri · 2 deals\n"


def test_a_long_name_is_whole_in_a_box_with_its_row_to_itself_and_cut_before_you_or_partner_beside_the_middle():
    from dataclasses import replace

    long = replace(table(), names=("Konstantin", "Svyatoslav", "Alexandra", "Maximilian"))
    lines = show(view.seats_table(long, observation(worked(), 1)), 80).splitlines()
    assert lines[0] == "                        ╭─ 3 Alexandra (partner) ─╮"
    assert lines[3] == "╭─ 2 Svyatoslav ───────╮           Trick 1            ╭─ 4 Maximilian ───────╮"
    assert lines[6] == "                        ╭─ 1 Konstantin (you) ─╮"
    beside = replace(long, names=("Anna", "Konstantin-Maximilian", "Clara", "Dmitri"))
    lines = show(view.seats_table(beside, observation(worked(), 1)), 80).splitlines()
    assert lines[3] == "╭─ 2 Konstantin-Maxi… ─╮           Trick 1            ╭─ 4 Dmitri ───────────╮"


def test_the_header_of_a_one_deal_match_says_one_deal_match_not_1_deal():
    from cardtable.i18n import using_language

    obs = observation(worked(), 1)

    def goal(deals, target=None):
        return show(view.header(table(settings=MatchSettings(target, deals)), obs), 100).rpartition(" · ")[2].strip()

    assert show(view.header(table(settings=MatchSettings(None, 1)), obs), 100) == (
        "Semerka · deal 1 · stock 16 cards · dealer Dmitri · one-deal match\n"
    )
    assert goal(1, 5) == "to 5 game points or 1 deal"
    with using_language("ru"):
        assert [goal(n) for n in (1, 2, 5, 21)] == ["партия из одной сдачи", "2 сдачи", "5 сдач", "21 сдача"]


def test_an_endless_match_says_so_in_the_header():
    state = GAME.deal(Rules(4), 4, GAME.deck(Rules(4)))
    header = show(view.header(table(settings=MatchSettings(None, None)), observation(state, 1))).strip()
    assert header == "Semerka · deal 1 · stock 16 cards · dealer Dmitri · with no limit"


def test_seat_boxes_name_each_computer_player_with_its_level_and_drop_the_number_then_the_level():
    from dataclasses import replace

    bots = replace(table(), names=("Anna", "Player 2", "Player 3", "Player 4"), bots=(None, "strong:0.5s", "greedy", "expert"))
    lines = show(view.seats_table(bots, observation(worked(), 1)), 80).splitlines()
    assert lines[0] == "                        ╭─ 3 Player 3 · greedy (partner) ─╮"
    # beside the middle a name whole rather than the seat's number, where that is the choice
    assert lines[3] == "╭─ Player 2 · strong ──╮           Trick 1            ╭─ Player 4 · expert ──╮"
    assert lines[6] == "                        ╭─ 1 Anna (you) ───────╮"
    narrow = show(view.seats_table(bots, observation(worked(), 1)), 60).splitlines()
    assert narrow[0] == "                    ╭─ Player 3 · greedy (partner) ─╮"
    assert narrow[3] == "╭─ Player 2 ───────╮      Trick 1       ╭─ Player 4 ───────╮"


def test_a_seat_box_too_narrow_for_name_and_level_drops_the_level_before_it_cuts_the_name():
    """As a square's title in Leopard: the name tells the seats apart, a level does not."""
    from dataclasses import replace

    long = replace(table(), names=("Anna", "Konstantin", "Svyatoslav", "Konstantin-Maximilian"),
                   bots=(None, "greedy", "strong", "greedy"))  # fmt: skip
    lines = show(view.seats_table(long, observation(worked(), 1)), 80).splitlines()
    assert lines[0] == "                        ╭─ 3 Svyatoslav · strong (partner) ─╮"
    assert lines[3] == "╭─ 2 Konstantin ───────╮           Trick 1            ╭─ 4 Konstantin-Maxi… ─╮"
    narrow = show(view.seats_table(long, observation(worked(), 1)), 60).splitlines()
    assert narrow[0] == "                    ╭─ Svyatoslav · strong (partner) ─╮"
    assert narrow[3] == "╭─ Konstantin ─────╮      Trick 1       ╭─ Konstantin-Ma… ─╮"


def test_in_a_narrow_window_a_sides_longest_name_is_cut_first():
    long_names = dataclasses.replace(table(), names=("Konstantin-Maximilian", "Boris", "Player 3", "Dmitri"))
    assert show(view.side_lines(long_names, observation(worked(), 1)), 50) == (
        "Konsta… (you) & Play… 3 0 points 0 tricks match: 0\n"
        "Boris & Dmitri          0 points 0 tricks match: 0\n"
    )


def test_S3_a_move_to_make_is_said_in_the_logs_words_in_both_languages():
    """A review's moves played and best: the lead, a card that beats (S3.3), the leader's continuation in round 2
    and the stop (S3.4), from the observation of the seat to move."""
    from cardtable.i18n import using_language

    from semerka.rules import Play, Stop

    c = parse_card
    cases = [
        (observation(worked(""), 1), Play(c("KC"))),
        (observation(worked("9H"), 2), Play(c("7H"))),
        (observation(worked("9H"), 2), Play(c("AS"))),
        (observation(worked(), 1), Play(c("9S"))),
        (observation(worked(), 1), Stop()),
    ]
    said = {language: [] for language in ("en", "ru")}
    for language, lines in said.items():
        with using_language(language):
            lines += [str(view.move_text(obs, move)) for obs, move in cases]
    assert said["en"] == ["lead K♣", "play 7♥ (beats)", "play A♠", "continue with 9♠ (round 2)", "stop the trick"]
    assert said["ru"] == ["пойти с К♣", "сыграть 7♥ (бьёт)", "сыграть Т♠", "продолжить взятку: 9♠ (круг 2)", "остановить взятку"]
