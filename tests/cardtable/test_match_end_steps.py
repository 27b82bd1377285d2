"""The end of a match in ``play``: ``rematch`` starts a new match with the same seats, rules and match settings
(a new seed, a new save file), ``stats`` shows these players' records, the analyze command for the record is
shown, other typing gets one line and the prompt again, Enter leaves."""

import json

import pytest
from click.testing import CliRunner
from play_cli_helpers import data_home  # noqa: F401 (autouse fixture)

from cardtable.cli.group import build_group
from cardtable.i18n import set_language

from semerka.spec import SPEC as SEMERKA_SPEC

cli = build_group(SEMERKA_SPEC)
BOTS = ["--bot", "1=random", "--bot", "2=random", "--bot", "3=random", "--bot", "4=random", "--deals", "1", "--delay", "0",
        "--option", "burning=true", "--seed", "7"]  # fmt: skip
NOT_A_STEP = '"{typed}" is not a next step: type analyze, rematch or stats, or press Enter to leave.'
NEXT = ("Next: type analyze to see your decisions judged, rematch for a new match with the same players and rules, "
        "or stats for their records.")  # fmt: skip
NEXT_LINES = ["Next: type analyze to see your decisions judged, rematch for a new match with",
              "the same players and rules, or stats for their records."]  # fmt: skip


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def play(input, *extra):
    """A one-deal match of four random bots (the deal ends, Enter shows the result), then ``input`` at the end."""
    result = CliRunner().invoke(cli, ["play", *BOTS, *extra], input="\n" + input)
    assert result.exit_code == 0, result.output
    return result.output


def saved(data_home):
    """The saved records, oldest first (two saved in one second are told apart by their times in nanoseconds)."""
    return sorted((data_home / "semerka" / "matches").glob("*.json"), key=lambda path: path.stat().st_mtime_ns)


def one_line(text):
    return " ".join(text.split())


def test_rematch_starts_a_new_match_with_the_same_seats_rules_and_settings(data_home):
    output = play("rematch\n\n\n")
    first, second = (json.loads(path.read_text()) for path in saved(data_home))
    assert first["seed"] == 7 and second["seed"] != 7
    for key in ("seats", "rules", "match"):
        assert second[key] == first[key]
    assert first["seats"] == [{"name": "Player 1", "bot": "random"}, {"name": "Player 2", "bot": "random"},
                              {"name": "Player 3", "bot": "random"}, {"name": "Player 4", "bot": "random"}]  # fmt: skip
    assert first["rules"]["burning"] is True and first["match"] == {"target": None, "deals": 1}
    assert len(second["deals"]) >= 1 and second["deals"][-1]["moves"]
    assert one_line(output).count(NEXT) == 2
    paths = saved(data_home)
    assert f"To analyze this match: semerka analyze {paths[0]}" in one_line(output)
    assert f"To analyze this match: semerka analyze {paths[1]}" in one_line(output)


def test_stats_shows_these_players_then_asks_again(data_home):
    output = play("stats\n\n\n")
    assert len(saved(data_home)) == 1
    assert "Players over 1 saved match" in output
    lines = output[output.index("Players over 1 saved match") :].splitlines()
    assert [line[:17] for line in lines if line.startswith("Player ") and len(line.rstrip()) > 40][1:] == [
        "Player 1 · random", "Player 2 · random", "Player 3 · random", "Player 4 · random",
    ]  # the table's rows, under its header
    chart = [line for line in lines if line.startswith("Player ") and len(line.rstrip()) <= 40]
    assert [row[:17].strip() for row in chart] == ["Player 1 · random", "Player 2 · random",
                                                   "Player 3 · random", "Player 4 · random"]  # fmt: skip
    assert output.count("analyze, rematch, stats, or Enter to leave:") == 2


def test_other_typing_gets_one_line_and_the_prompt_again(data_home):
    output = play("bogus\nrematch now\n\n")
    assert NOT_A_STEP.format(typed="bogus") in one_line(output)
    assert NOT_A_STEP.format(typed="rematch now") in one_line(output)
    assert output.count("analyze, rematch, stats, or Enter to leave:") == 3
    assert len(saved(data_home)) == 1


