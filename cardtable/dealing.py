"""Shuffling and dealing for any game: pure functions over card sequences and a given ``random.Random``.

The table shuffles a deck with the match's generator and the engine deals it (the deck order is an input to
``deal``); a bot's search deals the cards its seat has not seen at random to imagine a full deal
(``resample``). Nothing here does I/O or touches the global random generator.

Seats are numbered 1..n clockwise; the dealer's left is the next seat clockwise (``dealer % n + 1``), who gets
the first card.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence

from cardtable.cards import Card

__all__ = ["deal_round_robin", "deal_unseen", "resample_hands", "shuffled", "unseen_cards"]


def shuffled(deck: Sequence[Card], rng: random.Random) -> tuple[Card, ...]:
    """A shuffled copy of ``deck`` (top first), shuffled by ``rng`` exactly as ``rng.shuffle`` shuffles a list
    (so a seed gives the same order as ever)."""
    cards = list(deck)
    rng.shuffle(cards)
    return tuple(cards)


def deal_round_robin(
    deck: Sequence[Card], players: int, dealer: int, cards_each: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Deal ``cards_each`` cards to each of ``players`` seats from ``deck`` (top first), one at a time, starting
    with the dealer's left: the hands (seat 1 first, each in the order its cards were dealt) and the rest of the
    deck (top first). Raises ``ValueError`` when ``dealer`` is not a seat or the deck is too short."""
    if players < 1 or not 1 <= dealer <= players:
        raise ValueError(f"dealer must be a seat from 1 to {players}, not {dealer!r}")
    if cards_each < 0 or cards_each * players > len(deck):
        raise ValueError(f"{len(deck)} cards cannot give {players} players {cards_each} cards each")
    dealt = tuple(deck[: cards_each * players])
    first = dealer % players + 1
    # Card i (0-based) goes to the seat i places after the dealer's left.
    hands = tuple(dealt[(seat - first) % players :: players] for seat in range(1, players + 1))
    return hands, tuple(deck[cards_each * players :])


def deal_unseen(
    unseen: Sequence[Card], sizes: Sequence[int], rng: random.Random
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The cards a seat has not seen, dealt at random: ``unseen`` shuffled by ``rng`` (as :func:`shuffled`), then
    cut into hands of ``sizes`` in order (one entry per hand to fill, e.g. the other seats'), the rest being the
    stock. Raises ``ValueError`` when a size is negative or the sizes need more cards than there are."""
    if any(size < 0 for size in sizes) or sum(sizes) > len(unseen):
        raise ValueError(f"{len(unseen)} unseen cards cannot fill hands of {list(sizes)} cards")
    cards = shuffled(unseen, rng)
    hands = []
    taken = 0
    for size in sizes:
        hands.append(cards[taken : taken + size])
        taken += size
    return tuple(hands), cards[taken:]


def unseen_cards(deck: Sequence[Card], seen: Iterable[Card]) -> list[Card]:
    """The cards of ``deck`` left once each card of ``seen`` is taken out (as a multiset: a card seen once
    takes out one copy). In deck order, except that the copies of a card stand together, at its first place
    (the order ``collections.Counter.elements`` gives, which the games' resampling has always shuffled, so a
    seed keeps giving the same deals). Cards of ``seen`` not in ``deck`` are ignored."""
    counts = Counter(deck)
    counts.subtract(seen)
    return list(counts.elements())


def resample_hands(
    seat: int, hand: Sequence[Card], hand_sizes: Sequence[int], unseen: Sequence[Card], rng: random.Random
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Every hand of a deal as one seat might imagine it, for a game's ``resample``: ``seat`` (1-based) keeps its
    own ``hand``, and the other seats get ``hand_sizes[other - 1]`` cards each of ``unseen`` dealt at random by
    ``rng`` (as :func:`deal_unseen` deals them, seat 1 first); the rest is the stock. Returns the hands (seat 1
    first) and the stock (top first). Raises ``ValueError`` when the other hands need more cards than there are;
    whether the stock has the size the observation says is the game's check."""
    if not 1 <= seat <= len(hand_sizes):
        raise ValueError(f"seat must be from 1 to {len(hand_sizes)}, not {seat!r}")
    others = [size for other, size in enumerate(hand_sizes, start=1) if other != seat]
    dealt, stock = deal_unseen(unseen, others, rng)
    rest = iter(dealt)
    hands = tuple(tuple(hand) if other == seat else next(rest) for other in range(1, len(hand_sizes) + 1))
    return hands, stock
