"""A failed save never ends or corrupts the match: one line says so under every screen, the file keeps its last
save byte for byte, ``save PATH`` moves the match to another file, and leaving asks twice while moves are
unsaved. Driven through the fake game with scripted input."""

import errno
import io
import os
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console
from table_fake_game import GAME, RaceScreens

from cardtable.i18n import set_language
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo, read_record
from cardtable.records import files as record_files
from cardtable.records.lock import SaveLock
from cardtable.session import Session
from cardtable.terminal import HotSeat
from cardtable.terminal.shell import builtin_words
from cardtable.cli.group import build_group
from leopard.spec import SPEC as LEOPARD_SPEC

cli = build_group(LEOPARD_SPEC)
from leopard.rules import GAME as LEOPARD


class Script:
    """Types ``lines`` at the prompts; a callable is called (something happens to the disk) and the next line
    typed; an exception class is raised (KeyboardInterrupt for Ctrl-C); EOF when the lines run out."""

    def __init__(self, console, lines):
        self.console = console
        self.lines = list(lines)

    def __call__(self, prompt):
        self.console.print(prompt, end="")
        while self.lines and callable(self.lines[0]) and not isinstance(self.lines[0], type):
            self.lines.pop(0)()
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        if isinstance(line, type):
            raise line
        self.console.print(line, markup=False)
        return line


def play(path, lines, *, lock=None):
    """A two-player race (Bob moves first, 5 wins the deal and the match) saved to ``path``, played with
    ``lines``. Returns the exit status, the output lines, the session and the shell."""
    console = Console(file=io.StringIO(), width=200, color_system=None)
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(1, None, 1), (SeatInfo("Ann"), SeatInfo("Bob")), 5, path)
    shell = HotSeat(console, session, RaceScreens(), private=False, resume_command="race play --resume {path}",
                    read_line=Script(console, lines), lock=lock)  # fmt: skip
    status = shell.run()
    return status, console.file.getvalue().splitlines(), session, shell


class Disk:
    """Makes saving to one file fail as a full disk does (``os.replace`` refuses), while ``full``."""

    def __init__(self, monkeypatch, path, error=OSError(errno.ENOSPC, "No space left on device")):
        self.full = False
        replace = os.replace

        def fake(source, target):
            if self.full and os.fspath(target) == os.fspath(path):
                raise error
            return replace(source, target)

        monkeypatch.setattr(os, "replace", fake)

    def fill(self):
        self.full = True

    def free(self):
        self.full = False


def full_line(path):
    return f"Could not save the match to {path}: No space left on device. Type save PATH to save it elsewhere."


WARNING = "The last moves are not saved: type save PATH to save them elsewhere, or quit again to leave without them."


def test_a_full_disk_is_said_in_one_line_and_the_match_goes_on_with_the_file_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "m.json"
    disk = Disk(monkeypatch, path)
    status, lines, session, shell = play(path, [disk.fill, "", "2", "", "2", "quit", "quit"])
    assert status == 0
    # Bob's move could not be saved; the hand-off to Ann and her turn say so, and she plays on.
    outside_panels = [line for line in lines if line[:1] not in "╭│╰"]
    assert outside_panels[outside_panels.index("Bob> 2") + 1 :] == [
        full_line(path),
        "Press Enter ",
        "TURN Ann hand=5C total=2",
        full_line(path),
        "Ann> 2",
        full_line(path),
        "Press Enter quit",
        WARNING,
        "Press Enter quit",
        f"Could not save the match to {path}: No space left on device. The last moves are lost.",
        f"To continue from its last save: race play --resume {path}",
    ]
    assert session.record.deals[0].moves == ("2", "2")
    assert read_record(path, GAME).deals[0].moves == ()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.json"]  # no temporary file left
    assert not any("Something went wrong" in line for line in lines)


def test_the_earlier_save_stays_byte_for_byte(tmp_path, monkeypatch):
    path = tmp_path / "m.json"
    disk = Disk(monkeypatch, path)
    status, lines, session, shell = play(path, ["", "2", disk.fill, "", "2", "quit", "quit"])
    assert read_record(path, GAME).deals[0].moves == ("2",)
    before = path.read_bytes()
    disk.fill()
    with pytest.raises(OSError):
        session.save()
    assert path.read_bytes() == before


