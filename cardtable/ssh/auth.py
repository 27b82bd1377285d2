"""Who may join: a room password (read from a file or typed when the server starts, never on the command line)
or an authorized-keys file; anything else is refused. The SSH user name is the player's name."""

from __future__ import annotations

import hmac
import stat
from dataclasses import dataclass
from pathlib import Path

from asyncssh import SSHAuthorizedKeys, import_authorized_keys

from cardtable.i18n import _, ngettext
from cardtable.safetext import shown_path

__all__ = [
    "MIN_PASSWORD", "Access", "AccessError", "check_authorized_keys", "check_password", "load_authorized_keys",
    "read_password_file", "readable_by_others",
]  # fmt: skip

MAX_PASSWORD = 1024  # bytes; a longer "password" file is not a password
MIN_PASSWORD = 4  # characters: anyone on the network may try, and a shorter one is guessed in a few connections
_NO_KEY = "No valid entries found"  # asyncssh's words for a line that holds no key: ours say it better


class AccessError(ValueError):
    """A password file or authorized-keys file that cannot be used; the message names the file and why."""


def read_password_file(path: Path) -> str:
    """The room password in ``path``: its first line, without the line end. Raises :class:`AccessError` for a
    missing, unreadable, empty or overlong file."""
    raw = _read(path, _("{path}: cannot read the password file ({reason})"))
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
    try:
        return check_password(password)
    except AccessError as error:
        raise AccessError(f"{shown_path(path)}: {error}") from None


def readable_by_others(path: Path) -> bool:
    """Whether users other than the file's owner may read ``path`` (its group or everyone, by its POSIX mode):
    a room password there is no secret from them. False where the mode cannot be read."""
    try:
        return bool(path.stat().st_mode & (stat.S_IRGRP | stat.S_IROTH))
    except OSError:
        return False


def check_password(password: str) -> str:
    """``password`` if it may be the room password: at least :data:`MIN_PASSWORD` characters other than spaces,
    else :class:`AccessError` saying so."""
    if sum(not character.isspace() for character in password) < MIN_PASSWORD:
        message = ngettext(
            "a room password has at least {count} character other than spaces",
            "a room password has at least {count} characters other than spaces",
            MIN_PASSWORD,
        )
        raise AccessError(message.format(count=MIN_PASSWORD))
    return password


def check_authorized_keys(path: Path) -> int:
    """How many keys the authorized-keys file ``path`` admits (one a line, OpenSSH's format; blank lines and
    ``#`` comments are skipped). Raises :class:`AccessError` for a missing or unreadable file, one that holds no
    key, or the first line that is not a key asyncssh can read, by its number: a friend whose line has a typo
    would otherwise be refused with nothing to say why (asyncssh, like OpenSSH, skips such lines)."""
    return len(_key_lines(path))


def load_authorized_keys(path: Path) -> SSHAuthorizedKeys:
    """The keys of the authorized-keys file ``path``, read once and checked as :func:`check_authorized_keys`
    checks them (raising :class:`AccessError` the same way), for asyncssh to admit."""
    return import_authorized_keys("\n".join(_key_lines(path)))


def _key_lines(path: Path) -> list[str]:
    """The lines of the authorized-keys file ``path`` that hold a key (see :func:`check_authorized_keys`)."""
    if not path.is_file():
        raise AccessError(_("{path}: no such file").format(path=shown_path(path)))
    raw = _read(path, _("{path}: cannot read the authorized-keys file ({reason})"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        message = _("{path}: the authorized-keys file is not UTF-8 text")
        raise AccessError(message.format(path=shown_path(path))) from None
    keys: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            import_authorized_keys(line)
        except ValueError as error:  # the line itself is never shown: it may be a private key pasted by mistake
            if "PRIVATE KEY" in line:
                message = _("{path}, line {line}: a private key; give the public key (the .pub file's line)")
            elif str(error) == _NO_KEY:
                message = _("{path}, line {line}: not an SSH public key in OpenSSH's format")
            else:  # a key with an option asyncssh refuses (e.g. a bad permitopen)
                message = _("{path}, line {line}: not a usable SSH public key ({reason})")
            raise AccessError(message.format(path=shown_path(path), line=number, reason=error)) from None
        keys.append(line)
    if not keys:
        raise AccessError(_("{path}: the authorized-keys file holds no SSH public keys").format(path=shown_path(path)))
    return keys


def _read(path: Path, cannot: str) -> bytes:
    """The bytes of ``path``; raises :class:`AccessError` with ``cannot`` (``{path}``, ``{reason}``) when it
    cannot be read."""
    try:
        return path.read_bytes()
    except OSError as error:
        raise AccessError(cannot.format(path=shown_path(path), reason=error.strerror or error)) from None


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
