"""The hot-seat shell, driven with scripted input through a fake game."""

import io

from rich.console import Console
from table_fake_game import GAME, RaceScreens

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo, read_record
from cardtable.session import Session
from cardtable.terminal import HotSeat


class Script:
    """Feeds lines to the shell as a person would type them; EOF when they run out. A line that is an
    exception class is raised instead (KeyboardInterrupt for Ctrl-C)."""

    def __init__(self, console, lines):
        self.console = console
        self.lines = list(lines)
        self.prompts = []

    def __call__(self, prompt):
        self.prompts.append(prompt)
        self.console.print(prompt, end="")
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        if isinstance(line, type):
            raise line
        self.console.print(line, markup=False)
        return line


def run(lines, *, seats=(SeatInfo("Ann"), SeatInfo("Bob")), settings=MatchSettings(1, None, 1), path=None):
    console = Console(file=io.StringIO(), width=100, color_system=None)
    session = Session.new(GAME, GAME.make_rules(2, {}), settings, seats, 5, path)
    script = Script(console, lines)
    shell = HotSeat(console, session, RaceScreens(), private=False, resume_command="race play --resume {path}",
                    read_line=script)
    status = shell.run()
    return status, console.file.getvalue(), session, script


def test_a_whole_match_with_hand_offs_between_two_people():
    # Dealer Ann (seat 1): Bob moves first. Bob 2, Ann 2, Bob 1 → Bob reaches 5 and wins the match (target 1).
    status, out, session, script = run(["", "2", "", "2", "", "1", "", ""])
    assert status == 0
    assert session.match_over
    lines = out.splitlines()
    assert lines[0] == "This is not a terminal that can hide the screen: every hand will stay visible."
    assert "Pass the keyboard to Bob" in lines[1]
    ann, bob = session.record.deals[0].deck[:2]
    assert [line for line in lines if line.startswith("TURN")] == [
        f"TURN Bob hand={bob} total=0",
        f"TURN Ann hand={ann} total=2",
        f"TURN Bob hand={bob} total=4",
    ]
    assert "DEAL 1 won by Bob; totals (0, 1)" in lines
    assert "Bob won the match." in lines
    # The end of the match is printed again after the shell leaves, so it stays on the terminal.
    assert out.count("Bob won the match.") == 2
    assert lines[-1] == "Seed: 5"
    assert session.record.deals[0].moves == ("2", "2", "1")


def test_bad_input_gets_one_line_and_the_prompt_again():
    status, out, session, script = run(["", "7", "2", ""])
    assert '"7" is not a move: type 1 or 2' in out
    assert script.prompts[1:3] == ["Bob> ", "Bob> "]
    assert session.record.deals[0].moves == ("2",)


def test_command_words_come_before_moves():
    status, out, session, script = run(["", "help", "", "moves", "score", "", "peek 2:5", "quit"])  # help pages
    assert status == 0
    assert "Type 1 or 2." in out
    assert "Moves: 1 2" in out
    assert "PEEK 2:5" in out
    assert session.record.deals[0].moves == ()
    assert "To continue it: race play --resume" not in out  # no path: nothing saved


def test_quit_saves_and_says_how_to_resume(tmp_path):
    path = tmp_path / "m.json"
    status, out, session, script = run(["", "2", "quit"], path=path)
    assert status == 0
    assert read_record(path, GAME).deals[0].moves == ("2",)
    assert f"To continue it: race play --resume {path}" in out.replace("\n", "")


def test_ctrl_c_at_a_prompt_saves_and_exits_130(tmp_path):
    path = tmp_path / "m.json"
    status, out, session, script = run(["", "2", "", KeyboardInterrupt], path=path)
    assert status == 130
    assert read_record(path, GAME).deals[0].moves == ("2",)
    assert "Traceback" not in out
    assert f"race play --resume {path}" in out.replace("\n", "")


def test_ctrl_d_leaves_with_status_0(tmp_path):
    status, out, session, script = run(["", "2"], path=tmp_path / "m.json")
    assert status == 0
    assert "race play --resume" in out.replace("\n", "")


