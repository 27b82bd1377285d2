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
        RuleOption(
            "stakes", "pagat", ("pagat", "single"), N_("what a deal won is worth (S5.4)"),
            (N_("1 game point, 2 if the winners took all 90 points, 3 if the losers took no trick (a burned "
                "deal scores burn_value)"),
             N_("always 1 game point for a deal won (a burned deal scores burn_value)")),
        ),  # fmt: skip
        RuleOption(
            "burning", False, (False, True),
            N_("four cards of one rank in a row in a trick burn the deal: the side that played the fourth wins it at "
               "once (S6)"),
        ),  # fmt: skip
        RuleOption("burn_value", 3, (), N_("game points a burned deal is worth, a whole number from 1 up (S6.2)")),
        RuleOption(
            "continue_only_when_losing", False, (False, True),
            N_("the leader may continue a trick only while an opponent holds it (S3.5)"),
        ),
    ),
    language_variable="SEMERKA_LANG",
    lessons="semerka.lessons:COURSE",
    quick_replay="semerka.core:REPLAYER",
)
