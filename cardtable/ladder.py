"""A rating ladder: duplicate matches between every pair of bot levels, and Elo ratings fitted to them.

:func:`run_ladder` seats each pair of levels on the two sides of the table (with four players, partners share a
level) and plays the same duplicate decks in every pairing (:func:`cardtable.simulate.play_matches`). A deal
counts 1 for the side that won it, ½ each for a tie; a deck's *score* for a side is its mean over the rotations.

:func:`fit_ratings` fits Bradley–Terry strengths by maximum likelihood (Hunter's minorization–maximization
iteration) and gives them on the Elo scale: a level rated 400 points above another is expected to score 10 : 1
against it, ``P(a beats b) = 1 / (1 + 10 ** ((R_b - R_a) / 400))``. Each pairing also counts ``prior`` drawn deals,
so that a level that won every deal still gets a finite rating. The anchor level is rated 0 (``random`` when it
is in the ladder, else the first level). The 95 % intervals are bootstrap percentiles: the decks are drawn again
with replacement (the same decks for every pairing, as they were played) and the ratings fitted again. A pairing
that scored the same on every deck (a level that won every deal, say) gives that nothing to vary: in each
resample its share of the deals is drawn from its Beta(won + ½, lost + ½) posterior instead (a Jeffreys prior, one
drawn pseudo-deal), so such a rating gets an interval of honest width, never a zero-width one.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from cardtable.game import AnyGame, JSONValue
from cardtable.simulate import DealResult, deal_executor, groups, play_matches, quantile

__all__ = ["ANCHOR", "BOOTSTRAP", "PRIOR", "Ladder", "LadderLevel", "fit_ratings", "pair_scores", "run_ladder"]

ANCHOR = "random"
"""The level rated 0 when it is in the ladder."""

PRIOR = 1.0
"""Drawn deals added to every pairing (½ a win each way)."""

BOOTSTRAP = 400
"""Bootstrap resamples of the decks for the intervals."""

Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class LadderLevel:
    """One rung: its ``rating`` (Elo points over the anchor), the 95 % bootstrap interval, the ``deals`` it
    played, its ``score`` (share of the deals it won, ties counted ½), and its median CPU seconds per decision
    with more than one legal move (None without one)."""

    level: str
    rating: float
    ci95: tuple[float, float]
    deals: int
    score: float
    median_seconds: float | None


@dataclass(frozen=True, slots=True)
class Ladder:
    """A ladder's result: ``levels`` strongest first; ``pairs``: for each pairing (a, b), the share of its deals
    that a scored."""

    game: str
    decks: int
    players: int
    seed: int
    anchor: str
    levels: tuple[LadderLevel, ...]
    pairs: tuple[tuple[str, str, float], ...]

    def as_json(self) -> dict[str, JSONValue]:
        """The ``--json`` object: ``game``, ``decks``, ``players``, ``seed``, ``anchor``, ``levels`` (objects with
        ``level``, ``rating``, ``ci95``, ``deals``, ``score``, ``median_seconds``) and ``pairs`` (``[a, b, score of
        a]``); ratings rounded to 0.1 point, shares to 4 places, seconds to 6."""
        return {
            "game": self.game,
            "decks": self.decks,
            "players": self.players,
            "seed": self.seed,
            "anchor": self.anchor,
            "levels": [
                {
                    "level": rung.level,
                    "rating": round(rung.rating, 1),
                    "ci95": [round(rung.ci95[0], 1), round(rung.ci95[1], 1)],
                    "deals": rung.deals,
                    "score": round(rung.score, 4),
                    "median_seconds": None if rung.median_seconds is None else round(rung.median_seconds, 6),
                }
                for rung in self.levels
            ],
            "pairs": [[first, second, round(score, 4)] for first, second, score in self.pairs],
        }


def fit_ratings(
    count: int, wins: Mapping[Pair, float], games: Mapping[Pair, float], anchor: int = 0, prior: float = PRIOR
) -> list[float]:
    """Elo ratings of ``count`` players by maximum likelihood under Bradley–Terry.

    ``wins[(i, j)]``: what i scored against j (wins, ties counted ½), for i ≠ j; ``games[(i, j)]``: games
    between them (the same for (j, i)); missing pairs did not meet. ``prior``: drawn games added to every pair
    that met. Ratings are relative to ``anchor`` (rated 0). Raises ``ValueError`` when a player has no games, or
    when ``prior`` is 0 and a player won or lost every game (its rating would be infinite)."""
    met = {pair: played for pair, played in games.items() if played > 0 and pair[0] != pair[1]}
    scored = [sum(wins.get((i, j), 0.0) + prior / 2 for j in range(count) if (i, j) in met) for i in range(count)]
    played = [sum(met.get((i, j), 0.0) + prior for j in range(count) if (i, j) in met) for i in range(count)]
    if any(total <= 0 for total in played):
        raise ValueError("every level must play")
    if any(score <= 0 or score >= total for score, total in zip(scored, played)) and count > 1:
        raise ValueError("a level won or lost every game: its rating is infinite without a prior")
    strength = [1.0] * count
    for _ in range(100_000):
        new = []
        for i in range(count):
            denominator = sum(
                (met[(i, j)] + prior) / (strength[i] + strength[j]) for j in range(count) if (i, j) in met
            )
            new.append(scored[i] / denominator)
        scale = math.exp(sum(math.log(value) for value in new) / count)
        new = [value / scale for value in new]
        change = max(abs(math.log(a / b)) for a, b in zip(new, strength))
        strength = new
        if change < 1e-13:
            break
    return [400 * math.log10(strength[i] / strength[anchor]) for i in range(count)]


def pair_scores(results: Sequence[DealResult]) -> list[float]:
    """The first side's score on each deck (0 to 1: won deals, ties ½, averaged over the rotations), by deck."""
    by_deck: dict[int, list[float]] = {}
    for result in results:
        value = 0.5 if result.winner is None else 1.0 if result.winner == 1 else 0.0
        by_deck.setdefault(result.deck, []).append(value)
    return [sum(values) / len(values) for _, values in sorted(by_deck.items())]


