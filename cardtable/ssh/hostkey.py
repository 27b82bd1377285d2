"""The server's host key: made once into the user data folder (mode 0600) and reused, so that players' SSH
clients recognise the server from one match to the next. Its fingerprint is what players compare when their
client first asks."""

from __future__ import annotations

import os
from pathlib import Path

import asyncssh
import platformdirs

__all__ = ["fingerprint", "host_key_path", "load_or_make_host_key"]

KEY_TYPE = "ssh-ed25519"


def host_key_path(game: str) -> Path:
    """Where ``game``'s server keeps its host key: ``<user data folder>/<game>/ssh_host_ed25519_key``."""
    return platformdirs.user_data_path(game, appauthor=False) / "ssh_host_ed25519_key"


def load_or_make_host_key(path: Path) -> asyncssh.SSHKey:
    """The private host key in ``path``, made there first (folder 0700, file 0600) if there is none. Raises
    ``OSError`` when the file cannot be read or written, ``asyncssh.KeyImportError`` when it is not a key."""
    if path.exists():
        return asyncssh.read_private_key(path)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    key = asyncssh.generate_private_key(KEY_TYPE)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(key.export_private_key())
    return key


def fingerprint(key: asyncssh.SSHKey) -> str:
    """The key's SHA256 fingerprint as OpenSSH shows it: ``SHA256:…``."""
    return str(key.get_fingerprint("sha256"))
