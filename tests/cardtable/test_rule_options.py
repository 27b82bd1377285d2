"""One check of rules options against a game's spec, for ``--option``, a config's ``[rules]`` and a record."""

import json

import pytest
from table_fake_game import GAME as RACE

from cardtable.config import ConfigError, MatchConfig, build_match, load_config
from cardtable.game import RulesError
from cardtable.records import RecordError, SeatInfo, load_match
from cardtable.records.jsonform import option_text, rules_from_json
from cardtable.spec import RuleOption

from leopard.rules import GAME as LEOPARD
from leopard.spec import SPEC as LEOPARD_SPEC
from semerka.spec import SPEC as SEMERKA_SPEC

OPTIONS = (
    RuleOption("lines", 2, (2, 3, 4)),
    RuleOption("style", "open", ("open", "closed")),
    RuleOption("fast", False, (False, True)),
    RuleOption("limit", 3, ()),
    RuleOption("title", "x", ()),
)


def check(value):
    return rules_from_json(value, OPTIONS, "Demo")


def test_good_values_are_given_back_and_missing_ones_left_out():
    assert check({"lines": 4, "fast": True, "title": "t"}) == {"lines": 4, "fast": True, "title": "t"}
    assert check({}) == {}


def test_text_among_choices_is_read_in_any_case_and_given_back_as_the_choice_is_spelt():
    assert check({"style": "CLOSED", "title": "T"}) == {"style": "closed", "title": "T"}  # free text stays as typed


def test_a_config_s_rules_in_any_case_reach_the_engine_as_the_options_spell_them(tmp_path):
    path = tmp_path / "m.toml"
    path.write_text('[rules]\ngoing_out = "Abbott"\nstock_end = "PLAY-OUT"\n', encoding="utf-8")
    seats = (SeatInfo("A"), SeatInfo("B"))
    rules, _settings = build_match(LEOPARD, load_config(path), seats, "m.toml", rule_options=LEOPARD_SPEC.options)
    assert LEOPARD.rules_options(rules) == {"suit_line": 2, "going_out": "abbott", "stock_end": "play-out"}


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"speed": 1}, 'unknown rules option "speed" (Demo has: lines, style, fast, limit, title)'),
        ({"lines": 5}, "lines must be 2, 3 or 4, not 5"),
        ({"lines": "2"}, "lines must be 2, 3 or 4, not \"2\""),
        ({"lines": True}, "lines must be 2, 3 or 4, not true"),
        ({"style": "half"}, 'style must be "open" or "closed", not "half"'),
        ({"fast": 1}, "fast must be true or false, not 1"),
        ({"fast": "yes"}, "fast must be true or false, not \"yes\""),
        ({"fast": "TRUE"}, "fast must be true or false: write true without quotes"),
        ({"limit": 2.5}, "limit must be a whole number, not 2.5"),
        ({"limit": None}, "limit must be a whole number, not null"),
        ({"title": 3}, "title must be text, not 3"),
    ],
)
def test_a_bad_option_is_one_line_naming_it_and_what_it_takes(value, message):
    with pytest.raises(RulesError) as caught:
        check(value)
    assert str(caught.value) == message


def test_a_game_without_options_says_so():
    with pytest.raises(RulesError, match=r'^unknown rules option "goal" \(Race has none\)$'):
        rules_from_json({"goal": 3}, (), "Race")


def test_long_text_is_shortened_in_messages():
    assert option_text("x" * 50) == '"' + "x" * 20 + '…"'


@pytest.mark.parametrize("spec", [LEOPARD_SPEC, SEMERKA_SPEC])
def test_every_default_of_both_games_passes_the_check_and_the_engine(spec):
    defaults = {option.name: option.default for option in spec.options}
    assert rules_from_json(defaults, spec.options, spec.title) == defaults
    game = spec.game()
    assert game.rules_options(game.make_rules(game.min_players, defaults)) == defaults


def test_a_config_s_rules_table_is_checked_against_the_spec(tmp_path):
    path = tmp_path / "m.toml"
    path.write_text('[rules]\ngoing_out = "open"\n')
    seats = (SeatInfo("A"), SeatInfo("B"))
    with pytest.raises(ConfigError) as caught:
        build_match(LEOPARD, load_config(path), seats, "m.toml", rule_options=LEOPARD_SPEC.options)
    assert str(caught.value) == 'm.toml: rules: going_out must be "russian" or "abbott", not "open"'


def test_the_engine_has_the_last_word_after_the_spec():
    options = (RuleOption("goal", 5, ()),)
    with pytest.raises(ConfigError) as caught:
        build_match(RACE, MatchConfig(rules={"goal": 0}), (SeatInfo("A"), SeatInfo("B")), "src", rule_options=options)
    assert str(caught.value) == "src: rules: goal must be a whole number of at least 1, not 0"


def test_a_record_s_rules_are_checked_against_the_spec(tmp_path):
    path = tmp_path / "game.json"
    data = {"game": "leopard", "format": 2, "seats": [{"name": "A"}, {"name": "B"}],
            "rules": {"stock_end": True}, "deals": []}  # fmt: skip
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as caught:
        load_match(path, LEOPARD, LEOPARD_SPEC.options)
    assert str(caught.value) == f'{path}: rules: stock_end must be "last-card" or "play-out", not true'
