"""File names with control characters are quoted and escaped in every line that shows them, so an error or a
notice stays one line; ordinary names are shown as they are."""

import os

import pytest
from play_cli_helpers import data_home, run_play  # noqa: F401 (data_home: autouse fixture)

from cardtable.records import RecordError, read_record
from cardtable.safetext import shell_path, shown_path
from cardtable.cli.group import build_group
from leopard.spec import SPEC as LEOPARD_SPEC

cli = build_group(LEOPARD_SPEC)
from leopard.rules import GAME


@pytest.mark.parametrize(
    ("name", "shown", "shell"),
    [
        ("/tmp/my match.json", "/tmp/my match.json", "'/tmp/my match.json'"),
        ("a\nb.json", '"a\\nb.json"', "$'a\\nb.json'"),
        ("\x1b[31mred.json", '"\\x1b[31mred.json"', "$'\\x1b[31mred.json'"),
        ('say "hi"\t.json', '"say \\"hi\\"\\t.json"', "$'say \"hi\"\\t.json'"),
        ("it's\r.json", '"it\'s\\r.json"', "$'it\\'s\\r.json'"),
        (os.fsdecode(b"\xff\n.json"), '"\\xff\\n.json"', "$'\\xff\\n.json'"),
        ("right\u202eleft.json", '"right\\u202eleft.json"', "$'right\\u202eleft.json'"),
    ],
)
def test_a_path_is_shown_as_it_is_unless_it_holds_control_characters(name, shown, shell):
    assert shown_path(name) == shown
    assert shell_path(name) == shell


def test_quoted_puts_an_ordinary_path_in_quotes_too():
    assert shown_path("/tmp/x", quoted=True) == '"/tmp/x"'
    assert shown_path("a\nb", quoted=True) == '"a\\nb"'


def test_a_record_error_names_a_file_with_a_newline_on_one_line(tmp_path):
    path = tmp_path / "bad\nname.json"
    with pytest.raises(RecordError) as caught:
        read_record(path, GAME)
    assert str(caught.value) == f'"{tmp_path}/bad\\nname.json": no such file'
    path.write_text("{", encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        read_record(path, GAME)
    assert str(caught.value) == (
        f'"{tmp_path}/bad\\nname.json": not valid JSON at line 1, column 2: expecting a property name in double '
        "quotes"
    )


def test_resume_of_a_missing_file_with_a_newline_in_its_name(tmp_path):
    result = run_play(cli, ["--resume", str(tmp_path / "gone\n.json")])
    assert result.exit_code == 1
    assert result.output == f'Error: "{tmp_path}/gone\\n.json": no such file\n'


def test_save_refuses_a_file_with_a_newline_that_exists(tmp_path):
    path = tmp_path / "old\n.json"
    path.write_text("keep")
    result = run_play(cli, ["--players", "A,B", "--save", str(path)])
    assert result.exit_code == 2
    assert (
        f"Invalid value for '--save': \"{tmp_path}/old\\n.json\" exists and is not a record of this game; choose "
        f"another name"
    ) in " ".join(result.output.split())


def test_save_into_a_missing_folder_with_an_escape_in_its_name(tmp_path):
    result = run_play(cli, ["--players", "A,B", "--save", str(tmp_path / "\x1b[2J" / "m.json")])
    assert result.exit_code == 2
    assert f"Invalid value for '--save': folder \"{tmp_path}/\\x1b[2J\" does not exist" in result.output
    assert "\x1b" not in result.output


def test_playing_into_a_file_with_a_newline_shows_it_escaped_and_resumes_from_it(tmp_path):
    path = tmp_path / "two\nlines.json"
    result = run_play(cli, ["--players", "A,B", "--seed", "1", "--save", str(path)], input="\n-1\n\nquit\n")
    assert result.exit_code == 0, result.output
    assert "two\nlines" not in result.output  # nowhere raw, also not in the hand-off's note
    assert result.output.endswith(
        f'> The match is saved in "{tmp_path}/two\\nlines.json"\n'
        f"To continue it: leopard play --resume $'{tmp_path}/two\\nlines.json'\n"
    )
    assert path.exists()
    assert run_play(cli, ["--resume", str(path)], input="\nquit\n").exit_code == 0
