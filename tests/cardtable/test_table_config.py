"""Match configuration: TOML files, option values and command-line overrides."""

import pytest
from table_fake_game import GAME

from cardtable.config import ConfigError, MatchConfig, build_match, load_config, parse_option_value, with_overrides
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.spec import RuleOption

RACE_OPTIONS = (RuleOption("goal", 5, ()),)


def test_option_values_read_as_toml_or_plain_text():
    assert parse_option_value("3") == 3
    assert parse_option_value("true") is True
    assert parse_option_value('"play-out"') == "play-out"
    assert parse_option_value("play-out") == "play-out"


def test_a_config_file_gives_seats_rules_and_match(tmp_path):
    path = tmp_path / "m.toml"
    path.write_text('[[seats]]\nname = " Ann "\n[[seats]]\nbot = "random"\n[rules]\ngoal = 7\n[match]\ndeals = 3\n')
    config = load_config(path)
    assert config == MatchConfig((SeatInfo("Ann"), SeatInfo("Player 2", "random")), {"goal": 7}, {"deals": 3})
    rules, settings = build_match(GAME, config, config.seats, str(path), rule_options=RACE_OPTIONS)
    assert rules.goal == 7
    assert settings == MatchSettings(2, 3, None)  # the game's default target stays (L8.3)


def test_command_line_values_win_over_the_file():
    config = MatchConfig((SeatInfo("Ann"), SeatInfo("Bob", "random")), {"goal": 7}, {"target": 5})
    merged = with_overrides(config, players=["Cy", "Di"], bots={1: "random"}, rules={"goal": 9}, match={"deals": 2})
    assert merged == MatchConfig(
        (SeatInfo("Cy", "random"), SeatInfo("Di", "random")), {"goal": 9}, {"target": 5, "deals": 2}
    )
    assert with_overrides(MatchConfig(), bots={2: "random"}).seats == (SeatInfo("Player 1"), SeatInfo("Player 2", "random"))


@pytest.mark.parametrize(
    ("config", "seats", "message"),
    [
        (MatchConfig(), 3, "src: Race is for 2 to 2 players, not 3"),
        (MatchConfig(rules={"speed": 1}), 2, 'src: rules: unknown rules option "speed" (Race has: goal)'),
        (MatchConfig(match={"first_dealer": 3}), 2, 'src: match: "first_dealer" must be a seat from 1 to 2, not 3'),
    ],
)
def test_build_match_errors_name_the_source(config, seats, message):
    with pytest.raises(ConfigError) as caught:
        build_match(GAME, config, tuple(SeatInfo(f"P{n}") for n in range(seats)), "src", rule_options=RACE_OPTIONS)
    assert str(caught.value) == message


def test_a_budget_on_a_level_that_does_not_search(tmp_path):
    with pytest.raises(ConfigError) as caught:
        build_match(GAME, MatchConfig(), (SeatInfo("A"), SeatInfo("B", "random:50")), "src", rule_options=RACE_OPTIONS)
    assert str(caught.value) == (
        'src: seat 2: bot level "random" takes no budget: only a search level does (strong:2000, strong:0.5s)'
    )


def test_unknown_bot_level(tmp_path):
    with pytest.raises(ConfigError) as caught:
        build_match(GAME, MatchConfig(), (SeatInfo("A"), SeatInfo("B", "genius")), "src", rule_options=RACE_OPTIONS)
    assert str(caught.value).startswith('src: seat 2: unknown bot level "genius" (known: random')
