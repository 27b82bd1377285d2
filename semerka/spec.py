"""Semerka as the card table knows it: one :class:`~cardtable.spec.GameSpec`, registered as the entry point
``semerka`` of the group ``cardtable.games``; ``SPEC.main`` is the ``semerka`` command."""

from __future__ import annotations

from cardtable.i18n import N_
from cardtable.spec import GameSpec, RuleOption

__all__ = ["SPEC"]

SPEC = GameSpec(
    name="semerka",
    title=N_("Semerka"),  # translated where shown (cardtable.i18n.game_title)
    summary=N_("Semerka (Seven): a trick-taking game where sevens are wild."),
    engine="semerka.rules:GAME",
    screens="semerka.play:SemerkaScreens.for_console",
    replay_view="semerka.replay_view",
    rules_text="semerka.play:rules_text",
    bots="semerka.bots",
    default_players=4,
    options=(
        RuleOption("stakes", "pagat", ("pagat", "single"), N_("What a deal is worth (S5.4).")),
        RuleOption("burning", False, (False, True), N_("Four cards of one rank in a row burn the deal (S6).")),
        RuleOption("burn_value", 3, (), N_("Game points for a burn (S6.2).")),
        RuleOption(
            "continue_only_when_losing", False, (False, True),
            N_("The leader may continue only while an opponent holds the trick (S3.5)."),
        ),
    ),
    language_variable="SEMERKA_LANG",
    lessons="semerka.lessons:COURSE",
    quick_replay="semerka.core:REPLAYER",
)
