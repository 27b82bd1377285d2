"""The program as a whole, as it is started: ``--version``, shell completion, one-line errors in the player's
language."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from cardtable.cli.group import run
from cardtable.i18n import set_language

from leopard.spec import SPEC as LEOPARD_SPEC
from semerka.spec import SPEC as SEMERKA_SPEC

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


@pytest.fixture(autouse=True)
def english_afterwards(monkeypatch, tmp_path):
    """Each test starts in English (whatever the locale) and leaves English behind; saves go to ``tmp_path``."""
    for variable in ("LEOPARD_LANG", "SEMERKA_LANG", "LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield
    set_language("en")


def started(spec, args, capsys):
    """``<game> ARGS`` run as the console script runs it: (exit status, stdout, stderr)."""
    try:
        run(spec, args)
        status = 0
    except SystemExit as end:
        status = end.code if isinstance(end.code, int) else (0 if end.code is None else 1)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("spec", [LEOPARD_SPEC, SEMERKA_SPEC], ids=["leopard", "semerka"])
def test_version_names_the_program_and_the_installed_version(spec, capsys):
    assert started(spec, ["--version"], capsys) == (0, f"{spec.name}, version {VERSION}\n", "")


def test_version_in_russian(capsys):
    assert started(LEOPARD_SPEC, ["--lang", "ru", "--version"], capsys) == (0, f"leopard, версия {VERSION}\n", "")


def _completion(program, env):
    """The installed console script ``program`` run with the completion variables ``env``: its stdout."""
    script = Path(sys.executable).parent / program
    done = subprocess.run(
        [str(script)], env={**os.environ, **env}, capture_output=True, text=True, timeout=60, check=True
    )
    return done.stdout


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
@pytest.mark.parametrize("program", ["leopard", "semerka"])
def test_completion_script_for_each_shell_asks_the_program_itself(program, shell):
    variable = f"_{program.upper()}_COMPLETE"
    source = _completion(program, {variable: f"{shell}_source"})
    assert f"_{program}_completion" in source
    assert f"{variable}={shell}_complete" in source


@pytest.mark.parametrize("program", ["leopard", "semerka"])
def test_completion_offers_the_subcommands_and_the_options_of_play(program):
    variable = f"_{program.upper()}_COMPLETE"
    words = _completion(program, {variable: "bash_complete", "COMP_WORDS": f"{program} ", "COMP_CWORD": "1"})
    assert words.split() == ["plain,play", "plain,replay", "plain,rules", "plain,serve", "plain,simulate"]
    words = _completion(program, {variable: "bash_complete", "COMP_WORDS": f"{program} play --p", "COMP_CWORD": "2"})
    assert words.split() == ["plain,--players"]
