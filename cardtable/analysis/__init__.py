"""Move-by-move analysis of a recorded match: every decision of the chosen seats judged by the strong search from
that seat's own observation (:mod:`cardtable.analysis.judge`), summed up per seat, and drawn for people
(:mod:`cardtable.analysis.report`)."""

from cardtable.analysis.judge import Decision, Judgment, decision_rng, judge_position, strong_search
from cardtable.analysis.match import (
    MISTAKE,
    Analysis,
    DealJob,
    SeatSummary,
    analyse_deal,
    analyse_match,
    deal_jobs,
    default_seats,
)

__all__ = [
    "MISTAKE",
    "Analysis",
    "DealJob",
    "Decision",
    "Judgment",
    "SeatSummary",
    "analyse_deal",
    "analyse_match",
    "deal_jobs",
    "decision_rng",
    "default_seats",
    "judge_position",
    "strong_search",
]
