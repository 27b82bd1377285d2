"""Tricks: which card beats, who holds a trick, who may continue one, how one ends, the draw that follows, and
burning (rules S3.2-S3.5, S4, S5.1, S6).

The one place each of these questions is answered: the engine, the playout tables, the screens and the bots all
ask here (:func:`beats`, :func:`holding_index`, :func:`continuations`, :func:`card_value`).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import Card, Rank, piquet_deck
from cardtable.i18n import _
from semerka.rules.types import Played, Rules, State, Trick

__all__ = [
    "HAND_ORDER",
    "beats",
    "can_continue",
    "card_points",
    "card_value",
    "continuations",
    "continue_reason",
    "end_trick",
    "forced_stop_reason",
    "holding_index",
    "is_burn",
]

HAND_SIZE = 4
LAST_TRICK_BONUS = 10  # S5.1
_SEVEN = Rank.SEVEN
# Hands are kept in deck order (suit by suit, 7..A), so equal hands are equal tuples.
HAND_ORDER = {card: index for index, card in enumerate(piquet_deck())}
_POINTS = {card: 10 if card.rank in (Rank.ACE, Rank.TEN) else 0 for card in piquet_deck()}


def card_value(card: Card) -> int:
    """Points of one card in a side's tricks: 10 for an ace or a ten, else 0 (S5.1)."""
    return _POINTS[card]


def card_points(cards: Sequence[Card]) -> int:
    """Points of ``cards``: 10 for each ace and each ten (S5.1)."""
    return sum(map(_POINTS.__getitem__, cards))


def beats(card: Card, led: Rank) -> bool:
    """Whether ``card`` beats a trick whose led rank is ``led`` (S3.2): a card of rank ``led`` or a seven (sevens
    are wild, so when a seven is led only sevens beat). A card that beats takes the hold of the trick (S3.3)."""
    return card.rank is led or card.rank is _SEVEN


def holding_index(plays: Sequence[Played]) -> int | None:
    """The index (0-based) in ``plays``, a trick's cards in play order, of the card that holds it: the last card
    that beats, the led card counting (S3.3); so ``plays[index].seat`` is the holder. None when ``plays`` is
    empty."""
    if not plays:
        return None
    led = plays[0].card.rank
    held = 0
    for index in range(1, len(plays)):
        if beats(plays[index].card, led):
            held = index
    return held


def continuations(hand: Sequence[Card], led: Rank) -> tuple[Card, ...]:
    """The cards of ``hand`` that may continue a trick led with rank ``led`` (S3.4): the cards that beat it, of
    rank ``led`` or sevens, in the order of ``hand``."""
    return tuple(card for card in hand if beats(card, led))


def can_continue(rules: Rules, leader: int, holder: int, hand: Sequence[Card], led: Rank) -> bool:
    """Whether the ``leader`` may continue the trick after a full round (S3.4): he holds a card of the led rank
    ``led`` or a seven and, with ``continue_only_when_losing``, an opponent holds the trick (S3.5)."""
    if rules.continue_only_when_losing and rules.side_of(holder) == rules.side_of(leader):
        return False
    return any(beats(card, led) for card in hand)


def _rank_word(rank: Rank) -> str:
    return {
        Rank.SEVEN: _("a seven"),
        Rank.EIGHT: _("an eight"),
        Rank.NINE: _("a nine"),
        Rank.TEN: _("a ten"),
        Rank.JACK: _("a jack"),
        Rank.QUEEN: _("a queen"),
        Rank.KING: _("a king"),
        Rank.ACE: _("an ace"),
    }.get(rank, rank.label)


def continue_reason(led: Rank) -> str:
    """The player's message when a card cannot continue a trick led with ``led`` (S3.4)."""
    if led is _SEVEN:
        return _("to continue the trick you need a seven")
    return _("to continue the trick you need {rank} or a seven").format(rank=_rank_word(led))


def forced_stop_reason(rules: Rules, leader: int, holder: int, hand: Sequence[Card], led: Rank) -> str | None:
    """Why the ``leader`` could not continue a trick after a full round, in player terms, or ``None`` when he
    could (S3.4, S3.5). The engine ends such a trick by itself; a screen may show this reason."""
    if not hand:
        return _("you have no cards left")
    if rules.continue_only_when_losing and rules.side_of(holder) == rules.side_of(leader):
        return _("you may continue only while the opponents hold the trick")
    if not continuations(hand, led):
        return continue_reason(led)
    return None


def is_burn(trick: Sequence[Played]) -> bool:
    """Whether the trick's last four cards have one rank (S6.1: sevens count only as sevens)."""
    if len(trick) < 4:
        return False
    rank = trick[-1].card.rank
    return trick[-2].card.rank is rank and trick[-3].card.rank is rank and trick[-4].card.rank is rank


def end_trick(state: State, hands: tuple[tuple[Card, ...], ...], trick: tuple[Played, ...], holder: int,
              stopped: bool) -> State:  # fmt: skip
    """The state after the current trick ``trick`` ends with ``holder`` winning it and ``hands`` in hand.

    The holder's side takes the cards and their points (S3.4, S5.1); while the stock lasts every player draws,
    one card at a time, the winner first, round and round (S4.1); the winner leads next (S4.2). The trick that
    takes the last cards is worth 10 more (S4.3, S5.1) and ends the deal.
    """
    rules = state.rules
    n = rules.players
    stock = state.stock
    need = HAND_SIZE - len(hands[0])  # hands are always equal (S3.6)
    each = min(need, len(stock) // n)
    if each:
        drawn = [list(hand) for hand in hands]
        for index in range(each * n):
            drawn[(holder - 1 + index) % n].append(stock[index])
        hands = tuple(tuple(sorted(hand, key=HAND_ORDER.__getitem__)) for hand in drawn)
        stock = stock[each * n :]
    points = sum(_POINTS[played.card] for played in trick)
    last = not hands[0]
    side = rules.side_of(holder) - 1
    won = state.won
    score = state.points
    gain = points + LAST_TRICK_BONUS if last else points
    return State(
        rules,
        state.dealer,
        hands,
        stock,
        holder,
        (),
        None,
        None if last else holder,
        False,
        (*state.tricks, Trick(state.leader, trick, holder, stopped, points, each)),
        (*score[:side], score[side] + gain, *score[side + 1 :]),
        (*won[:side], won[side] + 1, *won[side + 1 :]),
    )
