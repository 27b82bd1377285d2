"""The ``analyze FILE`` command both games share: every decision of the chosen seats judged by the strong
computer player's search from that seat's own observation (:mod:`cardtable.analysis`), then a report with the
biggest mistakes drawn as their player saw them, or one JSON object (``--json``).

A bad record exits with status 1 and one line on stderr naming the file (as ``replay`` does); bad options exit 2
with one line.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence

import click
from rich.console import Console, RenderableType
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from cardtable.analysis import Analysis, DealJob, Decision, analyse_match, deal_jobs, default_seats, strong_search
from cardtable.analysis.match import MISTAKE
from cardtable.analysis.report import analysis_report
from cardtable.cli.language import LocalizedCommand
from cardtable.game import AnyGame
from cardtable.i18n import _, game_title, numbers_up_to
from cardtable.match import match_status
from cardtable.records import RecordError, ReplayedMatch, load_match
from cardtable.seating import local_name
from cardtable.terminal.review import move_worder
from cardtable.terminal.screens import GameScreens, TableView

__all__ = ["deal_table", "make_analyze_command"]


def deal_table(match: ReplayedMatch, game: AnyGame, deal: int) -> TableView:
    """What the screens showed during deal ``deal`` (1-based) of ``match``: names, seats, the deal's dealer and
    the points of the deals before it."""
    record, rules = match.record, match.rules
    points = tuple(played.points for played in match.deals[: deal - 1] if played.points is not None)
    return TableView(
        names=tuple(local_name(seat.name) for seat in record.seats),
        bots=tuple(seat.bot for seat in record.seats),
        sides=tuple(game.side_of(rules, seat) for seat in range(1, len(record.seats) + 1)),
        deal_number=deal,
        dealer=record.deals[deal - 1].dealer,
        points=points,
        status=match_status(match.settings, game.sides(rules), points, game.series_tie),
        settings=match.settings,
    )


def make_analyze_command(game: AnyGame, make_screens: Callable[[Console], GameScreens]) -> click.Command:
    """The ``analyze`` command for ``game`` (its bot levels registered); ``make_screens(console)`` gives the
    game's screens, whose turn screen draws each mistake's position."""

    @click.command(
        "analyze",
        cls=LocalizedCommand,
        help=_(
            "Judge every decision of a saved match with the strong computer player. Shows the biggest "
            "mistakes and a summary per seat."
        ),
    )
    @click.argument("file", metavar=_("FILE"))
    @click.option(
        "--seat", "seats", type=click.IntRange(min=1), multiple=True, metavar="SEAT",
        help=_("A seat to analyse (may be repeated; default: every person's seat, or every seat when no person played)."),
    )  # fmt: skip
    @click.option("--deal", type=click.IntRange(min=1), metavar="DEAL", help=_("Analyse this deal only."))
    @click.option("--json", "json_output", is_flag=True, help=_("Print the result as one JSON object."))
    @click.option(
        "--budget", type=click.IntRange(min=1), metavar="N",
        help=_("Playouts per decision (default: the strong level's)."),
    )  # fmt: skip
    @click.option(
        "--jobs", type=click.IntRange(min=1), default=1, show_default=True, metavar="N", help=_("Worker processes.")
    )
    @click.option(
        "--threshold", type=click.FloatRange(min=0), default=MISTAKE, show_default=True, metavar="POINTS",
        help=_("The loss in points from which a decision counts as a mistake."),
    )  # fmt: skip
    def command(
        file: str, seats: tuple[int, ...], deal: int | None, json_output: bool, budget: int | None, jobs: int,
        threshold: float,
    ) -> None:  # fmt: skip
        try:
            match = load_match(file, game)
        except RecordError as error:  # one line, "Error: FILE: …", as every other bad file is reported
            raise click.ClickException(str(error)) from None
        bot = strong_search(game, budget)
        if bot is None:
            raise click.ClickException(
                _("{game} has no strong computer player to analyse with.").format(game=game_title(game.name))
            )
        players = len(match.record.seats)
        for seat in seats:
            if seat > players:
                raise click.BadParameter(
                    _("{seat} is not a seat: the match has seats {seats}").format(
                        seat=seat, seats=numbers_up_to(players)
                    ),
                    param_hint="'--seat'",
                )
        count = len(match.record.deals)
        if deal is not None and deal > count:
            if count == 0:
                problem = _("the match has no deal {deal}: no deal was dealt in it")
            elif count == 1:
                problem = _("the match has no deal {deal}: it has only deal 1")
            else:
                problem = _("the match has no deal {deal}: it has deals {deals}")
            raise click.BadParameter(problem.format(deal=deal, deals=numbers_up_to(count)), param_hint="'--deal'")
        chosen = frozenset(seats) or default_seats(match)
        jobs_list = deal_jobs(match, game, bot, chosen, None if deal is None else {deal})
        decisions = _judge(jobs_list, jobs, quiet=json_output and not sys.stdout.isatty())
        analysis = Analysis(game.name, tuple(sorted(chosen)), tuple(decisions), bot.playouts, threshold)
        if json_output:
            click.echo(json.dumps(analysis.to_json(), ensure_ascii=False))
            return
        output = Console(highlight=False)
        screens = make_screens(output)
        names = tuple(local_name(seat.name) for seat in match.record.seats)
        output.print(
            analysis_report(
                analysis, names, _drawer(match, game, screens), move_name=screens.move_typed,
                move_words=move_worder(screens, lambda deal: deal_table(match, game, deal)),
            )  # fmt: skip
        )

    return command


def _drawer(match: ReplayedMatch, game: AnyGame, screens: GameScreens) -> Callable[[Decision], RenderableType]:
    def draw(decision: Decision) -> RenderableType:
        table = deal_table(match, game, decision.deal)
        return screens.turn(table, decision.observation, decision.seat, decision.legal)

    return draw


def _judge(deal_list: Sequence[DealJob], workers: int, *, quiet: bool) -> list[Decision]:
    """The decisions of ``deal_list`` judged, with a progress bar on stderr when it is a terminal (not
    ``quiet``)."""
    console = Console(stderr=True, highlight=False)
    progress = Progress(
        TextColumn(_("Decisions")), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
        console=console, transient=True, disable=quiet or not console.is_terminal,
    )  # fmt: skip
    try:
        with progress:
            task = progress.add_task("decisions", total=sum(job.count() for job in deal_list))
            return analyse_match(deal_list, workers=workers, progress=lambda done: progress.advance(task, done))
    except KeyboardInterrupt:
        console.print(_("Interrupted."))
        sys.exit(130)
