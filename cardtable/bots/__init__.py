"""Who sits at each seat: a person at the keyboard or a bot.

Every seat answers one question, ``choose(observation, legal_moves, rng) -> move``: the table hands it only what
that seat may see (an observation, never a state) and the moves legal now. A person's seat is answered by the
terminal shell; a bot's by its own code. Game-specific bots register their levels with :func:`register_bot`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from cardtable.i18n import _
from cardtable.records.model import SeatInfo

__all__ = ["Bot", "RandomBot", "SeatInfo", "bot_levels", "make_bot", "register_bot"]


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


def make_bot(game: str, level: str) -> Bot:
    """A new bot of ``level`` for ``game``. Raises ``ValueError`` naming the known levels for an unknown one."""
    factories = {**_BOTS["*"], **_BOTS.get(game, {})}
    if level not in factories:
        raise ValueError(
            _('unknown bot level "{level}" (known: {known})').format(level=level, known=", ".join(factories))
        )
    return factories[level]()
