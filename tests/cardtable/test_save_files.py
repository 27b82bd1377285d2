"""Save files are private: a record file is 0600 whoever wrote the file it replaces, and the save folder that
``play`` makes is 0700."""

import stat

from play_cli_helpers import LEOPARD_MOVE, data_home, run_play  # noqa: F401 (data_home: autouse fixture)

from cardtable.match import MatchSettings
from cardtable.records import Record, SeatInfo, write_record
from cardtable.cli.group import build_group
from leopard.spec import SPEC as LEOPARD_SPEC

cli = build_group(LEOPARD_SPEC)


def mode(path):
    return stat.S_IMODE(path.stat().st_mode)


def a_record():
    return Record.new("leopard", [SeatInfo("A"), SeatInfo("B")], {}, MatchSettings(33), 1)


def test_a_new_record_file_is_readable_by_its_owner_only(tmp_path):
    path = tmp_path / "m.json"
    write_record(path, a_record())
    assert mode(path) == 0o600


def test_a_replaced_record_file_is_0600_even_when_the_old_one_was_not(tmp_path):
    path = tmp_path / "m.json"
    path.write_text("old")
    path.chmod(0o644)
    write_record(path, a_record())
    assert mode(path) == 0o600


def test_a_folder_made_for_a_record_is_0700(tmp_path):
    write_record(tmp_path / "sub" / "m.json", a_record())
    assert mode(tmp_path / "sub") == 0o700


def test_play_makes_the_save_folder_0700_and_the_file_0600(data_home):
    result = run_play(cli, ["--players", "A,B", "--seed", "1"], input=LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    folder = data_home / "leopard" / "matches"
    [path] = folder.glob("*.json")
    assert (mode(data_home / "leopard"), mode(folder), mode(path)) == (0o700, 0o700, 0o600)


def test_play_with_save_writes_a_0600_file(tmp_path):
    path = tmp_path / "m.json"
    assert run_play(cli, ["--players", "A,B", "--save", str(path)], input=LEOPARD_MOVE + "quit\n").exit_code == 0
    assert mode(path) == 0o600
