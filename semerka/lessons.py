"""Semerka's guided first deal (``semerka learn``): the course the table's lesson layer follows
(:class:`cardtable.table.coach.Course`).

Four players, two partnerships (S1.2): the learner in seat 1 with the ``greedy`` computer player Clara as partner
in seat 3, against Boris and Dmitri. Dmitri deals, so the learner leads the first trick (S2.3). The deck is fixed
so that every lesson comes up early (``burn`` too, with ``--option burning=true``).
Each lesson is shown the first time it matters:

- ``trick`` (S3.1-S3.3, S5.1): the first turn;
- ``continue`` (S3.4): the first time the learner, as the leader, may continue the trick or stop;
- ``seven`` (S3.2): the first time the learner holds a seven when a trick of another rank is on the table;
- ``partner`` (S5.1): the first time the partner holds the trick and the learner holds an ace or a ten;
- ``last`` (S4.3, S5.1): the first turn after the stock has run out;
- ``burn`` (S6), when burning is on: the first time the learner holds a card of a rank played twice or more in
  a row just now, or a pair of the rank to lead or led;
- at the end, ``score`` (S5): how the deal scored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.bots.search import SearchBot
from cardtable.cards import Card, Rank, card_typed, parse_card
from cardtable.i18n import N_, _
from cardtable.table.coach import Course, LessonText, Verdict

from semerka.bots import make_strong
from semerka.notation import cards_shown, move_shown, rank_name
from semerka.rules import GAME, Observation, Outcome, Play, Stop, card_value

__all__ = ["COURSE", "SemerkaCourse", "lesson_deck"]

HANDS = ("9H 9S AD KC", "8D JC QH 8S", "9D 10C 7H QC", "JD KD 8H QS")
"""The first four cards of seats 1 to 4 (dealt one at a time from seat 1, S2.2)."""
STOCK = "7C 10H AC JH 7D 10D KH 8C AH JS 7S QD KS 10S 9C AS"
"""The stock, top first; after each trick the winner draws first, then round to the left (S4.1)."""


def lesson_deck(hands: Sequence[str] = HANDS, stock: str = STOCK) -> list[Card]:
    """The 32 cards (S1.1), top first, for a deal by seat 4: ``hands`` for seats 1 to 4, then ``stock``."""
    dealt = [[parse_card(text) for text in hand.split()] for hand in hands]
    top = [dealt[index % 4][index // 4] for index in range(16)]
    return top + [parse_card(text) for text in stock.split()]


_TRICK = N_("A trick")
_CONTINUE = N_("Continuing a trick")
_SEVEN = N_("Sevens are wild")
_PARTNER = N_("Points for your partner")
_LAST = N_("The last trick")
_BURN = N_("Burning")
_SCORE = N_("How the deal scores")


def _trick_lesson() -> LessonText:
    body = _(
        "The leader plays any card; its rank is the trick's rank. Then each player plays any card in turn: you "
        "never have to follow or beat (S3.1, S3.2). A card of the trick's rank or a seven beats; the last player "
        "who beat holds the trick (S3.3).\n"
        "Only aces and tens score, 10 points each (S5.1): take tricks that hold them. Type a card (9H) or its "
        "number in your hand."
    )
    return LessonText.translated("trick", "S3", _TRICK, body)


def _continue_lesson(obs: Observation) -> LessonText:
    body = _(
        "Everyone has played to this round. As the leader you choose: stop, and the trick goes to the player who "
        "holds it, or continue with another {rank} or a seven ({cards}), and everyone plays one more card (S3.4). "
        "Continue when the other side holds the trick and it is worth taking back; stop when your side holds it."
    ).format(rank=rank_name(obs.led_rank) if obs.led_rank else "", cards=cards_shown(obs.continue_cards))
    return LessonText.translated("continue", "S3.4", _CONTINUE, body)


def _seven_lesson(obs: Observation) -> LessonText:
    sevens = [card for card in obs.hand if card.rank == Rank.SEVEN]
    body = _(
        "You hold {card}. A seven beats whatever rank was led (S3.2), so it can take any trick, but it is your only "
        "card that always beats: keep it for a trick worth points. Only another seven beats a trick of sevens."
    ).format(card=cards_shown(sevens[:1]))
    return LessonText.translated("seven", "S3.2", _SEVEN, body)


def _partner_lesson(obs: Observation, names: Sequence[str]) -> LessonText | None:
    """When the partner holds the trick and the learner holds an ace or a ten, or the partner gave one to the
    learner's trick."""
    rules = obs.rules
    if rules.players != 4 or obs.holder is None:
        return None
    partner = (obs.seat + 1) % 4 + 1
    side = rules.side_of(obs.seat)
    if obs.holder == partner and not obs.choosing and any(card_value(card) for card in obs.hand):
        body = _(
            "Your partner {name} holds this trick. Aces and tens go to the side that takes the trick (S5.1): when "
            "your partner is likely to keep it, give them your ace or ten; when the other side holds a trick, play "
            "a card worth nothing."
        ).format(name=names[partner - 1])
        return LessonText.translated("partner", "S5.1", _PARTNER, body)
    given = [played.card for played in obs.trick if played.seat == partner and card_value(played.card)]
    if given and rules.side_of(obs.holder) == side:
        body = _(
            "Your partner {name} gave {cards} to the trick your side holds: aces and tens go to the side that takes "
            "the trick (S5.1), so partners give them to each other's tricks, and play cards worth nothing to the "
            "other side's."
        ).format(name=names[partner - 1], cards=cards_shown(given))
        return LessonText.translated("partner", "S5.1", _PARTNER, body)
    return None