def test_no_hand_off_when_only_one_person_plays_against_a_bot():
    status, out, session, script = run(
        ["1", "1", "1", "1", "1", "", ""], seats=(SeatInfo("Ann"), SeatInfo("Robot", "random"))
    )
    assert "Pass the keyboard" not in out
    assert session.match_over


def test_names_are_escaped_before_markup():
    status, out, session, script = run(["", "quit"], seats=(SeatInfo("[bold]Ann"), SeatInfo("[red]Bob[/]")))
    assert "Pass the keyboard to [red]Bob[/]" in out
    assert script.prompts[0].startswith("[dim]")


def test_an_unexpected_error_is_one_line_and_the_match_stays_saved(tmp_path):
    class Broken(RaceScreens):
        def turn(self, table, observation, seat, legal_moves):
            raise RuntimeError("broken screen")

    console = Console(file=io.StringIO(), width=100, color_system=None)
    path = tmp_path / "m.json"
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(1), (SeatInfo("Ann"), SeatInfo("Bob")), 5, path)
    session.play(1)  # a match is kept once a move was made in it
    shell = HotSeat(console, session, Broken(), private=False, resume_command="race play --resume {path}",
                    read_line=Script(console, [""]))  # fmt: skip
    assert shell.run() == 1
    out = console.file.getvalue()
    assert "Something went wrong: RuntimeError('broken screen')" in out
    assert "Traceback" not in out
    assert f"To continue it: race play --resume {path}" in out


def test_resuming_after_a_finished_deal_shows_its_end_then_deals_the_next(tmp_path):
    from cardtable.records import load_match

    path = tmp_path / "m.json"
    first = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(2, None, 1), (SeatInfo("Ann"), SeatInfo("Bob")),
                        5, path)  # fmt: skip
    for move in (2, 2, 1):  # Bob, Ann, Bob: Bob wins deal 1
        first.play(move)
    session = Session.restore(GAME, load_match(path, GAME), path)
    console = Console(file=io.StringIO(), width=100, color_system=None)
    script = Script(console, ["", "", "quit"])
    shell = HotSeat(console, session, RaceScreens(), private=False, resume_command="", read_line=script)
    assert shell.run() == 0
    out = console.file.getvalue()
    assert out.index("DEAL 1 won by Bob; totals (0, 1)") < out.index("Pass the keyboard to Ann")
    assert script.prompts[0] == "[dim]Press Enter to deal the next deal[/] "
    assert read_record(path, GAME).deals[1].dealer == 2


def test_leaving_at_the_end_of_the_match_shows_the_result_not_a_resume_hint(tmp_path):
    status, out, session, script = run(["", "2", "", "2", "", "1", KeyboardInterrupt], path=tmp_path / "m.json")
    assert status == 130
    assert session.match_over
    assert "To continue it" not in out
    assert out.count("Bob won the match.") == 1
    assert out.rstrip().endswith(f"Record: {tmp_path / 'm.json'}")


def test_a_match_only_bots_play_is_shown_at_the_console_that_watches_them():
    status, out, session, script = run(["", ""], seats=(SeatInfo("Robo", "random"), SeatInfo("Tron", "random")))
    assert status == 0
    assert session.match_over
    moves = len(session.record.deals[0].moves)
    assert out.count("is thinking…") == moves
    assert "Pass the keyboard" not in out
    assert script.prompts == ["[dim]Press Enter to see the result of the match[/] ", "[dim]Press Enter to leave[/] "]


def test_help_at_a_table_of_two_people_says_that_undo_is_not_for_them():
    """``help`` lists ``undo`` with the other words; where it cannot work (two people) a line says so."""
    _status, out, _session, _script = run(["", "help", "quit"])
    assert "undo (take back your last move)" in out
    assert "Moves are taken back only in a match of one person against computer players." in out
    _status, out, _session, _script = run(["help", "quit"], seats=(SeatInfo("Ann"), SeatInfo("Robo", "random")))
    assert "undo (take back your last move)" in out
    assert "Moves are taken back only" not in out
