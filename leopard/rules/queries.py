"""The rule questions a seat's screens and help ask, answered from that seat's observation alone (rules L4-L7).

Screens never work a rule out for themselves: what going out would score, whether it is open, where a card may go
and whether this is the stock's last turn all come from here, so that the rules live in one place.
"""

from __future__ import annotations

from cardtable.cards import Card

from leopard.rules.observation import Observation
from leopard.rules.placing import places
from leopard.rules.scoring import going_out_score
from leopard.rules.turns import GO_OUT_VALUE
from leopard.rules.types import Place

__all__ = ["card_places", "last_turn", "may_go_out", "score_for_going_out"]


def score_for_going_out(obs: Observation) -> int:
    """Game points the observing seat's square (its partnership's, with four players) would score if the deal
    ended now by going out: L7.2 applied to the square's value now (L4.1). Says nothing of whether going out is
    open (:func:`may_go_out`); below a value of 5 the formula's number is returned all the same."""
    return going_out_score(obs.values[obs.square - 1], obs.rules)


def may_go_out(obs: Observation) -> bool:
    """Whether the observing seat may go out (with four players: ask its partner) as its move now: it is its
    turn, not an answer to an ask, its square is worth 5 or more (L4.1), it has not drawn this turn (L4.1,
    L6.2: with an empty stock under ``play-out`` there is no draw) and its partner has not said no this turn
    (L6.1). True exactly when ``GoOut()`` is among the seat's legal moves."""
    return (
        obs.to_move == obs.seat
        and obs.phase in ("before_draw", "play")
        and obs.drawn is None
        and not obs.refused
        and obs.values[obs.square - 1] >= GO_OUT_VALUE
    )


def card_places(obs: Observation, card: Card) -> tuple[Place, ...]:
    """Every place where the observing seat could put ``card`` on the squares as they stand (L5.1-L5.7): its own
    square's first, then the other squares in order, cell by cell. Checks where the card may go, not whether the
    seat holds it or may play now."""
    found = places(card, obs.squares, obs.square)
    return tuple(sorted(found, key=lambda place: place.square != obs.square))


def last_turn(obs: Observation) -> bool:
    """Whether the turn now under way is the deal's last unless somebody goes out (L6.2): under ``last-card``,
    the turn in which the last stock card is drawn (or waits to be drawn, before the draw or while the partner
    answers an ask); under ``play-out``, a turn with the stock empty and one card left in all the hands. False
    once the deal is over."""
    if obs.to_move is None:
        return False
    if obs.rules.stock_end == "last-card":
        if obs.phase == "play":
            return obs.stock_size == 0  # the card drawn this turn was the last
        return obs.stock_size == 1
    return obs.stock_size == 0 and sum(obs.hand_sizes) <= 1
