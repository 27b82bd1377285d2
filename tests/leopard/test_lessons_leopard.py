"""``leopard learn``: the course's fixed deck brings every lesson early, at the turn it matters (L2, L5.2-L5.4,
L4.1, L7), with the texts shown; the coach explains a weak move."""

from dataclasses import replace

import pytest
from lesson_helpers import greedy_policy, walk

from cardtable.cli.learn import lesson_session
from cardtable.cards import parse_card
from cardtable.i18n import using_language
from cardtable.table.coach import Coach
from leopard.lessons import COURSE, lesson_deck
from leopard.rules import GAME, Discard, Draw, GoOut, Place
from leopard.spec import SPEC


def test_the_lesson_deck_deals_the_learner_hearts_and_the_computer_player_a_jack():
    state = GAME.deal(GAME.make_rules(2, {}), 2, lesson_deck())
    assert [str(card) for card in state.hands[0]] == ["AH", "2H", "3H", "4H", "7H", "9C", "6S", "8D", "QS"]
    assert "JC" in [str(card) for card in state.hands[1]]


def test_L2_L5_L4_1_L7_every_lesson_comes_up_early_when_the_learner_plays_sensibly():
    lessons, typed, session = walk(SPEC, greedy_policy(SPEC))
    assert lessons == {"square": 0, "ten": 1, "jack": 5, "king": 6, "out": 8, "score": "end"}
    assert typed == ["AH", "3H", "5H", "2H", "QS:7", "10H:2", "KH:9", "7H", "draw", "6C@2", "draw", "4H", "out"]
    assert session.outcome.went_out == 1
    assert session.outcome.scores == (10, 2)


def test_L2_the_first_lesson_is_the_square():
    session = lesson_session(GAME, COURSE, "Anna", {})
    obs = session.observation(1)
    lessons = COURSE.lessons(obs, session.legal_moves(), ("Anna", "Boris"))
    assert [lesson.key for lesson in lessons] == ["square"]
    assert lessons[0].rule == "L2"
    assert lessons[0].title == "Your square"
    assert lessons[0].body.startswith(
        "Your square has nine cells, numbered like the ranks: A 2 3 / 4 5 6 / 7 8 9. A card from A to 9 goes only on "
        "the cell of its rank, in any square, while that cell is empty (L5.1): type 7H for 7♥.\n"
    )


@pytest.fixture
def ascii_display():
    from cardtable import display

    display.set_display(display.Display(ascii=True))
    yield
    display.set_display(display.Display())


def test_L2_under_ascii_the_lessons_show_suits_as_the_letters_typed_in_either_language(ascii_display):
    session = lesson_session(GAME, COURSE, "Anna", {})
    obs = session.observation(1)
    for language, example in (("en", "(L5.1): type 7H.\n"), ("ru", "(L5.1): введите 7ч.\n")):
        with using_language(language):
            square = COURSE.lessons(obs, session.legal_moves(), ("Anna", "Boris"))[0]
            assert example in square.body
            assert not set(square.body) & set("♠♥♦♣")
    session.play(Place(parse_card("AH"), 1, 1))
    session.play(Discard(parse_card("2S")))
    obs = session.observation(1)
    for language, ten in (("en", "You hold 10H."), ("ru", "У вас 10ч.")):
        with using_language(language):
            lessons = COURSE.lessons(obs, session.legal_moves(), ("Anna", "Boris"))
            assert next(lesson for lesson in lessons if lesson.key == "ten").body.startswith(ten)


def test_L5_2_the_ten_lesson_names_the_ten_held_in_either_language():
    session = lesson_session(GAME, COURSE, "Anna", {})
    session.play(Place(parse_card("AH"), 1, 1))
    session.play(Discard(parse_card("2S")))
    obs = session.observation(1)
    ten = [lesson for lesson in COURSE.lessons(obs, session.legal_moves(), ("Anna", "Boris")) if lesson.key == "ten"]
    assert ten[0].body == (
        "You hold 10♥. A Ten goes on any empty cell of your own square, whatever its rank, and counts with its suit "
        "and colour: type 10H:5 for cell 5. Keep it for the cell a line of its suit needs most."
    )
    with using_language("ru"):
        ten = [lesson for lesson in COURSE.lessons(obs, session.legal_moves(), ("Anna", "Boris")) if lesson.key == "ten"]
    assert ten[0].title == "Десятка"
    assert ten[0].body.startswith("У вас 10♥. Десятка кладётся на любую пустую клетку своего квадрата")


