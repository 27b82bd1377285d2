"""Each player's record over saved matches: matches, deals, wins, mean score per deal, the bot levels faced,
hints and undos (``GAME stats`` and the end of a match in ``play``).

:func:`gather` reads every record of one game in some folders (each once, through
:func:`cardtable.records.load_match`) and counts them (:mod:`cardtable.stats.tally`);
:mod:`cardtable.stats.view` draws the result (a Rich table and a chart of the score per match) or gives it as JSON.
"""

from cardtable.stats.gather import Stats, gather, record_files
from cardtable.stats.tally import MatchLine, PlayerKey, PlayerStats, count_match, player_key

__all__ = [
    "MatchLine",
    "PlayerKey",
    "PlayerStats",
    "Stats",
    "count_match",
    "gather",
    "player_key",
    "record_files",
]
