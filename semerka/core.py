"""Semerka's rules as plain numbers, for replaying records fast (rules S1-S7): a card is its index in deck order, a
hand a bit set, a move a card index or :data:`STOP`; no state, card or move objects, and no import beyond the
standard library, so that ``replay FILE --json`` loads nothing else (:data:`REPLAYER`).

A card's index is ``suit * 8 + rank`` in deck order (clubs, diamonds, hearts, spades; 7 8 9 10 J Q K A), so
``index & 7`` is its rank and rank 0 is a seven. The engine (:mod:`semerka.rules.replaying`, the scoring and the
next dealer) uses the same functions; ``tests/semerka/test_quick_semerka.py`` checks them against the public
engine move for move.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat

TYPE_CHECKING = False  # typing is for the type checker only (which takes this as true): start-up time
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "DECK_TEXTS",
    "DRAW_ORDER",
    "HAND_SIZE",
    "NEXT_SEAT",
    "QuickRules",
    "REPLAYER",
    "SIDE_INDEX",
    "STOP",
    "deal_json",
    "deal_value",
    "next_dealer_after",
    "play_deal",
    "side_of",
]

HAND_SIZE = 4  # S2.2, S4.1
LAST_TRICK_BONUS = 10  # S5.1
TOTAL_POINTS = 90  # S5.1: four aces, four tens, the last trick
STOP = 32
"""The move code of a stop (S3.4); card plays are their card's index, 0 to 31."""

_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
DECK_TEXTS = tuple(rank + suit for suit in "CDHS" for rank in _RANKS)
"""Each card's canonical text (S8.2) by index."""
_THREE_PLAYER_MISSING = frozenset({1, 25})  # 8C and 8S (S1.2)
_DECKS = {
    n: frozenset(index for index in range(32) if n != 3 or index not in _THREE_PLAYER_MISSING) for n in (2, 3, 4)
}
# The cards that beat a trick led with the card of each index, as bit sets: the led rank or a seven (S3.2).
_BEATS_LED = tuple(sum(1 << other for other in range(32) if other & 7 in (index & 7, 0)) for index in range(32))
_BIT = tuple(1 << index for index in range(32))
_POINTS = tuple(10 if index & 7 in (3, 7) else 0 for index in range(32))  # tens and aces (S5.1)
_VALUES = {"win": 1, "all_points": 2, "all_tricks": 3}  # S5.4
# Side index (0-based) of each seat (1-based; entry 0 unused) by player count: partners 1 & 3, 2 & 4 (S1.2, S1.3);
# the seat after each seat (S1.3); the seats in drawing order from each seat on (S4.1). The engine's fast playout
# (semerka.rules.playout) seats its players by the same tables.
SIDE_INDEX = {2: (0, 0, 1), 3: (0, 0, 1, 2), 4: (0, 0, 1, 0, 1)}
NEXT_SEAT = {n: (0, *(seat % n + 1 for seat in range(1, n + 1))) for n in (2, 3, 4)}
DRAW_ORDER = {
    n: ((), *(tuple((seat - 1 + k) % n + 1 for k in range(n)) for seat in range(1, n + 1))) for n in (2, 3, 4)
}


def side_of(players: int, seat: int) -> int:
    """The side (1-based) of ``seat`` (1-based): seats 1, 3 → 1 and 2, 4 → 2 with four players, else the seat
    itself (S1.2)."""
    return (seat - 1) % 2 + 1 if players == 4 else seat


def deal_value(
    players: int,
    stakes: str,
    burn_value: int,
    points: Sequence[int],
    tricks: Sequence[int],
    burner: int | None,
    last: int | None,
) -> tuple[int | None, int, str]:
    """The winning side (None: drawn), the deal's value in game points and the reason (``"win"``,
    ``"all_points"``, ``"all_tricks"``, ``"burn"``, ``"draw"``) of a finished deal, from the card ``points`` and
    ``tricks`` per side, the seat whose card burned it (``burner``) and the side that took the last trick.

    A burn: the burner's side wins ``burn_value`` (S6.2). Else with two sides the side with 50 or more points
    wins (S5.2); with three players the highest total, a tie going to the tied player who took the last trick,
    else drawn (S5.3). With ``stakes = "pagat"``: 3 when the losers took no trick, 2 when the winners took all
    90 points, else 1; with ``"single"``: 1 (S5.4)."""
    if burner is not None:
        return side_of(players, burner), burn_value, "burn"
    top = max(points)
    leaders = [side for side, total in enumerate(points, start=1) if total == top]
    if len(leaders) == 1:
        winner = leaders[0]
    elif last in leaders:
        winner = last
    else:
        return None, 0, "draw"
    reason = "win"
    if stakes == "pagat":
        if sum(tricks) == tricks[winner - 1]:
            reason = "all_tricks"
        elif points[winner - 1] == TOTAL_POINTS:
            reason = "all_points"
    return winner, _VALUES[reason], reason


