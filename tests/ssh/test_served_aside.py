"""Over ``serve``, the commands that move nothing work when it is not the player's turn: between their turns and in
the pause at the end of a deal, answered on their own screen alone (a page of its own, or a line under the
table), while a move typed then is still not kept."""

from __future__ import annotations

import importlib.util
import random
import threading
from pathlib import Path

import pytest

pytest.importorskip("asyncssh")

from rich.console import Console

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo, record_from_json, replay
from cardtable.session import Session
from cardtable.ssh.lobby import Lobby
from cardtable.ssh import seats as served_seats
from cardtable.ssh.match import ServedMatch
from cardtable.ssh.seats import Spectators
from fake_connection import Sent
from test_served_match import DEADLINE, serve, type_at, wait_for

import semerka.bots  # noqa: F401  (registers the strong level that review judges with)
from semerka.play import SemerkaScreens
from leopard.play import LeopardScreens
from leopard.rules import GAME as LEOPARD
from semerka.rules import GAME as SEMERKA

CLEAR = "\x1b[2J\x1b[H"

RESULT_IN_ENGLISH = (
    "Boris won the match.\n"
    "Score                   \n"
    "┏━━━━━━━┳━━━━━━┳━━━━━━━┓\n"
    "┃  Deal ┃ Anna ┃ Boris ┃\n"
    "┡━━━━━━━╇━━━━━━╇━━━━━━━┩\n"
    "│     1 │    0 │     1 │\n"
    "│ Total │    0 │     1 │\n"
    "└───────┴──────┴───────┘\n"
    "Seed: 7\n"
)
"""What follows the end of the one-deal Leopard match of seed 7 between Anna and Boris on an English screen."""


def analysed_deal():
    """The module of tests/analysis/test_analyze_semerka.py: its deal (``record``) and ``MISTAKE_MOVES``, whose
    losses are known by construction."""
    spec = importlib.util.spec_from_file_location(
        "analysed_deal", Path(__file__).parent.parent / "analysis" / "test_analyze_semerka.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def one_deal_before_its_last_card(tmp_path):
    """A Semerka match of one deal (:func:`analysed_deal`'s), saved in ``tmp_path``, restored just before its last
    move: Anna's last card, 7♥, ends the deal and the match."""
    deal = analysed_deal()
    data = deal.record(deal.MISTAKE_MOVES[:-1])
    data["match"]["deals"] = 1
    match = replay(record_from_json(data, SEMERKA, tmp_path / "m.json"), SEMERKA, tmp_path / "m.json")
    return Session.restore(SEMERKA, match)


def typed_at(terminal, sent, line, until="\n"):
    """What ``line`` typed at ``terminal`` sends to the connection ``sent``, until it ends with ``until``: the
    table sent again (in one piece, a line under it maybe), or a page's prompt (``"back "``)."""
    sent.text = ""
    assert terminal.typed(line + "\n") is None
    wait_for(lambda: sent.text.endswith(until))
    return sent.text


def test_between_turns_score_and_discards_are_answered_on_the_players_screen_alone(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1), ("Boris", 2)))
    wait_for(lambda: session.to_move == 2 and lobby.terminals[2].asking)  # Boris's turn: Anna waits
    wait_for(lambda: channels[2].text.endswith("Boris> "))  # asking comes a moment before the prompt is sent
    anna, boris = Sent(), Sent()
    lobby.terminals[1].attach(anna.connection(), 100, 30)
    lobby.terminals[2].attach(boris.connection(), 100, 30)
    entered, table, boris_screen = anna.text[:8], anna.text[8:], boris.text
    assert entered == "\x1b[?1049h" and table.startswith(CLEAR) and table.endswith("Waiting for Boris…\n")
    assert typed_at(lobby.terminals[1], anna, "score", until="back ") == (
        f"{CLEAR}Score                   \n"
        "┏━━━━━━━┳━━━━━━┳━━━━━━━┓\n"
        "┃  Deal ┃ Anna ┃ Boris ┃\n"
        "┡━━━━━━━╇━━━━━━╇━━━━━━━┩\n"
        "│ Total │    0 │     0 │\n"
        "└───────┴──────┴───────┘\n"
        "Press Enter to go back "
    )
    assert typed_at(lobby.terminals[1], anna, "") == table  # back at the table, as it is now
    assert typed_at(lobby.terminals[1], anna, "discards") == table + "The discard pile is empty.\n"
    assert typed_at(lobby.terminals[1], anna, "review") == (
        table + "Type review at the end of a deal to see your play in it judged by the strong computer player.\n"
    )  # not during a deal: it would judge moves made with cards the others still hide
    for move in ("7h", "hint", "moves"):  # moves, and what is about her own turn, wait for it
        assert typed_at(lobby.terminals[1], anna, move) == table + "It is not your turn: that line was not kept.\n"
    assert boris.text == boris_screen  # nothing of it reached Boris, who is still asked for his move
    assert lobby.terminals[2].asking and len(session.record.deals[-1].moves) == 0


