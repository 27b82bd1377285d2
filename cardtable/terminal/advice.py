"""``hint`` and ``undo`` typed at a decision: the strong computer player's choice for the person to move, and
taking back their last move. Both are table commands, not moves: the match loop hears of them
(:meth:`cardtable.table.MatchLoop.hint_taken`, :class:`cardtable.table.TakeBack`) and the record notes them."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any

from rich.console import RenderableType
from rich.text import Text

from cardtable.bots.hints import Hint, advise, hint_assessor
from cardtable.i18n import _, format_decimal
from cardtable.table import TakeBack
from cardtable.terminal.keyboard import Keyboard

__all__ = ["ask_hint", "ask_undo", "hint_text", "position_key"]


def hint_text(hint: Hint, name: Callable[[Any], str]) -> Text:
    """The one line of ``hint``: the move in the game's notation and its estimate against the next best, e.g.
    ``"Hint: 7H, about 1.4 points better than 9C."``. ``name(move)`` gives a move's notation."""
    move = name(hint.move)
    if hint.runner_up is None or hint.margin is None:
        line = _("Hint: {move}, the only move worth playing here.").format(move=move)
    elif hint.margin < 0.05:  # shown to one decimal: "0.0 points better" would say nothing
        line = _("Hint: {move}, about as good as {other}.").format(move=move, other=name(hint.runner_up))
    else:
        line = _("Hint: {move}, about {points} points better than {other}.").format(
            move=move, points=format_decimal(hint.margin, 1), other=name(hint.runner_up)
        )
    return Text(line, style="bold cyan")


def ask_hint(keyboard: Keyboard, seat: int, observation: Any, legal_moves: Sequence[Any]) -> RenderableType:
    """``hint`` typed by ``seat`` at ``keyboard``: the hint's line (:func:`hint_text`, moves in canonical notation
    with the cards as the interface's language types them), searched from
    ``observation`` alone while a spinner turns; the match loop tells every player that ``seat`` took a hint.
    Asked again at the same decision, the same line shows at once. A game with no strong level: one line."""
    session = keyboard.session
    key = position_key(keyboard, seat)
    if key not in keyboard.hints:
        assessor = hint_assessor(session.game)
        if assessor is None:
            return Text(_("There is no hint for this game."), style="bold red")
        rng = keyboard.hint_rng
        hint = _waiting(keyboard, lambda: advise(assessor, observation, legal_moves, rng))
        keyboard.hints[key] = hint
    if keyboard.loop is not None:
        keyboard.loop.hint_taken(seat)
    return hint_text(keyboard.hints[key], lambda move: keyboard.screens.move_typed(observation, move))


def position_key(keyboard: Keyboard, seat: int) -> tuple[int, tuple[str, ...], int]:
    """Where ``seat`` decides now at ``keyboard``: (deal number, the deal's moves so far, seat)."""
    session = keyboard.session
    return session.deal_number, session.record.deals[-1].moves, seat


def ask_undo(keyboard: Keyboard, seat: int) -> RenderableType:
    """``undo`` typed by ``seat``: raises :class:`TakeBack` when the match loop allows it, else returns the one
    line saying why not."""
    loop = keyboard.loop
    refusal = "humans" if loop is None else loop.take_back_refusal(seat)
    if refusal is None:
        raise TakeBack
    if refusal == "humans":
        line = _("Moves are taken back only in a match of one person against computer players.")
    elif keyboard.session.deal_number == 1:
        line = _("You have made no move yet: there is nothing to take back.")
    else:
        line = _("There is no move of yours to take back in this deal (moves of earlier deals stand).")
    return Text(line, style="bold red")


def _waiting(keyboard: Keyboard, work: Callable[[], Hint]) -> Hint:
    """``work()``'s result, computed on a worker thread while a spinner turns (on a real terminal)."""
    if not keyboard.private:
        result: Hint = work()
        return result
    thinking: Future[Hint] = Future()

    def run() -> None:
        try:
            thinking.set_result(work())
        except BaseException as error:  # handed to the waiting prompt, which reports it
            thinking.set_exception(error)

    threading.Thread(target=run, name="hint", daemon=True).start()
    with keyboard.console.status(_("Looking for the best move…")):
        return thinking.result()
