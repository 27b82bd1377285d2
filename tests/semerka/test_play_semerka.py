"""Semerka at the table: friendly input forms, the game's commands and prompts (privacy: test_view_privacy_semerka)."""

import io

import pytest
from rich.console import Console
from test_view_semerka import ROUND_1, show, table, worked

from cardtable.cards import parse_card
from cardtable.game import IllegalMove, InvalidMove
from semerka.play import SemerkaScreens, last_command, moves_list, read_input, rules_text
from semerka.rules import GAME, Play, Stop, observation

C = parse_card


def choosing():
    """Anna leads 9♥ and, after the first round, holds 9♠ Q♦ K♣: stop, or continue with 9♠ (S3.4)."""
    return observation(worked(), 1)


def following():
    """Boris to play in round 2 of Anna's nines, holding 7♥ 8♦ A♠."""
    return observation(worked(ROUND_1 + " 9S"), 2)


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("7H", Play(C("7H"))),
        ("7h", Play(C("7H"))),
        ("7♥", Play(C("7H"))),
        (" 7 h ", Play(C("7H"))),
        ("1", Play(C("7H"))),  # hand number 1 is 7♥
        ("3", Play(C("AS"))),
        ("Тп", Play(C("AS"))),  # Russian: ace (Т) of spades (п)
        ("т♠", Play(C("AS"))),
    ],
)
def test_S8_1_a_card_in_any_notation_or_by_its_number(text, move):
    assert read_input(text, following()) == move


@pytest.mark.parametrize(
    ("text", "move"), [("9S", Play(C("9S"))), ("9♠", Play(C("9S"))), ("1", Play(C("9S"))), ("stop", Stop()),
                       ("STOP", Stop()), ("s", Stop()), ("стоп", Stop()), ("СТОП", Stop())],
)  # fmt: skip
def test_S8_2_the_leader_after_a_full_round_stops_or_continues(text, move):
    assert read_input(text, choosing()) == move


@pytest.mark.parametrize(
    ("obs", "text", "error", "message"),
    [
        (choosing, "QD", IllegalMove, "To continue the trick you need a nine or a seven."),
        (choosing, "2", IllegalMove, "To continue the trick you need a nine or a seven."),
        (choosing, "9C", IllegalMove, "9C is not in your hand."),
        (choosing, "", InvalidMove, "Type stop, or a card that continues the trick (its number or e.g. 9H)."),
        (choosing, "go on", InvalidMove, '"go on" is not a move or a command; type help.'),
        (choosing, "9X", InvalidMove, '"9X" is not a card: type stop, or a card that continues, e.g. 9S.'),
        (following, "stop", IllegalMove, "Only the leader may stop."),
        (following, "9H", IllegalMove, "9H is not in your hand."),
        (following, "4", InvalidMove, "There is no card 4 in your hand (its cards are numbered 1 to 3)."),
        (following, "", InvalidMove, "Type a card: its number in your hand (e.g. 2) or its name (e.g. 9H)."),
        (following, "xx", InvalidMove, '"xx" is not a move or a command; type help.'),
        (following, "TH", InvalidMove, '"TH" is not a card: type one like 7H, or its number in your hand (1 to 3).'),
        (following, "discard", InvalidMove, '"discard" is not a move or a command; type help.'),
        (following, "y" * 600, InvalidMove, '"yyyyyyyyyyyyyyyyyyyy…" is not a move or a command; type help.'),
    ],
)
def test_S3_4_bad_input_says_why_in_one_sentence(obs, text, error, message):
    with pytest.raises(error) as caught:
        read_input(text, obs())
    assert str(caught.value) == message


def test_S3_4_the_prompt_names_the_cards_that_continue():
    screens = SemerkaScreens()
    legal = GAME.legal_moves(worked())
    assert screens.prompt(table(), choosing(), legal) == "Anna, [bold]stop[/] or continue with [bold]9S[/]> "
    assert screens.prompt(table(), following(), ()) == "Boris, play a card> "
    assert screens.prompt(table(), observation(worked(""), 1), ()) == "Anna, lead a card> "


def test_moves_lists_the_legal_moves_with_hand_numbers():
    assert str(moves_list(choosing(), GAME.legal_moves(worked()))) == "Continue with, or stop: [1] 9♠  stop"
    state = worked(ROUND_1 + " 9S")
    assert str(moves_list(following(), GAME.legal_moves(state))) == "Play any card: [1] 7♥  [2] 8♦  [3] A♠"


def test_last_shows_the_previous_trick():
    obs = observation(worked(ROUND_1 + " stop"), 2)
    assert str(last_command("", obs, table())) == (
        "Trick 1, led by Anna: 9♥ Anna, 10♣ you, J♣ Clara, 9♦ Dmitri — Dmitri took it, 10 points."
    )
    assert str(last_command("", following(), table())) == "No trick has been taken yet in this deal."
    screens = SemerkaScreens()
    assert str(screens.commands()["last"]("", obs)) == "Make the window larger to see the table, then type last again."
    screens.prompt(table(), obs, ())  # a prompt comes with its table, even where no table was drawn
    assert str(screens.commands()["last"]("", obs)).startswith("Trick 1, led by Anna:")


def test_help_and_rules_text():
    assert "stop  s" in show(SemerkaScreens().help())
    text = rules_text()
    assert text.startswith("# Semerka\n")
    for rule in ("(S1)", "(S2)", "(S3)", "(S4)", "(S5)", "(S6", "(S7)"):
        assert rule in text


def test_the_turn_screen_fits_80_by_24():
    console = Console(file=io.StringIO(), width=80, height=24, color_system=None)
    state = worked(ROUND_1 + " 9S 7H 8C 10D")  # Clara's last card was 8♣; Boris took the trick and leads
    state = GAME.apply(state, GAME.legal_moves(state)[0])
    obs = observation(state, 3)
    console.print(SemerkaScreens(24).turn(table(), obs, 3, ()))
    lines = console.file.getvalue().splitlines()
    assert len(lines) <= 22  # leaves a line for a message and one for the prompt
    assert max(len(line) for line in lines) <= 80
    assert "Since your last turn:" in lines[12]


def test_a_hand_of_one_card_is_numbered_1():
    from dataclasses import replace

    obs = replace(following(), hand=(C("AS"),))
    assert read_input("1", obs) == Play(C("AS"))
    with pytest.raises(InvalidMove) as caught:
        read_input("2", obs)
    assert str(caught.value) == "There is no card 2: your one card is number 1."


def test_the_russian_help_says_the_leader_ends_the_trick():
    from cardtable.i18n import set_language

    set_language("ru")
    try:
        text = show(SemerkaScreens().help())
    finally:
        set_language(None)
    assert "после полного круга ведущий заканчивает взятку" in " ".join(text.split())