def test_in_the_pause_at_a_deals_end_review_last_and_a_bad_seat_are_answered(tmp_path):
    """Anna's last card, 7♥, ends the deal of test_analyze_semerka: in the pause that follows, which says review is
    offered, last and review work as in play, on Anna's screen alone; the spectators' screen keeps the deal's
    end."""
    deal = analysed_deal()
    data = deal.record(deal.MISTAKE_MOVES[:-1])  # Anna over serve, Boris a computer player
    match = replay(record_from_json(data, SEMERKA, tmp_path / "m.json"), SEMERKA, tmp_path / "m.json")
    session = Session.restore(SEMERKA, match)
    lobby = Lobby(list(session.seats), rate=10_000)
    spectators = Spectators()
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    served = ServedMatch(session, SemerkaScreens.for_console, lobby, spectators, host, None, "", 120)
    anna, watcher = Sent(), Sent()
    terminal = lobby.join("Anna", 80, 24, False).terminal
    terminal.attach(anna.connection(), 80, 24)
    spectators.join("Gleb", 80, 24, False, None).attach(watcher.connection(), 80, 24)
    served.start()
    type_at(lobby, 1, "7H")
    wait_for(lambda: anna.text.endswith("strong computer player.\n") and "Next dealer: Anna." in watcher.text)
    end = CLEAR + anna.text.split(CLEAR)[-1]
    assert end.startswith(f"{CLEAR}Deal 1 is over.\n") and end.endswith(
        "Next dealer: Anna.\n"
        "The next deal follows in a moment; type review to see your play in this one \n"
        "judged by the strong computer player.\n"
    )  # the players are told; the spectators, who have no play to review, are not:
    assert watcher.text.endswith("Next dealer: Anna.\n")
    watched = watcher.text
    assert typed_at(terminal, anna, "last") == (
        end + "Trick 12, led by Boris: A♠ Boris, 7♥ you — you took it, 10 points.\n"
    )
    assert typed_at(terminal, anna, "review 2") == end + "Only your own play can be reviewed here: type review alone.\n"
    page = typed_at(terminal, anna, "review", until="back ").split(CLEAR)[-1]  # after "Reviewing the deal…"
    assert [line.rstrip() for line in page.splitlines()[:15]] == [
        "Each decision is judged by the strong computer player's search, 290 playouts,",
        "from what the player could see. Loss: how many points the move played is",
        "expected to cost against the best move (0 for the best). A mistake loses 0.50",
        "points or more.",
        "Biggest mistakes",
        "Deal 1, move 33: Anna (seat 1), loss 2.20",
        "  Played  10S  play 10♠",
        "  Best    7H   play 7♥ (beats)",
        "Deal 1, move 27: Anna (seat 1), loss 1.69",
        "  Played  10C  play 10♣",
        "  Best    AH   play A♥",
        "Deal 1, move 2: Anna (seat 1), loss 0.61",
        "  Played  9C   play 9♣",
        "  Best    JC   play J♣ (beats)",
        "Deal 1, move 33: Anna (seat 1), loss 2.20 " + "─" * 38,
    ]
    assert page.endswith("Enter: more, q: back ")
    assert typed_at(terminal, anna, "q", until="player.\n") == end  # q goes back to the deal's end (and leaves no seat)
    assert terminal.connected and watcher.text == watched
    assert session.deal_number == 1  # still the pause: the next deal waits for it, not for Anna


