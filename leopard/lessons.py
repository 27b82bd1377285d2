"""Leopard's guided first deal (``leopard learn``): the course the table's lesson layer follows
(:class:`cardtable.table.coach.Course`).

Two players: the learner in seat 1, the ``greedy`` computer player in seat 2, who deals, so the learner moves
first (L3.3). The deck is fixed so that every lesson comes up early: the learner's hand holds a run of hearts for
the first lines, a Ten comes with the second draw, the computer player holds a Jack to spoil a line with, and a
square worth 5 (going out) is a few turns away. Each lesson is shown the first time it matters:

- ``square`` (L2, L5.1, L7.1): the first turn;
- ``ten`` (L5.2) and ``king`` (L5.3): the first turn the learner holds one;
- ``jack`` (L5.4): the first time a Jack lies face down in a square, or the learner holds one;
- ``out`` (L4.1, L7.2): the first time the learner may go out;
- at the end, ``score`` (L7.1-L7.3): how the deal scored.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.bots.search import SearchBot
from cardtable.cards import Card, Rank, card_label, card_typed, double_deck, parse_card
from cardtable.i18n import N_, _, format_decimal
from cardtable.table.coach import Course, LessonText, Verdict

from leopard.bots import make_strong
from leopard.notation import card_name, move_typed
from leopard.rules import (
    Discard, Draw, GoOut, Move, Observation, Outcome, Place, Rules, face_down, score_for_going_out,
)  # fmt: skip
from leopard.rules.scoring import going_out_score

__all__ = ["COURSE", "LeopardCourse", "lesson_deck"]

LEARNER_HAND = "AH 2H 3H 4H 7H 9C 6S 8D"
BOT_HAND = "JC 2S 5D 9D KC 6C 3S 8C"
STOCK_TOP = "QS 4S 10H 7C 5H 9S 6D AS 9H 2D 8H 3D KH 5S"
"""The first stock cards, top first: the learner draws the 1st, 3rd, 5th…, the computer player the others (L4.2)."""


def lesson_deck(learner: str = LEARNER_HAND, bot: str = BOT_HAND, stock: str = STOCK_TOP, seed: int = 14) -> list[Card]:
    """The 104 cards (L1.1), top first, for a deal by seat 2: seat 1 gets ``learner``, seat 2 ``bot`` (dealt
    one at a time from seat 1, L3.2), then the stock starts with ``stock``; the other cards follow in an order
    fixed by ``seed``."""
    hands = [[parse_card(text) for text in hand.split()] for hand in (learner, bot)]
    top = [hands[index % 2][index // 2] for index in range(16)] + [parse_card(text) for text in stock.split()]
    rest = list(double_deck())
    for card in top:
        rest.remove(card)
    random.Random(seed).shuffle(rest)
    return top + rest


_SQUARE = N_("Your square")
_TEN = N_("A Ten")
_KING = N_("A King")
_JACK = N_("A Jack spoils a line")
_OUT = N_("Going out")
_SEVEN_OF_HEARTS = parse_card("7H")
_SCORE = N_("How the deal scores")


def _square_lesson() -> LessonText:
    body = _(
        "Your square has nine cells, numbered like the ranks: A 2 3 / 4 5 6 / 7 8 9. A card from A to 9 goes "
        "only on the cell of its rank, in any square, while that cell is empty (L5.1): {example}.\n"
        "A row, column or diagonal of three face-up cards scores 2 points in one suit, 1 in one colour (L7.1).\n"
        "Each turn you draw, then place one card or discard one (L4.2)."
    ).format(example=_typing_example(_SEVEN_OF_HEARTS))
    return LessonText.translated("square", "L2", _SQUARE, body)


def _typing_example(card: Card) -> str:
    """How to type ``card``: "type 7H for 7♥", or "type 7H" where the screen shows it so (``--ascii``)."""
    typed, shown = card_typed(card), card_label(card)
    if typed == shown:
        return _("type {typed}").format(typed=typed)
    return _("type {typed} for {card}").format(typed=typed, card=shown)


def _ten_lesson(card: Card) -> LessonText:
    body = _(
        "You hold {card}. A Ten goes on any empty cell of your own square, whatever its rank, and counts with its "
        "suit and colour: type 10H:5 for cell 5. Keep it for the cell a line of its suit needs most."
    ).format(card=card_name(card))
    return LessonText.translated("ten", "L5.2", _TEN, body)


def _king_lesson(card: Card) -> LessonText:
    body = _(
        "You hold {card}. A King goes face up on any cell of your own square, even over a card, and counts with "
        "its suit and colour: type KH:5. It finishes a line that a wrong card or a Jack has spoiled."
    ).format(card=card_name(card))
    return LessonText.translated("king", "L5.3", _KING, body)


def _jack_lesson(obs: Observation, names: Sequence[str]) -> LessonText | None:
    for event in reversed(obs.log):
        move = event.move
        if isinstance(move, Place) and face_down(move.card) and move.card.rank == Rank.JACK:
            if event.seat != obs.seat and move.square == obs.square:
                body = _(
                    "{name} put a Jack face down on cell {cell} of your square. A cell whose top card is face down "
                    "counts as empty (L2.2), so the lines through it score nothing now. You can fill it again: "
                    "with a card of its rank, a Ten or a King. A Jack may go on any cell of any square; a Queen "
                    "does the same in its owner's square only (L5.5)."
                ).format(name=names[event.seat - 1], cell=move.cell)
                return LessonText.translated("jack", "L5.4", _JACK, body)
    held = [card for card in obs.hand if card.rank == Rank.JACK]
    spoiled = any(face_down(stack[-1]) for square in obs.squares for stack in square if stack)
    if held or spoiled:
        body = _(
            "A Jack goes face down on any cell of any square, over a card or not, and that cell counts as empty "
            "(L2.2): the lines through it score nothing until it is filled again. Use one to spoil the other "
            "player's best line: type JC@2:5 for cell 5 of square 2. A Queen does the same in your own square "
            "only (L5.5)."
        )
        return LessonText.translated("jack", "L5.4", _JACK, body)
    return None


def _out_lesson(obs: Observation) -> LessonText:
    value = obs.values[obs.square - 1]
    body = _(
        "Your square is worth {value} points: at the start of your turn, before you draw, you may go out (L4.1). "
        "That ends the deal: you score {formula} = {score}, the other player the plain value of their square "
        "(L7.2, L7.3). Type out to go out, or press Enter to draw and build more: every point over 5 counts double, "
        "but the other player may go out first."
    ).format(value=value, formula=_formula(obs.rules, value), score=score_for_going_out(obs))
    return LessonText.translated("out", "L4.1", _OUT, body)


def _formula(rules: Rules, value: int) -> str:
    base = 4 if rules.going_out == "russian" else 5
    return f"{base} + 2 × ({value} − 5)"


@dataclass(frozen=True)
class LeopardCourse:
    """Leopard's course (see the module docstring); :data:`COURSE` is the one ``leopard learn`` follows."""

    options: Mapping[str, Any] = field(default_factory=dict)
    players: int = 2
    learner: int = 1
    dealer: int = 2
    bots: str = "greedy"
    bot_seed: int = 14
    names: tuple[str, ...] = ("", N_("Boris"))
    threshold: float = 0.75
    """Square points (the strong search's margin over the other square) a move must lose to be called weak."""
    real_match: str = "play --bot 2=strong"
    playouts: int = 160

    def deck(self, rules: Any) -> Sequence[Card]:
        return lesson_deck()

    def judge(self) -> SearchBot:
        return make_strong(playouts=self.playouts)

    def lessons(self, observation: Any, legal_moves: Sequence[Any], names: Sequence[str]) -> list[LessonText]:
        obs: Observation = observation
        found = [_square_lesson()]
        if GoOut() in legal_moves:
            found.append(_out_lesson(obs))
        for card in obs.hand:
            if card.rank == Rank.TEN:
                found.append(_ten_lesson(card))
                break
        for card in obs.hand:
            if card.rank == Rank.KING:
                found.append(_king_lesson(card))
                break
        jack = _jack_lesson(obs, names)
        if jack is not None:
            found.append(jack)
        return found

    def closing(self, observation: Any, outcome: Any, names: Sequence[str]) -> list[LessonText]:
        obs: Observation = observation
        result: Outcome = outcome
        lines = [
            _(
                "A line scores only when its three cells show face-up cards: 2 points in one suit, 1 in one colour "
                "(L7.1). A square's value is the sum of its eight lines."
            )
        ]
        if result.went_out is not None:
            square = (result.went_out - 1) % obs.rules.squares
            value = result.values[square]
            lines.append(
                _("{name} went out with a square worth {value}: {formula} = {score} (L7.2).").format(
                    name=names[result.went_out - 1], value=value, formula=_formula(obs.rules, value),
                    score=going_out_score(value, obs.rules),
                )  # fmt: skip
            )
            lines.append(_("The other square scores its plain value (L7.3)."))
        else:
            lines.append(_("Nobody went out: each square scores its plain value (L7.4)."))
        lines.append(_("A match goes on deal after deal until somebody has 33 points (L8.1)."))
        return [LessonText.translated("score", "L7", _SCORE, "\n".join(lines))]

    def advice(self, observation: Any, verdict: Verdict) -> list[str]:
        obs: Observation = observation
        better, played = verdict.better, verdict.played
        first = _("{better} looks better than {played}: about {loss} points more by the end of the deal, by the "
                  "computer's estimate.").format(
            better=_shown(better, obs), played=_shown(played, obs), loss=_points(verdict.loss)
        )  # fmt: skip
        first = first[:1].upper() + first[1:]  # "stop looks better…" starts a sentence
        reason = _reason(obs, played, better)
        return [first] if reason is None else [first, reason]

    def typed(self, observation: Any, move: Any) -> str:
        return move_typed(move, observation)  # the words of L9.2 in the interface's language (read in either)


