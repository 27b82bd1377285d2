"""Keys typed ahead of a hand-off are dropped at a real terminal, and piped input is left alone."""

import io
import os
import select
import sys

import pytest

from cardtable.terminal.typeahead import discard_typeahead, echo_off


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal needs POSIX")
def test_keys_typed_at_a_terminal_before_the_hand_off_are_dropped(monkeypatch):
    master, slave = os.openpty()
    with os.fdopen(slave, "r") as terminal:
        monkeypatch.setattr(sys, "stdin", terminal)
        os.write(master, b"\r\r")
        select.select([slave], [], [], 1.0)  # the keys have reached the terminal
        discard_typeahead(0.0)
        os.write(master, b"late\r")
        assert terminal.readline() == "late\n"
    os.close(master)


def test_piped_input_is_read_as_it_comes(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n\nquit\n"))
    discard_typeahead(0.0)
    assert sys.stdin.read() == "\n\nquit\n"


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal needs POSIX")
@pytest.mark.parametrize("leaving", [None, KeyboardInterrupt, EOFError, RuntimeError])
def test_echo_is_off_while_a_computer_player_thinks_and_back_however_the_wait_ends(monkeypatch, leaving):
    import termios

    master, slave = os.openpty()
    with os.fdopen(slave, "r") as terminal:
        monkeypatch.setattr(sys, "stdin", terminal)

        def echoes():
            return bool(termios.tcgetattr(slave)[3] & termios.ECHO)

        assert echoes() is True
        try:
            with echo_off():
                assert echoes() is False
                if leaving is not None:
                    raise leaving
        except (KeyboardInterrupt, EOFError, RuntimeError) as error:
            assert type(error) is leaving
        assert echoes() is True
    os.close(master)


def test_echo_off_leaves_piped_input_alone(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    with echo_off():
        assert sys.stdin.read() == "quit\n"
