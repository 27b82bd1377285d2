"""Replay a Semerka record with the reference engine and print the summary ``semerka replay FILE --json`` prints.

Run: ``python benchmarks/reference/replay_semerka.py FILE``; every move must be legal. The baseline of the replay
figure in ``benchmarks/speed.py``.
"""

from __future__ import annotations

import json
import sys

from match import match_result
from semerka_ref import Deal


def main(path):
    with open(path, encoding="utf-8") as file:
        record = json.load(file)
    players = len(record["seats"])
    settings = record.get("match", {})
    target = settings.get("target", 5)
    series = settings.get("deals")
    deals = []
    deal_points = []
    sides = 2 if players == 4 else players
    for entry in record["deals"]:
        deal = Deal(players, entry["dealer"], entry["deck"], **record.get("rules", {}))
        for text in entry["moves"]:
            deal.play(text.strip().upper() if text.strip().lower() != "stop" else "stop")
        result = deal.outcome()
        if result is None:
            deals.append({"dealer": entry["dealer"], "complete": False, "points": None, "tricks": None,
                          "winner": None, "value": None, "burned": None})
            continue
        deals.append({"dealer": entry["dealer"], "complete": True, "points": result["points"],
                      "tricks": result["tricks"], "winner": result["winner"], "value": result["value"],
                      "burned": result["burned"]})
        deal_points.append([result["value"] if side == result["winner"] else 0 for side in range(1, sides + 1)])
    totals, finished, winner = match_result(deal_points, sides, target, series, ties_share=False)
    summary = {"game": "semerka", "deals": deals, "totals": totals, "finished": finished, "winner": winner}
    print(json.dumps(summary, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