def _last_lesson() -> LessonText:
    body = _(
        "The stock is empty: nobody draws any more, and you play on with the cards in hand until every hand is "
        "empty (S4.3). The trick that takes the last cards is worth 10 more points (S5.1): it often decides the "
        "deal, so save a seven or a pair for it."
    )
    return LessonText.translated("last", "S5.1", _LAST, body)


def _burn_lesson(obs: Observation) -> LessonText | None:
    """When burning is on and the learner could help four cards of one rank come in a row: two or more of the
    last cards played are of a rank the learner holds, or the learner holds two of the rank to lead or led."""
    held = [card for card in obs.hand if card.rank != Rank.SEVEN]
    run = _run(obs)
    if run is not None and any(card.rank == run[0] for card in obs.hand):
        rank = run[0]
    else:
        pairs = [card.rank for card in held if sum(other.rank == card.rank for other in held) >= 2]
        pairs = [rank for rank in pairs if obs.led_rank in (None, rank)]
        if not pairs:
            return None
        rank = pairs[0]
    body = _(
        "Burning is on: when four cards of one rank are played one after another in a trick, sevens only as "
        "sevens, the deal burns, and the side that played the fourth wins it at once, worth {value} game points "
        "(S6). You hold {cards}: lead or continue with them, and see whether the others follow with {ranks}."
    ).format(
        value=obs.rules.burn_value,
        cards=cards_shown(card for card in obs.hand if card.rank == rank),
        ranks=rank_name(rank, plural=True),
    )
    return LessonText.translated("burn", "S6", _BURN, body)


def _run(obs: Observation) -> tuple[Rank, int] | None:
    """The rank of the cards played last in a row in the trick and how many (S6.1), when two or more."""
    if not obs.trick:
        return None
    rank = obs.trick[-1].card.rank
    count = 0
    for played in reversed(obs.trick):
        if played.card.rank != rank:
            break
        count += 1
    return (rank, count) if count >= 2 else None


