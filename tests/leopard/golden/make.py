"""Write the golden playthrough of one seeded two-player Leopard deal to ``playthrough.txt`` beside this file.

Run ``python tests/leopard/golden/make.py`` after a deliberate change of the rules engine; ``test_rules_golden``
regenerates the text in memory and compares it with the file.
"""

from __future__ import annotations

import random
from pathlib import Path

from cardtable.cards import double_deck

from leopard.rules import GAME, Draw, GoOut, Rules, State, apply, deal, legal_moves, observation, outcome, to_move

SEED = 2026
PATH = Path(__file__).with_name("playthrough.txt")


def cell_text(stack: tuple) -> str:
    return "+".join(str(card) for card in stack) if stack else "."


def squares_text(state: State) -> list[str]:
    """The squares side by side, three rows, each cell's stack bottom first (``5H+JC``: a Jack face down on 5H)."""
    width = max(len(cell_text(stack)) for square in state.squares for stack in square)
    lines = []
    for row in range(3):
        parts = [
            " ".join(cell_text(square[row * 3 + col]).ljust(width) for col in range(3)) for square in state.squares
        ]
        lines.append(("     " + " | ".join(parts)).rstrip())
    return lines


def choose(state: State, rng: random.Random):
    """A fixed, simple way to pick moves: go out with a square worth 6 or more; otherwise the move that leaves
    the most points in one's own square less the other's, the first of equals after a seeded shuffle."""
    moves = list(legal_moves(state))
    own = state.own_square - 1
    if moves[0] == GoOut():
        return GoOut() if state.values[own] >= 6 else Draw()
    rng.shuffle(moves)

    def gain(move) -> int:
        values = apply(state, move).values
        return 2 * values[own] - sum(values)

    return max(moves, key=gain)


def playthrough() -> str:
    rng = random.Random(SEED)
    deck = list(double_deck())
    rng.shuffle(deck)
    rules = Rules(2)
    state = deal(rules, 1, deck)
    out = [
        f"Leopard golden playthrough: 2 players, dealer 1, seed {SEED}, rules {GAME.rules_options(rules)}",
        "Deck, top first: " + " ".join(map(str, deck)),
        "",
    ]
    for seat in (1, 2):
        out.append(f"Seat {seat} is dealt: " + " ".join(map(str, deck[: 16][(seat - 2) % 2 :: 2])))
    out.append("")
    number = 0
    while to_move(state) is not None:
        seat = to_move(state)
        move = choose(state, rng)
        seen = observation(state, seat)
        text = GAME.format_move(move, seen)
        if isinstance(move, Draw) or state.phase == "before_draw":
            out.append(f"       seat {seat} may go out (square worth {seen.values[seen.square - 1]}): {text}")
            state = apply(state, move)
            continue
        number += 1
        drawn = f"draws {state.drawn}, " if state.drawn is not None else ""
        hand = " ".join(map(str, state.hands[seat - 1]))
        state = apply(state, move)
        out.append(f"{number:>3}. seat {seat} holds {hand}; {drawn}plays {text}")
        if not isinstance(move, GoOut):
            out.append(f"     values {state.values}, stock {len(state.stock)}, discards {len(state.discards)}")
            out.extend(squares_text(state))
    result = outcome(state)
    out += [
        "",
        "Final hands: " + " / ".join(" ".join(map(str, hand)) for hand in state.hands),
        f"Outcome: went out {result.went_out}, values {result.values}, scores {result.scores}",
    ]
    for square, lines in enumerate(result.lines, start=1):
        scored = ", ".join(f"{'-'.join(map(str, line.cells))} {line.kind} {line.points}" for line in lines)
        out.append(f"  square {square}: {scored or 'no line'}")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    PATH.write_text(playthrough(), encoding="utf-8")
    print(f"wrote {PATH}")
