"""The advice on a weak move in ``learn``: a move typed where the advice waits for Enter is taken as the move,
checked as any move; Enter alone goes back to the prompt. Scripted input, Leopard's course (its first decision:
the coach prefers 7H to discarding 6S)."""

import io

from rich.console import Console

from cardtable.cli.learn import lesson_session, lesson_table
from cardtable.registry import game_spec
from cardtable.terminal.lessons import run_lesson


def learn(answers):
    """Leopard's guided deal with ``answers`` typed in turn at every prompt and wait after the lessons of the
    first decision (Enter at those), then Ctrl-D. Returns the session, what was printed and the prompts read."""
    spec = game_spec("leopard")
    spec.load_bots()
    game, course = spec.game(), spec.course()
    session = lesson_session(game, course, "Anna", {})
    console = Console(file=io.StringIO(), width=100, height=40, color_system=None)
    answers = list(answers)
    prompts = []

    def read_line(prompt):
        prompts.append(prompt)
        if "Press Enter to go on" in prompt or "Press Enter to start" in prompt:
            return ""
        if not answers:
            raise EOFError
        return answers.pop(0)

    keyboard, loop, seat = lesson_table(session, course, spec.make_screens(console), console, private=False,
                                        read_line=read_line)  # fmt: skip
    assert run_lesson(keyboard, loop, seat, "leopard play", spec.title) == 0
    return session, console.file.getvalue(), prompts


def test_a_move_typed_at_the_advice_instead_of_enter_is_the_move_made():
    session, out, prompts = learn(["-6S", "7H"])
    assert session.record.deals[-1].moves[0] == "7H"
    assert "Type -6S again to keep it, or type another move." in out
    assert "your typing was ignored" not in out
    assert [prompt for prompt in prompts if "your move" in prompt] == ["[dim]Type your move, or press Enter for the table[/] "]


def test_the_advised_move_typed_again_at_the_advice_keeps_it():
    session, _out, _prompts = learn(["-6S", "-6s"])
    assert session.record.deals[-1].moves[0] == "-6S"


def test_a_line_typed_at_the_advice_that_is_no_move_gets_its_reason_under_the_turn_screen():
    session, out, prompts = learn(["-6S", "6X"])
    assert session.record.deals[-1].moves == ()
    after = out[out.index("A better move?"):]
    assert 'help for more.\n"6X": unknown suit "X".\n' in after  # under the turn screen, as at the prompt
    assert prompts[-2:] == ["[dim]Type your move, or press Enter for the table[/] ", "Anna> "]  # then asked at the prompt


def test_enter_at_the_advice_goes_back_to_the_prompt_as_before():
    session, out, prompts = learn(["-6S", "", "7H"])
    assert session.record.deals[-1].moves[0] == "7H"
    assert prompts.count("[dim]Type your move, or press Enter for the table[/] ") == 1
