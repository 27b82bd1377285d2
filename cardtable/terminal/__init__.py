"""The hot-seat terminal table shared by every game: the turn loop (:class:`HotSeat`) and the screens a game
plugs into it (:class:`GameScreens`)."""

from cardtable.terminal.screens import GameScreens, TableView, handoff_screen, match_end_screen, score_table
from cardtable.terminal.shell import HotSeat, QuitRequested, table_view

__all__ = [
    "GameScreens",
    "HotSeat",
    "QuitRequested",
    "TableView",
    "handoff_screen",
    "match_end_screen",
    "score_table",
    "table_view",
]
