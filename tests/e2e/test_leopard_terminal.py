"""``leopard play`` in a real terminal (a pseudo-terminal, 80×24): the alternate screen, hand-offs, a bad move,
quit and resume, Ctrl-C, and the end of a deal. Every expect has a timeout."""

import pexpect
import pytest
from terminal_helpers import ALT_SCREEN_OFF, ALT_SCREEN_ON, finish, moves_in, next_deal_then_leave, spawn_play

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo, read_record
from cardtable.session import Session
from leopard.rules import GAME, Discard

pytestmark = pytest.mark.e2e

CLEAR = "\x1b[2J"


def spawn(args, tmp_path, term="xterm"):
    return spawn_play("leopard", args, tmp_path, term)


def crafted(tmp_path, moves=1, leave_stock=None):
    """A saved two-player match (Anna, Boris; seed 3, dealer 1): ``moves`` discards of each player's first card,
    or discards until ``leave_stock`` cards are left in the stock."""
    path = tmp_path / "crafted.json"
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(33, None, 1), seats, 3, path)
    played = 0
    while (played < moves) if leave_stock is None else (len(session.state.stock) > leave_stock):
        discard = next(move for move in session.legal_moves() if isinstance(move, Discard))
        session.play(discard)
        played += 1
    return path


def test_resume_play_a_bad_move_quit_and_resume_again(tmp_path):
    path = crafted(tmp_path, moves=1)  # Boris (left of the dealer) discarded; Anna is next
    child = spawn(["--resume", str(path)], tmp_path)
    child.expect(r"Pass the keyboard to \S*Anna")
    assert ALT_SCREEN_ON in child.before + child.after
    child.expect("Press Enter")
    child.sendline("")
    child.expect("Your hand, Anna")
    child.expect("Anna> ")
    child.sendline("ZZ")
    child.expect('"ZZ" is not a move or a command; type help.')
    child.expect("Anna> ")
    child.sendline("7Z")
    child.expect('"7Z": unknown suit "Z"')
    child.expect("Anna> ")
    child.sendline("-1")
    child.expect_exact(CLEAR)  # Anna's hand leaves the screen before the hand-off
    child.expect(r"Pass the keyboard to \S*Boris")
    assert "Your hand" not in child.before
    child.expect("Press Enter")
    child.sendline("quit")
    child.expect_exact(ALT_SCREEN_OFF)
    child.expect(r"To continue it: \S*leopard play --resume")
    finish(child, 0)
    assert len(moves_in(path)) == 2
    # Again: Boris is next; he plays, then Anna quits at her hand-off.
    child = spawn(["--resume", str(path)], tmp_path)
    child.expect(r"Pass the keyboard to \S*Boris")
    child.expect("Press Enter")
    child.sendline("")
    child.expect("Boris> ")
    child.sendline("discard 1")
    child.expect(r"Pass the keyboard to \S*Anna")
    child.expect("Press Enter")
    child.sendline("quit")
    finish(child, 0)
    assert len(moves_in(path)) == 3


def test_ctrl_c_at_a_prompt_saves_and_exits_130(tmp_path):
    path = tmp_path / "new.json"
    child = spawn(["--players", "Anna,Boris", "--seed", "5", "--save", str(path)], tmp_path)
    child.expect("Press Enter")
    child.sendline("")
    child.expect("> ")
    child.sendline("-1")
    child.expect("Press Enter")
    child.sendline("")
    child.expect("> ")
    child.sendcontrol("c")
    child.expect_exact(ALT_SCREEN_OFF)
    child.expect(r"To continue it: \S*leopard play --resume")
    finish(child, 130)
    assert "Traceback" not in child.before
    record = read_record(path, GAME)
    assert len(record.deals[0].moves) == 1
    assert record.seed == 5


def test_finishing_a_deal_shows_its_end_and_deals_the_next(tmp_path):
    path = crafted(tmp_path, leave_stock=0)
    child = spawn(["--resume", str(path)], tmp_path)
    child.expect("Press Enter")
    child.sendline("")
    child.expect("> ")
    child.sendline("-1")  # the last stock card was drawn at the start of this turn: the deal ends (L6.2)
    child.expect("Deal 1 is over")
    next_deal_then_leave(child)
    record = read_record(path, GAME)
    assert len(record.deals) == 2
    assert record.deals[1].dealer == 2


def test_a_dumb_terminal_is_told_that_hands_cannot_be_hidden(tmp_path):
    path = crafted(tmp_path)
    child = spawn(["--resume", str(path)], tmp_path, term="dumb")
    child.expect("every hand will stay visible")
    child.expect("Press Enter")
    child.sendline("quit")
    finish(child, 0)
    assert ALT_SCREEN_ON not in child.before


def test_a_closed_terminal_leaves_a_record_that_resumes(tmp_path):
    path = crafted(tmp_path)
    child = spawn(["--resume", str(path)], tmp_path)
    child.expect("Press Enter")
    child.sendline("")
    child.expect("Anna> ")
    child.sendline("-1")
    child.expect(r"Pass the keyboard to \S*Boris")
    child.close(force=True)  # the terminal goes away (SIGHUP)
    assert len(read_record(path, GAME).deals[0].moves) == 2
    child = spawn(["--resume", str(path)], tmp_path)
    child.expect(r"Pass the keyboard to \S*Boris")
    child.expect("Press Enter")
    child.sendline("quit")
    finish(child, 0)
