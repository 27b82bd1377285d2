"""The one error a bad record raises, with the one-line message users read."""

from __future__ import annotations

import json

from cardtable.i18n import _
from cardtable.safetext import shown_path

__all__ = ["RecordError", "quote"]


def quote(text: str) -> str:
    """``text`` in double quotes for a message, with quotes and control characters escaped so it stays one line."""
    return json.dumps(text, ensure_ascii=False)


def _without_text(reason: str, text: str | None) -> str:
    """``reason`` without the move's text in quotes at its start (a card's message, ``"ZZ": unknown suit "Z"``),
    which the message names already: ``move 4 "ZZ": unknown suit "Z"``."""
    if text is None:
        return reason
    for opening, closing in ('""', "«»"):  # the quotes of English and of Russian messages
        quoted = f"{opening}{text.strip()}{closing}: "
        if reason.startswith(quoted):
            return reason[len(quoted) :]
    return reason


class RecordError(ValueError):
    """A record that cannot be read or does not replay. ``str(error)`` is one line naming the file and, where
    they apply, the deal (1-based), the move (1-based within its deal), the move's text and the reason::

        game.json: deal 1, move 7 "JD@2:5": cell 5 of square 2 is empty

    The parts are kept as attributes: ``source`` (the file name as given), ``reason``, ``deal``, ``move``,
    ``text`` (``None`` where they do not apply).
    """

    def __init__(
        self,
        source: str,
        reason: str,
        *,
        deal: int | None = None,
        move: int | None = None,
        text: str | None = None,
    ) -> None:
        self.source = source
        self.reason = _without_text(" ".join(reason.split()), text)
        self.deal = deal
        self.move = move
        self.text = text
        super().__init__(self._message())

    def _message(self) -> str:
        if self.deal is not None and self.move is not None:
            where = _("deal {deal}, move {move} {text}").format(
                deal=self.deal, move=self.move, text=quote(self.text or "")
            )
        elif self.deal is not None:
            where = _("deal {deal}").format(deal=self.deal)
        else:
            where = ""
        source = shown_path(self.source)  # a file name with a newline must not break the line
        parts = [source, where, self.reason] if where else [source, self.reason]
        return ": ".join(parts)
