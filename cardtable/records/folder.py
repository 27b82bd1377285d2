"""Where matches are saved: one record file per match in the platform's user data folder (platformdirs), e.g.
``~/.local/share/<game>/matches/`` on Linux (``XDG_DATA_HOME`` moves it)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import platformdirs

from cardtable.game import AnyGame
from cardtable.records import FOLDER_MODE, RecordError, ReplayedMatch, load_match

__all__ = ["latest_unfinished", "make_save_folder", "new_save_path", "save_folder", "unfinished_matches"]


def save_folder(game: str) -> Path:
    """The folder that holds ``game``'s saved matches (not created here: see :func:`make_save_folder`)."""
    return platformdirs.user_data_path(game, appauthor=False) / "matches"


def make_save_folder(game: str) -> Path:
    """:func:`save_folder`, created when missing: the game's folder and its ``matches`` folder with mode 0700
    (records hold every hand). A folder that exists keeps the mode it has. Raises ``OSError`` when it cannot be
    made."""
    folder = save_folder(game)
    folder.parent.parent.mkdir(parents=True, exist_ok=True)  # the user data folder itself is not ours to narrow
    for part in (folder.parent, folder):
        part.mkdir(mode=FOLDER_MODE, exist_ok=True)
    return folder


def new_save_path(game: str, now: datetime | None = None) -> Path:
    """A fresh file name for a new match: ``<folder>/2026-11-30-170312.json`` (a suffix keeps it unique)."""
    folder = save_folder(game)
    stamp = (now or datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    path = folder / f"{stamp}.json"
    number = 2
    while path.exists():
        path = folder / f"{stamp}-{number}.json"
        number += 1
    return path


def unfinished_matches(game: AnyGame) -> Iterator[tuple[Path, ReplayedMatch]]:
    """The saved matches of ``game`` that are not over, with their files, the most recently saved first; each
    file is read only when the one before was passed over. Files that do not read as records, and records with no
    move at all (a start abandoned at once), are left out."""
    folder = save_folder(game.name)
    if not folder.is_dir():
        return
    files = sorted(folder.glob("*.json"), key=lambda path: path.stat().st_mtime, reverse=True)
    for path in files:
        try:
            match = load_match(path, game)
        except RecordError:
            continue
        if not match.status.finished and match.record.has_moves:
            yield path, match


def latest_unfinished(game: AnyGame) -> tuple[Path, ReplayedMatch] | None:
    """The most recently saved match of ``game`` that is not over, with its file, or None
    (:func:`unfinished_matches`)."""
    return next(unfinished_matches(game), None)
