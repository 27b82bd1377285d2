"""The SSH server of a served match (asyncssh): authentication, connection limits, and each connection's
session joined to its seat's terminal.

The server runs an asyncio loop in the main thread; the match runs in another thread (see
:mod:`cardtable.ssh.serve`). Output from the match reaches a channel through ``loop.call_soon_threadsafe``; lines
typed by a player reach the match through their :class:`~cardtable.ssh.channel.SeatTerminal`. Ctrl-C or Ctrl-D
from a client leaves that player's seat (the match waits for them to come back); it never stops the server.
"""

from __future__ import annotations

import asyncio
import threading
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import asyncssh

from cardtable.i18n import LOCALE_VARIABLES, _, language_from_environment, using_language
from cardtable.safetext import TypedEscapes
from cardtable.seating import local_name
from cardtable.ssh.auth import Access, load_authorized_keys
from cardtable.ssh.channel import LEAVE_SCREEN, Connection, SeatTerminal, clean_line, wrapped
from cardtable.ssh.lobby import Joined, Lobby
from cardtable.ssh.seats import Spectators
from cardtable.terminal.words import is_quit

__all__ = ["RESIZE_SETTLE", "Limits", "ServerState", "start_server"]

RESIZE_SETTLE = 0.2  # seconds a window keeps its size before its screen is drawn again for it
NAME_TRIES = 3  # names a client may type when the one it connected with is not theirs to take
EDITOR_KEYS = (
    "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\x1bOA", "\x1bOB", "\x1bOC", "\x1bOD", "\x1bOM",
    "\x1b[H", "\x1b[F", "\x1b[1~", "\x1b[4~", "\x1b[3~",
)  # fmt: skip
"""The escape sequences asyncssh's line editor reads as keys (arrows, Home, End, Delete, keypad Enter)."""


@dataclass(frozen=True)
class Limits:
    """How much one client may take: ``per_address`` connections from one address, ``total`` connections in
    all, ``line`` bytes the line editor keeps, ``auth_tries`` password tries per connection."""

    per_address: int = 4
    total: int = 32
    line: int = 1024
    auth_tries: int = 3


@dataclass
class ServerState:
    """What the server shares with the match: the ``lobby``, the people watching (``spectators``),
    and ``log``, called with each line for the host's terminal (connections, seats)."""

    lobby: Lobby
    access: Access
    log: Callable[[str], None]
    limits: Limits = field(default_factory=Limits)
    spectators: Spectators = field(default_factory=Spectators)
    addresses: Counter[str] = field(default_factory=Counter)
    language_variable: str = ""
    """The game's language variable (``LEOPARD_LANG``), read from each client's environment."""
    on_join: Callable[[], None] = lambda: None
    """Called after each player or spectator joins (the lobby's screens are drawn again)."""
    ending: bool = False
    """The host ended the match: players leave because of it, which is neither logged nor told to the others."""

    def tell_others(self, terminal: SeatTerminal, line: Callable[[], str]) -> None:
        """Tell everyone connected but ``terminal``'s player the line ``line()`` makes, in their own language
        (e.g. who left and is awaited: a seat's default name written by
        :func:`~cardtable.seating.local_name` within ``line``)."""
        for other in [*self.lobby.terminals.values(), *self.spectators.terminals]:
            if other is not terminal:
                with using_language(other.language):
                    other.notice(line())


def client_language(environment: Mapping[str, str], variable: str) -> str | None:
    """The language a client's environment asks for (``variable``, then its locale), or None when it sends none."""
    chosen = {
        name: value
        for name in (variable, *LOCALE_VARIABLES)
        if (value := environment.get(name)) and value.split(".")[0].upper() not in ("C", "POSIX")
    }
    return language_from_environment(variable, chosen) if chosen else None


def _color(term: str | None) -> bool:
    return bool(term) and term not in ("dumb", "unknown")


