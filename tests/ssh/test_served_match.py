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
from cardtable.ssh.channel import Connection, SeatTerminal
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.match import ServedMatch

from leopard.play import LeopardScreens
from leopard.rules import GAME

CARD = re.compile(r"(10|[A2-9JQK])([♣♦♥♠])")


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
    spectators = SeatTerminal("spectators", 100, 30, color=False, shared=True)
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
    spectators.attach(watcher.connection(), 100, 30)
    served.start()
    rng = random.Random(3)
    moves = 0
    while not served.done.is_set() and moves < 200:
        seat = session.to_move
        if seat is None:
            time.sleep(0.01)
            continue
        terminal = lobby.terminals[seat]
        deadline = time.monotonic() + 5
        while not terminal.asking:  # lines typed before the prompt are not kept
            assert time.monotonic() < deadline, "no prompt"
            time.sleep(0.002)
        move = rng.choice(session.legal_moves())
        text = GAME.format_move(move, session.observation(seat))
        count = len(session.record.deals[-1].moves)
        assert lobby.terminals[seat].typed(text + "\n") is None
        deadline = time.monotonic() + 5
        while len(session.record.deals[-1].moves) == count and not served.done.is_set():
            assert time.monotonic() < deadline, "the move was not played"
            time.sleep(0.002)
        moves += 1
    assert served.done.wait(10) and served.status == 0
    assert session.match_over
    assert [seat.name for seat in load_match(tmp_path / "m.json", GAME).record.seats] == ["Anna", "Boris"]
    assert "Your hand, Anna" in channels[1].text and "Your hand, Boris" not in channels[1].text
    assert "Your hand, Boris" in channels[2].text and "Your hand, Anna" not in channels[2].text
    assert "Your hand" not in watcher.text and "Waiting for" in watcher.text
    assert channels[1].closed == ["The match is over. Thank you for playing."]
    moves = session.record.deals[0].moves
    assert logged[0] == f"{'Anna' if session.dealer == 2 else 'Boris'} played {moves[0]}"
    assert sum(line.startswith(("Anna played", "Boris played")) for line in logged) == len(moves)
    assert logged[-2:] == [f"Deal 1 is over; game points by side: {' '.join(map(str, session.deal_points[0]))}",
                           "The match is over."]  # fmt: skip
