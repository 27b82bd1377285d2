"""Bot level specs: a level, and for a search level a budget in playouts (``strong:2000``) or seconds
(``strong:0.5s``); one parser for the command line, configs, records and the bots."""

from __future__ import annotations

from functools import partial

import random

import click
import pytest

from cardtable.bots import LevelSpec, check_level, make_bot, parse_level
from cardtable.bots.search import SearchBot
from cardtable.cli.params import BotLevels, LadderLevels, SeatBot
from leopard.rules import GAME as LEOPARD
import semerka.bots as semerka_bots
from semerka.bots.inference import Sampler
from leopard.spec import SPEC as LEOPARD_SPEC
from semerka.spec import SPEC as SEMERKA_SPEC

LEOPARD_SPEC.load_bots()
SEMERKA_SPEC.load_bots()

KNOWN = ("random", "greedy", "strong", "expert")
BOUNDS = "a budget is playouts from 1 to 1000000 (strong:2000) or seconds from 0.01 to 600 (strong:0.5s)"


@pytest.mark.parametrize(
    ("text", "spec", "canonical"),
    [
        ("strong", LevelSpec("strong"), "strong"),
        ("expert", LevelSpec("expert"), "expert"),
        ("random", LevelSpec("random"), "random"),
        ("strong:2000", LevelSpec("strong", playouts=2000), "strong:2000"),
        ("strong:02000", LevelSpec("strong", playouts=2000), "strong:2000"),
        ("expert:1", LevelSpec("expert", playouts=1), "expert:1"),
        ("strong:0.5s", LevelSpec("strong", seconds=0.5), "strong:0.5s"),
        ("strong:.25s", LevelSpec("strong", seconds=0.25), "strong:0.25s"),
        ("strong:3s", LevelSpec("strong", seconds=3.0), "strong:3s"),
        ("strong:600s", LevelSpec("strong", seconds=600.0), "strong:600s"),
        ("strong:0.01s", LevelSpec("strong", seconds=0.01), "strong:0.01s"),
    ],
)
def test_a_level_spec_and_its_canonical_text(text: str, spec: LevelSpec, canonical: str) -> None:
    assert parse_level(text, KNOWN) == spec
    assert str(spec) == canonical
    assert spec.reproducible is (spec.seconds is None)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("wizard", 'unknown bot level "wizard" (known: random, greedy, strong, expert)'),
        ("Strong", 'unknown bot level "Strong" (known: random, greedy, strong, expert)'),
        ("", 'unknown bot level "" (known: random, greedy, strong, expert)'),
        ("greedy:100", 'bot level "greedy" takes no budget: only a search level does (strong:2000, strong:0.5s)'),
        ("random:1s", 'bot level "random" takes no budget: only a search level does (strong:2000, strong:0.5s)'),
        ("strong:", f'"strong:": {BOUNDS}'),
        ("strong:0", f'"strong:0": {BOUNDS}'),
        ("strong:1000001", f'"strong:1000001": {BOUNDS}'),
        ("strong:0s", f'"strong:0s": {BOUNDS}'),
        ("strong:0.001s", f'"strong:0.001s": {BOUNDS}'),
        ("strong:601s", f'"strong:601s": {BOUNDS}'),
        ("strong:1e3", f'"strong:1e3": {BOUNDS}'),
        ("strong:-5", f'"strong:-5": {BOUNDS}'),
        ("strong:0.5", f'"strong:0.5": {BOUNDS}'),
        ("strong:5ms", f'"strong:5ms": {BOUNDS}'),
        ("strong:2:3", f'"strong:2:3": {BOUNDS}'),
        ("strong: 5", f'"strong: 5": {BOUNDS}'),
        ("strong:٣", f'"strong:٣": {BOUNDS}'),
    ],
)
def test_a_bad_spec_is_one_line(text: str, message: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse_level(text, KNOWN)
    assert str(caught.value) == message


def test_check_level_knows_the_game_s_levels() -> None:
    assert check_level("leopard", "expert:0.5s") == LevelSpec("expert", seconds=0.5)
    with pytest.raises(ValueError, match=r'^unknown bot level "strong" \(known: random\)$'):
        check_level("no such game", "strong")


def test_a_budget_in_playouts_replaces_the_level_s() -> None:
    bot = make_bot("semerka", "strong:2000")
    assert isinstance(bot, SearchBot)
    assert (bot.playouts, bot.seconds, bot.candidates) == (2000, None, 5)
    plain = make_bot("semerka", "strong")
    assert isinstance(plain, SearchBot) and (plain.playouts, plain.seconds) == (290, None)


def test_expert_searches_wider_in_leopard_and_in_semerka_exact_from_sixteen_cards_with_sharper_inference_and_model_playouts() -> None:
    leopard = make_bot("leopard", "expert")
    assert isinstance(leopard, SearchBot)
    assert (leopard.playouts, leopard.candidates, leopard.seconds, leopard.horizon) == (1200, 16, None, 12)
    semerka = make_bot("semerka", "expert")
    assert isinstance(semerka, SearchBot) and (semerka.playouts, semerka.seconds) == (2000, None)
    # S4.3: exact from the moment the stock is empty (16 cards in hand); playouts end in the estimate, each move
    # drawn from the fitted model of a searching player's plays.
    assert isinstance(semerka.solve, partial) and semerka.solve.args == (16,)
    assert isinstance(semerka.play_out, partial) and semerka.play_out.func is semerka_bots.play_out_by_model
    assert semerka.play_out.args == (1.0,)
    # S3, S4.1: worlds weighted by the fitted model of a searching player, over the trick before the last draw too.
    assert isinstance(semerka.sample, Sampler) and semerka.sample.model is semerka_bots.FITTED_MODEL
    assert semerka.sample.before_draw and not semerka.sample.history
    strong = make_bot("semerka", "strong")
    assert isinstance(strong, SearchBot) and isinstance(strong.sample, Sampler)
    assert strong.sample.model is semerka_bots.GREEDY_MODEL and not strong.sample.before_draw


def test_a_budget_in_seconds_makes_the_playouts_a_cap() -> None:
    bot = make_bot("leopard", "expert:0.5s")
    assert isinstance(bot, SearchBot)
    assert (bot.playouts, bot.seconds, bot.horizon) == (1_000_000, 0.5, 12)


def test_a_level_that_does_not_search_takes_no_budget_even_when_registered_under_a_search_name() -> None:
    from cardtable.bots import register_bot, RandomBot

    register_bot("budget test", "strong", RandomBot)
    with pytest.raises(ValueError, match=r'^bot level "strong" does not search: it takes no budget$'):
        make_bot("budget test", "strong:10")


def test_same_seed_and_playouts_give_the_same_choice() -> None:
    state = LEOPARD.deal(LEOPARD.make_rules(2, {}), 1, LEOPARD.deck(LEOPARD.make_rules(2, {})))
    observation, legal = LEOPARD.observation(state, LEOPARD.to_move(state)), LEOPARD.legal_moves(state)
    choices = {make_bot("leopard", "strong:60").choose(observation, legal, random.Random(4)) for _ in range(3)}
    assert len(choices) == 1


def failure(param_type: click.ParamType, text: str) -> str:
    with pytest.raises(click.BadParameter) as caught:
        param_type.convert(text, None, None)
    return caught.value.message


def test_the_command_line_takes_specs_in_their_canonical_text() -> None:
    assert SeatBot(LEOPARD).convert("2=strong:.5s", None, None) == (2, "strong:0.5s")
    assert SeatBot(LEOPARD).convert("3=expert", None, None) == (3, "expert")
    assert BotLevels(LEOPARD).convert("strong:0300,greedy", None, None) == ("strong:300", "greedy")
    assert failure(SeatBot(LEOPARD), "2=greedy:5") == (
        'bot level "greedy" takes no budget: only a search level does (strong:2000, strong:0.5s)'
    )
    assert failure(BotLevels(LEOPARD), "strong:0,greedy") == f'"strong:0": {BOUNDS}'


def test_ladder_levels() -> None:
    assert LadderLevels(LEOPARD).convert("random, greedy,strong:100", None, None) == (
        "random", "greedy", "strong:100",
    )  # fmt: skip
    assert failure(LadderLevels(LEOPARD), "greedy") == "a ladder needs two levels or more, e.g. random,greedy,strong"
    assert failure(LadderLevels(LEOPARD), "greedy,strong:300,strong:0300") == '"strong:300" is named twice'
    assert failure(LadderLevels(LEOPARD), "greedy,wizard") == (
        'unknown bot level "wizard" (known: random, greedy, strong, expert)'
    )
