"""The ``serve`` command every game has: a match over SSH, each player at their own terminal.

``GAME serve [--host 127.0.0.1] [--port 2222] [--players N] [--bot SEAT=LEVEL …] [--config FILE] [--resume FILE]
[--save FILE] [--password-file FILE | --authorized-keys FILE] [--spectators/--no-spectators] [--deal-pause SECONDS]
[--delay SECONDS]``. The host's
terminal shows the server's log; Ctrl-C there saves and ends the match for everyone, with a resume hint. Players
join with ``ssh -p PORT NAME@HOST``. Needs the optional extra ``serve`` (asyncssh); without it the command says how
to install it.
"""

from __future__ import annotations

import asyncio
import shlex
import socket
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click
from rich.console import Console

from cardtable.cli.group import serve_help
from cardtable.cli.invoked import command_template
from cardtable.cli.language import LocalizedCommand
from cardtable.cli.params import SeatBot, Seconds
from cardtable.cli.play import _checked_save, _new, _resumed
from cardtable.game import AnyGame
from cardtable.i18n import _
from cardtable.safetext import shell_path, shown_path
from cardtable.config import ConfigError, load_config
from cardtable.records import SeatInfo
from cardtable.seating import is_default_name, with_default_seats
from cardtable.ssh.seats import DEAL_PAUSE


if TYPE_CHECKING:
    from cardtable.spec import RuleOption
    from cardtable.terminal.screens import GameScreens

__all__ = ["make_serve_command"]

INSTALL_HINT = "pip install '.[serve]'"


def make_serve_command(
    game: AnyGame,
    screens_factory: Callable[[Console], GameScreens],
    *,
    program: str,
    rule_options: Sequence[RuleOption],
    default_players: int | None = None,
) -> click.Command:
    """The ``serve`` command for ``game`` (see the module docstring)."""
    players_by_default = default_players or game.min_players

    @click.command("serve", cls=LocalizedCommand, help=serve_help())
    @click.option("--host", default="127.0.0.1", show_default=True, metavar="ADDRESS", help=_("Address to listen on."))
    @click.option("--port", type=click.IntRange(1, 65535), default=2222, show_default=True, metavar="PORT", help=_("Port to listen on."))
    @click.option("--players", "count", type=click.IntRange(game.min_players, game.max_players), metavar="N", help=_("Seats at the table (computer players included)."))
    @click.option("--bot", "bots", type=SeatBot(game), multiple=True, metavar="SEAT=LEVEL", help=_("A computer player at SEAT, e.g. 2=greedy."))
    @click.option("--config", "config_file", type=click.Path(path_type=Path, exists=True, dir_okay=False), help=_("A TOML file with seats, rules and match."))
    @click.option("--resume", type=click.Path(path_type=Path, dir_okay=False), help=_("Continue the match saved in FILE."))
    @click.option("--save", "save_file", type=click.Path(path_type=Path, dir_okay=False), help=_("Where to save the match record."))
    @click.option("--password-file", type=click.Path(path_type=Path, dir_okay=False), help=_("A file whose first line is the room password (default: typed now)."))
    @click.option("--authorized-keys", type=click.Path(path_type=Path, dir_okay=False), help=_("Admit the SSH keys in this file (OpenSSH's format) instead of a password."))
    @click.option("--spectators/--no-spectators", default=True, show_default=True, help=_("Let people without a seat watch."))
    @click.option("--deal-pause", type=Seconds(0, 120), default=DEAL_PAUSE, show_default=True, metavar="SECONDS", help=_("Seconds the end of a deal stays on the screens."))
    @click.option("--delay", type=Seconds(0, 60), default=None, metavar="SECONDS", help=_("Seconds each computer player's move takes at the least, to follow a match of bots (default 0.5; 0 for none)."))
    def serve(
        host: str,
        port: int,
        count: int | None,
        bots: tuple[tuple[int, str], ...],
        config_file: Path | None,
        resume: Path | None,
        save_file: Path | None,
        password_file: Path | None,
        authorized_keys: Path | None,
        spectators: bool,
        deal_pause: float,
        delay: float | None,
    ) -> None:
        """Serve a match over SSH: each player joins from their own terminal."""
        try:
            import asyncssh  # noqa: F401  (the optional extra)
        except ImportError:
            raise click.ClickException(
                _("serve needs the SSH library asyncssh: {command} in the project folder").format(command=INSTALL_HINT)
            ) from None
        from cardtable.ssh.auth import Access, AccessError, check_authorized_keys, read_password_file, readable_by_others

        if password_file is not None and authorized_keys is not None:
            raise click.UsageError(_("give --password-file or --authorized-keys, not both"))
        try:
            access: Access | None = None
            if authorized_keys is not None:
                check_authorized_keys(authorized_keys)  # a file nobody could join with stops here, in one line
                access = Access(authorized_keys=authorized_keys)
            elif password_file is not None:
                access = Access(password=read_password_file(password_file))
                if readable_by_others(password_file):
                    warning = _("{path}: other users of this machine can read the password file (chmod 600 {quoted})")
                    click.echo(warning.format(path=shown_path(password_file), quoted=shell_path(password_file)), err=True)
        except AccessError as error:
            raise click.ClickException(str(error)) from None
        typed: list[Access] = []  # the typed password's access, once asked

        def ask_password() -> None:  # once every option and file is checked: a mistake there asks nothing
            _check_address(host, port)  # nor a port in use: said before the password is typed, not after
            if access is None:
                typed.append(Access(password=_ask_room_password()))

        console = Console(highlight=False)
        if resume is not None:
            if count is not None or bots or config_file is not None:
                raise click.UsageError(_("--resume continues a match as it was saved; leave out --players, --bot and --config"))
            session, lock = _resumed(game, rule_options, str(resume), _checked_save(game, save_file, str(resume)))
            try:
                ask_password()
            except BaseException:
                lock.release()
                raise
            free: set[str] = set()
        else:
            names = _seat_names(_file_seats(config_file), count, players_by_default)
            session, lock = _new(
                console, game, rule_options, names, dict(bots), None, None, None, {}, {}, config_file,
                _checked_save(game, save_file), players_by_default, ready=ask_password,
            )  # fmt: skip
            # A seat the host named is kept for the player of that name; one named by default, for whoever comes.
            free = {seat.name for seat in session.seats if seat.bot is None and is_default_name(seat.name)}
        from cardtable.ssh.run import run_server
        from cardtable.terminal.notices import BOT_PAUSE

        same_place = _same_address(
            host, port, _access_option(password_file, authorized_keys),
            spectators=spectators, deal_pause=deal_pause, delay=delay,
        )  # fmt: skip

        try:
            status = asyncio.run(
                run_server(
                    session, screens_factory, access or typed[0], console, lock,
                    host=host, port=port, free_names=free, spectators=spectators, deal_pause=deal_pause,
                    delay=BOT_PAUSE if delay is None else delay,
                    resume_command=command_template(program, "serve --resume {path}" + same_place),
                    program=program,
                )  # fmt: skip
            )
        except KeyboardInterrupt:
            status = 130
        finally:
            if session.discard_unplayed():  # stopped before the first move: a match never played is not kept
                console.print(_("No move was made, so the match was not saved."))
            lock.release()
        sys.exit(status)

    return serve


