"""A person's seat: someone at a console, alone there or taking turns with others (hot-seat)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.table.seat import Notice
from cardtable.terminal.handoffs import before_turn
from cardtable.terminal.keyboard import Keyboard
from cardtable.terminal.notices import show_notice
from cardtable.terminal.prompts import ask_move

__all__ = ["ConsoleSeat"]


class ConsoleSeat:
    """Seat ``number`` (1-based), played by a person at ``keyboard``; it joins the keyboard's seats. When several
    seats share a keyboard, the keyboard is handed over between their turns."""

    def __init__(self, keyboard: Keyboard, number: int) -> None:
        self.keyboard = keyboard
        self.number = number
        keyboard.seats.append(number)

    def choose(self, observation: Any, legal_moves: Sequence[Any]) -> Any:
        """The move the person types (after a hand-off when the keyboard passes to them)."""
        before_turn(self.keyboard, self.number, observation)
        return ask_move(self.keyboard, self.number, observation, legal_moves)

    def notify(self, notice: Notice, observation: Any) -> None:
        show_notice(self.keyboard, notice, observation)
