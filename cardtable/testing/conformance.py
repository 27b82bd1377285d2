"""Conformance checks of the engine contract (:class:`cardtable.game.Game`) that hold for every game.

Each check takes a game (or its :class:`~cardtable.spec.GameSpec`), a variant and a seed, plays random deals
through the engine alone and raises :class:`ConformanceError` (an ``AssertionError``) naming the game, variant,
seed and move where the contract breaks. They import no game: ``tests/test_conformance.py`` runs them over
every game of :func:`cardtable.registry.games`, as OpenSpiel's ``games_sim_test`` does over its registry.

The checks assume what every game of this table is: a game of hidden hands, where each seat is dealt cards the
others cannot see, and whose observations hold every card ever shown to their seat (design "The engine
contract"), so that the cards an observation holds are what its seat has seen.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.bots.hints import advise, hint_assessor
from cardtable.cards import Card
from cardtable.game import AnyGame, JSONValue
from cardtable.match import MatchSettings, match_status
from cardtable.records import Record, SeatInfo, load_match, play_record_move, write_record
from cardtable.spec import GameSpec

__all__ = [
    "ConformanceError",
    "Playthrough",
    "Variant",
    "check_match_record",
    "check_notation",
    "check_playout",
    "check_hint_privacy",
    "check_privacy",
    "check_record_deal",
    "check_rules",
    "observed_cards",
    "random_deal",
    "variants",
]


class ConformanceError(AssertionError):
    """A game breaks the engine contract. The message names the game, variant, seed and move, and what broke."""


@dataclass(frozen=True)
class Variant:
    """One way to play a game: ``players`` seats and the rules ``options`` that differ from the defaults."""

    players: int
    options: Mapping[str, JSONValue] = field(default_factory=dict)

    @property
    def id(self) -> str:
        """A short name for test ids: ``"3p"``, ``"4p-trumps=True"``."""
        return "-".join([f"{self.players}p", *(f"{name}={value}" for name, value in self.options.items())])


def variants(spec: GameSpec) -> tuple[Variant, ...]:
    """Every variant ``spec``'s game offers, each choice once: every player count from ``min_players`` to
    ``max_players`` with the default rules, then each option's every other choice (one at a time, at the
    spec's default number of players). An option with no listed choices is played at its default only."""
    game = spec.game()
    found = [Variant(players) for players in range(game.min_players, game.max_players + 1)]
    for option in spec.options:
        for choice in option.choices:
            if choice != option.default:
                found.append(Variant(spec.players_by_default(), {option.name: choice}))
    return tuple(found)


@dataclass(frozen=True)
class Playthrough:
    """One random deal played to its end: the ``dealer``, the ``deck`` (top first), and every ``(state, move)``
    in order, then the ``final`` state."""

    dealer: int
    deck: tuple[Card, ...]
    steps: tuple[tuple[Any, Any], ...]
    final: Any


def random_deal(game: AnyGame, rules: Any, rng: random.Random, max_moves: int = 10_000) -> Playthrough:
    """A deal from a deck shuffled by ``rng``, dealt by a seat ``rng`` draws, played by uniformly random legal
    moves to its end. Raises :class:`ConformanceError` when the deal runs past ``max_moves`` moves."""
    deck = list(game.deck(rules))
    rng.shuffle(deck)
    dealer = rng.randrange(game.players(rules)) + 1
    state = game.deal(rules, dealer, deck)
    steps: list[tuple[Any, Any]] = []
    while game.to_move(state) is not None:
        if len(steps) >= max_moves:
            raise ConformanceError(f"{game.name}: the deal did not end within {max_moves} moves")
        moves = game.legal_moves(state)
        if not moves:
            raise ConformanceError(f"{game.name}: seat {game.to_move(state)} is to move with no legal move")
        move = moves[rng.randrange(len(moves))]
        steps.append((state, move))
        state = game.apply(state, move)
    return Playthrough(dealer, tuple(deck), tuple(steps), state)


def observed_cards(value: Any) -> Counter[Card]:
    """Every :class:`~cardtable.cards.Card` held anywhere in ``value`` (an observation: dataclasses, named
    tuples, tuples, lists, sets and dicts nested in any way), counted once per place it appears."""
    found: Counter[Card] = Counter()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            found[item] += 1
        elif isinstance(item, (str, bytes, int, float)) or item is None:
            continue
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item))
        elif isinstance(item, Mapping):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (tuple, list, set, frozenset)):
            stack.extend(item)
    return found


