"""``serve`` where the ``serve`` extra is not installed: one line saying how to install it, as the README does."""

import sys

import pytest
from click.testing import CliRunner

from cardtable.cli.group import build_group
from leopard.spec import SPEC as LEOPARD_SPEC

leopard_cli = build_group(LEOPARD_SPEC)


def test_without_asyncssh_serve_says_what_to_install_from_the_project_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "asyncssh", None)  # import asyncssh raises ImportError
    result = CliRunner().invoke(leopard_cli, ["serve"])
    assert result.exit_code == 1
    assert result.stderr == (
        "Error: serve needs the SSH library asyncssh: pip install '.[serve]' in the project folder\n"
    )
