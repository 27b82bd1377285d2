"""Checks that hold for every game of the table, for the tests of any game (they import no game): the engine
contract's conformance checks (:mod:`cardtable.testing.conformance`), golden playthroughs
(:mod:`cardtable.testing.golden`) and the privacy of move-by-move analysis (:mod:`cardtable.testing.analysis`)."""

from cardtable.testing.analysis import check_analysis_privacy
from cardtable.testing.conformance import (
    ConformanceError,
    Playthrough,
    Variant,
    check_hint_privacy,
    check_match_record,
    check_notation,
    check_playout,
    check_privacy,
    check_record_deal,
    check_rules,
    observed_cards,
    random_deal,
    variants,
)
from cardtable.testing.golden import GOLDEN_SEED, golden_path, golden_text

__all__ = [
    "GOLDEN_SEED",
    "ConformanceError",
    "Playthrough",
    "Variant",
    "check_hint_privacy",
    "check_analysis_privacy",
    "check_match_record",
    "check_notation",
    "check_playout",
    "check_privacy",
    "check_record_deal",
    "check_rules",
    "golden_path",
    "golden_text",
    "observed_cards",
    "random_deal",
    "variants",
]
