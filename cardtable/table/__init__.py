"""The match loop and the seats it talks to, whatever front end a seat has: a person at a console (their own or
one shared, hot-seat), a bot, later a person at a remote terminal. Nothing here draws or reads a screen."""

from cardtable.table.bot_seat import BotSeat, BotWatcher
from cardtable.table.loop import MatchLoop
from cardtable.table.seat import (
    DealOver, Hinted, Listener, MatchOver, Moved, Notice, Seat, TakeBack, Thinking, TookBack,
)  # fmt: skip

__all__ = [
    "BotSeat",
    "BotWatcher",
    "DealOver",
    "Hinted",
    "Listener",
    "MatchLoop",
    "MatchOver",
    "Moved",
    "Notice",
    "Seat",
    "TakeBack",
    "Thinking",
    "TookBack",
]
