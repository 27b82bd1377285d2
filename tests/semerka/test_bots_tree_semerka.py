"""Semerka's information-set search (``make_strong(exploration=...)``, cardtable.bots.tree)."""

from __future__ import annotations

import dataclasses
import pickle
import random
from functools import partial

import pytest

from cardtable.bots.playout import play_on
from cardtable.bots.search import Estimate
from cardtable.cards import parse_card
from semerka import bots
from semerka.bots.estimate import estimate
from semerka.rules import GAME, Play, Rules, State, Stop, observation, resample
from semerka_helpers import play, random_deal, start
import bot_helpers

TREE = bots.make_strong(playouts=40, exploration=2.0)
FLAT = bots.make_strong(playouts=40)


def middle_of_a_deal() -> State:
    state = start(Rules(4), 4, {1: "9S AH 7C KD", 2: "9H 8C QS JD", 3: "8D 10H 7D 9C", 4: "AC KH 10S 8S"})
    return play(state, "9S 9H 8D AC")


def test_S1_1_the_tree_names_cards_by_rank_so_each_rank_is_one_root_move() -> None:
    # Seat 1 may continue the trick of nines (S3.4) with its seven or stop; it also holds two cards of one rank
    # in the second position below.
    state = middle_of_a_deal()
    legal = GAME.legal_moves(state)
    assert [str(move) for move in legal] == ["7C", "stop"]
    estimates = TREE.assess(observation(state, 1), legal, random.Random(2))
    assert sorted(str(estimate.move) for estimate in estimates) == ["7C", "stop"]
    assert sum(estimate.playouts for estimate in estimates) == 40
    pair = start(Rules(4), 4, {1: "9S 9D 7C KD", 2: "9H 8C QS JD", 3: "8D 10H 7D 9C", 4: "AC KH 10S 8S"})
    legal = GAME.legal_moves(pair)
    estimates = TREE.assess(observation(pair, 1), legal, random.Random(2))
    assert sorted(str(estimate.move) for estimate in estimates) == ["7C", "9D", "KD"]
    kept = TREE.assess(observation(pair, 1), legal, random.Random(2), keep=[Play(parse_card("9S"))])
    # The kept card names its rank's root move: the same estimate as 9D's without it.
    assert [(str(e.move), e.mean, e.playouts) for e in kept] == [
        (str(e.move).replace("9D", "9S"), e.mean, e.playouts) for e in estimates
    ]


def test_S3_4_the_most_visited_move_is_first_and_is_the_choice() -> None:
    state = middle_of_a_deal()
    obs, legal = observation(state, 1), GAME.legal_moves(state)
    estimates = TREE.assess(obs, legal, random.Random(5))
    assert estimates[0].playouts >= estimates[1].playouts
    assert TREE.choose(obs, legal, random.Random(5)) == estimates[0].move


def test_S4_3_once_the_stock_is_empty_and_twelve_cards_are_left_the_flat_search_decides() -> None:
    rng = random.Random(8)
    state = next(s for s in random_deal(Rules(4), rng) if not s.stock and sum(map(len, s.hands)) <= 12 and s.turn)
    seat = state.turn
    assert seat is not None
    obs, legal = observation(state, seat), GAME.legal_moves(state)
    assert TREE.assess(obs, legal, random.Random(3)) == FLAT.assess(obs, legal, random.Random(3))
    earlier = next(s for s in random_deal(Rules(4), random.Random(8)) if s.stock and s.turn)
    obs = observation(earlier, earlier.turn)  # type: ignore[arg-type]
    tree, flat = (bot.assess(obs, GAME.legal_moves(earlier), random.Random(3)) for bot in (TREE, FLAT))
    assert sum(estimate.playouts for estimate in tree) == 40 and tree != flat


def test_the_tree_choice_depends_only_on_what_the_seat_sees() -> None:
    state = middle_of_a_deal()
    obs = observation(state, 1)
    other_world = resample(obs, random.Random(99))
    assert other_world.hands[1] != state.hands[1] and observation(other_world, 1) == obs
    assert TREE.assess(obs, GAME.legal_moves(state), random.Random(4)) == TREE.assess(
        observation(other_world, 1), GAME.legal_moves(other_world), random.Random(4)
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_tree_plays_only_legal_moves_and_the_same_seed_gives_the_same_deal(players: int) -> None:
    tiny = bots.make_strong(playouts=12, exploration=2.0)
    levels = [tiny, bots.GreedyBot(), tiny, bots.GreedyBot()][:players]
    for deck_seed in range(2):
        rules = Rules(players, burning=deck_seed == 1, continue_only_when_losing=players == 4)
        moves = bot_helpers.play_deal(GAME, rules, levels, 5, deck_seed)
        assert moves == bot_helpers.play_deal(GAME, rules, levels, 5, deck_seed)
        if not rules.burning:
            assert len([move for move in moves if not isinstance(move, Stop)]) == len(GAME.deck(rules))


def test_the_tree_bot_travels_to_worker_processes() -> None:
    state = middle_of_a_deal()
    copy = pickle.loads(pickle.dumps(TREE))
    obs, legal = observation(state, 1), GAME.legal_moves(state)
    assert copy.assess(obs, legal, random.Random(6)) == TREE.assess(obs, legal, random.Random(6))


def test_a_budget_in_seconds_stops_the_tree_early() -> None:
    timed = dataclasses.replace(TREE, playouts=1_000_000, seconds=0.01)
    state = middle_of_a_deal()
    estimates: list[Estimate] = timed.assess(observation(state, 1), GAME.legal_moves(state), random.Random(1))
    assert 1 <= sum(estimate.playouts for estimate in estimates) < 1_000_000


@pytest.mark.parametrize("estimated", [True, False])
def test_S4_3_the_trees_playouts_stop_when_the_stock_runs_out_where_the_playouts_do(estimated: bool) -> None:
    tree = bots.make_strong(playouts=40, exploration=2.0, estimated=estimated).tree
    assert tree is not None
    checked = 0
    for state in random_deal(Rules(4), random.Random(4))[:-1]:
        if state.stock and state.turn is not None:
            playout = tree.playout(state)
            play_on(playout, None, partial(tree.choose, playout))
            value = tree.value(playout, 2)
            if estimated:  # stopped at the start of the first trick with the stock empty, valued by the estimate
                assert (playout.turn is not None, playout.trick, playout.stock_left()) == (True, [], 0)
                assert value == estimate(playout, 2)
            else:  # played to the end of the deal
                assert playout.turn is None
            assert value == bots.make_strong(estimated=estimated).play_out(state, 2, random.Random(0), None)
            checked += 1
    assert checked > 10
