"""Every text form of a Leopard card and move as players read them: on the screens, in messages and in the list
of moves. The canonical form that records store and players may always type is the engine's
(:mod:`leopard.rules.notation`, rules L9); this module only dresses it for reading.

- plain: ``7♥``, ``Д♦`` — rank in the interface's language and suit symbol (:func:`card_name`);
- Rich: the same, red or black (L1.1) (:func:`card_text`), a hand's numbered card, a cell's face-down or empty
  look;
- typed: canonical notation with each card and word as a player types it in the interface's language —
  ``JC@2:5``, ``out``; in Russian ``Вт@2:5``, ``закончить`` (:func:`card_typed`, :func:`move_typed`,
  :func:`localized`). It still parses at the prompt (:mod:`leopard.reading`).
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text

from cardtable.cards import Card, Rank, card_label, localize_notation, rank_label, suit_colour
from cardtable.display import symbol
from cardtable.i18n import pgettext

from leopard.rules import Answer, Draw, GoOut, Move, Observation, format_move
from leopard.rules.placing import a_rank

__all__ = [
    "a_rank",
    "card_name",
    "card_text",
    "card_typed",
    "cards_text",
    "empty_cell_text",
    "face_down_card_text",
    "face_down_text",
    "localized",
    "move_typed",
    "numbered_card",
]

RED = "bold red"
BLACK = "bold"


def card_name(card: Card) -> str:
    """``card`` as plain text on the screens: ``7♥``, ``10♠``; in Russian ``Д♦`` (L9.1)."""
    return card_label(card)


def card_text(card: Card, *, bold: bool = True) -> Text:
    """``card`` as :func:`card_name` gives it, red or black (L1.1): bold on the play screens; without ``bold``
    red or the terminal's plain colour (the replay summary)."""
    colour = suit_colour(card.suit)  # red or black, or the four-colour deck's (cardtable.display)
    return Text(card_name(card), style=f"bold {colour}".strip() if bold else colour)


def cards_text(cards: Iterable[Card], separator: str = " ") -> Text:
    """``cards`` in order as :func:`card_text` gives each, ``separator`` between them: ``8♣ 6♥``."""
    parts: list[Text | str] = []
    for index, card in enumerate(cards):
        if index:
            parts.append(separator)
        parts.append(card_text(card))
    return Text.assemble(*parts)


def numbered_card(number: int, card: Card) -> Text:
    """A card of the hand with the number a player may type for it, dimmed and in brackets so that it cannot be
    taken for a rank: ``[3] 7♦``."""
    return Text.assemble((f"[{number}] ", "dim"), card_text(card))


def face_down_text(card: Card) -> Text:
    """A Jack or Queen lying face down on a cell, as the play screens show it: ``J↓``, ``Q↓`` (L5.4, L5.5);
    ``Jv`` under the ``ascii`` display setting."""
    return Text(rank_label(card.rank) + symbol("↓", "v"), style="yellow")


def face_down_card_text(card: Card) -> Text:
    """A face-down Jack or Queen as the replay summary shows it, where every card is public: ``[J♠]``."""
    return Text("[", style="dim") + card_text(card, bold=False) + Text("]", style="dim")


def empty_cell_text(cell: int) -> Text:
    """An empty cell (1-9): the rank it waits for, dimmed (L2.1, L5.1); ``A`` for cell 1."""
    return Text(rank_label(Rank(cell)), style="dim")


def card_typed(card: Card) -> str:
    """``card`` as a player types it in the interface's language: ``QD``; in Russian ``Дб`` (L9.1)."""
    return localize_notation(str(card))


def move_typed(move: Move, obs: Observation) -> str:
    """``move`` of the observing seat as the player types it at the prompt: canonical notation (L9.2) with each
    card as :func:`card_typed` writes it, ``JC@2:5``, and the words in the interface's language, ``out``; in
    Russian ``Вт@2:5``, ``закончить`` (the prompt reads either language's)."""
    if isinstance(move, GoOut):
        return pgettext("typed move", "out")
    if isinstance(move, Draw):
        return pgettext("typed move", "draw")
    if isinstance(move, Answer):
        return pgettext("typed move", "yes") if move.agree else pgettext("typed move", "no")
    return localize_notation(format_move(move, obs))


def localized(message: str) -> str:
    """``message`` (an engine's error or a hint) with the canonical notation in it written as the interface's
    language types it (:func:`card_typed`)."""
    return localize_notation(message)
