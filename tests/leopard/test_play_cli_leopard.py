"""``leopard play`` and ``leopard rules`` through Click's runner: every option, config errors, save and resume."""

import json
import os

import pytest
from click.testing import CliRunner
from play_cli_helpers import (  # noqa: F401 (data_home: autouse fixture)
    assert_refused,
    assert_rules_command,
    LEOPARD_MOVE,
    data_home,
    play_with_config,
    run_play,
    save_one_move_then_resume,
    saved,
)

from cardtable.cli.group import build_group

from leopard.spec import SPEC as LEOPARD_SPEC


cli = build_group(LEOPARD_SPEC)
from leopard.play import rules_text


def play(args, input=""):
    return run_play(cli, args, input)


# -- errors: one clear line, exit 2, no traceback ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "Anna"], "Invalid value for '--players': Leopard is for 2 to 4 players, not 1"),
        (["--players", "A,B,C,D,E"], "Invalid value for '--players': Leopard is for 2 to 4 players, not 5"),
        (["--players", "Anna,,Boris"], "names must not be empty"),
        (["--players", "A,B", "--option", "suit_line=5"], "Invalid value for '--option': suit_line must be 2 or 3, not 5"),
        (["--players", "A,B", "--option", "colour=red"], 'Invalid value for \'--option\': unknown rules option "colour"'),
        (["--players", "A,B", "--option", "suit_line"], '"suit_line" is not NAME=VALUE'),
        (["--players", "A,B", "--bot", "2=genius"], 'Invalid value for \'--bot\': unknown bot level "genius"'),
        (["--players", "A,B", "--bot", "x=random"], '"x" is not a seat number (1 to 4)'),
        (["--players", "A,B", "--target", "0"], "0 is too small: the least is 1"),
        (["--players", "A,B", "--deals", "zero"], '"zero" is not a whole number'),
        (["--resume", "--players", "A,B"], "--resume continues a match as it was saved; it cannot be used with --players"),
    ],
)
def test_bad_options_exit_2_with_one_clear_line(args, message):
    assert_refused(play(args), message)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[colours]\nx = 1\n", 'match.toml: unknown key "colours" (known: seats, rules, match)'),
        ("[match]\nlength = 3\n", 'match.toml: match: unknown key "length" (known: target, deals, first_dealer, endless)'),
        ("[match]\ntarget = 0\n", 'match.toml: match: "target" must be a whole number of at least 1, not 0'),
        ('[match]\ntarget = "many"\n', 'match.toml: match: "target" must be a whole number of at least 1, not "many"'),
        ("[match]\ntarget = true\n", 'match.toml: match: "target" must be a whole number of at least 1, not true'),
        ("[rules]\nsuit_line = 4\n", "match.toml: rules: suit_line must be 2 or 3, not 4"),
        ("[rules]\nspeed = 4\n", 'match.toml: rules: unknown rules option "speed"'),
        ("[[seats]]\nname = \"A\"\nage = 3\n", 'match.toml: seat 1: unknown key "age" (known: name, bot)'),
        ("[[seats]]\nname = \"\"\n", "match.toml: seat 1: name must be a non-empty string"),
        ("seats = 3\n", "match.toml: seats must be a list of tables"),
        ('[[seats]]\nname = "A"\n[[seats]]\nname = "B"\n[match]\nfirst_dealer = 3\n', "first_dealer"),
        ("[match\n", "match.toml: not valid TOML"),
    ],
)
def test_config_errors_name_the_file_and_the_problem(tmp_path, monkeypatch, text, message):
    args = [] if "seats" in text else ["--players", "A,B"]
    assert_refused(play_with_config(play, tmp_path, monkeypatch, text, args), message)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[match]\ntarget = "ten"\n', "match.toml: match: «target» должно быть целым числом не меньше 1, а не «ten»"),
        ("[match]\ntarget = 0\n", "match.toml: match: «target» должно быть целым числом не меньше 1, а не 0"),
        ('[match]\nendless = "yes"\n', "match.toml: match: «endless» должно быть true или false, а не «yes»"),
        ('[match]\ntarget = "a\\u001b[2Jb"\n', "match.toml: match: «target» должно быть целым числом не меньше 1, а не «a\\u001b[2Jb»"),
    ],
)
def test_a_russian_config_error_quotes_the_value_as_it_quotes_the_key(tmp_path, monkeypatch, text, message):
    # The value is the file's text: still escaped (no escape code reaches the terminal), between «» as the key.
    from cardtable.i18n import set_language

    try:
        result = play_with_config(play, tmp_path, monkeypatch, text, ["--players", "A,B", "--lang", "ru"])
    finally:
        set_language("en")
    assert result.exit_code == 2
    assert result.output == f"Ошибка: {message} (см.: leopard play --help)\n"


