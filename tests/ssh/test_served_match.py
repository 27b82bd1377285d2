"""A served match in one process, without the network: two players at their own (fake) terminals and a
spectator play a whole Leopard deal; no byte sent to a channel carries a card hidden from its seat."""

from __future__ import annotations

import random
import re
import time
from collections import Counter

import pytest

pytest.importorskip("asyncssh")

from rich.console import Console

from cardtable.cards import parse_card
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo, load_match
from cardtable.session import Session
from cardtable.ssh.channel import Connection
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.match import ServedMatch
from cardtable.ssh.seats import Spectators
from fake_connection import Sent

import leopard.bots  # noqa: F401  (registers the strong level that hints use, as serve does)
from leopard.play import LeopardScreens
from leopard.rules import GAME

CARD = re.compile(r"(10|[A2-9JQK])([♣♦♥♠])")
DEADLINE = 60  # seconds a wait gives up after: reached only when something is wrong, even on a loaded machine


def public_cards(state):
    cards = Counter(state.discards)
    for square in state.squares:
        for stack in square:
            cards.update(stack)
    return cards


class Channel:
    """A connection that checks every byte it is sent against the match's state at that moment."""

    def __init__(self, session, seat):
        self.session, self.seat, self.text, self.closed = session, seat, "", []

    def connection(self):
        return Connection(self.send, self.closed.append)

    def send(self, text):
        state = self.session.state
        hidden = Counter(state.stock)
        for number, hand in enumerate(state.hands, start=1):
            if number != self.seat:
                hidden.update(hand)
        own = Counter(state.hands[self.seat - 1]) if self.seat else Counter()
        public = public_cards(state)
        secret = {card for card in hidden if card not in own and card not in public}
        shown = {parse_card(rank + suit) for rank, suit in CARD.findall(text)}
        assert not secret & shown, (self.seat, text)
        self.text += text


def test_a_served_deal_reaches_each_channel_without_another_seats_hand(tmp_path):
    seats = (SeatInfo("Player 1"), SeatInfo("Player 2"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(None, 1, 1), seats, 7, tmp_path / "m.json")
    lobby = Lobby(list(seats), free_names={"Player 1", "Player 2"}, rate=10_000)
    spectators = Spectators()
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    logged = []
    served = ServedMatch(
        session, LeopardScreens, lobby, spectators, host, None, "leopard serve --resume {path}", 0, logged.append
    )
    channels = {}
    for name, seat in (("Anna", 1), ("Boris", 2)):
        joined = lobby.join(name, 100, 30, False)
        channels[seat] = Channel(session, seat)
        joined.terminal.attach(channels[seat].connection(), 100, 30)
    watcher = Channel(session, 0)
    spectators.join("Gleb", 100, 30, False, None).attach(watcher.connection(), 100, 30)
    served.start()
    rng = random.Random(3)
    moves = 0
    while not served.done.is_set() and moves < 200:
        seat = session.to_move
        if seat is None:
            time.sleep(0.01)
            continue
        terminal = lobby.terminals[seat]
        deadline = time.monotonic() + DEADLINE
        while not terminal.asking:  # lines typed before the prompt are not kept
            assert time.monotonic() < deadline, "no prompt"
            time.sleep(0.002)
        move = rng.choice(session.legal_moves())
        text = GAME.format_move(move, session.observation(seat))
        count = len(session.record.deals[-1].moves)
        assert lobby.terminals[seat].typed(text + "\n") is None
        deadline = time.monotonic() + DEADLINE
        while len(session.record.deals[-1].moves) == count and not served.done.is_set():
            assert time.monotonic() < deadline, "the move was not played"
            time.sleep(0.002)
        moves += 1
    assert served.done.wait(DEADLINE) and served.status == 0
    assert session.match_over
    assert [seat.name for seat in load_match(tmp_path / "m.json", GAME).record.seats] == ["Anna", "Boris"]
    assert "Your hand, Anna" in channels[1].text and "Your hand, Boris" not in channels[1].text
    assert "Your hand, Boris" in channels[2].text and "Your hand, Anna" not in channels[2].text
    assert "Your hand" not in watcher.text and "Waiting for" in watcher.text
    assert channels[1].closed == ["The match is over. Thank you for playing."]
    for channel in (channels[1], channels[2], watcher):  # the result once, and never the host's files
        assert channel.text.count("Seed:") == 1
        assert "m.json" not in channel.text
    moves = session.record.deals[0].moves
    assert logged[0] == f"{'Anna' if session.dealer == 2 else 'Boris'} played {moves[0]}"
    assert sum(line.startswith(("Anna ", "Boris ")) for line in logged) == len(moves)  # played, discarded, …
    discards = [text for text in moves if text.startswith("-")]
    assert sum(line.endswith(tuple(f" discarded {text[1:]}" for text in discards)) for line in logged) == len(discards)
    anna, boris = session.deal_points[0]
    assert logged[-2:] == [f"Deal 1 is over; game points: {anna} (Anna), {boris} (Boris)", "The match is over."]


def serve(tmp_path, seats, names):
    """A served Leopard match of ``seats`` (seed 7, one deal), ``names`` joined at their own fake terminals."""
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(None, 1, 1), seats, 7, tmp_path / "m.json")
    lobby = Lobby(list(seats), free_names={seat.name for seat in seats if seat.bot is None}, rate=10_000)
    spectators = Spectators()
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    logged = []
    served = ServedMatch(session, LeopardScreens, lobby, spectators, host, None, "", 0, logged.append)
    channels = {}
    for name, seat in names:
        joined = lobby.join(name, 100, 30, False)
        channels[seat] = Channel(session, seat)
        joined.terminal.attach(channels[seat].connection(), 100, 30)
    served.start()
    return session, lobby, served, channels, logged


