"""The ``replay FILE [--json]`` command both games share: read and check a record, play it through the
game's engine, then print a readable summary (Rich) or one JSON object (design "Records").

A bad record exits with status 1 and one line on stderr, ``Error: FILE: problem``, never a traceback.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.game import AnyGame
from cardtable.i18n import _
from cardtable.records import RecordError, ReplayedDeal, ReplayedMatch, load_match
from cardtable.seating import level_marker, local_name

if TYPE_CHECKING:  # Rich is imported only to print a summary: --json never needs it, nor Click the views
    import click
    from rich.console import RenderableType
    from rich.text import Text

__all__ = ["match_json", "match_result", "replay_command", "side_members", "side_names"]


def side_names(match: ReplayedMatch, game: AnyGame, levels: bool = False) -> tuple[str, ...]:
    """A name for each side of ``match`` (side 1 first): the seat's player name, or the partners' names
    joined with " & " (seats in order) when a side has several seats. ``levels``: each computer player's level
    after its name, as the table shows it (``"Anna & Player 3 · greedy"``, :func:`~cardtable.seating.level_marker`)."""
    return tuple(
        " & ".join(name + (marker if levels else "") for name, marker in members)
        for members in side_members(match, game)
    )


def side_members(match: ReplayedMatch, game: AnyGame) -> tuple[tuple[tuple[str, str], ...], ...]:
    """The players of each side of ``match`` (side 1 first), seats in order: each a name (a seat's default name in
    the interface's language, :func:`~cardtable.seating.local_name`) and what follows it for a
    computer player, its level (``("Player 3", " · greedy")``, :func:`~cardtable.seating.level_marker`; ``""``
    for a person)."""
    members: dict[int, list[tuple[str, str]]] = {}
    for seat, info in enumerate(match.record.seats, start=1):
        members.setdefault(game.side_of(match.rules, seat), []).append((local_name(info.name), level_marker(info.bot)))
    return tuple(tuple(members[side]) for side in sorted(members))


def match_result(match: ReplayedMatch, names: Sequence[str], unit: Callable[[int], str]) -> Text:
    """The match's standing as two lines: the totals per side (``unit(n)`` gives ``"12 points"``), then the
    winner, a shared win, or that the match is not over."""
    from rich.text import Text

    totals = ", ".join(
        _("{side}: {score}").format(side=name, score=unit(total)) for name, total in zip(names, match.status.totals)
    )  # "Anna & Vera: 6 game points": the score apart from a name that may end in a number (Player 3)
    text = Text(_("Totals: {totals}").format(totals=totals) + "\n")
    status = match.status
    if status.finished and status.winner is not None:
        text.append(_("Winner: {name}").format(name=names[status.winner - 1]), style="bold")
    elif status.finished:
        shared = _(" and ").join(names[side - 1] for side in status.winners)
        text.append(_("Shared win: {names}").format(names=shared), style="bold")
    else:
        text.append(_("The match is not finished."))
    return text


def match_json(
    match: ReplayedMatch, game: AnyGame, deal_json: Callable[[ReplayedDeal], dict[str, Any]]
) -> dict[str, Any]:
    """The ``replay --json`` object of ``match`` (design "Records"): game (its name), deals (``deal_json`` of
    each), totals (game points per side), finished, winner (the winning side, or null while unfinished or
    shared)."""
    return {
        "game": game.name,
        "deals": [deal_json(deal) for deal in match.deals],
        "totals": list(match.status.totals),
        "finished": match.status.finished,
        "winner": match.status.winner,
    }


def replay_command(
    game: AnyGame,
    summary: Callable[[ReplayedMatch], RenderableType],
    as_json: Callable[[ReplayedMatch], dict[str, Any]],
) -> click.Command:
    """A Click ``replay`` command for ``game``: ``summary`` renders a replayed match for people, ``as_json``
    gives the object ``--json`` prints (design "Records")."""
    import click

    @click.command(
        "replay",
        help=_("Replay the match saved in FILE and show how it went: every deal and the result."),
    )
    @click.argument("file", metavar=_("FILE"))
    @click.option("--json", "json_output", is_flag=True, help=_("Print the result as one JSON object."))
    def command(file: str, json_output: bool) -> None:
        try:
            match = load_match(file, game)
        except RecordError as error:  # one line, "Error: FILE: …", as every other bad file is reported
            raise click.ClickException(str(error)) from None
        if json_output:
            click.echo(json.dumps(as_json(match), ensure_ascii=False))
        else:
            from rich.console import Console

            Console(highlight=False).print(summary(match))

    return command
