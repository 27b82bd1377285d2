"""Saving while a match plays: a save that fails (a full disk, a read-only folder) never ends the match, the
players are told in one line, and ``save PATH`` moves the match to another file, locked like the first.

Every save is atomic (:func:`cardtable.records.write_record`), so a failed one leaves the file as it was last
saved, byte for byte: the moves made since are only in memory until a save works again.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from cardtable.i18n import _
from cardtable.records.lock import SaveInUse, SaveLock
from cardtable.session import Session
from cardtable.safetext import shown_path

__all__ = ["Saver", "failure_line"]


def failure_line(path: Path, error: OSError) -> str:
    """``Could not save the match to PATH: No space left on device. Type save PATH to save it elsewhere.``"""
    return _("Could not save the match to {path}: {reason}. Type save PATH to save it elsewhere.").format(
        path=shown_path(path), reason=_reason(error)
    )


def lost_line(path: Path, error: OSError) -> str:
    """The line for leaving when the last save failed once more."""
    return _("Could not save the match to {path}: {reason}. The last moves are lost.").format(
        path=shown_path(path), reason=_reason(error)
    )


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


class Saver:
    """Where ``session`` is saved, whether its last save worked, and the lock held on its file.

    :meth:`attempt` runs a step of the match that saves (a move, a new deal); when its save fails, the step is
    made all the same and :attr:`problem` holds the line to show until a save works again. ``lock`` is the
    lock held on :attr:`Session.path` (None: nothing locked, e.g. in tests)."""

    def __init__(self, session: Session, lock: SaveLock | None) -> None:
        self.session = session
        self.lock = lock
        self.problem: str | None = None

    def attempt(self, step: Callable[[], None]) -> None:
        """Run ``step`` (which saves at its end); an ``OSError`` of the save becomes :attr:`problem`."""
        try:
            step()
        except OSError as error:
            path = self.session.path
            assert path is not None  # a session without a path never writes
            self.problem = failure_line(path, error)
        else:
            self.problem = None

    def save(self, typed: str) -> str:
        """The ``save [PATH]`` command: save again to the current file (no PATH), or to the new file ``PATH`` and
        from then on there, locked. Returns the one line to show. An existing other file is never written over,
        and a failed save to PATH leaves everything as it was."""
        session = self.session
        name = _unquoted(typed.strip())
        if not name:
            if session.path is None:
                return _("Type save and a file name, e.g. save match.json.")
            self.attempt(session.save)
            return self.problem or _("Saved in {path}; the match is saved there after every move.").format(
                path=shown_path(session.path)
            )
        target = Path(os.path.expanduser(name))
        if session.path is not None and _same_file(target, session.path):
            return self.save("")
        if target.exists() or target.is_symlink():
            return _("{path} exists already: choose another name.").format(path=shown_path(target))
        if not target.parent.is_dir():
            return _("There is no folder {folder}: choose another place.").format(
                folder=shown_path(target.parent, quoted=True)
            )
        try:
            lock = SaveLock.acquire(target)
        except SaveInUse as error:
            return str(error)
        except OSError as error:
            return failure_line(target, error)
        try:
            session.save_to(target)
        except OSError as error:
            lock.release()
            return failure_line(target, error)
        if self.lock is not None:
            self.lock.release()
        self.lock = lock
        self.problem = None
        return _("Saved in {path}; the match is saved there after every move.").format(path=shown_path(target))


def _unquoted(text: str) -> str:
    """``"my match.json"`` or ``'my match.json'`` without the quotes a player may type around a name."""
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    return text


def _same_file(one: Path, other: Path) -> bool:
    if one.absolute() == other.absolute():
        return True
    try:
        return one.samefile(other)
    except OSError:
        return False
