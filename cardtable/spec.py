"""A game is one spec: everything the table needs to play, replay, simulate and explain a game.

A game package exposes one :class:`GameSpec` and registers it as a Python entry point in the group
``cardtable.games`` (see :mod:`cardtable.registry`); its console script is the spec's :meth:`GameSpec.main`::

    [project.entry-points."cardtable.games"]
    leopard = "leopard.spec:SPEC"
    [project.scripts]
    leopard = "leopard.spec:SPEC.main"

A spec names its heavy parts (engine, screens, bots, replay view, rules text) as ``"module:attribute"`` strings,
loaded on first use, so that reading every registered spec (``--help``, the registry) imports no engine.
"""

from __future__ import annotations

import importlib
import sys
from collections import namedtuple
from collections.abc import Callable

# Every command reads a spec first, replay --json included: typing (and a Protocol and a typed NamedTuple, slow to
# make) are for the type checker only, which takes this name as true.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any, NamedTuple, Protocol

    from rich.console import Console, RenderableType

    from cardtable.game import AnyGame
    from cardtable.records import ReplayedMatch
    from cardtable.table.coach import Course
    from cardtable.terminal.screens import GameScreens

    class ReplayView(Protocol):
        """What a game's replay view module offers the ``replay`` command (a module satisfies it)."""

        def replay_summary(self, match: ReplayedMatch) -> RenderableType:
            """The match for people: every deal and the result (Rich)."""
            ...

        def replay_json(self, match: ReplayedMatch) -> dict[str, Any]:
            """The object ``replay --json`` prints (JSON values only; design "Records")."""
            ...

    class RuleOption(NamedTuple):
        name: str
        default: int | str | bool
        choices: tuple[int | str | bool, ...]
        help: str = ""
        meanings: tuple[str, ...] = ()

else:
    RuleOption = namedtuple("RuleOption", ("name", "default", "choices", "help", "meanings"), defaults=("", ()))

RuleOption.__doc__ = """One rules option of a game, as ``--option NAME=VALUE``, a config file and a record name it: a
named tuple. ``name``; ``default`` (a JSON value: int, str or bool); ``choices``: the values allowed, default
first; ``help``: one short phrase, translated when shown (a message id of the table's catalog), for a true or false
option what true does; ``meanings``: what each of ``choices`` means, in their order, one short phrase each (message
ids; empty for a true-or-false option or one that takes any number)."""

__all__ = ["GameSpec", "RuleOption", "load"]


def load(target: str) -> Any:
    """The object named ``"package.module:attribute"`` (imported now). Raises ``ImportError`` or
    ``AttributeError`` when it does not exist."""
    module, _, attribute = target.partition(":")
    value: Any = importlib.import_module(module)
    for part in attribute.split(".") if attribute else ():
        value = getattr(value, part)
    return value