def test_the_last_deals_end_is_held_for_the_pause_with_review_and_the_result_ends_a_review_page_left_open(
    tmp_path, monkeypatch
):
    """A match of one deal: Anna's last card, 7♥, ends it. Its end stays for the deal pause, saying the result
    follows; review works there; when the pause is over and the result has waited for her the longest it waits
    (REVIEW_WAIT), the match's screen (which the review page held back) comes back whole, is left, and the result
    follows it, to stay in Anna's terminal after the connection closes."""
    monkeypatch.setattr(served_seats, "REVIEW_WAIT", 0.5)
    session = one_deal_before_its_last_card(tmp_path)
    lobby = Lobby(list(session.seats), rate=10_000)
    spectators = Spectators()
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    paused, pause_over = [], threading.Event()

    def pause(seconds):
        paused.append(seconds)
        pause_over.wait()  # however long the review takes: the test sets it

    served = ServedMatch(session, SemerkaScreens.for_console, lobby, spectators, host, None, "", 20, sleep=pause)
    anna = Sent()
    terminal = lobby.join("Anna", 80, 24, False).terminal
    terminal.attach(anna.connection(), 80, 24)
    served.start()
    type_at(lobby, 1, "7H")
    wait_for(lambda: anna.text.endswith("strong computer player.\n"))
    end = CLEAR + anna.text.split(CLEAR)[-1]
    assert end.startswith(f"{CLEAR}Deal 1 is over.\n") and end.endswith(
        "The result of the match follows in a moment; type review to see your play in \n"
        "this deal judged by the strong computer player.\n"
    )
    wait_for(lambda: paused == [20])  # the listeners hear of the deal's end after the seats
    assert not served.done.is_set()
    page = typed_at(terminal, anna, "review", until="back ").split(CLEAR)[-1]
    assert page.startswith("Each decision is judged by the strong computer player's search, 290 playouts, \n")
    anna.text = ""
    pause_over.set()
    assert served.done.wait(DEADLINE) and served.status == 0
    assert anna.text == (
        end + "\x1b[?1049l\n" + RESULT_IN_ENGLISH
    )
    assert anna.closed == ["The match is over. Thank you for playing."]


def served_at_60_by_20(tmp_path):
    """Anna and Dmitri over serve, Boris a greedy computer player, Leopard (seed 7, two deals), in windows of 60×20:
    the session, the lobby, what Anna's terminal was sent, and the event that ends the pause at a deal's end (held
    until it is set)."""
    seats = (SeatInfo("Anna"), SeatInfo("Boris", "greedy"), SeatInfo("Dmitri"))
    session = Session.new(LEOPARD, LEOPARD.make_rules(3, {}), MatchSettings(None, 2, 1), seats, 7, tmp_path / "m.json")
    lobby = Lobby(list(seats), free_names={"Anna", "Dmitri"}, rate=10_000)
    spectators = Spectators()
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    pause_over = threading.Event()
    served = ServedMatch(
        session, LeopardScreens, lobby, spectators, host, None, "", 20, sleep=lambda seconds: pause_over.wait()
    )
    anna = Sent()
    for name in ("Anna", "Dmitri"):
        terminal = lobby.join(name, 60, 20, False).terminal
        terminal.attach((anna if name == "Anna" else Sent()).connection(), 60, 20)
    served.start()
    return session, lobby, anna, pause_over


def play_at_random(session, lobby, rng, moves=None, done=lambda: False):
    """Anna's and Dmitri's moves in the served match of :func:`served_at_60_by_20`, drawn at random by ``rng``:
    ``moves`` of them (all: None), or until ``done()``."""
    made = 0
    while moves is None or made < moves:
        wait_for(lambda: done() or (session.to_move in (1, 3) and lobby.terminals[session.to_move].asking))
        if done():
            return
        seat, count = session.to_move, len(session.record.deals[-1].moves)
        type_at(lobby, seat, LEOPARD.format_move(rng.choice(session.legal_moves()), session.observation(seat)))
        wait_for(lambda: done() or len(session.record.deals[-1].moves) > count)
        made += 1


def served_deal_end_at_60_by_20(tmp_path):
    """The match of :func:`served_at_60_by_20`, its first deal played to its end with moves drawn at random: Anna's
    terminal, what it was sent, and the deal's end as it is on her screen in the pause (held until the test
    ends)."""
    session, lobby, anna, pause_over = served_at_60_by_20(tmp_path)
    play_at_random(session, lobby, random.Random(3), done=lambda: anna.text.endswith("strong computer player.\n"))
    return lobby.terminals[1], anna, CLEAR + anna.text.split(CLEAR)[-1], pause_over