class _Where:
    """Names the place a check stands at, for its error messages."""

    def __init__(self, game: AnyGame, rules: Any, seed: int) -> None:
        self.prefix = f"{game.name} ({game.players(rules)} players, rules {game.rules_options(rules)}), seed {seed}"

    def fail(self, step: int | None, message: str) -> ConformanceError:
        """The error at the state after ``step`` moves of the deal (None: not in a deal)."""
        at = "" if step is None else (f", after move {step}" if step else ", at the deal")
        return ConformanceError(f"{self.prefix}{at}: {message}")


def check_rules(game: AnyGame, variant: Variant) -> Any:
    """The rules of ``variant``, checked: ``players``, ``sides`` and ``side_of`` agree, ``rules_options`` names
    every option and reads back to the same rules, the deck is not empty. Returns the rules."""
    rules = game.make_rules(variant.players, variant.options)
    where = f"{game.name} {variant.id}"
    if game.players(rules) != variant.players:
        raise ConformanceError(f"{where}: players(rules) is {game.players(rules)}, not {variant.players}")
    sides = game.sides(rules)
    owners = {game.side_of(rules, seat) for seat in range(1, variant.players + 1)}
    if owners != set(range(1, sides + 1)):
        raise ConformanceError(f"{where}: the seats play for sides {sorted(owners)}, not 1 to {sides}")
    options = game.rules_options(rules)
    for name, value in variant.options.items():
        if options.get(name) != value:
            raise ConformanceError(f"{where}: rules_options gives {name}={options.get(name)!r}, not {value!r}")
    if game.make_rules(variant.players, options) != rules:
        raise ConformanceError(f"{where}: make_rules(rules_options(rules)) is not the same rules")
    if not game.deck(rules):
        raise ConformanceError(f"{where}: the deck is empty")
    return rules


def check_playout(game: AnyGame, rules: Any, seed: int) -> Any:
    """One random deal (seeded by ``seed``) checked at every step: the cards of the deal are exactly the deck
    (``game.cards``); states are hashable; the seat to move has legal moves, each of which ``apply`` accepts,
    and the outcome is None until the deal ends; then nobody is to move, nothing is legal, and ``deal_points``
    has one whole number per side. A deck short of a card is refused with ``ValueError``. Returns the outcome."""
    where = _Where(game, rules, seed)
    deck = Counter(game.deck(rules))
    short = list(game.deck(rules))[1:]
    try:
        game.deal(rules, 1, short)
    except ValueError:
        pass
    else:
        raise where.fail(None, "deal accepted a deck short of one card")
    play = random_deal(game, rules, random.Random(seed))
    for number, (state, _move) in enumerate([*play.steps, (play.final, None)]):
        if Counter(game.cards(state)) != deck:
            lost, extra = deck - Counter(game.cards(state)), Counter(game.cards(state)) - deck
            raise where.fail(number, f"the cards are not the deck (missing {_cards(lost)}; extra {_cards(extra)})")
        hash(state)
        over = game.outcome(state) is not None
        legal = game.legal_moves(state)
        if over != (game.to_move(state) is None) or over != (not legal):
            raise where.fail(
                number,
                f"outcome {game.outcome(state)!r}, to_move {game.to_move(state)!r} and {len(legal)} legal moves "
                "disagree about whether the deal is over",
            )
        if legal != game.legal_moves(state):
            raise where.fail(number, "legal_moves gives a different order when asked again")
        for move in legal:
            after = game.apply(state, move)
            if Counter(game.cards(after)) != deck:
                raise where.fail(number, f"applying {move!r} loses or makes cards")
    outcome = game.outcome(play.final)
    points = game.deal_points(outcome)
    if len(points) != game.sides(rules) or not all(type(p) is int for p in points):
        raise where.fail(len(play.steps), f"deal_points {points!r} is not one whole number per side")
    return outcome