def test_a_missing_config_file_and_a_folder_are_refused_alike(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = play(["--config", "nowhere.toml", "--players", "A,B"])
    assert result.exit_code == 2
    assert result.output == "Error: Invalid value for '--config': \"nowhere.toml\": no such file (see: leopard play --help)\n"
    (tmp_path / "folder").mkdir()
    result = play(["--config", "folder", "--players", "A,B"])
    assert result.exit_code == 2
    assert result.output == (
        "Error: Invalid value for '--config': \"folder\" is a folder, not a file (see: leopard play --help)\n"
    )


def test_a_whole_number_of_seconds_out_of_range_is_repeated_as_typed():
    result = play(["--delay", "100", "--players", "A,B"])
    assert result.exit_code == 2
    assert result.output == "Error: Invalid value for '--delay': 100 is not from 0 to 60 (see: leopard play --help)\n"


def test_resume_of_a_missing_file_exits_1(tmp_path):
    result = play(["--resume", str(tmp_path / "gone.json")])
    assert result.exit_code == 1
    assert f"Error: {tmp_path / 'gone.json'}: no such file" in result.output


def test_resume_without_file_and_no_saved_match():
    result = play(["--resume"])
    assert result.exit_code == 1
    assert "There is no unfinished match to resume." in result.output


# -- playing ----------------------------------------------------------------------------------------------------


def test_options_reach_the_record(tmp_path):
    path = tmp_path / "m.json"
    result = play(
        ["--players", "Anna,Boris", "--seed", "3", "--target", "50", "--deals", "4", "--option", "suit_line=3",
         "--option", "going_out=abbott", "--save", str(path)],
        input=LEOPARD_MOVE + "quit\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    record = saved(path)
    assert record["seats"] == [{"name": "Anna"}, {"name": "Boris"}]
    assert record["rules"] == {"suit_line": 3, "going_out": "abbott", "stock_end": "last-card"}
    assert record["match"] == {"target": 50, "deals": 4}
    assert record["seed"] == 3
    assert len(record["deals"]) == 1 and len(record["deals"][0]["deck"]) == 104
    assert "hands cannot be hidden" in result.output or "every hand will stay visible" in result.output
    assert "The match is saved after every move to" in result.output
    assert "Seed" not in result.output  # the seed shows only when the match is over


def test_option_values_in_any_case_are_saved_as_the_rules_spell_them(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--players", "A,B", "--option", "going_out=ABBOTT", "--option", "stock_end=Play-Out", "--save",
                   str(path)], input=LEOPARD_MOVE + "quit\n")  # fmt: skip
    assert result.exit_code == 0, result.output
    assert saved(path)["rules"] == {"suit_line": 2, "going_out": "abbott", "stock_end": "play-out"}


def test_deals_alone_is_a_fixed_series(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--players", "A,B", "--deals", "2", "--save", str(path)], input=LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0
    assert saved(path)["match"] == {"target": None, "deals": 2}


def test_names_are_asked_when_not_given(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--save", str(path)], input="Anna\n\n" + LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert "Name of player 1 [Player 1]: " in result.output
    assert saved(path)["seats"] == [{"name": "Anna"}, {"name": "Player 2"}]
    assert saved(path)["match"] == {"target": 33, "deals": None}


def test_config_file_gives_seats_rules_and_match(tmp_path):
    config = tmp_path / "match.toml"
    config.write_text(
        '[[seats]]\nname = "Anna"\n[[seats]]\nname = "Robot"\nbot = "random"\n[[seats]]\nname = "Clara"\n'
        '[rules]\nstock_end = "play-out"\n[match]\ntarget = 20\nfirst_dealer = 3\n',
        encoding="utf-8",
    )
    path = tmp_path / "m.json"
    result = play(["--config", str(config), "--save", str(path), "--option", "suit_line=3"], input=LEOPARD_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    record = saved(path)
    assert record["seats"] == [{"name": "Anna"}, {"name": "Robot", "bot": "random"}, {"name": "Clara"}]
    assert record["rules"] == {"suit_line": 3, "going_out": "russian", "stock_end": "play-out"}
    assert record["match"] == {"target": 20, "deals": None, "first_dealer": 3}
    assert record["deals"][0]["dealer"] == 3


def test_moves_are_saved_and_resume_continues_them(data_home):
    players = ["--players", "Anna,Boris", "--seed", "3"]
    _, moves = save_one_move_then_resume(play, data_home, "leopard", players, "\n-1\nquit\n")
    assert len(moves) == 2 and moves[1].startswith("-")


def test_bad_move_gets_a_reason_and_the_prompt_again(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--players", "Anna,Boris", "--seed", "3", "--save", str(path)], input="\nXX\n7Z\n12\nquit\n")
    assert result.exit_code == 0
    assert '"XX" is not a move or a command; type help.' in result.output
    assert '"7Z": unknown suit "Z"' in result.output
    assert "There is no card 12 in your hand" in result.output
    # No move was made: the match is not kept (a record with no move is a start abandoned).
    assert result.output.endswith("No move was made, so the match was not saved.\n")
    assert not path.exists()


def test_rules_command_prints_the_rules():
    assert_rules_command(cli, rules_text, "Where a card may go")


def test_the_installed_rules_text_is_the_rules_document():
    from pathlib import Path

    docs = Path(__file__).parents[2] / "docs" / "leopard-rules.md"
    assert rules_text() == docs.read_text(encoding="utf-8"), "copy docs/leopard-rules.md to leopard/rules_text.md"


def test_L8_1_the_rules_say_how_to_set_the_target_in_both_languages():
    from cardtable.i18n import using_language

    lines = rules_text().splitlines()
    assert lines[lines.index("## The match") + 2 : lines.index("## The match") + 4] == [
        "- Play deals until somebody has **33 or more** points after a deal (`--target N` sets another target); the "
        "highest",
        "  total wins. If the highest totals are equal, play another deal (L8.1).",
    ]
    with using_language("ru"):
        russian = rules_text()
    assert "**33 очка или больше** (другую цель задаёт\n  `--target N`); побеждает наибольший итог." in russian


def test_resume_refuses_a_bot_level_that_cannot_play(tmp_path, monkeypatch):
    from cardtable.cli import play as playcli
    from cardtable.match import MatchSettings
    from cardtable.records import SeatInfo
    from cardtable.session import Session
    from leopard.rules import GAME

    path = tmp_path / "m.json"
    Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(33), (SeatInfo("A"), SeatInfo("B", "strong")), 1, path)
    monkeypatch.setattr(playcli, "bot_levels", lambda game: ("random",))  # as if this install had no strong bot
    result = play(["--resume", str(path)])
    assert result.exit_code == 1
    assert f'{path}: seat 2: bot level "strong" cannot play here (available: random)' in result.output


def test_resume_of_a_finished_match_says_so(tmp_path):
    from cardtable.match import MatchSettings
    from cardtable.records import SeatInfo
    from cardtable.session import Session
    from leopard.rules import GAME, Discard

    path = tmp_path / "m.json"
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(None, 1), (SeatInfo("A"), SeatInfo("B")), 1, path)
    while not session.deal_over:  # discard every card: the deal ends when the stock does (L6.2)
        session.play(next(move for move in session.legal_moves() if isinstance(move, Discard)))
    assert session.match_over
    result = play(["--resume", str(path)])
    assert result.exit_code == 1
    assert f"Error: {path}: this match is over; nothing to resume" in result.output


def test_a_save_path_in_a_folder_that_does_not_exist(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    result = play(["--players", "A,B", "--save", str(blocker / "m.json")])
    assert result.exit_code == 2
    assert f"Invalid value for '--save': folder \"{blocker}\" does not exist" in result.output


def test_resume_alone_passes_over_a_newer_record_with_no_move(data_home):
    assert play(["--players", "Anna,Boris", "--seed", "3"], input=LEOPARD_MOVE + "quit\n").exit_code == 0
    folder = data_home / "leopard" / "matches"
    [played] = folder.glob("*.json")
    abandoned = folder / "9999-12-31-235959.json"  # a start abandoned by a process that was killed
    record = saved(played)
    record["deals"][0]["moves"] = []
    abandoned.write_text(json.dumps(record), encoding="utf-8")
    os.utime(played, (1_000_000, 1_000_000))
    result = play(["--resume"], input="quit\n")
    assert result.exit_code == 0, result.output
    assert f"leopard play --resume {played}" in result.output.replace("\n", "")
    assert abandoned.exists()  # not this run's file: left as it is, and passed over


def test_stats_counts_no_match_left_at_its_first_prompt(data_home):
    assert play(["--players", "Anna,Boris"], input="").exit_code == 0  # Ctrl-D at the first hand-off
    assert play(["--players", "Anna,Boris"], input="\nquit\n").exit_code == 0  # quit at the first move
    result = CliRunner().invoke(cli, ["stats", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["matches"] == 0


def test_the_squares_of_computer_players_name_their_levels():
    result = play(["--players", "Anna", "--bot", "2=greedy", "--seed", "3", "--delay", "0"], input="-1\nquit\n")
    assert result.exit_code == 0, result.output
    assert "╭─ 2 Player 2 · greedy ─╮" in result.output
    assert "1 you" in result.output and "Anna ·" not in result.output


def test_a_match_resumed_in_another_language_shows_its_default_names_in_this_one(tmp_path):
    """A match started in Russian, resumed in English: the seats' default names show as "Player 1" and
    "Player 2"; the record keeps the names the match was started with."""
    from cardtable.match import MatchSettings
    from cardtable.records import SeatInfo
    from cardtable.session import Session
    from leopard.rules import GAME

    path = tmp_path / "m.json"
    seats = (SeatInfo("Игрок 1"), SeatInfo("Игрок 2", "greedy"))
    Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(33, None, 1), seats, 1, path)
    result = play(["--resume", str(path), "--delay", "0"], input="quit\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[1:4] == [
        "Player 2 is thinking…",
        "Leopard  ·  deal 1  ·  dealer Player 1  ·  match to 33 points",
        "╭──────── 1 you ────────╮ ╭─ 2 Player 2 · greedy ─╮",
    ]
    assert [line.rstrip() for line in lines[10:13]] == [
        "Stock: 86 cards · Discards: none · Hands: Player 2 – 8 cards",
        "Since the deal began:",
        "  Player 2 put 5♣ on cell 5 of their own square.",
    ]
    assert lines[13] == "╭─ Your hand, Player 1 " + "─" * 56 + "╮"
    assert [seat["name"] for seat in json.loads(path.read_text(encoding="utf-8"))["seats"]] == ["Игрок 1", "Игрок 2"]


SHORTER_EVENING = "leopard play --players Anna,Boris,Clara,Dmitri --deals 3"


def test_L8_2_the_guides_suggest_a_fixed_series_for_a_shorter_match_of_four_and_it_plays(data_home):
    """docs/playing.md and both READMEs suggest --deals for three or four people (a match to 33 is long); the
    example command starts a series of three deals with no target."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    guide = (root / "docs" / "playing.md").read_text(encoding="utf-8")
    assert f".venv/bin/{SHORTER_EVENING}   # four, a shorter evening: three deals" in guide
    assert "For a shorter one, play a fixed series, `--deals 3`, or a lower target, `--target 15`;" in " ".join(
        guide.split()
    )
    assert f"`{SHORTER_EVENING}`" in (root / "README.md").read_text(encoding="utf-8")
    assert "`leopard play --players Анна,Борис,Вера,Дмитрий --deals 3`" in (root / "README.ru.md").read_text(
        encoding="utf-8"
    )
    result = play(SHORTER_EVENING.split()[2:], input=LEOPARD_MOVE)
    assert result.exit_code == 0, result.output
    assert "·  deal 1  ·  dealer " in result.output and "  ·  match 3 deals  " in result.output
    (path,) = (data_home / "leopard" / "matches").glob("*.json")
    assert saved(path)["match"] == {"target": None, "deals": 3}



@pytest.mark.parametrize(
    ("language", "width", "lines"),
    [
        ("ru", 78, ["stock_end=last-card|play-out: когда кончается", "колода (L6.2): last-card — сдача кончается",
                    "ходом, в котором взята последняя карта;", "play-out — играть дальше без добора, пока не",
                    "опустеют все руки."]),
        ("en", 76, ["stock_end=last-card|play-out: when the stock", "runs out (L6.2): last-card — the deal ends",
                    "with the turn that drew the last card;", "play-out — play on without drawing until",
                    "every hand is empty."]),
    ],
)  # fmt: skip
def test_L6_2_the_help_never_splits_an_option_value_at_its_hyphen(language, width, lines):
    from cardtable.i18n import set_language

    set_language(language)
    try:
        group = build_group(LEOPARD_SPEC)
        parent = group.context_class(group, info_name="leopard")
        command = group.get_command(parent, "play")
        # width: the help's in an 80-column terminal (Russian), or where English split last-card
        text = command.get_help(command.context_class(command, parent=parent, info_name="play", terminal_width=width))
    finally:
        set_language("en")
    shown = [line.strip() for line in text.splitlines()]
    start = shown.index(lines[0])
    assert shown[start : start + len(lines)] == lines