def test_L4_1_the_going_out_lesson_gives_the_score_of_going_out_now():
    lessons_at = {}
    _lessons, _typed, session = walk(SPEC, greedy_policy(SPEC))
    # Replay the deal up to the learner's first turn where going out is open (L4.1).
    replayed = lesson_session(GAME, COURSE, "Anna", {})
    moves = session.record.deals[-1].moves
    for text in moves:
        obs = replayed.observation(replayed.to_move)
        if replayed.to_move == 1 and GoOut() in replayed.legal_moves():
            lessons_at = {lesson.key: lesson for lesson in COURSE.lessons(obs, replayed.legal_moves(), ("Anna", "Boris"))}
            break
        replayed.play(GAME.parse_move(text, obs))
    assert lessons_at["out"].body == (
        "Your square is worth 6 points: at the start of your turn, before you draw, you may go out (L4.1). That ends "
        "the deal: you score 4 + 2 × (6 − 5) = 6, the other player the plain value of their square (L7.2, L7.3). "
        "Type out to go out, or press Enter to draw and build more: every point over 5 counts double, but the other "
        "player may go out first."
    )


def test_the_coach_lets_a_good_move_pass_and_explains_a_discard_of_a_heart_the_square_needs():
    session = lesson_session(GAME, COURSE, "Anna", {})
    obs, legal = session.observation(1), session.legal_moves()
    coach = Coach(COURSE.judge(), COURSE.threshold, COURSE.bot_seed)
    assert coach.judge(obs, legal, Place(parse_card("AH"), 1, 1), 0) is None
    verdict = coach.judge(obs, legal, Discard(parse_card("AH")), 0)
    assert verdict is not None and verdict.loss >= COURSE.threshold
    assert isinstance(verdict.better, Place) and verdict.better.square == 1
    lines = COURSE.advice(obs, verdict)
    assert lines[0].startswith(f"{COURSE.typed(obs, verdict.better)} looks better than -AH: about ")
    assert lines[1] == "It builds the lines of your own square."


def test_the_coach_does_not_judge_a_decision_with_one_legal_move():
    coach = Coach(COURSE.judge(), COURSE.threshold, 1)
    session = lesson_session(GAME, COURSE, "Anna", {})
    assert coach.judge(session.observation(1), (Draw(),), Draw(), 0) is None


def test_after_a_hint_the_coach_weighs_the_move_against_the_hinted_move_alone():
    """The advice never names another move than a hint at the same decision did."""
    session = lesson_session(GAME, COURSE, "Anna", {})
    obs, legal = session.observation(1), session.legal_moves()
    coach = Coach(COURSE.judge(), COURSE.threshold, COURSE.bot_seed)
    hinted = Place(parse_card("2H"), 1, 2)
    assert coach.judge(obs, legal, hinted, 0, hinted) is None  # the hinted move itself: no advice
    verdict = coach.judge(obs, legal, Discard(parse_card("AH")), 0, hinted)
    assert verdict is not None and verdict.better == hinted and verdict.loss >= COURSE.threshold


def test_L5_4_the_jack_lesson_says_in_russian_that_a_jack_can_spoil_a_line():
    session = lesson_session(GAME, COURSE, "Anna", {})
    obs = session.observation(1)
    obs = replace(obs, hand=(*obs.hand, parse_card("JC")))  # the learner holds a Jack
    with using_language("ru"):
        lessons = COURSE.lessons(obs, session.legal_moves(), ("Anna", "Boris"))
    assert next(lesson for lesson in lessons if lesson.key == "jack").body == (
        "Валет кладётся рубашкой вверх на любую клетку любого квадрата, на карту или на пустое место, и клетка "
        "считается пустой (L2.2): ряды через неё ничего не приносят, пока её снова не заполнят. Так можно испортить "
        "лучший ряд соперника: Вт@2:5 — клетка 5 квадрата 2. Дама делает то же, но только в своём квадрате (L5.5)."
    )
