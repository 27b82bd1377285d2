"""A Click group that imports a subcommand's module only when that subcommand is used (Click's documented
lazy-loading pattern: a ``click.Group`` subclass whose ``get_command`` and ``list_commands`` load on demand).

``leopard --help`` then starts without importing the engines, the bots, the replay or the Markdown renderer:
each command is made by a factory, named as ``"module:function"``, the first time it is needed. The group's own
help lists every command with its short help, given beside the factory, so listing them loads nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

import click

__all__ = ["LazyCommand", "LazyGroup"]


class LazyCommand:
    """How to make one command: ``factory``, a function that returns the ``click.Command`` (or its name,
    ``"package.module:function"``), ``help``, the command's help text exactly as the command has it, and
    ``short_help``, the line the group's help page lists (given to the command as it is made; None: Click takes
    the help's first sentence, cut with "..." where it does not fit)."""

    __slots__ = ("factory", "help", "short_help")

    def __init__(
        self, factory: str | Callable[[], click.Command], help: str, short_help: str | None = None
    ) -> None:
        self.factory = factory
        self.help = help
        self.short_help = short_help


class LazyGroup(click.Group):
    """A ``click.Group`` with ``lazy_commands`` (name → :class:`LazyCommand`) made on first use.

    ``prepare(command)`` functions given to :meth:`on_load` run on each command as it is made (e.g. adding the
    ``--lang`` option), so a lazy command ends up as it would have been built eagerly.
    """

    def __init__(self, *args: Any, lazy_commands: Mapping[str, LazyCommand] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy_commands = dict(lazy_commands or {})
        self._prepare: list[Callable[[click.Command], None]] = []
        self._listing = False

    def on_load(self, prepare: Callable[[click.Command], None]) -> None:
        """Run ``prepare(command)`` on every command this group makes from now on."""
        self._prepare.append(prepare)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy_commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.commands or cmd_name not in self.lazy_commands:
            return super().get_command(ctx, cmd_name)
        lazy = self.lazy_commands[cmd_name]
        if self._listing:  # the group's help page needs only the short help
            return click.Command(cmd_name, help=lazy.help, short_help=lazy.short_help)
        return self.load(cmd_name)

    def load(self, name: str) -> click.Command:
        """Import and make the command ``name`` (once), then keep it like an ordinary subcommand."""
        if name in self.commands:
            return self.commands[name]
        lazy = self.lazy_commands[name]
        factory = lazy.factory
        if isinstance(factory, str):
            module_name, _, function = factory.partition(":")
            factory = getattr(importlib.import_module(module_name), function)
        command: click.Command = factory()
        if lazy.short_help is not None:
            command.short_help = lazy.short_help
        for prepare in self._prepare:
            prepare(command)
        self.add_command(command, name)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        self._listing = True
        try:
            super().format_commands(ctx, formatter)
        finally:
            self._listing = False
