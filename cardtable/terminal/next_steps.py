"""What the end of a match offers at the keyboard: ``analyze`` (every decision of the match judged by the strong
search, for the seats at this keyboard), ``rematch`` (a new match with the same seats, rules and match settings: a
new seed, a new save file), ``stats`` (these players' records over the saved matches), and the command that
analyzes this match's record later. Enter or ``quit`` leaves, as before."""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import Group, RenderableType
from rich.markup import escape
from rich.text import Text

from cardtable.i18n import _, pgettext
from cardtable.records.folder import save_folder
from cardtable.safetext import shell_path, shorten
from cardtable.stats import gather, player_key
from cardtable.stats.view import stats_view
from cardtable.terminal.keyboard import Keyboard, QuitRequested
from cardtable.terminal.review import match_review
from cardtable.terminal.screens import score_page, with_aliases
from cardtable.terminal.words import builtin_words, is_quit

__all__ = ["NEXT_STEPS", "NextSteps", "next_step_words", "offer_next_steps"]

NEXT_STEPS = ("analyze", "rematch", "stats")
"""The words the end of a match reads besides Enter and the built-in commands."""


@dataclass(frozen=True, slots=True)
class NextSteps:
    """The end-of-match offer at one keyboard. ``analyze_command``: the command line that analyzes a record, with
    ``{path}`` for the record's path (quoted for a shell when it is filled in)."""

    analyze_command: str


def next_step_words() -> dict[str, str]:
    """Typed word → next step: ``analyze``, ``rematch`` and ``stats`` and, in another language, its words for them
    (Russian: анализ, реванш, статистика)."""
    return with_aliases(
        {word: word for word in NEXT_STEPS},
        {
            "analyze": pgettext("command words", "analyze"),
            "rematch": pgettext("command words", "rematch"),
            "stats": pgettext("command words", "stats"),
        },
    )


def offer_next_steps(
    keyboard: Keyboard, steps: NextSteps, screen: RenderableType, record: Text | None = None
) -> None:
    """The end-of-match ``screen``, the ``record`` line (the record's path; None: not shown) and below them the
    next steps, then read lines until one is chosen. ``rematch`` sets ``keyboard.rematch`` and returns; ``stats``
    shows these players' records and asks again; Enter returns; ``quit`` raises :class:`QuitRequested` (both
    leave only once the players were warned of unsaved moves). Ctrl-C while ``analyze`` judges or ``stats`` reads
    the records stops it and comes back here; at the page they show once done, it leaves as at this prompt. Other
    typing gets one line and the prompt again."""
    console = keyboard.console
    words = next_step_words()
    builtins = builtin_words()
    question = _("analyze, rematch, stats, or Enter to leave:")  # outside the f-string: extracted
    prompt = f"[dim]{escape(question)}[/] "
    redraw = True
    note: Text | None = None  # shown under the next steps once they are drawn again
    while True:
        if redraw:
            _show(keyboard, steps, screen, record)
            redraw = False
        if note is not None:
            console.print(note)
            note = None
        answer = keyboard.read_line(prompt).strip()
        word, _space, rest = answer.partition(" ")
        step = words.get(word.lower()) if not rest else None
        command = builtins.get(word.lower())
        if not answer or is_quit(answer) or step == "rematch":
            if not keyboard.may_leave():
                console.print(keyboard.unsaved_warning())
                continue
            if is_quit(answer):
                raise QuitRequested
            keyboard.rematch = step == "rematch"
            return
        if step in ("stats", "analyze"):
            shown: RenderableType | None = None
            try:
                shown = _stats(keyboard) if step == "stats" else match_review(keyboard)
            except KeyboardInterrupt:  # the match is over and saved: Ctrl-C stops the step, not the program
                console.print()  # past the ^C the terminal echoed
                stopped = _("The analysis was stopped.") if step == "analyze" else _("The records were not shown.")
                note = Text(stopped, style="bold red")
            if shown is not None:
                keyboard.page(shown)  # done: Ctrl-C here is Ctrl-C at a prompt, which leaves
            redraw = keyboard.private  # the page cleared the screen
        elif command == "save":
            console.print(Text(keyboard.save(rest), style="bold"), soft_wrap=True)
        elif command == "score" and not rest:
            console.print(score_page(keyboard.table()))
        elif command == "help" and not rest:
            console.print(
                Text(_("analyze: every decision of this match against the strong computer player's; rematch: a new "
                       "match with the same players, rules and match settings (a new shuffle); stats: these players' "
                       "records over the saved matches; Enter: leave.")),
            )  # fmt: skip
        elif command == "rules" and not rest:
            keyboard.page_rules()
            redraw = keyboard.private
        else:
            line = _('"{typed}" is not a next step: type analyze, rematch or stats, or press Enter to leave.')
            console.print(Text(line.format(typed=shorten(answer)), style="bold red"))


def _show(keyboard: Keyboard, steps: NextSteps, screen: RenderableType, record: Text | None) -> None:
    """The end-of-match screen, the ``record`` line, the next steps and the command that analyzes the record (when
    it is saved); the path and the command are soft wrapped, so that a long one is copied whole."""
    keyboard.show(screen)
    console = keyboard.console
    if record is not None:
        console.print(record, soft_wrap=True)
    console.print(
        Text(_("Next: type analyze to see your decisions judged, rematch for a new match with the same players and "
               "rules, or stats for their records.")),
    )
    path = keyboard.session.path
    if path is not None and keyboard.saver.problem is None:
        command = steps.analyze_command.format(path=shell_path(path))
        console.print(Text.assemble(_("To analyze this match: "), (command, "bold")), soft_wrap=True)


def _stats(keyboard: Keyboard) -> RenderableType:
    """The records of this match's players over the game's saved matches (this match's file included), under a
    line for each file that could not be read."""
    session = keyboard.session
    files = [session.path] if session.path is not None else []
    stats = gather(session.game, [save_folder(session.game.name)], files)
    view = stats_view(stats.only(player_key(seat) for seat in session.seats), keyboard.console.width)
    return Group(*(Text(line, style="dim") for line in stats.skipped), view)
