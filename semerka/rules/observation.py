"""What one seat may see (observations) and full states consistent with it (resampling, for bots' search).

Hidden information stops here: an observation holds the seat's own hand and public facts, never another seat's
hand or the order of the stock. Every card ever played stays visible (tricks are public once played).
"""

from __future__ import annotations

import random

from cardtable.cards import Card
from cardtable.dealing import resample_hands, unseen_cards
from semerka.rules.play import deck
from semerka.rules.tricks import HAND_ORDER, LAST_TRICK_BONUS, continuations
from semerka.rules.types import Burned, Drew, Event, Observation, State, Stopped, Took

__all__ = ["observation", "public_log", "resample"]


def observation(state: State, seat: int) -> Observation:
    """Everything ``seat`` (1-based) may see of ``state``. Raises ``ValueError`` for a seat not at the table."""
    rules = state.rules
    n = rules.players
    if not 1 <= seat <= n:
        raise ValueError(f"seat must be from 1 to {n}, not {seat}")
    trick = state.trick
    hand = state.hands[seat - 1]
    led = trick[0].card.rank if trick else None
    choosing = state.choosing
    continue_cards: tuple[Card, ...] = ()
    if choosing and led is not None and seat == state.leader:
        continue_cards = continuations(hand, led)
    return Observation(
        seat=seat,
        rules=rules,
        dealer=state.dealer,
        hand=hand,
        leader=state.leader,
        trick=trick,
        led_rank=led,
        holder=state.holder,
        round=-(-len(trick) // n),
        tricks=state.tricks,
        points=state.points,
        won=state.won,
        stock_size=len(state.stock),
        hand_sizes=tuple(len(cards) for cards in state.hands),
        to_move=state.turn,
        choosing=choosing,
        continue_cards=continue_cards,
        log=public_log(state),
    )


def public_log(state: State) -> tuple[Event, ...]:
    """The public log of the deal so far: cards played, stops the leader chose, tricks taken (with their points,
    the last trick's 10 included), cards drawn as counts, a burn."""
    rules = state.rules
    n = rules.players
    log: list[Event] = []
    for number, trick in enumerate(state.tricks, start=1):
        log.extend(trick.plays)
        if trick.stopped:
            log.append(Stopped(trick.leader))
        last = number == len(state.tricks) and state.turn is None and state.burner is None
        points = trick.points + LAST_TRICK_BONUS if last else trick.points
        log.append(Took(trick.winner, rules.side_of(trick.winner), len(trick.plays), points, last))
        if trick.drew:
            log.extend(Drew((trick.winner - 1 + offset) % n + 1, trick.drew) for offset in range(n))
    log.extend(state.trick)
    if state.burner is not None:
        log.append(Burned(state.burner, rules.side_of(state.burner), state.trick[-1].card.rank))
    return tuple(log)


def resample(observation: Observation, rng: random.Random) -> State:
    """A full state that ``observation`` could have come from: the cards the seat has not seen (other hands and
    the stock) dealt at random by ``rng``. ``observation(resample(obs, rng), obs.seat) == obs``. Raises
    ``ValueError`` when the observation's card counts do not add up to the deck."""
    seen = list(observation.hand)
    for trick in observation.tricks:
        seen.extend(played.card for played in trick.plays)
    seen.extend(played.card for played in observation.trick)
    unseen = unseen_cards(deck(observation.rules), seen)
    dealt, stock = resample_hands(observation.seat, observation.hand, observation.hand_sizes, unseen, rng)
    # Every hand is kept in hand order, as `deal` leaves them; the seat's own hand already is.
    hands = tuple(
        hand if seat == observation.seat else tuple(sorted(hand, key=HAND_ORDER.__getitem__))
        for seat, hand in enumerate(dealt, start=1)
    )
    if len(stock) != observation.stock_size:
        raise ValueError("the observation's card counts do not add up to the deck")
    burner = next((event.seat for event in observation.log if isinstance(event, Burned)), None)
    return State(
        rules=observation.rules,
        dealer=observation.dealer,
        hands=hands,
        stock=stock,
        leader=observation.leader,
        trick=observation.trick,
        holder=observation.holder,
        turn=observation.to_move,
        choosing=observation.choosing,
        tricks=observation.tricks,
        points=observation.points,
        won=observation.won,
        burner=burner,
    )
