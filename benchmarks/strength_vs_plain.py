"""``strong`` against a plain determinized search of equal CPU time per decision, on duplicate decks.

The plain search (:class:`cardtable.bots.plain.PlainSearch`) searches every legal move on uniform worlds with the
same greedy playouts and the same playout fast path as ``strong``, played to the end of the deal, and nothing
else. Its budget is calibrated so
that its median CPU seconds per decision (``time.process_time``, counting only decisions with a choice) match
``strong``'s: both bots think on the same positions (the decisions of a few greedy deals), and the plain budget is
scaled by the ratio of the medians. Then the two play duplicate decks (:func:`cardtable.simulate.play_deck`: every
deck from both sides of the table) and the script prints, per game:

- Semerka (four players, ``strong`` partnership against ``plain``): the share of deals ``strong`` won with its
  95 % interval (over the decks, each deck's share averaged over its two rotations), and the game points margin;
- Leopard (two players): ``strong``'s mean margin in points per deal with its 95 % interval;
- both bots' median CPU seconds per decision in the tournament itself.

Run: ``python benchmarks/strength_vs_plain.py --jobs 2 [--decks 400] [--seed 1] [--only semerka]``;
``--plain-playouts N`` skips the calibration; ``--old`` measures today's ``strong`` (no inference, no exact
endgame) instead of the new one; ``--no-inference`` / ``--no-endgame`` switch one part off;
``--strong-playouts N``, ``--endgame-cards N`` and ``--tail N`` (Semerka) set ``strong``'s budget, where its exact
search starts and where its playouts end in one; ``--fitted-model`` (Semerka) has its inference model the others'
plays by :mod:`semerka.bots.model`, and ``--history`` has it weigh every trick back to the deal;
``--no-estimate`` (Semerka) plays ``strong``'s playouts to the end of the deal, as before the fitted estimate
(:mod:`semerka.bots.estimate`), which the runs of older results files did.

``--expert`` measures ``expert`` against ``strong`` instead (each at its level's own budget, no calibration:
``expert`` thinks ten times longer by design), with the same decks, rotations and report;
``--strong-playouts N`` then sets the budget of the ``strong`` it plays against (a results line names it).
Variants of ``expert`` (Semerka), each named in a results line: ``--expert-weights FILE`` (its inference model's
weights, as ``inference_fit.py --model --out`` writes them), ``--expert-network`` (the network's estimate),
``--expert-estimate FILE`` (the linear estimate's weights, as ``semerka_estimate_fit.py --out`` writes them),
``--expert-exploration C`` (the information-set search while the stock lasts), ``--expert-tail N`` (playouts that
end in the exact search once the stock is empty and at most N cards are left, not in the estimate),
``--expert-endgame N`` (its own exact search once the stock is empty and at most N cards are left; 0: never, its
playouts go on to the end of the deal), ``--expert-sampled T`` (playouts that draw each move from the fitted model
of a searching player's plays at temperature T, not the greedy move) and ``--expert-playouts N``.

``--results FILE`` keeps every finished deck as one JSON line in FILE and, run again with the same settings,
plays only the decks not in it yet: a long measurement (400 decks of ``expert`` take hours on two cores) can be
stopped and resumed, and its file committed beside the figures it gave. The plain budget is read back from the
file, so a resumed run is calibrated once.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import statistics
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

import leopard.bots as leopard_bots
from cardtable.bots import make_bot
import semerka.bots as semerka_bots
from semerka.bots.inference import Model, Sampler
from semerka.bots.model import utilities
from semerka.bots.estimate import Weights, estimate
from semerka.bots.network import estimate_by_network
from cardtable.bots.plain import PlainSearch
from cardtable.game import AnyGame
from cardtable.simulate import DealResult, plan_decks, play_deck
from leopard.rules import GAME as LEOPARD
from semerka.rules import GAME as SEMERKA

Z95 = 1.959964
PLAYERS = {"semerka": 4, "leopard": 2}


class Timed:
    """A bot that notes the CPU seconds of each of its decisions with a choice."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.seconds: list[float] = []

    def choose(self, observation: Any, legal_moves: Sequence[Any], rng: random.Random) -> Any:
        started = time.process_time()
        move = self.bot.choose(observation, legal_moves, rng)
        self.seconds.append(time.process_time() - started)
        return move


