"""``semerka play`` and ``semerka rules`` through Click's runner: defaults, options, config errors, save and
resume."""

import pytest
from click.testing import CliRunner
from play_cli_helpers import (  # noqa: F401 (data_home: autouse fixture)
    assert_refused,
    assert_rules_command,
    SEMERKA_MOVE,
    data_home,
    play_with_config,
    run_play,
    save_one_move_then_resume,
    saved,
)

from cardtable.cli.group import build_group

from semerka.spec import SPEC as SEMERKA_SPEC


cli = build_group(SEMERKA_SPEC)
from semerka.play import rules_text


def play(args, input=""):
    return run_play(cli, args, input)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "Anna"], "Invalid value for '--players': Semerka is for 2 to 4 players, not 1"),
        (["--players", "A,B,C,D,E"], "Invalid value for '--players': Semerka is for 2 to 4 players, not 5"),
        (["--players", "A,B", "--option", "stakes=double"], 'Invalid value for \'--option\': stakes must be "pagat" or "single"'),
        (["--players", "A,B", "--option", "burning=maybe"], "Invalid value for '--option': burning must be true or false, not \"maybe\""),
        (["--players", "A,B", "--option", "burn_value=0"],
         "Error: Invalid value for '--option': burn_value must be a whole number of game points, at least 1, not 0 (see:"),
        (["--players", "A,B", "--option", "trumps=true"], 'Invalid value for \'--option\': unknown rules option "trumps"'),
        (["--players", "A,B", "--bot", "2=genius"], 'Invalid value for \'--bot\': unknown bot level "genius"'),
        (["--players", "A,B", "--target", "0"], "0 is too small: the least is 1"),
        (["--resume", "--seed", "4"], "--resume continues a match as it was saved; it cannot be used with --seed"),
    ],
)
def test_bad_options_exit_2_with_one_clear_line(args, message):
    assert_refused(play(args), message)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[rules]\nburning = 1\n", "match.toml: rules: burning must be true or false, not 1"),
        ('[rules]\nstakes = "high"\n', "match.toml: rules: stakes must be \"pagat\" or \"single\", not \"high\""),
        ("[rules]\nsuit_line = 3\n", 'match.toml: rules: unknown rules option "suit_line" (Semerka has: stakes, burning'),
        ("[match]\ndeals = -1\n", 'match.toml: match: "deals" must be a whole number of at least 1, not -1'),
        ('[rules]\nburning = "true"\n', "match.toml: rules: burning must be true or false: write true without quotes"),
        ("[game]\nname = 1\n", 'match.toml: unknown key "game" (known: seats, rules, match)'),
        ('[[seats]]\nname = "A"\n', "match.toml: Semerka is for 2 to 4 players, not 1"),
        ("[rules\n", "match.toml: not valid TOML"),
    ],
)
def test_config_errors_name_the_file_and_the_problem(tmp_path, monkeypatch, text, message):
    args = [] if "seats" in text else ["--players", "A,B,C,D"]
    assert_refused(play_with_config(play, tmp_path, monkeypatch, text, args), message)


def test_missing_config_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = play(["--config", "nowhere.toml"])
    assert result.exit_code == 2
    assert result.output == "Error: Invalid value for '--config': \"nowhere.toml\": no such file (see: semerka play --help)\n"


