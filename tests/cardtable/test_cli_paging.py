"""The rules and long help pages go through the pager only on a terminal; piped, they print as before."""

import io

from click.testing import CliRunner
from rich.console import Console
from rich.markdown import Markdown

from cardtable.cli.group import build_group

from leopard.spec import SPEC as LEOPARD_SPEC


def test_rules_into_a_pipe_print_the_rendered_rules_without_a_pager(monkeypatch):
    monkeypatch.setenv("PAGER", "false")  # a pager would print nothing at all
    monkeypatch.setenv("COLUMNS", "80")
    result = CliRunner().invoke(build_group(LEOPARD_SPEC), ["rules"])
    expected = io.StringIO()
    Console(file=expected, width=80).print(Markdown(LEOPARD_SPEC.rules_markdown()))
    assert result.exit_code == 0
    assert result.output == expected.getvalue()


def test_help_into_a_pipe_is_clicks_help_page_without_a_pager(monkeypatch):
    monkeypatch.setenv("PAGER", "false")
    group = build_group(LEOPARD_SPEC)
    result = CliRunner().invoke(group, ["play", "--help"], terminal_width=100)
    assert result.exit_code == 0
    assert result.output.startswith("Usage: leopard play [OPTIONS]\n\n  Play a match at this terminal")
    assert result.output.endswith("Show this message and exit.\n") and "--help " in result.output.splitlines()[-1]
