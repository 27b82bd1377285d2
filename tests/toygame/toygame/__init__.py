"""Toy Tricks: a small trick-taking game (rules in ``rules_text.md``) that plugs into the card table with no
change to it. ``toygame.rules`` is the engine, ``toygame.screens`` its terminal screens, ``toygame.replay_view``
what ``replay`` prints and ``toygame.spec`` the :class:`~cardtable.spec.GameSpec` the table finds."""