def _points(loss: float) -> str:
    return format_decimal(loss, 1)


def _shown(move: Move, obs: Observation) -> str:
    if isinstance(move, Draw):
        return _("drawing")
    if isinstance(move, GoOut):
        return _("going out")
    return move_typed(move, obs)


def _reason(obs: Observation, played: Move, better: Move) -> str | None:
    """Why ``better`` beats ``played``, in one line, where a plain reason is easy to see."""
    if isinstance(better, GoOut):
        return _("Going out now scores {score}; the other player may go out before your square grows.").format(
            score=score_for_going_out(obs)
        )
    if isinstance(played, GoOut):
        return _("Going out now scores only {score}: your square can still grow.").format(score=score_for_going_out(obs))
    if isinstance(played, Discard) and played.card.rank in (Rank.TEN, Rank.KING, Rank.JACK):
        return _("A Ten, a King or a Jack fits many cells: it is worth keeping.")
    if isinstance(played, Place) and played.square != obs.square and not face_down(played.card):
        return _("A card on the other square may help its lines; your own square needs your cards.")
    if isinstance(better, Place) and face_down(better.card) and better.square != obs.square:
        return _("The Jack spoils the other player's best line (L5.4).")
    if isinstance(better, Place) and better.square == obs.square:
        return _("It builds the lines of your own square.")
    return None


COURSE: Course = LeopardCourse()
