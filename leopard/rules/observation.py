"""What one seat may see of a deal, and full states consistent with it (design: observations, resampling).

Hidden information is a security boundary: an :class:`Observation` never holds another seat's hand or the stock
order, and before a player declines to go out it does not hold the card they would draw (L4.1).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from cardtable import dealing
from cardtable.cards import Card, double_deck

from leopard.rules.scoring import top_face_up
from leopard.rules.state import HAND_SIZE, Square, State
from leopard.rules.turns import to_move
from leopard.rules.types import Event, Phase, Rules, square_of

__all__ = ["Observation", "observation", "resample"]


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything ``seat`` may see of a deal now. Tuples are indexed from 0 (``squares[square - 1]``).

    ``rules``; ``seat`` and ``square`` (the seat's own square, L5.7); ``hand``: the seat's own cards, in the order
    received; ``drawn``: the card this seat just drew this turn (it is also in ``hand``), or None; ``squares``:
    every square's nine cells as stacks, bottom first, covered cards included — Jacks and Queens in a stack lie
    face down (:func:`~leopard.rules.types.face_down`) but are known, since they were shown when played (L5.4);
    ``values``: each square's value (L7.1); ``discards``: the whole discard pile, bottom first; ``stock_size``:
    cards left in the stock; ``hand_sizes``: cards in each seat's hand, seat 1 first; ``to_move``: the seat to
    move, or None once the deal is over; ``phase``; ``dealer``; ``went_out``: the seat that went out, or None;
    ``log``: every public event of the deal so far, oldest first (asks and answers included, L6.1);
    ``asker``: four players, the seat whose ask to go out waits for its partner's answer, else None;
    ``refused``: four players, the partner of the seat whose turn it is said no this turn (L6.1).
    """

    rules: Rules
    seat: int
    square: int
    hand: tuple[Card, ...]
    drawn: Card | None
    squares: tuple[Square, ...]
    values: tuple[int, ...]
    discards: tuple[Card, ...]
    stock_size: int
    hand_sizes: tuple[int, ...]
    to_move: int | None
    phase: Phase
    dealer: int
    went_out: int | None
    log: tuple[Event, ...]
    asker: int | None = None
    refused: bool = False

    def top(self, square: int, cell: int) -> Card | None:
        """The face-up card showing on ``cell`` (1-9) of ``square`` (1-based), or None when it is empty (L2.2)."""
        return top_face_up(self.squares[square - 1][cell - 1])


def observation(state: State, seat: int) -> Observation:
    """What ``seat`` (1-based) may see of ``state``. Raises ``ValueError`` for a seat that is not at the table."""
    rules = state.rules
    if type(seat) is not int or not 1 <= seat <= rules.players:
        raise ValueError(f"seat must be 1 to {rules.players}, not {seat!r}")
    over = state.phase == "over"
    return Observation(
        rules=rules,
        seat=seat,
        square=square_of(rules, seat),
        hand=state.hands[seat - 1],
        drawn=state.drawn if seat == state.turn and not over else None,
        squares=state.squares,
        values=state.values,
        discards=state.discards,
        stock_size=len(state.stock),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        to_move=to_move(state),
        phase=state.phase,
        dealer=state.dealer,
        went_out=state.went_out,
        log=state.log,
        asker=state.turn if state.phase == "asked" else None,
        refused=state.refused,
    )


def unseen_cards(obs: Observation) -> list[Card]:
    """The cards ``obs.seat`` has never seen: the other hands and the stock together, in deck order (the copies
    of a card together, :func:`cardtable.dealing.unseen_cards`)."""
    seen = list(obs.hand)
    seen.extend(obs.discards)
    for square in obs.squares:
        for stack in square:
            seen.extend(stack)
    return dealing.unseen_cards(double_deck(), seen)


def resample(obs: Observation, rng: random.Random) -> State:
    """A full state consistent with ``obs``: the cards ``obs.seat`` has not seen are dealt at random by ``rng`` to
    the other hands and the stock. ``observation(resample(obs, rng), obs.seat) == obs``. Raises ``ValueError``
    when the observation's card counts do not account for the 104 cards."""
    hands, stock = dealing.resample_hands(obs.seat, obs.hand, obs.hand_sizes, unseen_cards(obs), rng)
    if len(stock) != obs.stock_size:
        raise ValueError("the observation does not account for the 104 cards")
    if obs.asker is not None:
        turn = obs.asker
    elif obs.to_move is not None:
        turn = obs.to_move
    else:
        turn = obs.log[-1].seat if obs.log else obs.dealer
        if obs.went_out is not None:
            turn = obs.went_out  # four players: the last event is the partner's yes
    drawn = obs.drawn
    if obs.phase == "play" and turn != obs.seat:
        # Another seat drew this turn exactly when it holds nine cards (L3.2, L4.2); which card is unknown.
        other = hands[turn - 1]
        drawn = other[-1] if len(other) == HAND_SIZE + 1 else None
    return State(
        rules=obs.rules,
        dealer=obs.dealer,
        stock=stock,
        hands=hands,
        squares=obs.squares,
        values=obs.values,
        discards=obs.discards,
        turn=turn,
        phase=obs.phase,
        drawn=drawn,
        went_out=obs.went_out,
        log=obs.log,
        refused=obs.refused,
    )

