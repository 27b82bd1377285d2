"""Running ``serve``: the host key, the server, the lobby and the match, until the match ends or the host stops
it with Ctrl-C (the match is saved after every move, so nothing is lost; everyone is told how it resumes)."""

from __future__ import annotations

import asyncio
import contextlib
import shlex
import signal
import threading
from collections.abc import Callable
from datetime import datetime

from rich.console import Console
from rich.text import Text

from cardtable.i18n import _, game_title, using_language
from cardtable.records.lock import SaveLock
from cardtable.safetext import clean_typed, shown_path
from cardtable.session import Session
from cardtable.ssh.addresses import is_wildcard, join_lines, listen_refusal, machine_addresses
from cardtable.ssh.auth import Access
from cardtable.ssh.hostkey import earlier_host_keys, fingerprint, host_key_path, load_or_make_host_key
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.match import ServedMatch
from cardtable.ssh.server import ServerState, start_server
from cardtable.terminal.runner import EXIT_INTERRUPTED
from cardtable.terminal.screens import GameScreens

__all__ = ["run_server"]


class _HostLog:
    """The server's log on the host's terminal: one line each, after the time, without escape codes or control
    characters (a user name is any text a client sends, logged before any password), each a sentence that ends
    with a full stop (added here to those that come without: moves, hints, a deal's end, a keys file's fault).
    Once :meth:`close` is called (the host stopped the match), it writes nothing more: a computer player's move
    made meanwhile is saved, but the log ends with how to continue the match, not with a move that reads as if
    play went on."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.lock = threading.Lock()  # lines come from the match's thread and the server's
        self.closed = False

    def __call__(self, line: str) -> None:
        with self.lock:
            if not self.closed:
                line = clean_typed(line)  # a user name is the client's to choose, escape codes too
                ended = line if line.endswith((".", "!", "?", "…")) else line + "."
                self.console.print(Text.assemble((datetime.now().strftime("%H:%M:%S "), "dim"), ended))

    def close(self) -> None:
        with self.lock:
            self.closed = True


async def run_server(
    session: Session,
    screens_factory: Callable[[Console], GameScreens],
    access: Access,
    console: Console,
    lock: SaveLock | None,
    *,
    host: str,
    port: int,
    free_names: set[str],
    spectators: bool,
    deal_pause: float,
    delay: float,
    resume_command: str,
    program: str,
) -> int:
    """Serve ``session`` on ``host``:``port`` (``delay``: seconds each computer player's move takes at the least)
    until its match ends (0) or the host presses Ctrl-C (130). Raises
    ``OSError`` when the port or the host key file cannot be used."""
    log = _HostLog(console)
    lobby = Lobby(list(session.seats), spectators=spectators, free_names=set(free_names))
    state = ServerState(lobby, access, log, language_variable=f"{session.game.name.upper()}_LANG")
    path = session.path
    match = ServedMatch(
        session, screens_factory, lobby, state.spectators, console, lock, resume_command, deal_pause, log, delay=delay
    )
    state.on_join = match.draw_lobby
    try:
        key = load_or_make_host_key(host_key_path(), earlier=earlier_host_keys(session.game.name))
        server = await start_server(state, host, port, key)
    except OSError as error:
        console.print(Text(listen_refusal(host, port, error), style="bold red"))
        return 1
    serving = _("Serving {game} on {host}:{port}.").format(game=game_title(program), host=host, port=port)
    console.print(Text(serving, style="bold"))
    console.print(_("Host key fingerprint (players check it when ssh first asks): {fingerprint}").format(
        fingerprint=fingerprint(key)))  # fmt: skip
    for line in join_lines(host, port, machine_addresses() if is_wildcard(host) else ()):
        console.print(line)
    if path is not None:
        console.print(Text(_("The match is saved after every move to {path}").format(path=shown_path(path))), soft_wrap=True)
    match.start()
    _stop_on_termination(asyncio.current_task())
    try:
        while not match.done.is_set():  # polled: a thread waiting on the event would hold up the exit
            await asyncio.sleep(0.05)
        status = match.status
    except (KeyboardInterrupt, asyncio.CancelledError):
        status = EXIT_INTERRUPTED
        _stop(session, state, console, resume_command, log)
    server.close()
    await asyncio.sleep(0.2)  # let the last lines reach the players
    return status


def _stop_on_termination(task: asyncio.Task[int] | None) -> None:
    """The server asked to end (``kill``, or the host's terminal closed) stops as at Ctrl-C: ``task`` is
    cancelled, so the match is saved (or, never played, not kept) and the players are told."""
    loop = asyncio.get_running_loop()
    for name in ("SIGTERM", "SIGHUP"):
        number = getattr(signal, name, None)
        if task is not None and number is not None:
            with contextlib.suppress(NotImplementedError, RuntimeError):  # no signal handlers on this loop
                loop.add_signal_handler(number, task.cancel)


def _stop(session: Session, state: ServerState, console: Console, resume_command: str, log: _HostLog) -> None:
    """The host stopped the match: it is saved (as after every move); everyone is told how it resumes, the host
    last (``log`` is closed first)."""
    path = session.path
    state.ending = True
    log.close()
    for terminal in [*state.lobby.terminals.values(), *state.spectators.terminals]:
        with using_language(terminal.language):
            terminal.kick(_("The host ended the match. It is saved and will resume later."))
    console.print()
    if path is not None and not session.unplayed:  # a match never played is not kept (the caller says so)
        command = resume_command.format(path=shlex.quote(str(path)))
        console.print(Text(_("The match is saved in {path}").format(path=shown_path(path))), soft_wrap=True)
        console.print(Text.assemble(_("To continue it: "), (command, "bold")), soft_wrap=True)
