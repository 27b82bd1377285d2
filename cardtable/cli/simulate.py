"""The ``simulate`` command both games share: a bot tournament with a progress bar and a result table.

``make_simulate_command(game, rule_options=...)`` returns the Click command; the game's command group
(:mod:`cardtable.cli.group`) adds it after importing the game's bots (so that their levels are registered). The
option values are read by the types of :mod:`cardtable.cli.params`. Options: ``--bots LEVELS`` (levels by seat, comma separated),
``--deals N`` (decks), ``--seed``, ``--duplicate``, ``--option NAME=VALUE``, ``--jobs N``, ``--scheduler ADDRESS``
(a Dask cluster), ``--ladder LEVELS`` (a rating ladder instead of one tournament: :mod:`cardtable.ladder`),
``--json``, ``--record DIR``. Bad options exit 2 with one line naming the problem; a cluster that cannot be used
exits 1 with one line.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click
from click.core import ParameterSource
from rich.console import Console, Group
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from cardtable.cli.language import LocalizedCommand
from cardtable.cli.params import BotLevels, LadderLevels, RuleSetting, options_help
from cardtable.game import AnyGame, RulesError
from cardtable.i18n import _, format_decimal, game_title, ngettext
from cardtable.records.jsonform import OptionValue
from cardtable.ladder import Ladder, run_ladder
from cardtable.simulate import ClusterError, Summary, groups, run_tournament
from cardtable.safetext import shown_path
from cardtable.seating import level_text

if TYPE_CHECKING:  # the spec is the layer above: only its type is used here
    from cardtable.spec import RuleOption

__all__ = ["ladder_table", "make_simulate_command", "summary_table"]


def _milliseconds(value: float | None) -> str:
    return "–" if value is None else format_decimal(1000 * value, 2)


def summary_table(summary: Summary, group_of_seat: list[int]) -> Group:
    """The result for people: one row per group of bots (a seat, or a partnership), then the decision times; the
    levels in the interface's language (:func:`~cardtable.seating.level_text`)."""
    deals = ngettext("{n} deal", "{n} deals", summary.deals).format(n=summary.deals)
    decks = ngettext("{n} deck", "{n} decks", summary.decks).format(n=summary.decks)
    results = Table(title=_("{game}: {deals} ({decks} × {rotations})").format(
        game=game_title(summary.game), deals=deals, decks=decks, rotations=summary.rotations))
    for header in (_("Seats"), _("Bots"), _("Wins"), _("Win %"), _("Mean score"), _("Margin"), _("95 % interval")):
        results.add_column(header, justify="left" if header in (_("Seats"), _("Bots")) else "right")
    for index in range(len(summary.wins)):
        seats = [seat for seat, group in enumerate(group_of_seat, start=1) if group == index + 1]
        ci = summary.ci95[index]
        results.add_row(
            " & ".join(str(seat) for seat in seats),
            " & ".join(level_text(summary.seats[seat - 1]) for seat in seats),
            str(summary.wins[index]),
            format_decimal(100 * summary.wins[index] / summary.deals, 1) if summary.deals else "–",
            format_decimal(summary.mean_score[index], 2),
            format_decimal(summary.margin[index], 2, sign=True),
            "–" if ci is None else f"{format_decimal(ci[0], 2, True)} … {format_decimal(ci[1], 2, True)}",
        )
    times = Table(title=_("Milliseconds per decision"))
    for header in (_("Level"), _("Median"), _("95th percentile")):
        times.add_column(header, justify="left" if header == _("Level") else "right")
    for level, values in summary.decision_seconds.items():
        times.add_row(level_text(level), _milliseconds(values["median"]), _milliseconds(values["p95"]))
    note = Text(_("Margin: deal points over the others' mean; its 95 % interval is over the decks."), style="dim")
    return Group(results, note, times)


def ladder_table(ladder: Ladder) -> Group:
    """The ladder for people: one row per level, strongest first (rating, interval, deals, score, seconds); the
    levels in the interface's language."""
    deals = ngettext("{n} deck", "{n} decks", ladder.decks).format(n=ladder.decks)
    table = Table(title=_("{game} rating ladder: {players} players, {decks} in every pairing, duplicate").format(
        game=game_title(ladder.game), players=ladder.players, decks=deals))
    for header in (_("Level"), _("Rating"), _("95 % interval"), _("Deals"), _("Score %"), _("Median CPU s per decision")):
        table.add_column(header, justify="left" if header == _("Level") else "right")
    for rung in ladder.levels:
        table.add_row(
            level_text(rung.level), f"{rung.rating:+.0f}", f"{rung.ci95[0]:+.0f} … {rung.ci95[1]:+.0f}", str(rung.deals),
            format_decimal(100 * rung.score, 1), "–" if rung.median_seconds is None else format_decimal(rung.median_seconds, 3),
        )  # fmt: skip
    note = Text(
        _("Elo points by maximum likelihood (Bradley–Terry), {anchor} = 0; intervals: bootstrap over the decks.").format(
            anchor=level_text(ladder.anchor)
        ),
        style="dim",
    )
    return Group(table, note)


DEFAULT_LEVEL = "greedy"
"""The bot level in every seat when ``--bots`` is not given."""


