"""One match per save file at a time: ``play`` holds a lock on its save while the match plays; a second ``play``
of the same file is refused in one line naming the process; a killed match leaves nothing that blocks."""

import fcntl
import os
import signal
import subprocess
import sys

from play_cli_helpers import LEOPARD_MOVE, data_home, run_play, saved  # noqa: F401 (data_home: autouse fixture)

from cardtable.records.lock import SaveInUse, SaveLock, lock_file
from cardtable.terminal.runner import TableRunner
from cardtable.cli.group import build_group
from leopard.spec import SPEC as LEOPARD_SPEC

cli = build_group(LEOPARD_SPEC)


def a_saved_match(path):
    result = run_play(cli, ["--players", "A,B", "--seed", "1", "--save", str(path)], input=LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output


def test_resume_of_a_file_another_match_plays_is_refused_naming_its_process(tmp_path):
    path = tmp_path / "m.json"
    a_saved_match(path)
    before = path.read_bytes()
    with SaveLock.acquire(path):
        result = run_play(cli, ["--resume", str(path)], input="quit\n")
    assert result.exit_code == 1
    assert result.output == f"Error: {path} is in use by another running match (process {os.getpid()})\n"
    assert path.read_bytes() == before


def test_resume_of_the_latest_match_is_refused_while_it_plays(data_home):
    assert run_play(cli, ["--players", "A,B", "--seed", "1"], input=LEOPARD_MOVE + "quit\n").exit_code == 0
    [path] = (data_home / "leopard" / "matches").glob("*.json")
    with SaveLock.acquire(path):
        result = run_play(cli, ["--resume"], input="quit\n")
    assert result.exit_code == 1
    assert " ".join(result.output.split()) == (
        f"Error: {path} is in use by another running match (process {os.getpid()}); it is the only unfinished match: "
        f"once that one has ended, continue it with --resume {path}"
    )


def test_a_new_match_is_refused_a_save_file_another_match_holds(tmp_path):
    path = tmp_path / "new.json"
    with SaveLock.acquire(path):
        result = run_play(cli, ["--players", "A,B", "--save", str(path)], input="quit\n")
    assert result.exit_code == 1
    assert result.output.endswith(f"Error: {path} is in use by another running match (process {os.getpid()})\n")
    assert not path.exists()


def test_a_lock_file_without_a_process_id_still_refuses(tmp_path):
    path = tmp_path / "m.json"
    a_saved_match(path)
    descriptor = os.open(lock_file(path), os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(descriptor, fcntl.LOCK_EX)
    try:
        result = run_play(cli, ["--resume", str(path)], input="quit\n")
    finally:
        os.close(descriptor)
    assert result.exit_code == 1
    assert result.output == f"Error: {path} is in use by another running match\n"


def test_the_lock_is_held_while_the_match_plays_and_removed_after(tmp_path, monkeypatch):
    path = tmp_path / "m.json"
    seen = []

    def run(shell):
        try:
            SaveLock.acquire(path)
        except SaveInUse as error:
            seen.append(str(error))
        return 0

    monkeypatch.setattr(TableRunner, "run", run)
    assert run_play(cli, ["--players", "A,B", "--save", str(path)]).exit_code == 0
    assert seen == [f"{path} is in use by another running match (process {os.getpid()})"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.json"]
    with SaveLock.acquire(path):  # free again
        pass


HOLDER = """
import sys, time
from pathlib import Path
from cardtable.records.lock import SaveLock
lock = SaveLock.acquire(Path(sys.argv[1]))
print("locked", flush=True)
time.sleep(60)
"""


def test_a_match_killed_while_holding_the_lock_leaves_nothing_that_blocks(tmp_path):
    path = tmp_path / "m.json"
    a_saved_match(path)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "locked\n"
        refused = run_play(cli, ["--resume", str(path)], input="quit\n")
        assert refused.output == f"Error: {path} is in use by another running match (process {holder.pid})\n"
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
        holder.stdout.close()
    assert lock_file(path).read_text() == f"{holder.pid}\n"  # left behind by the killed process
    result = run_play(cli, ["--resume", str(path)], input="\n1\nquit\n")
    assert result.exit_code == 0, result.output
    assert len(saved(path)["deals"][0]["moves"]) == 2
    assert not lock_file(path).exists()
