"""What a game plugs into the hot-seat shell, and the screens every game shares (hand-off, score, match end).

A game supplies a :class:`GameScreens` object: its turn screen, its end-of-deal screen, how it reads a typed move
and its own command words. The shell supplies everything else. Screens receive a :class:`TableView` (public facts
about the match) and observations, never a game state.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtable import display
from cardtable.game import IllegalMove
from cardtable.i18n import _, ngettext
from cardtable.match import MatchSettings, MatchStatus
from cardtable.option_text import changed_options, options_in_force
from cardtable.safetext import shown_path
from cardtable.seating import level_marker, level_word

if TYPE_CHECKING:  # Rich's status line is imported by Rich when it is used; the spec is a layer above
    from rich.status import Status

    from cardtable.spec import RuleOption

__all__ = [
    "DEAL_END_PROMPT_LINES",
    "MIN_HEIGHT",
    "MIN_WIDTH",
    "NOTICE_LINES",
    "GameScreens",
    "LeavesRoom",
    "LoggedMoves",
    "Sized",
    "TableConsole",
    "TableView",
    "WordedMoves",
    "asks_for_room",
    "checked_move",
    "filled",
    "handoff_screen",
    "lines_kept_under",
    "match_end_screen",
    "rules_page",
    "score_page",
    "score_table",
    "too_small",
    "too_small_line",
    "typing_help",
    "with_aliases",
]

MIN_WIDTH = 60
MIN_HEIGHT = 20
"""The smallest window the screens are laid out for (columns, lines); below it a screen is one line asking for a
larger window. Laid out for 80×24 first, narrower or shorter windows down to this size leave out what is not
needed to play (the screens say which)."""


class TableConsole(Console):
    """The console the screens are drawn on. With the ``ascii`` display setting (:mod:`cardtable.display`) it
    says its output is ASCII, so Rich draws every Panel, Table and Rule with its ASCII box (``+ - |``) instead
    of box-drawing characters. Colour follows Rich's reading of ``NO_COLOR`` and ``FORCE_COLOR``.

    After :meth:`keep_screen` it keeps what was printed since the last clear, so that :meth:`draw_again` can
    draw the screen again for a window of another size (:mod:`cardtable.terminal.resizing`); ``drawn_size`` is
    the window's size (columns, lines) at the last clear."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._kept: list[tuple[tuple[Any, ...], dict[str, Any]]] | None = None  # None: nothing is kept
        self.drawn_size = self.size

    @property
    def encoding(self) -> str:
        return "ascii" if display.current().ascii else super().encoding

    @property
    def keeps_screen(self) -> bool:
        return self._kept is not None

    def status(self, status: RenderableType, *, spinner: str = "dots", **kwargs: Any) -> Status:
        """Rich's status line; under ``ascii`` its spinner turns with ``- \\ | /`` (Rich's ``line``), not with
        Braille dots."""
        if display.current().ascii and spinner == "dots":
            spinner = "line"
        return super().status(status, spinner=spinner, **kwargs)

    def _render_buffer(self, buffer: Iterable[Segment]) -> str:
        # Under ascii every mark still in the text (a middle dot, an ellipsis, an arrow, Rich's own list bullet)
        # goes out as its ASCII stand-in of the same width, so no screen needs a font the terminal may lack.
        return display.ascii_cells(super()._render_buffer(buffer))

    def keep_screen(self) -> None:
        """From now on keep what is printed since the last clear (a real terminal whose screens are cleared)."""
        self._kept = []

    def print(self, *objects: Any, **kwargs: Any) -> None:
        if self._kept is not None:
            self._kept.append((objects, kwargs))
        super().print(*objects, **kwargs)

    def on_broken_pipe(self) -> None:
        """The output was closed (``play … | head``): print nothing more, point the output's file descriptor at
        the null device (so that flushing it at exit raises nothing more), and raise ``BrokenPipeError``, so that
        the match is left as after Ctrl-C, saved. Rich's own way exits at once, skipping that."""
        self.quiet = True
        with contextlib.suppress(OSError, ValueError):  # a file without a descriptor (io.UnsupportedOperation)
            os.dup2(os.open(os.devnull, os.O_WRONLY), self.file.fileno())
        raise BrokenPipeError(errno.EPIPE, os.strerror(errno.EPIPE))

    def clear(self, home: bool = True) -> None:
        super().clear(home)
        if self._kept is not None:
            self._kept.clear()
        self.drawn_size = self.size

    def kept_count(self) -> int:
        """How many prints are kept now (to forget those after it: :meth:`forget_after`)."""
        return len(self._kept or ())

    def forget_after(self, count: int) -> None:
        """Forget the prints kept after the first ``count`` (a prompt that is asked again)."""
        if self._kept is not None:
            del self._kept[count:]

    def draw_again(self) -> None:
        """Clear the screen and print again what was printed since the last clear, laid out for the window now."""
        kept = list(self._kept or ())
        self.clear()
        for objects, kwargs in kept:
            self.print(*objects, **kwargs)


