"""A guided first deal (``GAME learn``): what a game's course supplies, and the coach that judges a learner's
move against the strong bot's choice.

A game's *course* (``leopard.lessons``, ``semerka.lessons``) is content: the seats, a fixed deck on which every
lesson comes up early, the lessons (each rule explained in a few lines with its number) and what they are
triggered by, and the words of its advice. The mechanism is shared: :class:`Coach` here, and the lesson seat
of :mod:`cardtable.terminal.lessons` that shows lessons and advice around the learner's turns.

The coach sees only the learner's observation (the same boundary as a bot's): it asks the game's strong search
(:meth:`cardtable.bots.search.SearchBot.assess`) to estimate the learner's move beside the searched best ones,
on the same imagined deals, and calls the move weak when it loses ``threshold`` or more by that estimate.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from cardtable.bots.search import SearchBot
from cardtable.cards import Card
from cardtable.i18n import _

__all__ = ["Coach", "Course", "LessonText", "Verdict"]


@dataclass(frozen=True, slots=True)
class LessonText:
    """One rule explained, ready to show in the current language: ``key`` (which lesson, e.g. ``"ten"``: each
    is shown once), ``rule`` (its number in the rules, e.g. ``"L5.2"``), ``title`` (a few words) and ``body``
    (a few lines)."""

    key: str
    rule: str
    title: str
    body: str

    @classmethod
    def translated(cls, key: str, rule: str, title: str, body: str) -> LessonText:
        """A lesson whose ``title`` is a message id (marked with ``N_``), shown translated; ``body`` is already."""
        return cls(key, rule, _(title), body)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The coach's judgement of a weak move: ``played`` and the ``better`` move, and ``loss``, how much worse
    ``played`` is by the strong search's estimate (the game's points: Leopard square points, Semerka game points
    with card points as hundredths)."""

    played: Any
    better: Any
    loss: float


class Course(Protocol):
    """What a game supplies for its guided first deal (its spec names it as ``lessons``).

    ``options``: the rules options the course is written for (a learner's ``--option`` may change them within
    what :meth:`deck` knows); ``players``; ``learner``: the learner's seat; ``dealer``; ``bots``: the level of
    every other seat; ``bot_seed``: the seed of the bots' random choices, so that the same moves give the same
    deal; ``names``: the other seats' names, one per seat (the learner's entry is not used), as message ids;
    ``threshold``: the loss (in the coach's estimate) from which a move is called weak; ``real_match``: the
    arguments of ``play`` that start a real match against computer players (e.g. ``"play --bot 2=strong"``).
    """

    @property
    def options(self) -> Mapping[str, Any]: ...

    @property
    def players(self) -> int: ...

    @property
    def learner(self) -> int: ...

    @property
    def dealer(self) -> int: ...

    @property
    def bots(self) -> str: ...

    @property
    def bot_seed(self) -> int: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def threshold(self) -> float: ...

    @property
    def real_match(self) -> str: ...


    def deck(self, rules: Any) -> Sequence[Card]:
        """The fixed deck of the lesson deal under ``rules``, top first."""
        ...

    def judge(self) -> SearchBot:
        """The search that judges the learner's moves."""
        ...

    def lessons(self, observation: Any, legal_moves: Sequence[Any], names: Sequence[str]) -> list[LessonText]:
        """Every lesson that matters at the learner's turn now (``names``: the seats' names, seat 1 first); the
        seat shows those not shown before."""
        ...

    def closing(self, observation: Any, outcome: Any, names: Sequence[str]) -> list[LessonText]:
        """The lessons of the end of the deal (how it scored), with ``outcome`` the game's."""
        ...

    def advice(self, observation: Any, verdict: Verdict) -> list[str]:
        """One or two lines on why ``verdict.better`` is better than ``verdict.played``, gently."""
        ...

    def typed(self, observation: Any, move: Any) -> str:
        """``move`` as the learner would type it (canonical notation)."""
        ...


@dataclass(frozen=True)
class Coach:
    """Judges the learner's moves with ``search`` (the game's strong bot): a move is weak when the best move's
    estimate is ``threshold`` or more above its own. ``seed``: with the decision's number, the seed of the
    search, so that a decision is judged the same way every time (also on a retry)."""

    search: SearchBot
    threshold: float
    seed: int = 0

    def judge(
        self, observation: Any, legal_moves: Sequence[Any], move: Any, decision: int, hinted: Any = None
    ) -> Verdict | None:
        """``None`` when ``move`` (one of ``legal_moves``) is as good as the search's best, or within the
        threshold; else the :class:`Verdict`. ``decision``: the learner's decision number in the deal (0, 1, …).
        ``hinted``: the move a hint named at this decision, if one was asked: ``move`` is then weighed against it
        alone, so that the advice never names another move than the hint did. Sees only ``observation``."""
        if len(legal_moves) < 2 or move == hinted:
            return None
        rng = random.Random(self.seed * 1_000_003 + decision)
        keep = (move,) if hinted is None else (move, hinted)
        estimates = self.search.assess(observation, legal_moves, rng, keep=keep)
        best = estimates[0] if hinted is None else next(e for e in estimates if e.move == hinted)
        own = next(estimate for estimate in estimates if estimate.move == move)
        loss = best.mean - own.mean
        if best.move == move or loss < self.threshold:
            return None
        return Verdict(move, best.move, loss)