def _fit(
    count: int, scores: Mapping[Pair, Sequence[float]], decks: Sequence[int], rotations: int, anchor: int,
    drawn: Mapping[Pair, float] | None = None,
) -> list[float]:
    """The ratings from each pairing's scores on ``decks``; ``drawn``: pairings whose share of the deals is given
    instead (a draw from their posterior, which holds its prior already: the fit's own prior is taken back out,
    so that the fit sees exactly that share)."""
    wins: dict[Pair, float] = {}
    games: dict[Pair, float] = {}
    for (i, j), values in scores.items():
        played = float(rotations * len(decks))
        if drawn and (i, j) in drawn:
            won = drawn[(i, j)] * (played + PRIOR) - PRIOR / 2
        else:
            won = rotations * sum(values[deck] for deck in decks)
        wins[(i, j)], wins[(j, i)] = won, played - won
        games[(i, j)] = games[(j, i)] = played
    return fit_ratings(count, wins, games, anchor)


def rate(
    levels: Sequence[str], scores: Mapping[Pair, Sequence[float]], decks: int, rotations: int, seed: int
) -> tuple[str, list[float], list[tuple[float, float]]]:
    """The anchor, the ratings and their 95 % bootstrap intervals from each pairing's deck scores
    (``scores[(i, j)][deck]``: level i's score against level j on ``deck``). A pairing with the same score on
    every deck has its share drawn from its Beta posterior in each resample (module docstring). The resamples are
    drawn from ``seed``, so the same results give the same intervals."""
    anchor = levels.index(ANCHOR) if ANCHOR in levels else 0
    ratings = _fit(len(levels), scores, range(decks), rotations, anchor)
    rng = random.Random(f"ladder:{seed}")
    # A pairing that scored the same on every deck (a clean sweep, say) leaves the resampled decks nothing to
    # vary: its share is drawn instead from the Beta posterior of its deals under a Jeffreys prior, one drawn
    # pseudo-deal (half won, half lost). So no interval but the anchor's has zero width.
    deals = rotations * decks
    steady = {pair: rotations * sum(values) for pair, values in scores.items() if len(set(values)) == 1}
    samples: list[list[float]] = [[] for _ in levels]
    for _ in range(BOOTSTRAP):
        drawn = [rng.randrange(decks) for _ in range(decks)]
        shares = {pair: rng.betavariate(won + 0.5, deals - won + 0.5) for pair, won in steady.items()}
        for index, rating in enumerate(_fit(len(levels), scores, drawn, rotations, anchor, shares)):
            samples[index].append(rating)
    intervals = [(quantile(values, 0.025), quantile(values, 0.975)) for values in samples]
    return levels[anchor], ratings, intervals


def run_ladder(
    game: AnyGame,
    rules: object,
    levels: Sequence[str],
    decks: int,
    seed: int,
    *,
    jobs: int = 1,
    scheduler: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> Ladder:
    """Play every pair of ``levels`` (two or more, all different) on the same ``decks`` duplicate decks from
    ``seed`` and rate them. The game's ``rules`` must seat two sides (two players, or two partnerships of four):
    raises ``ValueError`` otherwise, or for a bad level. ``jobs``, ``scheduler``, ``progress``: as for
    :func:`cardtable.simulate.run_tournament` (a scheduler raises :class:`~cardtable.simulate.ClusterError`)."""
    side_of_seat = groups(game, rules)
    if len(levels) < 2 or len(set(levels)) != len(levels):
        raise ValueError(f"a ladder needs two or more different levels, not {', '.join(levels)}")
    if game.sides(rules) != 2:
        raise ValueError(f"a ladder needs two sides, not {game.sides(rules)}")
    pairs = [(i, j) for i in range(len(levels)) for j in range(i + 1, len(levels))]
    matches = [[levels[i] if side == 1 else levels[j] for side in side_of_seat] for i, j in pairs]
    with deal_executor(jobs, scheduler) as executor:
        played = play_matches(game, rules, matches, decks, seed, duplicate=True, executor=executor, progress=progress)
    rotations = game.sides(rules)
    scores = {pair: pair_scores(results) for pair, results in zip(pairs, played)}
    anchor, ratings, intervals = rate(levels, scores, decks, rotations, seed)
    seconds: dict[str, list[float]] = {level: [] for level in levels}
    deals = dict.fromkeys(levels, 0)
    won = dict.fromkeys(levels, 0.0)
    for (i, j), results in zip(pairs, played):
        for result in results:
            for level, times in result.cpu_seconds.items():
                seconds[level].extend(times)
        deals[levels[i]] += len(results)
        deals[levels[j]] += len(results)
        share = sum(scores[(i, j)]) * rotations
        won[levels[i]] += share
        won[levels[j]] += len(results) - share
    rungs = [
        LadderLevel(
            level, ratings[index], intervals[index], deals[level], won[level] / deals[level] if deals[level] else 0.0,
            quantile(seconds[level], 0.5) if seconds[level] else None,
        )
        for index, level in enumerate(levels)
    ]  # fmt: skip
    rungs.sort(key=lambda rung: -rung.rating)
    pair_shares = tuple(
        (levels[i], levels[j], sum(scores[(i, j)]) / decks) for i, j in pairs
    )
    return Ladder(game.name, decks, len(side_of_seat), seed, anchor, tuple(rungs), pair_shares)