DEAL_END_PROMPT_LINES = 2
"""The lines the end of a deal's prompt, which offers review, takes in a window below 100 columns."""

NOTICE_LINES = 1
"""The lines every screen leaves under it, above its prompt, for a message (an answer, an error). The shell lays a
screen out for fewer lines where it prints more there (:class:`Sized`'s ``under``)."""

_TOO_SMALL = "too small"  # the meta key that marks the line asking for a larger window


def too_small_line(line: str, style: str) -> Text:
    """``line``, which asks for a larger window instead of a screen, in ``style``, marked so that
    :func:`asks_for_room` finds it."""
    return Text(line, style=Style.parse(style) + Style(meta={_TOO_SMALL: True}))


def asks_for_room(lines: Iterable[Sequence[Segment]]) -> bool:
    """Whether the rendered ``lines`` of a screen are or hold the line asking for a larger window
    (:func:`too_small_line`): the screen does not fit the window."""
    return any(segment.style is not None and segment.style.meta.get(_TOO_SMALL) for line in lines for segment in line)


def too_small(width: int, height: int, min_width: int = MIN_WIDTH, min_height: int = MIN_HEIGHT) -> Text:
    """The one line shown instead of a screen in a window smaller than ``min_width``×``min_height``."""
    return too_small_line(
        _("Make the window at least {w}×{h} (it is now {width}×{height}).").format(
            w=min_width, h=min_height, width=width, height=height
        ),
        "bold",
    )


def lines_kept_under(console: Console, options: ConsoleOptions) -> int:
    """The lines a screen drawn with ``options`` leaves, besides its own (its prompt, :data:`NOTICE_LINES`), for
    what the shell prints under it (:class:`Sized`'s ``under``): 0 for a screen drawn on its own."""
    return max(0, console.size.height - options.max_height)


@dataclass(frozen=True, slots=True)
class LeavesRoom:
    """A screen made for a window of ``height`` lines, laid out when it is drawn for as many lines fewer as the
    shell prints under it beyond :data:`NOTICE_LINES` (:func:`lines_kept_under`): ``build(lines)`` makes it."""

    build: Callable[[int], RenderableType]
    height: int

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.build(self.height - lines_kept_under(console, options))