def strong_bot(name: str, args: argparse.Namespace) -> Any:
    if args.expert:
        return expert_bot(name, args)
    if name == "semerka":
        if args.old:
            return semerka_bots.make_strong(endgame=0, inference=False, estimated=False)
        kwargs: dict[str, Any] = {"estimated": not args.no_estimate}
        if args.strong_playouts:
            kwargs["playouts"] = args.strong_playouts
        if args.no_endgame:
            kwargs["endgame"] = 0
        if args.no_inference:
            kwargs["inference"] = False
        if args.tail:
            kwargs["tail"] = args.tail
        if args.endgame_cards:
            kwargs["endgame"] = args.endgame_cards
        if args.before_draw:
            kwargs["before_draw"] = True
        if args.fitted_model:
            kwargs["model"] = semerka_bots.FITTED_MODEL
        if args.history:
            kwargs["history"] = True
        if args.since_deal:
            kwargs["since_deal"] = True
        if args.exploration:
            kwargs["exploration"] = args.exploration
        return semerka_bots.make_strong(**kwargs)
    if args.old:
        return leopard_bots.make_strong(end_within=0)
    kwargs = {"playouts": args.strong_playouts} if args.strong_playouts else {}
    if args.inference:
        kwargs["inference"] = True
    return leopard_bots.make_strong(**kwargs)


def expert_bot(name: str, args: argparse.Namespace) -> Any:
    """The expert level, or a variant of it: inference back to the deal (``--since-deal``), the model's weights
    from a file (``--expert-weights``), the network's estimate (``--expert-network``), another budget
    (``--expert-playouts``)."""
    expert = make_bot(name, "expert")
    if args.expert_exploration:  # the information-set search while the stock lasts, with the level's other parts
        expert = semerka_bots.make_strong(
            playouts=expert.playouts, endgame=semerka_bots.EXPERT_ENDGAME_CARDS, model=semerka_bots.FITTED_MODEL,
            before_draw=True, exploration=args.expert_exploration,
        )  # fmt: skip
    if args.since_deal:
        expert = dataclasses.replace(expert, sample=Sampler(expert.sample.model, since_deal=True))
    if args.expert_weights:
        expert = dataclasses.replace(expert, sample=Sampler(weighted_model(args.expert_weights), before_draw=True))
    if args.expert_network:
        expert = dataclasses.replace(
            expert, play_out=partial(semerka_bots.play_out_to_estimate, estimator=estimate_by_network)
        )
    if args.expert_estimate:
        expert = dataclasses.replace(
            expert, play_out=partial(semerka_bots.play_out_to_estimate, estimator=linear_estimate(args.expert_estimate))
        )
    if args.expert_tail:
        expert = dataclasses.replace(expert, play_out=partial(semerka_bots.play_out_to_exact_tail, args.expert_tail, {}))
    if args.expert_endgame is not None:
        solver = partial(semerka_bots.solve_endgame, args.expert_endgame) if args.expert_endgame else None
        expert = dataclasses.replace(expert, solve=solver)
    if args.expert_sampled is not None:  # 0: the greedy playouts expert played before
        sampled = partial(semerka_bots.play_out_by_model, args.expert_sampled)
        greedy = semerka_bots.play_out_to_estimate
        expert = dataclasses.replace(expert, play_out=sampled if args.expert_sampled else greedy)
    if args.expert_playouts:
        expert = dataclasses.replace(expert, playouts=args.expert_playouts)
    return expert


def linear_estimate(path: Path) -> Any:
    """:func:`semerka.bots.estimate.estimate` with the weights of ``path`` (JSON: ``POINT``, ``TRICK``, ``LEAD``
    and ``RANK`` by rank number, as ``benchmarks/semerka_estimate_fit.py --out`` writes them)."""
    weights = json.loads(path.read_text(encoding="utf-8"))
    ranks = {int(rank): value for rank, value in weights["RANK"].items()}
    return partial(estimate, weights=Weights(weights["POINT"], weights["TRICK"], weights["LEAD"], ranks))


def weighted_model(path: Path) -> Model:
    """:data:`semerka.bots.FITTED_MODEL` with the weights of ``path`` (JSON: a list of weights by kind of
    decision, as ``benchmarks/inference_fit.py --model --out`` writes them)."""
    weights = {kind: tuple(values) for kind, values in json.loads(path.read_text(encoding="utf-8")).items()}
    fitted = semerka_bots.FITTED_MODEL
    return Model(partial(utilities, weights=weights), fitted.temperature, fitted.unforeseen)


def plain_bot(name: str, playouts: int) -> PlainSearch:
    if name == "semerka":
        return PlainSearch(SEMERKA, semerka_bots.policy, semerka_bots.evaluate, playouts, None, semerka_bots.play_out)
    return PlainSearch(LEOPARD, leopard_bots.policy, leopard_bots.evaluate, playouts, 12)


