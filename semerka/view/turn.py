"""The whole screen of a seat's turn: the public table, the log since its last turn, its hand."""

from __future__ import annotations

from rich.console import Group

from cardtable.terminal.screens import TableView

from semerka.rules import Observation
from semerka.view.hand import hand_panel
from semerka.view.log import log_panel
from semerka.view.table import public_table

__all__ = ["turn_screen"]


def turn_screen(table: TableView, obs: Observation, height: int = 24) -> Group:
    """The screen of the observing seat's turn: the public table, the log since its last turn (as many lines as
    ``height`` leaves room for, keeping two for a message and the prompt and one spare for a wrapped line), and
    its hand with what to do."""
    seats_lines = 6 if obs.rules.players == 3 else 9
    fixed = 1 + table.side_count + seats_lines + 3 + 2 + 1
    return Group(
        public_table(table, obs),
        log_panel(table, obs, height - fixed),
        hand_panel(table, obs),
    )

