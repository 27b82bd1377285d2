"""Reading and writing record files: UTF-8 JSON, written atomically (temporary file in the same folder, then
rename), so a crash or Ctrl-C never leaves half a record."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.game import AnyGame
from cardtable.i18n import N_, _, current_language
from cardtable.records.errors import RecordError, quote
from cardtable.records.jsonform import record_from_json, record_to_json
from cardtable.records.model import Record
from cardtable.records.replay import ReplayedMatch, replay

if TYPE_CHECKING:  # the spec is a layer above: only its type is used here
    from cardtable.spec import RuleOption

__all__ = ["FOLDER_MODE", "RECORD_MODE", "dumps_record", "load_match", "read_record", "write_record"]


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for key, item in pairs:
        if key in value:
            raise ValueError(_("duplicate key {key}").format(key=quote(key)))
        value[key] = item
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(_("{name} is not a JSON number").format(name=name))


# The reasons Python's JSON reader gives (json.decoder, CPython 3.11-3.14), in our words: whole phrases in every
# language (the reader's own "Unterminated string starting at" is written to have its position after it).
_JSON_REASONS = {
    "Expecting value": N_("expecting a value"),
    "Expecting property name enclosed in double quotes": N_("expecting a property name in double quotes"),
    "Expecting ':' delimiter": N_("expecting ':'"),
    "Expecting ',' delimiter": N_("expecting ','"),
    "Unterminated string starting at": N_("unterminated string"),
    "Invalid control character at": N_("control character in a string"),
    "Invalid \\escape": N_("invalid character after \\"),
    "Invalid \\uXXXX escape": N_("invalid \\uXXXX escape"),
    "Extra data": N_("extra text after the JSON value"),
    "Illegal trailing comma before end of object": N_("trailing comma before the end of an object"),
    "Illegal trailing comma before end of array": N_("trailing comma before the end of an array"),
}  # fmt: skip


def _json_error(error: json.JSONDecodeError) -> str:
    """Where and why ``error``'s text is not JSON, in the current language, as one whole sentence (``not valid
    JSON at line 11, column 7: unterminated string``). A reason of the reader's that we do not know is given as
    it says it in English (without a dangling "at"), left out in another language."""
    reason = _JSON_REASONS.get(error.msg)
    if reason is not None:
        reason = _(reason)
    elif current_language() == "en":
        reason = error.msg.removesuffix(" at")
        reason = reason[:1].lower() + reason[1:]
    else:
        return _("not valid JSON at line {line}, column {column}").format(line=error.lineno, column=error.colno)
    return _("not valid JSON at line {line}, column {column}: {reason}").format(
        line=error.lineno, column=error.colno, reason=reason
    )


def _load_json(path: str | os.PathLike[str]) -> Any:
    source = os.fspath(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise RecordError(source, _("no such file")) from None
    except IsADirectoryError:
        raise RecordError(source, _("is a folder, not a record file")) from None
    except PermissionError:
        raise RecordError(source, _("cannot read the file: permission denied")) from None
    except OSError as error:
        raise RecordError(source, _("cannot read the file: {reason}").format(reason=error.strerror or error)) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise RecordError(
            source, _("not UTF-8 text (bad byte at offset {offset})").format(offset=error.start)
        ) from None
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise RecordError(source, _json_error(error)) from None
    except RecursionError:  # Python's own words name its decoder's internals
        raise RecordError(source, _("not valid JSON ({reason})").format(reason=_("nested too deeply"))) from None
    except ValueError as error:  # a duplicate key or a constant (above), in our words already
        raise RecordError(source, _("not valid JSON ({reason})").format(reason=error)) from None


def load_match(
    path: str | os.PathLike[str], game: AnyGame, rule_options: Sequence[RuleOption] | None = None
) -> ReplayedMatch:
    """The match in the record file ``path``, read, fully checked and played through ``game`` once: shape, game,
    format, seats, rules (against ``rule_options`` too when given), match settings, decks, dealers and every
    move. Its ``record`` is in the current format
    whatever format the file has. Raises :class:`RecordError` (one line naming the file as given) for a missing,
    unreadable or non-UTF-8 file, bad JSON or any invalid content."""
    source = os.fspath(path)
    return replay(record_from_json(_load_json(path), game, source, rule_options), game, source)


def read_record(path: str | os.PathLike[str], game: AnyGame) -> Record:
    """The record in the file ``path`` in the current format, fully checked as by :func:`load_match`. Raises
    :class:`RecordError`."""
    return load_match(path, game).record


def dumps_record(record: Record) -> str:
    """The record as the file holds it: JSON, one key per line, each deal's deck and moves on one line each."""
    data = record_to_json(record)
    lines = ["{"]
    for key in ("game", "format", "seats", "rules", "match", "seed"):
        lines.append(f"  {json.dumps(key)}: {json.dumps(data[key], ensure_ascii=False)},")
    if not data["deals"]:
        lines.append('  "deals": []')
    else:
        lines.append('  "deals": [')
        for number, deal in enumerate(data["deals"], start=1):
            lines.append("    {")
            lines.append(f'      "dealer": {json.dumps(deal["dealer"])},')
            lines.append(f'      "deck": {json.dumps(deal["deck"])},')
            moves = f'      "moves": {json.dumps(deal["moves"], ensure_ascii=False)}'
            if "hinted" in deal:  # optional: only a deal with hinted moves has it
                lines.append(moves + ",")
                lines.append(f'      "hinted": {json.dumps(deal["hinted"])}')
            else:
                lines.append(moves)
            lines.append("    }," if number < len(data["deals"]) else "    }")
        lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


RECORD_MODE = 0o600
"""Permissions of a record file: it holds every hand, so only its owner may read it."""

FOLDER_MODE = 0o700
"""Permissions of a folder made for records."""


def write_record(path: str | os.PathLike[str], record: Record) -> None:
    """Save ``record`` to ``path`` atomically: write a temporary file in the same folder, flush it to disk, then
    rename it over ``path``. The file gets mode :data:`RECORD_MODE` (0600), also when it replaces another; a
    missing folder is created with mode :data:`FOLDER_MODE` (0700). Raises ``OSError`` when the file cannot be
    written (the old file, if any, is left as it was, byte for byte)."""
    target = Path(path)
    target.parent.mkdir(mode=FOLDER_MODE, parents=True, exist_ok=True)
    text = dumps_record(record)
    import tempfile  # only to save: reading and replaying a record never needs it (nor shutil, bz2, lzma)

    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        # mkstemp makes the file 0600 already; said again so that a replaced file's wider mode never comes back.
        os.fchmod(handle, RECORD_MODE)
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
