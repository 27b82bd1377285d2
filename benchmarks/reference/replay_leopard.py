"""Replay a Leopard record with the reference engine and print the summary ``leopard replay FILE --json`` prints.

Run: ``python benchmarks/reference/replay_leopard.py FILE``. Reads format 1 records (and format 2's ``draw``);
every move must be legal. The baseline of the replay figure in ``benchmarks/speed.py``.
"""

from __future__ import annotations

import json
import sys

from leopard_ref import Deal, parse_move
from match import match_result


def main(path):
    with open(path, encoding="utf-8") as file:
        record = json.load(file)
    players = len(record["seats"])
    settings = record.get("match", {})
    target = settings.get("target", 33)
    series = settings.get("deals")
    deals = []
    deal_points = []
    for number, entry in enumerate(record["deals"], start=1):
        deal = Deal(players, entry["dealer"], entry["deck"], **record.get("rules", {}))
        for text in entry["moves"]:
            move = parse_move(text, deal.own_square(deal.turn))
            if deal.before_draw and move[0] in ("place", "discard"):
                deal.draw()  # a record leaves out the draw it implies (L9.2)
            deal.play(move)
        result = deal.outcome()
        if result is None:
            deals.append({"dealer": entry["dealer"], "complete": False, "went_out": None, "values": None,
                          "scores": None})
            continue
        deals.append({"dealer": entry["dealer"], "complete": True, **result})
        deal_points.append(result["scores"])
    sides = 2 if players == 4 else players
    totals, finished, winner = match_result(deal_points, sides, target, series, ties_share=True)
    summary = {"game": "leopard", "deals": deals, "totals": totals, "finished": finished, "winner": winner}
    print(json.dumps(summary, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
