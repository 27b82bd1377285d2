"""A bot's seat: the bot chooses on a worker thread, so that whatever screen watches it stays responsive (a
spinner turns, a remote terminal is still served) while it thinks."""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from cardtable.bots import Bot
from cardtable.table.seat import Notice

if TYPE_CHECKING:  # made only when a computer player thinks: concurrent.futures brings logging
    from concurrent.futures import Future

__all__ = ["BotSeat", "BotWatcher"]


class BotWatcher(Protocol):
    """A screen that shows a bot's turns (at a hot-seat table: the shared console, which has no seat of its own
    when only bots play)."""

    def notify(self, notice: Notice, observation: Any) -> None:
        """Hear the bot's notices, with the bot's observation: only public facts may be drawn from it."""
        ...

    def await_move(self, thinking: Future[Any]) -> Any:
        """The move ``thinking`` gives, waited for in the watcher's way (e.g. with a spinner)."""
        ...


class BotSeat:
    """The seat of ``bot`` (from :func:`cardtable.bots.make_bot`), choosing with ``rng``. ``watcher``: the
    screen that shows its turns, or None."""

    def __init__(self, bot: Bot, rng: random.Random, watcher: BotWatcher | None = None) -> None:
        self.bot = bot
        self.rng = rng
        self.watcher = watcher

    def choose(self, observation: Any, legal_moves: Sequence[Any]) -> Any:
        """The bot's choice, made on a worker thread: exactly ``bot.choose(observation, legal_moves, rng)``.
        Whatever the bot raises is raised here."""
        thinking = self.think(observation, legal_moves)
        if self.watcher is None:
            return thinking.result()
        return self.watcher.await_move(thinking)

    def think(self, observation: Any, legal_moves: Sequence[Any]) -> Future[Any]:
        """Start the bot on a worker thread; the future holds its move (or its error). The thread is a daemon:
        leaving the match (Ctrl-C) does not wait for a bot still thinking."""
        from concurrent.futures import Future

        thinking: Future[Any] = Future()

        def work() -> None:
            if not thinking.set_running_or_notify_cancel():
                return
            try:
                thinking.set_result(self.bot.choose(observation, legal_moves, self.rng))
            except BaseException as error:  # handed to the waiting loop, which reports it
                thinking.set_exception(error)

        threading.Thread(target=work, name="bot", daemon=True).start()
        return thinking

    def notify(self, notice: Notice, observation: Any) -> None:
        """Bots need no notices; the watcher, if any, shows them."""
        if self.watcher is not None:
            self.watcher.notify(notice, observation)
