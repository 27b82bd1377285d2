"""Semerka at the table: friendly input forms, the game's commands and prompts, and hot-seat privacy over whole
scripted deals."""

import io
import random
import re

import pytest
from rich.console import Console
from test_view_semerka import NAMES, ROUND_1, show, table, worked

from cardtable.cards import parse_card
from cardtable.game import IllegalMove, InvalidMove
from cardtable.match import MatchSettings
from cardtable.records import Record, SeatInfo
from cardtable.session import Session
from cardtable.terminal import HotSeat
from semerka.play import SemerkaScreens, last_command, moves_list, read_input, rules_text
from semerka.rules import GAME, Play, Stop, format_move, observation

C = parse_card


def choosing():
    """Anna leads 9♥ and, after the first round, holds 9♠ Q♦ K♣: stop, or continue with 9♠ (S3.4)."""
    return observation(worked(), 1)


def following():
    """Boris to play in round 2 of Anna's nines, holding 7♥ 8♦ A♠."""
    return observation(worked(ROUND_1 + " 9S"), 2)


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("7H", Play(C("7H"))),
        ("7h", Play(C("7H"))),
        ("7♥", Play(C("7H"))),
        (" 7 h ", Play(C("7H"))),
        ("1", Play(C("7H"))),  # hand number 1 is 7♥
        ("3", Play(C("AS"))),
        ("Тп", Play(C("AS"))),  # Russian: ace (Т) of spades (п)
        ("т♠", Play(C("AS"))),
    ],
)
def test_S8_1_a_card_in_any_notation_or_by_its_number(text, move):
    assert read_input(text, following()) == move


@pytest.mark.parametrize(
    ("text", "move"), [("9S", Play(C("9S"))), ("9♠", Play(C("9S"))), ("1", Play(C("9S"))), ("stop", Stop()),
                       ("STOP", Stop()), ("s", Stop())],
)  # fmt: skip
def test_S8_2_the_leader_after_a_full_round_stops_or_continues(text, move):
    assert read_input(text, choosing()) == move


@pytest.mark.parametrize(
    ("obs", "text", "error", "message"),
    [
        (choosing, "QD", IllegalMove, "To continue the trick you need a nine or a seven."),
        (choosing, "2", IllegalMove, "To continue the trick you need a nine or a seven."),
        (choosing, "9C", IllegalMove, "9C is not in your hand."),
        (choosing, "", InvalidMove, "Type stop, or a card that continues the trick (its number or e.g. 9H)."),
        (choosing, "go on", InvalidMove, '"go on" is not a card: type stop, or a card that continues, e.g. 9S.'),
        (following, "stop", IllegalMove, "Only the leader may stop."),
        (following, "9H", IllegalMove, "9H is not in your hand."),
        (following, "4", InvalidMove, "There is no card 4 in your hand (its cards are numbered 1 to 3)."),
        (following, "", InvalidMove, "Type a card: its number in your hand (e.g. 2) or its name (e.g. 9H)."),
        (following, "xx", InvalidMove, '"xx" is not a card: type one like 7H, or its number in your hand (1 to 3).'),
    ],
)
def test_S3_4_bad_input_says_why_in_one_sentence(obs, text, error, message):
    with pytest.raises(error) as caught:
        read_input(text, obs())
    assert str(caught.value) == message


def test_S3_4_the_prompt_names_the_cards_that_continue():
    screens = SemerkaScreens()
    legal = GAME.legal_moves(worked())
    assert screens.prompt(table(), choosing(), legal) == "Anna, [bold]stop[/] or continue with [bold]9S[/]> "
    assert screens.prompt(table(), following(), ()) == "Boris, play a card> "
    assert screens.prompt(table(), observation(worked(""), 1), ()) == "Anna, lead a card> "


def test_moves_lists_the_legal_moves_with_hand_numbers():
    assert str(moves_list(choosing(), GAME.legal_moves(worked()))) == "Continue with, or stop: 1 9♠   stop"
    state = worked(ROUND_1 + " 9S")
    assert str(moves_list(following(), GAME.legal_moves(state))) == "Play any card: 1 7♥   2 8♦   3 A♠"


def test_last_shows_the_previous_trick():
    obs = observation(worked(ROUND_1 + " stop"), 2)
    assert str(last_command("", obs, table())) == (
        "Trick 1, led by Anna: 9♥ Anna, 10♣ you, J♣ Clara, 9♦ Dmitri — Dmitri took it, 10 points."
    )
    assert str(last_command("", following(), table())) == "No trick has been taken yet in this deal."
    screens = SemerkaScreens()
    screens.turn(table(), obs, 2, ())
    assert str(screens.commands()["last"]("", obs)).startswith("Trick 1, led by Anna:")


