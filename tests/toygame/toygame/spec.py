"""Toy Tricks as the card table knows it: one :class:`~cardtable.spec.GameSpec`, registered as the entry point
``toygame`` of the group ``cardtable.games``; ``SPEC.main`` is the ``toygame`` command."""

from __future__ import annotations

from cardtable.spec import GameSpec, RuleOption

__all__ = ["SPEC"]

SPEC = GameSpec(
    name="toygame",
    title="Toy Tricks",
    summary="Toy Tricks: follow suit, the highest card takes the trick.",
    engine="toygame.rules:GAME",
    screens="toygame.screens:ToyScreens",
    replay_view="toygame.replay_view",
    rules_text="toygame.screens:rules_text",
    options=(RuleOption("trumps", False, (False, True), "hearts are trumps"),),
)