def type_at(lobby, seat, text):
    terminal = lobby.terminals[seat]
    deadline = time.monotonic() + DEADLINE
    while not terminal.asking:
        assert time.monotonic() < deadline, "no prompt"
        time.sleep(0.002)
    assert terminal.typed(text + "\n") is None


def wait_for(condition):
    deadline = time.monotonic() + DEADLINE
    while not condition():
        assert time.monotonic() < deadline, "it did not happen"
        time.sleep(0.002)


def test_a_hint_over_serve_is_told_to_the_other_player_and_undo_is_refused(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1), ("Boris", 2)))
    assert session.to_move == 2  # Anna deals (the match runs on a daemon thread: left waiting at the end)
    type_at(lobby, 2, "hint")
    wait_for(lambda: "Hint: " in channels[2].text)
    wait_for(lambda: "Boris took a hint." in channels[1].text)
    assert "took a hint" not in channels[2].text
    assert "Boris took a hint" in logged
    type_at(lobby, 2, "undo")
    wait_for(lambda: "Moves are taken back only in a match of one person" in channels[2].text)
    move = GAME.format_move(session.legal_moves()[0], session.observation(2))
    type_at(lobby, 2, move)
    wait_for(lambda: len(session.record.deals[-1].moves) == 1)
    assert session.record.deals[-1].hinted == (1,) and session.record.seats[1].hints == 1
    # Anna's own turn screen, which replaced the screen that told her, tells her again.
    wait_for(lambda: session.to_move == 1 and lobby.terminals[1].asking)
    assert "Boris took a hint." in channels[1].text.split("\x1b[2J")[-1]


