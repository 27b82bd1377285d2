"""CPU time the coach of ``learn`` takes to judge a move: each game's guided deal played by a sensible learner
(the ``greedy`` level's move) against the course's bots, every learner's decision judged as ``learn`` judges it.

    .venv/bin/python benchmarks/learn_judge.py
"""

from __future__ import annotations

import random
import time

from cardtable.bots import make_bot
from cardtable.cli.learn import lesson_session
from cardtable.registry import game_spec
from cardtable.table.coach import Coach


def main() -> None:
    for name in ("leopard", "semerka"):
        spec = game_spec(name)
        spec.load_bots()
        game, course = spec.game(), spec.course()
        session = lesson_session(game, course, "Learner", {})
        coach = Coach(course.judge(), course.threshold, course.bot_seed)
        bots_rng = random.Random(course.bot_seed)
        bot = make_bot(name, course.bots)
        times: list[float] = []
        decision = 0
        while not session.deal_over:
            seat = session.to_move
            obs, legal = session.observation(seat), session.legal_moves()
            if seat == course.learner:
                move = bot.choose(obs, legal, random.Random(decision))
                started = time.process_time()
                coach.judge(obs, legal, move, decision)
                times.append(time.process_time() - started)
                decision += 1
            else:
                move = bot.choose(obs, legal, bots_rng)
            session.play(move)
        print(f"{name}: {len(times)} decisions judged, CPU per judgement mean {sum(times) / len(times):.3f} s, "
              f"max {max(times):.3f} s")  # fmt: skip


if __name__ == "__main__":
    main()
