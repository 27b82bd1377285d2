"""Semerka's screens as Rich renderables: the seats around the trick, the score of the deal, the log, the hand,
the hand-off and the end of a deal.

Every function here draws from a :class:`~semerka.rules.Observation` (what one seat may see) and the table's public
:class:`~cardtable.terminal.TableView`, never from a game state, and only renders: every rule question it asks
(which card beats or holds the trick, which may continue it, why a deal is worth what it is) is the engine's
(:mod:`semerka.rules`), and every card or move it writes comes from :mod:`semerka.notation`. Only
:func:`hand_panel` draws a hand, and only the observing seat's. Sized for an 80×24 terminal: the table of seats is
78 columns by at most 9 lines.

One module per part of the screen: :mod:`~semerka.view.header` (the match and the score), :mod:`~semerka.view.table`
(the seats around the trick), :mod:`~semerka.view.log`, :mod:`~semerka.view.hand`, :mod:`~semerka.view.turn` (the
whole turn screen) and :mod:`~semerka.view.deal_end`; :mod:`~semerka.view.names` names and colours seats and sides.
"""

from semerka.view.deal_end import deal_end_screen
from semerka.view.hand import hand_panel, numbered, sorted_hand
from semerka.view.header import deal_label, extra_deal, header, match_goal, side_lines
from semerka.view.log import event_lines, events_since_last_turn, log_panel, move_text, trick_line
from semerka.view.names import SIDE_STYLES, side_label
from semerka.view.table import public_table, seats_table
from semerka.view.turn import turn_screen

__all__ = [
    "SIDE_STYLES",
    "deal_end_screen",
    "deal_label",
    "event_lines",
    "events_since_last_turn",
    "extra_deal",
    "hand_panel",
    "header",
    "log_panel",
    "match_goal",
    "move_text",
    "numbered",
    "public_table",
    "seats_table",
    "side_label",
    "side_lines",
    "sorted_hand",
    "trick_line",
    "turn_screen",
]