def test_the_one_player_of_a_served_match_against_a_bot_may_undo(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris", "greedy"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1),))
    wait_for(lambda: session.to_move == 1)
    before = session.state
    moves = session.record.deals[-1].moves
    type_at(lobby, 1, GAME.format_move(session.legal_moves()[0], session.observation(1)))
    wait_for(lambda: session.to_move == 1 and len(session.record.deals[-1].moves) > len(moves) + 1)
    type_at(lobby, 1, "undo")
    wait_for(lambda: "Your last move and the move after it are taken back." in channels[1].text)
    assert session.state == before and session.record.deals[-1].moves == moves
    assert session.record.seats[0].undos == 1
    assert logged[-1] == "Anna took back 2 moves"


def test_a_spectator_sees_a_semerka_table_from_seat_1s_place_whoever_is_to_move(tmp_path):
    import semerka.bots  # noqa: F401  (registers the computer players)
    from semerka.play import SemerkaScreens
    from semerka.rules import GAME as SEMERKA

    seats = (SeatInfo("Anna"), SeatInfo("Boris", "greedy"), SeatInfo("Clara", "greedy"), SeatInfo("Dima", "greedy"))
    rules = SEMERKA.make_rules(4, {})
    session = Session.new(SEMERKA, rules, MatchSettings(None, 1, 1), seats, 7, tmp_path / "m.json")
    lobby = Lobby(list(seats), rate=10_000)
    spectators = Spectators()
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    served = ServedMatch(session, SemerkaScreens.for_console, lobby, spectators, host, None, "", 0)
    anna, watcher = Sent(), Sent()
    lobby.join("Anna", 80, 30, False).terminal.attach(anna.connection(), 80, 30)
    spectators.join("Gleb", 80, 30, False, None).attach(watcher.connection(), 80, 30)
    served.start()
    rng = random.Random(5)
    for _turn in range(3):  # Anna's turns, and the computer players' moves between them
        wait_for(lambda: session.to_move == 1 and lobby.terminals[1].asking)
        move = rng.choice(session.legal_moves())
        type_at(lobby, 1, SEMERKA.format_move(move, session.observation(1)))
        wait_for(lambda: session.to_move != 1 or not lobby.terminals[1].asking)
    screens = [screen for screen in watcher.text.split("\x1b[2J") if "Waiting for" in screen]
    movers = {re.search(r"Waiting for (\w+)", screen).group(1) for screen in screens}
    assert {"Anna", "Boris", "Clara", "Dima"} <= movers  # screens drawn while each seat was to move
    for screen in screens:  # Clara at the top, Boris left and Dima right, Anna at the bottom: every time
        assert re.findall(r"─ ([1-4]) (Anna|Boris|Clara|Dima)( · greedy)? ─", screen) == [
            ("3", "Clara", " · greedy"), ("2", "Boris", " · greedy"), ("4", "Dima", " · greedy"), ("1", "Anna", "")
        ], screen
    assert "(you)" not in watcher.text and "Your hand" not in watcher.text


def test_a_spectator_who_comes_while_a_player_thinks_sees_the_table_at_once(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1), ("Boris", 2)))
    wait_for(lambda: session.to_move == 2)
    type_at(lobby, 2, GAME.format_move(session.legal_moves()[0], session.observation(2)))
    wait_for(lambda: session.to_move == 1 and lobby.terminals[1].asking)  # nobody watched Boris's move
    watcher = Sent()
    served.spectators.join("Gleb", 100, 30, False, None).attach(watcher.connection(), 100, 30)
    screen = watcher.text.split("\x1b[2J")[-1]
    assert "Waiting for Anna…" in screen
    assert re.findall(r"─ \d (Anna|Boris) ─", screen) == ["Anna", "Boris"]
    assert "Hands: Anna – 9 cards, Boris – 8 cards" in screen  # how many cards each holds, never which
    assert "Your hand" not in watcher.text and "You are watching" not in watcher.text


def test_help_over_serve_says_quit_leaves_the_seat_to_come_back_to(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1), ("Boris", 2)))
    boris = Sent()  # help names example cards, which the checking channel would take for a hidden hand
    wait_for(lambda: lobby.terminals[2].asking)
    lobby.terminals[2].attach(boris.connection(), 100, 30)
    type_at(lobby, 2, "help")

    def said() -> str:
        return " ".join(boris.text.replace("│", " ").split())

    # the help page arrives in several writes: wait for its line about quit, not only its first line
    wait_for(lambda: "quit (leave your seat; connect again with the same name to take it back)." in said())
    assert "--resume" not in said() and "save FILE" not in said()  # only the host saves


def test_at_a_new_deal_the_players_who_wait_see_it_before_its_first_move(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(None, 2, 1), seats, 7, tmp_path / "m.json")
    while True:  # deal 1 up to its last move, which a player makes over serve
        move = session.legal_moves()[0]
        after = GAME.apply(session.state, move)
        if GAME.outcome(after) is not None:
            break
        session.play(move)
    lobby = Lobby(list(seats), free_names={"Anna", "Boris"}, rate=10_000)
    spectators = Spectators()
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    served = ServedMatch(session, LeopardScreens, lobby, spectators, host, None, "", 0)
    seen = {1: Sent(), 2: Sent()}
    for name, number in (("Anna", 1), ("Boris", 2)):
        lobby.join(name, 100, 30, False).terminal.attach(seen[number].connection(), 100, 30)
    served.start()
    last = session.to_move
    type_at(lobby, last, GAME.format_move(move, session.observation(last)))
    wait_for(lambda: session.deal_number == 2 and session.to_move is not None and lobby.terminals[session.to_move].asking)
    waiting = 2 if session.to_move == 1 else 1
    screen = seen[waiting].text.split("\x1b[2J")[-1]  # the last screen drawn for the player who waits
    assert "deal 2" in screen and "Waiting for" in screen, screen


def test_a_player_who_waits_after_their_move_is_told_nothing_has_happened_since_it(tmp_path):
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1), ("Boris", 2)))
    wait_for(lambda: session.to_move == 2)
    type_at(lobby, 2, GAME.format_move(session.legal_moves()[0], session.observation(2)))
    wait_for(lambda: session.to_move == 1 and lobby.terminals[1].asking)
    wait_for(lambda: "Waiting for Anna…" in channels[2].text.split("\x1b[2J")[-1])
    assert "Nothing has happened since your last move." in channels[2].text.split("\x1b[2J")[-1]


