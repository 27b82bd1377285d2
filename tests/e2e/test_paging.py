"""In a real terminal the rules, and a help page taller than the terminal, go through the pager ($PAGER)."""

import os
import sys

import pexpect

TIMEOUT = 10


def spawn(args, lines, tmp_path):
    """``python -m leopard ARGS`` in a terminal ``lines`` tall whose pager marks every line it shows."""
    env = {**os.environ, "TERM": "xterm", "LEOPARD_LANG": "en", "PAGER": "sed 's/^/PAGED:/'",
           "XDG_DATA_HOME": str(tmp_path / "data")}  # fmt: skip
    env.pop("MANPAGER", None)
    return pexpect.spawn(
        sys.executable, ["-m", "leopard", *args], env=env, dimensions=(lines, 100), encoding="utf-8", timeout=TIMEOUT
    )


def output(child):
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    return child.before


def test_rules_go_through_the_pager(tmp_path):
    text = output(spawn(["rules"], 40, tmp_path))
    assert "PAGED:" in text
    assert "Leopard" in text


def test_a_help_page_taller_than_the_terminal_goes_through_the_pager(tmp_path):
    text = output(spawn(["play", "--help"], 10, tmp_path))
    assert text.splitlines()[0] == "PAGED:Usage: python -m leopard play [OPTIONS]"


def test_a_help_page_that_fits_is_printed_as_it_is(tmp_path):
    text = output(spawn(["play", "--help"], 60, tmp_path))
    assert text.splitlines()[0] == "Usage: python -m leopard play [OPTIONS]"
    assert "PAGED:" not in text
