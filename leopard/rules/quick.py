"""Leopard for the lean ``replay FILE --json`` (:mod:`cardtable.quick_replay`): a record's deals replayed from
their JSON values by the engine's fast path (:func:`~leopard.rules.replaying.replay_moves`), without the table's
record model. Only canonical card and move texts are taken; anything else is left to the full reader.
"""

from __future__ import annotations

from typing import Any

from cardtable.game import RulesError
from leopard.rules.game import GAME
from leopard.rules.replaying import FORMAT, replay_moves
from leopard.rules.scoring import Outcome
from leopard.rules.types import Rules

__all__ = ["REPLAYER", "deal_json"]


class _Replayer:
    """Leopard as :class:`cardtable.quick_replay.QuickGame` (see there): the rules through ``GAME.make_rules``,
    each deal through the engine's fast replay."""

    name = GAME.name
    min_players = GAME.min_players
    max_players = GAME.max_players
    default_target = GAME.default_target
    share_ties = GAME.series_tie == "share"  # L8.2

    def __init__(self) -> None:
        self._cards = {str(card): card for card in GAME.deck(GAME.make_rules(2, {}))}  # canonical texts (L9.2)

    def rules(self, players: int, options: dict[str, Any]) -> Rules | None:
        try:
            return GAME.make_rules(players, options)
        except RulesError:
            return None

    def sides(self, rules: Rules) -> int:
        return GAME.sides(rules)

    def deal(
        self, rules: Rules, dealer: int, deck: list[Any], moves: list[Any]
    ) -> tuple[dict[str, Any], tuple[int, ...] | None, int | None]:
        cards = list(map(self._cards.get, deck))
        if None in cards or not {*map(type, moves)} <= {str}:
            raise ValueError("not canonical")
        _, outcome = replay_moves(rules, dealer, cards, moves, FORMAT)  # type: ignore[arg-type]
        if outcome is None:
            return deal_json(dealer, None), None, None
        return deal_json(dealer, outcome), GAME.deal_points(outcome), GAME.next_dealer(rules, dealer, outcome)


def deal_json(dealer: int, outcome: Outcome | None) -> dict[str, Any]:
    """One deal as ``replay --json`` prints it: dealer, complete, went_out (seat or null), values and scores (per
    square); an unfinished deal (``outcome`` None) has null in place of the last three."""
    if outcome is None:
        return {"dealer": dealer, "complete": False, "went_out": None, "values": None, "scores": None}
    return {
        "dealer": dealer,
        "complete": True,
        "went_out": outcome.went_out,
        "values": list(outcome.values),
        "scores": list(outcome.scores),
    }


REPLAYER = _Replayer()
"""Leopard as :mod:`cardtable.quick_replay` replays it (named by the game's spec)."""
