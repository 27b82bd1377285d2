"""A window resized at a prompt: the screen is drawn again for the new size, built anew, and the prompt asked again;
nothing of the screen before the last clear comes back."""

from __future__ import annotations

import io
import signal

import pytest
from rich.text import Text
from table_fake_game import RaceScreens
from test_table_seats import race

from cardtable.terminal import Keyboard
from cardtable.terminal.resizing import redraws_on_resize
from cardtable.terminal.saving import Saver
from cardtable.terminal.screens import TableConsole


def console(width: int = 70) -> TableConsole:
    return TableConsole(file=io.StringIO(), width=width, height=24, color_system=None, force_terminal=True)


def written(console: TableConsole) -> str:
    file = console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


def test_a_kept_screen_is_drawn_again_from_the_last_clear() -> None:
    table = console()
    table.keep_screen()
    table.print("an old hand")
    table.clear()
    table.print("the public table")
    table.print(Text("Anna, press Enter"))
    before = len(written(table))
    table.draw_again()
    again = written(table)[before:]
    assert again.startswith("\x1b[2J\x1b[H")
    assert "the public table\nAnna, press Enter\n" in again and "an old hand" not in again


def test_a_console_that_keeps_nothing_draws_nothing_again() -> None:
    table = console()
    table.print("a screen")
    assert not table.keeps_screen and table.kept_count() == 0
    table.draw_again()
    assert written(table).endswith("\x1b[2J\x1b[H")  # cleared, nothing printed again


def keyboard_at(table: TableConsole) -> Keyboard:
    """A private keyboard on ``table`` that reads as at a terminal: the prompt, then ``input()``."""
    session = race()
    keyboard = Keyboard(table, session, RaceScreens(), Saver(session, None), private=True)
    return keyboard


def test_a_window_resized_while_the_prompt_waits_is_drawn_again_and_the_line_is_read_on(monkeypatch) -> None:
    # The window-size signal comes while input() waits: the screen is built again for the new size, the prompt and
    # the line typed so far follow it, and the read goes on to return the line (nothing typed is lost).
    table = console()
    keyboard = keyboard_at(table)
    built: list[int] = []

    def screen() -> Text:
        built.append(table.width)
        return Text("═" * table.width)

    def typing() -> str:
        table.size = (90, 24)
        signal.raise_signal(signal.SIGWINCH)  # its handler runs here, as it would while input() waits
        return "-1"

    monkeypatch.setattr("builtins.input", typing)
    monkeypatch.setattr("cardtable.terminal.resizing.line_typed", lambda: "-")
    keyboard.show(screen)
    start = len(written(table))
    assert keyboard.read_line("Ann> ") == "-1"
    assert built == [70, 90]
    assert written(table)[start:].endswith("═" * 90 + "\nAnn> -")


def test_a_page_resized_while_it_waits_is_laid_out_again_from_the_same_place(monkeypatch) -> None:
    table = console(60)
    table.size = (60, 22)  # pages of 20 lines and a prompt
    keyboard = keyboard_at(table)
    answers = iter(["", "q"])

    def typing() -> str:
        answer = next(answers)
        if answer == "q":  # on the second page, the window becomes twice as wide
            table.size = (120, 22)
            signal.raise_signal(signal.SIGWINCH)
        return answer

    monkeypatch.setattr("builtins.input", typing)
    # 200 words: 29 lines of 7 at 60 columns (the second page begins at line 20: word 140), 14 lines of 15 at 120,
    # where the same place is line 10 (word 150).
    keyboard.page(Text(" ".join(f"word{n:03}" for n in range(200))))
    last = written(table).split("\x1b[2J\x1b[H")[-1]
    assert last.startswith(" ".join(f"word{n:03}" for n in range(150, 165)) + " \n")
    assert last.endswith("word199\nPress Enter to go back ")  # the second page was the last at 60 columns


def test_a_page_in_a_window_below_60_by_20_is_the_one_line_asking_for_a_larger_window(monkeypatch) -> None:
    table = console(20)
    table.size = (20, 5)
    keyboard = keyboard_at(table)
    prompts: list[str] = []
    monkeypatch.setattr(keyboard, "_raw_read", lambda prompt: prompts.append(prompt) or "")
    keyboard.page(Text(" ".join(f"word{n:03}" for n in range(200))))
    assert [line.rstrip() for line in written(table).split("\x1b[2J\x1b[H")[-1].splitlines()] == [
        "Make the window at",
        "least 60×20 (it is",
        "now 20×5).",
    ]
    assert prompts == ["[dim]Press Enter to go back[/] "]  # one Enter goes back: there is no page to turn


@pytest.mark.skipif(not hasattr(signal, "SIGWINCH"), reason="no window-size signal here")
def test_the_window_size_signal_redraws_only_inside_the_block() -> None:
    calls: list[str] = []
    with redraws_on_resize(lambda: calls.append("drawn")):
        signal.raise_signal(signal.SIGWINCH)
    signal.raise_signal(signal.SIGWINCH)  # outside it: ignored, as before
    assert calls == ["drawn"]


def test_a_short_answer_in_a_window_below_60_by_20_gets_the_one_line_too(monkeypatch) -> None:
    # Under the turn screen, which is that one line there, a short answer would be the only thing drawn.
    table = console(20)
    table.size = (20, 5)
    keyboard = keyboard_at(table)
    monkeypatch.setattr(keyboard, "_raw_read", lambda prompt: "")
    assert keyboard.fit(Text("Cell 5: 7H")) is None
    assert "Cell 5" not in written(table)
    table.size = (60, 20)
    assert keyboard.fit(Text("Cell 5: 7H")) == Text("Cell 5: 7H")
