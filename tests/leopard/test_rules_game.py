"""The ``GAME`` object: Leopard behind the engine contract the table, records and bots use."""

from __future__ import annotations

import inspect

import pytest

from cardtable.game import Game, RulesError

from leopard.rules import GAME, Rules


def test_game_offers_every_method_of_the_contract_with_the_same_parameters():
    for name, member in vars(Game).items():
        if name.startswith("_") or not callable(member):
            continue
        ours = getattr(GAME, name)
        expected = list(inspect.signature(member).parameters)[1:]
        assert list(inspect.signature(ours).parameters) == expected, name


def test_game_constants():
    assert (GAME.name, GAME.series_tie, GAME.default_target) == ("leopard", "share", 33)
    assert (GAME.min_players, GAME.max_players) == (2, 4)


def test_make_rules_takes_defaults_and_names_bad_keys_and_values():
    assert GAME.make_rules(3, {}) == Rules(3, 2, "russian", "last-card")
    rules = GAME.make_rules(4, {"suit_line": 3, "going_out": "abbott", "stock_end": "play-out"})
    assert rules == Rules(4, suit_line=3, going_out="abbott", stock_end="play-out")
    assert GAME.rules_options(rules) == {"suit_line": 3, "going_out": "abbott", "stock_end": "play-out"}
    assert GAME.players(rules) == 4
    with pytest.raises(RulesError, match='^unknown rules option "target"'):
        GAME.make_rules(2, {"target": 33})
    with pytest.raises(RulesError, match="^suit_line must be 2 or 3, not 4$"):
        GAME.make_rules(2, {"suit_line": 4})
    with pytest.raises(RulesError, match="^suit_line must be 2 or 3, not \"2\"$"):
        GAME.make_rules(2, {"suit_line": "2"})
    with pytest.raises(RulesError, match="^going_out must be \"russian\" or \"abbott\", not \"english\"$"):
        GAME.make_rules(2, {"going_out": "english"})
    with pytest.raises(RulesError, match="^stock_end must be \"last-card\" or \"play-out\", not \"never\"$"):
        GAME.make_rules(2, {"stock_end": "never"})
    with pytest.raises(RulesError, match="^players must be 2, 3 or 4, not 5$"):
        GAME.make_rules(5, {})


def test_sides_are_squares():
    assert [GAME.sides(Rules(n)) for n in (2, 3, 4)] == [2, 3, 2]
    assert [GAME.side_of(Rules(3), seat) for seat in (1, 2, 3)] == [1, 2, 3]
