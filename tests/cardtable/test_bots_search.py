"""The game-agnostic strong level (determinized search) on the tiny "Race to 5" game of the table tests."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cardtable.bots.search import Estimate, SearchBot
from cardtable.bots import RandomBot, bot_levels, make_bot
from table_fake_game import DECK, Obs, RaceGame, Rules, State


class HiddenRace(RaceGame):
    """Race to 5 with ``resample``: the other seat's secret card is dealt from the four cards nobody showed."""

    def resample(self, observation: Obs, rng: random.Random) -> State:
        other = rng.choice([card for card in DECK if card != observation.hand])
        hands = (observation.hand, other) if observation.seat == 1 else (other, observation.hand)
        return State(Rules(2), 1, hands, observation.total, observation.to_move or 1)


GAME = HiddenRace()


def first_legal(observation, legal):
    return list(legal)


def win_now(state, legal, rng):
    """Greedy: reach the goal when one move does, else a random move."""
    for move in legal:
        if state.total + move >= state.rules.goal:
            return move
    return rng.choice(legal)


def evaluate(state, seat):
    outcome = GAME.outcome(state)
    return 0.0 if outcome is None else (1.0 if outcome.winner == seat else -1.0)


def start(total: int, turn: int = 1) -> State:
    return State(Rules(2), 2, (DECK[0], DECK[1]), total, turn)


def test_search_finds_the_winning_move() -> None:
    # From 0, adding 2 leaves the opponent 3 short: whatever they add, the mover reaches 5 next turn.
    bot = SearchBot(GAME, first_legal, win_now, evaluate, playouts=40, candidates=2)
    state = start(0)
    assert bot.choose(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(7)) == 2
    # From 1, adding 1 leaves the opponent 3 short.
    state = start(1)
    assert bot.choose(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(7)) == 1


def test_same_seed_same_choices() -> None:
    bot = SearchBot(GAME, first_legal, lambda state, legal, rng: rng.choice(legal), evaluate, playouts=4)
    for total in range(5):
        state = start(total)
        obs, legal = GAME.observation(state, 1), GAME.legal_moves(state)
        first = [bot.choose(obs, legal, random.Random(seed)) for seed in range(20)]
        again = [bot.choose(obs, legal, random.Random(seed)) for seed in range(20)]
        assert first == again


class Counting:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, state, seat) -> float:
        self.calls += 1
        return evaluate(state, seat)


@pytest.mark.parametrize(("candidates", "playouts", "spent"), [(2, 10, 10), (2, 11, 10), (1, 50, 0)])
def test_budget_is_counted_in_playouts(candidates: int, playouts: int, spent: int) -> None:
    counter = Counting()
    bot = SearchBot(GAME, first_legal, win_now, counter, playouts=playouts, candidates=candidates)
    state = start(0)
    bot.choose(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(1))
    assert counter.calls == spent


def test_successive_halving_spends_the_budget_in_phases() -> None:
    # Four candidates: half the budget on all four (5 worlds each), the other half on the best two (10 each).
    class Wide(HiddenRace):
        def legal_moves(self, state):
            return () if state.winner else (1, 2, 1, 2)

    wide = Wide()
    counter = Counting()
    bot = SearchBot(wide, first_legal, win_now, counter, playouts=40, candidates=4)
    state = start(0)
    bot.choose(wide.observation(state, 1), wide.legal_moves(state), random.Random(1))
    assert counter.calls == 40


def test_one_legal_move_needs_no_search() -> None:
    class NoResample(HiddenRace):
        def resample(self, observation, rng):
            raise AssertionError("no search for a forced move")

    bot = SearchBot(NoResample(), first_legal, win_now, evaluate)
    assert bot.choose(GAME.observation(start(0), 1), (2,), random.Random(1)) == 2


def test_the_search_never_changes_the_real_state() -> None:
    bot = SearchBot(GAME, first_legal, win_now, evaluate, playouts=20)
    state = start(2)
    before = replace(state)
    bot.choose(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(3))
    assert state == before


def test_random_level_serves_every_game() -> None:
    assert bot_levels("race")[0] == "random"
    assert isinstance(make_bot("race", "random"), RandomBot)


def test_assess_lists_the_searched_moves_best_first_with_their_means() -> None:
    # From 0 in Race to 5, adding 2 wins whatever the opponent does: its mean is +1 over all 20 worlds.
    bot = SearchBot(GAME, first_legal, win_now, evaluate, playouts=40, candidates=2)
    state = start(0)
    estimates = bot.assess(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(7))
    assert [(estimate.move, estimate.playouts) for estimate in estimates] == [(2, 20), (1, 20)]
    assert estimates[0].mean == 1.0 and estimates[1].mean < 1.0


def test_assess_keeps_a_move_outside_the_candidates() -> None:
    # One candidate alone would not be searched; keeping the other move searches both on the same worlds.
    bot = SearchBot(GAME, first_legal, win_now, evaluate, playouts=40, candidates=1)
    state = start(0)
    estimates = bot.assess(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(7), keep=[2])
    assert [(estimate.move, estimate.playouts, estimate.mean) for estimate in estimates][0] == (2, 20, 1.0)
    assert [estimate.move for estimate in estimates] == [2, 1]


