"""The command the hints print is one that works as installed: plain ``leopard`` only when PATH finds this very
program, else the path it was started by."""

import os
import sys

from play_cli_helpers import data_home, run_play  # noqa: F401 (data_home: autouse fixture)

from cardtable.cli.group import build_group
from cardtable.cli.invoked import command_name, command_template

from leopard.spec import SPEC as LEOPARD_SPEC


def _script(folder, name="leopard"):
    folder.mkdir(parents=True, exist_ok=True)
    script = folder / name
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    return script


def test_a_program_started_by_a_path_not_on_PATH_is_named_by_that_path(tmp_path, monkeypatch):
    script = _script(tmp_path / "venv" / "bin")
    monkeypatch.setenv("PATH", str(tmp_path / "elsewhere"))
    assert command_name("leopard", str(script)) == str(script)


def test_a_relative_path_stays_as_it_was_typed(tmp_path, monkeypatch):
    _script(tmp_path / ".venv" / "bin")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", str(tmp_path / "elsewhere"))
    assert command_name("leopard", ".venv/bin/leopard") == ".venv/bin/leopard"


def test_a_program_that_PATH_finds_is_named_plainly(tmp_path, monkeypatch):
    script = _script(tmp_path / "bin")
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    assert command_name("leopard", str(script)) == "leopard"


def test_another_leopard_on_PATH_does_not_count(tmp_path, monkeypatch):
    _script(tmp_path / "other")
    mine = _script(tmp_path / "mine")
    monkeypatch.setenv("PATH", str(tmp_path / "other"))
    assert command_name("leopard", str(mine)) == str(mine)


def test_a_path_with_a_space_is_quoted_for_the_shell(tmp_path, monkeypatch):
    script = _script(tmp_path / "my games" / "bin")
    monkeypatch.setenv("PATH", str(tmp_path / "elsewhere"))
    assert command_name("leopard", str(script)) == f"'{script}'"


def test_python_m_names_the_interpreter(tmp_path, monkeypatch):
    python = _script(tmp_path / "venv" / "bin", "python")
    monkeypatch.setenv("PATH", str(tmp_path / "elsewhere"))
    assert command_name("leopard", "/src/leopard/__main__.py", str(python)) == f"{python} -m leopard"
    _script(tmp_path / "sys", "python3")
    monkeypatch.setenv("PATH", str(tmp_path / "venv" / "bin") + os.pathsep + str(tmp_path / "sys"))
    os.symlink(python, tmp_path / "venv" / "bin" / "python3")
    assert command_name("leopard", "/src/leopard/__main__.py", str(python)) == "python3 -m leopard"


def test_another_program_name_falls_back_to_the_game_name(tmp_path):
    assert command_name("leopard", str(_script(tmp_path, "pytest"))) == "leopard"
    assert command_name("leopard", "-c") == "leopard"


def test_the_template_keeps_braces_of_the_path_and_fills_the_record(tmp_path, monkeypatch):
    script = _script(tmp_path / "a{b}" / "bin")
    monkeypatch.setattr(sys, "argv", [str(script)])
    monkeypatch.setenv("PATH", str(tmp_path / "elsewhere"))
    template = command_template("leopard", "play --resume {path}")
    assert template.format(path="m.json") == f"'{script}' play --resume m.json"


def test_play_prints_the_resume_hint_with_the_path_it_was_started_by(tmp_path, monkeypatch, data_home):
    script = _script(tmp_path / "venv" / "bin")
    monkeypatch.setattr(sys, "argv", [str(script), "play"])
    monkeypatch.setenv("PATH", str(tmp_path / "elsewhere"))
    result = run_play(build_group(LEOPARD_SPEC), ["--players", "A,B", "--seed", "1"], input="\n-1\nquit\n")
    assert result.exit_code == 0, result.output
    [saved] = (data_home / "leopard" / "matches").glob("*.json")
    assert f"To continue it: {script} play --resume {saved}" in result.output.replace("\n", "")


def test_a_language_chosen_with_lang_stays_in_the_resume_command(monkeypatch):
    from cardtable.cli.invoked import command_template
    from cardtable.i18n import set_language

    monkeypatch.setenv("LEOPARD_LANG", "en")
    set_language("ru")
    try:
        assert command_template("leopard", "play --resume {path}").endswith("play --resume {path} --lang ru")
    finally:
        set_language(None)
    assert command_template("leopard", "play --resume {path}").endswith("play --resume {path}")
