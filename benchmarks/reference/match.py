"""Match totals and the end of a match (rules L8, S7.1), for the reference replayers."""

from __future__ import annotations


def match_result(deal_points, sides, target, deals, ties_share):
    """(totals, finished, winner) after the completed deals' points (one list per deal, one entry per side).

    Reaching ``target`` ends the match when one side is alone on top; after ``deals`` deals the highest total
    wins; a level top then shares the win (``ties_share``, Leopard L8.2, winner None) or plays on (Semerka S7.1).
    """
    totals = [sum(points[side] for points in deal_points) for side in range(sides)]
    top = max(totals)
    leaders = [side + 1 for side in range(sides) if totals[side] == top]
    series_over = deals is not None and len(deal_points) >= deals
    if len(leaders) == 1 and ((target is not None and top >= target) or series_over):
        return totals, True, leaders[0]
    if series_over and ties_share:
        return totals, True, None
    return totals, False, None
