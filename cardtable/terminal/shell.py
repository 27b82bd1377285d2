"""The hot-seat table: every person at one console, taking turns, each seeing only their own hand.

Hot-seat is the case of several human seats sharing one :class:`~cardtable.terminal.keyboard.Keyboard`: it hands
the keyboard over between their turns and clears the screen (:mod:`cardtable.terminal.handoffs`). Bots' seats
think on worker threads and are watched on the same screen, which also shows a match that only bots play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rich.console import Console

from cardtable.bots import make_bot
from cardtable.records.lock import SaveLock
from cardtable.session import Session
from cardtable.table import BotSeat, Seat
from cardtable.terminal.humans import ConsoleSeat
from cardtable.terminal.keyboard import Keyboard, QuitRequested, table_view
from cardtable.terminal.notices import KeyboardWatcher
from cardtable.terminal.runner import TableRunner
from cardtable.terminal.saving import Saver
from cardtable.terminal.screens import GameScreens
from cardtable.terminal.words import builtin_words, is_quit

__all__ = ["HotSeat", "QuitRequested", "builtin_words", "is_quit", "seats_at", "table_view"]


def seats_at(keyboard: Keyboard, session: Session, rng: random.Random) -> dict[int, Seat[Any, Any]]:
    """A seat for each of ``session``'s seats, from the record's seats: a person's (no ``bot``) at ``keyboard``,
    a bot's (its level made for the game, choosing with ``rng``) watched at ``keyboard``. Raises ``ValueError``
    for a bot level the game does not have."""
    seats: dict[int, Seat[Any, Any]] = {}
    watcher = KeyboardWatcher(keyboard)
    if all(seat.bot is not None for seat in session.seats):
        keyboard.follows_moves = True  # bots alone: the screen shows the public table after every move
    for number, seat in enumerate(session.seats, start=1):
        if seat.bot is None:
            seats[number] = ConsoleSeat(keyboard, number)
        else:
            seats[number] = BotSeat(make_bot(session.game.name, seat.bot), rng, watcher)
    return seats


class HotSeat(TableRunner):
    """Plays ``session`` at ``console`` with ``screens`` (the game's part), every person at this one console.

    ``private``: the terminal can hide hands (a real terminal on both ends): the game then runs on the alternate
    screen, cleared before every hand-off. ``resume_command``: how to continue, with ``{path}`` for the record.
    ``read_line(prompt)`` reads one line (default ``console.input``); it raises ``EOFError`` on Ctrl-D. ``rng``:
    the bots' random generator. ``lock``: the lock held on the save file (:mod:`cardtable.records.lock`), kept
    in :attr:`lock`.
    """

    def __init__(
        self,
        console: Console,
        session: Session,
        screens: GameScreens,
        *,
        private: bool,
        resume_command: str,
        read_line: Callable[[str], str] | None = None,
        rng: random.Random | None = None,
        lock: SaveLock | None = None,
    ) -> None:
        saver = Saver(session, lock)
        self.keyboard = Keyboard(console, session, screens, saver, private=private, read_line=read_line)
        seats = seats_at(self.keyboard, session, rng or random.Random())
        super().__init__(session, seats, [self.keyboard], saver, resume_command=resume_command)
