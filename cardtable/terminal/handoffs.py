"""Hand-offs: when the keyboard passes between two people at one screen, a screen with public information only
waits for Enter before the next person's hand is shown (design "Hot-seat privacy")."""

from __future__ import annotations

from typing import Any

from cardtable.i18n import _
from cardtable.terminal.keyboard import Keyboard
from cardtable.terminal.screens import handoff_screen

__all__ = ["before_turn", "hand_off"]


def before_turn(keyboard: Keyboard, seat: int, observation: Any) -> None:
    """Before the turn of ``seat`` (1-based) at ``keyboard``: the hand-off screen when people share the keyboard
    and someone else saw their hand here last. ``observation`` is ``seat``'s; only its public part is drawn."""
    if keyboard.shared and seat != keyboard.last_seat:
        hand_off(keyboard, seat, observation)
    keyboard.last_seat = seat


def hand_off(keyboard: Keyboard, seat: int, observation: Any) -> None:
    """"Pass the keyboard to NAME": the public table and, the first time, where the match is saved; drops what
    was typed before it showed, then waits for Enter (raises :class:`cardtable.terminal.keyboard.QuitRequested`
    on ``quit``)."""
    table = keyboard.table()
    saved_at = keyboard.path_note()
    keyboard.show(lambda: handoff_screen(table, seat, keyboard.screens.handoff(table, observation, seat), saved_at))
    keyboard.discard_typed()  # a second Enter meant for the last prompt must not show the next hand
    keyboard.wait(_("Press Enter"))