def test_quit_leaves_as_enter_does(data_home):
    output = play("quit\n")
    assert len(saved(data_home)) == 1
    assert "won the match" in output or "The match is a tie between" in output


def test_the_russian_words_rematch_and_stats(data_home):
    output = play("статистика\n\nреванш\n\n\n", "--lang", "ru")
    assert len(saved(data_home)) == 2
    assert "реванш" in output


def test_analyze_at_the_end_of_a_match_of_bots_says_there_is_nothing_to_judge(data_home):
    output = play("analyze\n\n")
    assert "Nobody played at this keyboard: there is no decision to analyze." in output
    assert output.count("analyze, rematch, stats, or Enter to leave:") == 2


@pytest.mark.parametrize(
    ("step", "stopped", "replaced"),
    [
        ("analyze", "The analysis was stopped.", "match_review"),
        ("stats", "The records were not shown.", "_stats"),
    ],
)
def test_ctrl_c_during_a_step_stops_it_and_asks_again(data_home, monkeypatch, step, stopped, replaced):
    def interrupted(keyboard):
        raise KeyboardInterrupt

    monkeypatch.setattr(f"cardtable.terminal.next_steps.{replaced}", interrupted)
    output = play(f"{step}\n\n")
    after = output[output.index("analyze, rematch, stats, or Enter to leave:") :]
    lines = after.splitlines()
    assert lines[1] == stopped
    assert lines[2].startswith("analyze, rematch, stats, or Enter to leave: ")  # the input is not echoed
    assert len(saved(data_home)) == 1


@pytest.mark.parametrize(("step", "replaced"), [("analyze", "match_review"), ("stats", "_stats")])
def test_ctrl_c_at_the_page_of_a_finished_step_leaves_as_at_the_prompt(data_home, monkeypatch, step, replaced):
    """The step was not stopped: it is done and shown. Ctrl-C at its page is Ctrl-C at a prompt: it leaves."""
    monkeypatch.setattr(f"cardtable.terminal.next_steps.{replaced}", lambda keyboard: "The finished page")
    typed = iter(["", step])  # Enter shows the result of the match; then the step

    def read(console, prompt):
        if "Press Enter to go back" in prompt:
            raise KeyboardInterrupt
        return next(typed)

    monkeypatch.setattr("cardtable.terminal.keyboard.read_after_prompt", read)
    result = CliRunner().invoke(cli, ["play", *BOTS])
    assert result.exit_code == 130, result.output
    (path,) = saved(data_home)
    after = result.output[result.output.index("The finished page") :].splitlines()
    assert "The analysis was stopped." not in result.output and "The records were not shown." not in result.output
    assert after[-3:] == ["Seed: 7", f"Record: {path}", f"To analyze this match: semerka analyze {path}"]


def test_the_end_of_the_match_shows_the_record_s_path_and_the_analyze_command_each_on_one_line(data_home):
    output = play("\n")
    (path,) = saved(data_home)
    assert len(f"Record: {path}") > 80  # wider than the screen: the terminal folds it, nothing breaks it
    before = output[: output.index("analyze, rematch, stats, or Enter to leave:")]
    shown = [line.rstrip() for line in before.splitlines()]
    assert shown[-4:] == [
        f"Record: {path}", *NEXT_LINES, f"To analyze this match: semerka analyze {path}",
    ]  # fmt: skip


@pytest.mark.parametrize("leaving", ["\n", "quit\n", ""], ids=["enter", "quit", "ctrl-d"])
def test_the_result_printed_on_leaving_keeps_the_analyze_command(data_home, leaving):
    output = play(leaving)
    (path,) = saved(data_home)
    after = output[output.rindex("analyze, rematch, stats, or Enter to leave:") :].splitlines()
    assert after[-3:] == ["Seed: 7", f"Record: {path}", f"To analyze this match: semerka analyze {path}"]
