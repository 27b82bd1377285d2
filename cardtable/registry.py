"""Every installed game, found through the Python entry-point group ``cardtable.games`` (a name and a
:class:`~cardtable.spec.GameSpec`). Tools that work for any game (the conformance tests, a future lobby) find
games here, never by a name written in the table's code."""

from __future__ import annotations

from functools import cache
from importlib.metadata import entry_points

from cardtable.spec import GameSpec

__all__ = ["GROUP", "game_spec", "games"]

GROUP = "cardtable.games"


@cache
def games() -> dict[str, GameSpec]:
    """Name → spec of every installed game, in name order. An entry point whose object is not a
    :class:`GameSpec` raises ``TypeError`` naming it."""
    found: dict[str, GameSpec] = {}
    for point in sorted(entry_points(group=GROUP), key=lambda point: point.name):
        spec = point.load()
        if not isinstance(spec, GameSpec):
            raise TypeError(f"entry point {point.name} = {point.value} is not a GameSpec")
        found[spec.name] = spec
    return found


def game_spec(name: str) -> GameSpec:
    """The installed game called ``name``. Raises ``KeyError`` naming the installed games."""
    found = games()
    if name not in found:
        raise KeyError(f"no game {name!r} is installed (installed: {', '.join(found) or 'none'})")
    return found[name]
