"""The match loop and its seats: each seat hears only its own observation, people at their own consoles see
only their own hands (no hand-off needed), and a bot thinks on a worker thread. Driven through the fake game."""

from __future__ import annotations

import io
import random
import threading
from collections.abc import Sequence
from concurrent.futures import Future
from typing import Any

import pytest
from rich.console import Console
from table_fake_game import GAME, RaceScreens

from cardtable.bots import RandomBot
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.table import BotSeat, DealOver, MatchLoop, MatchOver, Moved, Notice, Thinking
from cardtable.terminal import ConsoleSeat, Keyboard, TableRunner
from cardtable.terminal.saving import Saver


def race(seats: Sequence[SeatInfo] = (SeatInfo("Ann"), SeatInfo("Bob"))) -> Session:
    """A race to 5 to one deal won; Ann (seat 1) deals, so Bob (seat 2) moves first. Seed 5 deals Ann 5♣ and
    Bob 4♣."""
    return Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(1, None, 1), seats, 5, None)


class Typist:
    """Types ``lines`` at one console's prompts, echoing prompt and line there as a terminal would."""

    def __init__(self, console: Console, lines: Sequence[str]) -> None:
        self.console = console
        self.lines = list(lines)

    def __call__(self, prompt: str) -> str:
        self.console.print(prompt, end="")
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        self.console.print(line, markup=False)
        return line


class Recorder:
    """A seat that plays ``moves`` in turn and keeps what it was given."""

    def __init__(self, moves: Sequence[int]) -> None:
        self.moves = list(moves)
        self.observations: list[Any] = []
        self.notices: list[Notice] = []

    def choose(self, observation: Any, legal_moves: Sequence[Any]) -> Any:
        self.observations.append(observation)
        return self.moves.pop(0)

    def notify(self, notice: Notice, observation: Any) -> None:
        self.observations.append(observation)
        self.notices.append(notice)


def test_the_loop_gives_each_seat_only_its_own_observation_and_every_notice() -> None:
    session = race()
    ann, bob = Recorder([2]), Recorder([2, 1])
    steps: list[str] = []

    def run_step(step: Any) -> None:
        steps.append("step")
        step()

    MatchLoop(session, {1: ann, 2: bob}, run_step=run_step).run()
    assert session.record.deals[0].moves == ("2", "2", "1")
    assert steps == ["step"] * 3
    assert {observation.seat for observation in ann.observations} == {1}
    assert {observation.seat for observation in bob.observations} == {2}
    assert [type(notice) for notice in ann.notices] == [Moved, Moved, Moved, DealOver, MatchOver]
    assert [notice.seat for notice in ann.notices if isinstance(notice, Moved)] == [2, 1, 2]
    assert ann.notices == bob.notices  # the very same notice objects: a shared screen shows each once
    deal_over = ann.notices[3]
    assert isinstance(deal_over, DealOver) and deal_over.match_over and deal_over.outcome.winner == 2


def test_a_bots_turn_is_announced_to_the_bot_first_then_to_the_others() -> None:
    session = race((SeatInfo("Ann"), SeatInfo("Robot", "random")))
    ann, robot = Recorder([1, 1]), Recorder([1, 1, 1])
    MatchLoop(session, {1: ann, 2: robot}, run_step=lambda step: step(), bots=frozenset({2})).run()
    thinking = [notice for notice in robot.notices if isinstance(notice, Thinking)]
    assert [notice.seat for notice in thinking] == [2, 2, 2]
    assert [notice for notice in ann.notices if isinstance(notice, Thinking)] == thinking


def test_the_loop_needs_a_seat_for_every_seat_of_the_match() -> None:
    with pytest.raises(ValueError, match=r"seats \[1\] do not match the 2 seats of the match"):
        MatchLoop(race(), {1: Recorder([])}, run_step=lambda step: step())


