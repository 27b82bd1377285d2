"""The ``rules`` command both games share: print the game's rules document in the terminal (Rich Markdown),
through the pager when stdout is a terminal (:mod:`cardtable.cli.paging`), or as plain Markdown with ``--plain``.
The document follows the interface language (``rules_text.ru.md``)."""

from __future__ import annotations

from collections.abc import Callable

import click
from rich.console import Console
from rich.markdown import Markdown

from cardtable.cli.paging import page
from cardtable.i18n import _

__all__ = ["make_rules_command"]


def make_rules_command(text: Callable[[], str]) -> click.Command:
    """A Click ``rules`` command printing ``text()`` (Markdown in the current language)."""

    @click.command("rules", help=_("Print the rules of the game."))
    @click.option("--plain", is_flag=True, help=_("Print the Markdown text as it is."))
    def rules(plain: bool) -> None:
        if plain:
            click.echo(text(), nl=False)
            return
        document = Markdown(text())
        page(Console(), lambda console: console.print(document))

    return rules
