"""The engine contract, checked for every installed game and every variant it offers (OpenSpiel's
``games_sim_test``): a game registered in ``cardtable.games`` gets all of these tests without naming itself here.

The checks live in :mod:`cardtable.testing`; their messages name the game, variant, seed and move that broke.
"""

import random
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from cardtable.registry import games
from cardtable.testing import (
    ConformanceError,
    check_hint_privacy,
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
def test_a_hint_reads_only_the_cards_its_seat_has_seen(spec, variant):
    spec.load_bots()  # as play and serve do: the strong level a hint uses
    game = spec.game()
    hinted = check_hint_privacy(game, check_rules(game, variant), seed=5)
    assert hinted or spec.name not in ("leopard", "semerka")  # the project's games have a strong level


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


# The checks themselves: each catches the bug it is for, shown on Toy Tricks (tests/toygame) with one method broken.


class Broken:
    """Toy Tricks with some methods replaced (keyword arguments name them)."""

    def __init__(self, **methods):
        self._game = SPECS["toygame"].game()
        self.__dict__.update(methods)

    def __getattr__(self, name):
        return getattr(self._game, name)


def toy():
    return SPECS["toygame"].game()


def rules(players=3):
    return toy().make_rules(players, {})


def test_a_game_that_loses_the_undealt_cards_fails_card_conservation():
    game = Broken(cards=lambda state: toy().cards(state)[: -len(state.undealt) or None])
    with pytest.raises(ConformanceError, match=r"seed 1, at the deal: the cards are not the deck \(missing .{9,}"):
        check_playout(game, rules(), 1)


def test_an_observation_that_shows_another_hand_fails_privacy():
    @dataclass(frozen=True)
    class Peeking:
        own: object
        next_hand: tuple

    def observation(state, seat):
        return Peeking(toy().observation(state, seat), state.hands[seat % state.rules.players])

    def resample(peeking, rng):  # keeps the hand it peeked at, so its own observation matches
        state = toy().resample(peeking.own, rng)
        n, seat = state.rules.players, peeking.own.seat
        hands = tuple(peeking.next_hand if index == seat % n else hand for index, hand in enumerate(state.hands))
        return replace(state, hands=hands)

    game = Broken(observation=observation, resample=resample)
    with pytest.raises(ConformanceError, match="at the deal: seat 1 sees every card seat 2 sees"):
        check_privacy(game, rules(2), 1)


def test_a_resample_that_always_deals_the_same_way_fails_privacy():
    game = Broken(resample=lambda observation, rng: toy().resample(observation, random.Random(0)))
    never = r"64 resamples for seat 1 never changed the cards of seat\(s\) \[2, 3\]"
    with pytest.raises(ConformanceError, match=never):
        check_privacy(game, rules(), 1)


def test_a_resample_that_shows_the_observer_something_else_fails_privacy():
    def resample(observation, rng):  # a state dealt by the next seat
        return toy().resample(replace(observation, dealer=1 + observation.dealer % 3), rng)

    game = Broken(resample=resample)
    with pytest.raises(ConformanceError, match="seat 1's observation of a state resampled from it differs"):
        check_privacy(game, rules(), 1)


def test_notation_that_does_not_read_back_fails():
    game = Broken(format_move=lambda move, observation: str(move.card).lower().replace("10", "t"))
    unread = r"after move 1: Play\(card=Card\(10D\)\) is written 'td', which does not parse"
    with pytest.raises(ConformanceError, match=unread):
        check_notation(game, rules(), 1)


def test_a_record_text_that_stands_for_another_move_fails():
    game = Broken(record_text=lambda state, move: str(toy().legal_moves(state)[0].card))
    with pytest.raises(ConformanceError, match="plays to another state"):
        check_record_deal(game, rules(), 1)


def test_variants_cover_every_player_count_and_every_option_choice():
    assert [variant.id for variant in variants(SPECS["toygame"])] == ["2p", "3p", "4p", "2p-trumps=True"]
