"""The command as the user can type it again: what the hints the program prints (``To continue it: …``) start with.

A game installed into a virtual environment (the README's quick start) is not on ``PATH``: a hint saying
``leopard play --resume FILE`` would be "command not found". So the hint names the program the way it was
started: plain ``leopard`` when ``PATH`` finds this very program, else the path it was started by
(``.venv/bin/leopard``), or ``python -m leopard`` for the module form.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from cardtable.i18n import current_language, language_from_environment
from cardtable.safetext import shell_path

__all__ = ["command_name", "command_template"]


def _same_file(first: str, second: str) -> bool:
    try:
        return os.path.samefile(first, second)
    except OSError:
        return False


def command_name(program: str, argv0: str | None = None, executable: str | None = None) -> str:
    """How to type ``program`` (a console script's name, e.g. ``"leopard"``) again, quoted for a shell.

    ``argv0``: the path the process was started by (default ``sys.argv[0]``); ``executable``: the Python
    interpreter (default ``sys.executable``). Returns ``program`` when ``PATH`` finds the same file as ``argv0``,
    or when ``argv0`` is not ``program`` at all (e.g. a test runner); else ``argv0`` itself, or
    ``PYTHON -m program`` when it is the package's ``__main__.py``. Raises nothing."""
    started = sys.argv[0] if argv0 is None else argv0
    python = sys.executable if executable is None else executable
    path = Path(started)
    if path.name == "__main__.py" and path.parent.name == program:
        on_path = shutil.which("python3")
        interpreter = "python3" if on_path is not None and _same_file(on_path, python) else shell_path(python)
        return f"{interpreter} -m {program}"
    if path.stem != program or not path.is_file():
        return program  # not started as the console script: the program's own name is the best guess
    found = shutil.which(program)
    if found is not None and _same_file(found, started):
        return program
    return shell_path(started)


def command_template(program: str, rest: str) -> str:
    """``"<command> <rest>"`` as a ``str.format`` template (``rest`` may hold ``{path}``); the command's own
    braces are doubled so that only ``rest``'s fields are filled. When the interface language was chosen with
    ``--lang`` (it differs from what the environment asks for), the command keeps ``--lang``. Raises nothing."""
    name = command_name(program).replace("{", "{{").replace("}", "}}")
    language = current_language()
    if language != language_from_environment(f"{program.upper()}_LANG"):
        rest = f"{rest} --lang {language}"
    return f"{name} {rest}"
