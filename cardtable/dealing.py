"""Shuffling and dealing for any game: pure functions over card sequences and a given ``random.Random``.

The table shuffles a deck with the match's generator and the engine deals it (the deck order is an input to
``deal``); a bot's search deals the cards its seat has not seen at random to imagine a full deal
(``resample``). Nothing here does I/O or touches the global random generator.

Seats are numbered 1..n clockwise; the dealer's left is the next seat clockwise (``dealer % n + 1``), who gets
the first card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.cards import Card

__all__ = ["deal_round_robin", "deal_unseen", "shuffled"]


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
