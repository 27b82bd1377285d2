"""Test helpers shared by both games' bot tests."""

import dataclasses
import random


def reachable(root: object) -> list[object]:
    """Every value reachable from ``root`` through tuples, lists, dicts and dataclass fields."""
    seen, stack, found = set(), [root], []
    while stack:
        item = stack.pop()
        if id(item) in seen or isinstance(item, (str, int, float, type(None))) and not isinstance(item, tuple):
            continue
        seen.add(id(item))
        found.append(item)
        if isinstance(item, (tuple, list, set, frozenset)):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif dataclasses.is_dataclass(item):
            stack.extend(getattr(item, field.name) for field in dataclasses.fields(item))
    return found


def play_deal(game, rules, levels, seed, deck_seed=1):
    """One deal of ``game`` played to its end by bots (``levels[seat - 1]`` chooses for ``seat``), from the deck
    shuffled by ``random.Random(deck_seed)``, dealer seat 1, the bots drawing on ``random.Random(seed)``; checks
    each choice is legal and the deal ends; returns the moves in order."""
    cards = list(game.deck(rules))
    random.Random(deck_seed).shuffle(cards)
    state = game.deal(rules, 1, cards)
    rng = random.Random(seed)
    moves = []
    while (seat := game.to_move(state)) is not None:
        legal = game.legal_moves(state)
        move = levels[seat - 1].choose(game.observation(state, seat), legal, rng)
        assert move in legal
        moves.append(move)
        state = game.apply(state, move)
    assert game.outcome(state) is not None
    return moves
