"""What knowing the hidden cards would be worth: ``strong`` that *sees* some hands, against plain search.

An upper bound for inference, not a bot: the searching partnership's worlds deal the hands it is told of as they
truly are, and only the rest at random (no bot level reads hidden cards; this script's table hands the true deal
to the search through its observation hook, for measurement alone). Four players, ``strong`` at seats 1 and 3
(``--strong-playouts``, 200 by default) against plain search at 2 and 4 (``--plain-playouts``, 250), on the
duplicate decks of ``benchmarks/strength_vs_plain.py`` (same seed, same decks, same rotations), so each deck's
share can be set beside the honest ``strong``'s in ``benchmarks/results/semerka-strong200-vs-plain.jsonl``.

``--knows``:

- ``all``: every other hand (the stock's order stays unknown);
- ``stock``: every other hand while the stock lasts, then inference as usual;
- ``endgame``: inference while the stock lasts, then every other hand;
- ``partner``: the partner's hand only; the opponents' hands and the stock dealt uniformly (no inference);
- ``opponents``: both opponents' hands only; the partner's hand and the stock dealt uniformly (no inference);
- ``sevens``: where every seven is (which hand, or the stock); the other cards dealt uniformly around them.

Run: ``python benchmarks/semerka_clairvoyance.py --knows all --decks 200 --jobs 2 [--results FILE]``. It prints the
share of deals ``strong`` won with its 95 % interval, and, on the decks both have, the difference from the honest
run.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import semerka.bots as bots
from cardtable.cards import Card, Rank
from cardtable.simulate import plan_decks, play_deck
from semerka.rules import GAME, State
from semerka.rules.tricks import HAND_ORDER
from strength_vs_plain import interval, plain_bot

HONEST = Path(__file__).parent / "results" / "semerka-strong200-vs-plain.jsonl"
_TABLE: list[State] = []  # the deal as it truly is, at the decision being made (one per process)


class Table:
    """Semerka's game, except that each observation it hands a bot also leaves the true deal in ``_TABLE``."""

    def __getattr__(self, name: str) -> Any:
        return getattr(GAME, name)

    def observation(self, state: State, seat: int) -> Any:
        _TABLE[:] = [state]
        return GAME.observation(state, seat)


def _seen(seats: set[int], observation: Any, rng: random.Random, sevens: bool = False) -> tuple[State, float]:
    """A world with the hands of ``seats`` (and the bot's own) as they are; the other hands and the stock dealt
    at random from the cards left. ``sevens``: every seven also stays where it truly is (a hand or the stock),
    and the other cards are dealt into the places left."""
    state = _TABLE[0]
    hidden = [seat for seat in range(1, 5) if seat not in seats and seat != observation.seat]

    def fixed(card: Card) -> bool:
        return sevens and card.rank is Rank.SEVEN

    pool = [card for seat in hidden for card in state.hands[seat - 1] if not fixed(card)]
    pool += [card for card in state.stock if not fixed(card)]
    rng.shuffle(pool)
    hands = list(state.hands)
    for seat in hidden:
        kept = [card for card in state.hands[seat - 1] if fixed(card)]
        size = len(state.hands[seat - 1]) - len(kept)
        hands[seat - 1], pool = tuple(sorted(kept + pool[:size], key=HAND_ORDER.__getitem__)), pool[size:]
    if sevens:  # the stock's sevens keep their cards, not their places
        pool += [card for card in state.stock if fixed(card)]
        rng.shuffle(pool)
    return state._replace(hands=tuple(hands), stock=tuple(pool)), 1.0


def seeing_bot(knows: str, playouts: int) -> Any:
    """``strong`` at ``playouts`` whose worlds see what ``knows`` says (see the module docstring)."""
    strong = bots.make_strong(playouts=playouts, estimated=False)  # the search these runs measured
    honest = strong.sample
    assert honest is not None

    def sample(observation: Any, rng: random.Random) -> tuple[State, float]:
        me = observation.seat
        if knows == "partner":
            return _seen({(me + 1) % 4 + 1}, observation, rng)
        if knows == "opponents":
            return _seen({me % 4 + 1, (me + 2) % 4 + 1}, observation, rng)
        if knows == "sevens":
            return _seen(set(), observation, rng, sevens=True)
        stocked = observation.stock_size > 0
        if knows == "all" or (knows == "stock") == stocked:
            return _seen({1, 2, 3, 4}, observation, rng)
        return honest(observation, rng)

    return dataclasses.replace(strong, sample=sample)


def run_deck(job: tuple[str, int, int, int, int, Any, int]) -> tuple[int, float]:
    """One deck in both rotations: its number and the share of its deals ``strong`` won."""
    knows, strong_playouts, plain_playouts, number, dealer, cards, seed = job
    strong, plain = seeing_bot(knows, strong_playouts), plain_bot("semerka", plain_playouts)
    rules = GAME.make_rules(4, {})
    results = play_deck(Table(), rules, ["strong", "plain"] * 2, [strong, plain, strong, plain], number, dealer,
                        cards, 2, seed)  # fmt: skip
    return number, statistics.fmean(float(result.winner == 1) for result in results)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--knows", choices=("all", "stock", "endgame", "partner", "opponents", "sevens"), default="all")
    parser.add_argument("--decks", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--strong-playouts", type=int, default=200)
    parser.add_argument("--plain-playouts", type=int, default=250)
    parser.add_argument("--results", type=Path, help="a JSON-lines file: one line per deck, read back on a rerun")
    args = parser.parse_args()
    key = {"knows": args.knows, "seed": args.seed, "strong_playouts": args.strong_playouts,
           "plain_playouts": args.plain_playouts}  # fmt: skip
    shares: dict[int, float] = {}
    if args.results and args.results.exists():
        for line in args.results.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            if all(entry[name] == value for name, value in key.items()):
                shares[entry["deck"]] = entry["share"]
    rules = GAME.make_rules(4, {})
    jobs = [
        (args.knows, args.strong_playouts, args.plain_playouts, number, dealer, cards, args.seed)
        for number, (dealer, cards) in enumerate(plan_decks(GAME, rules, args.decks, args.seed))
        if number not in shares
    ]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for number, share in pool.map(run_deck, jobs):
            shares[number] = share
            if args.results:
                with args.results.open("a", encoding="utf-8") as file:
                    file.write(json.dumps({**key, "deck": number, "share": share}) + "\n")
    mean, low, high = interval([shares[number] for number in range(args.decks)])
    print(f"semerka: strong:{args.strong_playouts} knowing {args.knows} vs plain:{args.plain_playouts}, "
          f"{args.decks} decks × 2 rotations, seed {args.seed}: "
          f"won {100 * mean:.1f} % ({100 * low:.1f} … {100 * high:.1f} %)")
    honest = {}
    for line in HONEST.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        honest[entry["deck"]] = statistics.fmean(float(deal["winner"] == 1) for deal in entry["deals"])
    common = [number for number in range(args.decks) if number in honest]
    if len(common) > 1:
        diff, dlow, dhigh = interval([shares[number] - honest[number] for number in common])
        print(f"  honest strong:200 on the same {len(common)} decks: "
              f"{100 * statistics.fmean(honest[n] for n in common):.1f} %; difference {100 * diff:+.1f} "
              f"({100 * dlow:+.1f} … {100 * dhigh:+.1f})")


if __name__ == "__main__":
    main()
