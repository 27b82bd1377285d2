"""Who sits where: the seats of a served match and the players who connect to them.

A player's SSH user name is their name. Joining takes the seat that the name already holds (case does not
matter, nor the language of a seat's default name: "Player 2" is "Игрок 2"; a resumed match's seats hold their
players' names, a free seat its default or configured name), else the first free seat for a person, which then
bears the name; with every seat taken, the player watches as a spectator (when the server allows spectators) or
is refused. The name of a computer player's seat is nobody's: whoever
connects with it is asked for another (:attr:`Joined.again`). The match starts when every seat for a person has
had its player: :meth:`Lobby.wait_until_full`.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from cardtable.i18n import _
from cardtable.records import SeatInfo
from cardtable.seating import MAX_NAME, name_key
from cardtable.ssh.channel import LINES_PER_SECOND, SeatTerminal

__all__ = ["Joined", "Lobby", "MAX_NAME"]


@dataclass(frozen=True)
class Joined:
    """The answer to a player who connects: their ``seat`` (1-based) and its ``terminal`` (``returned``: to the
    seat they had left since this server started), or ``spectator``, or ``refused`` with the one line that says
    why, or ``again``: the one line that says why the name is not theirs to take (the server asks for another)."""

    seat: int | None = None
    terminal: SeatTerminal | None = None
    spectator: bool = False
    refused: str | None = None
    again: str | None = None
    returned: bool = False


@dataclass
class Lobby:
    """The seats of one served match: ``seats`` (names, bots) in seat order; ``spectators``: whether people
    who find no seat may watch. A seat for a person named ``Player N`` is free until someone takes it."""

    seats: list[SeatInfo]
    spectators: bool = True
    free_names: set[str] = field(default_factory=set)
    rate: float = LINES_PER_SECOND
    """Lines a second a player may type (:class:`~cardtable.ssh.channel.SeatTerminal`)."""
    terminals: dict[int, SeatTerminal] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _full: threading.Event = field(default_factory=threading.Event)

    def __post_init__(self) -> None:
        self._check_full()

    def join(self, name: str, width: int, height: int, color: bool, language: str | None = None) -> Joined:
        """Seat the player ``name`` (see the module docstring); ``language``: of their screens (None: the
        server's)."""
        name = name.strip()
        if len(name) > MAX_NAME:
            message = _("A name has at most {count} characters: choose a shorter one.")
            return Joined(again=message.format(count=MAX_NAME))
        if not name or not name.isprintable():
            return Joined(refused=_("Connect with your name as the user name: ssh -p PORT Anna@HOST, with the port and address the host gave you."))
        with self._lock:
            for number, seat in enumerate(self.seats, start=1):
                if name_key(seat.name) != name_key(name):  # "player 2", or "Игрок 2" for "Player 2"
                    continue
                if seat.bot is not None:  # a person of that name would be taken for the computer player
                    return Joined(again=_('"{name}" is a computer player at this table: choose another name.').format(
                        name=name))  # fmt: skip  # as typed: "Игрок 3" for the seat "Player 3"
                held = self.terminals.get(number)
                if held is not None and held.connected:  # nobody takes over a seat (and its hand) in use
                    return Joined(
                        again=_("{name} is at the table already: choose another name, or connect again once {name} "
                                "has left.").format(name=seat.name)
                    )  # fmt: skip
                self.free_names.discard(seat.name)  # a free seat that bears the name is this player's
                returned = number in self.terminals  # a terminal is made when a seat is first taken
                joined = Joined(number, self._terminal(number, seat.name, width, height, color, language), returned=returned)
                self._check_full()
                return joined
            for number, seat in enumerate(self.seats, start=1):
                if seat.bot is None and seat.name in self.free_names:
                    self.free_names.discard(seat.name)
                    self.seats[number - 1] = SeatInfo(name)
                    joined = Joined(number, self._terminal(number, name, width, height, color, language))
                    self._check_full()
                    return joined
        if self.spectators:
            return Joined(spectator=True)
        return Joined(refused=_("Every seat is taken and this match has no spectators."))

    def _terminal(
        self, number: int, name: str, width: int, height: int, color: bool, language: str | None
    ) -> SeatTerminal:
        terminal = self.terminals.get(number)
        if terminal is None:
            terminal = SeatTerminal(name, width, height, color, rate=self.rate, language=language)
            self.terminals[number] = terminal
        else:
            terminal.language = language  # the player may come back from another terminal
        return terminal

    def _check_full(self) -> None:
        if all(seat.bot is not None or number in self.terminals for number, seat in enumerate(self.seats, 1)):
            self._full.set()

    def wait_until_full(self, timeout: float | None = None) -> bool:
        """Wait until every seat for a person has its player; False after ``timeout`` seconds."""
        return self._full.wait(timeout)

    def names(self) -> list[str]:
        """The seats' names, seat 1 first."""
        with self._lock:
            return [seat.name for seat in self.seats]
