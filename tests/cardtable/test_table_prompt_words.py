"""Every prompt reads the built-in words: ``?`` is help, ``exit`` is quit (``q`` is not: Q is the Queen); the waits for Enter answer
``help``, ``score`` and ``rules`` and come back to the wait; the name prompt says what it expects."""

import pytest
from click.testing import CliRunner
from play_cli_helpers import data_home, run_play  # noqa: F401 (data_home: autouse fixture)
from test_table_shell import run

from cardtable.cli.group import build_group
from cardtable.i18n import set_language
from cardtable.terminal.words import builtin_words, is_quit

from leopard.spec import SPEC as LEOPARD_SPEC
from semerka.spec import SPEC as SEMERKA_SPEC


def one_line(output):
    return " ".join(output.split())


def test_short_forms_of_help_and_quit_in_every_language():
    for language in (None, "ru"):
        set_language(language)
        try:
            words = builtin_words()
            assert (words["?"], words["exit"], words["help"], words["quit"]) == ("help", "quit", "help", "quit")
            assert is_quit(" Exit ") and is_quit("quit")
            # No one-letter word: a rank letter alone (Q, К, Д, В, Т ...) starts a card (L9.1, S8.1).
            assert [word for word in words if len(word) == 1] == ["?"]
        finally:
            set_language(None)


def test_question_mark_at_the_move_prompt_is_help():
    status, out, session, script = run(["", "?", "", "quit"])  # the help is a page of its own: Enter goes back
    assert status == 0
    assert "Type 1 or 2." in out
    assert "Commands: help or ? (this)" in out
    assert out.endswith("Bob> quit\nThe match was not saved.\n")


@pytest.mark.parametrize("word", ["exit", "quit", "QUIT"])
def test_exit_and_quit_quit_at_the_move_prompt(word):
    status, out, session, script = run(["", word])
    assert status == 0
    assert out.endswith(f"Bob> {word}\nThe match was not saved.\n")


def test_exit_quits_at_the_hand_off_wait():
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
    result = run_play(cli, ["--save", str(tmp_path / "m.json")], input="score\nrules\nmoves\n?\nquit\n")
    assert result.exit_code == 0
    text = one_line(result.output)
    expects = "No match has started yet: type this player's name, or press Enter to keep the one in brackets."
    assert text.count(expects) == 2
    assert "The rules can be read once the match has started: type rules at your turn." in text
    assert "Type this player's name, or press Enter to keep the one in brackets; quit leaves." in text
    assert result.output.count("Name of player 1 [Player 1]: ") == 5
    assert result.output.endswith("No match was started; nothing was saved.\n")
    assert not (tmp_path / "m.json").exists()


@pytest.mark.parametrize(
    ("game", "players", "language", "typed", "line", "prompt"),
    [
        ("leopard", "Anna,Boris", "en", "Q", '"Q": a card is a rank then a suit, e.g. 7H or 10S.', "Boris> "),
        ("leopard", "Anna,Boris", "ru", "Д", "«Д»: карта — это достоинство и масть, например 7ч или 10п.", "Boris> "),
        (
            "leopard", "Anna,Boris", "ru", "q",
            "«q»: карта — это достоинство и масть, например 7ч или 10п. Чтобы выйти, наберите «выход».", "Boris> ",
        ),
        (
            "semerka", "Anna,Boris,Clara,Dora", "en", "q",
            '"q" is not a card: type one like 7S, or its number in your hand (1 to 4). To leave, type quit.',
            "Clara, lead a card> ",
        ),
        (
            "semerka", "Anna,Boris,Clara,Dora", "ru", "к",
            "«к» — не карта: введите карту, например 7п, или её номер в руке (с 1 по 4).", "Clara, ваш ход> ",
        ),
    ],
)
def test_a_rank_letter_alone_is_a_card_without_its_suit_not_quit(game, players, language, typed, line, prompt):
    # Q is the Queen (L9.1, S8.1): alone it gets the one line about a card and the prompt again; the match goes on.
    spec = LEOPARD_SPEC if game == "leopard" else SEMERKA_SPEC
    try:
        result = CliRunner().invoke(
            build_group(spec), ["--lang", language, "play", "--players", players, "--seed", "3"], input=f"\n{typed}\n",
            env={"COLUMNS": "120"},  # the answer on one line
        )
    finally:
        set_language(None)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    at = lines.index(line)  # under the turn screen drawn again
    assert lines.count(line) == 1 and lines[at + 1] == prompt  # then the end of input leaves