class GameSpec:
    """One game, as the table knows it.

    ``name``: lower case, as records and commands write it (``"leopard"``); ``title``: as players read it
    (``"Leopard"``); ``summary``: the command group's help, one sentence (a message id, translated when shown);
    ``engine``: ``"module:attribute"`` of the :class:`~cardtable.game.Game` object; ``screens``: of a factory
    ``(console) -> GameScreens``; ``bots``: a module that registers the game's bot levels when imported, or None
    (only ``random``); ``replay_view``: a module with ``replay_summary(match)`` and ``replay_json(match)`` (:class:`ReplayView`);
    ``rules_text``: of a function returning the rules as Markdown in the current language; ``default_players``:
    seats when nobody says (None: the engine's least); ``options``: the rules options (:class:`RuleOption`);
    ``language_variable``: the environment variable that chooses the language (``LEOPARD_LANG``);
    ``translations``: a folder of gettext catalogs of the game's own messages (domain = ``name``), or None;
    ``lessons``: of the game's course for ``learn`` (:class:`cardtable.table.coach.Course`), or None (no
    ``learn`` command); ``quick_replay``: of the game's rules as plain numbers for ``replay FILE --json``
    (:class:`cardtable.quick_replay.QuickGame`), or None (the engine replays it).
    """

    # A plain class, not a dataclass: every command's start-up reads a spec, and making a dataclass costs more
    # than all the rest of this module.
    __slots__ = (
        "name", "title", "summary", "engine", "screens", "replay_view", "rules_text", "bots", "default_players",
        "options", "language_variable", "translations", "lessons", "quick_replay", "_cache",
    )  # fmt: skip

    def __init__(
        self,
        name: str,
        title: str,
        summary: str,
        engine: str,
        screens: str,
        replay_view: str,
        rules_text: str,
        bots: str | None = None,
        default_players: int | None = None,
        options: tuple[RuleOption, ...] = (),
        language_variable: str = "",
        translations: Path | None = None,
        lessons: str | None = None,
        quick_replay: str | None = None,
    ) -> None:
        self.name = name
        self.title = title
        self.summary = summary
        self.engine = engine
        self.screens = screens
        self.replay_view = replay_view
        self.rules_text = rules_text
        self.bots = bots
        self.default_players = default_players
        self.options = options
        self.language_variable = language_variable
        self.translations = translations
        self.lessons = lessons
        self.quick_replay = quick_replay
        self._cache: dict[str, Any] = {}

    def __repr__(self) -> str:
        return f"GameSpec(name={self.name!r}, engine={self.engine!r})"

    def _load(self, key: str, target: str) -> Any:
        if key not in self._cache:
            self._cache[key] = load(target)
        return self._cache[key]

    @property
    def variable(self) -> str:
        """The language variable: ``language_variable``, or ``NAME_LANG``."""
        return self.language_variable or f"{self.name.upper()}_LANG"

    def game(self) -> AnyGame:
        """The rules engine (imported on first use)."""
        game: AnyGame = self._load("engine", self.engine)
        return game

    def load_bots(self) -> None:
        """Import the module that registers the game's bot levels (once)."""
        if self.bots is not None:
            self._load("bots", self.bots)

    def make_screens(self, console: Console) -> GameScreens:
        """The game's screens for ``console``."""
        factory: Callable[[Console], GameScreens] = self._load("screens", self.screens)
        return factory(console)

    def replay_module(self) -> ReplayView:
        """The module with ``replay_summary(match)`` and ``replay_json(match)`` (imported on first use)."""
        view: ReplayView = self._load("replay_view", self.replay_view)
        return view

    def course(self) -> Course:
        """The course of the guided first deal (imported on first use). Raises ``LookupError`` when the game
        has none."""
        if self.lessons is None:
            raise LookupError(f"{self.title} has no lessons")
        course: Course = self._load("lessons", self.lessons)
        return course

    def rules_markdown(self) -> str:
        """The rules as Markdown in the current language."""
        text: Callable[[], str] = self._load("rules_text", self.rules_text)
        return text()

    def players_by_default(self) -> int:
        """Seats when neither ``--players`` nor a config names them."""
        return self.default_players or self.game().min_players

    def main(self) -> None:
        """The game's console script: choose the language, build the command group and run it.

        ``replay FILE --json``, the form programs call, is answered before Click is imported (start-up is most of
        its time). Any other form, and a record that fails to read, goes through the command group, which gives
        the one-line error in the player's language."""
        args = sys.argv[1:]
        if len(args) == 3 and args[0] == "replay" and "--json" in args[1:]:
            file = args[2] if args[1] == "--json" else args[1]
            if not file.startswith("-") and self._replay_json(file):
                return
        from cardtable.cli.group import run

        run(self)

    def _replay_json(self, file: str) -> bool:
        """Print ``replay FILE --json``'s object and return True, or return False (printing nothing) when the
        record does not read. A game with a ``quick_replay`` answers first, loading neither its engine nor the
        record model (:mod:`cardtable.quick_replay`); whatever that does not take is read the one full way."""
        import json

        if self.quick_replay is not None:
            from cardtable.quick_replay import replay_json

            found = replay_json(file, self._load("quick_replay", self.quick_replay))
            if found is not None:
                sys.stdout.write(json.dumps(found, ensure_ascii=False) + "\n")
                return True
        from cardtable.records import RecordError, load_match

        try:
            match = load_match(file, self.game())
        except RecordError:
            return False
        sys.stdout.write(json.dumps(self.replay_module().replay_json(match), ensure_ascii=False) + "\n")
        return True
