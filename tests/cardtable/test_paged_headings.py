"""A page of Markdown (rules, help) does not end with a heading whose lines are on the next page."""

from __future__ import annotations

import io

from rich.markdown import Markdown
from table_fake_game import RaceScreens
from test_table_seats import race

from cardtable.option_text import options_in_force
from cardtable.terminal import Keyboard
from cardtable.terminal.saving import Saver
from cardtable.terminal.screens import TableConsole
from semerka.play import rules_text
from semerka.spec import SPEC


def pages(text: str, monkeypatch, width: int = 80, height: int = 24) -> list[list[str]]:
    """The pages ``text`` (Markdown) shows on in a window of ``width`` × ``height``, Enter turning each."""
    table = TableConsole(file=io.StringIO(), width=width, height=height, color_system=None, force_terminal=True)
    session = race()
    keyboard = Keyboard(table, session, RaceScreens(), Saver(session, None), private=True)
    monkeypatch.setattr(keyboard, "_raw_read", lambda prompt: "")
    keyboard.page(Markdown(text))
    file = table.file
    assert isinstance(file, io.StringIO)
    return [[line.rstrip() for line in page.splitlines()] for page in file.getvalue().split("\x1b[2J\x1b[H")[1:]]


def test_a_heading_that_would_end_a_page_starts_the_next_one(monkeypatch) -> None:
    text = "\n".join(f"- item {n}" for n in range(1, 19)) + "\n\n## Heading\n\n- first\n- second\n"
    first, second = pages(text, monkeypatch)
    assert first[-3:] == [" • item 17", " • item 18", ""]
    assert second == ["Heading", "", " • first", " • second"]


def test_semerka_s_rules_keep_each_heading_with_its_first_lines(monkeypatch) -> None:
    rules = {option.name: option.default for option in SPEC.options}
    text = rules_text().rstrip() + "\n\n" + options_in_force(SPEC.options, rules)
    shown = pages(text, monkeypatch)
    assert [page[0] for page in shown] == [
        " " * 36 + "Semerka", " • With --option continue_only_when_losing=true the leader may continue only",
        "Burning (S6, only with --option burning=true)",
    ]
    assert shown[-1][-4:] == [
        "Rules options of this match", "",
        "Every option at its default: stakes=pagat, burning=false, burn_value=3,", "continue_only_when_losing=false.",
    ]
