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
from cardtable.terminal.resizing import WindowResized, resizes_interrupt
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


class ResizedOnce:
    """Reads "2", but the first read is interrupted by a resized window (and the console is made wider)."""

    def __init__(self, table: TableConsole) -> None:
        self.table, self.prompts = table, 0

    def __call__(self, prompt: str) -> str:
        self.prompts += 1
        self.table.print(prompt, end="")
        if self.prompts == 1:
            self.table.size = (90, 24)
            raise WindowResized
        return "2"


def test_a_prompt_interrupted_by_a_resize_draws_the_screen_again_for_the_new_size_and_asks_again() -> None:
    table = console()
    session = race()
    reader = ResizedOnce(table)
    keyboard = Keyboard(table, session, RaceScreens(), Saver(session, None), private=True, read_line=reader)
    built: list[int] = []

    def screen() -> Text:
        built.append(table.width)
        return Text("═" * table.width)

    keyboard.show(screen)
    start = len(written(table))
    assert keyboard.read_line("Ann> ") == "2"
    assert built == [70, 90] and reader.prompts == 2
    again = written(table)[start:]
    assert again.count("Ann> ") == 2 and again.endswith("═" * 90 + "\nAnn> ")


def test_a_window_resized_while_no_prompt_waited_is_drawn_again_when_the_next_one_asks() -> None:
    table = console()
    session = race()
    keyboard = Keyboard(table, session, RaceScreens(), Saver(session, None), private=True, read_line=lambda p: "1")
    keyboard.show(lambda: Text("─" * table.width))
    table.size = (64, 24)
    assert keyboard.read_line("Ann> ") == "1"
    assert written(table).endswith("─" * 64 + "\n")


@pytest.mark.skipif(not hasattr(signal, "SIGWINCH"), reason="no window-size signal here")
def test_the_window_size_signal_interrupts_only_inside_the_block() -> None:
    with pytest.raises(WindowResized), resizes_interrupt():
        signal.raise_signal(signal.SIGWINCH)
    signal.raise_signal(signal.SIGWINCH)  # outside it: ignored, as before
    with resizes_interrupt(enabled=False):
        signal.raise_signal(signal.SIGWINCH)
