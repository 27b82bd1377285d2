"""The ``play`` command every game shares: options, config file, new or resumed match, then the hot-seat shell.

``make_play_command(game, screens_factory, program=NAME, rule_options=...)`` returns a Click command; the game's
command group (:mod:`cardtable.cli.group`) adds it. Options (design "CLI"): ``--players``, ``--bot SEAT=LEVEL``,
``--seed``, ``--target``, ``--deals``, ``--endless``, ``--option NAME=VALUE`` (read by the types of
:mod:`cardtable.cli.params`), ``--config FILE``, ``--resume [FILE]``, ``--save FILE``. Bad options or config files
exit 2 with one line naming the problem; a bad record, or a save file that another running match holds
(:mod:`cardtable.records.lock`), exits 1; Ctrl-C exits 130. The match holds the lock on its save file while it plays.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click
from rich.console import Console
from rich.markup import escape

from cardtable.cli.display_options import display_options
from cardtable.cli.invoked import command_template
from cardtable.cli.language import LocalizedCommand
from cardtable.cli.names import LeftAtNames, ask_name
from cardtable.cli.params import PlayerNames, RuleSetting, SeatBot, Seconds, options_help
from cardtable.config import ConfigError, MatchConfig, build_match, load_config, with_overrides
from cardtable.game import AnyGame
from cardtable.i18n import _
from cardtable.records import RecordError, ReplayedMatch, SeatInfo, load_match
from cardtable.records.folder import make_save_folder, new_save_path, save_folder, unfinished_matches
from cardtable.records.jsonform import OptionValue
from cardtable.records.lock import SaveInUse, SaveLock
from cardtable.bots import bot_levels
from cardtable.session import Session
from cardtable.terminal.keyboard import Keyboard
from cardtable.terminal.next_steps import NextSteps
from cardtable.terminal.runner import TableRunner
from cardtable.terminal.saving import Saver
from cardtable.terminal.screens import GameScreens, TableConsole
from cardtable.terminal.shell import seats_at
from cardtable.terminal.typeahead import discard_typeahead, drop_typeahead, echo_off
from cardtable.safetext import shell_path, shown_path
from cardtable.seating import default_name, name_key, with_default_seats

if TYPE_CHECKING:  # the spec is the layer above: only its type is used here
    from cardtable.spec import RuleOption

__all__ = ["can_hide_hands", "make_play_command"]


def can_hide_hands(console: Console) -> bool:
    """Whether the screen can be hidden between players: input and output are a real, non-dumb terminal."""
    stdin_tty = sys.stdin is not None and sys.stdin.isatty()
    return stdin_tty and console.is_terminal and not console.is_dumb_terminal


def line_editing() -> None:
    """Let ``input()`` edit the line (arrow keys, history) where the standard ``readline`` module exists."""
    try:
        import readline  # noqa: F401  (importing it is what turns line editing on)
    except ImportError:  # not on every platform; typed escape codes are cleaned out anyway
        pass


def _free_default(name: str, seat: int, taken: Mapping[str, str]) -> str:
    """``name``, the default name of ``seat``, unless ``taken`` (by :func:`~cardtable.seating.name_key`) holds
    it: then the next default name from the seat's own on that nobody holds ("Player 3" for seat 2 when
    "Player 2" or "Игрок 2" is taken)."""
    number = seat
    while name_key(name) in taken:
        number += 1
        name = default_name(number)
    return name


def _check_added_seats(named: int, bot_seats: Sequence[int]) -> None:
    """With ``--players`` naming ``named`` seats, a ``--bot`` seat past them adds that seat, a computer player
    with the default name of its seat, as without ``--players``; the seats added follow the names one after
    another. Raises ``click.UsageError`` (exit 2) for a ``--bot`` seat that would leave a seat before it empty."""
    added = sorted(seat for seat in set(bot_seats) if seat > named)
    for expected, seat in enumerate(added, start=named + 1):
        if seat != expected:
            raise click.UsageError(
                _("--bot {seat} leaves seat {gap} empty: give seat {gap} a --bot too, or a name in --players").format(
                    seat=seat, gap=expected
                )
            )


def _ask_names(console: Console, config: MatchConfig, players: int) -> tuple[SeatInfo, ...]:
    """Ask each person's name (Enter keeps the one in brackets, "Player N") for at least ``players`` seats; bots
    from ``--bot`` keep their default names. A name is taken only when a seat holds it: a person named already,
    or a bot, in any case and, for a default name, in any language. A seat still to be asked whose default name
    was taken meanwhile is offered the next free one."""
    seats = with_default_seats(config.seats or (), players)
    bots = {name_key(seat.name): seat.name for seat in seats if seat.bot is not None}
    named: list[SeatInfo] = []
    explained = _("Type this player's name, or press Enter to keep the one in brackets; quit leaves.")
    for number, seat in enumerate(seats, start=1):
        if seat.bot is not None:
            named.append(seat)
            continue
        taken = bots | {name_key(other.name): other.name for other in named}
        default = _free_default(seat.name, number, taken)
        prompt = _("Name of player {seat} [{default}]: ").format(seat=number, default=escape(default))
        named.append(SeatInfo(ask_name(console, prompt, default, taken, explained), seat.bot))
    return tuple(named)


def make_play_command(
    game: AnyGame,
    screens_factory: Callable[[Console], GameScreens],
    *,
    program: str,
    rule_options: Sequence[RuleOption],
    default_players: int | None = None,
) -> click.Command:
    """The ``play`` command for ``game``; ``screens_factory(console)`` makes the game's screens; ``program`` is
    the command name users type (for the resume hint); ``rule_options``: the game's rules options (its spec's),
    which ``--option``, a config's ``[rules]`` and a resumed record's ``rules`` are checked against;
    ``default_players``: seats when neither ``--players`` nor a config names them (default
    ``game.min_players``)."""
    players_by_default = default_players or game.min_players

    @click.command("play", cls=LocalizedCommand, help=_("Play a match at this terminal, taking turns at the keyboard."))
    @click.option("--players", type=PlayerNames(), metavar="NAMES", help=_("Player names, comma separated: Anna,Boris (seats clockwise)."))
    @click.option(
        "--bot", "bots", type=SeatBot(game), multiple=True, metavar="SEAT=LEVEL",
        help=(
            _(
                "A computer player at SEAT, e.g. 2=random (levels: {levels}). Without --players, a SEAT beyond the "
                "{players} seats of a new match adds seats up to it; with --players, the seats right after the names."
            )
            if players_by_default < game.max_players
            else _(
                "A computer player at SEAT, e.g. 2=random (levels: {levels}). With --players, it may also add the "
                "seats right after the names."
            )
        ).format(levels=", ".join(bot_levels(game.name)), players=players_by_default),
    )  # fmt: skip
    @click.option("--seed", type=int, metavar="N", help=_("Seed of the shuffles (shown when the match is over)."))
    @click.option(
        "--target", type=click.IntRange(min=1), metavar="POINTS",
        help=_("Game points that win the match (default {points}).").format(points=game.default_target),
    )  # fmt: skip
    @click.option("--deals", type=click.IntRange(min=1), metavar="N", help=_("Play a fixed series of this many deals."))
    @click.option("--endless", is_flag=True, help=_("No target and no series: deal after deal until you leave."))
    @click.option(
        "--option", "options", type=RuleSetting(rule_options, game.name.capitalize(), game), multiple=True,
        metavar="NAME=VALUE", help=options_help(rule_options),
    )  # fmt: skip
    @click.option("--config", "config_file", type=click.Path(path_type=Path, exists=True, dir_okay=False), help=_("A TOML file with seats, rules and match."))
    @click.option("--resume", is_flag=False, flag_value="", default=None, metavar=_("[FILE]"), help=_("Continue a saved match (no FILE: the latest unfinished one)."))
    @click.option("--save", "save_file", type=click.Path(path_type=Path, dir_okay=False), help=_("Where to save the match record."))
    @click.option("--delay", type=Seconds(0, 60), default=None, metavar="SECONDS", help=_("Seconds each computer player's move takes at the least, to follow a match of bots (default 0.5; 0 for none)."))
    @display_options
    def play(
        players: tuple[str, ...] | None,
        bots: tuple[tuple[int, str], ...],
        seed: int | None,
        target: int | None,
        deals: int | None,
        endless: bool,
        options: tuple[tuple[str, OptionValue], ...],
        config_file: Path | None,
        resume: str | None,
        save_file: Path | None,
        delay: float | None,
    ) -> None:
        """Play a match at this terminal, taking turns at the keyboard."""
        console = TableConsole(highlight=False)
        line_editing()
        if resume is not None:
            given = [name for name, value in (("--players", players), ("--seed", seed), ("--target", target),
                     ("--deals", deals), ("--config", config_file)) if value is not None] + (
                ["--bot"] if bots else []) + (["--option"] if options else []) + (["--endless"] if endless else [])  # fmt: skip
            if given:
                raise click.UsageError(
                    _("--resume continues a match as it was saved; it cannot be used with {options}").format(
                        options=", ".join(given)
                    )
                )
            session, lock = _resumed(game, rule_options, resume, _checked_save(game, save_file, resume))
        else:
            if players is not None:
                _check_added_seats(len(players), [seat for seat, _level in bots])
            if endless and (target is not None or deals is not None):
                raise click.UsageError(_("--endless means no target and no series: leave out --target and --deals"))
            match: dict[str, int | None] = {"target": None, "deals": None} if endless else {}
            session, lock = _new(
                console, game, rule_options, players, dict(bots), seed, target, deals, match, dict(options),
                config_file, _checked_save(game, save_file), players_by_default,
            )
        while True:
            status, rematch = _play_at(console, session, lock, screens_factory, program, delay)
            if not rematch:
                sys.exit(status)
            session, lock = _rematch(game, session)

    return play


def _play_at(
    console: Console,
    session: Session,
    lock: SaveLock,
    screens_factory: Callable[[Console], GameScreens],
    program: str,
    delay: float | None,
) -> tuple[int, bool]:
    """Play ``session`` at ``console``, holding ``lock`` on its save file until it ends. Returns the exit status
    and whether the players asked for a rematch at the end."""
    # Everyone at this one console (hot-seat): the record's people take turns at one keyboard, which also
    # shows the bots' turns.
    saver = Saver(session, lock)
    private = can_hide_hands(console)
    discard = discard_typeahead if private else None
    keyboard = Keyboard(console, session, screens_factory(console), saver, private=private, discard_typed=discard)
    keyboard.bot_pause = delay
    if private:
        keyboard.drop_typed = drop_typeahead
        keyboard.quiet_typing = echo_off
    analyze_command = command_template(program, "analyze {path}")
    keyboard.next_steps = NextSteps(analyze_command=analyze_command)
    seats = seats_at(keyboard, session, random.Random())
    table = TableRunner(
        session, seats, [keyboard], saver,
        resume_command=command_template(program, "play --resume {path}"), analyze_command=analyze_command,
    )  # fmt: skip
    try:
        status = table.run()
    finally:
        if saver.lock is not None:
            saver.lock.release()  # the lock of the file it saves to now (save PATH may have moved it)
    return status, keyboard.rematch


def _rematch(game: AnyGame, session: Session) -> tuple[Session, SaveLock]:
    """A new match like ``session``'s: the same seats (no hints or undos yet), rules and match settings, a new
    seed, saved to a new file in the game's save folder; its first deal dealt and saved, and the lock on its
    file. Raises ``click.ClickException`` (exit 1) when it cannot be saved."""
    seats = tuple(SeatInfo(seat.name, seat.bot) for seat in session.seats)
    seed = session.seed
    while seed == session.seed:  # a rematch is never the same shuffle again
        seed = random.SystemRandom().randrange(1, 1_000_000)
    assert seed is not None
    try:
        make_save_folder(game.name)
    except OSError as error:
        raise _cannot_save(save_folder(game.name), error) from None
    path = new_save_path(game.name)
    lock = _lock(path)
    try:
        rematch = Session.new(game, session.rules, session.settings, seats, seed, path)
        rematch.rule_options = session.rule_options
        return rematch, lock
    except OSError as error:
        lock.release()
        raise _cannot_save(path, error) from None


def _cannot_save(path: Path, error: OSError) -> click.ClickException:
    return click.ClickException(
        _("{path}: cannot save there ({error})").format(path=shown_path(path), error=error.strerror or error)
    )


def _lock(path: Path) -> SaveLock:
    """The lock on the save ``path`` for this match. Raises ``click.ClickException`` (exit 1) when another
    running match holds it or it cannot be made."""
    try:
        return SaveLock.acquire(path)
    except SaveInUse as error:
        raise click.ClickException(str(error)) from None
    except OSError as error:
        raise _cannot_save(path, error) from None


def _resumed(
    game: AnyGame, rule_options: Sequence[RuleOption], resume: str, save_file: Path | None
) -> tuple[Session, SaveLock]:
    """The match saved in ``resume`` (or the latest unfinished one that no other running match holds), checked,
    and the lock on the file it will save to. The record is read and played once, under the lock, unless the file
    changed while it was locked."""
    if resume:
        path = Path(resume)
        if not path.is_file():
            _load(game, rule_options, path)  # a bad or missing file is reported as such, before any lock file is made
        seen: tuple[int, int] | None = None
        match = None
        lock = _lock(save_file or path)
    else:
        path, match, seen, lock = _latest_free(game, save_file)
    try:
        # A match that was playing until a moment ago may have saved more moves: read what is there now.
        if match is None or _stamp(path) != seen:
            match = _load(game, rule_options, path)
        session = _checked_resume(game, match, path, save_file)
        session.rule_options = tuple(rule_options)
        return session, lock
    except BaseException:
        lock.release()
        raise


def _latest_free(
    game: AnyGame, save_file: Path | None
) -> tuple[Path, ReplayedMatch, tuple[int, int] | None, SaveLock]:
    """The latest unfinished match of ``game`` whose file no other running match holds: its file, the match, the
    file's :func:`_stamp` when it was read, and the lock on the file it will save to (``save_file``, else its own).
    Raises ``click.ClickException`` (exit 1) when there is none, saying why."""
    busy: list[SaveInUse] = []
    for path, match in unfinished_matches(game):
        seen = _stamp(path)
        try:
            lock = SaveLock.acquire(path)
        except SaveInUse as error:  # played in another process right now: the next one back
            busy.append(error)
            continue
        except OSError as error:
            raise _cannot_save(path, error) from None
        if save_file is not None:  # free, but this match saves elsewhere: hold that file instead
            lock.release()
            lock = _lock(save_file)
        return path, match, seen, lock
    if not busy:
        raise click.ClickException(_("There is no unfinished match to resume."))
    latest = busy[0].path
    if len(busy) == 1:
        message = _(
            "{in_use}; it is the only unfinished match: once that one has ended, continue it with --resume {command}"
        )
    else:
        message = _(
            "All {n} unfinished matches are in use by other running matches; once one has ended, name its file "
            "with --resume FILE (the latest: {path})"
        )
    raise click.ClickException(
        message.format(in_use=busy[0], n=len(busy), path=shown_path(latest), command=shell_path(latest))
    )


def _stamp(path: Path) -> tuple[int, int] | None:
    """When ``path`` was last written and how long it is, or None when it cannot be read."""
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_mtime_ns, status.st_size


def _load(game: AnyGame, rule_options: Sequence[RuleOption], path: Path) -> ReplayedMatch:
    try:
        return load_match(path, game, rule_options)
    except RecordError as error:
        raise click.ClickException(str(error)) from None


def _checked_resume(game: AnyGame, match: ReplayedMatch, path: Path, save_file: Path | None) -> Session:
    record = match.record
    if match.status.finished:
        raise click.ClickException(_("{path}: this match is over; nothing to resume").format(path=shown_path(path)))
    levels = bot_levels(game.name)
    for number, seat in enumerate(record.seats, start=1):
        if seat.bot is not None and seat.bot.partition(":")[0] not in levels:
            raise click.ClickException(
                _('{path}: seat {seat}: bot level "{level}" cannot play here (available: {known})').format(
                    path=shown_path(path), seat=number, level=seat.bot, known=", ".join(levels)
                )
            )
    return Session.restore(game, match, save_file or path)


def _new(
    console: Console,
    game: AnyGame,
    rule_options: Sequence[RuleOption],
    players: tuple[str, ...] | None,
    bots: dict[int, str],
    seed: int | None,
    target: int | None,
    deals: int | None,
    match: dict[str, int | None],
    rules_options: dict[str, OptionValue],
    config_file: Path | None,
    save_file: Path | None,
    default_players: int,
    ready: Callable[[], None] | None = None,
) -> tuple[Session, SaveLock]:
    """A new match from the options (``match``: settings given already, e.g. ``--endless``; ``bots``: seat →
    level; ``rules_options``: checked already), its first deal dealt and saved, and the lock on its save file.
    ``ready`` is called once every option and file is checked and the save file locked, before the match is
    written (``serve`` asks for the room password there); what it raises releases the lock and goes on."""
    if target is not None:
        match["target"] = target
    if deals is not None:
        match["deals"] = deals
    try:
        config = load_config(config_file) if config_file is not None else MatchConfig()
        if deals is not None and target is None and "target" not in config.match:
            match["target"] = None  # --deals alone: a fixed series (L8.2)
        source = shown_path(config_file) if config_file is not None else None
        ask_names = players is None and config.seats is None
        config = with_overrides(config, players=players, bots=bots, rules=rules_options, match=match)
        seats = config.seats or ()
        if ask_names:
            # Validate the options before asking anyone's name.
            build_match(game, config, with_default_seats(seats, default_players), source, rule_options=rule_options)
            try:
                seats = _ask_names(console, config, default_players)
            except (EOFError, LeftAtNames):
                console.print()
                console.print(_("No match was started; nothing was saved."))
                sys.exit(0)
            except KeyboardInterrupt:  # not silent: say that nothing was started, and fail (exit 1)
                console.print()
                console.print(_("No match was started; nothing was saved."))
                sys.exit(1)
        rules, settings = build_match(game, config, seats, source, rule_options=rule_options)
    except ConfigError as error:
        raise click.UsageError(str(error)) from None
    if seed is None:
        seed = random.SystemRandom().randrange(1, 1_000_000)
    try:
        if save_file is None:
            make_save_folder(game.name)
    except OSError as error:
        raise _cannot_save(save_folder(game.name), error) from None
    path = save_file or new_save_path(game.name)
    lock = _lock(path)
    try:
        if ready is not None:
            ready()
        session = Session.new(game, rules, settings, seats, seed, path)
        session.rule_options = tuple(rule_options)
        return session, lock
    except OSError as error:
        lock.release()
        raise _cannot_save(path, error) from None
    except BaseException:
        lock.release()
        raise


def _checked_save(game: AnyGame, save_file: Path | None, resume: str | None = None) -> Path | None:
    """``--save FILE`` if it may be written: a new file in a folder that exists, or (with ``--resume``) the file
    being resumed. Raises ``click.BadParameter`` (exit 2) otherwise, before anything is written; for a file that
    exists it offers ``--resume`` only when the file holds an unfinished match of ``game``."""
    if save_file is None:
        return None
    if save_file.exists() or save_file.is_symlink():
        if resume and Path(resume).exists() and save_file.resolve() == Path(resume).resolve():
            return save_file
        if not save_file.is_file():
            raise click.BadParameter(
                _("{path} is not a regular file; choose another name").format(path=shown_path(save_file)), param_hint="'--save'"
            )
        try:
            finished = load_match(save_file, game).status.finished
        except RecordError:  # not JSON, another game's record, or a broken one: nothing to resume there
            message = _("{path} exists and is not a record of this game; choose another name")
        else:
            if finished:
                message = _("{path} exists and holds a match that is over; choose another name")
            else:
                message = _("{path} exists; choose another name or resume it with --resume {command}")
        raise click.BadParameter(
            message.format(path=shown_path(save_file), command=shell_path(save_file)), param_hint="'--save'"
        )
    folder = save_file.parent
    if not folder.is_dir():
        raise click.BadParameter(
            _("folder {folder} does not exist").format(folder=shown_path(folder, quoted=True)), param_hint="'--save'"
        )
    return save_file