def test_help_and_rules_text():
    assert "stop  s" in show(SemerkaScreens().help())
    text = rules_text()
    assert text.startswith("# Semerka\n")
    for rule in ("(S1)", "(S2)", "(S3)", "(S4)", "(S5)", "(S6", "(S7)"):
        assert rule in text


# -- privacy over whole deals ----------------------------------------------------------------------------------

CARD = re.compile(r"(10|[7-9JQKA])([♣♦♥♠])")
HELP_EXAMPLE = re.compile(r"^9H  9h  9♥  10s .*$", re.MULTILINE)


def tokens(text):
    return {parse_card(rank + suit) for rank, suit in CARD.findall(text)}


def hand_panel_cards(screen):
    lines = screen.splitlines()
    start_line = next(i for i, line in enumerate(lines) if "Your hand" in line)
    end = next(i for i in range(start_line + 1, len(lines)) if lines[i].startswith("╰"))
    return tokens("\n".join(lines[start_line + 1 : end]))


class Player:
    """Types random legal moves in canonical or friendly forms and, now and then, a command or a bad line; checks
    every screen before answering: no card of another hand or of the stock on it, and on a turn screen the hand
    shown is the seat's own."""

    def __init__(self, console, session, rng):
        self.console, self.session, self.rng = console, session, rng
        self.turn_screens = 0
        self.choices = 0

    def __call__(self, prompt):
        self.console.print(prompt, end="")
        screen = self.console.file.getvalue()
        self.console.file.seek(0)
        self.console.file.truncate()
        screen = HELP_EXAMPLE.sub("", screen)  # the help's example cards are nobody's
        state = self.session.state
        moving = prompt.endswith("> ")
        viewer = self.session.to_move if moving else None
        own = set(state.hands[viewer - 1]) if viewer else set()
        hidden = set(state.stock).union(*state.hands) - own
        assert not hidden & tokens(screen), (viewer, screen)
        if not moving:
            return ""
        self.turn_screens += 1
        assert hand_panel_cards(screen) == own
        legal = self.session.legal_moves()
        obs = self.session.observation(viewer)
        if obs.choosing:
            self.choices += 1
        roll = self.rng.random()
        if roll < 0.05:
            return self.rng.choice(["last", "moves", "score", "help", "xx", "", "stop"])
        move = self.rng.choice(legal)
        if isinstance(move, Play) and roll < 0.5:
            return str(1 + [card for card in _sorted(obs)].index(move.card))
        return format_move(move, obs).lower() if roll < 0.7 else format_move(move, obs)


def _sorted(obs):
    from semerka.view import sorted_hand

    return sorted_hand(obs)


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


def test_the_turn_screen_fits_80_by_24():
    console = Console(file=io.StringIO(), width=80, height=24, color_system=None)
    state = worked(ROUND_1 + " 9S 7H 8C 10D")  # Clara's last card was 8♣; Boris took the trick and leads
    state = GAME.apply(state, GAME.legal_moves(state)[0])
    obs = observation(state, 3)
    console.print(SemerkaScreens(24).turn(table(), obs, 3, ()))
    lines = console.file.getvalue().splitlines()
    assert len(lines) <= 22  # leaves a line for a message and one for the prompt
    assert max(len(line) for line in lines) <= 80
    assert "Since your last turn:" in lines[12]


def test_a_hand_of_one_card_is_numbered_1():
    from dataclasses import replace

    obs = replace(following(), hand=(C("AS"),))
    assert read_input("1", obs) == Play(C("AS"))
    with pytest.raises(InvalidMove) as caught:
        read_input("2", obs)
    assert str(caught.value) == "There is no card 2: your one card is number 1."


def test_S6_2_after_a_burn_the_cards_still_in_hand_stay_hidden():
    hands = ("9H KC QD JD", "9C 7H AS 8D", "9D 8C QS KD", "9S 10D JH 8H")  # seats 1-4; seat 4 deals
    cards = [[parse_card(card) for card in hand.split()] for hand in hands]
    top = [cards[index % 4][index // 4] for index in range(16)]
    deck = top + [card for card in GAME.deck(GAME.make_rules(4, {})) if card not in top]
    rules = GAME.rules_options(GAME.make_rules(4, {"burning": True}))
    record = Record.new("semerka", tuple(SeatInfo(name) for name in NAMES), rules, MatchSettings(None, 1, 4), 1)
    record = record.with_new_deal(4, deck).with_move("9H").with_move("9C").with_move("9D")
    session = Session.restore(GAME, record)
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
    assert not tokens(after) & in_hand
