"""``GAME replay FILE --json`` as programs call it: answered before Click is imported, with the same output as
the command group, and with the same one-line error when the record is bad (design "Records")."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from click.testing import CliRunner

from cardtable.cli.group import build_group
from leopard.spec import SPEC as LEOPARD
from semerka.spec import SPEC as SEMERKA

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _entry(spec, args, capsys, monkeypatch):
    monkeypatch.setattr(sys, "argv", [spec.name, *args])
    code = 0
    try:
        spec.main()
    except SystemExit as exit:
        code = exit.code or 0
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("spec", [LEOPARD, SEMERKA], ids=["leopard", "semerka"])
@pytest.mark.parametrize("order", ["file-first", "json-first"])
def test_the_quick_entry_prints_what_the_command_prints(spec, order, capsys, monkeypatch):
    file = str(EXAMPLES / f"{spec.name}-match.json")
    args = ["replay", file, "--json"] if order == "file-first" else ["replay", "--json", file]
    code, out, err = _entry(spec, args, capsys, monkeypatch)
    expected = CliRunner().invoke(build_group(spec), ["replay", file, "--json"])
    assert (code, err) == (0, "")
    assert out == expected.output
    assert json.loads(out)["game"] == spec.name


def test_a_bad_record_falls_back_to_the_command_and_its_one_line_error(tmp_path, capsys, monkeypatch):
    bad = tmp_path / "bad.json"
    shutil.copy(EXAMPLES / "semerka-match.json", bad)
    bad.write_text(bad.read_text().replace('"format": 2', '"format": 9'))
    code, out, err = _entry(SEMERKA, ["replay", str(bad), "--json"], capsys, monkeypatch)
    assert (code, out) == (1, "")
    assert err == f"Error: {bad}: unknown record format 9 (this version reads formats 1, 2)\n"


def test_the_quick_entry_imports_neither_click_nor_rich():
    file = str(EXAMPLES / "semerka-match.json")
    code = (
        "import sys; from semerka.spec import SPEC; sys.argv = ['semerka', 'replay', %r, '--json']; SPEC.main(); "
        "print(sorted(m for m in ('click', 'rich') if m in sys.modules))" % file
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "[]"
