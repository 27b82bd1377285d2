"""Playing a game's guided first deal in process, as ``GAME learn`` plays it, with a policy for the learner:
which lessons come up at which decision, and the learner's moves as typed."""

import random

from cardtable.bots import make_bot
from cardtable.cli.learn import lesson_session
from cardtable.table.coach import Coach


def walk(spec, learner_policy, options=None, name="Anna"):
    """Play ``spec``'s course: the learner's moves from ``learner_policy(observation, legal_moves, coach,
    decision)``, the bots as ``learn`` seats them (one random generator seeded by the course). Returns
    ``(lessons, typed, session)``: ``lessons`` maps each lesson key to the learner's decision number (0-based)
    it came up at (``"end"`` for the closing ones), ``typed`` the learner's moves as typed."""
    spec.load_bots()
    game, course = spec.game(), spec.course()
    session = lesson_session(game, course, name, options or {})
    rng = random.Random(course.bot_seed)
    bots = {seat: make_bot(game.name, course.bots) for seat in range(1, course.players + 1) if seat != course.learner}
    coach = Coach(course.judge(), course.threshold, course.bot_seed)
    names = tuple(seat.name for seat in session.seats)
    lessons, typed, decision = {}, [], 0
    while not session.deal_over:
        seat = session.to_move
        obs, legal = session.observation(seat), session.legal_moves()
        if seat == course.learner:
            for lesson in course.lessons(obs, legal, names):
                lessons.setdefault(lesson.key, decision)
            move = learner_policy(obs, legal, coach, decision)
            typed.append(course.typed(obs, move))
            decision += 1
        else:
            move = bots[seat].choose(obs, legal, rng)
        session.play(move)
    for lesson in course.closing(session.observation(course.learner), session.outcome, names):
        lessons.setdefault(lesson.key, "end")
    return lessons, typed, session


def best_policy(obs, legal, coach, decision):
    """The move the coach judges best: never advised against."""
    if len(legal) == 1:
        return legal[0]
    return coach.search.assess(obs, legal, random.Random(coach.seed * 1_000_003 + decision))[0].move


def greedy_policy(spec):
    """The ``greedy`` bot's move for the learner (a newcomer who plays sensibly)."""
    spec.load_bots()
    bot = make_bot(spec.name, "greedy")
    return lambda obs, legal, coach, decision: bot.choose(obs, legal, random.Random(decision))


def lesson_bodies(spec, language, options=None):
    """Each lesson's body in ``language`` (``"en"``, ``"ru"``) as it first comes up to a learner who plays
    :func:`greedy_policy`, by key (the closing ones left out)."""
    from cardtable.i18n import using_language

    course, greedy = spec.course(), greedy_policy(spec)
    bodies = {}

    def policy(obs, legal, coach, decision):
        with using_language(language):
            for lesson in course.lessons(obs, legal, ("Anna", "Boris", "Clara", "Dmitri")[: course.players]):
                bodies.setdefault(lesson.key, lesson.body)
        return greedy(obs, legal, coach, decision)

    walk(spec, policy, options)
    return bodies
