"""One match per save file at a time: an exclusive lock that a playing match holds on the file it saves to.

The lock is an ``flock`` on a small file beside the save, ``.NAME.lock``. It cannot be the save itself: every
save replaces that file by a new one (an atomic rename), which nobody would hold. The kernel drops an ``flock``
when its process ends, however it ends, so a match that was killed never blocks the next one: a leftover lock
file is just a name, locked again by whoever comes. The holder writes its process id into the lock file, so that
the process refused can say which one plays. Where ``flock`` does not exist (Windows) nothing is locked.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from types import TracebackType

from cardtable.i18n import _
from cardtable.safetext import shown_path

try:
    import fcntl
except ImportError:  # pragma: no cover - not on Windows: the save is simply not locked there
    fcntl = None  # type: ignore[assignment]

__all__ = ["SaveInUse", "SaveLock", "lock_file"]


def lock_file(path: Path) -> Path:
    """The lock file of the save ``path``: ``.NAME.lock`` in the same folder (hidden, and not ``*.json``, so
    never taken for a record)."""
    return path.with_name(f".{path.name}.lock")


class SaveInUse(Exception):
    """The save file ``path`` is locked by another running match; ``pid`` is its process id when known.
    ``str(error)`` is the one line to show."""

    def __init__(self, path: Path, pid: int | None) -> None:
        self.path = path
        self.pid = pid
        if pid is None:
            message = _("{path} is in use by another running match").format(path=shown_path(path))
        else:
            message = _("{path} is in use by another running match (process {pid})").format(
                path=shown_path(path), pid=pid
            )
        super().__init__(message)


class SaveLock:
    """The lock a match holds on its save file, from :meth:`acquire` until :meth:`release` (or the end of the
    process). Usable as a context manager."""

    def __init__(self, path: Path, descriptor: int | None) -> None:
        self.path = path
        self._descriptor = descriptor

    @classmethod
    def acquire(cls, path: Path) -> SaveLock:
        """Lock the save ``path`` (the file need not exist; its folder must). Returns at once: raises
        :class:`SaveInUse` when another process holds it, ``OSError`` when the lock file cannot be made."""
        if fcntl is None:  # pragma: no cover
            return cls(path, None)
        name = lock_file(path)
        while True:
            descriptor = os.open(name, os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                pid = _read_pid(descriptor)
                os.close(descriptor)
                raise SaveInUse(path, pid) from None
            except BaseException:
                os.close(descriptor)
                raise
            # The holder before us may have removed the file while we opened it: a lock on a removed file
            # guards nothing, so try again on the file that is there now.
            if _same_file(descriptor, name):
                break
            os.close(descriptor)
        try:
            os.ftruncate(descriptor, 0)
            os.write(descriptor, f"{os.getpid()}\n".encode())
        except OSError:  # a full disk: the lock holds all the same, only the process id is not told
            pass
        return cls(path, descriptor)

    @property
    def held(self) -> bool:
        return self._descriptor is not None

    def release(self) -> None:
        """Unlock and remove the lock file (nothing when already released)."""
        if self._descriptor is None:
            return
        # Removed while still locked, so nobody can lock this file after us and believe it guards the save.
        with contextlib.suppress(OSError):
            lock_file(self.path).unlink()
        os.close(self._descriptor)
        self._descriptor = None

    def __enter__(self) -> SaveLock:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.release()


def _same_file(descriptor: int, name: Path) -> bool:
    try:
        on_disk = os.stat(name)
    except OSError:
        return False
    held = os.fstat(descriptor)
    return (held.st_dev, held.st_ino) == (on_disk.st_dev, on_disk.st_ino)


def _read_pid(descriptor: int) -> int | None:
    try:
        text = os.pread(descriptor, 32, 0).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None