class _Server(asyncssh.SSHServer):
    """One client connection: limits and authentication."""

    def __init__(self, state: ServerState) -> None:
        self.state = state
        self.address = ""
        self.tries = 0
        self.conn: asyncssh.SSHServerConnection | None = None
        self.keys_read = False  # the authorized-keys file was read fine for this connection
        self.refused_key: str | None = None  # the user name a key was refused for, until one is admitted

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        peer = conn.get_extra_info("peername")
        self.address = str(peer[0]) if peer else "?"
        state = self.state
        self.conn = conn
        if state.addresses[self.address] >= state.limits.per_address or sum(state.addresses.values()) >= state.limits.total:
            state.log(_("Refused a connection from {address}: too many connections.").format(address=self.address))
            self.address = ""  # not counted; disconnected when authentication begins, with the reason
            return
        state.addresses[self.address] += 1

    def connection_lost(self, exc: Exception | None) -> None:
        if self.refused_key is not None and self.address:  # logged once, as the client gives up
            self.state.log(_("Unknown key for {name} from {address}.").format(name=self.refused_key, address=self.address))
        if self.address:
            self.state.addresses[self.address] -= 1
            if self.state.addresses[self.address] <= 0:
                del self.state.addresses[self.address]

    def begin_auth(self, username: str) -> bool:
        assert self.conn is not None
        if not self.address:
            # A disconnect, not a failed authentication: a failure that lists no method left is read by OpenSSH's
            # client as "try all of yours", so it asks for a password; and it hides an auth banner with -q or
            # LogLevel=ERROR, where it still shows the reason for a disconnect.
            self.conn.disconnect(
                asyncssh.DISC_TOO_MANY_CONNECTIONS, _("Too many connections from your address: close one and try again.")
            )
            return True
        keys = self.state.access.authorized_keys
        if keys is not None:  # read afresh at each connection, checked as when the server started
            try:
                self.conn.set_authorized_keys(load_authorized_keys(keys))
                self.keys_read = True
            except (ValueError, OSError) as error:  # edited since into a file nobody can join with: say why
                self.state.log(str(error))
                self.conn.set_authorized_keys(None)  # no key admitted, not even one read for an earlier user name
                self.keys_read = False  # the log said why keys are refused: no "unknown key" besides
        return True  # always authenticate

    def password_auth_supported(self) -> bool:
        return self.state.access.password is not None

    def validate_password(self, username: str, password: str) -> bool:
        self.tries += 1
        if self.tries > self.state.limits.auth_tries:
            return False
        ok = self.state.access.password_ok(password)
        if not ok:
            self.state.log(_("Wrong password for {name} from {address}.").format(name=username, address=self.address))
        return ok

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        # asyncssh asks here only for a key the authorized keys do not hold: it is refused. A client may offer
        # several keys before one is admitted, so the refusal is logged when the connection ends unadmitted.
        if self.keys_read:
            self.refused_key = username
        return False

    def auth_completed(self) -> None:
        self.refused_key = None

    def public_key_auth_supported(self) -> bool:
        # Offered even while the file is bad (no key is then admitted): a failure that lists no method left
        # would make OpenSSH's client ask for a password (see begin_auth).
        return self.state.access.authorized_keys is not None


async def _session(state: ServerState, process: asyncssh.SSHServerProcess[str]) -> None:
    """One player's session: take a seat (or watch), then pass what they type to the match."""
    loop = asyncio.get_running_loop()
    _drop_escapes(process)
    name = str(process.get_extra_info("username") or "")
    width, height = process.term_size[:2] if process.term_size[0] else (80, 24)
    language = client_language(dict(process.env), state.language_variable)
    with using_language(language):
        joined = state.lobby.join(name, width, height, _color(process.term_type), language)
    for _try in range(NAME_TRIES):  # a name that is not theirs to take: asked for another, as play asks
        if joined.again is None:
            break
        with using_language(language):
            process.stdout.write(wrapped(joined.again, width) + _("Your name: "))
        typed = await _read_name(process)
        if typed is None:  # left at the prompt: end its line, so that ssh's "Connection … closed." has its own
            _drop_typed_line(process)
            process.stdout.write("\n")
            process.exit(1)
            return
        name = typed or name
        width, height = process.term_size[:2] if process.term_size[0] else (width, height)  # resized meanwhile
        with using_language(language):
            joined = state.lobby.join(name, width, height, _color(process.term_type), language)
    if joined.again is not None:
        joined = Joined(refused=joined.again)
    if joined.refused is not None:
        process.stdout.write(wrapped(joined.refused, width))
        process.exit(1)
        return

    def send(text: str) -> None:
        loop.call_soon_threadsafe(_write, process, text)

    def close(message: str) -> None:
        loop.call_soon_threadsafe(_close, process, message)

    connection = Connection(send, close)
    if joined.terminal is None:  # a spectator
        terminal = state.spectators.join(name, width, height, _color(process.term_type), language)
        state.log(_("{name} is watching.").format(name=name))
    else:
        terminal = joined.terminal
        name = terminal.name  # the seat's name, however the player spelled it
        if joined.returned:
            state.log(_("{name} came back to seat {seat}.").format(name=name, seat=joined.seat))
        else:
            state.log(_("{name} took seat {seat}.").format(name=name, seat=joined.seat))
        # A seat's default name in each reader's language, as the table writes it ("Игрок 3" for "Player 3").
        state.tell_others(terminal, lambda: _("{name} is at the table.").format(name=local_name(name)))
    terminal.attach(connection, width, height)
    state.on_join()
    resizing: asyncio.TimerHandle | None = None
    try:
        while True:
            try:
                line = await process.stdin.readline()
            except asyncssh.TerminalSizeChanged as change:
                if resizing is not None:  # a window dragged to size sends many changes: draw for the last one
                    resizing.cancel()
                resizing = loop.call_later(RESIZE_SETTLE, _resized, terminal, change.width, change.height)
                continue
            except (asyncssh.BreakReceived, asyncssh.SignalReceived):
                break  # Ctrl-C: leave the seat
            if not line.endswith("\n"):
                break  # Ctrl-D or the connection closed, perhaps mid-line: only Enter sends a line
            if joined.terminal is None:  # spectators only watch
                with using_language(language):
                    if is_quit(line):
                        break
                    terminal.answer(_("You are watching: type quit or press Ctrl-D to leave."))
                continue
            if is_quit(line) and not terminal.asking and not terminal.aside_open:  # as Ctrl-D does (q at a page: back)
                break
            with using_language(language):
                notice = terminal.typed(line)
            if notice is not None:
                process.stdout.write(notice + "\n")
    finally:
        if resizing is not None:
            resizing.cancel()
        terminal.detach(connection)
        if joined.terminal is None:
            state.spectators.leave(terminal)
        if not state.ending:
            state.log(_("{name} left.").format(name=name))
        if joined.terminal is not None and not terminal.connected and not state.ending:
            state.tell_others(
                terminal, lambda: _("{name} left the table; the match waits for {name}.").format(name=local_name(name))
            )
    if not process.is_closing():
        _drop_typed_line(process)
        if terminal.on_alternate_screen:  # back to the player's own screen, as it was before they joined
            process.stdout.write(LEAVE_SCREEN)
        if joined.terminal is not None:
            with using_language(language):  # the player's, not the host's; a default name as their screens write it
                farewell = _("You left your seat; connect again as {name} to take it back.").format(name=local_name(name))
            process.stdout.write("\n" + farewell + "\n")
        process.exit(0)