def check_privacy(game: AnyGame, rules: Any, seed: int, max_resamples: int = 64) -> None:
    """Observations hide what their seat may not see, and ``resample`` deals it anew, at every step of a random
    deal and for every seat ``s``:

    - at the start of the deal, every other seat sees a card ``s`` does not (its hand);
    - ``observation(resample(observation(S, s)), s) == observation(S, s)``, and every resampled state holds
      exactly the deck;
    - resampling varies what ``s`` cannot see: for each other seat ``t`` that sees a card ``s`` has not seen
      while another card ``s`` has not seen lies outside ``t``'s view, two of up to ``max_resamples``
      resamples give ``t`` different cards.

    An observation that leaked another seat's hand fails one of these: the resampled state's observation
    differs, the hand never varies, or at the start a seat sees all another sees.
    """
    where = _Where(game, rules, seed)
    rng = random.Random(seed ^ 0x5EED)
    deck = Counter(game.deck(rules))
    seats = range(1, game.players(rules) + 1)
    play = random_deal(game, rules, random.Random(seed))
    for number, state in enumerate([*(state for state, _move in play.steps), play.final]):
        observations = {seat: game.observation(state, seat) for seat in seats}
        views = {seat: observed_cards(observation) for seat, observation in observations.items()}
        if number == 0:
            for s in seats:
                for t in seats:
                    if s != t and not set(views[t]) - set(views[s]):
                        raise where.fail(0, f"seat {s} sees every card seat {t} sees: seat {t}'s hand is not hidden")
        for s in seats:
            unseen = set(deck) - set(views[s])
            must_vary = {
                t
                for t in seats
                if t != s and set(views[t]) & unseen and any(card not in views[t] for card in unseen)
            }
            first: dict[int, Counter[Card]] = {}  # each such seat's cards in the first resample
            for _try in range(max_resamples):
                resampled = game.resample(observations[s], rng)
                if Counter(game.cards(resampled)) != deck:
                    raise where.fail(number, f"a state resampled for seat {s} does not hold exactly the deck")
                if game.observation(resampled, s) != observations[s]:
                    raise where.fail(
                        number, f"seat {s}'s observation of a state resampled from it differs from the observation"
                    )
                # Resamples must differ among themselves, not only from the truth: a resample that always deals
                # the same way (or keeps the true hands) does not vary what the seat cannot see.
                for t in must_vary:
                    first.setdefault(t, observed_cards(game.observation(resampled, t)))
                must_vary = {t for t in must_vary if observed_cards(game.observation(resampled, t)) == first[t]}
                if not must_vary:
                    break
            else:
                raise where.fail(
                    number,
                    f"{max_resamples} resamples for seat {s} never changed the cards of seat(s) "
                    f"{sorted(must_vary)}, though seat {s} cannot see them",
                )


def check_hint_privacy(
    game: AnyGame, rules: Any, seed: int, playouts: int = 24, decisions: int = 6, max_resamples: int = 16
) -> bool:
    """A hint (:mod:`cardtable.bots.hints`, the path ``hint`` at a prompt takes: the seat's observation and the
    legal moves, then the strong level's search) reads no card its seat has not seen: at up to ``decisions``
    decisions of a random deal with a choice, the state and another state that differs from it only in what the
    seat to move cannot see (a resample of its observation, different from the state) give the same hint with
    the same random numbers: the same move, the same next best, the same margin. ``playouts``: the search budget
    (smaller than in play, for speed). Returns False when the game has no strong level to hint with."""
    assessor = hint_assessor(game, playouts)
    if assessor is None:
        return False
    where = _Where(game, rules, seed)
    rng = random.Random(seed ^ 0x41D7)
    play = random_deal(game, rules, random.Random(seed))
    checked = 0
    for number, (state, _move) in enumerate(play.steps):
        seat = game.to_move(state)
        if seat is None or checked >= decisions or len(game.legal_moves(state)) < 2:
            continue
        observation = game.observation(state, seat)
        for _try in range(max_resamples):
            other = game.resample(observation, rng)
            if other != state:
                break
        else:
            continue  # nothing is hidden from the seat here: no other state to compare with
        if game.observation(other, seat) != observation:
            raise where.fail(number, f"a state resampled for seat {seat} gives it another observation")
        hints = [
            advise(assessor, game.observation(world, seat), game.legal_moves(world), random.Random(seed))
            for world in (state, other)
        ]
        if hints[0] != hints[1]:
            raise where.fail(
                number,
                f"seat {seat}'s hint depends on cards it cannot see: {hints[0]!r} in the deal, "
                f"{hints[1]!r} with the hidden cards dealt otherwise",
            )
        checked += 1
    return True


