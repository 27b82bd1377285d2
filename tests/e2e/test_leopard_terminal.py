"""``leopard play`` in a real terminal (a pseudo-terminal, 80×24): the alternate screen, hand-offs, a bad move,
quit and resume, Ctrl-C, and the end of a deal. Every expect has a timeout."""

import random
import time
import re

import pexpect
import pytest
from terminal_helpers import ALT_SCREEN_OFF, ALT_SCREEN_ON, finish, moves_in, next_deal_then_leave, spawn_play

from cardtable.match import MatchSettings
from cardtable.cards import card_label
from cardtable.records import SeatInfo, load_match, read_record
from cardtable.session import Session
from leopard.rules import GAME, Discard, Draw, GoOut

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
    child.expect(r"To continue it: \S*( -m )?leopard play --resume")
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
    child.expect(r"To continue it: \S*( -m )?leopard play --resume")
    finish(child, 130)
    assert "Traceback" not in child.before
    record = read_record(path, GAME)
    assert len(record.deals[0].moves) == 1
    assert record.seed == 5


def at_the_end_of_a_deal(tmp_path):
    """A saved match resumed at its last turn, whose discard ends the deal (L6.2): (child at the deal's summary,
    record's path)."""
    path = crafted(tmp_path, leave_stock=0)
    child = spawn(["--resume", str(path)], tmp_path)
    child.expect("Press Enter")
    child.sendline("")
    child.expect("> ")
    child.sendline("-1")  # the last stock card was drawn at the start of this turn: the deal ends (L6.2)
    child.expect("Deal 1 is over")
    return child, path


def test_finishing_a_deal_shows_its_end_and_deals_the_next(tmp_path):
    child, path = at_the_end_of_a_deal(tmp_path)
    next_deal_then_leave(child)
    record = read_record(path, GAME)
    assert len(record.deals) == 2
    assert record.deals[1].dealer == 2


def test_a_word_typed_at_the_end_of_a_deal_keeps_its_summary_on_the_screen(tmp_path):
    child, path = at_the_end_of_a_deal(tmp_path)
    child.expect("Press Enter to deal the next deal")
    child.sendline("hint")
    # The same screen again, the one line under it, and the same prompt: the next deal waits for Enter.
    child.expect_exact(CLEAR)
    child.expect("Deal 1 is over")
    child.expect("Anna went out|Nobody went out")
    child.expect('"hint" is not a command at the end of a deal: press Enter to go on, or type')
    child.expect(r"help\.")  # on the next line: the sentence takes 81 columns
    child.expect("Press Enter to deal the next deal")
    assert len(read_record(path, GAME).deals) == 1
    child.sendline("")
    child.expect(r"Pass the keyboard to \S*Anna")  # deal 2: Boris deals, Anna moves first
    child.expect("Press Enter")
    time.sleep(0.3)  # the prompt shows a moment before line editing reads the terminal
    child.sendline("")
    child.expect("Anna> ")
    assert "your typing was ignored" not in child.before  # nothing was typed where it was not read
    child.sendline("quit")
    finish(child, 0)
    assert len(read_record(path, GAME).deals) == 2


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


def bot_about_to_ask(tmp_path):
    """A saved four-player match in which the next move is the greedy bot Clara's (seat 3) ask to go out, and
    her partner Anna (seat 1) is the only person at the table (L6.1). Found by letting greedy bots play."""
    from leopard.bots import GreedyBot

    bot = GreedyBot()
    for seed in range(1, 200):
        seats = (SeatInfo("Anna"), SeatInfo("Boris", "greedy"), SeatInfo("Clara", "greedy"), SeatInfo("Dmitri", "greedy"))
        session = Session.new(GAME, GAME.make_rules(4, {}), MatchSettings(33, None, 1), seats, seed, None)
        while not session.deal_over:
            seat = session.to_move
            move = bot.choose(session.observation(seat), session.legal_moves(), random.Random(0))
            if seat == 3 and move == GoOut():
                session.path = tmp_path / "asking.json"
                session.save()
                return session.path
            session.play(move)
    raise AssertionError("no deal with an ask by seat 3")


YES_OR_NO = r"Anna, \S*yes\S* or \S*no\S*> "


def test_L6_1_a_bot_asks_its_human_partner_who_answers_at_their_own_prompt(tmp_path):
    path = bot_about_to_ask(tmp_path)
    child = spawn(["--resume", str(path)], tmp_path)
    child.expect("Clara asks to go out. Your square is worth")
    child.expect(r"going out now scores \d+")
    child.expect(YES_OR_NO)
    child.sendline("maybe")
    child.expect("Your partner asks to go out: type yes or no.")
    child.expect(YES_OR_NO)
    asked = len(moves_in(path))
    child.sendline("no")
    # Clara drew and played on, Dmitri too: Anna's own turn (before her draw when she may go out herself).
    child.expect(r"Anna(, \S*out\S* or \S*Enter\S* to draw)?> ")
    child.sendline("quit")
    finish(child, 0)
    moves = moves_in(path)
    assert moves[asked - 1 : asked + 1] == ["out", "no"]
    assert len(moves) == asked + 3  # Clara's place or discard, Dmitri's, then Anna's turn


