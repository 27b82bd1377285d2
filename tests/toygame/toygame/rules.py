"""The Toy Tricks engine (rules in ``rules_text.md``): :data:`GAME` satisfies :class:`cardtable.game.Game`.

Twenty cards (10 J Q K A of each suit, ace high), five to each of 2-4 players, follow suit if you can, the
highest card of the suit led wins the trick (hearts beat the rest with ``trumps``), one point per trick.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from cardtable.cards import Card, CardError, Rank, Suit, parse_card
from cardtable.game import Game, IllegalMove, InvalidMove, JSONValue, RulesError

__all__ = ["DECK", "GAME", "Observation", "Outcome", "Play", "Rules", "State", "ToyGame", "Trick"]

RANKS = (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
"""The ranks of the deck, lowest first."""

DECK = tuple(Card(rank, suit) for suit in Suit for rank in RANKS)
HAND = 5
TRUMP = Suit.HEARTS


@dataclass(frozen=True, slots=True)
class Rules:
    """``players`` (2-4) and the one option: ``trumps``, hearts beat every other suit."""

    players: int
    trumps: bool = False


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` to the trick."""

    card: Card


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: its ``leader``, the ``cards`` in play order from the leader, and its ``winner``."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class State:
    """A deal as it stands: each seat's ``hands`` (sorted), the ``undealt`` cards (face down), the ``leader``
    of the current trick, its ``trick`` cards so far, and the finished ``tricks``."""

    rules: Rules
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    undealt: tuple[Card, ...]
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]


@dataclass(frozen=True, slots=True)
class Observation:
    """What ``seat`` sees: its own ``hand``, how many cards each seat holds, the current trick and every
    finished one, and the seat to move (None when the deal is over). Never another hand or the undealt cards."""

    rules: Rules
    seat: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    to_move: int | None


@dataclass(frozen=True, slots=True)
class Outcome:
    """A finished deal: the ``tricks`` each seat won (seat 1 first)."""

    tricks: tuple[int, ...]


def _order(card: Card) -> tuple[int, int]:
    return card.suit, RANKS.index(card.rank)


def _to_move(state: State) -> int | None:
    if not state.trick and not any(state.hands):
        return None
    return (state.leader - 1 + len(state.trick)) % state.rules.players + 1


def _legal_cards(hand: tuple[Card, ...], trick: tuple[Card, ...]) -> tuple[Card, ...]:
    """Follow the suit led when you can, else anything."""
    if trick:
        following = tuple(card for card in hand if card.suit == trick[0].suit)
        if following:
            return following
    return hand


def _winner(rules: Rules, leader: int, cards: tuple[Card, ...]) -> int:
    """The seat whose card wins: the highest trump with ``trumps``, else the highest of the suit led."""
    suit = TRUMP if rules.trumps and any(card.suit == TRUMP for card in cards) else cards[0].suit
    best = max((card for card in cards if card.suit == suit), key=_order)
    return (leader - 1 + cards.index(best)) % rules.players + 1


def _read_card(text: str) -> Card:
    """The card ``text`` names, one of the deck's. Raises :class:`InvalidMove`."""
    try:
        card = parse_card(text.strip())
    except CardError as error:
        raise InvalidMove(str(error)) from None
    if card.rank not in RANKS:
        raise InvalidMove(f"there is no {card} in this game: the cards are 10, J, Q, K and A")
    return card


