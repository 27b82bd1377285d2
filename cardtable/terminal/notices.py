"""How a keyboard's screen shows what happens at the table: a bot thinking (with a spinner on a real terminal),
a hint taken, moves taken back, the end of a deal and of the match. Seats that share the screen hand it the same
notice: it shows once."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from rich.console import Group, RenderableType
from rich.text import Text

from cardtable.display import plain
from cardtable.i18n import _, ngettext
from cardtable.safetext import shown_path
from cardtable.table.seat import DealOver, Hinted, MatchOver, Moved, Notice, Thinking, TookBack
from cardtable.terminal.keyboard import Keyboard
from cardtable.terminal.next_steps import offer_next_steps
from cardtable.terminal.review import can_review, review_deal, review_help, review_words
from cardtable.terminal.screens import match_end_screen

if TYPE_CHECKING:  # a bot's move: concurrent.futures is imported by the bot seat that makes one
    from concurrent.futures import Future

__all__ = ["BOT_PAUSE", "KeyboardWatcher", "await_bot", "show_notice", "show_waiting"]

BOT_PAUSE = 0.5
"""Seconds a bot's move takes at the least on a real terminal, so that people see it coming."""


def show_notice(keyboard: Keyboard, notice: Notice, observation: Any) -> None:
    """Show ``notice`` at ``keyboard`` unless it was just shown there; ``observation`` is that of the seat it came
    through (only public facts are drawn from it). At the end of a deal or match it waits for Enter (raises
    :class:`cardtable.terminal.keyboard.QuitRequested` on ``quit``)."""
    if notice is keyboard.last_notice:
        return
    keyboard.last_notice = notice
    table = keyboard.table()
    if isinstance(notice, Moved):
        if keyboard.follows_moves and not keyboard.shared:
            show_waiting(keyboard, observation)
        return
    if isinstance(notice, (Hinted, TookBack)):
        _show_help_taken(keyboard, notice, observation)
        return
    if isinstance(notice, Thinking):
        line = Text(plain(_("{name} is thinking…").format(name=table.name(notice.seat))), style="dim")
        if keyboard.shared:  # the last person's hand is on the screen: replace it by the public table
            keyboard.show(lambda: Group(keyboard.screens.handoff(table, observation, notice.seat), line))
        elif keyboard.private and len(keyboard.seats) == 1:
            # The one person here sees their own table as it stands now (their last move on it, and each computer
            # player's move as the next one starts to think) with one line on who thinks: not the turn screen they
            # moved on, with a line per computer player piling up under it, nor, in a deal that a computer player
            # opens, a blank screen.
            own = keyboard.seats[0]
            mine = keyboard.session.observation(own)
            keyboard.show(lambda: Group(keyboard.screens.turn(table, mine, own, ()), line))
            keyboard.last_seat = own
        else:
            keyboard.console.print(line)
    elif isinstance(notice, DealOver):
        keyboard.last_seat = None  # a new deal starts with a hand-off
        keyboard.notes.clear()  # news of this deal (a hint, an undo) would read as news of the next one
        reviewing = can_review(keyboard)
        outcome = notice.outcome

        def summary() -> RenderableType:
            return keyboard.screens.deal_end(table, observation, outcome)

        def deal_end() -> None:
            keyboard.show(summary)

        deal_end()
        extra = None
        if reviewing:
            extra = dict.fromkeys(review_words(), lambda typed: review_deal(keyboard, typed, deal_end))
        # The offer of review is in the prompt: the screens leave room for a prompt of two lines, not for more. A
        # prompt that takes a word ends as the end of the match's does, with a colon. Several people at one
        # keyboard are told at once that review takes a seat (review alone could not know whose play to judge).
        several = reviewing and keyboard.shared
        if notice.match_over and several:
            prompt = _("Press Enter to see the result of the match, or type review and a seat number or name to see that seat's play:")
        elif notice.match_over and reviewing:
            prompt = _("Press Enter to see the result of the match, or type review to see your play judged by the strong computer player:")
        elif notice.match_over:
            prompt = _("Press Enter to see the result of the match")
        elif table.settings.endless and several:
            prompt = _("Press Enter for the next deal, review and a seat number or name to see that seat's play, or quit to stop:")
        elif table.settings.endless and reviewing:  # the players' quit is the only end: say so where they stop
            prompt = _("Press Enter for the next deal, review to see your play judged by the strong computer player, or quit to stop:")
        elif table.settings.endless:
            prompt = _("Press Enter to deal the next deal, or type quit to stop here")
        elif several:
            prompt = _("Press Enter to deal the next deal, or type review and a seat number or name to see that seat's play:")
        elif reviewing:
            prompt = _("Press Enter to deal the next deal, or type review to see your play judged by the strong computer player:")
        else:
            prompt = _("Press Enter to deal the next deal")
        # Only Enter goes on: anything else typed gets a line and the prompt again, so that the deal's summary is
        # not swept away by a word meant for another screen (as the end of the match does).
        refusal = _('"{typed}" is not a command at the end of a deal: press Enter to go on, or type help.')
        more_help = review_help(keyboard) if reviewing else None
        keyboard.wait(prompt, extra=extra, refusal=refusal, screen=summary, more_help=more_help)
    elif isinstance(notice, MatchOver):
        session = keyboard.session
        saved = session.path if keyboard.saver.problem is None and keyboard.shows_paths else None
        # The record's path on a line of its own, soft wrapped as the commands under it: the terminal folds a
        # long one, and copying it gives the path whole.
        screen = match_end_screen(table, session.seed, None)
        record = Text(_("Record: {path}").format(path=shown_path(saved))) if saved is not None else None
        if keyboard.next_steps is not None:
            offer_next_steps(keyboard, keyboard.next_steps, screen, record)
            return
        keyboard.show(screen)
        if record is not None:
            keyboard.console.print(record, soft_wrap=True)
        keyboard.wait(_("Press Enter to leave"), leaving=True)


