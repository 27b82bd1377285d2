"""What the rules options mean, as the ``rules`` page of a match says it (:mod:`cardtable.option_text`)."""

from cardtable.i18n import set_language
from cardtable.option_text import changed_options, options_in_force

from leopard.spec import SPEC as LEOPARD_SPEC

DEFAULTS = {"suit_line": 2, "going_out": "russian", "stock_end": "last-card"}


def test_a_match_at_the_defaults_says_every_option_is_at_its_default():
    assert options_in_force(LEOPARD_SPEC.options, DEFAULTS) == (
        "## Rules options of this match\n\n"
        "Every option at its default: `suit_line=2`, `going_out=russian`, `stock_end=last-card`.\n"
    )
    assert changed_options(LEOPARD_SPEC.options, DEFAULTS) == []


def test_L7_2_an_option_away_from_its_default_is_explained():
    rules = {**DEFAULTS, "going_out": "abbott", "suit_line": 3}
    assert options_in_force(LEOPARD_SPEC.options, rules) == (
        "## Rules options of this match\n\n"
        "- `suit_line=3`: points for a line of one suit (L7.1): 3 points, as in Abbott's 2008 revision.\n"
        "- `going_out=abbott`: the score for going out with a square worth V (L7.2): 5 + 2·(V − 5), as in "
        "Abbott's rules.\n"
        "- The others at their defaults: `stock_end=last-card`.\n"
    )
    assert changed_options(LEOPARD_SPEC.options, rules) == ["suit_line=3", "going_out=abbott"]


def test_the_options_in_force_in_russian():
    set_language("ru")
    try:
        text = options_in_force(LEOPARD_SPEC.options, {**DEFAULTS, "stock_end": "play-out"})
    finally:
        set_language("en")
    assert text == (
        "## Варианты правил этой партии\n\n"
        "- `stock_end=play-out`: когда кончается колода (L6.2): играть дальше без добора, пока не опустеют все руки.\n"
        "- Остальные по умолчанию: `suit_line=2`, `going_out=russian`.\n"
    )


def test_a_game_without_options_has_no_section():
    assert options_in_force((), {}) == ""