def test_L4_1_a_resumed_save_after_a_declined_go_out_keeps_the_same_drawn_card(tmp_path):
    # A player whose square is worth 5 or more declines to go out, sees the drawn card, and leaves.
    path = tmp_path / "declined.json"
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    for seed in range(1, 400):
        session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(33, None, 1), seats, seed, None)
        rng = random.Random(seed)
        while not session.deal_over and session.legal_moves() != (GoOut(), Draw()):
            places = [m for m in session.legal_moves() if not isinstance(m, (GoOut, Discard))]
            session.play(rng.choice(places or list(session.legal_moves())))
        if not session.deal_over:
            break
    seat = session.to_move
    session.path = path
    session.play(Draw())  # L4.1: drawing instead of going out is a move of its own (L9.2)
    drawn = session.state.drawn
    name = seats[seat - 1].name
    assert moves_in(path)[-1] == "draw"
    child = spawn(["--resume", str(path)], tmp_path)
    child.expect(f"Pass the keyboard to \\S*{name}")
    child.expect("Press Enter")
    child.sendline("")
    child.expect(f"Your hand, {name}")
    child.expect(f"{name}> ")  # the place or discard prompt, not "out or Enter to draw"
    assert "draw (Enter)" not in child.before
    assert re.search(f"{re.escape(card_label(drawn))}\\S* \\S*new", child.before)  # the same card, marked new
    child.sendline("out")
    child.expect("You may go out only at the start of your turn, before drawing.")
    child.sendline("quit")
    finish(child, 0)
    assert read_record(path, GAME).deals[-1].moves[-1] == "draw"
    restored = Session.restore(GAME, load_match(path, GAME))
    assert (restored.state.phase, restored.state.drawn) == ("play", drawn)


def test_a_second_enter_typed_with_a_move_does_not_pass_the_hand_off(tmp_path):
    """Hot-seat privacy: Enter typed twice after a move must not answer the next player's hand-off, which would
    show Boris's hand while Anna still looks at the screen."""
    path = crafted(tmp_path, moves=1)  # Anna is next
    child = spawn(["--resume", str(path)], tmp_path)
    child.expect(r"Pass the keyboard to \S*Anna")
    child.expect("Press Enter")
    time.sleep(0.6)  # after the hand-off's moment of dropping keys typed ahead
    child.sendline("")
    child.expect("Anna> ")
    child.send("-1\r\r")  # the move and a second Enter at once
    child.expect(r"Pass the keyboard to \S*Boris")
    child.expect("Press Enter")
    child.expect(pexpect.TIMEOUT, timeout=1.5)
    assert "Your hand" not in child.before and "Boris> " not in child.before
    child.sendline("quit")
    finish(child, 0)
    assert len(moves_in(path)) == 2


def test_keys_typed_while_a_computer_player_moves_do_not_answer_the_next_prompt(tmp_path):
    """A move typed twice at once (or typed ahead while the bot thinks) is not played unseen at the next turn."""
    path = tmp_path / "ahead.json"
    child = spawn(["--players", "Anna", "--bot", "2=greedy", "--seed", "3", "--delay", "1", "--save", str(path)], tmp_path)
    child.expect("Anna> ")
    child.send("-1\r-1\r")  # the second discard arrives while the computer player moves
    child.expect("Player 2 discarded|Player 2 put|Player 2 placed|Since your last turn")
    child.expect("Anna> ")
    child.expect(pexpect.TIMEOUT, timeout=1.5)  # nothing is played at this prompt unless typed at it
    child.sendline("quit")
    finish(child, 0)
    moves = moves_in(path)  # Player 2 moves first (seed 3), then Anna's one discard and Player 2's reply
    assert len(moves) == 3 and moves[1].startswith("-"), moves


def test_help_score_and_rules_at_the_end_of_a_deal_draw_its_summary_again(tmp_path):
    child, path = at_the_end_of_a_deal(tmp_path)
    child.expect("Press Enter to deal the next deal")
    child.expect("play:")
    child.sendline("help")
    # The summary again, the sentence under it wrapped at a space (80 columns), then the prompt.
    child.expect_exact(CLEAR)
    child.expect("Deal 1 is over")
    child.expect("Nobody went out: every square scores its plain value.")
    child.expect(r"seat's play\. You may also type score \(the match so far\), rules, save\s*\r\nFILE or quit\. For example: review 2")
    child.expect("Press Enter to deal the next deal")
    child.expect("play:")
    child.sendline("score")
    child.expect_exact(CLEAR)
    child.expect("Deal 1 is over")
    child.expect("Nobody went out")
    child.expect("Total")
    child.expect("Press Enter to deal the next deal")
    child.expect("play:")
    child.sendline("rules")
    child.expect("Enter: more, q: back")
    child.sendline("q")
    child.expect_exact(CLEAR)
    child.expect("Deal 1 is over")
    child.expect("Press Enter to deal the next deal")
    child.expect("play:")
    child.sendline("quit")
    finish(child, 0)
    assert len(read_record(path, GAME).deals) == 1
