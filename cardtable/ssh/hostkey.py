"""The server's host key: made once into the user data folder (mode 0600) and reused, so that players' SSH
clients recognise the server from one match to the next. One key serves every game, so that a host serving
Leopard one evening and Semerka the next on the same port is the same host to ``ssh``. Its fingerprint is what
players compare when their client first asks."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import asyncssh
import platformdirs

__all__ = ["earlier_host_keys", "fingerprint", "game_host_key_path", "host_key_path", "load_or_make_host_key"]

KEY_TYPE = "ssh-ed25519"
KEY_FILE = "ssh_host_ed25519_key"
SHARED_FOLDER = "cardtable"
"""The user data folder's subfolder that the games share (each game's own holds its saved matches)."""


def host_key_path() -> Path:
    """Where the server keeps its host key, whatever the game: ``<user data folder>/cardtable/ssh_host_ed25519_key``
    (``~/.local/share/cardtable/…`` on Linux, under ``$XDG_DATA_HOME`` when it is set)."""
    return platformdirs.user_data_path(SHARED_FOLDER, appauthor=False) / KEY_FILE


def game_host_key_path(game: str) -> Path:
    """Where ``game``'s server kept a host key of its own in earlier versions:
    ``<user data folder>/<game>/ssh_host_ed25519_key``."""
    return platformdirs.user_data_path(game, appauthor=False) / KEY_FILE


KEYED_GAMES = ("leopard", "semerka")
"""The games whose servers kept a host key of their own in earlier versions."""


def earlier_host_keys(game: str) -> list[Path]:
    """The host keys that games' servers kept of their own in earlier versions, best first: ``game``'s own, then
    the other games' (:data:`KEYED_GAMES`) that exist, the oldest first (the one players have trusted longest).
    Only those folders are looked in: another program's key is never taken."""
    others = [game_host_key_path(name) for name in KEYED_GAMES if name != game]
    found = sorted((path for path in others if path.exists()), key=lambda path: (path.stat().st_mtime, str(path)))
    return [game_host_key_path(game), *found]


def load_or_make_host_key(path: Path, earlier: Sequence[Path] = ()) -> asyncssh.SSHKey:
    """The private host key in ``path``, made there first (folder 0700, file 0600) if there is none: a copy of
    the first key of ``earlier`` whose file exists (the key players already trust), else a new key. Raises
    ``OSError`` when a file cannot be read or written, ``asyncssh.KeyImportError`` when it is not a key."""
    if path.exists():
        return asyncssh.read_private_key(path)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    found = next((candidate for candidate in earlier if candidate.exists()), None)
    if found is not None:
        key = asyncssh.read_private_key(found)  # a file that is no key is not copied
        data = found.read_bytes()  # as it is: the same key, in the same form
    else:
        key = asyncssh.generate_private_key(KEY_TYPE)
        data = key.export_private_key()
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(data)
    return key


def fingerprint(key: asyncssh.SSHKey) -> str:
    """The key's SHA256 fingerprint as OpenSSH shows it: ``SHA256:…``."""
    return str(key.get_fingerprint("sha256"))
