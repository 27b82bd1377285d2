"""The shared ``play`` command through Leopard's CLI: where the match is saved, the players' names, options."""

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from play_cli_helpers import LEOPARD_MOVE, data_home, run_play  # noqa: F401 (data_home: autouse fixture)

from cardtable.cli.group import build_group
from cardtable.i18n import set_language
from cardtable.records.lock import SaveLock

from leopard.spec import SPEC as LEOPARD_SPEC


cli = build_group(LEOPARD_SPEC)
EXAMPLES = Path(__file__).parents[2] / "examples"


def play(args, input=""):
    return run_play(cli, args, input)


def one_line(output):
    return " ".join(output.split())


def test_save_refuses_a_file_that_exists_and_leaves_it_as_it_was(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    result = play(["--players", "A,B", "--save", str(notes)], input="quit\n")
    assert result.exit_code == 2
    assert (
        f"Invalid value for '--save': {notes} exists and is not a record of this game; choose another name"
        in one_line(result.output)
    )
    assert "--resume" not in result.output
    assert notes.read_text() == "my notes\n"


def save_refused(path):
    """What ``play --save PATH`` says of an existing ``path`` (exit status 2)."""
    result = play(["--players", "A,B", "--save", str(path)])
    assert result.exit_code == 2
    return one_line(result.output)


def test_save_offers_resume_only_for_an_unfinished_record_of_this_game(tmp_path):
    started = tmp_path / "started.json"
    assert play(["--players", "A,B", "--seed", "1", "--save", str(started)], input=LEOPARD_MOVE + "quit\n").exit_code == 0
    assert (
        f"Invalid value for '--save': {started} exists; choose another name or resume it with --resume {started}"
        in save_refused(started)
    )
    over = tmp_path / "over.json"
    over.write_text((EXAMPLES / "leopard-match.json").read_text())
    assert (
        f"Invalid value for '--save': {over} exists and holds a match that is over; choose another name"
        in save_refused(over)
    )
    semerka = tmp_path / "semerka.json"
    semerka.write_text((EXAMPLES / "semerka-match.json").read_text())
    assert (
        f"Invalid value for '--save': {semerka} exists and is not a record of this game; choose another name"
        in save_refused(semerka)
    )


def test_save_refuses_a_file_that_is_not_a_regular_file(tmp_path):
    result = play(["--players", "A,B", "--save", "/dev/null"], input="quit\n")
    assert result.exit_code == 2
    assert "Invalid value for '--save': /dev/null is not a regular file; choose another name" in one_line(result.output)


def test_save_does_not_create_missing_folders(tmp_path):
    target = tmp_path / "no" / "dir" / "x.json"
    result = play(["--players", "A,B", "--save", str(target)], input="quit\n")
    assert result.exit_code == 2
    assert f"Invalid value for '--save': folder \"{target.parent}\" does not exist" in one_line(result.output)
    assert not (tmp_path / "no").exists()


def test_resume_may_save_to_its_own_file_but_not_over_another(tmp_path):
    first, other = tmp_path / "r1.json", tmp_path / "r2.json"
    assert play(["--players", "A,B", "--seed", "1", "--save", str(first)], input=LEOPARD_MOVE + "quit\n").exit_code == 0
    other.write_text("keep me")
    result = play(["--resume", str(first), "--save", str(other)], input="quit\n")
    assert result.exit_code == 2
    assert f"{other} exists and is not a record of this game; choose another name" in one_line(result.output)
    assert other.read_text() == "keep me"
    assert play(["--resume", str(first), "--save", str(first)], input="quit\n").exit_code == 0
    fresh = tmp_path / "r3.json"
    assert play(["--resume", str(first), "--save", str(fresh)], input="quit\n").exit_code == 0
    assert json.loads(fresh.read_text())["seed"] == 1


def test_the_name_prompt_refuses_a_name_taken_in_any_case(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--save", str(path)], input="Anna\nANNA\nBoris\n" + LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert '"ANNA" is taken: choose another name.' in result.output
    assert result.output.count("Name of player 2 [Player 2]: ") == 2
    assert json.loads(path.read_text())["seats"] == [{"name": "Anna"}, {"name": "Boris"}]


def test_a_typed_name_may_take_the_default_name_of_a_seat_still_to_come_which_then_offers_the_next(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--save", str(path)], input="player 2\n\n" + LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert "is taken" not in result.output
    assert "Name of player 2 [Player 3]: " in result.output
    assert json.loads(path.read_text())["seats"] == [{"name": "player 2"}, {"name": "Player 3"}]


def test_a_bot_s_default_name_is_taken_but_a_person_s_still_to_come_is_free(tmp_path):
    path = tmp_path / "m.json"
    result = play(
        ["--bot", "3=random", "--seed", "2", "--delay", "0", "--save", str(path)],
        input="Player 3\nPlayer 2\n\n" + LEOPARD_MOVE + "quit\n",
    )
    assert result.exit_code == 0, result.output
    assert result.output.count('"Player 3" is taken: choose another name.') == 1
    assert result.output.count('"Player 2" is taken') == 0
    assert "Name of player 2 [Player 4]: " in result.output  # Player 2 is seat 1's, Player 3 the bot's
    assert json.loads(path.read_text())["seats"] == [
        {"name": "Player 2"}, {"name": "Player 4"}, {"name": "Player 3", "bot": "random"}
    ]


def test_in_russian_a_bot_s_default_name_in_english_is_taken_and_says_what_it_is(tmp_path):
    path = tmp_path / "m.json"
    try:
        result = play(
            ["--bot", "3=random", "--seed", "2", "--delay", "0", "--save", str(path), "--lang", "ru"],
            input="Player 3\nPlayer 2\n\n" + LEOPARD_MOVE + "quit\n",
        )
    finally:
        set_language("en")
    assert result.exit_code == 0, result.output
    assert result.output.count("«Player 3» уже занято: на другом языке это «Игрок 3». Выберите другое имя.") == 1
    assert result.output.count("Имя игрока 1 [Игрок 1]: ") == 2
    assert "Имя игрока 2 [Игрок 4]: " in result.output  # Игрок 2 is seat 1's, as Player 2
    assert json.loads(path.read_text())["seats"] == [
        {"name": "Player 2"}, {"name": "Игрок 4"}, {"name": "Игрок 3", "bot": "random"}
    ]


def test_a_name_longer_than_24_characters_is_refused_at_the_prompt_in_one_line(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--save", str(path)], input="x" * 200 + "\n" + "y" * 24 + "\n\n" + LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert "Name of player 1 [Player 1]: A name has at most 24 characters: choose a shorter one.\n" in result.output
    assert result.output.count("Name of player 1 [Player 1]: ") == 2
    assert json.loads(path.read_text())["seats"] == [{"name": "y" * 24}, {"name": "Player 2"}]


def test_leaving_at_the_first_turn_keeps_no_record_and_says_so(tmp_path, data_home):
    result = play(["--players", "A,B"], input="")  # Ctrl-D at the first hand-off
    assert result.exit_code == 0, result.output
    assert result.output.endswith("Press Enter \nNo move was made, so the match was not saved.\n")
    assert list((data_home / "leopard" / "matches").iterdir()) == []  # neither the record nor its lock
    path = tmp_path / "m.json"
    result = play(["--players", "A,B", "--save", str(path)], input="\nquit\n")  # quit at the first move
    assert result.output.endswith("No move was made, so the match was not saved.\n")
    assert sorted(tmp_path.iterdir()) == [data_home]


def test_leaving_after_one_move_keeps_the_record(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--players", "A,B", "--save", str(path)], input=LEOPARD_MOVE)  # Ctrl-D after one move
    assert result.exit_code == 0, result.output
    assert len(json.loads(path.read_text())["deals"][0]["moves"]) == 1
    assert f"To continue it: leopard play --resume {path}" in result.output


def test_quit_at_the_name_prompt_leaves_without_saving(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--save", str(path)], input="Anna\nquit\n")
    assert result.exit_code == 0
    assert result.output.endswith("No match was started; nothing was saved.\n")
    assert not path.exists()


def test_help_at_the_name_prompt_explains_it(tmp_path):
    result = play(["--save", str(tmp_path / "m.json")], input="help\nquit\n")
    assert "Type this player's name, or press Enter to keep the one in brackets; quit leaves." in one_line(result.output)
    assert result.output.count("Name of player 1 [Player 1]: ") == 2


def test_escape_codes_typed_in_a_name_are_not_kept(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--save", str(path)], input="An\x1b[Dna\n\n" + LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert json.loads(path.read_text())["seats"][0] == {"name": "Anna"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "Anna,anna"], 'two players are named "anna": each needs a name of their own'),
        (["--players", "A\x1b[31m,B"], 'the name "A\\x1b[31m" holds control characters'),
        (["--players", "A," + "x" * 25], f'Invalid value for \'--players\': the name "{"x" * 20}…" is longer than 24 characters'),
        (["--players", "A,B", "--bot", "2"], "Invalid value for '--bot': \"2\" is not SEAT=LEVEL"),
        (["--players", "A,B", "--option", "x" * 50], f'"{"x" * 20}…" is not NAME=VALUE'),
    ],
)
def test_bad_names_and_options_exit_2(args, message):
    result = play(args)
    assert result.exit_code == 2
    assert message in result.output


def test_true_and_false_on_the_command_line_in_any_case(tmp_path):
    from cardtable.cli.group import build_group
    from semerka.spec import SPEC as SEMERKA_SPEC

    semerka_cli = build_group(SEMERKA_SPEC)

    path = tmp_path / "m.json"
    result = CliRunner().invoke(
        semerka_cli, ["play", "--players", "A,B,C,D", "--option", "burning=True", "--save", str(path)], input="\n1\nquit\n"
    )
    assert result.exit_code == 0, result.output
    assert json.loads(path.read_text())["rules"]["burning"] is True


def test_a_record_whose_name_holds_escape_codes_is_refused(tmp_path):
    path = tmp_path / "m.json"
    assert play(["--players", "A,B", "--save", str(path)], input=LEOPARD_MOVE + "quit\n").exit_code == 0
    path.write_text(path.read_text().replace('"name": "A"', '"name": "A\\u001b[31m"'))
    result = play(["--resume", str(path)])
    assert result.exit_code == 1
    assert 'seat 1: "name" must not hold control characters' in result.output


def test_a_bot_right_after_the_players_given_adds_its_seat_named_as_without_players(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--players", "Anna", "--bot", "2=greedy", "--save", str(path)], input=LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert json.loads(path.read_text())["seats"] == [{"name": "Anna"}, {"name": "Player 2", "bot": "greedy"}]


def test_bots_added_after_the_players_given_follow_them_in_any_order_of_the_options(tmp_path):
    path = tmp_path / "m.json"
    args = ["--players", "Anna,Boris", "--bot", "4=random", "--bot", "3=greedy", "--bot", "2=strong:100"]
    result = play([*args, "--save", str(path)], input="\n" + LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert json.loads(path.read_text())["seats"] == [
        {"name": "Anna"}, {"name": "Boris", "bot": "strong:100"}, {"name": "Player 3", "bot": "greedy"},
        {"name": "Player 4", "bot": "random"},
    ]


def test_a_bot_added_after_the_players_given_takes_a_default_name_nobody_holds(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--players", "Player 2", "--bot", "2=greedy", "--save", str(path)], input=LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert json.loads(path.read_text())["seats"] == [{"name": "Player 2"}, {"name": "Player 3", "bot": "greedy"}]


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (["--players", "A,B", "--bot", "4=strong"], "--bot 4 leaves seat 3 empty: give seat 3 a --bot too, or a name in --players"),
        (["--players", "A", "--bot", "2=greedy", "--bot", "4=greedy"], "--bot 4 leaves seat 3 empty: give seat 3 a --bot too, or a name in --players"),
    ],
)  # fmt: skip
def test_a_bot_that_leaves_a_seat_empty_after_the_players_given_is_an_error_naming_it(data_home, args, line):
    result = play(args, input="quit\n")
    assert result.exit_code == 2
    assert result.output == f"Error: {line} (see: leopard play --help)\n"
    assert not (data_home / "leopard").exists()  # nothing was started or saved


def test_without_players_a_bot_beyond_the_default_seats_adds_seats_up_to_it(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--bot", "4=random", "--save", str(path)], input="\n\n\n" + LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert json.loads(path.read_text())["seats"] == [
        {"name": "Player 1"}, {"name": "Player 2"}, {"name": "Player 3"}, {"name": "Player 4", "bot": "random"}
    ]


def test_help_of_bot_says_a_seat_beyond_the_default_adds_seats():
    result = CliRunner().invoke(cli, ["play", "--help"], terminal_width=200)
    assert (
        "A computer player at SEAT, e.g. 2=random (levels: random, greedy, strong, expert). Without --players, a SEAT "
        "beyond the 2 seats of a new match adds seats up to it; with --players, the seats right after the names."
        in one_line(result.output)
    )


def test_resume_alone_passes_over_matches_that_other_running_matches_hold(data_home):
    # Two unfinished matches; the latest is played in another process (its lock held): the older one resumes.
    folder = data_home / "leopard" / "matches"
    older, newer = folder / "older.json", folder / "newer.json"
    folder.mkdir(parents=True)
    for path, seed, when in ((older, 1, 1_000_000), (newer, 2, 2_000_000)):
        assert play(["--players", "A,B", "--seed", str(seed), "--save", str(path)], input=LEOPARD_MOVE).exit_code == 0
        os.utime(path, (when, when))
    with SaveLock.acquire(newer):
        result = play(["--resume"], input="quit\n")
        assert result.exit_code == 0, result.output
        assert f"leopard play --resume {older}" in one_line(result.output)
        assert str(newer) not in result.output
        os.utime(older, (1_000_000, 1_000_000))  # leaving saved it: older again
        with SaveLock.acquire(older):
            result = play(["--resume"], input="quit\n")
    assert result.exit_code == 1
    assert one_line(result.output) == (
        "Error: All 2 unfinished matches are in use by other running matches; once one has ended, name its file with "
        f"--resume FILE (the latest: {newer})"
    )