def _file_seats(config_file: Path | None) -> tuple[SeatInfo, ...] | None:
    """The seats ``config_file`` gives (None: no file, or a file without ``[[seats]]``). Raises
    ``click.UsageError`` with the file's problem, as ``play --config`` does."""
    if config_file is None:
        return None
    try:
        return load_config(config_file).seats
    except ConfigError as error:
        raise click.UsageError(str(error)) from None


def _seat_names(file_seats: tuple[SeatInfo, ...] | None, count: int | None, default_count: int) -> tuple[str, ...] | None:
    """The names of the seats that ``--players COUNT`` makes: the file's first ``count`` seats, then default
    names; without ``--players``, None (the file's seats) or, with no seats in the file, ``default_count``
    default names."""
    if count is None and file_seats:
        return None
    return tuple(seat.name for seat in with_default_seats((file_seats or ())[:count], count or default_count))


def _check_address(host: str, port: int) -> None:
    """Raises ``click.ClickException`` (exit 1) when ``host``:``port`` cannot be listened on: the port is in use,
    or ``host`` is not an address of this machine. The server binds it again when it starts."""
    try:
        for family, kind, protocol, _name, address in socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        ):
            with socket.socket(family, kind, protocol) as probe:
                probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server's own socket does
                probe.bind(address)
    except OSError as error:
        from cardtable.ssh.addresses import listen_refusal

        raise click.ClickException(listen_refusal(host, port, error)) from None


def _ask_room_password() -> str:
    """The room password the host types: asked again with the reason while it cannot be one, then once more to
    confirm it."""
    from cardtable.ssh.auth import AccessError, check_password

    while True:
        typed: str = click.prompt(_("Room password"), hide_input=True, default="", show_default=False)
        try:
            check_password(typed)
        except AccessError as error:
            click.echo(_("Error: {reason}").format(reason=error), err=True)
            continue
        if click.prompt(_("Room password again"), hide_input=True, default="", show_default=False) == typed:
            return typed
        click.echo(_("Error: the two passwords differ; type it again"), err=True)


def _access_option(password_file: Path | None, authorized_keys: Path | None) -> tuple[str, Path] | None:
    """The option that admitted players to this match, for its resume command (None: the password was typed)."""
    if password_file is not None:
        return ("--password-file", password_file.absolute())
    if authorized_keys is not None:
        return ("--authorized-keys", authorized_keys.absolute())
    return None


def _same_address(
    host: str,
    port: int,
    access: tuple[str, Path] | None = None,
    *,
    spectators: bool = True,
    deal_pause: float = DEAL_PAUSE,
    delay: float | None = None,
) -> str:
    """The options that serve a resumed match where, to whom and as this one was served (only those not at their
    default), so that the players' ``ssh`` command and password still work and a match closed to spectators stays
    closed: ``access`` is ``("--password-file", FILE)`` or ``("--authorized-keys", FILE)`` when given;
    ``deal_pause`` and ``delay`` in seconds (``delay`` None: the default). Shell-quoted, braces doubled for
    ``str.format``."""
    from cardtable.terminal.notices import BOT_PAUSE

    given = [(flag, str(value)) for flag, value, default in (("--host", host, "127.0.0.1"), ("--port", port, 2222))
             if value != default]  # fmt: skip
    options = "".join(f" {flag} {shlex.quote(value)}" for flag, value in given)
    if access is not None:
        options += f" {access[0]} {shell_path(access[1])}"
    if not spectators:
        options += " --no-spectators"
    if deal_pause != DEAL_PAUSE:
        options += f" --deal-pause {deal_pause:g}"
    if delay is not None and delay != BOT_PAUSE:
        options += f" --delay {delay:g}"
    return options.replace("{", "{{").replace("}", "}}")