def test_a_served_deal_end_keeps_its_top_under_the_pause_note_and_an_answer_of_two_lines(tmp_path):
    """At 60×20 the end of a deal is laid out for the note under it (two lines) and an answer of up to two lines
    (the cursor then on a line of its own): a word refused in the pause (hint) or answered in two lines (cell)
    scrolls nothing off the top. Short of lines, the table of scores loses its column of scoring lines and the
    line on how the scores were worked out (the squares show the lines' points)."""
    terminal, anna, end, pause_over = served_deal_end_at_60_by_20(tmp_path)
    try:
        assert end.removeprefix(CLEAR).split("\n") == [
            "Deal 1 is over: Boris went out.",
            "╭──── 1 Anna ─────╮ ╭──── 2 Boris ────╮ ╭─── 3 Dmitri ────╮",
            "│              ↙· │ │              ↙2 │ │              ↙· │",
            "│ A♣  J↓  K♥    · │ │ A♥  2♦  3♦    1 │ │  A  2♣   3    · │",
            "│ K♦   5   6    · │ │  4  10♦ 6♣    · │ │  4   5  6♥    · │",
            "│ 7♥  8♥  K♦    1 │ │ 7♦  8♦  9♥    1 │ │  7  8♥  9♦    · │",
            "│  ·   ·   ·   ↘· │ │  ·   2   ·   ↘1 │ │  ·   ·   ·   ↘· │",
            "╰──── value 1 ────╯ ╰──── value 7 ────╯ ╰──── value 0 ────╯",
            "Square   Value   Score   Total",
            "──────────────────────────────",
            "Anna         1       1       1",
            "Boris        7       8       8",
            "Dmitri       0       0       0",
            "The next deal follows in a moment; type review to see your ",
            "play in this one judged by the strong computer player.",
            "",
        ]  # the cursor on a line of its own: what Anna types begins there
        refused = typed_at(terminal, anna, "hint")
        assert refused == end + "It is not your turn: that line was not kept.\n"
        answered = typed_at(terminal, anna, "cell")
        assert answered == (
            end + "Type cell SQUARE:CELL, e.g. cell 2:5 (or cell 5 for your own\nsquare).\n"
        )
        assert len(answered.split("\n")) == 18  # the last one the cursor's: 2 to spare in the window's 20
    finally:
        pause_over.set()


