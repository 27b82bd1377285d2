"""Consistency checks of Semerka states, for the tests and the soak run: what must hold in every deal.

Each function returns the list of problems found, in words (empty when all is well), so a failing check
says what went wrong. They recompute from the cards rather than trusting the engine's bookkeeping.
"""

from __future__ import annotations

from collections import Counter

from semerka.rules.play import deck, legal_moves
from semerka.rules.scoring import TOTAL_POINTS, outcome
from semerka.rules.tricks import LAST_TRICK_BONUS, beats, card_points
from semerka.rules.types import Played, State

__all__ = ["state_problems", "step_problems", "trick_problems"]


def trick_problems(rules_players: int, leader: int, plays: tuple[Played, ...], holder: int | None) -> list[str]:
    """Problems of one trick (complete or not): seats in turn (S1.3), only the leader starting a round and only
    with the led rank or a seven (S3.4), and ``holder`` being the last beating card's player (S3.3)."""
    problems: list[str] = []
    if not plays:
        return [] if holder is None else [f"seat {holder} holds a trick with no cards"]
    n = rules_players
    led = plays[0].card.rank
    expected_holder = leader
    for index, (seat, card) in enumerate(plays):
        if seat != (leader - 1 + index) % n + 1:
            problems.append(f"card {index + 1} of the trick was played by seat {seat} out of turn")
        if index and index % n == 0 and not beats(card, led):
            problems.append(f"the trick was continued with {card}, neither the led rank nor a seven")
        if index == 0 or beats(card, led):
            expected_holder = seat
    if holder != expected_holder:
        problems.append(f"seat {holder} holds the trick, but seat {expected_holder} played the last beating card")
    if len(plays) > 4 * n:
        problems.append(f"the trick has {len(plays)} cards, more than four rounds")
    return problems


def state_problems(state: State) -> list[str]:
    """Problems of one state: card conservation, equal hands, whole rounds in finished tricks, the points, the
    players' legal moves and the outcome (S1-S6)."""
    rules = state.rules
    n = rules.players
    problems = []
    everything = [card for hand in state.hands for card in hand] + list(state.stock)
    everything += [played.card for played in state.trick]
    everything += [played.card for trick in state.tricks for played in trick.plays]
    if Counter(everything) != Counter(deck(rules)):
        problems.append("the cards in hands, stock and tricks are not exactly the deck")
    sizes = {len(hand) for hand in state.hands}
    if not state.trick and len(sizes) != 1:
        problems.append(f"hands differ in size at the start of a trick: {[len(h) for h in state.hands]}")
    if len(state.stock) % n:
        problems.append(f"the stock of {len(state.stock)} cards does not divide among {n} players")
    points = [0] * rules.sides
    won = [0] * rules.sides
    for trick in state.tricks:
        if len(trick.plays) % n:
            problems.append(f"a finished trick holds {len(trick.plays)} cards, not whole rounds of {n}")
        problems += trick_problems(n, trick.leader, trick.plays, trick.winner)
        if trick.points != card_points([played.card for played in trick.plays]):
            problems.append(f"a trick's points {trick.points} do not match its cards")
        points[rules.side_of(trick.winner) - 1] += trick.points
        won[rules.side_of(trick.winner) - 1] += 1
    problems += trick_problems(n, state.leader, state.trick, state.holder)
    over = state.turn is None
    if over and state.burner is None:
        points[rules.side_of(state.tricks[-1].winner) - 1] += LAST_TRICK_BONUS
        if sum(points) != TOTAL_POINTS:
            problems.append(f"a finished deal scored {sum(points)} points, not 90")
        if any(state.hands) or state.stock:
            problems.append("the deal ended with cards left")
    if tuple(points) != state.points or tuple(won) != state.won:
        problems.append(f"points {state.points} / tricks {state.won} do not match the tricks taken")
    moves = legal_moves(state)
    if over != (not moves) or over != (outcome(state) is not None):
        problems.append("a seat is to move without a legal move, or the deal is over with one")
    if state.burner is not None:
        ranks = {played.card.rank for played in state.trick[-4:]}
        if len(state.trick) < 4 or len(ranks) != 1 or state.trick[-1].seat != state.burner:
            problems.append("the deal burned without four cards of one rank in a row")
    elif rules.burning:
        for plays in [*(t.plays for t in state.tricks), state.trick]:
            for start in range(len(plays) - 3):
                if len({played.card.rank for played in plays[start : start + 4]}) == 1:
                    problems.append("four cards of one rank were played in a row but the deal did not burn")
    if state.choosing and (state.turn != state.leader or len(state.trick) % n):
        problems.append("someone other than the leader, or mid-round, is choosing to continue")
    return problems


def step_problems(before: State, after: State) -> list[str]:
    """Problems of one move from ``before`` to ``after``: the trick's winner draws first (S4.1) and leads
    next (S4.2); only the leader chooses to continue (S3.4)."""
    problems = []
    if len(after.tricks) > len(before.tricks) and after.burner is None:
        trick = after.tricks[-1]
        if after.turn is not None and after.leader != trick.winner:
            problems.append("the trick's winner does not lead the next trick")
        if trick.drew and before.stock[0] not in after.hands[trick.winner - 1]:
            problems.append("the trick's winner did not draw the top card of the stock")
    return problems