def play_a_deal_against_a_bot(tmp_path, **pace):
    """Anna (seat 1, over serve) against a greedy Boris, one Leopard deal to its end; ``pace``: ServedMatch's
    ``delay`` and ``sleep``. Returns how many moves Boris made (from the host's log)."""
    seats = (SeatInfo("Anna"), SeatInfo("Boris", "greedy"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(None, 1, 1), seats, 7, tmp_path / "m.json")
    lobby = Lobby(list(seats), free_names={"Anna"}, rate=10_000)
    spectators = Spectators()
    host = Console(file=open(tmp_path / "host.log", "w"), width=100)
    logged = []
    served = ServedMatch(session, LeopardScreens, lobby, spectators, host, None, "", 0, logged.append, **pace)
    lobby.join("Anna", 100, 30, False).terminal.attach(Sent().connection(), 100, 30)
    spectators.join("Gleb", 100, 30, False, None).attach(Sent().connection(), 100, 30)
    served.start()
    rng = random.Random(3)
    while True:
        wait_for(lambda: served.done.is_set() or (session.to_move == 1 and lobby.terminals[1].asking))
        if served.done.is_set():
            break
        count = len(session.record.deals[-1].moves)
        type_at(lobby, 1, GAME.format_move(rng.choice(session.legal_moves()), session.observation(1)))
        wait_for(lambda: served.done.is_set() or len(session.record.deals[-1].moves) > count)
    assert served.status == 0 and session.match_over
    boris = sum(line.startswith("Boris ") for line in logged)
    assert boris == len(session.record.deals[0].moves) - sum(line.startswith("Anna ") for line in logged)
    return boris


def test_serve_delay_waits_once_for_each_computer_players_move(tmp_path):
    slept = []
    boris = play_a_deal_against_a_bot(tmp_path, delay=0.7, sleep=slept.append)
    assert boris > 0
    assert slept == [0.7] * boris


def test_serve_delay_0_waits_for_no_computer_player(tmp_path):
    slept = []
    assert play_a_deal_against_a_bot(tmp_path, delay=0, sleep=slept.append) > 0
    assert slept == []


def test_each_player_and_spectator_keeps_the_last_deals_end_and_the_result_of_the_match(tmp_path):
    """The last deal's end stays on every screen (the players are told the result follows); when the match is
    over, every terminal leaves the match's screen and gets the result below it, where it stays after the
    connection closes, as play leaves it."""
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, lobby, served, channels, logged = serve(tmp_path, seats, (("Anna", 1), ("Boris", 2)))
    watcher = Channel(session, 0)
    served.spectators.join("Gleb", 100, 30, False, None).attach(watcher.connection(), 100, 30)
    rng = random.Random(3)
    while True:
        wait_for(lambda: served.done.is_set() or (session.to_move and lobby.terminals[session.to_move].asking))
        if served.done.is_set():
            break
        seat, count = session.to_move, len(session.record.deals[-1].moves)
        type_at(lobby, seat, GAME.format_move(rng.choice(session.legal_moves()), session.observation(seat)))
        wait_for(lambda: served.done.is_set() or len(session.record.deals[-1].moves) > count)
    assert served.status == 0 and session.match_over
    result = (
        "\x1b[?1049l\n"  # the match's screen left: what follows stays in the terminal
        "Anna won the match.\n"
        "Score                   \n"
        "┏━━━━━━━┳━━━━━━┳━━━━━━━┓\n"
        "┃  Deal ┃ Anna ┃ Boris ┃\n"
        "┡━━━━━━━╇━━━━━━╇━━━━━━━┩\n"
        "│     1 │    4 │     2 │\n"
        "│ Total │    4 │     2 │\n"
        "└───────┴──────┴───────┘\n"
        "Seed: 7\n"
    )
    told = (
        "Nobody went out: every square scores its plain value.\n"
        "The result of the match follows in a moment; type review to see your play in this deal judged by the\n"
        "strong computer player.\n"
    )
    for channel, tail in ((channels[1], told), (channels[2], told), (watcher, told.splitlines()[0] + "\n")):
        end = channel.text.split("\x1b[2J\x1b[H")[-1]  # the last screen drawn: the last deal's end
        assert end.startswith("Deal 1 is over: the stock ran out, nobody went out.\n")
        assert end.endswith(tail + result)
        assert channel.closed == ["The match is over. Thank you for playing."]
