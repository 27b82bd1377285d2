"""What the real-terminal tests of both games share: starting ``<game> play`` in an 80×24 pseudo-terminal with a
private data folder, reading the moves of a saved record, and waiting for the program to end."""

import json
import os
import sys
import time

import pexpect

TIMEOUT = 10  # seconds any expect waits at the most
ALT_SCREEN_ON, ALT_SCREEN_OFF = "\x1b[?1049h", "\x1b[?1049l"


def spawn_play(game, args, tmp_path, term="xterm", env=None):
    """``python -m <game> play ARGS`` in English whatever the locale (``<GAME>_LANG=en``), data under
    ``tmp_path / "data"``; ``env``: more environment variables."""
    env = {**os.environ, "TERM": term, "XDG_DATA_HOME": str(tmp_path / "data"), "COLUMNS": "80", "LINES": "24",
           f"{game.upper()}_LANG": "en", **(env or {})}  # fmt: skip
    return pexpect.spawn(
        sys.executable, ["-m", game, "play", *args], env=env, dimensions=(24, 80), encoding="utf-8",
        timeout=TIMEOUT,
    )  # fmt: skip


def moves_in(path):
    """The move texts of the last deal of the record saved at ``path``."""
    return json.loads(path.read_text(encoding="utf-8"))["deals"][-1]["moves"]


def finish(child, status):
    """Wait for ``child`` to end and check its exit ``status``."""
    child.expect(pexpect.EOF, timeout=TIMEOUT)
    child.close()
    assert child.exitstatus == status


def next_deal_then_leave(child):
    """At the end of a deal: deal the next one, then leave with Ctrl-D at its hand-off (exit status 0)."""
    child.expect("Press Enter to deal the next deal")
    child.sendline("")
    child.expect("Pass the keyboard to")
    child.expect("Press Enter")
    # The prompt shows a moment before line editing reads the terminal; a key sent at once may be flushed.
    time.sleep(0.3)
    child.sendcontrol("d")
    finish(child, 0)