class ToyGame:
    """Toy Tricks behind :class:`cardtable.game.Game`. Stateless; use :data:`GAME`."""

    name = "toygame"
    series_tie: Literal["share", "play_on"] = "share"
    default_target = 5
    min_players = 2
    max_players = 4

    def make_rules(self, players: int, options: Mapping[str, JSONValue]) -> Rules:
        """Rules for ``players`` seats. Raises :class:`RulesError` for a bad count, an unknown option or a
        ``trumps`` that is not true or false."""
        if not self.min_players <= players <= self.max_players:
            raise RulesError(f"Toy Tricks is for 2 to 4 players, not {players}")
        for key in options:
            if key != "trumps":
                raise RulesError(f'unknown rules option "{key}" (Toy Tricks has: trumps)')
        trumps = options.get("trumps", False)
        if not isinstance(trumps, bool):
            raise RulesError(f"trumps must be true or false, not {trumps!r}")
        return Rules(players, trumps)

    def rules_options(self, rules: Rules) -> dict[str, JSONValue]:
        return {"trumps": rules.trumps}

    def players(self, rules: Rules) -> int:
        return rules.players

    def sides(self, rules: Rules) -> int:
        return rules.players

    def side_of(self, rules: Rules, seat: int) -> int:
        return seat

    def deck(self, rules: Rules) -> tuple[Card, ...]:
        return DECK

    def deal(self, rules: Rules, dealer: int, deck: Sequence[Card]) -> State:
        """Five cards each, one at a time from the top, starting to the dealer's left, who leads. Raises
        ``ValueError`` for a deck that is not :data:`DECK` or a dealer who is not a seat."""
        if Counter(deck) != Counter(DECK) or len(deck) != len(DECK):
            raise ValueError("the deck must be the 20 cards 10, J, Q, K, A of every suit")
        n = rules.players
        if not 1 <= dealer <= n:
            raise ValueError(f"the dealer must be a seat from 1 to {n}, not {dealer}")
        first = dealer % n  # index of the dealer's left
        hands = tuple(
            tuple(sorted(deck[(seat - first) % n : HAND * n : n], key=_order)) for seat in range(n)
        )
        return State(rules, dealer, hands, tuple(deck[HAND * n :]), dealer % n + 1, (), ())

    def to_move(self, state: State) -> int | None:
        return _to_move(state)

    def legal_moves(self, state: State) -> tuple[Play, ...]:
        seat = _to_move(state)
        if seat is None:
            return ()
        return tuple(Play(card) for card in _legal_cards(state.hands[seat - 1], state.trick))

    def apply(self, state: State, move: Play) -> State:
        """The state after ``move``; a trick's last card gives it to its winner, who leads next. Raises
        :class:`IllegalMove` when ``move`` is not legal now."""
        if move not in self.legal_moves(state):
            raise IllegalMove(f"{move.card} cannot be played now")
        seat = _to_move(state)
        assert seat is not None
        hands = tuple(
            tuple(card for card in hand if card != move.card) if number == seat else hand
            for number, hand in enumerate(state.hands, start=1)
        )
        trick = (*state.trick, move.card)
        if len(trick) < state.rules.players:
            return State(state.rules, state.dealer, hands, state.undealt, state.leader, trick, state.tricks)
        winner = _winner(state.rules, state.leader, trick)
        done = (*state.tricks, Trick(state.leader, trick, winner))
        return State(state.rules, state.dealer, hands, state.undealt, winner, (), done)

    def outcome(self, state: State) -> Outcome | None:
        if _to_move(state) is not None:
            return None
        won = Counter(trick.winner for trick in state.tricks)
        return Outcome(tuple(won[seat] for seat in range(1, state.rules.players + 1)))

    def deal_points(self, outcome: Outcome) -> tuple[int, ...]:
        """One point per trick."""
        return outcome.tricks

    def next_dealer(self, rules: Rules, dealer: int, outcome: Outcome) -> int:
        return dealer % rules.players + 1

    def observation(self, state: State, seat: int) -> Observation:
        return Observation(
            state.rules,
            seat,
            state.dealer,
            state.hands[seat - 1],
            tuple(len(hand) for hand in state.hands),
            state.leader,
            state.trick,
            state.tricks,
            _to_move(state),
        )

    def resample(self, observation: Observation, rng: random.Random) -> State:
        """A state the observer cannot tell from the real one: the cards it has not seen dealt at random to the
        other hands (their sizes kept) and the undealt cards. Voids shown by not following suit are not
        respected: this is a determinizer for tests and the random bot, not a strong one."""
        seen = Counter(observation.hand) + Counter(observation.trick)
        seen.update(card for trick in observation.tricks for card in trick.cards)
        unseen = list((Counter(DECK) - seen).elements())
        rng.shuffle(unseen)
        hands = []
        for seat, size in enumerate(observation.hand_sizes, start=1):
            if seat == observation.seat:
                hands.append(observation.hand)
            else:
                hands.append(tuple(sorted(unseen[:size], key=_order)))
                del unseen[:size]
        return State(
            observation.rules,
            observation.dealer,
            tuple(hands),
            tuple(unseen),
            observation.leader,
            observation.trick,
            observation.tricks,
        )

    def parse_move(self, text: str, observation: Observation) -> Play:
        """The card ``text`` names, played by the observer. Raises :class:`InvalidMove` for text that is not a
        card of the deck, :class:`IllegalMove` when it is not the observer's turn, the card is not in the hand
        or the observer must follow suit."""
        card = _read_card(text)
        if observation.to_move != observation.seat:
            raise IllegalMove("it is not your turn")
        if card not in observation.hand:
            raise IllegalMove(f"{card} is not in your hand")
        if card not in _legal_cards(observation.hand, observation.trick):
            raise IllegalMove(f"you must follow suit: play a card of {observation.trick[0].suit.name.lower()}")
        return Play(card)

    def format_move(self, move: Play, observation: Observation) -> str:
        return str(move.card)

    def record_moves(self, state: State, text: str, format: int) -> tuple[Play, ...]:
        """The move a record's ``text`` (a card) stands for, in every format. Raises :class:`InvalidMove`."""
        return (Play(_read_card(text)),)

    def record_text(self, state: State, move: Play) -> str:
        return str(move.card)

    def cards(self, state: State) -> tuple[Card, ...]:
        """Hands, undealt cards, the trick in play and the tricks taken."""
        taken = tuple(card for trick in state.tricks for card in trick.cards)
        return (*(card for hand in state.hands for card in hand), *state.undealt, *state.trick, *taken)


GAME = ToyGame()
"""The Toy Tricks engine."""

_CONTRACT: Game[State, Play, Observation, Rules, Outcome] = GAME  # mypy checks GAME against the contract
