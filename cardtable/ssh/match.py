"""A served match: the lobby until every seat for a person has its player, then the match in a thread of its
own, its screens on each player's and each spectator's terminal, autosaved after every move as ``play``
saves."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from cardtable.bots import make_bot
from cardtable.i18n import _, using_language
from cardtable.records import SeatInfo
from cardtable.records.lock import SaveLock
from cardtable.session import Session
from cardtable.seating import level_text, local_name
from cardtable.ssh.channel import SeatTerminal
from cardtable.ssh.lobby import Lobby
from cardtable.ssh.seats import BotPace, DealPause, HostLog, RemoteKeyboard, RemoteSeat, Spectators
from cardtable.table import BotSeat, Listener, Seat
from cardtable.terminal.keyboard import table_view
from cardtable.terminal.leaving import Line
from cardtable.terminal.runner import TableRunner
from cardtable.terminal.saving import Saver
from cardtable.terminal.screens import GameScreens, match_end_screen

__all__ = ["ServedMatch"]


class _ServedRunner(TableRunner):
    """A :class:`TableRunner` whose closing lines go to the host: the players and spectators see them too, while
    paths and resume commands (lines kept whole) are for the host's terminal only. Once the match is over, every
    screen gets its result instead (the winner, the points of each deal and the seed), in its own language: it
    is printed after the match's screen is left, so it stays in the terminal as ``play`` leaves it."""

    def __init__(self, host: Console, spectators: Spectators, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.host = host
        self.spectators = spectators

    def _print_all(self, *lines: Line) -> None:
        for line in lines:
            self.host.print(line.renderable, soft_wrap=line.whole)
        session = self.session
        for keyboard in [*self.keyboards, *self.spectators.leave_screens()]:
            if session.match_over and isinstance(keyboard, RemoteKeyboard):
                keyboard.console.print()  # the last deal's end may leave the cursor at the end of its line
                with using_language(keyboard.terminal.language):
                    keyboard.console.print(match_end_screen(table_view(session), session.seed, None))
                continue
            for line in lines:  # made in the host's language
                if not line.whole:
                    keyboard.console.print(line.renderable)


class ServedMatch:
    """The match ``session`` served to ``lobby``'s players; ``screens_factory(console)`` makes a game's screens,
    ``spectators``: the people watching; ``host``: the host's console (closing lines); ``log``: one
    line for the host's log (each move and deal); ``deal_pause``: seconds the end of each deal stays on the screens
    (:class:`~cardtable.ssh.seats.DealPause`); ``delay``: seconds each computer player's move takes at the least
    (``serve --delay``, :class:`~cardtable.ssh.seats.BotPace`); both waited for with ``sleep``.

    :meth:`start` runs it on a thread; :attr:`done` is set when it ends, with :attr:`status` the exit status
    (0 finished; 130 stopped; 1 an error)."""

    def __init__(
        self,
        session: Session,
        screens_factory: Callable[[Console], GameScreens],
        lobby: Lobby,
        spectators: Spectators,
        host: Console,
        lock: SaveLock | None,
        resume_command: str,
        deal_pause: float,
        log: Callable[[str], None] = lambda line: None,
        *,
        delay: float = 0.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.session = session
        self.screens_factory = screens_factory
        self.lobby = lobby
        self.spectators = spectators
        self.host = host
        self.saver = Saver(session, lock)
        self.resume_command = resume_command
        self.deal_pause = deal_pause
        self.log = log
        self.pace = BotPace(delay, sleep)
        self.sleep = sleep
        self.done = threading.Event()
        self.status = 0
        self.started = False

    def start(self) -> None:
        threading.Thread(target=self._run, name="match", daemon=True).start()

    # -- the lobby ----------------------------------------------------------------------------------------------

    def draw_lobby(self) -> None:
        """Show every connected terminal who sits where and who is still awaited (until the match starts)."""
        if self.started:
            return
        for terminal in [*self.lobby.terminals.values(), *self.spectators.terminals]:
            terminal.draw_screen(partial(self._draw_lobby, terminal))

    def _draw_lobby(self, terminal: SeatTerminal) -> None:
        with using_language(terminal.language):
            names = self.lobby.names()
            grid = Table(title=_("The table"), expand=False)
            grid.add_column(_("Seat"), justify="right")
            grid.add_column(_("Player"))
            grid.add_column(_("Here"))
            for number, seat in enumerate(self.lobby.seats, start=1):
                if seat.bot is not None:
                    here = _("computer ({level})").format(level=level_text(seat.bot))
                elif seat.name in self.lobby.free_names:
                    here = _("free")
                else:
                    seated = self.lobby.terminals.get(number)
                    here = _("connected") if seated is not None and seated.connected else _("awaited")
                grid.add_row(str(number), Text(local_name(names[number - 1])), here)
            waiting = Text(_("The match starts when every seat has its player."), style="dim")
        terminal.enter_screen()
        terminal.console.clear()
        terminal.console.print(Group(grid, waiting))

    # -- the match ----------------------------------------------------------------------------------------------

    def _run(self) -> None:
        try:
            self.lobby.wait_until_full()
            self.started = True
            self._name_seats()
            self.status = self._play()
        except Exception as error:  # a bug: the match is saved after every move; say so in one line
            self.status = 1
            self.host.print(Text(_("Something went wrong: {error!r}").format(error=error), style="bold red"))
            for terminal in [*self.lobby.terminals.values(), *self.spectators.terminals]:
                terminal.kick(_("Something went wrong: {error!r}").format(error=error))
        finally:
            self.done.set()

    def _name_seats(self) -> None:
        """The names the players joined with become the record's names (saved with the next move)."""
        names = self.lobby.names()
        record = self.session.record
        seats = tuple(SeatInfo(name, seat.bot) for name, seat in zip(names, record.seats))
        if seats != record.seats:
            self.session.record = replace(record, seats=seats)
            self.saver.attempt(self.session.save)

    def _presence(self, seat: int, screens: list[RemoteKeyboard]) -> None:
        """The player at ``seat`` connected or left: while the match waits for their move, the other ``screens``
        and the spectators' are drawn again to say whether it waits for them to come back (:meth:`RemoteKeyboard.away`)."""
        if self.session.to_move != seat:
            return
        for keyboard in screens:
            if keyboard.seats != [seat]:
                keyboard.terminal.refresh()
        self.spectators.refresh()

    def _play(self) -> int:
        session, saver = self.session, self.saver
        remote: list[RemoteKeyboard] = []  # the players' screens
        seats: dict[int, Seat[Any, Any]] = {}
        rng = random.Random()
        for number, seat in enumerate(session.seats, start=1):
            if seat.bot is not None:
                seats[number] = BotSeat(make_bot(session.game.name, seat.bot), rng, self.pace)
                continue
            terminal = self.lobby.terminals[number]
            keyboard = RemoteKeyboard(terminal, session, self.screens_factory(terminal.console), saver)
            remote.append(keyboard)
            seats[number] = RemoteSeat(keyboard, number)
        watching = self.spectators
        watching.players = self.lobby.terminals
        watching.start(session, self.screens_factory, saver)
        for player in seats.values():
            if isinstance(player, RemoteSeat):
                player.others = [*(keyboard for keyboard in remote if keyboard is not player.remote), watching]
        for keyboard in remote:
            keyboard.players = self.lobby.terminals
        for number, terminal in self.lobby.terminals.items():
            terminal.on_presence = partial(self._presence, number, remote)
        host_log = HostLog(session, self.log, self.screens_factory(self.host))
        asides = [player.aside for player in seats.values() if isinstance(player, RemoteSeat)]
        listeners: list[Listener[Any]] = [watching, host_log, DealPause(self.deal_pause, self.sleep, asides)]
        runner = _ServedRunner(
            self.host, watching, session, seats, remote, saver,
            resume_command=self.resume_command, listeners=listeners,
        )  # fmt: skip
        status = runner.run()
        for terminal in [*self.lobby.terminals.values(), *watching.terminals]:
            with using_language(terminal.language):
                terminal.finish(_("The match is over. Thank you for playing."))
        return status