def test_a_single_legal_move_costs_no_playouts() -> None:
    bot = SearchBot(GAME, first_legal, win_now, evaluate, playouts=40)
    state = start(4)
    assert bot.assess(GAME.observation(state, 1), (1,), random.Random(7)) == [Estimate(1, 0.0, 0)]


class Wide(HiddenRace):
    """Race to 5 with four legal moves, so that successive halving has two phases."""

    def legal_moves(self, state):
        return () if state.winner else (1, 2, 1, 2)


def test_a_time_limit_plays_at_least_one_world_a_phase() -> None:
    # No time at all: one world on the four candidates, then one on the best two.
    wide, counter = Wide(), Counting()
    bot = SearchBot(wide, first_legal, win_now, counter, playouts=1000, candidates=4, seconds=0.0)
    state = start(0)
    estimates = bot.assess(wide.observation(state, 1), wide.legal_moves(state), random.Random(1))
    assert counter.calls == 6
    assert sorted(estimate.playouts for estimate in estimates) == [1, 1, 2, 2]


def test_a_time_limit_is_shared_between_the_phases(monkeypatch: pytest.MonkeyPatch) -> None:
    # A clock that moves one second a reading: 4 s in all, 2 s a phase, read between worlds.
    from cardtable.bots import search

    ticks = iter(range(100))
    monkeypatch.setattr(search.time, "thread_time", lambda: float(next(ticks)))
    wide, counter = Wide(), Counting()
    bot = SearchBot(wide, first_legal, win_now, counter, playouts=1000, candidates=4, seconds=4.0)
    state = start(0)
    bot.assess(wide.observation(state, 1), wide.legal_moves(state), random.Random(1))
    # Phase 1: worlds at t=0 and t=1 (stop at 2) on four candidates; phase 2: t=3 (and the first), stop at 4.
    assert counter.calls == 2 * 4 + 2 * 2


def test_with_time_to_spare_the_playouts_are_the_cap() -> None:
    wide, counter = Wide(), Counting()
    bot = SearchBot(wide, first_legal, win_now, counter, playouts=40, candidates=4, seconds=600.0)
    state = start(0)
    bot.choose(wide.observation(state, 1), wide.legal_moves(state), random.Random(1))
    assert counter.calls == 40


def test_an_exact_value_replaces_the_playouts_and_costs_what_the_game_says() -> None:
    # The "solver" says adding 1 is worth 3 and adding 2 is worth 0, at 10 playouts each: 40 playouts buy 2 worlds.
    def solve(state, seat, memo):
        return (3.0 if state.total == 1 else 0.0), 10

    counter = Counting()
    bot = SearchBot(GAME, first_legal, win_now, counter, playouts=40, candidates=2, solve=solve)
    state = start(0)
    estimates = bot.assess(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(7))
    assert [(estimate.move, estimate.mean, estimate.playouts) for estimate in estimates] == [(1, 3.0, 2), (2, 0.0, 2)]
    assert counter.calls == 0


def test_the_games_memo_is_a_new_empty_dict_each_decision_shared_by_its_worlds() -> None:
    memos: list[dict[object, object]] = []
    sizes: list[int] = []

    def solve(state, seat, memo):
        if not memos or memos[-1] is not memo:
            memos.append(memo)
            sizes.append(len(memo))
        memo[state] = True
        return 0.0, 1

    bot = SearchBot(GAME, first_legal, win_now, Counting(), playouts=40, candidates=2, solve=solve)
    state = start(0)
    for seed in (1, 2):
        bot.choose(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(seed))
    assert len(memos) == 2 and sizes == [0, 0] and all(memo for memo in memos)


def test_a_world_the_game_cannot_solve_is_played_out() -> None:
    counter = Counting()
    bot = SearchBot(GAME, first_legal, win_now, counter, playouts=40, candidates=2, solve=lambda state, seat, memo: None)
    state = start(0)
    estimates = bot.assess(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(7))
    assert [(estimate.move, estimate.playouts) for estimate in estimates] == [(2, 20), (1, 20)]
    assert counter.calls == 40


def test_means_are_weighted_by_the_worlds_weights() -> None:
    # Worlds where the other seat holds card 1 weigh 3, the others 1: the means are the weighted means.
    def sample(observation, rng):
        world = GAME.resample(observation, rng)
        return world, 3.0 if world.hands[1] == DECK[1] else 1.0

    def value(state, seat):
        return 1.0 if state.hands[1] == DECK[1] else 0.0

    bot = SearchBot(GAME, first_legal, win_now, value, playouts=200, candidates=2, horizon=0, sample=sample)
    state = start(0)
    estimates = bot.assess(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(7))
    uniform = SearchBot(GAME, first_legal, win_now, value, playouts=200, candidates=2, horizon=0)
    plain = uniform.assess(GAME.observation(state, 1), GAME.legal_moves(state), random.Random(7))
    share = plain[0].mean  # the share of worlds where seat 2 holds DECK[1]
    assert estimates[0].mean == pytest.approx(3 * share / (3 * share + 1 - share))
