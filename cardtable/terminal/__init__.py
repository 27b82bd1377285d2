"""The terminal table shared by every game: people at consoles (:class:`Keyboard`, :class:`ConsoleSeat`), the
hot-seat table where they share one (:class:`HotSeat`), running a match at keyboards (:class:`TableRunner`),
and the screens a game plugs in (:class:`GameScreens`)."""

from cardtable.terminal.humans import ConsoleSeat
from cardtable.terminal.keyboard import Keyboard, QuitRequested, table_view
from cardtable.terminal.runner import TableRunner
from cardtable.terminal.screens import GameScreens, TableView, handoff_screen, match_end_screen, score_table
from cardtable.terminal.shell import HotSeat, seats_at

__all__ = [
    "ConsoleSeat",
    "GameScreens",
    "HotSeat",
    "Keyboard",
    "QuitRequested",
    "TableRunner",
    "TableView",
    "handoff_screen",
    "match_end_screen",
    "score_table",
    "seats_at",
    "table_view",
]
