"""``hint`` and ``undo`` at the prompts of a match: what the person sees, what every other person is told, and what
the record keeps. Scripted input, both games."""

import io
import random

import pytest
from rich.console import Console
from table_fake_game import GAME as RACE
from table_fake_game import RaceScreens

import leopard.bots  # noqa: F401  (registers the strong level)
import semerka.bots  # noqa: F401
from cardtable.bots.hints import Hint, advise, hint_assessor
from cardtable.i18n import set_language
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.table import Hinted, TookBack
from cardtable.terminal import HotSeat
from cardtable.terminal.advice import hint_text
from cardtable.terminal.words import builtin_words
from cardtable.ssh.seats import HostLog
from leopard.play import LeopardScreens
from leopard.rules import GAME as LEOPARD
from semerka.play import SemerkaScreens
from semerka.rules import GAME as SEMERKA

MOVE = object()
"""In a script: the first legal move, typed in the game's notation."""


class Player:
    """Types ``lines`` at the prompts (:data:`MOVE`: the first legal move); remembers, at each prompt, the state and
    the record's moves, and what was printed since the last prompt."""

    def __init__(self, console, session, lines):
        self.console, self.session, self.lines = console, session, list(lines)
        self.states, self.moves, self.screens = [], [], []
        self.seen = 0

    def __call__(self, prompt):
        text = self.console.file.getvalue()
        self.screens.append(text[self.seen:])
        self.seen = len(text)
        self.states.append(self.session.state)
        self.moves.append(self.session.record.deals[-1].moves)
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        if line is MOVE:
            seat = self.session.to_move
            observation = self.session.observation(seat)
            line = self.session.game.format_move(self.session.legal_moves()[0], observation)
        self.console.print(line, markup=False)
        return line


def play(game, screens, seats, lines, seed=3, hint_seed=1):
    console = Console(file=io.StringIO(), width=120, height=40, color_system=None)
    session = Session.new(game, game.make_rules(len(seats), {}), MatchSettings(None, 1, 1), seats, seed)
    player = Player(console, session, lines)
    shell = HotSeat(console, session, screens, private=False, resume_command="", read_line=player)
    shell.keyboard.hint_rng = random.Random(hint_seed)
    shell.run()
    return session, player


GAMES = [
    pytest.param(LEOPARD, LeopardScreens, id="leopard"),
    pytest.param(SEMERKA, SemerkaScreens, id="semerka"),
]


@pytest.mark.parametrize(("game", "screens"), GAMES)
def test_hint_then_undo_against_bots(game, screens):
    seats = (SeatInfo("Anna"), SeatInfo("Boris", "greedy"))
    session, player = play(game, screens(), seats, ["hint", MOVE, "undo", "undo", "hint", MOVE])
    first = player.states[0]
    expected = advise(hint_assessor(game), game.observation(first, 1), game.legal_moves(first), random.Random(1))
    line = hint_text(expected, lambda move: game.format_move(move, game.observation(first, 1))).plain
    assert line.startswith("Hint: ")
    assert line in player.screens[1]  # under the turn screen, at the next prompt
    # undo: back to the state of the first prompt, and the record's moves as they were then
    assert player.states[3] == first and player.moves[3] == player.moves[0]
    assert "Your last move and the " in player.screens[3] or "Your last move is taken back." in player.screens[3]
    assert "You have made no move yet: there is nothing to take back." in player.screens[4]
    assert line in player.screens[5]  # the same decision: the same hint, at once
    record = session.record
    assert (record.seats[0].hints, record.seats[0].undos) == (2, 1)
    assert record.deals[-1].hinted == (len(player.moves[0]) + 1,)
    assert record.deals[-1].moves[: len(player.moves[0]) + 1] == player.moves[6][: len(player.moves[0]) + 1]


def test_the_other_person_at_a_hot_seat_table_is_told_of_the_hint_and_undo_is_refused():
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session, player = play(LEOPARD, LeopardScreens(), seats, ["", "hint", "undo", MOVE, "", "undo"])
    assert "Moves are taken back only in a match of one person against computer players." in player.screens[3]
    assert "took a hint." not in "".join(player.screens[:4])  # Boris (left of the dealer) sees the hint itself
    assert "Boris took a hint." in player.screens[5]  # Anna, at her turn after the hand-off
    assert "Moves are taken back only in a match of one person against computer players." in player.screens[6]
    boris = session.record.seats[1]
    assert (boris.hints, boris.undos, session.record.deals[-1].hinted) == (1, 0, (1,))


def test_a_game_without_a_strong_level_says_so_in_one_line():
    seats = (SeatInfo("Ann"), SeatInfo("Bob", "random"))
    session = Session.new(RACE, RACE.make_rules(2, {}), MatchSettings(1, None, 1), seats, 5)
    console = Console(file=io.StringIO(), width=100, color_system=None)
    player = Player(console, session, ["hint"])
    HotSeat(console, session, RaceScreens(), private=False, resume_command="", read_line=player).run()
    assert "There is no hint for this game." in player.screens[1]
    assert session.record.seats[0].hints == 0


