"""Finding the saved matches of one game and counting them: the data folder where ``play`` saves, and any other
folders asked for. A file that does not read as a record of the game is skipped with one line naming it; a record
of another game is passed over without a word (folders may hold both games' matches)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from cardtable.game import AnyGame
from cardtable.i18n import _
from cardtable.records import RecordError, load_match
from cardtable.seating import name_key
from cardtable.stats.tally import PlayerKey, PlayerStats, count_match

__all__ = ["Stats", "gather", "record_files"]


@dataclass(frozen=True, slots=True)
class Stats:
    """What :func:`gather` found: the ``game``'s name, the ``folders`` read, the ``matches`` counted, the
    ``players`` (people first, then bots; each by most matches, then name) and ``skipped``: one line per file
    that could not be read (naming it, and why)."""

    game: str
    folders: tuple[Path, ...]
    matches: int
    players: tuple[PlayerStats, ...]
    skipped: tuple[str, ...]

    def only(self, keys: Iterable[PlayerKey]) -> Stats:
        """These stats with only the players of ``keys``."""
        wanted = set(keys)
        players = tuple(
            stats for stats in self.players if (name_key(stats.name), stats.bot) in wanted
        )
        return Stats(self.game, self.folders, self.matches, players, self.skipped)


def record_files(folders: Sequence[Path], files: Sequence[Path] = ()) -> list[Path]:
    """The ``*.json`` files of ``folders`` (not their subfolders; hidden files left out: a save's temporary file
    or lock) and ``files``, each once, oldest first: by modification time, then by path. A folder that does not
    exist holds none."""
    found: dict[Path, tuple[float, str, Path]] = {}
    candidates: list[Path] = []
    for folder in folders:
        if folder.is_dir():
            candidates += sorted(path for path in folder.glob("*.json") if not path.name.startswith("."))
    candidates += files
    for path in candidates:
        try:
            real = path.resolve()
            modified = path.stat().st_mtime
        except OSError:
            modified = 0.0  # unreadable: load_match says why, in its line
            real = path.absolute()
        found.setdefault(real, (modified, str(path), path))
    return [path for _modified, _name, path in sorted(found.values(), key=lambda item: item[:2])]


def gather(
    game: AnyGame,
    folders: Sequence[Path],
    files: Sequence[Path] = (),
    players: Sequence[str] = (),
) -> Stats:
    """Every record of ``game`` in ``folders`` and ``files`` (:func:`record_files`), read and replayed once each
    (:func:`cardtable.records.load_match`) and counted oldest first; a record with no move at all (a start
    abandoned at once) is not counted. ``players``: names to keep (compared without
    regard to case, a seat's default name in either language as one: :func:`~cardtable.seating.name_key`; empty:
    everyone, bots too). Raises nothing for a bad file: it is listed in
    :attr:`Stats.skipped`."""
    table: dict[PlayerKey, PlayerStats] = {}
    skipped: list[str] = []
    matches = 0
    for path in record_files(folders, files):
        try:
            match = load_match(path, game)
        except RecordError as error:
            if not _other_game(path, game.name):
                skipped.append(_("{error} (skipped)").format(error=error))
            continue
        if not match.record.has_moves:
            continue  # a start abandoned before the first move: a match never played
        matches += 1
        count_match(table, match, game, os.fspath(path))
    wanted = {name_key(name) for name in players}
    listed = [stats for key, stats in table.items() if not wanted or key[0] in wanted]
    listed.sort(key=lambda stats: (stats.bot is not None, -stats.matches, stats.name.casefold(), stats.bot or ""))
    return Stats(game.name, tuple(folders), matches, tuple(listed), tuple(skipped))


def _other_game(path: Path, game: str) -> bool:
    """Whether ``path`` (which did not read as a record of ``game``) is a JSON object naming another game."""
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and isinstance(data.get("game"), str) and data["game"] != game
