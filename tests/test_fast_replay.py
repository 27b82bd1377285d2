"""The fast replay path (``game.replay_moves``) against the move-by-move path, for both games and every variant.

A record replays to the same deals (states, outcomes, points, next dealers), the same match standing and the same
record, and a spoilt record fails with the same message naming the same deal and move, whichever path plays it
(:mod:`cardtable.records.replay`). Records are random matches of every variant: 2, 3 and 4 players, each rules
option on and off; spoilt ones have one move replaced by another text: a move of the game that is illegal there,
the same move written otherwise, a word that is not a move, or a move after the end of the deal.
"""

import random
from dataclasses import replace

import pytest

from cardtable.match import MatchSettings
from cardtable.records import FORMAT, DealRecord, Record, RecordError, SeatInfo, replay
from leopard.rules import GAME as LEOPARD
from semerka.rules import GAME as SEMERKA

VARIANTS = [
    (LEOPARD, players, options)
    for players in (2, 3, 4)
    for options in (
        {},
        {"suit_line": 3, "going_out": "abbott", "stock_end": "play-out"},
    )
] + [
    (SEMERKA, players, options)
    for players in (2, 3, 4)
    for options in (
        {},
        {"burning": True, "stakes": "single", "continue_only_when_losing": True},
    )
]
IDS = [f"{game.name}-{players}p-{'options' if options else 'defaults'}" for game, players, options in VARIANTS]


class MoveByMove:
    """``game`` without its fast path: the table plays every move through ``record_moves`` and ``apply``."""

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        if name == "replay_moves":
            raise AttributeError(name)
        return getattr(self._game, name)


def random_record(game, players, options, deals, seed, unfinished=False):
    """A match of ``deals`` deals of random legal moves (the last cut short when ``unfinished``), as a record."""
    rng = random.Random(seed)
    rules = game.make_rules(players, options)
    dealer = 1
    played = []
    for number in range(1, deals + 1):
        cards = list(game.deck(rules))
        rng.shuffle(cards)
        state = game.deal(rules, dealer, cards)
        moves = []
        stop = rng.randrange(1, 40) if unfinished and number == deals else None
        while (legal := game.legal_moves(state)) and len(moves) != stop:
            move = rng.choice(legal)
            moves.append(game.record_text(state, move))
            state = game.apply(state, move)
        played.append(DealRecord(dealer, tuple(cards), tuple(moves)))
        outcome = game.outcome(state)
        if outcome is not None:
            dealer = game.next_dealer(rules, dealer, outcome)
    seats = [SeatInfo(f"Player {seat}") for seat in range(1, players + 1)]
    record = Record.new(game.name, seats, game.rules_options(rules), MatchSettings(None, None, 1), seed)
    return replace(record, deals=tuple(played))


def outcome_of(game, record, source="game.json"):
    """What replaying ``record`` through ``game`` gives: every deal and the standing, or the error's message."""
    try:
        match = replay(record, game, source)
    except RecordError as error:
        return str(error)
    deals = [(d.number, d.dealer, d.state, d.outcome, d.points, d.next_dealer, d.complete) for d in match.deals]
    return deals, match.status, match.record, match.next_dealer, match.current is None


@pytest.mark.parametrize(("game", "players", "options"), VARIANTS, ids=IDS)
def test_fast_and_move_by_move_replays_agree(game, players, options):
    for seed in range(8):
        record = random_record(game, players, options, deals=3, seed=seed, unfinished=seed % 2 == 1)
        assert outcome_of(game, record) == outcome_of(MoveByMove(game), record)
        rules = game.make_rules(players, options)
        for deal in record.deals:  # the fast path takes every deal of a good record: none falls back
            make_state, outcome = game.replay_moves(rules, deal.dealer, deal.deck, deal.moves, FORMAT)
            assert (make_state is None) == (game is SEMERKA)


def spoilt(game, record, rng):
    """``record`` with one move of one deal replaced by other text, or a move added after the end of a deal."""
    number = rng.randrange(len(record.deals))
    deal = record.deals[number]
    position = rng.randrange(len(deal.moves))
    choice = rng.randrange(4)
    moves = list(deal.moves)
    if choice == 0:  # another move of the game, most often illegal here
        other = record.deals[rng.randrange(len(record.deals))]
        moves[position] = rng.choice(other.moves)
    elif choice == 1:  # the same move written otherwise (lower case, spaces): read, and rewritten canonical
        moves[position] = " " + moves[position].lower() + " "
    elif choice == 2:
        moves[position] = rng.choice(["", "xyz", "11H", "7H@9", "-", "@", "7H:0", "stop now"])
    else:  # one move too many
        moves.append(rng.choice(deal.moves))
    deals = list(record.deals)
    deals[number] = replace(deal, moves=tuple(moves))
    return replace(record, deals=tuple(deals))


@pytest.mark.parametrize(("game", "players", "options"), VARIANTS, ids=IDS)
def test_a_spoilt_record_fails_alike_on_both_paths(game, players, options):
    rng = random.Random(f"{game.name}{players}{options}")
    for seed in range(12):
        record = spoilt(game, random_record(game, players, options, deals=2, seed=seed), rng)
        assert outcome_of(game, record) == outcome_of(MoveByMove(game), record)


def test_an_older_format_is_replayed_move_by_move():
    """Leopard's format 1 leaves draws implied (L9.2): the fast path refuses it, the table reads it."""
    record = random_record(LEOPARD, 2, {}, deals=1, seed=5)
    deal = record.deals[0]
    old = replace(record, format=1, deals=(replace(deal, moves=tuple(m for m in deal.moves if m != "draw")),))
    match = replay(old, LEOPARD)
    assert match.record.format == FORMAT
    assert outcome_of(LEOPARD, old) == outcome_of(MoveByMove(LEOPARD), old)


@pytest.mark.parametrize("game", [LEOPARD, SEMERKA], ids=["leopard", "semerka"])
def test_a_deal_state_is_made_only_when_asked_for(game):
    """A deal's last state is made on first use (Leopard's from its fast path, Semerka's by playing the deal
    again), the same state as the move-by-move path's, and kept."""
    record = random_record(game, 4, {}, deals=2, seed=1)
    fast = replay(record, game).deals
    slow = replay(record, MoveByMove(game)).deals
    assert [deal._make_state is not None for deal in fast] == [True, True]
    assert [deal.state for deal in fast] == [deal.state for deal in slow]
    assert [deal._make_state for deal in fast] == [None, None]
