"""The observing seat's own hand, numbered, with what it is to do (S3.1, S3.2, S3.4). The only place a hand is
drawn, and only the observing seat's."""

from __future__ import annotations

from rich.panel import Panel
from rich.text import Text

from cardtable.cards import Card, Rank
from cardtable.i18n import _
from cardtable.terminal.screens import TableView

from semerka.notation import card_text, cards_shown, rank_name
from semerka.rules import Observation
from semerka.view.names import side_style

__all__ = ["hand_panel", "numbered", "sorted_hand"]

_RANK_ORDER = {rank: index for index, rank in enumerate((7, 8, 9, 10, 11, 12, 13, 1))}


def sorted_hand(obs: Observation) -> tuple[Card, ...]:
    """The observing seat's hand by rank, 7 8 9 10 J Q K A, then suit (suits never matter, S1.1). Hand numbers are
    positions here + 1."""
    return tuple(sorted(obs.hand, key=lambda card: (_RANK_ORDER[card.rank], card.suit)))


def numbered(number: int) -> Text:
    """The number a player may type for a card of the hand, dimmed and in brackets so that it cannot be taken for
    a rank, as in every game of the table: ``[3] ``."""
    return Text(f"[{number}] ", style="dim")


def hand_panel(table: TableView, obs: Observation) -> Panel:
    """The observing seat's own hand, numbered; when it chooses to continue or stop, the cards that may continue
    stand out and the others are dimmed (S3.4)."""
    parts: list[Text | str] = []
    for number, card in enumerate(sorted_hand(obs), start=1):
        if number > 1:
            parts.append("  ")
        dim = obs.choosing and card not in obs.continue_cards
        parts += [numbered(number), card_text(card, "dim" if dim else "")]
    body = Text.assemble(*parts) if parts else Text(_("(no cards)"), style="dim")
    name = table.name(obs.seat)
    return Panel(
        body,
        title=Text(_("Your hand, {name}").format(name=name), style="bold"),
        subtitle=Text(_turn_words(obs), style="bold yellow") if obs.to_move == obs.seat else None,
        title_align="left",
        subtitle_align="left",
        border_style=side_style(table, obs.seat),
    )


def _turn_words(obs: Observation) -> str:
    """What the observing seat is to do now (S3.1, S3.2, S3.4)."""
    if obs.choosing:
        cards = cards_shown(obs.continue_cards)
        return _("your turn: stop, or continue with {cards}").format(cards=cards)
    if obs.led_rank is None:
        return _("your turn: lead any card")
    if obs.led_rank is Rank.SEVEN:
        return _("your turn: play any card (sevens beat)")
    return _("your turn: play any card ({led} and sevens beat)").format(led=rank_name(obs.led_rank, plural=True))

