"""Bots at the hot-seat table: on a real terminal a spinner turns while a bot thinks; elsewhere no pause."""

from __future__ import annotations

import io
from contextlib import contextmanager

import pytest
from rich.console import Console
from table_fake_game import GAME, RaceScreens

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.terminal import HotSeat, notices


def play_against_a_bot(private: bool, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """One person (Ann) against a random bot, Ann always adding 1; returns what the spinner was started with."""
    console = Console(file=io.StringIO(), width=100, color_system=None)
    spinners: list[str] = []

    @contextmanager
    def status(text: str):
        spinners.append(text)
        yield

    monkeypatch.setattr(console, "status", status)
    monkeypatch.setattr(notices, "BOT_PAUSE", 0.0)
    seats = (SeatInfo("Ann"), SeatInfo("Robot", "random"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(1, None, 1), seats, 5, None)
    lines = iter(["1"] * 5 + ["", ""])
    table = HotSeat(console, session, RaceScreens(), private=private, resume_command="", read_line=lambda _: next(lines))
    assert table.run() == 0
    assert session.match_over
    return spinners


def test_a_spinner_turns_while_a_bot_thinks_on_a_real_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    spinners = play_against_a_bot(True, monkeypatch)
    assert spinners and set(spinners) == {""}


def test_no_spinner_when_the_screen_is_not_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    assert play_against_a_bot(False, monkeypatch) == []
