"""Who may join: a room password (read from a file or typed when the server starts, never on the command line)
or an authorized-keys file; anything else is refused. The SSH user name is the player's name."""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from pathlib import Path

from cardtable.i18n import _
from cardtable.safetext import shown_path

__all__ = ["Access", "AccessError", "read_password_file"]

MAX_PASSWORD = 1024  # bytes; a longer "password" file is not a password


class AccessError(ValueError):
    """A password file or authorized-keys file that cannot be used; the message names the file and why."""


def read_password_file(path: Path) -> str:
    """The room password in ``path``: its first line, without the line end. Raises :class:`AccessError` for a
    missing, unreadable, empty or overlong file."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise AccessError(
            _("{path}: cannot read the password file ({reason})").format(
                path=shown_path(path), reason=error.strerror or error
            )
        ) from None
    if len(raw) > MAX_PASSWORD:
        raise AccessError(
            _("{path}: a password file holds one line of at most {limit} bytes").format(
                path=shown_path(path), limit=MAX_PASSWORD
            )
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise AccessError(_("{path}: the password file is not UTF-8 text").format(path=shown_path(path))) from None
    password = text.splitlines()[0] if text.splitlines() else ""
    if not password:
        raise AccessError(_("{path}: the password file is empty").format(path=shown_path(path)))
    return password


@dataclass(frozen=True)
class Access:
    """How players prove they were invited: ``password`` (the room password) or ``authorized_keys`` (a file in
    OpenSSH's format); exactly one of them."""

    password: str | None = None
    authorized_keys: Path | None = None

    def __post_init__(self) -> None:
        if (self.password is None) == (self.authorized_keys is None):
            raise ValueError("give a password or an authorized-keys file, not both or neither")

    def password_ok(self, offered: str) -> bool:
        """Whether ``offered`` is the room password (compared in constant time)."""
        if self.password is None:
            return False
        return hmac.compare_digest(offered.encode("utf-8"), self.password.encode("utf-8"))
