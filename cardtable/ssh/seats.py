"""The seats and screens of a served match: a person at their own remote terminal, and the people watching.

A remote player's keyboard is an ordinary :class:`~cardtable.terminal.keyboard.Keyboard` on their
:class:`~cardtable.ssh.channel.SeatTerminal`, with three differences: its screen is redrawn after every move (the
player follows the table between their turns), nothing waits for their Enter (the match pauses once at the end of
a deal, :class:`DealPause`), and ``save PATH`` is the host's alone. The commands that move nothing work at any
time, answered on the player's screen alone (:class:`Aside`). ``quit``, Ctrl-C and Ctrl-D leave the seat,
not the match: the seat waits for its player to connect again. A player who comes back in a window of another
size sees the screen drawn again for it: the turn screen by the seat (:class:`~cardtable.ssh.channel.Redraw`),
the screens between turns by the notice that drew them (:meth:`SeatTerminal.draw_screen`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from rich.console import Console, RenderableType
from rich.text import Text

from cardtable.i18n import _, using_language
from cardtable.seating import local_name
from cardtable.session import Session
from cardtable.ssh.channel import Redraw, SeatTerminal
from cardtable.table import DealOver, Hinted, MatchOver, Moved, Notice, TookBack
from cardtable.terminal.humans import ConsoleSeat
from cardtable.terminal.keyboard import Keyboard, QuitRequested, table_view
from cardtable.terminal.notices import show_notice, show_waiting
from cardtable.terminal.prompts import answer_command, command_word
from cardtable.terminal.review import can_review, deal_review, review_words
from cardtable.terminal.saving import Saver
from cardtable.terminal.screens import DEAL_END_PROMPT_LINES, GameScreens

if TYPE_CHECKING:  # a bot's move: concurrent.futures is imported by the bot seat that makes one
    from concurrent.futures import Future

__all__ = [
    "ANSWER_LINES", "ANY_TIME", "DEAL_PAUSE", "REVIEW_WAIT", "Aside", "BotPace", "DealPause", "HostLog", "RemoteKeyboard", "RemoteSeat",
    "Spectators",
]  # fmt: skip

ANSWER_LINES = 2
"""The lines of the longest answer (``cell``'s) that every served screen leaves room for
(:meth:`RemoteKeyboard.room_under`)."""

DEAL_PAUSE = 8.0
"""Seconds the end of a deal stays on every screen before the next deal is dealt (or the match's result shown)."""

REVIEW_WAIT = 180.0
"""Seconds at most that the match's result waits, after the pause at the last deal's end, for the reviews asked for
in that pause to be shown and read (:class:`DealPause`)."""

ANY_TIME = frozenset({"help", "rules", "score", "save", "game", "review"})
"""The commands (:func:`cardtable.terminal.prompts.command_word`) a seated player may type when it is not their
turn: they move nothing (``save`` only says that the host saves). ``moves``, ``hint`` and ``undo`` are about
their own turn; ``quit`` leaves the seat at any time (:mod:`cardtable.ssh.server`)."""


class RemoteKeyboard(Keyboard):
    """The keyboard of one remote player (see the module docstring)."""

    def __init__(self, terminal: SeatTerminal, session: Session, screens: GameScreens, saver: Saver) -> None:
        super().__init__(terminal.console, session, screens, saver, private=True, read_line=terminal.read_line)
        self.terminal = terminal
        self.follows_moves = True
        self.may_save = False

        self.shows_paths = False  # the save file is the host's business
        self.ending = False
        """Whether the end of a deal is being drawn (:meth:`show_notice`)."""
        self.between_turns = False
        """Whether a screen between the player's turns is being drawn (:meth:`show_notice`, :meth:`draw_waiting`),
        not their turn screen with its prompt."""
        self.players: Mapping[int, SeatTerminal] = {}
        """The terminals of the seats that people play over ``serve``, by seat number (:meth:`away`)."""
        with terminal.drawing:
            terminal.redraw = None  # the lobby is over for this screen

    def wait(
        self,
        message: str,
        *,
        leaving: bool = False,
        extra: Mapping[str, Callable[[str], None]] | None = None,
        takes_text: bool = False,
        refusal: str | None = None,
        screen: Callable[[], RenderableType] | None = None,
        more_help: str | None = None,
    ) -> str:
        """Nothing waits for one player's Enter: the whole table pauses once (:class:`DealPause`). Where the end of
        a deal offers ``review`` (in ``extra``), a note under it says so (:meth:`pause_note`): the player types it
        in the pause (:class:`Aside`)."""
        if extra and any(word in review_words() for word in extra):
            # In the room of play's prompt; what the player types there begins a line of its own, under it.
            self.console.print(self.pause_note())
        return ""

    def away(self, seat: int) -> bool:
        """Whether the person at ``seat`` has no connection now: the match waits for them to connect again."""
        terminal = self.players.get(seat)
        return terminal is not None and not terminal.connected

    def pause_note(self) -> Text:
        """The note under the end of a deal that offers ``review``: what follows the pause (the next deal, or the
        match's result), and that review may be typed meanwhile."""
        if self.session.match_over:
            line = _("The result of the match follows in a moment; type review to see your play in this deal judged by the strong computer player.")
        else:
            line = _("The next deal follows in a moment; type review to see your play in this one judged by the strong computer player.")
        return Text(line, style="dim")

    def room_under(self) -> int:
        """Every screen here is laid out to keep its top in view with an answer of up to :data:`ANSWER_LINES` under
        it (:meth:`SeatTerminal.answer`: to a line typed where no prompt waits; a notice): at a turn screen, above
        its prompt; between turns, under the line on whose turn it is; at the end of a deal (:attr:`ending`), under
        the pause's note when review is offered (:meth:`pause_note`)."""
        if self.ending:
            note = len(self.console.render_lines(self.pause_note(), pad=False)) if can_review(self) else 0
            # The note takes the room the screen keeps for play's prompt; the line typed and then an answer begin
            # on the line under it, and the answer ends with a newline, which leaves the cursor on a line of its own.
            return note + ANSWER_LINES + 1 - DEAL_END_PROMPT_LINES
        if self.between_turns:  # the line on whose turn it is takes the prompt's place, the cursor a line under
            return ANSWER_LINES + 1
        return ANSWER_LINES  # the prompt's line is the last: the cursor waits on it

    @contextmanager
    def screen(self) -> Iterator[None]:
        """The alternate screen, showing the table at once to a player whose turn it is not."""
        with super().screen():
            self.draw_waiting()
            yield

    def draw_waiting(self) -> None:
        """The table as it is now and whose turn it is, for a player whose turn it is not (the spectators: from
        seat 1's place, as every notice draws it); nothing once the match is over."""
        session = self.session
        if session.to_move is None:
            return
        observation = session.observation(self.seats[0] if self.seats else 1)

        def waiting() -> None:
            self.between_turns = True
            try:
                with using_language(self.terminal.language):
                    show_waiting(self, observation)
            finally:
                self.between_turns = False

        self.terminal.draw_screen(waiting)

    def show_notice(self, notice: Notice, observation: Any) -> None:
        """Show ``notice`` here (in the player's language), drawn again for a player who comes back in a window
        of another size. The end of the match is not drawn here: the last deal's end stays on the screen until the
        match's result is printed below the match's screen, where it stays after the connection closes
        (:class:`cardtable.ssh.match.ServedMatch`)."""
        if isinstance(notice, MatchOver):
            return

        def shown() -> None:
            self.last_notice = None  # drawn again: not "just shown"
            self.ending, self.between_turns = isinstance(notice, DealOver), True
            try:
                with using_language(self.terminal.language):
                    show_notice(self, notice, observation)
            finally:
                self.ending = self.between_turns = False

        if notice is not self.last_notice:
            self.terminal.draw_screen(shown)


class RemoteSeat(ConsoleSeat):
    """Seat ``number``, played by the person at ``keyboard`` (a :class:`RemoteKeyboard`), who may type the
    commands that move nothing at any time (:class:`Aside`)."""

    def __init__(self, keyboard: RemoteKeyboard, number: int) -> None:
        super().__init__(keyboard, number)
        self.remote = keyboard
        self.aside = Aside(keyboard, number)
        keyboard.terminal.redraws_at_prompt = True
        self.others: Sequence[RemoteKeyboard | Spectators] = ()
        """The other screens of the match (the other players', the spectators'): at the first move of a deal they
        still show the last deal's end, and are drawn again with the new deal."""

    def choose(self, observation: Any, legal_moves: Sequence[Any]) -> Any:
        """The move the player types; ``quit`` (Ctrl-C, Ctrl-D) leaves the seat, which then waits for them. A
        player back in a window of another size gets the turn screen drawn again for it."""
        terminal = self.remote.terminal
        if not self.remote.session.record.deals[-1].moves:  # a new deal: nobody has seen it yet
            for other in self.others:
                other.draw_waiting()
        while True:
            with terminal.drawing:
                terminal.redraw = None  # the turn screen is drawn again by its prompt (Redraw)
            try:
                with using_language(terminal.language):
                    return super().choose(observation, legal_moves)
            except Redraw:
                continue
            except (QuitRequested, EOFError):
                _leave_seat(terminal)

    def notify(self, notice: Notice, observation: Any) -> None:
        if isinstance(notice, DealOver):
            self.aside.finished = self.remote.session.deal_number
        self.remote.show_notice(notice, observation)


class Aside:
    """What the player at ``remote`` (seat ``seat``) types while no prompt of theirs waits (between their turns,
    in the pause at the end of a deal): a command that moves nothing (:data:`ANY_TIME`) is answered as at their
    prompt (:func:`cardtable.terminal.prompts.answer_command`), on their own screen only, while the match goes on:
    a long answer on pages of its own (the match's screen held back meanwhile, then sent again as it is by then),
    a short one under the match's screen. ``review`` works in the pause at the end of a deal, as ``play`` offers
    it there: the deal is over, so nothing of it is hidden any more; during a deal it says when to type it. Any
    other line is not the player's to play now (:meth:`SeatTerminal.typed` says so)."""

    def __init__(self, remote: RemoteKeyboard, seat: int) -> None:
        terminal = remote.terminal
        self.remote, self.seat, self.terminal = remote, seat, terminal
        # The seat's own screens: the game's words read what its last screen showed (Semerka's names for last).
        self.keyboard = Keyboard(
            terminal.aside_console, remote.session, remote.screens, remote.saver, private=True,
            read_line=terminal.read_aside,
        )  # fmt: skip
        self.keyboard.seats.append(seat)
        self.keyboard.may_save = False
        self.keyboard.shows_paths = False
        self.finished: int | None = None
        """The last deal that ended (reviewed by ``review`` until the next one is dealt)."""
        self.reviewed = threading.Event()
        """Clear while a review asked for in the pause at a deal's end is made or read (:class:`DealPause`)."""
        self.reviewed.set()
        terminal.aside = self.take

    def take(self, line: str) -> bool:
        """Answer ``line`` (typed in the player's language) on a thread of its own when it is a command that
        moves nothing, at once when it is ``undo`` where several people play (refused at any time); False when it
        is neither (or an answer is on its way already)."""
        text = line.strip()
        word = command_word(self.keyboard, text)
        loop = self.remote.loop
        if word == "undo" and loop is not None and loop.take_back_refusal(self.seat) == "humans":
            # Not the turn's business: it is refused at any time (prompts.ask_undo says it at the prompt).
            self.terminal.answer(_("Moves are taken back only in a match of one person against computer players."))
            return True
        if word not in ANY_TIME or not self.terminal.hold():
            return False
        if word == "review" and self.finished == self.keyboard.session.deal_number:
            self.reviewed.clear()  # before the pause may end: the last deal's result waits for it
        threading.Thread(target=self._answer, args=(text,), name="aside", daemon=True).start()
        return True

    def _answer(self, text: str) -> None:
        keyboard, terminal = self.keyboard, self.terminal
        keyboard.loop = self.remote.loop  # help says whether undo is for this table
        answer: RenderableType | None = None  # a short one, for under the match's screen
        try:
            with using_language(terminal.language):
                # Only while the next deal is not dealt: that deal's end is on the screens. It is over, so every
                # hand of it is public, however long the review takes.
                finished = self.finished if self.finished == keyboard.session.deal_number else None
                try:
                    if command_word(keyboard, text) == "review" and finished is not None:
                        keyboard.page(deal_review(keyboard, text.partition(" ")[2], finished))
                    else:
                        observation = keyboard.session.observation(self.seat)
                        answer = answer_command(keyboard, self.seat, observation, (), text)
                except ValueError as error:
                    answer = Text(str(error))
                except QuitRequested:  # quit typed at a page: the seat is left, as at the prompt
                    _leave_seat(terminal)
        except EOFError:  # the player left, or came back on another connection: the aside is over
            pass
        finally:
            terminal.release(None if answer is None else _plain(keyboard, answer))
            self.reviewed.set()


def _leave_seat(terminal: SeatTerminal) -> None:
    """The player leaves their seat (``quit``, Ctrl-C, Ctrl-D): their connections end with how to take it back."""
    with using_language(terminal.language):
        message = _("You left your seat; connect again as {name} to take it back.").format(name=local_name(terminal.name))
    terminal.kick(message)


def _plain(keyboard: Keyboard, answer: RenderableType) -> str:
    """A short ``answer`` as the plain lines it takes at ``keyboard`` (a line under the screen is wrapped as
    any line there, and has no style)."""
    lines = keyboard.console.render_lines(answer, pad=False)
    return "\n".join("".join(segment.text for segment in line).rstrip() for line in lines)


class Spectators:
    """The people watching, each at a terminal of their own (one for each connection), in their own language
    and window size, as a player is: every screen drawn for each of them shows the public table only, from seat
    1's place (hand-off screens), drawn again after every move. A :class:`cardtable.table.Listener` once the
    match has begun (:meth:`start`). Thread-safe: people come and go on the SSH side while the match draws."""

    def __init__(self) -> None:
        self._lock = threading.RLock()  # held while screens are drawn: a newcomer's first one comes in order
        self._terminals: list[SeatTerminal] = []
        self._keyboards: dict[SeatTerminal, RemoteKeyboard] = {}
        self._make: Callable[[SeatTerminal], RemoteKeyboard] | None = None  # set when the match begins
        self._session: Session | None = None
        self._deal_end: tuple[Notice, Any] | None = None  # the last deal's end, for whoever comes in its pause
        self._over = False  # the match's screen is left: nobody is drawn a table any more
        self.players: Mapping[int, SeatTerminal] = {}
        """The terminals of the seats that people play over ``serve`` (set before :meth:`start`): the waiting line
        says when the awaited one left (:meth:`RemoteKeyboard.away`)."""

    def join(self, name: str, width: int, height: int, color: bool, language: str | None) -> SeatTerminal:
        """A terminal for ``name``, who watches in a window of ``width`` × ``height`` in ``language`` (None: the
        server's); once the match is on, the table as it is now is drawn on it at once."""
        terminal = SeatTerminal(name, width, height, color, language=language)
        with self._lock:
            self._terminals.append(terminal)
            if self._make is not None:
                self._begin(terminal)
        return terminal

    def leave(self, terminal: SeatTerminal) -> None:
        """``terminal``'s spectator left: nothing is drawn for them any more."""
        with self._lock:
            if terminal in self._terminals:
                self._terminals.remove(terminal)
            self._keyboards.pop(terminal, None)

    @property
    def terminals(self) -> list[SeatTerminal]:
        """The spectators' terminals now (a copy: people come and go meanwhile)."""
        with self._lock:
            return list(self._terminals)

    def start(self, session: Session, screens_factory: Callable[[Console], GameScreens], saver: Saver) -> None:
        """The match begins (``session``; ``screens_factory(console)`` makes a game's screens): every spectator's
        screen shows its table, and each who comes later is shown it when they come."""
        with self._lock:
            self._session = session

            def make(terminal: SeatTerminal) -> RemoteKeyboard:
                keyboard = RemoteKeyboard(terminal, session, screens_factory(terminal.console), saver)
                keyboard.players = self.players
                return keyboard

            self._make = make
            for terminal in self._terminals:
                self._begin(terminal)

    def _begin(self, terminal: SeatTerminal) -> None:
        """``terminal``'s keyboard, on the match's screen showing the table as it is now (called with the lock
        held, the match begun)."""
        assert self._make is not None and self._session is not None
        keyboard = self._keyboards[terminal] = self._make(terminal)
        if self._over:
            return
        terminal.enter_screen()
        if self._session.to_move is None and self._deal_end is not None:  # in the pause at a deal's end
            keyboard.show_notice(*self._deal_end)
        else:
            keyboard.draw_waiting()

    def notify(self, notice: Notice, observation: Any) -> None:
        with self._lock:
            if isinstance(notice, DealOver):
                self._deal_end = (notice, observation)
            for keyboard in self._keyboards.values():
                keyboard.show_notice(notice, observation)

    def draw_waiting(self) -> None:
        """Every spectator's screen shows the table as it is now (:meth:`RemoteKeyboard.draw_waiting`)."""
        with self._lock:
            for keyboard in self._keyboards.values():
                keyboard.draw_waiting()

    def refresh(self) -> None:
        """Every spectator's screen drawn again as it is now (:meth:`SeatTerminal.refresh`), e.g. once the awaited
        player left."""
        with self._lock:
            for terminal in self._keyboards:
                terminal.refresh()

    def leave_screens(self) -> list[RemoteKeyboard]:
        """The match is over: every spectator's terminal leaves the match's screen (once), to be shown the
        closing lines below it. Returns the spectators' keyboards."""
        with self._lock:
            if not self._over:
                self._over = True
                for keyboard in self._keyboards.values():
                    keyboard.console.set_alt_screen(False)
            return list(self._keyboards.values())


class DealPause:
    """Keeps the end of a deal on every screen for ``seconds`` before the next deal, or before the match's result
    after its last deal (a listener); ``sleep(seconds)`` waits (default ``time.sleep``), on the match's thread.
    After the last deal the result also waits for the reviews asked for in the pause at the players' ``asides``
    to be shown and left (:data:`REVIEW_WAIT` seconds at most): the result ends the connections, and the record
    the review reads is the host's."""

    def __init__(
        self, seconds: float = DEAL_PAUSE, sleep: Callable[[float], None] = time.sleep, asides: Sequence[Aside] = ()
    ) -> None:
        self.seconds = seconds
        self.sleep = sleep
        self.asides = asides

    def notify(self, notice: Notice, observation: Any) -> None:
        if not isinstance(notice, DealOver):
            return
        if self.seconds:
            self.sleep(self.seconds)
        if notice.match_over:
            deadline = time.monotonic() + REVIEW_WAIT
            for aside in self.asides:
                aside.reviewed.wait(max(0.0, deadline - time.monotonic()))


class BotPace:
    """The pace of the computer players over ``serve`` (``--delay``): each one's move takes at least ``seconds``
    from the moment every screen says it is thinking, so that the people at their own terminals can follow the
    trick. The watcher of the bots' seats (:class:`cardtable.table.BotWatcher`): their notices reach the screens
    as listeners' notices do, so it shows nothing itself.

    ``sleep(seconds)`` waits (default ``time.sleep``): it runs on the match's own thread, while the bot thinks on
    its worker thread, never on the SSH server's asyncio loop, which goes on serving every connection."""

    def __init__(self, seconds: float, sleep: Callable[[float], None] = time.sleep) -> None:
        self.seconds = seconds
        self.sleep = sleep

    def notify(self, notice: Notice, observation: Any) -> None:
        """Nothing: every screen hears the match's notices as a seat or a listener."""

    def await_move(self, thinking: Future[Any]) -> Any:
        if self.seconds:  # thinking meanwhile: the move takes the longer of the two
            self.sleep(self.seconds)
        return thinking.result()


class HostLog:
    """The moves and deals of the match, one line each on the host's terminal (a listener). Moves are public:
    every seat's log shows them too. ``screens``: the game's, which write each kind of move with its own verb
    (``"Clara answered no"``) when they offer :meth:`~cardtable.terminal.screens.LoggedMoves.logged_move`; else
    every move is ``"Anna played 7H"``. A seat's default name is written in the host's language (:meth:`name`)."""

    def __init__(self, session: Session, log: Callable[[str], None], screens: GameScreens | None = None) -> None:
        self.session = session
        self.log = log
        self.logged_move: Callable[[str, Any, str, Any], str] | None = getattr(screens, "logged_move", None)

    def name(self, seat: int) -> str:
        """The name of ``seat`` (1-based) in the log: a default name in the host's language, as on every screen
        (a match resumed in another language keeps the record's "Игрок 3" for the seat the log calls "Player 3")."""
        return local_name(self.session.seats[seat - 1].name)

    def notify(self, notice: Notice, observation: Any) -> None:
        session = self.session
        if isinstance(notice, Moved):
            name = self.name(notice.seat)
            text = session.record.deals[-1].moves[-1]
            if self.logged_move is not None:
                self.log(self.logged_move(name, notice.move, text, observation))
            else:
                self.log(_("{name} played {move}").format(name=name, move=text))
        elif isinstance(notice, Hinted):
            self.log(_("{name} took a hint").format(name=self.name(notice.seat)))
        elif isinstance(notice, TookBack):
            self.log(_("{name} took back {n} moves").format(name=self.name(notice.seat), n=notice.moves))
        elif isinstance(notice, DealOver):
            sides = table_view(session)  # each side by its players' names: "Anna & Clara"
            points = ", ".join(
                f"{point} ({sides.side_name(side)})" for side, point in enumerate(session.deal_points[-1], start=1)
            )
            self.log(_("Deal {n} is over; game points: {points}").format(n=session.deal_number, points=points))
        elif isinstance(notice, MatchOver):
            self.log(_("The match is over."))
