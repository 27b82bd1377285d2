"""The information-set search (cardtable.bots.tree) on a game small enough to follow by hand."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from cardtable.bots.tree import Node, Tree, grow


class Duel:
    """Seat 1 plays "safe" (the deal ends: 0 for seat 1) or "risky"; after "risky" seat 2 plays "give" (+1 for
    seat 1) or "take" (-1). A greedy policy that gives would make "risky" look good."""

    def __init__(self, world: object) -> None:
        self.moves: list[str] = []
        self.turn: int | None = 1

    def legal_moves(self) -> Sequence[str]:
        if not self.moves:
            return ("safe", "risky")
        if self.moves == ["risky"]:
            return ("give", "take")
        return ()

    def apply(self, move: str) -> None:
        self.moves.append(move)
        self.turn = 2 if self.moves == ["risky"] else None


def value(playout: Duel, seat: int) -> float:
    result = {"safe": 0.0, "give": 1.0, "take": -1.0}[playout.moves[-1]]
    return result if seat == 1 else -result


def duel_tree(exploration: float = 2.0) -> Tree:
    return Tree(
        playout=Duel, key=lambda move: move, choose=lambda playout, legal: legal[0], value=value,
        side=lambda playout, seat: seat, applies=lambda observation: True, exploration=exploration,
    )  # fmt: skip


def test_each_iteration_adds_one_node_and_the_root_moves_come_in_the_given_order() -> None:
    root = grow(duel_tree(), 1, [(None, 1.0)] * 2, ["risky", "safe"])
    assert list(root.children) == [(1, "risky"), (1, "safe")]
    risky, safe = root.children[(1, "risky")], root.children[(1, "safe")]
    assert (risky.visits, risky.mean, safe.visits, safe.mean) == (1, 1.0, 1, 0.0)  # the greedy reply gives
    assert risky.children == {}


def test_the_others_reply_for_their_own_side_so_a_risk_they_can_punish_loses() -> None:
    root = grow(duel_tree(), 1, [(None, 1.0)] * 200, ["risky", "safe"])
    risky, safe = root.children[(1, "risky")], root.children[(1, "safe")]
    take, give = risky.children[(2, "take")], risky.children[(2, "give")]
    assert take.visits > 5 * give.visits  # seat 2 learns to take
    assert safe.visits > risky.visits
    assert root.visits == 200 == safe.visits + risky.visits
    assert safe.mean == 0.0 and take.mean == -1.0 and give.mean == 1.0


def test_weights_make_a_weighted_mean() -> None:
    root = grow(duel_tree(), 1, [(None, 3.0), (None, 1.0), (None, 1.0), (None, 1.0)], ["risky", "safe"])
    risky = root.children[(1, "risky")]
    # Iterations: risky (weight 3; the playout's greedy reply gives: +1), safe (0), then risky twice by its bound
    # (1 + 2·sqrt(ln 3 / 1) = 3.10 against 2·sqrt(ln 2 / 1) = 1.67, then 2.67 against 2.10), where seat 2 adds its
    # replies in the greedy order: give (+1), then take (-1).
    assert risky.visits == 3
    assert list(risky.children) == [(2, "give"), (2, "take")]
    assert risky.mean == pytest.approx((3 * 1.0 + 1 * 1.0 + 1 * -1.0) / 5)
    assert Node().mean == 0.0


def test_a_world_already_over_is_refused() -> None:
    class Over(Duel):
        def __init__(self, world: object) -> None:
            super().__init__(world)
            self.turn = None

    tree = Tree(Over, str, lambda p, legal: legal[0], value, lambda p, seat: seat, lambda o: True)
    with pytest.raises(ValueError, match="already over"):
        grow(tree, 1, [(None, 1.0)], ["safe"])
