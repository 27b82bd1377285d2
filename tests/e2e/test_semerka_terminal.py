"""``semerka play`` in a real terminal (a pseudo-terminal, 80×24): resume a crafted four-player match, a trick with
a continuation and a bad input, quit and resume, and the end of a deal. Every expect has a timeout."""

import pexpect
import pytest
from terminal_helpers import ALT_SCREEN_OFF, ALT_SCREEN_ON, finish, moves_in, next_deal_then_leave, spawn_play

from cardtable.cards import parse_card
from cardtable.match import MatchSettings
from cardtable.records import Record, SeatInfo, read_record, write_record
from semerka.rules import GAME, Stop, apply, deal, format_move, legal_moves

pytestmark = pytest.mark.e2e

NAMES = ("Anna", "Boris", "Clara", "Dmitri")
# Seat 4 deals, so seat 1 leads (S2.3). The cards of each hand, dealt one at a time from seat 1 (S2.2).
HANDS = ("9H 9S KC QD", "10C 7H AS 8D", "JC 8C QS KD", "9D 10D JH 8H")


def spawn(args, tmp_path):
    return spawn_play("semerka", args, tmp_path)


def stacked_deck():
    hands = [[parse_card(card) for card in hand.split()] for hand in HANDS]
    top = [hands[index % 4][index // 4] for index in range(16)]
    rest = [card for card in GAME.deck(GAME.make_rules(4, {})) if card not in top]
    return top + rest


def crafted(tmp_path, moves):
    """A saved four-player match (seat 4 deals the stacked deck) with ``moves`` already played."""
    path = tmp_path / "crafted.json"
    seats = tuple(SeatInfo(name) for name in NAMES)
    record = Record.new("semerka", seats, GAME.rules_options(GAME.make_rules(4, {})), MatchSettings(5, None, 4), 7)
    record = record.with_new_deal(4, stacked_deck())
    for text in moves:
        record = record.with_move(text)
    write_record(path, record)
    return path


def pass_to(child, name):
    child.expect(rf"Pass the keyboard to \S*{name}")
    child.expect("Press Enter")
    child.sendline("")


def test_S3_4_a_continued_trick_a_bad_input_quit_and_resume(tmp_path):
    path = crafted(tmp_path, ["9H", "10C"])
    child = spawn(["--resume", str(path)], tmp_path)
    child.expect(r"Pass the keyboard to \S*Clara")
    assert ALT_SCREEN_ON in child.before
    child.expect("Press Enter")
    child.sendline("")
    child.expect("Your hand, Clara")
    child.expect("Clara, play a card> ")
    child.sendline("jc")
    pass_to(child, "Dmitri")
    child.expect("Dmitri, play a card> ")
    child.sendline("9♦")
    pass_to(child, "Anna")
    child.expect("stop or continue")
    child.expect(r"Anna, \S*stop\S* or continue with \S*9S\S*> ")
    child.sendline("QD")
    child.expect("To continue the trick you need a nine or a seven.")
    child.expect("continue with ")
    child.sendline("1")  # 9♠, the first card of her hand
    pass_to(child, "Boris")
    child.expect("round 2")
    child.expect("Boris, play a card> ")
    child.sendline("7h")
    child.expect(r"Pass the keyboard to \S*Clara")
    child.expect("Press Enter")
    child.sendline("quit")
    child.expect_exact(ALT_SCREEN_OFF)
    child.expect(r"To continue it: \S*( -m )?semerka play --resume")
    finish(child, 0)
    assert moves_in(path) == ["9H", "10C", "JC", "9D", "9S", "7H"]
    # Again: Clara and Dmitri finish round 2; Anna has no nine or seven, so Boris takes the trick and leads.
    child = spawn(["--resume", str(path)], tmp_path)
    pass_to(child, "Clara")
    child.expect("Clara, play a card> ")
    child.sendline("8c")
    pass_to(child, "Dmitri")
    child.expect("Dmitri, play a card> ")
    child.sendline("10d")
    child.expect(r"Pass the keyboard to \S*Boris")
    child.expect("Trick 1 taken by")
    child.expect("20 points")
    child.expect("Press Enter")
    child.sendline("")
    child.expect("took the trick")
    child.expect("Boris, lead a card> ")
    child.sendcontrol("c")
    child.expect_exact(ALT_SCREEN_OFF)
    finish(child, 130)
    assert moves_in(path) == ["9H", "10C", "JC", "9D", "9S", "7H", "8C", "10D"]


def whole_deal_moves():
    """The moves of the stacked deal when everyone plays the first card of his hand and leaders always stop."""
    rules = GAME.make_rules(4, {})
    state = deal(rules, 4, stacked_deck())
    moves = []
    while legal := legal_moves(state):
        move = Stop() if Stop() in legal else legal[0]
        moves.append(format_move(move))
        state = apply(state, move)
    return moves


def test_S4_3_the_last_trick_ends_the_deal_and_the_next_is_dealt(tmp_path):
    moves = whole_deal_moves()
    path = crafted(tmp_path, moves[:-4])  # the last trick: one card from each player
    child = spawn(["--resume", str(path)], tmp_path)
    for _turn in range(4):
        child.expect(r"Pass the keyboard to \S*?(Anna|Boris|Clara|Dmitri)")
        name = child.match.group(1)
        child.expect("Press Enter")
        child.sendline("")
        child.expect(rf"{name}, (lead|play) a card> ")
        child.sendline("1")
    child.expect("Deal 1 is over")
    child.expect("the last trick")
    child.expect("Next dealer")
    next_deal_then_leave(child)
    record = read_record(path, GAME)
    assert record.deals[0].moves == tuple(moves)
    assert len(record.deals) == 2