def check_notation(game: AnyGame, rules: Any, seed: int) -> None:
    """At every step of a random deal, every legal move of the seat to move reads back from its notation:
    ``parse_move(format_move(m, obs), obs) == m``, with ``obs`` that seat's observation."""
    where = _Where(game, rules, seed)
    play = random_deal(game, rules, random.Random(seed))
    for number, (state, _move) in enumerate(play.steps):
        seat = game.to_move(state)
        assert seat is not None  # random_deal stops when nobody is to move
        observation = game.observation(state, seat)
        for move in game.legal_moves(state):
            text = game.format_move(move, observation)
            try:
                back = game.parse_move(text, observation)
            except ValueError as error:
                raise where.fail(number, f"{move!r} is written {text!r}, which does not parse: {error}") from None
            if back != move:
                raise where.fail(number, f"{move!r} is written {text!r}, which reads back as {back!r}")


def check_record_deal(game: AnyGame, rules: Any, seed: int) -> None:
    """A random deal written move by move with ``record_text`` and read back with
    :func:`cardtable.records.play_record_move` reaches the same state after every move, and from the deal to
    its end. At every step every legal move's record text plays back to the same state as the move."""
    where = _Where(game, rules, seed)
    play = random_deal(game, rules, random.Random(seed))
    texts = []
    for number, (state, chosen) in enumerate(play.steps):
        for move in game.legal_moves(state):
            text = game.record_text(state, move)
            if play_record_move(game, state, text) != game.apply(state, move):
                raise where.fail(number, f"the record text {text!r} of {move!r} plays to another state")
        texts.append(game.record_text(state, chosen))
    state = game.deal(rules, play.dealer, play.deck)
    for text in texts:
        state = play_record_move(game, state, text)
    if state != play.final:
        raise where.fail(len(texts), "the deal read back from its record ends in another state")


def check_match_record(game: AnyGame, variant: Variant, seed: int, folder: Path, deals: int = 2) -> None:
    """A short match of random deals (a series of ``deals``, longer when a game plays on after a tie, at most
    ``deals + 4``) saved with :func:`cardtable.records.write_record` in ``folder`` and read back with
    :func:`cardtable.records.load_match` replays to the same record, states, outcomes, points and standing."""
    rules = game.make_rules(variant.players, variant.options)
    where = _Where(game, rules, seed)
    rng = random.Random(seed)
    settings = MatchSettings(target=None, deals=deals)
    seats = [SeatInfo(f"Bot {seat}", "random") for seat in range(1, variant.players + 1)]
    record = Record.new(game.name, seats, game.rules_options(rules), settings, seed)
    played: list[tuple[Any, Any, tuple[int, ...]]] = []
    dealer = 1
    while len(played) < deals + 4:
        deck = list(game.deck(rules))
        rng.shuffle(deck)
        record = record.with_new_deal(dealer, deck)
        state = game.deal(rules, dealer, deck)
        while (moves := game.legal_moves(state)):
            move = moves[rng.randrange(len(moves))]
            record = record.with_move(game.record_text(state, move))
            state = game.apply(state, move)
        outcome = game.outcome(state)
        played.append((state, outcome, tuple(game.deal_points(outcome))))
        dealer = game.next_dealer(rules, dealer, outcome)
        if match_status(settings, game.sides(rules), [p for _s, _o, p in played], game.series_tie).finished:
            break
    path = folder / f"{game.name}-{variant.id}-{seed}.json"
    write_record(path, record)
    match = load_match(path, game)
    if match.record != record:
        raise where.fail(None, "the record read back from its file differs from the one written")
    if len(match.deals) != len(played):
        raise where.fail(None, f"the match read back has {len(match.deals)} deals, not {len(played)}")
    for number, (deal, (state, outcome, points)) in enumerate(zip(match.deals, played), start=1):
        if deal.state != state or deal.outcome != outcome or deal.points != points:
            raise where.fail(None, f"deal {number} of the match read back ends otherwise than it was played")
    expected = match_status(settings, game.sides(rules), [p for _s, _o, p in played], game.series_tie)
    if match.status != expected:
        raise where.fail(None, f"the match read back stands at {match.status}, not {expected}")


def _cards(counts: Counter[Card]) -> str:
    return " ".join(str(card) for card in sorted(counts.elements())) or "none"
