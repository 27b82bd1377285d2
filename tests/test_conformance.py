"""The engine contract, checked for every installed game and every variant it offers (OpenSpiel's
``games_sim_test``): a game registered in ``cardtable.games`` gets all of these tests without naming itself here.

The checks live in :mod:`cardtable.testing`; their messages name the game, variant, seed and move that broke.
"""

from pathlib import Path

import pytest

from cardtable.registry import games
from cardtable.testing import (
    check_match_record,
    check_notation,
    check_playout,
    check_privacy,
    check_record_deal,
    check_rules,
    golden_path,
    golden_text,
    variants,
)

GOLDEN = Path(__file__).parent / "golden"

SPECS = games()
CASES = [
    pytest.param(spec, variant, id=f"{name}-{variant.id}")
    for name, spec in SPECS.items()
    for variant in variants(spec)
]


def test_the_projects_games_are_registered():
    assert {"leopard", "semerka"} <= set(SPECS)


@pytest.mark.parametrize(("spec", "variant"), CASES)
def test_random_playouts_keep_every_card_and_end_with_points_per_side(spec, variant):
    game = spec.game()
    rules = check_rules(game, variant)
    for seed in (1, 2):
        check_playout(game, rules, seed)


@pytest.mark.parametrize(("spec", "variant"), CASES)
def test_observations_hide_what_resample_deals_anew(spec, variant):
    game = spec.game()
    check_privacy(game, check_rules(game, variant), seed=3)


@pytest.mark.parametrize(("spec", "variant"), CASES)
def test_every_legal_move_reads_back_from_its_notation(spec, variant):
    game = spec.game()
    check_notation(game, check_rules(game, variant), seed=4)


@pytest.mark.parametrize(("spec", "variant"), CASES)
def test_a_deal_read_back_from_its_record_moves_reaches_the_same_states(spec, variant):
    game = spec.game()
    check_record_deal(game, check_rules(game, variant), seed=5)


@pytest.mark.parametrize(("spec", "variant"), CASES)
def test_a_match_saved_and_loaded_replays_to_the_same_outcomes(spec, variant, tmp_path):
    check_match_record(spec.game(), variant, seed=6, folder=tmp_path)


@pytest.mark.parametrize("spec", [pytest.param(spec, id=name) for name, spec in SPECS.items()])
def test_golden_playthrough_is_unchanged(spec):
    path = golden_path(GOLDEN, spec)
    assert path.exists(), f"{path} is missing: run python scripts/golden.py"
    assert golden_text(spec) == path.read_text(encoding="utf-8"), (
        f"{spec.name} no longer plays its golden deal as {path} says; if the change is deliberate, run "
        "python scripts/golden.py and review the diff"
    )
