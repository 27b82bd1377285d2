"""Leopard as the card table knows it: one :class:`~cardtable.spec.GameSpec`, registered as the entry point
``leopard`` of the group ``cardtable.games``; ``SPEC.main`` is the ``leopard`` command."""

from __future__ import annotations

from cardtable.i18n import N_
from cardtable.spec import GameSpec, RuleOption

__all__ = ["SPEC"]

SPEC = GameSpec(
    name="leopard",
    title=N_("Leopard"),  # translated where shown (cardtable.i18n.game_title)
    summary=N_("Leopard: fill your 3×3 square with lines of one suit or one colour."),
    engine="leopard.rules:GAME",
    screens="leopard.play:LeopardScreens",
    replay_view="leopard.replay_view",
    rules_text="leopard.play:rules_text",
    bots="leopard.bots",
    options=(
        RuleOption("suit_line", 2, (2, 3), N_("Points for a line of one suit (L7.1).")),
        RuleOption("going_out", "russian", ("russian", "abbott"), N_("The score for going out (L7.2).")),
        RuleOption("stock_end", "last-card", ("last-card", "play-out"), N_("When the stock runs out (L6.2).")),
    ),
    language_variable="LEOPARD_LANG",
    lessons="leopard.lessons:COURSE",
    quick_replay="leopard.rules.quick:REPLAYER",
)