def make_simulate_command(
    game: AnyGame, *, rule_options: Sequence[RuleOption], default_players: int | None = None
) -> click.Command:
    """The ``simulate`` command for ``game`` (its bot levels must be registered before it runs).
    ``rule_options``: the game's rules options (its spec's), which ``--option`` values are checked against.
    Without ``--bots``, a greedy bot sits in each of ``default_players`` seats (default ``game.min_players``)."""
    default_bots = ",".join([DEFAULT_LEVEL] * (default_players or game.min_players))

    @click.command("simulate", cls=LocalizedCommand, help=_("Play computer players against each other and measure them."))
    @click.option(
        "--bots", "levels", type=BotLevels(game), default=default_bots, metavar="LEVELS",
        help=_("Bot levels by seat, e.g. strong,greedy (default: {bots}).").format(bots=default_bots),
    )  # fmt: skip
    @click.option("--deals", type=click.IntRange(min=1), default=100, show_default=True, metavar="N", help=_("Decks to play."))
    @click.option("--seed", type=int, metavar="N", help=_("Seed of the shuffles (default: a random one, shown)."))
    @click.option("--duplicate", is_flag=True, help=_("Play every deck once from every side of the table."))
    @click.option(
        "--option", "options", type=RuleSetting(rule_options, game.name.capitalize(), game), multiple=True,
        metavar="NAME=VALUE", help=options_help(rule_options),
    )  # fmt: skip
    @click.option("--jobs", type=click.IntRange(min=1), default=1, show_default=True, metavar="N", help=_("Worker processes."))
    @click.option(
        "--scheduler", metavar="ADDRESS",
        help=_("Play on a Dask cluster instead, e.g. tcp://host:8786 (needs Dask: pip install '.[cluster]' in the project folder)."),
    )  # fmt: skip
    @click.option(
        "--ladder", "ladder", type=LadderLevels(game), metavar="LEVELS",
        help=_("Rate levels against each other, e.g. random,greedy,strong,strong:2000 (duplicate, every pair)."),
    )  # fmt: skip
    @click.option("--json", "json_output", is_flag=True, help=_("Print the result as one JSON object."))
    @click.option(
        "--record", "record_dir", type=click.Path(path_type=Path, file_okay=False), metavar=_("DIR"),
        help=_("Save every deal's record in DIR."),
    )  # fmt: skip
    def simulate(
        levels: tuple[str, ...], deals: int, seed: int | None, duplicate: bool,
        options: tuple[tuple[str, OptionValue], ...], jobs: int, scheduler: str | None,
        ladder: tuple[str, ...] | None, json_output: bool, record_dir: Path | None,
    ) -> None:  # fmt: skip
        """Play computer players against each other and measure them."""
        if ladder is not None:
            if click.get_current_context().get_parameter_source("levels") == ParameterSource.COMMANDLINE:
                raise click.BadParameter(_("give --bots or --ladder, not both"), param_hint="'--ladder'")
            if record_dir is not None:
                raise click.BadParameter(_("a ladder saves no records"), param_hint="'--record'")
            levels = tuple([DEFAULT_LEVEL] * (default_players or game.min_players))
        try:
            rules = game.make_rules(len(levels), dict(options))
        except RulesError as error:
            raise click.BadParameter(str(error), param_hint="'--option'") from None
        if seed is None:
            seed = random.SystemRandom().randrange(1, 1_000_000)
        if record_dir is not None:
            try:
                record_dir.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise click.ClickException(
                    _("{path}: cannot save records there ({error})").format(path=shown_path(record_dir), error=error)
                ) from None
        if ladder is not None and game.sides(rules) != 2:
            raise click.BadParameter(
                _("a ladder needs two sides (two players, or two partnerships of four)"), param_hint="'--ladder'"
            )
        if ladder is not None:
            total = deals * game.sides(rules) * len(ladder) * (len(ladder) - 1) // 2
        else:
            total = deals * (game.sides(rules) if duplicate else 1)
        console = Console(stderr=True, highlight=False)
        progress = Progress(
            TextColumn(_("Deals")), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
            console=console, transient=True, disable=not console.is_terminal,
        )  # fmt: skip
        try:
            with progress:
                task = progress.add_task("deals", total=total)
                if ladder is not None:
                    rated = run_ladder(
                        game, rules, ladder, deals, seed, jobs=jobs, scheduler=scheduler,
                        progress=lambda done: progress.advance(task, done),
                    )  # fmt: skip
                else:
                    summary = run_tournament(
                        game, rules, levels, deals, seed, duplicate=duplicate, jobs=jobs, scheduler=scheduler,
                        record_dir=record_dir, progress=lambda done: progress.advance(task, done),
                    )  # fmt: skip
        except KeyboardInterrupt:
            console.print(_("Interrupted."))
            sys.exit(130)
        except ClusterError as error:
            raise click.ClickException(str(error)) from None
        if ladder is not None:
            if json_output:
                click.echo(json.dumps(rated.as_json(), ensure_ascii=False))
            else:
                Console(highlight=False).print(ladder_table(rated))
                Console(highlight=False).print(Text(_("Seed: {seed}").format(seed=seed)))
            return
        if json_output:
            click.echo(json.dumps({**summary.as_json(), "seed": seed}, ensure_ascii=False))
            return
        output = Console(highlight=False)
        output.print(summary_table(summary, groups(game, rules)))
        output.print(Text(_("Seed: {seed}").format(seed=seed)))
        if record_dir is not None:
            output.print(Text(_("Records saved in {path}").format(path=shown_path(record_dir))))

    return simulate