def test_two_people_at_their_own_consoles_see_only_their_own_hands_and_need_no_hand_off() -> None:
    session = race()
    saver = Saver(session, None)
    consoles = [Console(file=io.StringIO(), width=100, color_system=None) for _ in range(2)]
    typed = (["2", "", ""], ["2", "1", "", ""])  # Ann; Bob (who moves first)
    keyboards = [
        Keyboard(console, session, RaceScreens(), saver, private=False, read_line=Typist(console, lines))
        for console, lines in zip(consoles, typed)
    ]
    seats = {1: ConsoleSeat(keyboards[0], 1), 2: ConsoleSeat(keyboards[1], 2)}
    assert not keyboards[0].shared and not keyboards[1].shared
    assert TableRunner(session, seats, keyboards, saver, resume_command="").run() == 0
    assert session.record.deals[0].moves == ("2", "2", "1")
    ann, bob = ([line.rstrip() for line in console.file.getvalue().splitlines()] for console in consoles)  # type: ignore[attr-defined]
    result = ["Bob won the match.", "Score", "┏━━━━━━━┳━━━━━┳━━━━━┓", "┃  Deal ┃ Ann ┃ Bob ┃",
              "┡━━━━━━━╇━━━━━╇━━━━━┩", "│     1 │   0 │   1 │", "│ Total │   0 │   1 │", "└───────┴─────┴─────┘"]  # fmt: skip
    assert ann == [
        "This is not a terminal that can hide the screen: every hand will stay visible.",
        "TURN Ann hand=5C total=2",
        "Ann> 2",
        "DEAL 1 won by Bob; totals (0, 1)",
        "Press Enter to see the result of the match",
        *result,
        "Seed: 5",
        "Press Enter to leave",
        *result,
        "Seed: 5",
    ]
    assert bob == [
        "This is not a terminal that can hide the screen: every hand will stay visible.",
        "TURN Bob hand=4C total=0",
        "Bob> 2",
        "TURN Bob hand=4C total=4",
        "Bob> 1",
        "DEAL 1 won by Bob; totals (0, 1)",
        "Press Enter to see the result of the match",
        *result,
        "Seed: 5",
        "Press Enter to leave",
        *result,
        "Seed: 5",
    ]


class ThreadNoting:
    """A random bot that notes the thread it chose on."""

    def __init__(self) -> None:
        self.threads: list[int] = []

    def choose(self, observation: Any, legal_moves: Sequence[Any], rng: random.Random) -> Any:
        self.threads.append(threading.get_ident())
        return RandomBot().choose(observation, legal_moves, rng)


def test_a_bot_seat_thinks_on_a_worker_thread_and_chooses_as_the_bot_does_with_the_same_rng() -> None:
    legal = tuple(range(1000))
    bot = ThreadNoting()
    seat = BotSeat(bot, random.Random(42))
    chosen = [seat.choose("observation", legal) for _ in range(3)]
    direct = random.Random(42)
    assert chosen == [RandomBot().choose("observation", legal, direct) for _ in range(3)]
    assert len(bot.threads) == 3 and threading.get_ident() not in bot.threads


def test_a_watched_bot_seat_is_awaited_by_its_watcher_and_passes_notices_on() -> None:
    class Watcher:
        def __init__(self) -> None:
            self.seen: list[tuple[Notice, Any]] = []
            self.awaited: list[Any] = []

        def notify(self, notice: Notice, observation: Any) -> None:
            self.seen.append((notice, observation))

        def await_move(self, thinking: Future[Any]) -> Any:
            move = thinking.result()
            self.awaited.append(move)
            return move

    watcher = Watcher()
    seat = BotSeat(RandomBot(), random.Random(1), watcher)
    notice = Thinking(2)
    seat.notify(notice, "observation")
    move = seat.choose("observation", (7, 8, 9))
    assert watcher.seen == [(notice, "observation")]
    assert watcher.awaited == [move] == [RandomBot().choose("observation", (7, 8, 9), random.Random(1))]


def test_a_bots_error_reaches_the_loop() -> None:
    class Broken:
        def choose(self, observation: Any, legal_moves: Sequence[Any], rng: random.Random) -> Any:
            raise RuntimeError("no idea")

    with pytest.raises(RuntimeError, match="no idea"):
        BotSeat(Broken(), random.Random()).choose("observation", (1, 2))
