"""Every text form of a Semerka card and move as screens and messages show them, in the current language.

Three forms, each in English or Russian as the language is set (``cardtable.i18n``):

- shown (plain ``str``): rank and suit symbol, ``9♥``, ``10♠``, ``Д♦`` in Russian; ``stop`` / ``стоп``;
- Rich (:class:`~rich.text.Text`): the shown form coloured red or black (or a four-colour deck's colours), for
  the screens;
- typed: as a player types it at the prompt, ``QD``, in Russian ``Дб``; ``stop`` / ``стоп``.

The canonical notation of records and the game log (S8.1, S8.2: ``9H``, ``stop``) is the engine's,
:mod:`semerka.rules.notation`; this module is for people, so it may use Rich and must not be used in records.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text

from cardtable.cards import Card, Rank, card_label, card_typed, localize_notation, suit_colour
from cardtable.i18n import _, pgettext
from semerka.rules import Move, Stop

__all__ = [
    "BLACK",
    "RED",
    "card_text",
    "cards_shown",
    "cards_typed",
    "fourth_in_a_row",
    "message_cards",
    "move_shown",
    "move_text",
    "rank_name",
    "stop_word",
]

RED = "bold red"
BLACK = "bold"


def card_text(card: Card, style: str = "") -> Text:
    """``card`` as rank and suit symbol, red or black (:data:`RED`, :data:`BLACK`), or in the four-colour deck's
    colours (:func:`~cardtable.cards.suit_colour`): ``9♥``, ``10♠``; ``style`` is added (e.g. a highlight)."""
    colour = " ".join(filter(None, ("bold", suit_colour(card.suit), style)))
    return Text(card_label(card), style=colour)


def cards_shown(cards: Iterable[Card]) -> str:
    """``cards`` as screens show them, one space apart: ``"9♥ 7♠"``."""
    return " ".join(map(card_label, cards))


def cards_typed(cards: Iterable[Card]) -> str:
    """``cards`` as a player would type them, one space apart: ``"9H 7S"`` (Russian ``"9ч 7п"``)."""
    return " ".join(map(card_typed, cards))


def stop_word() -> str:
    """The word a leader types to stop a trick (S3.4, S8.2), in the current language: ``stop`` / ``стоп``."""
    return pgettext("a word typed to stop a trick", "stop")


def move_shown(move: Move) -> str:
    """``move`` as screens show it: the card, ``9♥``, or the stop word (S8.2)."""
    return stop_word() if isinstance(move, Stop) else card_label(move.card)


def move_text(move: Move) -> Text:
    """``move`` in Rich: the coloured card (:func:`card_text`) or the stop word in bold (S8.2)."""
    return Text(stop_word(), style="bold") if isinstance(move, Stop) else card_text(move.card)


def message_cards(text: str) -> str:
    """An engine message (e.g. an :class:`~cardtable.game.IllegalMove` reason) with every card in it written as the
    player types it: ``9H is not in your hand`` stays so in English and reads ``9ч …`` in Russian."""
    return localize_notation(text)


def fourth_in_a_row(rank: Rank) -> str:
    """``"the fourth nine in a row"``, the card that burns the deal (S6.1), as the object of "played": Russian
    inflects it (``"четвёртую девятку подряд"``, ``"четвёртого туза подряд"``), so it is one phrase per rank."""
    phrases = {
        Rank.SEVEN: _("the fourth seven in a row"),
        Rank.EIGHT: _("the fourth eight in a row"),
        Rank.NINE: _("the fourth nine in a row"),
        Rank.TEN: _("the fourth ten in a row"),
        Rank.JACK: _("the fourth jack in a row"),
        Rank.QUEEN: _("the fourth queen in a row"),
        Rank.KING: _("the fourth king in a row"),
        Rank.ACE: _("the fourth ace in a row"),
    }
    return phrases[rank]


def rank_name(rank: Rank, plural: bool = False) -> str:
    """``"nine"`` / ``"nines"``: the rank's name, used for the led rank (S3.1)."""
    names = {
        Rank.SEVEN: (_("seven"), _("sevens")),
        Rank.EIGHT: (_("eight"), _("eights")),
        Rank.NINE: (_("nine"), _("nines")),
        Rank.TEN: (_("ten"), _("tens")),
        Rank.JACK: (_("jack"), _("jacks")),
        Rank.QUEEN: (_("queen"), _("queens")),
        Rank.KING: (_("king"), _("kings")),
        Rank.ACE: (_("ace"), _("aces")),
    }
    return names[rank][1 if plural else 0]