def _show_help_taken(keyboard: Keyboard, notice: Hinted | TookBack, observation: Any) -> None:
    """A hint taken or moves taken back. The person who asked sees the hint itself, or the line on the moves
    taken back on their next turn screen; the other people at a shared screen see the line at their next turn;
    every other screen shows it at once (under the table as it stands now, on a screen that follows moves), and
    its people again at their next turn."""
    name = keyboard.table().name(notice.seat)
    if isinstance(notice, Hinted):
        line = _("{name} took a hint.").format(name=name)
    else:
        line = _("{name} took back their last move.").format(name=name)
    if notice.seat in keyboard.seats:
        if isinstance(notice, TookBack):
            mine = ngettext(
                "Your last move and the move after it are taken back.",
                "Your last move and the {n} moves after it are taken back.",
                notice.moves - 1,
            ).format(n=notice.moves - 1)
            if notice.moves == 1:
                mine = _("Your last move is taken back.")
            keyboard.notes.setdefault(notice.seat, []).append(mine)
        for other in keyboard.seats:
            if other != notice.seat:
                keyboard.notes.setdefault(other, []).append(line)
        return
    if keyboard.follows_moves and not keyboard.shared:
        show_waiting(keyboard, observation, Text(line, style="bold"))
    else:
        keyboard.console.print(Text(line, style="bold"))
    for seat in keyboard.seats:  # and under their next turn screen: the screen shown now may be gone by then
        keyboard.notes.setdefault(seat, []).append(line)


def show_waiting(keyboard: Keyboard, observation: Any, news: Text | None = None) -> None:
    """A keyboard that follows every move (a person at their own terminal) between its turns: its own view of
    the table (a watching keyboard: the public table) and whose turn it is (and that the match waits for that
    player to come back, when they left: :meth:`~cardtable.terminal.keyboard.Keyboard.away`), after ``news`` if
    given (e.g. that a player took a hint)."""
    session = keyboard.session
    mover = session.to_move
    table = keyboard.table()
    if mover is None or mover in keyboard.seats:
        return  # the deal is over (its own notice follows), or this keyboard's turn screen comes next
    if keyboard.away(mover):  # else the people here would think the player who left is still thinking
        waiting = _("Waiting for {name} to come back to the table…")
    else:
        waiting = _("Waiting for {name}…")
    line = Text(plain(waiting.format(name=table.name(mover))), style="dim")
    if news is not None:  # on the same line: a screen between turns keeps no line to spare at 60×20
        line = Text.assemble(news, " ", line)
    if keyboard.seats:
        seat = keyboard.seats[0]
        keyboard.show(lambda: Group(keyboard.screens.turn(table, observation, seat, ()), line))
    else:
        keyboard.show(lambda: Group(keyboard.screens.handoff(table, observation, mover), line))


def await_bot(keyboard: Keyboard, thinking: Future[Any]) -> Any:
    """The move ``thinking`` gives. On a real terminal a spinner turns meanwhile, for at least the keyboard's
    ``bot_pause`` seconds (:data:`BOT_PAUSE` unless ``play --delay`` says), so that people can follow the bots'
    moves. Keys typed meanwhile do not show (:attr:`cardtable.terminal.keyboard.Keyboard.quiet_typing`) and are
    dropped (:attr:`cardtable.terminal.keyboard.Keyboard.drop_typed`)."""
    pause = BOT_PAUSE if keyboard.bot_pause is None else keyboard.bot_pause
    if not keyboard.private:
        if keyboard.bot_pause:  # asked for by --delay: a pace to watch bots by, even without a real terminal
            time.sleep(keyboard.bot_pause)
        return thinking.result()
    started = time.monotonic()
    # A window resized while a bot thinks is drawn again at once, not at the next prompt.
    with keyboard.redrawn_on_resize(), keyboard.quiet_typing():
        with keyboard.console.status(""):
            move = thinking.result()
            time.sleep(max(0.0, pause - (time.monotonic() - started)))
        keyboard.drop_typed()  # typed before this move showed: not an answer to the prompt that comes next
    return move


class KeyboardWatcher:
    """``keyboard``'s screen as the watcher of bots' seats (:class:`cardtable.table.BotWatcher`): at a hot-seat
    table it shows their turns, and it is the only screen when bots play alone."""

    def __init__(self, keyboard: Keyboard) -> None:
        self.keyboard = keyboard

    def notify(self, notice: Notice, observation: Any) -> None:
        show_notice(self.keyboard, notice, observation)

    def await_move(self, thinking: Future[Any]) -> Any:
        return await_bot(self.keyboard, thinking)
