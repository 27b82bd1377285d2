"""``undo`` in the guided deal of ``learn``: the learner's last move and the bots' replies are taken back as in
``play``, the lessons already shown stay shown (``lesson`` shows them again), and the coach judges the decision
made again as the same decision. Scripted input, both games."""

import io

import pytest
from lesson_helpers import best_policy, walk
from rich.console import Console

from cardtable.cli.learn import lesson_session, lesson_table
from cardtable.registry import game_spec
from cardtable.terminal.lessons import run_lesson

MOVE = object()
"""In a script: the learner's first move of the deal, as the coach's best (never advised against)."""


class Learner:
    """Presses Enter at every wait and types ``lines`` at the move prompts (then stops with Ctrl-D); remembers
    at each move prompt the state, the record's moves and what was printed since the last move prompt."""

    def __init__(self, console, lines, first):
        self.console, self.lines, self.first = console, list(lines), first
        self.session = None
        self.states, self.moves, self.screens, self.waits = [], [], [], []
        self.seen = 0

    def __call__(self, prompt):
        if "Press Enter" in prompt:
            self.waits.append(prompt)
            return ""
        text = self.console.file.getvalue()
        self.screens.append(text[self.seen:])
        self.seen = len(text)
        self.states.append(self.session.state)
        self.moves.append(self.session.record.deals[-1].moves)
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        return self.first if line is MOVE else line


def learn(game_name, lines):
    """Play ``game_name``'s guided deal with ``lines`` typed; returns the learner, the learner's seat and the
    decision numbers the coach judged."""
    spec = game_spec(game_name)
    _lessons, typed, _session = walk(spec, best_policy)
    game, course = spec.game(), spec.course()
    session = lesson_session(game, course, "Anna", {})
    console = Console(file=io.StringIO(), width=100, height=40, color_system=None)
    learner = Learner(console, lines, typed[0])
    learner.session = session
    keyboard, loop, seat = lesson_table(session, course, spec.make_screens(console), console, private=False,
                                        read_line=learner)  # fmt: skip
    judged = []
    judge = seat.coach.judge

    def watched(observation, legal_moves, move, decision, hinted=None):
        judged.append(decision)
        return judge(observation, legal_moves, move, decision, hinted)

    object.__setattr__(seat.coach, "judge", watched)
    assert run_lesson(keyboard, loop, seat, f"{game_name} play", spec.title) == 0
    return learner, seat, judged


@pytest.mark.parametrize("game_name", ["leopard", "semerka"])
def test_undo_in_learn_takes_back_the_learners_move_and_the_replies_and_the_coach_judges_it_again(game_name):
    learner, seat, judged = learn(game_name, ["undo", MOVE, "undo", "lesson", MOVE])
    session = learner.session
    # At the first decision there is nothing to take back: one line, the same prompt.
    assert "You have made no move yet: there is nothing to take back." in learner.screens[1]
    assert learner.states[1] == learner.states[0]
    # After the first move and the bots' replies, undo: exactly the state of the first decision again.
    assert len(learner.moves[2]) > len(learner.moves[1]) + 1
    assert learner.states[3] == learner.states[0] and learner.moves[3] == learner.moves[0]
    expected = {"leopard": "the move after it", "semerka": "the 3 moves after it"}[game_name]
    assert f"Your last move and {expected} are taken back." in learner.screens[3]
    # The first decision's lessons are not shown again, but the lesson word still shows them.
    assert learner.waits.count("[dim]Press Enter to go on[/] ") == len(seat.seen)
    assert seat.shown_at[0] and seat.shown_at[0][0].body.splitlines()[0][:40] in learner.screens[4]
    # The move made again is judged as the first decision: the same seed, the same verdict.
    assert judged == [0, 0]
    assert seat.decisions == 1
    assert [lesson.key for lesson in seat.seen] == [lesson.key for lesson in seat.shown_at[0] + seat.shown_at[1]]
    assert session.record.seats[0].undos == 1


def test_the_guided_deal_is_not_saved_and_its_help_says_so():
    learner, _seat, _judged = learn("leopard", ["save /nowhere/x.json", "help"])
    assert "This deal is not saved: it is practice." in learner.screens[1]
    assert "quit (leave)." in learner.screens[2] and "--resume" not in learner.screens[2]


@pytest.mark.parametrize(("game_name", "label"), [("leopard", "─ 1 you ─"), ("semerka", "─ 1 Anna (you) ─")])
def test_every_lesson_screen_marks_the_learners_seat_as_the_turn_screens_do(game_name, label):
    learner, seat, _judged = learn(game_name, [MOVE])
    first_lesson = learner.screens[0].split("Rule ")[0]  # the table above the first lesson
    assert label in first_lesson
    assert label in learner.screens[0].split("Press Enter to go on")[-1]  # the turn screen after the lessons