def decisions(game: AnyGame, rules: object, decks: int, seed: int) -> list[tuple[Any, Sequence[Any]]]:
    """The decisions with a choice of greedy deals on ``decks`` decks: (observation, legal moves)."""
    greedy = semerka_bots.GreedyBot() if game is SEMERKA else leopard_bots.GreedyBot()
    found = []
    for dealer, cards in plan_decks(game, rules, decks, seed + 1000):
        state = game.deal(rules, dealer, cards)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_moves(state)
            seen = game.observation(state, seat)
            if len(legal) > 1:
                found.append((seen, legal))
            state = game.apply(state, legal[0] if len(legal) == 1 else greedy.choose(seen, legal, random.Random()))
    return found


def median_cpu(bot: Any, positions: Sequence[tuple[Any, Sequence[Any]]]) -> float:
    times = []
    for number, (seen, legal) in enumerate(positions):
        started = time.process_time()
        bot.choose(seen, legal, random.Random(number))
        times.append(time.process_time() - started)
    return statistics.median(times)


def calibrate(name: str, game: AnyGame, rules: object, strong: Any, args: argparse.Namespace) -> int:
    """The plain budget whose median CPU per decision matches ``strong``'s on the same positions."""
    positions = decisions(game, rules, 3, args.seed)[:: 2]
    target = median_cpu(strong, positions)
    budget = 600 if name == "semerka" else 240
    for _ in range(3):
        measured = median_cpu(plain_bot(name, budget), positions)
        budget = max(1, round(budget * target / measured))
    print(f"{name}: calibration on {len(positions)} positions: strong median {target:.4f} s, plain budget {budget}", flush=True)
    return budget