def next_dealer_after(players: int, dealer: int, winner: int | None) -> int:
    """The next deal's dealer (S7.2) after a deal by ``dealer`` that side ``winner`` won (None: drawn): a member
    of the side that lost. Four players: to the left when the dealer's side won, else to the dealer's partner.
    Two or three players: the first loser to the left of the dealer. After a drawn deal: to the left."""
    left = dealer % players + 1
    if winner is None:
        return left
    if players == 4:
        return left if side_of(4, dealer) == winner else (dealer + 1) % 4 + 1
    seat = left
    while side_of(players, seat) == winner:
        seat = seat % players + 1
    return seat


def play_deal(
    players: int, burning: bool, only_when_losing: bool, dealer: int, deck: Sequence[int], moves: Sequence[int]
) -> tuple[list[int], list[int], int | None, int | None] | None:
    """The deal by ``dealer`` from ``deck`` (card indices, top first) played through ``moves`` (card indices and
    :data:`STOP`): card points and tricks won per side, the seat whose card burned the deal (or None) and the
    side that took the last trick (or None) once it is over; None while unfinished. Rules S2-S4, S6 with the
    options ``burning`` (S6) and ``only_when_losing`` (S3.5).

    Raises ``ValueError`` for a dealer who is not a seat, a deck that is not the game's (S1.1, S1.2), a move that
    is not legal (S3) or a move after the end of the deal; the message does not say why (the public engine
    does)."""
    n = players
    if type(dealer) is not int or not 1 <= dealer <= n:
        raise ValueError(f"dealer must be a seat from 1 to {n}, not {dealer!r}")
    expected = _DECKS[n]
    if len(deck) != len(expected) or set(deck) != expected:
        raise ValueError("the deck is not the game's deck")
    side_of = SIDE_INDEX[n]
    following = NEXT_SEAT[n]
    drawing = DRAW_ORDER[n]
    values = _POINTS
    beats_led = _BEATS_LED
    # The deal (S2.2): card k goes to the seat k places after the dealer; the rest is the stock, top first.
    dealt = HAND_SIZE * n
    bit_of = _BIT.__getitem__
    hands = [0] * (n + 1)  # bit sets of the hands by seat (entry 0 unused)
    for k in range(n):
        hands[(dealer + k) % n + 1] = sum(map(bit_of, deck[k:dealt:n]))
    stock = list(map(bit_of, deck[dealt:]))
    top = 0
    size = HAND_SIZE  # cards in each hand when the trick began
    leader = turn = dealer % n + 1  # S2.3; 0 once the deal is over
    holder = 0  # the seat holding the trick (S3.3); 0 before the lead
    choosing = False  # the leader chooses to continue or stop (S3.4)
    beats = 0  # the cards that beat the trick (S3.2)
    played = trick_points = 0
    run_rank, run = -1, 0  # the run of equal ranks ending the trick, for burning (S6.1)
    points = [0] * (2 if n == 4 else n)  # per side (S1.2)
    won = [0] * (2 if n == 4 else n)
    burner: int | None = None
    last: int | None = None  # the side that took the last trick (S4.3)
    for code in moves:
        if not turn:
            raise ValueError("the deal is over")
        if code != STOP:
            bit = 1 << code
            if not hands[turn] & bit:
                raise ValueError("not in the hand")
            if beats & bit:  # S3.2 (a continuation must beat, S3.4)
                holder = turn  # S3.3
                choosing = False
            elif not holder:  # the lead (S3.1)
                beats = beats_led[code]
                holder = turn
            elif choosing:
                raise ValueError("a continuation needs the led rank or a seven")  # S3.4
            hands[turn] ^= bit
            played += 1
            trick_points += values[code]
            if burning:  # S6.1: four of one rank in a row (sevens only as sevens) ends the deal (S6.2)
                rank = code & 7
                if rank == run_rank:
                    run += 1
                    if run == 4:
                        burner, turn = turn, 0
                        continue
                else:
                    run_rank, run = rank, 1
            turn = following[turn]
            if turn != leader:  # the round goes on
                continue
            if hands[leader] & beats and not (only_when_losing and side_of[holder] == side_of[leader]):
                choosing = True  # S3.4, S3.5: the leader may continue
                continue
        elif not choosing:
            raise ValueError("only the leader may stop, after a full round")  # S3.4
        # The holder takes the trick (S3.4, S5.1); everybody draws from the winner on (S4.1); he leads (S4.2).
        side = side_of[holder]
        won[side] += 1
        left = size - played // n
        each = min(HAND_SIZE - left, (len(stock) - top) // n)
        for _ in range(each):
            for seat in drawing[holder]:
                hands[seat] |= stock[top]
                top += 1
        size = left + each
        leader = turn = holder
        holder = played = beats = 0
        choosing = False
        run_rank, run = -1, 0
        if not size:  # the last trick: 10 more, and the deal is over (S4.3, S5.1)
            trick_points += LAST_TRICK_BONUS
            turn = 0
            last = side + 1
        points[side] += trick_points
        trick_points = 0
    if turn:
        return None
    return points, won, burner, last


# Each move by its canonical text (S8.2): a card by its index, a stop as STOP.
_CODES = {text: index for index, text in enumerate(DECK_TEXTS)}
_CODES["stop"] = STOP
_OPTIONS = ("stakes", "burning", "burn_value", "continue_only_when_losing")
QuickRules = tuple[int, str, bool, int, bool]
"""Players, stakes, burning, burn_value, continue_only_when_losing: the fields of
:class:`~semerka.rules.types.Rules`."""


class _Replayer:
    """Semerka for :mod:`cardtable.quick_replay` (``replay FILE --json`` without the engine's objects): the
    game's name and match settings, its rules options read from a record and a deal replayed from its JSON
    values to the object ``replay --json`` prints (:func:`deal_json`)."""

    name = "semerka"
    min_players = 2
    max_players = 4  # S1.2
    default_target = 5  # S7.1
    share_ties = False  # S7.1: a level series plays on

    def sides(self, rules: QuickRules) -> int:
        """Two with four players (partnerships), else one per seat (S1.2)."""
        return 2 if rules[0] == 4 else rules[0]

    def rules(self, players: int, options: dict[str, Any]) -> QuickRules | None:
        """The rules of a record's ``rules`` object, or None for anything but known options with good values
        (the engine then reads the record and says what is wrong)."""
        if not options.keys() <= {*_OPTIONS}:
            return None
        stakes = options.get("stakes", "pagat")
        burning = options.get("burning", False)
        burn_value = options.get("burn_value", 3)
        only_when_losing = options.get("continue_only_when_losing", False)
        if type(stakes) is not str or stakes not in ("pagat", "single"):
            return None
        if type(burning) is not bool or type(only_when_losing) is not bool:
            return None
        if type(burn_value) is not int or burn_value < 1:
            return None
        return players, stakes, burning, burn_value, only_when_losing

    def deal(
        self, rules: QuickRules, dealer: int, deck: list[Any], moves: list[Any]
    ) -> tuple[dict[str, Any], tuple[int, ...] | None, int | None]:
        """The deal by ``dealer`` from a record's ``deck`` and ``moves`` (canonical texts): its ``replay --json``
        object, its game points per side and the next dealer (both None while unfinished). Raises ``ValueError``
        (or ``TypeError`` for values that are not text) for anything else."""
        players, stakes, burning, burn_value, only_when_losing = rules
        indices = list(map(_CODES.get, deck, repeat(-1)))
        codes = list(map(_CODES.get, moves, repeat(-1)))
        if -1 in codes:
            raise ValueError("not a canonical move")
        result = play_deal(players, burning, only_when_losing, dealer, indices, codes)
        if result is None:
            return deal_json(dealer, None), None, None
        points, tricks, burner, last = result
        winner, value, reason = deal_value(players, stakes, burn_value, points, tricks, burner, last)
        outcome = (points, tricks, winner, value, burner is not None)
        game_points = [0] * len(points)  # S5.4: the deal's value to the winner
        if winner is not None:
            game_points[winner - 1] = value
        return deal_json(dealer, outcome), tuple(game_points), next_dealer_after(players, dealer, winner)


def deal_json(
    dealer: int, outcome: tuple[Sequence[int], Sequence[int], int | None, int, bool] | None
) -> dict[str, Any]:
    """One deal as ``replay --json`` prints it: dealer, complete, points and tricks (per side), winner (side or
    null for a drawn deal), value (game points), burned; ``outcome`` is (points, tricks, winner, value, burned),
    or None for an unfinished deal, which has null in place of the last five."""
    if outcome is None:
        return {
            "dealer": dealer,
            "complete": False,
            "points": None,
            "tricks": None,
            "winner": None,
            "value": None,
            "burned": None,
        }
    points, tricks, winner, value, burned = outcome
    return {
        "dealer": dealer,
        "complete": True,
        "points": list(points),
        "tricks": list(tricks),
        "winner": winner,
        "value": value,
        "burned": burned,
    }


REPLAYER = _Replayer()
"""Semerka as :mod:`cardtable.quick_replay` replays it (named by the game's spec)."""