@dataclass(frozen=True)
class SemerkaCourse:
    """Semerka's course (see the module docstring); :data:`COURSE` is the one ``semerka learn`` follows."""

    options: Mapping[str, Any] = field(default_factory=dict)
    players: int = 4
    learner: int = 1
    dealer: int = 4
    bots: str = "greedy"
    bot_seed: int = 15
    names: tuple[str, ...] = ("", N_("Boris"), N_("Clara"), N_("Dmitri"))
    threshold: float = 0.3
    """Game points (with card points as hundredths, S5) a move must lose to be called weak."""
    real_match: str = "play --bot 2=strong --bot 3=strong --bot 4=strong"
    playouts: int = 300

    def deck(self, rules: Any) -> Sequence[Card]:
        return lesson_deck()

    def judge(self) -> SearchBot:
        return make_strong(playouts=self.playouts)

    def lessons(self, observation: Any, legal_moves: Sequence[Any], names: Sequence[str]) -> list[LessonText]:
        obs: Observation = observation
        found = [_trick_lesson()]
        if obs.choosing:
            found.append(_continue_lesson(obs))
        sevens = any(card.rank == Rank.SEVEN for card in obs.hand)
        if sevens and obs.trick and obs.led_rank != Rank.SEVEN:
            found.append(_seven_lesson(obs))
        partner = _partner_lesson(obs, names)
        if partner is not None:
            found.append(partner)
        if obs.stock_size == 0:
            found.append(_last_lesson())
        burn = _burn_lesson(obs) if obs.rules.burning else None
        if burn is not None:
            found.append(burn)
        return found

    def closing(self, observation: Any, outcome: Any, names: Sequence[str]) -> list[LessonText]:
        obs: Observation = observation
        result: Outcome = outcome
        sides = [_("your side") if obs.rules.side_of(obs.seat) == side else _("the other side") for side in (1, 2)]
        lines = [
            _("Your side took {ours} points, the other side {theirs}, the last trick's 10 included (S5.1).").format(
                ours=result.points[obs.rules.side_of(obs.seat) - 1], theirs=result.points[2 - obs.rules.side_of(obs.seat)]
            )
        ]
        if result.burned and result.winner is not None:
            lines.append(_("The deal burned: {side} wins it, worth {value} game points (S6.2).").format(
                side=sides[result.winner - 1], value=result.value))  # fmt: skip
        elif result.winner is not None:
            lines.append(
                _("50 or more wins the deal (S5.2): {side} wins it, worth {value} game points (S5.4).").format(
                    side=sides[result.winner - 1], value=result.value
                )
            )
        lines.append(_("A deal is worth 2 when the winners take all 90 points, 3 when the losers take no trick "
                       "(S5.4). A match goes on until a side has 5 game points (S7.1)."))  # fmt: skip
        return [LessonText.translated("score", "S5", _SCORE, "\n".join(lines))]

    def advice(self, observation: Any, verdict: Verdict) -> list[str]:
        obs: Observation = observation
        better, played = verdict.better, verdict.played
        first = _("{better} looks better than {played}, by the computer's estimate.").format(
            better=move_shown(better), played=move_shown(played)
        )
        first = first[:1].upper() + first[1:]  # "stop looks better…" starts a sentence
        reason = _reason(obs, played, better)
        return [first] if reason is None else [first, reason]

    def typed(self, observation: Any, move: Any) -> str:
        return GAME.format_move(move, observation) if isinstance(move, Stop) else _typed(move)


def _typed(move: Play) -> str:
    return card_typed(move.card)


def _reason(obs: Observation, played: Any, better: Any) -> str | None:
    """Why ``better`` beats ``played``, in one line, where a plain reason is easy to see."""
    rules = obs.rules
    ours = obs.holder is not None and rules.side_of(obs.holder) == rules.side_of(obs.seat)
    if isinstance(better, Stop):
        return _("Your side holds the trick: stopping keeps it; continuing gives the others another chance.")
    if isinstance(played, Stop):
        return _("The other side holds the trick: continuing may take it back.")
    if obs.led_rank is None:
        if sum(card.rank == better.card.rank for card in obs.hand) >= 2:
            return _("Leading a rank you hold twice lets you continue the trick with the other (S3.4).")
        if card_value(played.card):
            return _("An ace or a ten led is easily taken by a card of its rank or a seven.")
        return None
    played_card, better_card = played.card, better.card
    if played_card.rank == Rank.SEVEN and better_card.rank != Rank.SEVEN:
        return _("A seven beats anything: keep it for a trick worth more.")
    if not ours and card_value(played_card) > card_value(better_card):
        return _("The other side holds the trick: an ace or a ten played now would be theirs.")
    if ours and card_value(better_card) > card_value(played_card):
        return _("Your side holds the trick: give it your ace or ten.")
    return None


COURSE: Course = SemerkaCourse()