def test_save_path_saves_elsewhere_and_goes_on_saving_there_under_a_lock(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path, other = tmp_path / "m.json", Path("other.json")
    disk = Disk(monkeypatch, path)
    with SaveLock.acquire(path) as lock:
        status, lines, session, shell = play(path, [disk.fill, "", "2", "", "save other.json", "2", "quit"], lock=lock)
        assert f"Saved in {other}; the match is saved there after every move." in lines
        assert shell.lock.path == other and shell.lock.held
        assert not lock.held  # the old file is free again
    shell.lock.release()
    assert status == 0
    assert lines[-2:] == [f"The match is saved in {other}", f"To continue it: race play --resume {other}"]
    assert read_record(other, GAME).deals[0].moves == ("2", "2")
    assert read_record(path, GAME).deals[0].moves == ()
    assert session.path == other
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.json", "other.json"]  # both locks gone


def test_save_refuses_a_file_that_exists_a_missing_folder_and_a_file_in_use(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "m.json"
    (tmp_path / "notes.txt").write_text("keep")
    busy = tmp_path / "busy.json"
    with SaveLock.acquire(busy):
        status, lines, session, shell = play(
            path, ["", "save notes.txt", "save nowhere/x.json", f"save {busy}", "save", "quit"]
        )
    assert "notes.txt exists already: choose another name." in lines
    assert 'There is no folder "nowhere": choose another place.' in lines
    assert f"{busy} is in use by another running match (process {os.getpid()})" in lines
    assert f"Saved in {path}; the match is saved there after every move." in lines
    assert (tmp_path / "notes.txt").read_text() == "keep"
    assert session.path == path


def test_a_read_only_folder(tmp_path, monkeypatch):
    path = tmp_path / "m.json"

    def denied(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    def deny():
        monkeypatch.setattr(tempfile, "mkstemp", denied)

    status, lines, session, shell = play(path, [deny, "", "2", "quit", "quit"])
    assert f"Could not save the match to {path}: Permission denied. Type save PATH to save it elsewhere." in lines
    assert lines[-2] == f"Could not save the match to {path}: Permission denied. The last moves are lost."
    assert read_record(path, GAME).deals[0].moves == ()


def test_a_removed_folder_is_made_again_and_the_match_saved(tmp_path):
    folder = tmp_path / "games"
    path = folder / "m.json"
    folder.mkdir()

    def remove():
        path.unlink()
        folder.rmdir()

    status, lines, session, shell = play(path, ["", remove, "2", "quit"])
    assert not any(line.startswith("Could not save") for line in lines)
    assert read_record(path, GAME).deals[0].moves == ("2",)
    assert lines[-2] == f"The match is saved in {path}"


def test_ctrl_c_while_moves_are_unsaved_warns_once_then_leaves(tmp_path, monkeypatch):
    path = tmp_path / "m.json"
    disk = Disk(monkeypatch, path)
    status, lines, session, shell = play(path, [disk.fill, "", "2", KeyboardInterrupt, KeyboardInterrupt])
    assert status == 130
    assert lines.count(WARNING) == 1
    assert lines[-2] == f"Could not save the match to {path}: No space left on device. The last moves are lost."


def test_ctrl_d_while_moves_are_unsaved_warns_once_then_leaves(tmp_path, monkeypatch):
    path = tmp_path / "m.json"
    disk = Disk(monkeypatch, path)
    status, lines, session, shell = play(path, [disk.fill, "", "2"])  # then EOF, twice
    assert status == 0
    assert lines.count(WARNING) == 1
    assert lines[-1] == f"To continue from its last save: race play --resume {path}"


def test_when_a_save_works_again_the_line_goes_and_quit_leaves_at_once(tmp_path, monkeypatch):
    path = tmp_path / "m.json"
    disk = Disk(monkeypatch, path)
    status, lines, session, shell = play(path, [disk.fill, "", "2", disk.free, "", "2", "quit"])
    assert lines.count(full_line(path)) == 2  # under Ann's hand-off and her turn, no more
    assert WARNING not in lines
    assert read_record(path, GAME).deals[0].moves == ("2", "2")
    assert lines[-2] == f"The match is saved in {path}"


def test_a_match_that_ends_unsaved_asks_before_leaving(tmp_path, monkeypatch):
    path = tmp_path / "m.json"
    disk = Disk(monkeypatch, path)
    status, lines, session, shell = play(path, ["", "2", "", "2", "", disk.fill, "1", "", "", ""])
    assert session.match_over
    assert status == 0
    assert lines.count(WARNING) == 1
    assert not any(line.startswith("Record:") for line in lines)
    assert lines[-1] == f"To continue from its last save: race play --resume {path}"
    assert read_record(path, GAME).deals[0].moves == ("2", "2")


def test_save_is_a_command_word_in_russian_too():
    set_language("ru")
    try:
        assert builtin_words()["сохранить"] == "save"
    finally:
        set_language(None)


def test_play_goes_on_after_a_failed_save_and_never_calls_it_something_that_went_wrong(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / "m.json"
    replace = os.replace
    calls = []

    def fake(source, target):  # the first save (the deal) works, the moves' do not
        calls.append(target)
        if len(calls) > 1:
            raise OSError(errno.ENOSPC, "No space left on device")
        return replace(source, target)

    monkeypatch.setattr(os, "replace", fake)
    result = CliRunner().invoke(
        cli, ["play", "--players", "A,B", "--seed", "3", "--save", str(path)], input="\n-1\n\nquit\nquit\n"
    )
    assert result.exit_code == 0, result.output
    assert full_line(path) in result.output.splitlines()
    assert "Something went wrong" not in result.output
    assert result.output.endswith(
        f"Could not save the match to {path}: No space left on device. The last moves are lost.\n"
        f"To continue from its last save: leopard play --resume {path}\n"
    )
    assert read_record(path, LEOPARD).deals[0].moves == ()
