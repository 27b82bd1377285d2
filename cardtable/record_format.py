"""The record file's format as constants: its version, the versions read, the bot levels a seat may name and the
keys of each object. Shared by the record reader (:mod:`cardtable.records`) and the lean ``replay --json`` reader
(:mod:`cardtable.quick_replay`); imports nothing.
"""

__all__ = [
    "BOT_LEVELS",
    "DEAL_KEYS",
    "FORMAT",
    "MATCH_KEYS",
    "READ_FORMATS",
    "RECORD_KEYS",
    "REQUIRED_KEYS",
    "SEAT_KEYS",
]

FORMAT = 2
"""The record format version this code writes. Format 2 holds Leopard's ``yes``, ``no`` and ``draw`` (L9.2)."""

READ_FORMATS = (1, 2)
"""Every record format this code reads; a record of format 1 replays to the same result as ever."""

BOT_LEVELS = ("random", "greedy", "strong", "expert")
"""Bot levels a seat may name, weakest first; a search level may carry a budget (``strong:2000``, ``strong:0.5s``:
:mod:`cardtable.records.levels`)."""

RECORD_KEYS = ("game", "format", "seats", "rules", "match", "seed", "deals")
"""The keys of a record, in the order the file writes them."""
REQUIRED_KEYS = ("game", "format", "seats", "deals")
SEAT_KEYS = ("name", "bot", "hints", "undos")
MATCH_KEYS = ("target", "deals", "first_dealer")
DEAL_KEYS = ("dealer", "deck", "moves", "hinted")
