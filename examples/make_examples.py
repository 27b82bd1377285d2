"""Regenerate the example records ``leopard-match.json`` and ``semerka-match.json`` in this folder.

Each is a whole finished match played by a simple greedy chooser (better than random moves, so the games look
like games). Decks are shuffled as ``play`` shuffles them: one ``random.Random(seed)`` per match draws the first
dealer, then shuffles a fresh deck for each deal. Moves are chosen with a second generator seeded from the same
seed, so the files are the same on every run.

    python examples/make_examples.py            # rewrite the files in examples/
    python examples/make_examples.py --out DIR  # write them to DIR instead
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

from cardtable.cards import Rank
from cardtable.game import Game
from cardtable.match import MatchSettings, match_status
from cardtable.records import Record, SeatInfo, write_record
from leopard import rules as leopard
from semerka import rules as semerka

LEOPARD_SEED = 1962
SEMERKA_SEED = 12


def leopard_choice(state: leopard.State, moves: tuple[Any, ...], rng: random.Random) -> Any:
    """Go out with a square worth 7 or more, or 5 or more when well ahead; otherwise the place or discard that
    leaves the best lead of one's own square over the best other square (ties broken at random)."""
    own = state.own_square - 1
    value = state.values[own]
    others = max(v for i, v in enumerate(state.values) if i != own)
    if leopard.GoOut() in moves and (value >= 7 or value >= others + 3):
        return leopard.GoOut()
    moves = tuple(move for move in moves if not isinstance(move, leopard.GoOut))
    if moves == (leopard.Draw(),):
        return moves[0]

    def lead(move: Any) -> int:
        after = leopard.apply(state, move).values
        return after[own] - max(v for i, v in enumerate(after) if i != own)

    best = max(map(lead, moves))
    return rng.choice([move for move in moves if lead(move) == best])


_POINT_RANKS = (Rank.ACE, Rank.TEN)


def semerka_choice(state: semerka.State, moves: tuple[Any, ...], rng: random.Random) -> Any:
    """Stop when one's side holds the trick, else continue; lead a low card; beat a trick worth taking; give
    aces and tens to a partner's trick; otherwise throw the cheapest card."""
    rules = state.rules
    seat = state.turn
    side = rules.side_of(seat)
    cards = [move for move in moves if isinstance(move, semerka.Play)]

    def cheap(move: semerka.Play) -> tuple[int, int]:
        rank = move.card.rank
        return (rank in _POINT_RANKS) * 2 + (rank == Rank.SEVEN), rng.random()  # keep aces, tens, sevens

    if state.choosing:
        holding = rules.side_of(state.holder) == side
        if holding or not cards:
            return semerka.Stop() if semerka.Stop() in moves else min(cards, key=cheap)
        return min(cards, key=cheap)
    if not state.trick:
        return min(cards, key=cheap)
    led = state.trick[0].card.rank
    beating = [move for move in cards if move.card.rank in (led, Rank.SEVEN)]
    worth = sum(10 for played in state.trick if played.card.rank in _POINT_RANKS)
    if rules.side_of(state.holder) == side:
        points = [move for move in cards if move.card.rank in _POINT_RANKS]
        return rng.choice(points) if points else min(cards, key=cheap)
    if beating and (worth or led in _POINT_RANKS):
        return min(beating, key=lambda move: (move.card.rank == Rank.SEVEN, rng.random()))
    return min(cards, key=cheap)


def play_match(game: Game, names: list[str], options: dict[str, Any], settings: MatchSettings, seed: int,
               choose: Any) -> Record:
    """A whole match of ``game`` played by ``choose``, as a record."""
    rules = game.make_rules(len(names), options)
    shuffler = random.Random(seed)
    chooser = random.Random(f"moves {seed}")
    record = Record.new(game.name, [SeatInfo(name) for name in names], game.rules_options(rules), settings, seed)
    dealer = settings.first_dealer or shuffler.randint(1, len(names))
    points: list[tuple[int, ...]] = []
    while True:
        deck = list(game.deck(rules))
        shuffler.shuffle(deck)
        record = record.with_new_deal(dealer, deck)
        state = game.deal(rules, dealer, deck)
        while game.outcome(state) is None:
            move = choose(state, game.legal_moves(state), chooser)
            record = record.with_move(game.record_text(state, move))
            state = game.apply(state, move)
        outcome = game.outcome(state)
        points.append(tuple(game.deal_points(outcome)))
        if match_status(settings, game.sides(rules), points, game.series_tie).finished:
            return record
        dealer = game.next_dealer(rules, dealer, outcome)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).parent, help="folder to write the records to")
    folder = parser.parse_args().out
    leopard_match = play_match(
        leopard.GAME, ["Anna", "Boris"], {}, MatchSettings(target=33), LEOPARD_SEED, leopard_choice
    )
    write_record(folder / "leopard-match.json", leopard_match)
    semerka_match = play_match(
        semerka.GAME, ["Anna", "Boris", "Vera", "Gleb"], {}, MatchSettings(target=5), SEMERKA_SEED, semerka_choice
    )
    write_record(folder / "semerka-match.json", semerka_match)


if __name__ == "__main__":
    main()
