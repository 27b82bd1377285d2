"""Dealing and playing a Semerka deal: the deck, the deal, legal moves and applying them (rules S1-S4, S6).

States are values: :func:`apply` returns a new :class:`State` and never changes its argument. A trick ends by
itself when the leader could not continue (S3.4), so every state with a seat to move offers a real choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat

from cardtable.cards import Card, Rank, Suit, piquet_deck
from cardtable.game import IllegalMove, NotInHand
from cardtable.i18n import _
from semerka.rules.types import Move, Play, Played, Rules, State, Stop
from semerka.rules.tricks import HAND_ORDER, beats, can_continue, continuations, continue_reason, end_trick, is_burn

__all__ = ["apply", "deal", "deck", "hand_order", "illegal_reason", "legal_moves", "to_move"]

HAND_SIZE = 4  # S2.2, S4.1
_BLACK_EIGHTS = frozenset({Card(Rank.EIGHT, Suit.CLUBS), Card(Rank.EIGHT, Suit.SPADES)})
_PIQUET = piquet_deck()
_THREE_PLAYER_DECK = tuple(card for card in _PIQUET if card not in _BLACK_EIGHTS)
_DECK_SETS = {3: frozenset(_THREE_PLAYER_DECK), 2: frozenset(_PIQUET), 4: frozenset(_PIQUET)}
_ORDERED = tuple(sorted(HAND_ORDER, key=HAND_ORDER.__getitem__))  # the deck in hand order
_INDEX_OF = HAND_ORDER.get
_DECK_INDICES = {n: frozenset(map(HAND_ORDER.__getitem__, cards)) for n, cards in _DECK_SETS.items()}
_PLAYS = {card: Play(card) for card in _PIQUET}  # shared move values: legal_moves runs in every playout step
_STOP = Stop()


def hand_order(card: Card) -> int:
    """Sort key of hands: deck order, suit by suit, 7 8 9 10 J Q K A."""
    return HAND_ORDER[card]


def deck(rules: Rules) -> tuple[Card, ...]:
    """The deck for ``rules`` in a fixed order: the 32-card piquet deck (S1.1), without 8♣ and 8♠ (30 cards)
    with three players (S1.2)."""
    return _THREE_PLAYER_DECK if rules.players == 3 else _PIQUET


def deal(rules: Rules, dealer: int, cards: Sequence[Card]) -> State:
    """The start of a deal by seat ``dealer`` from ``cards`` (the shuffled deck, top first). Rules S2.

    Four cards to each player one at a time, starting with the dealer's left-hand neighbour (S2.2); the rest is
    the stock; the dealer's left-hand neighbour leads (S2.3). Raises ``ValueError`` when ``cards`` is not exactly
    :func:`deck` in some order or ``dealer`` is not a seat.
    """
    n = rules.players
    if type(dealer) is not int or not 1 <= dealer <= n:
        raise ValueError(f"dealer must be a seat from 1 to {n}, not {dealer!r}")
    cards = tuple(cards)
    # Each card's place in deck order (-1 for anything else): a hand sorts as plain ints (as HAND_ORDER does).
    # Hashing a card costs less than id(), which makes a new int and passes an audit hook.
    indices = list(map(_INDEX_OF, cards, repeat(-1, len(cards))))
    expected = _DECK_INDICES[n]
    if len(indices) != len(expected) or set(indices) != expected:
        what = "32 cards 7 to ace" if n != 3 else "30 cards 7 to ace without 8C and 8S"
        raise ValueError(f"the deck must be the {what}, each once; got {len(cards)} cards")
    # Four cards each, one at a time from the dealer's left (S2.2): card k goes to the seat k places after him.
    dealt = HAND_SIZE * n
    first = dealer % n  # the dealer's left, 0-based
    hands: list[tuple[Card, ...]] = [()] * n
    for k in range(n):
        hands[(first + k) % n] = tuple(map(_ORDERED.__getitem__, sorted(indices[k:dealt:n])))
    leader = first + 1
    zero = (0,) * rules.sides
    return State(rules, dealer, tuple(hands), cards[dealt:], leader, (), None, leader, False, (), zero, zero)


def to_move(state: State) -> int | None:
    """The seat to move, or ``None`` when the deal is over (the one way a finished deal is told)."""
    return state.turn


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move of the seat to move, plays in hand order, then ``Stop`` when the leader may stop.

    In turn, any card of the hand (S3.1, S3.2). The leader after a full round: the cards of the led rank and
    the sevens, then ``Stop`` (S3.4). Empty when the deal is over.
    """
    seat = state.turn
    if seat is None:
        return ()
    hand = state.hands[seat - 1]
    if state.choosing:
        return (*map(_PLAYS.__getitem__, continuations(hand, state.trick[0].card.rank)), _STOP)
    return tuple(map(_PLAYS.__getitem__, hand))