@dataclass(frozen=True, slots=True)
class Sized:
    """A screen laid out when it is drawn, for the window as it is then: ``build(width, height)`` makes it for a
    window of that many columns and lines; in a window below ``min_width``×``min_height`` the screen is the one
    line of :func:`too_small` instead. ``under``: drawn under the screen (a message, an answer); where it takes
    more than the :data:`NOTICE_LINES` every screen leaves, the screen is laid out for as many lines fewer
    (``height`` is less, and so is the ``max_height`` it is drawn with: :func:`lines_kept_under`). ``room``: lines
    kept free under ``under`` as well, for what is written there later (an answer over ``serve``)."""

    build: Callable[[int, int], RenderableType]
    min_width: int = MIN_WIDTH
    min_height: int = MIN_HEIGHT
    under: RenderableType | None = None
    room: int = 0

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width, height = console.size
        if width < self.min_width or height < self.min_height:
            yield too_small(width, height, self.min_width, self.min_height)
        elif self.under is None and not self.room:
            yield self.build(min(width, options.max_width), options.max_height)
        else:
            under = 0 if self.under is None else len(console.render_lines(self.under, options, pad=False))
            room = options.copy()
            room.max_height = max(options.max_height - max(under + self.room - NOTICE_LINES, 0), 0)
            yield from console.render(self.build(min(width, options.max_width), room.max_height), room)
        if self.under is not None:
            yield self.under


@dataclass(frozen=True, slots=True)
class TableView:
    """Public facts about a match for the screens: seat ``names`` (1-based seat = index + 1), ``bots`` (each seat's
    computer player level spec, e.g. ``strong`` or ``strong:2000``; ``None`` for a person), each seat's ``side``
    (1-based), the ``deal_number`` and ``dealer``, the completed deals' ``points`` per side, the match ``status``
    and ``settings``; the game's ``rule_options`` and the match's ``rules`` (option name → value). No hidden card
    is here."""

    names: tuple[str, ...]
    bots: tuple[str | None, ...]
    sides: tuple[int, ...]
    deal_number: int
    dealer: int
    points: tuple[tuple[int, ...], ...]
    status: MatchStatus
    settings: MatchSettings
    rule_options: tuple[RuleOption, ...] = ()
    rules: Mapping[str, object] = field(default_factory=dict)

    @property
    def side_count(self) -> int:
        return max(self.sides)

    def side_name(self, side: int) -> str:
        """The side's players, e.g. ``"Anna"`` or ``"Anna & Carl"`` (plain text: escape before markup)."""
        return " & ".join(name for name, owner in zip(self.names, self.sides) if owner == side)

    def name(self, seat: int) -> str:
        return self.names[seat - 1]

    def level(self, seat: int) -> str | None:
        """The level of ``seat``'s computer player as the table names it (:func:`~cardtable.seating.level_word`),
        ``None`` for a person."""
        bot = self.bots[seat - 1]
        return None if bot is None else level_word(bot)

    def marker(self, seat: int) -> str:
        """What follows ``seat``'s name on the table to say it is a computer player and at what level
        (:func:`~cardtable.seating.level_marker`: ``" · strong"``), ``""`` for a person."""
        return level_marker(self.bots[seat - 1])


CommandHandler = Callable[[str, Any], RenderableType]
"""A game's command word: called with the rest of the typed line and the player's observation; returns what
to show. Raises ``ValueError`` with a one-line message for bad arguments."""


_Handler = TypeVar("_Handler")


def filled(template: str, **pieces: Text | str) -> Text:
    """``template`` (a translated message) with each ``{key}`` as ``pieces[key]``, wherever the language puts it: a
    :class:`~rich.text.Text` piece keeps its style (a name in bold, a card in its colour), and a piece is never
    formatted itself, so a name with braces in it shows as typed."""
    parts = re.split(r"\{(\w+)\}", template)  # text, key, text, key, ..., text
    return Text.assemble(*(pieces[part] if index % 2 else part for index, part in enumerate(parts)))


def with_aliases(handlers: Mapping[str, _Handler], words: Mapping[str, str]) -> dict[str, _Handler]:
    """``handlers`` (command word → handler) also under each word's translations: ``words`` maps a command word
    to the interface language's words for it, separated by spaces, e.g. ``{"last": pgettext("command words",
    "last")}`` → ``"последняя взятка"`` in Russian. A game's ``commands()`` uses it for its own words."""
    result = dict(handlers)
    for word, translated in words.items():
        for alias in translated.lower().replace(",", " ").split():
            result.setdefault(alias, handlers[word])
    return result


