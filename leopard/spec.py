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
        RuleOption(
            "suit_line", 2, (2, 3), N_("points for a line of one suit (L7.1)"),
            (N_("2 points, as in the Russian rules"), N_("3 points, as in Abbott's 2008 revision")),
        ),
        RuleOption(
            "going_out", "russian", ("russian", "abbott"), N_("the score for going out with a square worth V (L7.2)"),
            (N_("4 + 2·(V − 5), as in the Russian rules"), N_("5 + 2·(V − 5), as in Abbott's rules")),
        ),
        RuleOption(
            "stock_end", "last-card", ("last-card", "play-out"), N_("when the stock runs out (L6.2)"),
            (N_("the deal ends with the turn that drew the last card"),
             N_("play on without drawing until every hand is empty")),
        ),  # fmt: skip
    ),
    language_variable="LEOPARD_LANG",
    lessons="leopard.lessons:COURSE",
    quick_replay="leopard.rules.quick:REPLAYER",
)