def run_deck(
    game: AnyGame, rules: object, bots: list[Any], deck: int, dealer: int, cards: Any, rotations: int, seed: int
) -> tuple[list[DealResult], list[float], list[float]]:
    """One deck in every rotation, with the CPU seconds of both bots' decisions (strong, plain)."""
    strong, plain = Timed(bots[0]), Timed(bots[1])
    seated = [strong, plain] * (len(bots) // 2)
    if len(bots) == 4:  # strong at seats 1 and 3 share one timer; plain at 2 and 4
        seated = [strong, plain, strong, plain]
    results = play_deck(game, rules, ["strong", "plain"] * (len(bots) // 2), seated, deck, dealer, cards, rotations, seed)
    return results, strong.seconds, plain.seconds


def interval(values: Sequence[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return mean, mean - half, mean + half


Outcome = tuple[list[DealResult], list[float], list[float]]


def settings_key(name: str, args: argparse.Namespace) -> dict[str, Any]:
    """What a results line must match to count for this run."""
    return {
        "game": name, "seed": args.seed, "old": args.old, "strong_playouts": 0 if args.expert else args.strong_playouts,
        "no_inference": args.no_inference, "no_endgame": args.no_endgame, "expert": args.expert,
        "tail": args.tail, "endgame_cards": args.endgame_cards, "before_draw": args.before_draw,
        "inference": args.inference,
        "model": "fitted" if args.fitted_model else "", "history": args.history,
        "exploration": args.exploration, "estimated": name == "semerka" and not args.old and not args.no_estimate,
        "expert_bot": expert_settings(name, args) if args.expert else "",
        "strong_bot": strong_settings(name, args) if args.expert else "",
        # expert_bot names it for --expert; a line without the field is of a run without it
        **({"since_deal": True} if args.since_deal and not args.expert else {}),
    }  # fmt: skip


def strong_settings(name: str, args: argparse.Namespace) -> str:
    """The budget of the ``strong`` that ``expert`` plays against (the level's changed over time)."""
    bot = strong_bot(name, argparse.Namespace(**{**vars(args), "expert": False}))
    return f"playouts={bot.playouts}"


def expert_settings(name: str, args: argparse.Namespace) -> str:
    """The expert level's search settings (the level changed over time; a results line is for one of them)."""
    bot = strong_bot(name, args)
    parts = [f"playouts={bot.playouts}"] + ([f"candidates={bot.candidates}"] if name == "leopard" else [])
    if name == "semerka":
        func = getattr(bot.play_out, "func", None)
        tail = bot.play_out.args[0] if func is semerka_bots.play_out_to_exact_tail else 0
        parts += [f"endgame={bot.solve.args[0] if bot.solve else 0}", f"tail={tail}"]
        if bot.play_out is semerka_bots.play_out_to_estimate:
            parts.append("estimated")
        elif func is semerka_bots.play_out_to_estimate and args.expert_estimate:
            parts.append(f"estimate={args.expert_estimate.name}")
        elif func is semerka_bots.play_out_to_estimate:
            parts.append("network")
        if func is semerka_bots.play_out_by_model:
            parts.append(f"sampled={float(bot.play_out.args[0])}")
        if bot.tree is not None:
            parts.append(f"exploration={bot.tree.exploration}")
        sampler = bot.sample
        if isinstance(sampler, Sampler) and sampler.model is semerka_bots.FITTED_MODEL:
            parts.append("fitted-model")
        elif args.expert_weights:
            parts.append(f"model={args.expert_weights.name}")
        if isinstance(sampler, Sampler) and sampler.before_draw:
            parts.append("before-draw")
        if isinstance(sampler, Sampler) and sampler.since_deal:
            parts.append("since-deal")
    return " ".join(parts)


def load_results(path: Path | None, key: dict[str, Any]) -> tuple[dict[int, Outcome], int]:
    """The decks already played with these settings (by deck number) and their plain budget (0: none yet)."""
    found: dict[int, Outcome] = {}
    budget = 0
    if path is None or not path.exists():
        return found, budget
    for line in path.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        if entry.get("expert") and entry["game"] == "semerka" and "strong_bot" not in entry:
            # Lines from before the field: Semerka's strong was 700 playouts ending in the estimate, or 540 before.
            entry["strong_bot"] = "playouts=700" if entry.get("estimated") else "playouts=540"
        elif entry.get("expert") and "strong_bot" not in entry:
            entry["strong_bot"] = "playouts=240"
        # A setting missing from an older line was off then: it matches a setting that is off now.
        if any(entry.get(name, value if not value else None) != value for name, value in key.items()):
            continue
        budget = entry["plain_playouts"]
        results = [DealResult(entry["deck"], r["rotation"], tuple(r["points"]), r["winner"], {}) for r in entry["deals"]]
        found[entry["deck"]] = (results, entry["strong_cpu"], entry["plain_cpu"])
    return found, budget


def save_result(path: Path | None, key: dict[str, Any], budget: int, deck: int, outcome: Outcome) -> None:
    if path is None:
        return
    results, strong_cpu, plain_cpu = outcome
    deals = [{"rotation": r.rotation, "points": list(r.points), "winner": r.winner} for r in results]
    entry = {**key, "plain_playouts": budget, "deck": deck, "deals": deals,
             "strong_cpu": [round(x, 5) for x in strong_cpu], "plain_cpu": [round(x, 5) for x in plain_cpu]}
    with path.open("a", encoding="utf-8") as file:
        file.write(json.dumps(entry) + "\n")


def tournament(name: str, args: argparse.Namespace) -> None:
    game = SEMERKA if name == "semerka" else LEOPARD
    players = PLAYERS[name]
    rules = game.make_rules(players, {})
    strong = strong_bot(name, args)
    key = settings_key(name, args)
    done, saved_budget = load_results(args.results, key)
    if args.expert:
        budget = 0
        plain: Any = strong_bot(name, argparse.Namespace(**{**vars(args), "expert": False}))
    else:
        budget = args.plain_playouts or saved_budget or calibrate(name, game, rules, strong, args)
        plain = plain_bot(name, budget)
    if done:
        print(f"{name}: {len(done)} decks read back from {args.results} (plain budget {budget})", flush=True)
    bots = [strong, plain] * (players // 2)
    rotations = game.sides(rules)
    planned = plan_decks(game, rules, args.decks, args.seed)
    started = time.perf_counter()
    outcomes: list[Outcome] = [done[number] for number in sorted(done) if number < len(planned)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = {
            pool.submit(run_deck, game, rules, bots, number, dealer, cards, rotations, args.seed): number
            for number, (dealer, cards) in enumerate(planned)
            if number not in done
        }
        for future in as_completed(futures):
            outcome = future.result()
            save_result(args.results, key, budget, futures[future], outcome)
            outcomes.append(outcome)
            if len(outcomes) % 10 == 0 and len(outcomes) < len(planned):
                report(name, args, budget, outcomes, rotations, time.perf_counter() - started, interim=True)
    report(name, args, budget, outcomes, rotations, time.perf_counter() - started)


def report(
    name: str, args: argparse.Namespace, budget: int, outcomes: list[Outcome],
    rotations: int, wall: float, interim: bool = False,
) -> None:
    strong_cpu = [s for _, times, _ in outcomes for s in times]
    plain_cpu = [s for _, _, times in outcomes for s in times]
    win_share = [statistics.fmean(float(r.winner == 1) for r in results) for results, _, _ in outcomes]
    margins = [statistics.fmean(r.points[0] - r.points[1] for r in results) for results, _, _ in outcomes]
    label = "expert" if args.expert else "old strong" if args.old else "strong"
    other = "strong" if args.expert else "plain"
    share, low, high = interval(win_share)
    margin, mlow, mhigh = interval(margins)
    done = f"{len(outcomes)} of {args.decks} decks so far" if interim else f"{args.decks} decks"
    against = "strong" if args.expert else f"plain ({budget} playouts)"
    print(f"{name}: {label} vs {against}, {done} × {rotations} rotations, seed {args.seed}")
    if name == "semerka":
        print(f"  deals won by {label}: {100 * share:.1f} % (95 % interval {100 * low:.1f} … {100 * high:.1f} %)")
        print(f"  game points margin per deal: {margin:+.3f} ({mlow:+.3f} … {mhigh:+.3f})")
    else:
        ties = sum(r.winner is None for results, _, _ in outcomes for r in results)
        print(f"  points margin per deal: {margin:+.2f} (95 % interval {mlow:+.2f} … {mhigh:+.2f}); "
              f"deals won {100 * share:.1f} %, drawn {ties}")
    print(f"  CPU seconds per decision, median: {label} {statistics.median(strong_cpu):.4f}, "
          f"{other} {statistics.median(plain_cpu):.4f} (decisions {len(strong_cpu)} / {len(plain_cpu)}); "
          f"wall {wall:.0f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decks", type=int, default=400)
    parser.add_argument("--only", choices=sorted(PLAYERS))
    parser.add_argument("--plain-playouts", type=int, default=0)
    parser.add_argument("--strong-playouts", type=int, default=0)
    parser.add_argument("--old", action="store_true")
    parser.add_argument("--no-inference", action="store_true")
    parser.add_argument("--no-endgame", action="store_true")
    parser.add_argument("--tail", type=int, default=0, help="Semerka: playouts end in an exact search at this many cards")
    parser.add_argument(
        "--endgame-cards", type=int, default=0, help="Semerka: exact search from this many cards (0: the level's own)"
    )
    parser.add_argument(
        "--before-draw", action="store_true", help="Semerka: inference weighs the trick before the last draw too"
    )
    parser.add_argument(
        "--fitted-model", action="store_true", help="Semerka: inference models plays by semerka.bots.model's utilities"
    )
    parser.add_argument(
        "--history", action="store_true", help="Semerka: inference weighs every trick back to the deal"
    )
    parser.add_argument(
        "--since-deal", action="store_true",
        help="Semerka: inference weighs every trick back to the deal, every path through the draws (also for --expert)",
    )
    parser.add_argument(
        "--exploration", type=float, default=0.0,
        help="Semerka: strong decides by the information-set search with this constant (0: the flat search)",
    )
    parser.add_argument(
        "--no-estimate", action="store_true",
        help="Semerka: strong's playouts go on to the end of the deal, not to the fitted estimate when the stock runs out",
    )
    parser.add_argument("--inference", action="store_true", help="Leopard: strong weights its worlds by inference")
    parser.add_argument("--expert", action="store_true", help="expert against strong instead of strong against plain")
    parser.add_argument("--expert-network", action="store_true", help="with --expert: the network's estimate")
    parser.add_argument(
        "--expert-estimate", type=Path, help="with --expert: the linear estimate's weights from this JSON file"
    )
    parser.add_argument(
        "--expert-exploration", type=float, default=0.0, help="with --expert: the tree with this constant (0: flat)"
    )
    parser.add_argument(
        "--expert-tail", type=int, default=0, help="with --expert: playouts end in an exact search at this many cards"
    )
    parser.add_argument(
        "--expert-endgame", type=int, help="with --expert: its exact search from this many cards (0: never)"
    )
    parser.add_argument(
        "--expert-sampled", type=float,
        help="with --expert: playouts draw every move from the fitted model at this temperature (0: the greedy move)",
    )
    parser.add_argument("--expert-playouts", type=int, default=0, help="with --expert: this budget (0: the level's)")
    parser.add_argument(
        "--expert-weights", type=Path, help="with --expert: the model's weights from this JSON file (inference_fit.py --out)"
    )
    parser.add_argument("--results", type=Path, help="a JSON-lines file of finished decks, read back on a rerun")
    args = parser.parse_args()
    for name in PLAYERS:
        if not args.only or name == args.only:
            tournament(name, args)


if __name__ == "__main__":
    main()