async def _read_name(process: asyncssh.SSHServerProcess[str]) -> str | None:
    """A name typed at the name prompt, cleaned as a typed line is (:func:`~cardtable.ssh.channel.clean_line`);
    None when the client leaves instead (Ctrl-C, Ctrl-D)."""
    while True:
        try:
            line = await process.stdin.readline()
        except asyncssh.TerminalSizeChanged:
            continue  # the size is read again when the name is
        except (asyncssh.BreakReceived, asyncssh.SignalReceived):
            return None
        if not line.endswith("\n"):
            return None  # left, perhaps mid-name: only Enter sends a name
        return clean_line(line)[0].strip()


def _drop_typed_line(process: asyncssh.SSHServerProcess[str]) -> None:
    """Forget what was typed on the line and not sent (Ctrl-C after ``3``): the line editor would draw it again
    after the last words written, before the connection closes (``3Connection to … closed.``)."""
    channel = process.channel
    if isinstance(channel, asyncssh.editor.SSHLineEditorChannel) and getattr(channel, "_editor", None) is not None:
        channel.clear_input()


def _drop_escapes(process: asyncssh.SSHServerProcess[str]) -> None:
    """Escape sequences typed or pasted are taken out whole before the line editor sees them: given one it does
    not know (``ESC [ 2 J``), it would drop its first characters and keep the rest as typing (``J``). asyncssh has
    no place for such a filter, so the editor's input is passed through one (:class:`TypedEscapes`). Without a
    terminal there is no editor: lines arrive whole and :func:`~cardtable.ssh.channel.clean_line` cleans them."""
    editor = getattr(process.channel, "_editor", None)
    if editor is None:
        return
    escapes = TypedEscapes(EDITOR_KEYS)
    given = editor.process_input

    def process_input(data: str, datatype: asyncssh.DataType) -> None:
        given(escapes.feed(data), datatype)

    editor.process_input = process_input


def _resized(terminal: SeatTerminal, width: int, height: int) -> None:
    """Draw ``terminal``'s screen again for its player's new window, off the event loop (a redraw can wait for
    the match to finish drawing a screen)."""
    threading.Thread(target=terminal.window_changed, args=(width, height), daemon=True).start()


def _write(process: asyncssh.SSHServerProcess[str], text: str) -> None:
    if not process.is_closing():
        process.stdout.write(text)


def _close(process: asyncssh.SSHServerProcess[str], message: str) -> None:
    if not process.is_closing():
        process.stdout.write("\n" + message + "\n")
        process.exit(0)


async def start_server(
    state: ServerState, host: str, port: int, host_key: asyncssh.SSHKey
) -> asyncssh.SSHAcceptor:
    """Listen on ``host``:``port`` with ``host_key``. Raises ``OSError`` when the port cannot be opened."""
    return await asyncssh.create_server(
        lambda: _Server(state),
        host,
        port,
        server_host_keys=[host_key],
        process_factory=lambda process: _session(state, process),
        encoding="utf-8",
        errors="replace",  # a byte from a terminal set to another encoding is read as U+FFFD, not a disconnect
        line_editor=True,
        max_line_length=state.limits.line,
        allow_scp=False,
        agent_forwarding=False,
        x11_forwarding=False,
        allow_pty=True,
        keepalive_interval=15,  # a client gone without a word frees its seat within a minute
        keepalive_count_max=3,
    )
