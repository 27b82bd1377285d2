"""Golden playthroughs: one seeded deal of a game written move by move, so that any change in what the engine
does shows as a diff of ``tests/golden/<game>.txt`` (OpenSpiel's playthrough files). ``scripts/golden.py``
writes them; ``tests/test_conformance.py`` regenerates them in memory and compares."""

from __future__ import annotations

import json
import random
from pathlib import Path

from cardtable.spec import GameSpec
from cardtable.testing.conformance import random_deal

__all__ = ["GOLDEN_SEED", "golden_path", "golden_text"]

GOLDEN_SEED = 20240601
"""The seed of every golden playthrough: it shuffles the deck, draws the dealer and picks the random moves."""


def golden_path(folder: Path, spec: GameSpec) -> Path:
    """Where the golden playthrough of ``spec``'s game lives in ``folder``: ``<folder>/<name>.txt``."""
    return folder / f"{spec.name}.txt"


def golden_text(spec: GameSpec, seed: int = GOLDEN_SEED) -> str:
    """The golden playthrough of ``spec``'s game: one deal at its default number of players and default rules,
    from a deck shuffled by ``random.Random(seed)``, played by random legal moves. One line per move: the seat,
    the move as a record writes it and how many moves were legal; then the deal points per side."""
    game = spec.game()
    players = spec.players_by_default()
    rules = game.make_rules(players, {})
    play = random_deal(game, rules, random.Random(seed))
    lines = [
        f"# {spec.title}: one random deal, seed {seed}. After a deliberate change: python scripts/golden.py",
        f"players {players}",
        f"rules {json.dumps(game.rules_options(rules), sort_keys=True)}",
        f"dealer {play.dealer}",
        "deck " + " ".join(str(card) for card in play.deck),
        "# seat, move, legal moves",
    ]
    for state, move in play.steps:
        lines.append(f"{game.to_move(state)} {game.record_text(state, move)} {len(game.legal_moves(state))}")
    points = game.deal_points(game.outcome(play.final))
    lines.append("points " + " ".join(map(str, points)))
    return "\n".join(lines) + "\n"
