"""The shared option types: --players, --bot, --option and --bots, checked against the game they are for."""

import click
import pytest
from table_wide_game import SPEC as WIDE_SPEC, WIDE

from cardtable.cli.params import BotLevels, PlayerNames, RuleSetting, SeatBot, Seconds, options_help

from leopard.rules import GAME as LEOPARD
from leopard.spec import SPEC as LEOPARD_SPEC
from semerka.spec import SPEC as SEMERKA_SPEC

LEOPARD_SPEC.load_bots()  # Leopard's levels: random, greedy, strong, expert


def convert(param_type, text):
    return param_type.convert(text, None, None)


def failure(param_type, text):
    with pytest.raises(click.BadParameter) as caught:
        convert(param_type, text)
    return caught.value.message


def test_a_name_of_more_than_24_characters_is_refused():
    assert convert(PlayerNames(), "A," + "x" * 24) == ("A", "x" * 24)
    assert failure(PlayerNames(), "A," + "x" * 25) == f'the name "{"x" * 20}…" is longer than 24 characters'


def test_player_names_are_stripped_and_kept_in_seat_order():
    assert convert(PlayerNames(), " Anna , Boris,Cy") == ("Anna", "Boris", "Cy")
    assert convert(PlayerNames(), ("Anna", "Boris")) == ("Anna", "Boris")  # converted already


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Anna,,Boris", "names must not be empty: e.g. --players Anna,Boris"),
        ("Anna,ANNA", 'two players are named "ANNA": each needs a name of their own'),
        ("Player 3,Игрок 3", '"Player 3" and "Игрок 3" are one name in two languages: each player needs a name of their own'),
        ("игрок 2,Anna,PLAYER 02", '"игрок 2" and "PLAYER 02" are one name in two languages: each player needs a name of their own'),
        ("4", "--players takes the players' names, not their number: e.g. --players Anna,Boris,Vera,Gleb"),
    ],
)
def test_bad_player_names(text, message):
    assert failure(PlayerNames(), text) == message


def test_a_bot_takes_any_seat_the_game_may_have():
    assert convert(SeatBot(WIDE), " 8 = random ") == (8, "random")
    assert convert(SeatBot(LEOPARD), "4=greedy") == (4, "greedy")


@pytest.mark.parametrize(
    ("game", "text", "message"),
    [
        (LEOPARD, "5=random", '"5" is not a seat number (1 to 4)'),
        (WIDE, "9=random", '"9" is not a seat number (1 to 8)'),
        (WIDE, "0=random", '"0" is not a seat number (1 to 8)'),
        (WIDE, "²=random", '"²" is not a seat number (1 to 8)'),
        (WIDE, "2", '"2" is not SEAT=LEVEL'),
        (WIDE, "2=greedy", 'unknown bot level "greedy" (known: random)'),
        (LEOPARD, "2=genius", 'unknown bot level "genius" (known: random, greedy, strong, expert)'),
    ],
)
def test_bad_bots(game, text, message):
    assert failure(SeatBot(game), text) == message


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("suit_line=3", ("suit_line", 3)),
        ("going_out = abbott", ("going_out", "abbott")),
        ('stock_end="play-out"', ("stock_end", "play-out")),
    ],
)
def test_an_option_value_takes_the_type_of_its_default(text, expected):
    assert convert(RuleSetting(LEOPARD_SPEC.options, "Leopard"), text) == expected


def test_an_enumerated_value_in_any_case_is_the_option_s_own_spelling():
    setting = RuleSetting(LEOPARD_SPEC.options, "Leopard", LEOPARD_SPEC.game())
    assert convert(setting, "going_out=ABBOTT") == ("going_out", "abbott")
    assert convert(setting, "stock_end=Play-Out") == ("stock_end", "play-out")


def test_true_and_false_in_any_case():
    setting = RuleSetting(SEMERKA_SPEC.options, "Semerka")
    assert convert(setting, "burning=TRUE") == ("burning", True)
    assert convert(setting, "continue_only_when_losing=False") == ("continue_only_when_losing", False)


