"""What the real-SSH tests share: starting ``<game> serve`` on a free loopback port with a room password, and
joining it with the OpenSSH client in a pseudo-terminal (pexpect)."""

import os
import shutil
import socket
import sys

import pexpect

TIMEOUT = 15
PASSWORD = "open sesame"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def has_ssh():
    return shutil.which("ssh") is not None


def spawn_serve(game, args, tmp_path, port):
    """``python -m <game> serve --port PORT --password-file … ARGS`` in English, data under ``tmp_path``."""
    password = tmp_path / "password"
    password.write_text(PASSWORD + "\n", encoding="utf-8")
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), f"{game.upper()}_LANG": "en", "COLUMNS": "100"}
    return pexpect.spawn(
        sys.executable,
        ["-m", game, "serve", "--port", str(port), "--password-file", str(password), *args],
        env=env, encoding="utf-8", timeout=TIMEOUT, dimensions=(30, 100),
    )  # fmt: skip


def join(name, port, password=PASSWORD, size=(24, 80), lang="C.UTF-8"):
    """``ssh -p PORT NAME@127.0.0.1`` answering the password prompt; no known-hosts file is written. ``lang``:
    the client's ``LANG``, which OpenSSH sends to the server."""
    child = pexpect.spawn(
        "ssh",
        ["-tt", "-p", str(port), "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
         "-o", "PubkeyAuthentication=no", "-o", "PreferredAuthentications=password,keyboard-interactive",
         "-o", "NumberOfPasswordPrompts=1", "-o", "LogLevel=ERROR", "-o", "SendEnv=LANG", f"{name}@127.0.0.1"],
        encoding="utf-8", timeout=TIMEOUT, dimensions=size, env={**os.environ, "LANG": lang, "LC_ALL": lang},
    )  # fmt: skip
    child.expect("assword:")
    child.sendline(password)
    return child
