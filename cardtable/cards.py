"""Cards, suits, ranks, card notation and deck builders shared by both games.

Card notation is rules L9.1 (Leopard) and S8.1 (Semerka): rank then suit, any case, English letters, suit
symbols or Russian letters. The canonical form is upper-case English with ``10`` for ten: ``7H``, ``10S``, ``QD``.
"""

from __future__ import annotations

import re
from enum import Enum, IntEnum
from typing import NamedTuple

from cardtable import display
from cardtable.i18n import _, pgettext

__all__ = [
    "Card",
    "CardError",
    "Colour",
    "Rank",
    "Suit",
    "card_label",
    "card_shaped",
    "card_typed",
    "double_deck",
    "format_card",
    "localize_notation",
    "parse_card",
    "piquet_deck",
    "rank_label",
    "suit_colour",
    "suit_letter",
    "suit_shown",
]


class Colour(Enum):
    RED = "red"
    BLACK = "black"


class Suit(IntEnum):
    """The four suits, in bridge order. Rules L1.1: diamonds and hearts are red, clubs and spades black."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """Canonical letter: ``C``, ``D``, ``H`` or ``S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """Suit symbol: ``♣``, ``♦``, ``♥`` or ``♠``."""
        return "♣♦♥♠"[self]

    @property
    def colour(self) -> Colour:
        return Colour.RED if self in (Suit.DIAMONDS, Suit.HEARTS) else Colour.BLACK


