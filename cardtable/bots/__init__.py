"""Who sits at each seat: a person at the keyboard or a bot.

Every seat answers one question, ``choose(observation, legal_moves, rng) -> move``: the table hands it only what
that seat may see (an observation, never a state) and the moves legal now. A person's seat is answered by the
terminal shell; a bot's by its own code. Game-specific bots register their levels with :func:`register_bot`.

A seat names its bot by a *level spec* (:func:`check_level`): a level (``strong``), and for a search level an
optional budget per decision: ``strong:2000`` playouts (reproducible) or ``strong:0.5s`` CPU seconds (not
reproducible: as many playouts as fit).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Protocol

from cardtable.bots.search import SearchBot
from cardtable.i18n import _
from cardtable.records.levels import MAX_PLAYOUTS, LevelSpec, parse_level
from cardtable.records.model import SeatInfo

__all__ = [
    "Bot", "LevelSpec", "RandomBot", "SeatInfo", "bot_levels", "check_level", "make_bot", "parse_level",
    "register_bot",
]  # fmt: skip


class Bot(Protocol):
    """A computer player. ``choose`` returns one of ``legal_moves``; it sees only ``observation``."""

    def choose(self, observation: Any, legal_moves: Sequence[Any], rng: random.Random) -> Any: ...


class RandomBot:
    """Plays any legal move, uniformly at random: the weakest level, useful for any game."""

    def choose(self, observation: Any, legal_moves: Sequence[Any], rng: random.Random) -> Any:
        return legal_moves[rng.randrange(len(legal_moves))]


# (game name or "*") -> level -> factory. "*" levels serve every game.
_BOTS: dict[str, dict[str, Callable[[], Bot]]] = {"*": {"random": RandomBot}}


def register_bot(game: str, level: str, factory: Callable[[], Bot]) -> None:
    """Offer bot ``level`` for ``game`` (its record name); ``factory()`` makes one bot."""
    _BOTS.setdefault(game, {})[level] = factory


def bot_levels(game: str) -> tuple[str, ...]:
    """The bot levels ``game`` offers, in the order they were registered (weakest first)."""
    return tuple({**_BOTS["*"], **_BOTS.get(game, {})})


def check_level(game: str, text: str) -> LevelSpec:
    """``text`` read as a level spec of ``game`` (``strong``, ``strong:2000``, ``strong:0.5s``). Raises
    ``ValueError`` with one line naming the problem (see :func:`~cardtable.records.levels.parse_level`)."""
    return parse_level(text, bot_levels(game))


def make_bot(game: str, level: str) -> Bot:
    """A new bot of level spec ``level`` for ``game``. Raises ``ValueError`` naming the known levels for an
    unknown one, or the problem with a budget (:func:`check_level`; a budget on a level that does not search)."""
    spec = check_level(game, level)
    bot = {**_BOTS["*"], **_BOTS.get(game, {})}[spec.level]()
    if spec.playouts is None and spec.seconds is None:
        return bot
    if not isinstance(bot, SearchBot):
        raise ValueError(_('bot level "{level}" does not search: it takes no budget').format(level=spec.level))
    if spec.playouts is not None:
        return replace(bot, playouts=spec.playouts)
    # By time: the playouts are only a cap, so the clock decides.
    return replace(bot, playouts=MAX_PLAYOUTS, seconds=spec.seconds)