def test_hint_lines():
    name = str.upper
    assert hint_text(Hint("7h", "9c", 1.44), name).plain == "Hint: 7H, about 1.4 points better than 9C."
    assert hint_text(Hint("7h", "9c", 0.04), name).plain == "Hint: 7H, about as good as 9C."
    assert hint_text(Hint("7h"), name).plain == "Hint: 7H, the only move worth playing here."


def test_the_host_log_of_a_served_match_notes_hints_and_take_backs():
    session = Session.new(LEOPARD, LEOPARD.make_rules(2, {}), MatchSettings(33, None, 1),
                          (SeatInfo("Anna"), SeatInfo("Boris", "greedy")), 3)  # fmt: skip
    lines = []
    log = HostLog(session, lines.append)
    log.notify(Hinted(1), None)
    log.notify(TookBack(1, 2), None)
    assert lines == ["Anna took a hint", "Anna took back 2 moves"]


def test_hint_and_undo_words_in_russian():
    set_language("ru")
    try:
        words = builtin_words()
        assert (words["подсказка"], words["отмена"], words["отменить"]) == ("hint", "undo", "undo")
        assert (words["hint"], words["undo"]) == ("hint", "undo")
        line = hint_text(Hint("7h", "9c", 1.44), str.upper).plain
        assert line == "Подсказка: 7H, примерно на 1,4 очка лучше, чем 9C."
    finally:
        set_language(None)



def test_after_an_undo_and_another_move_the_hint_is_searched_again():
    """The same number of moves but another position: a new hint, not the one given there before the undo."""
    seats = (SeatInfo("Anna"), SeatInfo("Boris", "greedy"))
    lines = ["hint", MOVE, "hint", "undo", "undo", "-1", "hint"]  # -1: discard the first card, another move
    session, player = play(LEOPARD, LeopardScreens(), seats, lines)
    rng = random.Random(1)
    strong = hint_assessor(LEOPARD)
    shown = []
    for prompt in (0, 2, 6):
        state = player.states[prompt]
        observation = LEOPARD.observation(state, 1)
        hint = advise(strong, observation, LEOPARD.legal_moves(state), rng)
        shown.append(hint_text(hint, lambda move: LEOPARD.format_move(move, observation)).plain)
    assert len(player.moves[2]) == len(player.moves[6]) and player.states[2] != player.states[6]
    assert shown[0] in player.screens[1] and shown[1] in player.screens[3] and shown[2] in player.screens[7]
    assert "You have made no move yet: there is nothing to take back." in player.screens[5]
    # Counted: the move made after the first hint. Not: the hint taken back unused, the hint still pending.
    assert (session.record.seats[0].hints, session.record.seats[0].undos) == (1, 1)


class LastMoveHinter(Player):
    """Enter at every wait; at a move prompt the first legal move, but ``hint`` first before the move that ends
    the first deal. Remembers the screen of each move prompt, by deal number."""

    def __init__(self, console, session):
        super().__init__(console, session, [])
        self.hinted = False
        self.turns = {}  # deal number → screens printed before each of its move prompts

    def __call__(self, prompt):
        text = self.console.file.getvalue()
        screen, self.seen = text[self.seen:], len(text)
        if "Press Enter" in prompt:
            return ""
        session = self.session
        self.turns.setdefault(len(session.record.deals), []).append(screen)
        game, state = session.game, session.state
        move = session.legal_moves()[0]
        if not self.hinted and game.outcome(game.apply(state, move)) is not None:
            self.hinted = True
            return "hint"
        if len(session.record.deals) == 2:
            raise EOFError  # the first prompt of deal 2 was drawn: enough
        return game.format_move(move, session.observation(session.to_move))


def test_a_hint_taken_in_a_deal_is_not_news_on_the_first_screen_of_the_next():
    # Four people at one keyboard: the hint at the last move of deal 1 was that deal's news; deal 2 starts without it.
    seats = tuple(SeatInfo(name) for name in ("Anna", "Boris", "Clara", "Dora"))
    console = Console(file=io.StringIO(), width=120, height=40, color_system=None)
    session = Session.new(SEMERKA, SEMERKA.make_rules(4, {}), MatchSettings(None, 2, 1), seats, 3)
    player = LastMoveHinter(console, session)
    shell = HotSeat(console, session, SemerkaScreens(), private=False, resume_command="", read_line=player)
    shell.keyboard.hint_rng = random.Random(1)
    shell.run()
    assert player.hinted and len(player.turns[2]) == 1
    lines = player.turns[2][0].splitlines()
    assert lines[-4] == "The deal begins."
    assert lines[-1].startswith("╰─ your turn: lead any card ─")  # the turn screen ends with the hand: no news
    assert "took a hint." not in player.turns[2][0]
    assert shell.keyboard.notes == {}
