"""One console and the keyboard in front of it: reading a typed line, showing a screen, waiting for Enter, paging.

A :class:`Keyboard` is shared by the seats of the people who sit at it: one for each person at their own
terminal, several at a hot-seat table. It remembers what concerns that screen only: who saw it last (for hand-offs,
:mod:`cardtable.terminal.handoffs`), whether the save path was shown, whether typing was ignored, whether leaving
was warned about. Nothing here assumes a real terminal: ``private`` says whether this one can hide hands.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager, nullcontext
from functools import partial
from typing import TYPE_CHECKING

from rich.console import Console, Group, RenderableType
from rich.markup import escape
from rich.segment import Segment
from rich.text import Text

from cardtable.bots.hints import Hint
from cardtable.i18n import _
from cardtable.safetext import clean_typed, shorten, shown_path
from cardtable.seating import local_name
from cardtable.session import Session
from cardtable.table.loop import MatchLoop
from cardtable.table.seat import Notice
from cardtable.terminal.saving import Saver
from cardtable.terminal.resizing import WindowResized, prompt_again, read_after_prompt, redraws_on_resize
from cardtable.terminal.screens import (
    MIN_HEIGHT,
    MIN_WIDTH,
    GameScreens,
    Sized,
    TableConsole,
    TableView,
    asks_for_room,
    rules_page,
    score_page,
    too_small,
)
from cardtable.terminal.words import builtin_words, is_quit

if TYPE_CHECKING:  # the offer is made by a module above this one
    from cardtable.terminal.next_steps import NextSteps

__all__ = ["Keyboard", "QuitRequested", "table_view"]


class QuitRequested(Exception):
    """The player typed ``quit``."""


def table_view(session: Session) -> TableView:
    """What every screen of ``session``'s match may show: names, each seat's bot level (``None`` for a person),
    sides, the deal number and dealer, the points of each deal played (a tuple per deal) and the match status."""
    game, rules = session.game, session.rules
    return TableView(
        names=tuple(local_name(seat.name) for seat in session.seats),  # a match resumed in another language
        bots=tuple(seat.bot for seat in session.seats),
        sides=tuple(game.side_of(rules, seat) for seat in range(1, session.players + 1)),
        deal_number=session.deal_number,
        dealer=session.dealer,
        points=tuple(session.deal_points),
        status=session.status(),
        settings=session.settings,
        rule_options=session.rule_options,
        rules=game.rules_options(rules),
    )


class Keyboard:
    """``console`` and the person or people typing at it, playing ``session`` with ``screens`` (the game's part).

    ``saver`` saves the match (:mod:`cardtable.terminal.saving`); its failures show under every screen. Of
    ``session`` only public facts are read here (:func:`table_view`, and at the end the seed and the save path):
    hands reach a screen only through the observation a seat is given. ``private``: this screen can hide hands (a
    real terminal on both ends); the match then runs on the alternate screen, cleared before every hand-off.
    ``read_line(prompt)`` reads one line (default ``console.input``) and raises ``EOFError`` on Ctrl-D.
    ``discard_typed()`` drops keys typed ahead before a hand-off asks for Enter (default: nothing;
    :func:`cardtable.terminal.typeahead.discard_typeahead` at a real terminal).
    """

    def __init__(
        self,
        console: Console,
        session: Session,
        screens: GameScreens,
        saver: Saver,
        *,
        private: bool,
        read_line: Callable[[str], str] | None = None,
        discard_typed: Callable[[], None] | None = None,
    ) -> None:
        self.console = console
        self.session = session
        self.screens = screens
        self.saver = saver
        self.private = private
        self._raw_read: Callable[[str], str] = read_line or self._input
        if private and isinstance(console, TableConsole):  # its screens can be drawn again for a resized window
            console.keep_screen()
        self.discard_typed: Callable[[], None] = discard_typed or (lambda: None)
        self.seats: list[int] = []
        """The seats of the people at this keyboard (:class:`cardtable.terminal.humans.ConsoleSeat` adds them)."""
        self.last_seat: int | None = None
        """The person who last saw their hand here; None after a deal ends."""
        self.last_notice: Notice | None = None
        """The last notice shown, so that seats sharing this screen show each notice once."""
        self.bot_pause: float | None = None
        """Seconds a bot's move takes at the least on this screen (None: the default pause)."""
        self.follows_moves = False
        """Whether this screen is redrawn after every move (a person alone at a remote terminal)."""
        self.may_save = True
        """Whether ``save PATH`` works here (not for a remote player: only the host writes files)."""
        self.saved = True
        """Whether the match is saved at all (not the guided deal of ``learn``): ``save`` and ``help`` say so."""
        self.loop: MatchLoop | None = None
        """The match loop the seats here play in (set by :class:`cardtable.terminal.runner.TableRunner`): hints
        and undos are told to it."""
        self.hint_rng = random.Random()
        """The random numbers hints search with (their own: a hint changes no bot's choices)."""
        self.hints: dict[tuple[int, tuple[str, ...], int], Hint] = {}
        """Hints given here, by (deal number, the deal's moves so far, seat): asked again at the same position
        (also after an undo came back to it), the same hint shows at once; a lesson's advice at a position is
        its hint too, so that the two never name different moves."""
        self.notes: dict[int, list[str]] = {}
        """Public lines each seat here has yet to see (e.g. that another player took a hint at this screen),
        shown at its next hand-off or turn."""
        self.may_review = True
        """Whether ``review`` is read at the end of a deal here (not in the guided deal of ``learn``, which ends
        with its lessons; a remote player types it in the pause at a deal's end: :class:`cardtable.ssh.seats.Aside`);
        where it is, ``review`` typed during the deal says so."""
        self.drop_typed: Callable[[], None] = lambda: None
        """Drops keys typed while a computer player moved, so that they never answer the next prompt unseen (at a
        real terminal: :func:`cardtable.terminal.typeahead.drop_typeahead`; a remote player's terminal drops
        them itself)."""
        self.quiet_typing: Callable[[], AbstractContextManager[None]] = nullcontext
        """Keeps keys typed while a computer player thinks off the screen (at a real terminal:
        :func:`cardtable.terminal.typeahead.echo_off`; a remote player's terminal does not echo them anyway)."""
        self.noted_path = False
        self.ignored_typing = False  # text was typed where only Enter is read: say so on the next turn screen
        self.warned_unsaved = False  # leaving was asked for once while the last moves are not saved
        self.next_steps: NextSteps | None = None
        """What the end of the match offers here (:mod:`cardtable.terminal.next_steps`); None: only Enter to leave."""
        self.rematch = False
        """Whether the players chose ``rematch`` at the end of the match."""
        self.shows_paths = True
        """Whether this screen may show the record's path (not a remote player's: the host's files are theirs)."""

    @property
    def shared(self) -> bool:
        """Whether several people take turns here (hot-seat): hands must then be hidden between their turns."""
        return len(self.seats) > 1

    def table(self) -> TableView:
        return table_view(self.session)

    def away(self, seat: int) -> bool:
        """Whether the person at ``seat`` (1-based) has left the table and the match waits for them to come back
        (over ``serve``); never at one terminal."""
        return False

    @contextmanager
    def screen(self) -> Iterator[None]:
        """The screen the match runs on: the alternate screen when :attr:`private`, else the console as it is."""
        if self.private:
            with self.console.screen(hide_cursor=False):
                yield
        else:
            yield

    # -- reading -----------------------------------------------------------------------------------------------

    def read_line(self, prompt: str, redraw: Callable[[], None] | None = None) -> str:
        """One typed line. Ctrl-C or Ctrl-D while the last moves are not saved warn once and read again. At a real
        terminal a window resized at the prompt, or since the screen was drawn, gets the screen drawn again for
        its new size, the prompt and the line typed so far (:mod:`cardtable.terminal.resizing`): by ``redraw()``
        when given (a screen that lays itself out again, e.g. a page), else by printing again what was printed
        since the last clear. A read that raises :class:`WindowResized` (a remote terminal) gets ``redraw()`` and
        the prompt again, or passes it on without ``redraw``."""
        console = self.console if isinstance(self.console, TableConsole) and self.console.keeps_screen else None
        while True:
            on_resize: Callable[[], None] | None = None
            if console is not None:
                if console.size != console.drawn_size:
                    (redraw or console.draw_again)()
                if self._raw_read == self._input:  # a read the window-size signal may come in the middle of
                    on_resize = partial(_draw_again, console, prompt, console.kept_count(), redraw)
            try:
                with redraws_on_resize(on_resize) if on_resize else nullcontext():
                    typed = self._raw_read(prompt)
                # Arrow keys on a terminal without line editing send escape codes: never keep or echo them.
                return clean_typed(typed)
            except WindowResized:  # a remote window resized at the prompt
                if redraw is None:
                    raise  # the screen's owner draws it again (a turn screen)
                redraw()
            except (EOFError, KeyboardInterrupt):
                if self.may_leave():
                    raise
                self.console.print()
                self.console.print(self.unsaved_warning())

    def redrawn_on_resize(self) -> AbstractContextManager[None]:
        """A block (a computer player's turn) in which a window resized gets the screen drawn again at once, for
        its new size: at a real terminal whose screens are kept; elsewhere the block runs as it is."""
        console = self.console
        if isinstance(console, TableConsole) and console.keeps_screen:
            if console.size != console.drawn_size:  # resized since the screen was drawn, before this block
                console.draw_again()
            return redraws_on_resize(console.draw_again)
        return nullcontext()

    def _input(self, prompt: str) -> str:
        """The default read: ``prompt`` (Rich markup) on the console, then a line typed at the keyboard."""
        return read_after_prompt(self.console, prompt)

    def may_leave(self) -> bool:
        """Whether the players may leave now: yes, unless the last save failed and they were not warned yet (then
        they are, by the caller, and the next try leaves)."""
        if self.saver.problem is None or self.warned_unsaved:
            return True
        self.warned_unsaved = True
        return False

    def unsaved_warning(self) -> Text:
        return Text(
            _("The last moves are not saved: type save PATH to save them elsewhere, or quit again to leave without them."),
            style="bold red",
        )

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
        """Wait for Enter; ``quit`` leaves here too (raises :class:`QuitRequested`), ``save PATH`` saves, and
        ``help``, ``score`` and ``rules`` show what they show and come back to the wait. ``extra``: more words
        answered here (word → handler of the rest of the line), e.g. ``review`` at the end of a deal;
        ``more_help``: a sentence ``help`` adds on them. Other
        typing is not a move here: the next turn screen says it was ignored, unless ``takes_text``: then it is
        returned (stripped), for the caller to read as typed at the next prompt; or unless ``refusal`` is given
        (a line with ``{typed}``): then the screen is drawn again (``screen()`` builds it, when given, on a private
        screen: lines typed do not pile up under it), that line shows under it and the wait goes on, so that a
        screen worth reading (the end of a deal) stays until Enter. There ``help``, ``score`` and ``rules`` too
        get the screen again, with their answer under it, or, too long for the room left, on pages of its own
        first. Returns "" for Enter. ``leaving``: Enter
        leaves the match (asked twice when the last moves are not saved)."""
        while True:
            answer = self.read_line(f"[dim]{escape(message)}[/] ")
            word, _space, rest = answer.strip().partition(" ")
            if extra and word.lower() in extra:
                extra[word.lower()](rest)
                continue
            command = builtin_words().get(word.lower())
            if command == "save":
                self.console.print(Text(self.save(rest), style="bold"), soft_wrap=True)
                continue
            if command in ("help", "score", "rules") and not rest:
                self._answer_at_wait(command, message, screen, more_help)
                continue
            if is_quit(answer) or (leaving and not answer.strip()):
                if not self.may_leave():
                    self.console.print(self.unsaved_warning())
                    continue
                if is_quit(answer):
                    raise QuitRequested
            if answer.strip() and takes_text:
                return answer.strip()
            if answer.strip() and refusal is not None:
                line = Text(refusal.format(typed=shorten(answer.strip())), style="bold red")
                if screen is not None and self.private:
                    self.show(screen, under=line)  # laid out to leave the line room, however many lines it takes
                else:
                    self.console.print(line)
                continue
            if answer.strip():
                self.ignored_typing = True
            return ""

    def _answer_at_wait(
        self, command: str, message: str, screen: Callable[[], RenderableType] | None, more_help: str | None = None
    ) -> None:
        """``help`` (``more_help`` after its sentence), ``score`` or ``rules`` typed where Enter is awaited: what it
        shows, then the wait again. With
        ``screen`` (on a private screen) that screen is drawn again and the answer shows under it when it leaves
        room for the prompt; else (or where the screen does not fit the window) the answer gets pages of its own
        first, as during a deal."""
        answer: RenderableType | None = None
        if command == "help":
            # Where review is read, the prompt offers it already: the sentence made of it names the other words.
            if self.saved:
                line = _("{message}. You may also type score (the match so far), rules, save FILE or quit.")
            else:
                line = _("{message}. You may also type score (the match so far), rules or quit.")
            # The prompt's own colon gives way to the sentence's full stop.
            line = line.format(message=message.rstrip(":"))
            answer = Text(line if more_help is None else f"{line} {more_help}")
        elif command == "score":
            answer = score_page(self.table())
        else:
            self.page_rules()
        if screen is not None and self.private:
            if answer is not None and not self._room_under(screen, answer, message):
                self.page(answer)
                answer = None
            self.show(screen, under=answer)
            return
        if answer is not None:  # a real terminal wraps it at spaces; piped output keeps it one line
            self.console.print(answer, soft_wrap=not self.private and isinstance(answer, Text))

    def _room_under(self, screen: Callable[[], RenderableType], answer: RenderableType, message: str) -> bool:
        """Whether ``answer`` fits under ``screen`` in the window with the failed-save line and the prompt
        ``message`` (so that the top of the screen does not scroll away), and ``screen`` is drawn, not the line
        asking for a larger window (under which the answer's Enter would read as the screen's)."""
        console = self.console
        drawn = console.render_lines(Sized(lambda width, height: screen()), pad=False)
        if asks_for_room(drawn):
            return False
        parts: list[RenderableType] = [answer]
        if self.saver.problem:
            parts.append(Text(self.saver.problem))
        parts.append(Text(f"{message} "))
        used = len(drawn) + sum(len(console.render_lines(part, pad=False)) for part in parts)
        return used <= console.size.height

    def save(self, typed: str) -> str:
        """``save PATH`` typed here: the saver's one line, or why it does not work at this keyboard."""
        if not self.saved:
            return _("This deal is not saved: it is practice.")
        if not self.may_save:
            return _("Only the host of the match can save it elsewhere.")
        return self.saver.save(typed)

    # -- showing -----------------------------------------------------------------------------------------------

    def clear(self) -> None:
        if self.private:
            self.console.clear()

    def page_rules(self) -> None:
        """What ``rules`` shows, a page at a time: the game's rules and the rules options of this match
        (:func:`~cardtable.terminal.screens.rules_page`)."""
        from rich.markdown import Markdown  # here, not at the top: the renderer is slow to import and rarely needed

        self.page(Markdown(rules_page(self.screens, self.table())))

    def room_under(self) -> int:
        """Lines a new screen leaves free under it, besides ``under`` (:meth:`show`), for lines written there
        later: none here; a remote seat's screens keep room for an answer of two lines."""
        return 0

    def show(self, screen: RenderableType | Callable[[], RenderableType], under: RenderableType | None = None) -> None:
        """A new screen: cleared (when private), ``screen``, the failed-save line if a save failed, and ``under``
        (a message, an answer), for which the screen is laid out to leave room (:class:`Sized`), and for
        :meth:`room_under` lines more (when private) written under it later. ``screen`` may be
        a function that builds it: it is then built when drawn, so a screen drawn again for a resized window is
        laid out for that window (:meth:`read_line`)."""
        self.clear()
        build = screen if callable(screen) else lambda: screen
        problem = Text(self.saver.problem, style="bold red") if self.saver.problem else None
        if self.private:  # public, and it must not go unseen: under every screen, which leaves it room
            parts = [part for part in (problem, under) if part is not None]
            below = Group(*parts) if parts else None
            sized = Sized(lambda width, height: build(), under=below, room=self.room_under())
            self.console.print(sized)  # one line in a window too small
            return
        self.console.print(Sized(lambda width, height: build()))
        if problem is not None:  # piped output keeps it one line
            self.console.print(problem, soft_wrap=True)
        if under is not None:
            self.console.print(under)

    def page(self, renderable: RenderableType) -> None:
        """Show ``renderable`` on its own screen, a page at a time, then go back. A window resized meanwhile gets
        the page laid out again for its size, from the same place in the text."""
        pages = _Pages(self, renderable)
        while True:
            pages.draw()
            last = pages.last
            hint = _("Press Enter to go back") if last else _("Enter: more, q: back")  # outside the f-string: extracted
            answer = self.read_line(f"[dim]{escape(hint)}[/] ", redraw=pages.draw)
            if answer.strip().lower() == "q":  # here q goes back, as the hint says; quit leaves the match
                return
            if is_quit(answer):
                if self.may_leave():
                    raise QuitRequested
                self.console.print(self.unsaved_warning())
            if last:
                return
            pages.turn()

    def fit(self, renderable: RenderableType) -> RenderableType | None:
        """Short answers show under the turn screen (returned); longer ones, and any in a window below
        :data:`~cardtable.terminal.screens.MIN_WIDTH`×:data:`~cardtable.terminal.screens.MIN_HEIGHT` (where the
        turn screen is one line), get their own screen (None)."""
        if not _below_minimum(self.console) and len(self.console.render_lines(renderable, pad=False)) <= 3:
            return renderable
        self.page(renderable)
        return None

    # -- one-time notes ----------------------------------------------------------------------------------------

    def ignored_note(self) -> Text | None:
        """The note that typing at a screen that waits for Enter was ignored, once."""
        if not self.ignored_typing:
            return None
        self.ignored_typing = False
        return Text(_("This screen only waits for Enter: your typing was ignored."), style="bold red")

    def path_note(self) -> str | None:
        """Where the match is saved, the first time this is asked (None after, when nothing is saved, or on a
        screen that shows no paths)."""
        if self.noted_path or self.session.path is None or not self.shows_paths:
            return None
        self.noted_path = True
        return _("The match is saved after every move to {path}").format(path=shown_path(self.session.path))


def _draw_again(console: TableConsole, prompt: str, before_prompt: int, redraw: Callable[[], None] | None) -> None:
    """The screen drawn again for a window resized while ``prompt`` waits: by ``redraw()``, else what was printed
    since the last clear (the first ``before_prompt`` prints: the prompt follows), then the prompt and the line
    typed so far."""
    console.forget_after(before_prompt)
    (redraw or console.draw_again)()
    prompt_again(console, prompt)


def _below_minimum(console: Console) -> bool:
    """Whether ``console``'s window is below :data:`~cardtable.terminal.screens.MIN_WIDTH` ×
    :data:`~cardtable.terminal.screens.MIN_HEIGHT`, where every screen and page is one line asking for more."""
    width, height = console.size
    return width < MIN_WIDTH or height < MIN_HEIGHT


_KEPT = 2
"""How many lines a heading keeps with it on a page, after the blank line under it."""
_HEADINGS = tuple(f"markdown.h{level}" for level in range(1, 7))


def _is_heading(console: Console, line: list[Segment]) -> bool:
    """Whether ``line`` (rendered) is a Markdown heading's: its text begins in a heading's style (code in a
    heading adds a style of its own)."""
    first = next((segment.style for segment in line if segment.text.strip()), None)
    return first is not None and any(console.get_style(name) == first for name in _HEADINGS)


class _Pages:
    """``renderable`` a page at a time on ``keyboard``'s console: its lines laid out for the window's width, as
    many a page as the window's height allows (less two lines for the prompt), laid out again when the window's
    size has changed, from the same place in the text. In a window below
    :data:`~cardtable.terminal.screens.MIN_WIDTH`×:data:`~cardtable.terminal.screens.MIN_HEIGHT` the page is the
    one line of :func:`~cardtable.terminal.screens.too_small`, as every screen, and the last one."""

    def __init__(self, keyboard: Keyboard, renderable: RenderableType) -> None:
        self.keyboard, self.renderable = keyboard, renderable
        self.size = (0, 0)
        self.lines: list[list[Segment]] = []
        self.start = 0  # the first line of the page shown
        self.small = False  # the window is below the smallest size: no page shows

    @property
    def height(self) -> int:
        return max(self.size[1] - 2, 5)

    @property
    def end(self) -> int:
        """Where the page from ``start`` ends: after ``height`` lines, or before a heading that would otherwise
        end the page without the lines it heads (its blank line and :data:`_KEPT` more)."""
        end = self.start + self.height
        if end >= len(self.lines):
            return len(self.lines)
        for line in range(max(self.start + 1, end - _KEPT - 1), end):
            if _is_heading(self.keyboard.console, self.lines[line]):
                return line
        return end

    @property
    def last(self) -> bool:
        return self.small or self.end >= len(self.lines)

    def draw(self) -> None:
        console = self.keyboard.console
        size = (console.size.width, console.size.height)
        self.small = _below_minimum(console)
        if self.small:  # the place in the text is kept for a window made large enough
            self.keyboard.clear()
            console.print(too_small(*size))
            return
        if size != self.size:
            place = self.start / len(self.lines) if self.lines else 0.0
            self.size = size
            self.lines = console.render_lines(self.renderable, pad=False)
            self.start = min(round(place * len(self.lines)), max(len(self.lines) - 1, 0))
        self.keyboard.clear()
        for line in self.lines[self.start : self.end]:
            console.print(Text.assemble(*((s.text, s.style or "") for s in line)), end="\n", soft_wrap=True)

    def turn(self) -> None:
        self.start = self.end
