"""Match records: the versioned JSON save file of a whole match, finished or not (design "Records").

Read and check a file with :func:`read_record`, play it through the engine with :func:`replay`, save with
:func:`write_record` (atomic). The table autosaves after every move::

    record = Record.new("leopard", seats, options, settings, seed).with_new_deal(dealer, deck)
    record = record.with_move("7H")
    write_record(path, record)

Every problem with a file raises :class:`RecordError`, whose message is one line naming the file, and where
they apply the deal, the move number (1-based within its deal), the move text and the reason.
"""

from cardtable.records.errors import RecordError
from cardtable.records.files import FOLDER_MODE, RECORD_MODE, dumps_record, load_match, read_record, write_record
from cardtable.records.jsonform import (
    match_from_json,
    match_to_json,
    record_from_json,
    record_to_json,
    seats_from_json,
)
from cardtable.records.levels import SEARCH_LEVELS, LevelSpec, parse_level
from cardtable.records.model import BOT_LEVELS, FORMAT, READ_FORMATS, DealRecord, Record, SeatInfo
from cardtable.records.replay import ReplayedDeal, ReplayedMatch, play_record_move, replay

__all__ = [
    "BOT_LEVELS",
    "FOLDER_MODE",
    "FORMAT",
    "READ_FORMATS",
    "RECORD_MODE",
    "SEARCH_LEVELS",
    "DealRecord",
    "LevelSpec",
    "Record",
    "RecordError",
    "ReplayedDeal",
    "ReplayedMatch",
    "SeatInfo",
    "dumps_record",
    "load_match",
    "play_record_move",
    "match_from_json",
    "match_to_json",
    "parse_level",
    "read_record",
    "record_from_json",
    "record_to_json",
    "replay",
    "seats_from_json",
    "write_record",
]
