"""What people type at the hot-seat shell: escape codes, typing at a hand-off, long lines, the interface
language's command words."""

import pytest
from table_fake_game import GAME
from test_table_shell import run

from cardtable.config import parse_option_value
from cardtable.match import MatchSettings
from cardtable.i18n import set_language
from cardtable.records import SeatInfo
from cardtable.terminal.shell import builtin_words
from cardtable.safetext import TypedEscapes, clean_typed, shorten, shorten_echoes


def test_escape_codes_and_control_characters_are_taken_out_of_typed_lines():
    assert clean_typed("\x1b[D\x1b[C2\x1bOA\x07\x1b[1;5C") == "2"
    assert clean_typed("An\tna\x00") == "An na"
    # A window-title string is removed whole, with either terminator, and unterminated to the end of the line.
    assert clean_typed("\x1b]0;pwned\x07\x1b[2Jcd") == "cd"
    assert clean_typed("a\x1b]2;title\x1b\\b\x9d0;t\x9cc") == "abc"
    assert clean_typed("x\x1b]0;never ends") == "x"


def test_escape_sequences_arriving_a_key_at_a_time_are_taken_out_whole():
    escapes = TypedEscapes(keys=("\x1b[D", "\x1bOA"))
    # ESC [ 2 J typed a key at a time, then markup: nothing of the sequence is left, the markup stays as typed.
    assert "".join(escapes.feed(key) for key in "\x1b[2J[red]hi") == "[red]hi"
    assert escapes.feed("\x1b[31;1mred\x1b[0m") == "red"
    assert escapes.feed("a\x1b]0;title\x07b\x1b]2;t\x1b\\c") == "abc"  # OSC to BEL or to ST
    assert escapes.feed("\x9b2Jd\x9d0;t\x9ce") == "de"  # the 8-bit forms
    assert escapes.feed("\x1bxf\x1b\x1b[Kg") == "fg"  # two-character escapes, ESC ESC
    assert escapes.feed("h\x1b[") + escapes.feed("D\x1bO") + escapes.feed("A") == "h\x1b[D\x1bOA"  # keys pass whole
    assert escapes.feed("\x1b[1;5C") == ""  # Ctrl-Right is no key of the editor's
    # Enter, Backspace, Ctrl-C pass, and Enter ends an unfinished sequence or control string.
    assert escapes.feed("i\x7f\x03\x1b]0;never ends\rj\x1b[12\rk") == "i\x7f\x03\rj\rk"
    assert escapes.feed("Анна\x1b[") + escapes.feed("ё") == "Аннаё"  # not a sequence after all: typing


def test_arrow_keys_typed_at_a_prompt_do_not_reach_the_move():
    status, out, session, script = run(["", "\x1b[D2\x1b[C", "quit"])
    assert session.record.deals[0].moves == ("2",)
    assert out.count("\x1b") == 2  # only in the script's echo of the typing itself


def test_text_typed_at_a_hand_off_is_noted_on_the_next_turn_screen():
    status, out, session, script = run(["7 :5", "quit"])
    lines = out.splitlines()
    note = lines.index("This screen only waits for Enter: your typing was ignored.")
    assert lines[note - 1].startswith("TURN Bob")
    assert out.count("your typing was ignored") == 1


def test_a_plain_enter_at_a_hand_off_says_nothing():
    status, out, session, script = run(["", "quit"])
    assert "your typing was ignored" not in out


def test_a_very_long_line_is_echoed_at_most_20_characters():
    status, out, session, script = run(["", "7" * 6000, "quit"])
    errors = [line for line in out.splitlines() if "is not a move" in line]
    assert errors == ['"77777777777777777777…" is not a move: type 1 or 2']


def test_shorten_keeps_short_text_and_cuts_long_text():
    assert shorten("7Z") == "7Z"
    assert shorten("x" * 25) == "x" * 20 + "…"
    assert shorten_echoes('"discard": unknown rank "' + "d" * 100 + '"', "d" * 101) == (
        '"discard": unknown rank "' + "d" * 20 + '…"'
    )


def test_the_saved_line_shows_once_on_the_first_screen_not_before_the_game(tmp_path):
    path = tmp_path / "m.json"
    status, out, session, script = run(["", "quit"], path=path)
    lines = out.splitlines()
    assert lines[0] == "This is not a terminal that can hide the screen: every hand will stay visible."
    assert "Pass the keyboard to Bob" in lines[1]
    assert out.replace("\n", "").replace("│", "").count("The match is saved after every move") == 1


@pytest.fixture
def russian():
    set_language("ru")
    yield
    set_language("en")


def test_russian_command_words_work_beside_the_english_ones(russian):
    words = builtin_words()
    assert [words[w] for w in ("помощь", "справка", "ходы", "правила", "счёт", "счет", "выход", "help", "quit")] == [
        "help", "help", "moves", "rules", "score", "score", "quit", "help", "quit",
    ]  # fmt: skip
    status, out, session, script = run(["", "ходы", "выход"])
    assert status == 0
    assert "Moves: 1 2" in out
    assert session.record.deals[0].moves == ()


def test_true_and_false_options_are_read_in_any_case():
    assert parse_option_value("True") is True
    assert parse_option_value("FALSE") is False


def test_a_bot_seat_name_and_a_person_s_name_must_differ():
    from cardtable.config import ConfigError, MatchConfig, build_match

    with pytest.raises(ConfigError) as caught:
        build_match(GAME, MatchConfig(), (SeatInfo("Ann"), SeatInfo("ann", "random")), "src")
    assert str(caught.value) == 'src: two players are named "ann": each needs a name of their own'
    with pytest.raises(ConfigError) as caught:
        build_match(GAME, MatchConfig(), (SeatInfo("A\x1b[31m"), SeatInfo("B")), "src")
    assert str(caught.value) == 'src: the name "A\\x1b[31m" holds control characters'


def test_text_typed_at_the_end_of_a_deal_gets_a_line_and_the_same_prompt_not_the_next_deal():
    # Bob 2, Ann 2, Bob 1: Bob wins deal 1 of a match to 2 points. "hint" at its end must not deal deal 2.
    status, out, session, script = run(
        ["", "2", "", "2", "", "1", "hint", "", "quit"], settings=MatchSettings(2, None, 1)
    )
    lines = out.splitlines()
    wait = "[dim]Press Enter to deal the next deal[/] "
    assert script.prompts[-3:] == [wait, wait, "[dim]Press Enter[/] "]
    refused = lines.index('"hint" is not a command at the end of a deal: press Enter to go on, or type help.')
    assert lines[refused - 1] == "Press Enter to deal the next deal hint"
    assert lines[refused - 2] == "DEAL 1 won by Bob; totals (0, 1)"
    assert "your typing was ignored" not in out
    assert len(session.record.deals) == 2