def checked_move(move: Any, legal_moves: Sequence[Any]) -> Any:
    """``move`` as a game's ``read_move`` returns it. The engine has checked it already; this guards the table's
    own invariants. Raises :class:`IllegalMove` when ``move`` is not in ``legal_moves``."""
    if move not in legal_moves:
        raise IllegalMove(_("That move is not allowed now; type moves to see them all."))
    return move


def typing_help(rows: Sequence[tuple[str, str]]) -> Group:
    """A game's help on typing moves: ``rows`` of (what to type, what it does) under the heading "Typing moves"."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, style="bold")
    grid.add_column()
    for left, right in rows:
        grid.add_row(left, right)
    return Group(Text(_("Typing moves"), style="bold underline"), grid)


class GameScreens(Protocol):
    """A game's part of the terminal: its screens and how it reads what a player types."""

    def turn(self, table: TableView, observation: Any, seat: int, legal_moves: Sequence[Any]) -> RenderableType:
        """The screen of ``seat``'s turn: the public table, what happened lately, the seat's hand."""
        ...

    def handoff(self, table: TableView, observation: Any, seat: int, *, viewer: bool = False) -> RenderableType:
        """What may show while the keyboard passes to ``seat``: public information only (``observation`` is
        ``seat``'s; its hand must not be drawn). ``viewer``: drawn for ``seat``'s own eyes ("you"), where nobody
        else looks at the screen (the one learner of ``learn``); else by names only."""
        ...

    def deal_end(self, table: TableView, observation: Any, outcome: Any) -> RenderableType:
        """The end of a deal: the public table, the outcome and the points of the deal."""
        ...

    def prompt(self, table: TableView, observation: Any, legal_moves: Sequence[Any]) -> str:
        """The prompt text (Rich markup) for the move to make now."""
        ...

    def read_move(self, text: str, observation: Any, legal_moves: Sequence[Any]) -> Any:
        """The move ``text`` means, one of ``legal_moves``. Raises ``ValueError`` with a one-line reason."""
        ...

    def commands(self) -> Mapping[str, CommandHandler]:
        """The game's own command words (besides help, moves, rules, score, quit)."""
        ...

    def help(self) -> RenderableType:
        """How to type moves and the game's commands."""
        ...

    def describe_moves(self, observation: Any, legal_moves: Sequence[Any]) -> RenderableType:
        """The legal moves as a player reads them (the ``moves`` command)."""
        ...

    def move_typed(self, observation: Any, move: Any) -> str:
        """``move`` (of the observing seat) as the player would type it, in the interface's language (a hint
        names moves so)."""
        ...

    def rules_text(self) -> str:
        """The rules as Markdown."""
        ...


class LoggedMoves(Protocol):
    """What a game's screens may offer besides :class:`GameScreens` (optional: the host's log of ``serve`` checks
    for the method, and writes ``"Anna played 7H"`` for every move of a game that does not offer it)."""

    def logged_move(self, name: str, move: Any, text: str, observation: Any) -> str:
        """``move``, made by the player ``name``, as a line of the host's log, with the verb its kind of move
        takes: ``"Anna played 7H"``, ``"Clara answered no"``. ``text``: the move as the record writes it;
        ``observation``: seat 1's, after the move (its rules)."""
        ...


class WordedMoves(Protocol):
    """What a game's screens may offer besides :class:`GameScreens` (optional: an analysis names its moves in words
    for a game that offers it, by their typed notation alone otherwise)."""

    def move_words(self, table: TableView, observation: Any, move: Any) -> Text:
        """``move``, one the observing seat may make in ``observation``, in words, as its log would tell it:
        ``"put 7♥ on cell 7 of your own square"``, ``"lead K♠"``."""
        ...


