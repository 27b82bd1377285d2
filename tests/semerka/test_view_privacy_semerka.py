"""Hot-seat privacy: over whole scripted deals, no screen ever shows a card of another hand or of the stock."""

import io
import random
import re

import pytest
from rich.console import Console
from screen_checks import CheckingPlayer
from test_view_semerka import NAMES

from cardtable.cards import parse_card
from cardtable.match import MatchSettings
from cardtable.records import Record, SeatInfo, replay
from cardtable.session import Session
from cardtable.terminal import HotSeat
from semerka.play import SemerkaScreens
from semerka.rules import GAME, Play, format_move
from semerka.view import sorted_hand

CARD = re.compile(r"(10|[7-9JQKA])([♣♦♥♠])")
HELP_EXAMPLE = re.compile(r"^9H  9h  9♥  10s .*$", re.MULTILINE)


class Player(CheckingPlayer):
    """Types random legal moves in canonical or friendly forms and, now and then, a command or a bad line; checks
    every screen before answering: no card of another hand or of the stock on it, and on a turn screen the hand
    shown is the seat's own."""

    card = CARD
    help_example = HELP_EXAMPLE
    hand_title = "Your hand"

    def __init__(self, console, session, rng):
        super().__init__(console, session, rng)
        self.choices = 0

    def answer(self, viewer):
        legal = self.session.legal_moves()
        obs = self.session.observation(viewer)
        if obs.choosing:
            self.choices += 1
        roll = self.rng.random()
        if roll < 0.05:
            return self.rng.choice(["last", "moves", "score", "help", "xx", "", "stop"])
        move = self.rng.choice(legal)
        if isinstance(move, Play) and roll < 0.5:
            return str(1 + sorted_hand(obs).index(move.card))
        return format_move(move, obs).lower() if roll < 0.7 else format_move(move, obs)


@pytest.mark.parametrize(
    ("players", "seed", "deals", "options"),
    [(4, 1, 2, {}), (4, 2, 1, {"burning": True}), (3, 3, 2, {}), (2, 4, 2, {"continue_only_when_losing": True})],
)
def test_no_screen_shows_another_players_hand_over_whole_deals(players, seed, deals, options):
    console = Console(file=io.StringIO(), width=100, height=24, color_system=None)
    seats = [SeatInfo(name) for name in ("Anna", "Boris", "Clara", "Dmitri")[:players]]
    session = Session.new(GAME, GAME.make_rules(players, options), MatchSettings(None, deals), seats, seed, None)
    player = Player(console, session, random.Random(seed))
    shell = HotSeat(console, session, SemerkaScreens(), private=False, resume_command="", read_line=player)
    assert shell.run() == 0
    assert session.match_over
    assert session.deal_number >= deals
    assert player.turn_screens > 20
    assert player.choices > 0


def test_S6_2_after_a_burn_the_cards_still_in_hand_stay_hidden():
    hands = ("9H KC QD JD", "9C 7H AS 8D", "9D 8C QS KD", "9S 10D JH 8H")  # seats 1-4; seat 4 deals
    cards = [[parse_card(card) for card in hand.split()] for hand in hands]
    top = [cards[index % 4][index // 4] for index in range(16)]
    deck = top + [card for card in GAME.deck(GAME.make_rules(4, {})) if card not in top]
    rules = GAME.rules_options(GAME.make_rules(4, {"burning": True}))
    record = Record.new("semerka", tuple(SeatInfo(name) for name in NAMES), rules, MatchSettings(None, 1, 4), 1)
    record = record.with_new_deal(4, deck).with_move("9H").with_move("9C").with_move("9D")
    session = Session.restore(GAME, replay(record, GAME))
    console = Console(file=io.StringIO(), width=100, height=24, color_system=None)
    screens = []

    def read_line(prompt):
        console.print(prompt, end="")
        screens.append(console.file.getvalue())
        console.file.seek(0)
        console.file.truncate()
        return "9S" if prompt.endswith("> ") else ""

    shell = HotSeat(console, session, SemerkaScreens(), private=False, resume_command="", read_line=read_line)
    assert shell.run() == 0
    assert session.outcomes[0].burned
    in_hand = {card for hand in cards for card in hand[1:]}  # the three cards each player still holds
    after = "\n".join(screens[2:]) + console.file.getvalue()  # the deal's end, the match's end, the summary
    assert "THE DEAL BURNS!" in screens[2]
    assert not Player.tokens(after) & in_hand
