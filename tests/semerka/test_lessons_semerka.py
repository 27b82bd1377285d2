"""``semerka learn``: the course's fixed deck brings every lesson early, at the turn it matters (S3, S3.2, S3.4,
S5.1, S4.3, S6 with burning on), with the texts shown; the coach explains a weak move."""

from lesson_helpers import greedy_policy, lesson_bodies, walk
from semerka_helpers import start

from cardtable.cards import parse_card
from cardtable.cli.learn import lesson_session
from cardtable.i18n import using_language
from cardtable.table.coach import Coach
from semerka.lessons import COURSE
from semerka.rules import GAME, Play, Rules, Stop, observation
from semerka.spec import SPEC

NAMES = ("Anna", "Boris", "Clara", "Dmitri")


def test_S3_S3_2_S3_4_S5_1_every_lesson_comes_up_early_when_the_learner_plays_sensibly():
    lessons, typed, session = walk(SPEC, greedy_policy(SPEC))
    assert lessons == {"trick": 0, "continue": 1, "partner": 1, "seven": 3, "last": 6, "score": "end"}
    assert typed == ["9H", "stop", "KC", "stop", "9S", "10D", "7C", "AD", "AS", "stop", "7S"]
    assert session.outcome.winner == 1


def test_S6_with_burning_on_the_burn_lesson_comes_at_the_first_lead_of_a_pair():
    lessons, _typed, _session = walk(SPEC, greedy_policy(SPEC), {"burning": True})
    assert lessons["burn"] == 0
    session = lesson_session(GAME, COURSE, "Anna", {"burning": True})
    burn = [lesson for lesson in COURSE.lessons(session.observation(1), session.legal_moves(), NAMES) if lesson.key == "burn"]
    assert burn[0].rule == "S6"
    assert burn[0].body.endswith("You hold 9♥ 9♠: lead or continue with them, and see whether the others follow with nines.")


def test_S3_4_the_continue_lesson_names_the_cards_that_continue():
    session = lesson_session(GAME, COURSE, "Anna", {})
    for text in ("9S", "JC", "10C", "JD"):
        session.play(GAME.parse_move(text, session.observation(session.to_move)))
    obs = session.observation(1)
    found = {lesson.key: lesson for lesson in COURSE.lessons(obs, session.legal_moves(), NAMES)}
    assert list(found) == ["trick", "continue", "partner"]
    assert found["continue"].body.startswith(
        "Everyone has played to this round. As the leader you choose: stop, and the trick goes to the player who "
        "holds it, or continue with another nine or a seven (9♥), and everyone plays one more card (S3.4)."
    )
    assert found["partner"].body.startswith("Your partner Clara gave 10♣ to the trick your side holds")
    with using_language("ru"):
        found = {lesson.key: lesson for lesson in COURSE.lessons(obs, session.legal_moves(), NAMES)}
    assert found["partner"].title == "Очки партнёру"
    assert found["continue"].body.startswith(
        "Все сыграли в этот круг. Вы ведущий и выбираете: стоп — взятку забирает тот, кто её держит, или "
        "продолжение — ещё одна карта, девятка или семёрка (9♥), и все кладут ещё по карте (S3.4)."
    )
    assert found["partner"].body.startswith("Clara, ваш партнёр, кладёт 10♣ во взятку")


def test_S3_4_the_coach_explains_continuing_a_trick_the_learners_side_holds():
    session = lesson_session(GAME, COURSE, "Anna", {})
    for text in ("9S", "JC", "10C", "JD"):
        session.play(GAME.parse_move(text, session.observation(session.to_move)))
    obs, legal = session.observation(1), session.legal_moves()
    coach = Coach(COURSE.judge(), COURSE.threshold, COURSE.bot_seed)
    assert coach.judge(obs, legal, Stop(), 1) is None
    verdict = coach.judge(obs, legal, Play(parse_card("9H")), 1)
    assert verdict is not None and verdict.better == Stop()
    assert COURSE.advice(obs, verdict) == [
        "Stop looks better than 9♥, by the computer's estimate.",
        "Your side holds the trick: stopping keeps it; continuing gives the others another chance.",
    ]
    assert COURSE.typed(obs, verdict.played) == "9H"


def test_S3_4_the_coach_says_in_russian_that_a_pair_led_lets_the_leader_continue():
    """The lesson's first hand is 9♥ 9♠ K♣ A♦: leading A♦ is advised against for a nine."""
    session = lesson_session(GAME, COURSE, "Anna", {})
    obs, legal = session.observation(1), session.legal_moves()
    coach = Coach(COURSE.judge(), COURSE.threshold, COURSE.bot_seed)
    verdict = coach.judge(obs, legal, Play(parse_card("AD")), 1)
    assert verdict is not None
    with using_language("ru"):
        assert COURSE.advice(obs, verdict) == [
            "9♥ выглядит лучше, чем Т♦, по оценке компьютера.",
            "Если пойти с одной из двух карт одного достоинства, второй можно продолжить взятку (S3.4).",
        ]


def test_S3_3_the_coach_says_in_russian_that_an_ace_led_is_easily_taken():
    state = start(Rules(4), 4, {1: "AS KC QD 8H", 2: "10C 7H JS 8D", 3: "JC 8C QS KD", 4: "9D 10D JH 9H"})
    obs = observation(state, 1)
    coach = Coach(COURSE.judge(), COURSE.threshold, COURSE.bot_seed)
    verdict = coach.judge(obs, GAME.legal_moves(state), Play(parse_card("AS")), 1)
    assert verdict is not None
    with using_language("ru"):
        assert COURSE.advice(obs, verdict) == [
            "К♣ выглядит лучше, чем Т♠, по оценке компьютера.",
            "Если пойти с туза или десятки, их легко забрать картой того же достоинства или семёркой.",
        ]


def test_S3_2_the_seven_lesson_says_in_russian_what_beats_a_seven_led():
    body = lesson_bodies(SPEC, "ru")["seven"]
    assert body.endswith("приберегите её для взятки с очками. Если пошли с семёрки, бьёт только другая семёрка.")