class Rank(IntEnum):
    """Ranks with their face numbers: ace 1, two to ten 2-10, jack 11, queen 12, king 13."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def label(self) -> str:
        """Canonical rank text: ``A``, ``2`` … ``10``, ``J``, ``Q``, ``K``."""
        return _RANK_LABELS[self]


_RANK_LABELS = {
    Rank.ACE: "A",
    **{Rank(n): str(n) for n in range(2, 11)},
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
}


class Card(NamedTuple):
    """One playing card; immutable and hashable.

    A named tuple rather than a dataclass so that hashing and comparing, which the engines and bots do millions
    of times, stay in C. ``str(card)`` gives the canonical notation (L9.1).
    """

    rank: Rank
    suit: Suit

    def __str__(self) -> str:
        return _RANK_LABELS[self.rank] + self.suit.letter

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def colour(self) -> Colour:
        return self.suit.colour


class CardError(ValueError):
    """Text that is not a card. The message says what is wrong, e.g. ``"1Z": unknown suit "Z"``."""


# Upper-cased input text → rank. Russian Т В Д К are ace, jack, queen, king (L9.1).
_RANK_TEXT: dict[str, Rank] = {
    "A": Rank.ACE,
    "J": Rank.JACK,
    "Q": Rank.QUEEN,
    "K": Rank.KING,
    "Т": Rank.ACE,
    "В": Rank.JACK,
    "Д": Rank.QUEEN,
    "К": Rank.KING,
    **{str(n): Rank(n) for n in range(2, 11)},
}

# Upper-cased input text → suit. Russian т б ч п are трефы, бубны, черви, пики (L9.1).
_SUIT_TEXT: dict[str, Suit] = {
    "C": Suit.CLUBS,
    "D": Suit.DIAMONDS,
    "H": Suit.HEARTS,
    "S": Suit.SPADES,
    "♣": Suit.CLUBS,
    "♦": Suit.DIAMONDS,
    "♥": Suit.HEARTS,
    "♠": Suit.SPADES,
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
    "♤": Suit.SPADES,
    "Т": Suit.CLUBS,
    "Б": Suit.DIAMONDS,
    "Ч": Suit.HEARTS,
    "П": Suit.SPADES,
}

# Emoji presentation selectors some keyboards and terminals attach to suit symbols.
_INVISIBLE = dict.fromkeys(map(ord, "\ufe0e\ufe0f"))


def parse_card(text: str) -> Card:
    """Read one card in any accepted notation (rules L9.1, S8.1).

    ``"7h"``, ``"10S"``, ``"qd"``, ``"A♠"``, ``"Дч"`` (queen of hearts) are all cards. Surrounding white space is
    ignored. Raises :class:`CardError` naming the problem; the Latin letter ``T`` is refused with a hint, since it
    looks like the Russian ``Т`` (ace).
    """
    cleaned = text.strip().translate(_INVISIBLE).upper()
    if not cleaned:
        raise CardError(_("empty card: type a rank then a suit, e.g. 7H or 10S"))
    if len(cleaned) < 2:
        raise CardError(_('"{text}": a card is a rank then a suit, e.g. 7H or 10S').format(text=text.strip()))
    rank_text, suit_text = cleaned[:-1], cleaned[-1]
    suit = _SUIT_TEXT.get(suit_text)
    if suit is None:
        raise CardError(_('"{text}": unknown suit "{suit}"').format(text=text.strip(), suit=text.strip()[-1]))
    if rank_text == "T":
        raise CardError(_('"{text}": "T" is not a rank; for a ten type 10, for an ace A').format(text=text.strip()))
    rank = _RANK_TEXT.get(rank_text)
    if rank is None:
        raise CardError(_('"{text}": unknown rank "{rank}"').format(text=text.strip(), rank=text.strip()[:-1]))
    return _CARDS[rank, suit]


def card_shaped(text: str) -> bool:
    """Whether ``text`` looks meant as one card (two or three characters, no space, a known rank or a known suit:
    ``7Z``, ``TH``, ``QX``; or a rank letter alone: ``Q``, ``Д``), so that a precise message about the card helps
    more than "not a move" (L9.1, S8.1)."""
    cleaned = text.strip().translate(_INVISIBLE).upper()
    if cleaned.isalpha() and (cleaned in _RANK_TEXT or cleaned == "T"):  # a rank without its suit
        return True
    if not 2 <= len(cleaned) <= 3 or any(char.isspace() for char in cleaned):
        return False
    return cleaned[:-1] in _RANK_TEXT or cleaned[:-1] == "T" or cleaned[-1] in _SUIT_TEXT


def format_card(card: Card) -> str:
    """Canonical notation of ``card``: ``7H``, ``10S``, ``QD`` (L9.1)."""
    return str(card)


def rank_label(rank: Rank) -> str:
    """The rank as the screens show it in the current language: ``A J Q K`` in English, ``Т В Д К`` in Russian;
    numbers stay numbers (L9.1, S8.1)."""
    faces = {
        Rank.ACE: pgettext("card rank", "A"),
        Rank.JACK: pgettext("card rank", "J"),
        Rank.QUEEN: pgettext("card rank", "Q"),
        Rank.KING: pgettext("card rank", "K"),
    }
    return faces.get(rank) or _RANK_LABELS[rank]


def suit_letter(suit: Suit) -> str:
    """The letter a player types for ``suit`` in the current language: ``C D H S``; in Russian ``т б ч п``
    (трефы, бубны, черви, пики)."""
    letters = (
        pgettext("suit letter", "C"),
        pgettext("suit letter", "D"),
        pgettext("suit letter", "H"),
        pgettext("suit letter", "S"),
    )
    return letters[suit]


def suit_shown(suit: Suit) -> str:
    """``suit`` as the screens show it: its symbol ``♣ ♦ ♥ ♠``, or with the ``ascii`` display setting
    (:mod:`cardtable.display`) the letter a player types for it in the current language (:func:`suit_letter`:
    ``C D H S``, in Russian ``т б ч п``), so that a card is typed as it is shown."""
    return suit_letter(suit) if display.current().ascii else suit.symbol


_FOUR_COLOURS = ("green", "blue", "red", "")


def suit_colour(suit: Suit) -> str:
    """The colour a card of ``suit`` is drawn in, as a Rich colour name (``""``: the terminal's own colour): red
    for diamonds and hearts (L1.1); with the ``four_colour`` display setting (:mod:`cardtable.display`) clubs
    green, diamonds blue, hearts red, spades plain."""
    if display.current().four_colour:
        return _FOUR_COLOURS[suit]
    return "red" if suit.colour is Colour.RED else ""


def card_label(card: Card) -> str:
    """``card`` as the screens show it: rank in the current language and suit symbol (``7♥``, ``10♠``, ``Q♦``;
    in Russian ``Д♦``; ``7H`` with the ``ascii`` display setting). Records keep the canonical form
    (:func:`format_card`)."""
    return rank_label(card.rank) + suit_shown(card.suit)


def card_typed(card: Card) -> str:
    """``card`` as a player would type it in the current language: ``QD``; in Russian ``Дб``. :func:`parse_card`
    reads both."""
    return rank_label(card.rank) + suit_letter(card.suit)


_NOTATION_CARD = re.compile(r"(?<![0-9A-Z])(10|[2-9AJQK])([CDHS])(?![A-Za-z])")


def localize_notation(text: str) -> str:
    """Canonical move notation (L9.2, S8.2) with every card written as :func:`card_typed` gives it: ``JC@2:5``
    becomes ``Вт@2:5`` in Russian; unchanged in English. The result still parses."""
    return _NOTATION_CARD.sub(lambda m: card_typed(parse_card(m[0])), text)


_CARDS: dict[tuple[Rank, Suit], Card] = {(r, s): Card(r, s) for s in Suit for r in Rank}


def double_deck() -> tuple[Card, ...]:
    """Two standard 52-card decks together: 104 cards, every rank and suit twice (rules L1.1), in a fixed order."""
    single = tuple(_CARDS[r, s] for s in Suit for r in Rank)
    return single + single


def piquet_deck() -> tuple[Card, ...]:
    """The 32-card deck 7 8 9 10 J Q K A in every suit (rules S1.1), in a fixed order."""
    ranks = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
    return tuple(_CARDS[r, s] for s in Suit for r in ranks)