def illegal_reason(
    move: Move, seat: int, turn: int | None, hand: Sequence[Card], leader: int, led: Rank | None, choosing: bool
) -> str | None:
    """Why ``seat`` may not make ``move`` now, in player terms, or ``None`` when it is legal.

    ``turn``: the seat to move (None when the deal is over); ``hand``: ``seat``'s cards; ``leader``: the current
    trick's leader; ``led``: its led rank (None before the lead); ``choosing``: the leader is choosing to
    continue or stop (S3.4).
    """
    if turn is None:
        return _("the deal is over")
    if isinstance(move, Stop):
        if seat != leader:
            return _("only the leader may stop")
        if choosing:
            return None
        if led is not None:
            return _("you may stop only when every player has played to this round")
        return _("you lead: play a card to start the trick")
    if seat != turn:
        return _("it is not your turn")
    if not isinstance(move, Play):
        return _("{move} is not a Semerka move").format(move=move)
    if move.card not in hand:
        return _("{card} is not in your hand").format(card=move.card)
    if choosing and led is not None and not beats(move.card, led):
        return continue_reason(led)
    return None


def apply(state: State, move: Move) -> State:
    """The state after the seat to move makes ``move``. Rules S3, S4, S6.

    A card joins the trick and may change its holder (S3.2, S3.3). After a full round the leader is asked to
    continue or stop, unless he cannot continue: then the trick ends at once (S3.4, S3.5). A trick that ends goes
    to its holder, the players draw (S4.1) and the winner leads (S4.2). With ``burning`` on, a fourth card of one
    rank in a row ends the deal (S6). Raises :class:`IllegalMove` with a reason in player terms.
    """
    seat = state.turn
    trick = state.trick
    if type(move) is Stop:
        if not state.choosing or state.holder is None:
            raise IllegalMove(_illegal(state, move))
        return end_trick(state, state.hands, trick, state.holder, stopped=True)
    card = move.card if type(move) is Play else None
    if seat is not None and card is not None and card not in state.hands[seat - 1]:
        raise NotInHand(_("{card} is not in your hand").format(card=card), card)
    if seat is None or card is None:
        raise IllegalMove(_illegal(state, move))
    hand = state.hands[seat - 1]
    holder = state.holder  # None exactly while the trick is empty
    if holder is None:
        holder = seat  # S3.3: the led card counts
    else:
        led = trick[0].card.rank
        if beats(card, led):
            holder = seat  # S3.3
        elif state.choosing:
            raise IllegalMove(continue_reason(led))  # S3.4
    hands = state.hands
    index = seat - 1
    at = hand.index(card)
    hands = (*hands[:index], hand[:at] + hand[at + 1 :], *hands[index + 1 :])
    trick = (*trick, Played(seat, card))
    rules = state.rules
    n = rules.players
    if rules.burning and is_burn(trick):
        return _during_trick(state, hands, trick, holder, turn=None, choosing=False, burner=seat)  # S6.2
    if len(trick) % n:
        return _during_trick(state, hands, trick, holder, turn=seat % n + 1, choosing=False)
    leader = state.leader
    if can_continue(rules, leader, holder, hands[leader - 1], trick[0].card.rank):
        return _during_trick(state, hands, trick, holder, turn=leader, choosing=True)
    return end_trick(state, hands, trick, holder, stopped=False)


def _during_trick(
    state: State, hands: tuple[tuple[Card, ...], ...], trick: tuple[Played, ...], holder: int | None,
    turn: int | None, choosing: bool, burner: int | None = None,
) -> State:  # fmt: skip
    """``state`` with the trick still on the table. Positional on purpose: it is the hot path of playouts."""
    return State(
        state.rules, state.dealer, hands, state.stock, state.leader, trick, holder, turn, choosing, state.tricks,
        state.points, state.won, burner,
    )  # fmt: skip


def _illegal(state: State, move: Move) -> str:
    seat = state.turn
    if seat is None:
        return _("the deal is over")
    led = state.trick[0].card.rank if state.trick else None
    reason = illegal_reason(move, seat, seat, state.hands[seat - 1], state.leader, led, state.choosing)
    return reason or _("{move} is not legal now").format(move=move)