def test_S1_2_with_no_options_four_players_are_asked_for_a_match_to_5(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--save", str(path)], input="Anna\nBoris\n\nDmitri\n" + SEMERKA_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    for seat in (1, 2, 3, 4):
        assert f"Name of player {seat} [Player {seat}]: " in result.output
    record = saved(path)
    assert record["game"] == "semerka"
    assert record["seats"] == [{"name": "Anna"}, {"name": "Boris"}, {"name": "Player 3"}, {"name": "Dmitri"}]
    assert record["rules"] == {"stakes": "pagat", "burning": False, "burn_value": 3, "continue_only_when_losing": False}
    assert record["match"] == {"target": 5, "deals": None}
    assert len(record["deals"][0]["deck"]) == 32


def test_options_reach_the_record(tmp_path):
    path = tmp_path / "m.json"
    result = play(
        ["--players", "Anna,Boris,Clara", "--seed", "3", "--target", "7", "--deals", "4", "--option", "burning=true",
         "--option", "stakes=single", "--save", str(path)],
        input=SEMERKA_MOVE + "quit\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    record = saved(path)
    assert record["seats"] == [{"name": "Anna"}, {"name": "Boris"}, {"name": "Clara"}]
    assert record["rules"] == {"stakes": "single", "burning": True, "burn_value": 3, "continue_only_when_losing": False}
    assert record["match"] == {"target": 7, "deals": 4}
    assert record["seed"] == 3
    assert len(record["deals"][0]["deck"]) == 30  # S1.2: no black eights with three players
    assert "every hand will stay visible" in result.output
    assert "Seed" not in result.output  # the seed shows only when the match is over


def test_config_file_gives_seats_rules_and_match(tmp_path):
    config = tmp_path / "match.toml"
    config.write_text(
        '[[seats]]\nname = "Anna"\n[[seats]]\nname = "Boris"\n[rules]\ncontinue_only_when_losing = true\n'
        "[match]\ntarget = 3\nfirst_dealer = 2\n",
        encoding="utf-8",
    )
    path = tmp_path / "m.json"
    result = play(["--config", str(config), "--save", str(path)], input=SEMERKA_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    record = saved(path)
    assert record["seats"] == [{"name": "Anna"}, {"name": "Boris"}]
    assert record["rules"]["continue_only_when_losing"] is True
    assert record["match"] == {"target": 3, "deals": None, "first_dealer": 2}
    assert record["deals"][0]["dealer"] == 2


def test_moves_are_saved_and_resume_continues_them(data_home):
    players = ["--players", "Anna,Boris,Clara,Dmitri", "--seed", "5"]
    _, moves = save_one_move_then_resume(play, data_home, "semerka", players, "\n2\nquit\n")
    assert len(moves) == 2


def test_bad_input_gets_a_reason_and_the_prompt_again(tmp_path):
    path = tmp_path / "m.json"
    result = play(["--players", "A,B,C,D", "--seed", "5", "--save", str(path)], input="\nXX\n7Z\n9\nstop\nquit\n")
    assert result.exit_code == 0
    out = result.output.replace("\n", " ")
    assert '"XX" is not a move or a command; type help.' in out
    assert '"7Z" is not a card' in out
    assert "There is no card 9 in your hand (its cards are numbered 1 to 4)." in out
    assert "You lead: play a card to start the trick." in out
    assert out.count(", lead a card> ") == 5
    # No move was made: the match is not kept (a record with no move is a start abandoned).
    assert result.output.endswith("No move was made, so the match was not saved.\n")
    assert not path.exists()


def test_rules_command_prints_the_rules():
    assert_rules_command(cli, rules_text, "A trick (S3)")


def test_one_player_is_refused_in_one_line_naming_the_option():
    result = play(["--players", "Anna"])
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        "Error: Invalid value for '--players': Semerka is for 2 to 4 players, not 1 (see: semerka play --help)"
    ]


def test_one_name_and_a_bot_at_each_seat_after_it_seat_a_person_against_three_bots(tmp_path):
    path = tmp_path / "m.json"
    args = ["--players", "Anna", "--bot", "2=greedy", "--bot", "3=random", "--bot", "4=greedy", "--save", str(path)]
    result = play(args, input=SEMERKA_MOVE + "quit\n")
    assert result.exit_code == 0, result.output
    assert saved(path)["seats"] == [
        {"name": "Anna"}, {"name": "Player 2", "bot": "greedy"}, {"name": "Player 3", "bot": "random"},
        {"name": "Player 4", "bot": "greedy"},
    ]


def test_a_bot_that_leaves_a_seat_empty_after_the_names_is_refused_naming_the_seat():
    result = play(["--players", "Anna", "--bot", "2=greedy", "--bot", "4=greedy"])
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        "Error: --bot 4 leaves seat 3 empty: give seat 3 a --bot too, or a name in --players (see: semerka play --help)"
    ]


def test_the_seat_boxes_of_computer_players_name_their_levels():
    args = ["--players", "Anna", "--bot", "2=greedy", "--bot", "3=random", "--bot", "4=strong:200", "--delay", "0"]
    result = play(args, input="quit\n")
    assert result.exit_code == 0, result.output
    assert "╭─ 3 Player 3 · random (partner) ─╮" in result.output
    assert "╭─ Player 2 · greedy ──╮" in result.output and "╭─ Player 4 · strong ──╮" in result.output


def _option_help(language="en"):
    """The lines of ``play --help`` in ``language`` from ``--option`` to the next option, stripped."""
    from cardtable.i18n import set_language

    set_language(language)
    try:
        lines = CliRunner().invoke(build_group(SEMERKA_SPEC), ["play", "--help"]).output.splitlines()
    finally:
        set_language("en")
    start = next(index for index, line in enumerate(lines) if line.lstrip().startswith("--option"))
    end = next(index for index in range(start + 1, len(lines)) if lines[index].lstrip().startswith("--"))
    return [line.strip() for line in lines[start:end]]


def test_the_option_help_says_what_every_option_and_value_means():
    assert " ".join(_option_help()).split() == (
        "--option NAME=VALUE A rules option NAME=VALUE; the first value listed is the default. "
        "stakes=pagat|single: what a deal won is worth (S5.4): pagat — 1 game point, 2 if the winners took all 90 "
        "points, 3 if the losers took no trick (a burned deal scores burn_value); single — always 1 game point for a "
        "deal won (a burned deal scores burn_value). "
        "burning=false|true: true — four cards of one rank in a row in a trick burn the deal: the side that played "
        "the fourth wins it at once (S6). "
        "burn_value=3: game points a burned deal is worth, a whole number from 1 up (S6.2). "
        "continue_only_when_losing=false|true: true — the leader may continue a trick only while an opponent holds "
        "it (S3.5)."
    ).split()
    assert "" in _option_help()  # a paragraph each
    assert " ".join(_option_help("ru")).split() == (
        "--option ИМЯ=ЗНАЧЕНИЕ Вариант правил ИМЯ=ЗНАЧЕНИЕ; первое из перечисленных значений — по умолчанию. "
        "stakes=pagat|single: сколько стоит выигранная сдача (S5.4): pagat — 1 очко партии, 2 — если победители "
        "взяли все 90 очков, 3 — если проигравшие не взяли ни одной взятки (сгоревшая сдача приносит burn_value); "
        "single — всегда 1 очко партии за выигранную сдачу (сгоревшая приносит burn_value). "
        "burning=false|true: true — четыре карты одного достоинства подряд во взятке сжигают сдачу: её сразу "
        "выигрывает сторона, сыгравшая четвёртую (S6). "
        "burn_value=3: сколько очков партии стоит сгоревшая сдача: целое число от 1 (S6.2). "
        "continue_only_when_losing=false|true: true — ведущий может продолжать взятку, только пока её держит "
        "противник (S3.5)."
    ).split()


OPTIONS_MATCH = [
    "--players", "Anna", "--bot", "2=random", "--seed", "3", "--delay", "0",
    "--option", "stakes=single", "--option", "continue_only_when_losing=true",
]  # fmt: skip


def test_rules_in_a_match_ends_with_the_options_in_force():
    result = play(OPTIONS_MATCH, input="rules\n" + "\n" * 8 + "quit\n")
    assert result.exit_code == 0, result.output
    lines = [line.rstrip() for line in result.output.splitlines()]
    start = lines.index("Rules options of this match")
    assert lines[start : start + 7] == [
        "Rules options of this match",
        "",
        " • stakes=single: what a deal won is worth (S5.4): always 1 game point for a",
        "   deal won (a burned deal scores burn_value).",
        " • continue_only_when_losing=true: the leader may continue a trick only while an",
        "   opponent holds it (S3.5).",
        " • The others at their defaults: burning=false, burn_value=3.",
    ]


def test_score_names_the_options_that_differ_from_the_defaults():
    result = play(OPTIONS_MATCH, input="score\n\nquit\n")
    assert result.exit_code == 0, result.output
    assert (
        "└───────┴──────┴──────────┘\n"
        "Rules options: stakes=single, continue_only_when_losing=true (type rules to read\n"
        "what they do).\n"
    ) in result.output
    result = play(OPTIONS_MATCH[:8], input="score\n\nquit\n")
    assert "└───────┴──────┴──────────┘\nPress Enter to go back" in result.output


def test_russian_score_names_the_russian_word_for_the_rules():
    from cardtable.i18n import set_language

    try:
        result = play([*OPTIONS_MATCH, "--lang", "ru"], input="счёт\n\nвыход\n")
    finally:
        set_language("en")
    assert result.exit_code == 0, result.output
    assert (
        "└───────┴──────┴─────────┘\n"
        "Варианты правил: stakes=single, continue_only_when_losing=true (о них расскажет \n"
        "команда «правила»).\n"
    ) in result.output
