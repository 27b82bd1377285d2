"""Bot level specs: a level name, and for a search level an optional budget per decision.

``strong`` — the level as registered; ``strong:2000`` — 2000 playouts a decision (the same observation and seed
give the same choice on any machine); ``strong:0.5s`` — half a second of the deciding thread's CPU time a decision
(as many playouts as fit: not reproducible, for tournaments at equal thinking time). Only the search levels
(:data:`SEARCH_LEVELS`) take a budget. The spec is written in records and configs as given (``bot = "strong:0.5s"``).

This is the one parser of level specs: the bots, the command line, configs and records all read a level with
:func:`parse_level`. It lives with the records because a record's seats are checked with it, and records sit
below the bots; :mod:`cardtable.bots` offers it to everything above.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

from cardtable.i18n import _
from cardtable.safetext import shorten

__all__ = ["MAX_PLAYOUTS", "MAX_SECONDS", "MIN_SECONDS", "SEARCH_LEVELS", "LevelSpec", "parse_level"]

SEARCH_LEVELS = ("strong", "expert")
"""Levels that search, and so take a budget suffix."""

MAX_PLAYOUTS = 1_000_000
"""The most playouts a decision may be given (``strong:1000000``)."""

MIN_SECONDS = 0.01
MAX_SECONDS = 600.0
"""The bounds of a budget in seconds a decision."""

_PLAYOUTS = re.compile(r"[0-9]{1,7}")
_SECONDS = re.compile(r"([0-9]{1,3}(?:\.[0-9]{1,3})?|\.[0-9]{1,3})s")


@dataclass(frozen=True, slots=True)
class LevelSpec:
    """A parsed level: ``level`` (a registered level name), and at most one of ``playouts`` (per decision) and
    ``seconds`` (CPU seconds per decision); neither means the level's own budget. ``str()`` gives the canonical
    text (``strong:2000``, ``strong:0.5s``)."""

    level: str
    playouts: int | None = None
    seconds: float | None = None

    def __str__(self) -> str:
        if self.playouts is not None:
            return f"{self.level}:{self.playouts}"
        if self.seconds is not None:
            return f"{self.level}:{self.seconds:g}s"
        return self.level

    @property
    def reproducible(self) -> bool:
        """Whether the same observation and seed give the same choice (False for a budget in seconds)."""
        return self.seconds is None


def _unknown(text: str, known: Iterable[str]) -> ValueError:
    return ValueError(
        _('unknown bot level "{level}" (known: {known})').format(level=shorten(text), known=", ".join(known))
    )


def parse_level(text: str, known: Iterable[str]) -> LevelSpec:
    """``text`` read as ``LEVEL``, ``LEVEL:PLAYOUTS`` or ``LEVEL:SECONDSs``, with LEVEL one of ``known``.

    Raises ``ValueError`` with one line: an unknown level (naming the known ones), a budget on a level that does
    not search, or a budget out of shape or out of bounds (1 to :data:`MAX_PLAYOUTS` playouts, :data:`MIN_SECONDS`
    to :data:`MAX_SECONDS` seconds)."""
    known = tuple(known)
    level, colon, budget = text.partition(":")
    if level not in known:
        raise _unknown(text, known)
    if not colon:
        return LevelSpec(level)
    if level not in SEARCH_LEVELS:
        raise ValueError(
            _('bot level "{level}" takes no budget: only a search level does (strong:2000, strong:0.5s)').format(
                level=shorten(level)
            )
        )
    bounds = _('"{text}": a budget is playouts from 1 to {playouts} (strong:2000) or seconds from {low:g} to '
               "{high:g} (strong:0.5s)").format(
        text=shorten(text), playouts=MAX_PLAYOUTS, low=MIN_SECONDS, high=MAX_SECONDS
    )  # fmt: skip
    if _PLAYOUTS.fullmatch(budget):
        playouts = int(budget)
        if not 1 <= playouts <= MAX_PLAYOUTS:
            raise ValueError(bounds)
        return LevelSpec(level, playouts=playouts)
    match = _SECONDS.fullmatch(budget)
    if match is None:
        raise ValueError(bounds)
    seconds = float(match.group(1))
    if not (math.isfinite(seconds) and MIN_SECONDS <= seconds <= MAX_SECONDS):
        raise ValueError(bounds)
    return LevelSpec(level, seconds=seconds)
