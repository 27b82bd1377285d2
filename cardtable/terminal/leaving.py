"""What stays on every screen after the match: its result, or where it is saved and how to continue it. The
lines are made once (saving once more if needed) and printed at each keyboard."""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import RenderableType
from rich.text import Text

from cardtable.i18n import _
from cardtable.safetext import shell_path, shown_path
from cardtable.session import Session
from cardtable.terminal.keyboard import table_view
from cardtable.terminal.saving import Saver, lost_line
from cardtable.terminal.screens import match_end_screen, score_table

__all__ = ["Line", "farewell", "result"]


@dataclass(frozen=True, slots=True)
class Line:
    """One thing to print; ``whole``: never wrapped (a path, a command), so that it can be copied."""

    renderable: RenderableType
    whole: bool = False


def result(session: Session, saver: Saver, resume_command: str, analyze_command: str | None = None) -> list[Line]:
    """The end of a finished match, to stay in the terminal, and the record's path on one line; when the last
    save had failed, it is tried once more first. ``analyze_command`` (with ``{path}`` for the record's path): the
    command that analyzes the record, shown under its path as the end of the match showed it."""
    lines = [Line(match_end_screen(table_view(session), session.seed, None))]
    path = session.path
    if path is not None:
        saved = _saved_at_last(session, resume_command, again=saver.problem is not None)
        if saved:
            return lines + saved
        lines.append(Line(Text(_("Record: {path}").format(path=shown_path(path))), whole=True))
        if analyze_command is not None:
            command = analyze_command.format(path=shell_path(path))
            lines.append(Line(Text.assemble(_("To analyze this match: "), (command, "bold")), whole=True))
    return lines


def farewell(session: Session, saver: Saver, resume_command: str, analyze_command: str | None = None) -> list[Line]:
    """Leaving before the end: the match is saved once more, and the lines say how to come back (or, when the
    match is over, how it ended, as :func:`result` says it). ``resume_command`` and ``analyze_command`` have
    ``{path}`` for the record's path."""
    if session.match_over:
        return result(session, saver, resume_command, analyze_command)
    lines: list[Line] = []
    if session.settings.endless and session.deal_points:
        lines.append(Line(score_table(table_view(session))))  # an endless match's result is where it stopped
    path = session.path
    if path is None:
        return [*lines, Line(_("The match was not saved."))]
    failed = _saved_at_last(session, resume_command, again=True)
    if failed:
        return lines + failed
    command = resume_command.format(path=shell_path(path))
    return [
        *lines,
        Line(Text(_("The match is saved in {path}").format(path=shown_path(path))), whole=True),
        Line(Text.assemble(_("To continue it: "), (command, "bold")), whole=True),
    ]


def _saved_at_last(session: Session, resume_command: str, *, again: bool) -> list[Line]:
    """Save the record once more when ``again``. Empty when the record holds the whole match; else the lines that
    say the last moves are lost and how to continue from the last save."""
    path = session.path
    if path is None or not again:
        return []
    try:
        session.save()
    except OSError as error:
        lines = [Line(Text(lost_line(path, error)), whole=True)]
        if path.is_file():
            command = resume_command.format(path=shell_path(path))
            lines.append(Line(Text.assemble(_("To continue from its last save: "), (command, "bold")), whole=True))
        return lines
    return []