@pytest.mark.parametrize("word", ["yes", "Yes", "on", "ON", "1", "true"])
def test_yes_on_and_1_are_true_and_no_off_and_0_false(word):
    setting = RuleSetting(SEMERKA_SPEC.options, "Semerka")
    opposite = {"yes": "no", "on": "off", "1": "0", "true": "false"}[word.lower()]
    assert convert(setting, f"burning={word}") == ("burning", True)
    assert convert(setting, f"burning={opposite.upper()}") == ("burning", False)
    assert convert(setting, "burn_value=1") == ("burn_value", 1)  # a number stays a number


def test_an_option_s_name_in_any_case_is_the_option_s_own_spelling():
    setting = RuleSetting(SEMERKA_SPEC.options, "Semerka")
    assert convert(setting, "BURNING=true") == ("burning", True)
    assert convert(setting, "Continue_Only_When_Losing=yes") == ("continue_only_when_losing", True)
    assert convert(RuleSetting(LEOPARD_SPEC.options, "Leopard"), "Suit_Line=3") == ("suit_line", 3)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("burning=maybe", 'burning must be true or false, not "maybe"'),
        ("burning=2", "burning must be true or false, not 2"),
        ("BURN_VALUE=yes", 'burn_value must be a whole number, not "yes"'),
        ("Burn=yes", 'unknown rules option "Burn" (Semerka has: stakes, burning, burn_value, continue_only_when_losing)'),
    ],
)
def test_anything_else_is_still_one_line_naming_the_option(text, message):
    assert failure(RuleSetting(SEMERKA_SPEC.options, "Semerka"), text) == message


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("suit_line", '"suit_line" is not NAME=VALUE'),
        ("suit_line=4", "suit_line must be 2 or 3, not 4"),
        ("going_out=3", 'going_out must be "russian" or "abbott", not "3"'),
        ("colour=red", 'unknown rules option "colour" (Leopard has: suit_line, going_out, stock_end)'),
    ],
)
def test_bad_options(text, message):
    assert failure(RuleSetting(LEOPARD_SPEC.options, "Leopard"), text) == message


def test_a_value_the_engine_refuses_at_every_table_is_a_bad_option_value():
    from semerka.rules import GAME as SEMERKA

    setting = RuleSetting(SEMERKA_SPEC.options, "Semerka", SEMERKA)
    assert failure(setting, "burn_value=0") == "burn_value must be a whole number of game points, at least 1, not 0"
    assert convert(setting, "burn_value=5") == ("burn_value", 5)


def test_a_value_the_engine_takes_at_some_table_is_left_to_the_match():
    setting = RuleSetting(WIDE_SPEC.options, "Wide", WIDE)
    assert convert(setting, "teams=4") == ("teams", 4)  # refused with 2 or 3 seats, taken with 4 or 8


def test_bot_levels_by_seat_as_many_as_the_game_takes():
    assert convert(BotLevels(WIDE), ",".join(["random"] * 8)) == ("random",) * 8
    assert failure(BotLevels(WIDE), ",".join(["random"] * 9)) == "Wide is for 2 to 8 players, not 9"
    assert failure(BotLevels(LEOPARD), "greedy,wizard") == 'unknown bot level "wizard" (known: random, greedy, strong, expert)'


def test_the_option_help_lists_the_spec_s_options_with_their_defaults():
    listed = (
        "A rules option NAME=VALUE; the first value listed is the default.\n\n"
        "goal=5: the total that wins.\n\n"
        "teams=0|2|4: partnerships: 0 — no teams; 2 — two teams; 4 — four teams."
    )
    assert options_help(WIDE_SPEC.options) == listed
    assert options_help(()) == "A rules option NAME=VALUE; this game has none."


@pytest.mark.parametrize(("text", "seconds"), [("0,5", 0.5), ("0.5", 0.5), ("2", 2.0), (" 1,25", 1.25)])
def test_seconds_take_a_decimal_point_or_the_comma_russian_help_shows(text, seconds):
    assert convert(Seconds(0, 60), text) == seconds


def test_seconds_out_of_range_or_not_a_number_are_named_as_typed():
    assert failure(Seconds(0, 60), "0,5x") == "'0,5x' is not a valid float range."
    assert failure(Seconds(0, 60), "61,5") == "61.5 is not in the range 0<=x<=60."