def score_table(table: TableView) -> Table:
    """Points of every completed deal per side and the running totals."""
    grid = Table(title=_("Score"), title_justify="left", expand=False)
    grid.add_column(_("Deal"), justify="right")
    for side in range(1, table.side_count + 1):
        grid.add_column(Text(table.side_name(side)), justify="right")
    for number, points in enumerate(table.points, start=1):
        grid.add_row(str(number), *map(str, points))
    grid.add_row(Text(_("Total"), style="bold"), *(Text(str(t), style="bold") for t in table.status.totals))
    return grid


def score_page(table: TableView) -> RenderableType:
    """What ``score`` shows: the score table (:func:`score_table`) and, when the match sets rules options other
    than the defaults, one dim line naming them."""
    grid = score_table(table)
    changed = changed_options(table.rule_options, table.rules)
    if not changed:
        return grid
    line = _("Rules options: {options} (type rules to read what they do).").format(options=", ".join(changed))
    return Group(grid, Text(line, style="dim"))


def rules_page(screens: GameScreens, table: TableView) -> str:
    """What ``rules`` shows, as Markdown: the game's rules, then the rules options of this match
    (:func:`~cardtable.option_text.options_in_force`)."""
    text = screens.rules_text()
    options = options_in_force(table.rule_options, table.rules)
    return f"{text.rstrip()}\n\n{options}" if options else text


def match_goal(
    settings: MatchSettings, target: Callable[[int], str] | None = None, deals: Callable[[int], str] | None = None
) -> str:
    """``"to 33 points"``, ``"3 deals"``, ``"to 33 points or 3 deals"``, or ``"with no limit"`` (endless), in the
    current language. ``target(n)`` words the target in the game's own unit (``"to 5 game points"``); by
    default ``"to n points"``. ``deals(n)`` words the number of deals as the phrase around it needs (after
    "match": Russian "партия из 3 сдач"); by default ``"n deals"``."""
    if settings.endless:
        return _("with no limit")
    parts = []
    if settings.target is not None:
        if target is not None:
            parts.append(target(settings.target))
        else:
            parts.append(ngettext("to {n} point", "to {n} points", settings.target).format(n=settings.target))
    if settings.deals is not None:
        if deals is not None:
            parts.append(deals(settings.deals))
        else:
            parts.append(ngettext("{n} deal", "{n} deals", settings.deals).format(n=settings.deals))
    return _(" or ").join(parts)


def handoff_screen(table: TableView, seat: int, public: RenderableType | None, note: str | None) -> Panel:
    """'Pass to Boris — press Enter', above the public table ``public`` and an optional ``note`` (one line)."""
    title = Text.assemble(_("Pass the keyboard to "), (table.name(seat), "bold"))
    parts: list[RenderableType] = []
    if public is not None:
        parts.append(public)
    if note:
        parts.append(Text(note, style="dim"))
    parts.append(
        Text.assemble((table.name(seat), "bold"), _(", press Enter when the others cannot see the screen."))
    )
    return Panel(Group(*parts), title=title, title_align="left", border_style="cyan")


def match_end_screen(table: TableView, seed: int | None, path: Path | None) -> Group:
    """The end of the match: winner(s), the table of deals, the seed (now it reveals nothing) and the record."""
    winners = table.status.winners
    if len(winners) == 1:
        headline = Text.assemble((table.side_name(winners[0]), "bold green"), _(" won the match."))
    else:
        names = _(" and ").join(table.side_name(side) for side in winners)
        headline = Text.assemble(_("The match is a tie between "), (names, "bold green"), ".")
    lines: list[RenderableType] = [headline, score_table(table)]
    if seed is not None:
        lines.append(Text(_("Seed: {seed}").format(seed=seed)))
    if path is not None:
        lines.append(Text(_("Record: {path}").format(path=shown_path(path))))
    return Group(*lines)
