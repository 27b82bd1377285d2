"""Information-set search: one tree over the moves of a decision, shared by all its worlds.

The flat search (:class:`cardtable.bots.search.SearchBot`) values each candidate by playouts that are greedy from
the first move after it, so its own later moves and the others' replies are the greedy policy's. This search grows
a tree instead (information-set Monte Carlo tree search, single observer). Each iteration:

1. deals a world for the observation (weighted by inference where the game has it);
2. walks down the tree: at each node the seat to move picks, among the moves legal *in this world*, the child
   with the best upper confidence bound for its side (the mean for its side plus ``exploration`` times
   ``sqrt(ln(available) / visits)``, where ``available`` counts the iterations in which the move was legal);
3. adds one node, a move not yet tried there (at the root in the greedy order, below it the greedy policy's
   choice among the untried moves), and plays the deal on from it with the greedy policy;
4. adds the playout's value to every node on the path, weighted by the world's weight.

A node is a sequence of moves named by the game's ``key`` (Semerka: a card's rank, since suits never matter, or
a stop), so what is learnt in one world serves every world in which the same moves are legal. The move chosen is
the root's most visited. The game supplies the parts in a :class:`Tree`.
"""

from __future__ import annotations

import math
from functools import partial
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.bots.playout import play_on

__all__ = ["Node", "Tree", "grow"]


@dataclass(frozen=True)
class Tree:
    """What a game gives the tree search. ``playout(state)``: the game's fast playout of a world (changed in
    place; ``turn`` is the seat to move, None once the deal is over); ``key(move)``: the name of a move in the
    tree (moves with one name are one move); ``choose(playout, legal)``: the greedy policy's move of the seat to
    move in ``playout``; ``value(playout, seat)``: a finished playout's value for ``seat``'s side (the
    evaluation's scale); ``side(playout, seat)``: the side ``seat`` plays for; ``applies(observation)``:
    whether the tree decides at ``observation`` (False: the flat search does, e.g. where its exact endgame
    solves the position); ``exploration``: the bound's constant, on the value's scale."""

    playout: Callable[[Any], Any]
    key: Callable[[Any], Hashable]
    choose: Callable[[Any, Sequence[Any]], Any]
    value: Callable[[Any, int], float]
    side: Callable[[Any, int], int]
    applies: Callable[[Any], bool]
    exploration: float = 2.0


class Node:
    """A sequence of moves from the decision: its children by (seat, move key), how many iterations passed
    through it (``visits``) and in how many its move was legal (``available``), and the weighted sum and weight
    of the values that came back through it (for the deciding seat's side)."""

    __slots__ = ("available", "children", "total", "visits", "weight")

    def __init__(self) -> None:
        self.children: dict[tuple[int, Hashable], Node] = {}
        self.visits = 0
        self.available = 1
        self.total = 0.0
        self.weight = 0.0

    @property
    def mean(self) -> float:
        """The weighted mean value for the deciding seat's side (0.0 before any weight came back)."""
        return self.total / self.weight if self.weight > 0 else 0.0


def grow(
    tree: Tree,
    seat: int,
    worlds: Iterable[tuple[Any, float]],
    root_order: Sequence[Any],
) -> Node:
    """The tree for ``seat``'s decision after one iteration per world of ``worlds`` ((world, weight) pairs: the
    caller stops it at the budget). ``root_order``: the legal moves at the root, greedy order first (the order
    in which untried root moves are added). Raises ``ValueError`` when a world is already over."""
    root = Node()
    rank = {tree.key(move): index for index, move in enumerate(reversed(root_order))}
    for world, weight in worlds:
        playout: Any = tree.playout(world)
        if playout.turn is None:
            raise ValueError("a world dealt at a decision is already over")
        path = [root]
        _descend(tree, seat, playout, root, rank, path)
        play_on(playout, None, partial(tree.choose, playout))
        value = tree.value(playout, seat)
        for node in path:
            node.visits += 1
            node.total += weight * value
            node.weight += weight
    return root


def _descend(
    tree: Tree, seat: int, playout: Any, root: Node, rank: dict[Hashable, int], path: list[Node]
) -> None:
    """Walk ``playout`` down from ``root`` by the bounds, adding the nodes passed to ``path``, until a node is
    added (or the deal ends inside the tree)."""
    node = root
    key, exploration, side = tree.key, tree.exploration, tree.side
    mine = side(playout, seat)
    while legal := playout.legal_moves():
        mover = playout.turn
        sign = 1.0 if side(playout, mover) == mine else -1.0
        moves: dict[Hashable, Any] = {}
        for move in legal:
            moves.setdefault(key(move), move)
        children = node.children
        untried = [name for name in moves if (mover, name) not in children]
        for name in moves:
            child = children.get((mover, name))
            if child is not None:
                child.available += 1
        if untried:
            if node is root:
                name = max(untried, key=lambda untried_name: rank.get(untried_name, -1))
            elif len(untried) == 1:
                name = untried[0]
            else:
                name = key(tree.choose(playout, [moves[untried_name] for untried_name in untried]))
            child = children[(mover, name)] = Node()
            playout.apply(moves[name])
            path.append(child)
            return
        best_name, best_bound = None, -math.inf
        for name in moves:
            child = children[(mover, name)]
            bound = sign * child.mean + exploration * math.sqrt(math.log(child.available) / child.visits)
            if bound > best_bound:
                best_name, best_bound = name, bound
        node = children[(mover, best_name)]
        playout.apply(moves[best_name])
        path.append(node)
