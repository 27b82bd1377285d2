"""Every prompt reads the built-in words: ``?`` is help, ``q`` and ``exit`` are quit; the waits for Enter answer
``help``, ``score`` and ``rules`` and come back to the wait; the name prompt says what it expects."""

import pytest
from play_cli_helpers import data_home, run_play  # noqa: F401 (data_home: autouse fixture)
from test_table_shell import run

from cardtable.cli.group import build_group
from cardtable.i18n import set_language
from cardtable.terminal.words import builtin_words, is_quit

from leopard.spec import SPEC as LEOPARD_SPEC


def one_line(output):
    return " ".join(output.split())


def test_short_forms_of_help_and_quit_in_every_language():
    for language in (None, "ru"):
        set_language(language)
        try:
            words = builtin_words()
            assert (words["?"], words["q"], words["exit"], words["help"], words["quit"]) == (
                "help", "quit", "quit", "help", "quit"
            )
            assert is_quit(" Q ") and is_quit("exit")
        finally:
            set_language(None)


def test_question_mark_at_the_move_prompt_is_help():
    status, out, session, script = run(["", "?", "", "q"])  # the help is a page of its own: Enter goes back
    assert status == 0
    assert "Type 1 or 2." in out
    assert "Commands: help or ? (this)" in out
    assert out.endswith("Bob> q\nThe match was not saved.\n")


@pytest.mark.parametrize("word", ["q", "exit", "quit", "Q"])
def test_q_and_exit_quit_at_the_move_prompt(word):
    status, out, session, script = run(["", word])
    assert status == 0
    assert out.endswith(f"Bob> {word}\nThe match was not saved.\n")


def test_q_and_exit_quit_at_the_hand_off_wait():
    status, out, session, script = run(["exit"])
    assert status == 0
    assert out.endswith("Press Enter exit\nThe match was not saved.\n")


def test_help_at_the_hand_off_wait_says_what_it_waits_for_and_waits_again():
    status, out, session, script = run(["help", "", "quit"])
    assert status == 0
    assert "Press Enter. You may also type score (the match so far), rules, save FILE or quit." in out
    assert script.prompts[:3] == ["[dim]Press Enter[/] ", "[dim]Press Enter[/] ", "Bob> "]
    assert "your typing was ignored" not in out


def test_score_and_rules_at_the_hand_off_wait_show_and_come_back():
    status, out, session, script = run(["score", "rules", "", "", "quit"])
    assert status == 0
    assert "│ Total │   0 │   0 │" in out
    assert "Add 1 or 2; reach 5 to win." in out
    assert script.prompts == [
        "[dim]Press Enter[/] ",
        "[dim]Press Enter[/] ",
        "[dim]Press Enter to go back[/] ",
        "[dim]Press Enter[/] ",
        "Bob> ",
    ]
    assert "your typing was ignored" not in out


def test_q_in_the_pager_goes_back_instead_of_quitting():
    status, out, session, script = run(["", "rules", "q", "quit"])
    assert status == 0
    assert script.prompts == ["[dim]Press Enter[/] ", "Bob> ", "[dim]Press Enter to go back[/] ", "Bob> "]


cli = build_group(LEOPARD_SPEC)


def test_score_rules_and_moves_at_the_name_prompt_say_what_it_expects(tmp_path):
    result = run_play(cli, ["--save", str(tmp_path / "m.json")], input="score\nrules\nmoves\n?\nq\n")
    assert result.exit_code == 0
    text = one_line(result.output)
    expects = "No match has started yet: type this player's name, or press Enter to keep the one in brackets."
    assert text.count(expects) == 2
    assert "The rules can be read once the match has started: type rules at your turn." in text
    assert "Type this player's name, or press Enter to keep the one in brackets; quit leaves." in text
    assert result.output.count("Name of player 1 [Player 1]: ") == 5
    assert result.output.endswith("No match was started; nothing was saved.\n")
    assert not (tmp_path / "m.json").exists()
