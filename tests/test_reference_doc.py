"""docs/reference.md is what scripts/reference.py writes from the commands: every command and option of both
games, with its help."""

import importlib.util
from pathlib import Path

import pytest

from cardtable.i18n import set_language

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def script():
    spec = importlib.util.spec_from_file_location("reference", ROOT / "scripts" / "reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    yield module
    set_language("en")


def test_the_committed_reference_is_what_the_commands_say(script):
    assert (ROOT / "docs" / "reference.md").read_text(encoding="utf-8") == script.render()


def test_the_reference_has_every_command_of_both_games(script):
    headings = [line for line in script.render().splitlines() if line.startswith("#")]
    assert headings == [
        "# Command reference",
        "## leopard",
        *(f"### leopard {name}" for name in ("analyze", "learn", "play", "replay", "rules", "serve", "simulate", "stats")),
        "## semerka",
        *(f"### semerka {name}" for name in ("analyze", "learn", "play", "replay", "rules", "serve", "simulate", "stats")),
        "## Shell completion",
    ]


def test_check_fails_on_a_stale_reference(script, tmp_path, monkeypatch, capsys):
    stale = tmp_path / "reference.md"
    stale.write_text("# old\n", encoding="utf-8")
    monkeypatch.setattr(script, "REFERENCE", stale)
    monkeypatch.setattr(script, "ROOT", tmp_path)
    assert script.main(["--check"]) == 1
    assert capsys.readouterr().err == "reference.md is out of date: run python scripts/reference.py\n"
    assert script.main([]) == 0
    assert script.main(["--check"]) == 0
