"""Write the golden playthrough of one seeded four-player Semerka deal: ``python tests/semerka/golden/make.py``.

The deck is shuffled by ``random.Random(SEED)`` and every move is a random legal move from the same generator.
The test ``test_rules_semerka_golden.py`` renders it again in memory and compares it with the file, so any change
in the engine's behaviour shows up as a readable diff.
"""

from __future__ import annotations

import random
from pathlib import Path

from semerka.rules import GAME, Rules, State, apply, deal, deck, legal_moves, observation, outcome

SEED = 2026
DEALER = 4
PATH = Path(__file__).with_name("playthrough.txt")


def _cards(cards) -> str:
    return " ".join(str(card) for card in cards) or "-"


def _hands(state: State) -> list[str]:
    return [f"  seat {seat}: {_cards(hand)}" for seat, hand in enumerate(state.hands, start=1)]


def render(seed: int = SEED) -> str:
    """The playthrough text of the deal for ``seed``."""
    rng = random.Random(seed)
    rules = Rules(4)
    order = list(deck(rules))
    rng.shuffle(order)
    state = deal(rules, DEALER, order)
    lines = [
        f"Semerka, 4 players (seats 1+3 against 2+4), default rules, seed {seed}, dealer seat {DEALER}",
        f"deck, top first: {_cards(order)}",
        "hands dealt (S2.2):",
        *_hands(state),
        f"stock: {len(state.stock)} cards",
    ]
    record = []
    while moves := legal_moves(state):
        seat = state.turn
        if not state.trick:
            lines += ["", f"trick {len(state.tricks) + 1}: seat {seat} leads, hand {_cards(state.hands[seat - 1])}"]
        move = rng.choice(moves)
        record.append(GAME.record_text(state, move))
        options = " ".join(GAME.format_move(m, observation(state, seat)) for m in moves)
        verb = "chooses" if state.choosing else "plays"
        after = apply(state, move)
        holder = after.holder if after.trick else after.tricks[-1].winner
        lines.append(f"  seat {seat} {verb} {record[-1]:<4} of [{options}]  holder seat {holder}")
        if after.choosing:
            lines.append(f"  round {len(after.trick) // 4} done: seat {after.leader} may continue or stop")
        if len(after.tricks) > len(state.tricks):
            trick = after.tricks[-1]
            how = "leader stopped" if trick.stopped else "leader could not continue"
            lines.append(
                f"  trick over ({how}): seat {trick.winner} (side {rules.side_of(trick.winner)}) takes "
                f"{len(trick.plays)} cards, {trick.points} points; points {after.points}, tricks {after.won}"
            )
            if trick.drew:
                lines.append(f"  each draws {trick.drew}, seat {trick.winner} first; stock {len(after.stock)}")
                lines += _hands(after)
        state = after
    result = outcome(state)
    lines += [
        "",
        f"last trick: side {result.last_trick} (10 points)",
        f"outcome: points {result.points}, tricks {result.tricks}, winner side {result.winner}, "
        f"value {result.value} ({result.reason})",
        f"deal points {GAME.deal_points(result)}; next dealer seat {GAME.next_dealer(rules, DEALER, result)}",
        f"record moves: {' '.join(record)}",
    ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    PATH.write_text(render(), encoding="utf-8")
    print(f"wrote {PATH}")