def test_served_screens_between_turns_and_at_a_prompt_keep_their_top_under_an_answer_of_two_lines(tmp_path):
    """At 60×20 the screen between Anna's turns keeps room under its line on whose turn it is for an answer of two
    lines (a word refused there, e.g. review during a deal) and the cursor's line; her turn screen keeps room above
    its prompt for two lines (an answer that comes as her turn does, the screen held back meanwhile): nothing
    scrolls the header off the top. Short of lines, the log since her last turn gives them up."""
    session, lobby, anna, pause_over = served_at_60_by_20(tmp_path)
    terminal = lobby.terminals[1]
    try:
        play_at_random(session, lobby, random.Random(3), moves=4)
        wait_for(lambda: session.to_move == 3 and anna.text.endswith("Waiting for Dmitri…\n"))
        waiting = CLEAR + anna.text.split(CLEAR)[-1]
        assert waiting.removeprefix(CLEAR).split("\n") == [
            "Leopard  ·  deal 1  ·  dealer Anna  ·  match 2 deals",
            "╭───── 1 you ─────╮ ╭──── 2 Boris ────╮ ╭─── 3 Dmitri ────╮",
            "│              ↙· │ │              ↙· │ │              ↙· │",
            "│ A♣  J↓  K♥    · │ │ A♥   2   3    · │ │  A   2   3    · │",
            "│  4   5   6    · │ │  4   5   6    · │ │  4   5   6    · │",
            "│ 7♥   8   9    · │ │ J↓   8  9♥    · │ │  7   8   9    · │",
            "│  ·   ·   ·   ↘· │ │  ·   ·   ·   ↘· │ │  ·   ·   ·   ↘· │",
            "╰──── value 0 ────╯ ╰──── value 0 ────╯ ╰──── value 0 ────╯",
            "Totals: you – 0 points · Boris – 0 points",
            "Dmitri – 0 points",
            "Stock: 72 cards · Discards: none · Hands: Boris – 8 cards,",
            "Dmitri – 9 cards",
            "╭─ Your hand, Anna ────────────────────────────────────────╮",
            "│ [1] 4♦  [2] 4♠  [3] 5♣  [4] 6♣  [5] 6♠  [6] J♣  [7] K♦   │",
            "│ [8] K♦                                                   │",
            "╰──────────────────────────────────────────────────────────╯",
            "Waiting for Dmitri…",
            "",
        ]
        refused = typed_at(terminal, anna, "review")
        assert refused == waiting + (
            "Type review at the end of a deal to see your play in it\njudged by the strong computer player.\n"
        )
        assert len(refused.split("\n")) == 20  # the last one the cursor's, on the window's last line
        assert terminal.hold()  # an aside has Anna's screen (a page of its own, say) as her turn comes
        type_at(lobby, 3, LEOPARD.format_move(session.legal_moves()[0], session.observation(3)))
        wait_for(lambda: terminal.asking)
        anna.text = ""
        terminal.release("Type cell SQUARE:CELL, e.g. cell 2:5 (or cell 5 for your own square).")
        wait_for(lambda: anna.text.endswith("Anna> "))
        assert anna.text.removeprefix(CLEAR).split("\n") == [
            "Leopard  ·  deal 1  ·  dealer Anna  ·  match 2 deals",
            "╭───── 1 you ─────╮ ╭──── 2 Boris ────╮ ╭─── 3 Dmitri ────╮",
            "│              ↙· │ │              ↙· │ │              ↙· │",
            "│ A♣  J↓  K♥    · │ │ A♥   2   3    · │ │ A♣   2   3    · │",
            "│  4   5   6    · │ │  4   5   6    · │ │  4   5   6    · │",
            "│ 7♥   8   9    · │ │ J↓   8  9♥    · │ │  7   8   9    · │",
            "│  ·   ·   ·   ↘· │ │  ·   ·   ·   ↘· │ │  ·   ·   ·   ↘· │",
            "╰──── value 0 ────╯ ╰──── value 0 ────╯ ╰──── value 0 ────╯",
            "Totals: you – 0 points · Boris – 0 points",
            "Dmitri – 0 points",
            "Stock: 71 cards · Discards: none · Hands: Boris – 8 cards,",
            "Dmitri – 8 cards",
            "Since your last turn: 2 moves.",
            "╭─ Your hand, Anna ────────────────────────────────────────╮",
            "│ [1] 4♦  [2] 4♠  [3] 5♣  [4] 6♣  [5] 6♠  [6] 9♦ new       │",
            "│ [7] J♣  [8] K♦  [9] K♦                                   │",
            "╰──────────────────────────────────────────────────────────╯",
            "Type cell SQUARE:CELL, e.g. cell 2:5 (or cell 5 for your own",
            "square).",
            "Anna> ",
        ]  # the window's 20 lines, the prompt's the last
    finally:
        pause_over.set()


def test_a_hint_taken_while_a_player_waits_is_under_their_screen_with_room_for_an_answer_of_two_lines(tmp_path):
    """At 60×20, Dmitri takes a hint while Anna waits: her screen between turns says so on the line on whose turn
    it is, so that an answer of two lines (review refused during a deal) still scrolls nothing off the top."""
    session, lobby, anna, pause_over = served_at_60_by_20(tmp_path)
    terminal = lobby.terminals[1]
    try:
        play_at_random(session, lobby, random.Random(3), moves=4)
        wait_for(lambda: session.to_move == 3 and lobby.terminals[3].asking and anna.text.endswith("Waiting for Dmitri…\n"))
        anna.text = ""
        type_at(lobby, 3, "hint")
        wait_for(lambda: anna.text.endswith("Dmitri took a hint. Waiting for Dmitri…\n"))
        told = anna.text
        assert told.startswith(CLEAR + "Leopard  ·  deal 1  ·  dealer Anna") and told.count(CLEAR) == 1
        refused = typed_at(terminal, anna, "review")
        assert refused.startswith(CLEAR) and refused.count(CLEAR) == 1  # the screen drawn again, the answer under it
        lines = refused.removeprefix(CLEAR).split("\n")
        assert lines[-4:] == [
            "Dmitri took a hint. Waiting for Dmitri…",
            "Type review at the end of a deal to see your play in it",
            "judged by the strong computer player.",
            "",
        ]
        assert lines[0] == "Leopard  ·  deal 1  ·  dealer Anna  ·  match 2 deals"
        assert len(lines) == 20  # the last one the cursor's, on the window's last line
    finally:
        pause_over.set()
