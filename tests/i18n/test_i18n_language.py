"""How the language is chosen: ``--lang``, then LEOPARD_LANG / SEMERKA_LANG, then the locale; English otherwise.
Russian card names on screen, canonical ones in records."""

import os
import subprocess
import sys

from pathlib import Path

import pytest

from cardtable.cards import card_label, card_typed, localize_notation, parse_card
from cardtable.i18n import current_language, language_from_arguments, language_from_environment, set_language


EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "leopard-match.json"


@pytest.fixture
def russian():
    set_language("ru")
    yield
    set_language(None)


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({}, "en"),
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LC_ALL": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}, "ru"),
        ({"LC_MESSAGES": "ru_UA.UTF-8"}, "ru"),
        ({"LANGUAGE": "ru:en", "LANG": "en_US.UTF-8"}, "ru"),
        ({"LANGUAGE": "en", "LC_ALL": "ru_RU.UTF-8"}, "en"),
        ({"LEOPARD_LANG": "ru", "LANG": "en_US.UTF-8"}, "ru"),
        ({"LEOPARD_LANG": "en", "LANG": "ru_RU.UTF-8"}, "en"),
        ({"LEOPARD_LANG": "xx", "LANG": "ru_RU.UTF-8"}, "ru"),
        ({"SEMERKA_LANG": "ru"}, "en"),  # another game's variable
    ],
)
def test_language_from_the_environment(environ, language):
    assert language_from_environment("LEOPARD_LANG", environ) == language


@pytest.mark.parametrize(
    ("args", "language"),
    [
        (["play", "--lang", "ru"], "ru"),
        (["--lang=en", "play"], "en"),
        (["--lang", "RU", "--help"], "ru"),
        (["play", "--players", "Anna,Boris"], None),
        (["--lang", "de"], None),
        (["replay", "--", "--lang", "ru"], None),
    ],
)
def test_language_from_the_arguments(args, language):
    assert language_from_arguments(args) == language


def test_set_language_and_current_language():
    set_language("ru")
    assert current_language() == "ru"
    set_language(None)
    assert current_language() == "en"


def test_L9_1_cards_show_russian_ranks_and_suit_symbols(russian):
    assert [card_label(parse_card(text)) for text in ("AS", "JC", "QD", "KH", "10S", "7H")] == [
        "Т♠", "В♣", "Д♦", "К♥", "10♠", "7♥",
    ]  # fmt: skip
    assert [card_typed(parse_card(text)) for text in ("AC", "QD", "10S", "9H")] == ["Тт", "Дб", "10п", "9ч"]


def test_L9_1_russian_notation_parses_back_to_the_same_card(russian):
    deck = {parse_card(f"{rank}{suit}") for rank in ("A", "2", "10", "J", "Q", "K") for suit in "CDHS"}
    assert {parse_card(card_typed(card)) for card in deck} == deck
    assert localize_notation("JC@2:5") == "Вт@2:5"
    assert localize_notation("-8C") == "-8т"
    assert localize_notation("10S:5 KD:1 out") == "10п:5 Кб:1 out"


def test_english_card_names_stay_canonical():
    set_language(None)
    assert card_label(parse_card("Дч")) == "Q♥"
    assert localize_notation("JC@2:5") == "JC@2:5"


def _run(game, *args, **env):
    return _finished(game, *args, **env).stdout


def _finished(game, *args, **env):
    """``python -m GAME ARGS`` in an environment of no language but ``env``; the finished process (status 0)."""
    environ = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "LANG"))}
    environ.pop("LEOPARD_LANG", None)
    environ.pop("SEMERKA_LANG", None)
    environ.update(env)
    result = subprocess.run(
        [sys.executable, "-m", game, *args], env=environ, capture_output=True, text=True, encoding="utf-8", timeout=60
    )
    assert result.returncode == 0, result.stderr
    return result


def test_an_unknown_language_in_the_variable_is_one_line_on_stderr_and_the_game_goes_on():
    result = _finished("leopard", "rules", LEOPARD_LANG="xx")
    assert result.stderr == 'LEOPARD_LANG: "xx" is not one of en, ru, so it is ignored\n'
    assert "Leopard — how the game is played" in result.stdout
    russian = _finished("semerka", "--help", SEMERKA_LANG="klingon", LANG="ru_RU.UTF-8")  # then the locale
    assert russian.stderr == "SEMERKA_LANG: языка «klingon» нет (есть en, ru), значение не учитывается\n"
    assert russian.stdout.startswith("Использование: ")
    assert _finished("leopard", "rules", "--lang", "en", LEOPARD_LANG="xx").stderr == ""  # --lang chose
    assert _finished("leopard", "rules", LEOPARD_LANG="ru_RU.UTF-8").stderr == ""


def test_help_follows_leopard_lang():
    text = _run("leopard", "--help", LEOPARD_LANG="ru")
    assert text.startswith("Использование: ")
    assert "Леопард: заполните свой квадрат 3×3 рядами карт одной масти или одного" in text
    assert "Показать эту справку и выйти." in text
    assert "Показать правила игры." in text


def test_play_help_follows_the_locale_and_the_lang_option():
    assert "Имена игроков через запятую" in _run("leopard", "play", "--help", LANG="ru_RU.UTF-8")
    assert "Имена игроков через запятую" in _run("semerka", "play", "--lang", "ru", "--help")
    english = _run("semerka", "--lang", "en", "play", "--help", LANG="ru_RU.UTF-8")
    assert "Player names, comma separated" in english


def test_the_russian_help_writes_the_option_as_its_metavar_and_decimals_with_a_comma():
    play = " ".join(_run("semerka", "play", "--lang", "ru", "--help", COLUMNS="200").split())
    learn = " ".join(_run("semerka", "learn", "--lang", "ru", "--help", COLUMNS="200").split())
    assert "--option ИМЯ=ЗНАЧЕНИЕ Вариант правил ИМЯ=ЗНАЧЕНИЕ; первое из перечисленных значений — по умолчанию. " in play
    assert "NAME" not in play
    assert "(по умолчанию 0,5; 0 — без паузы)" in play and "(по умолчанию 0,5; 0 — без паузы)" in learn


def test_help_is_english_by_default():
    text = _run("semerka", "--help", LANG="C.UTF-8")
    assert text.startswith("Usage: ")
    assert "Semerka (Seven): a trick-taking game where sevens are wild." in text


def test_a_usage_error_still_points_to_help():
    from click.testing import CliRunner

    from cardtable.cli.group import build_group
    from leopard.spec import SPEC as LEOPARD_SPEC

    def build_cli():
        return build_group(LEOPARD_SPEC)

    result = CliRunner().invoke(build_cli(), ["play", "--target", "0"])
    assert result.exit_code == 2
    assert result.output == "Error: Invalid value for '--target': 0 is too small: the least is 1 (see: leopard play --help)\n"


def test_the_lang_option_switches_the_screens():
    from click.testing import CliRunner

    from cardtable.cli.group import build_group
    from leopard.spec import SPEC as LEOPARD_SPEC

    def build_cli():
        return build_group(LEOPARD_SPEC)

    try:
        result = CliRunner().invoke(build_cli(), ["replay", "--lang", "ru", str(EXAMPLE)])
        assert result.exit_code == 0
        assert result.output.startswith("Сдача 1 · сдающий Anna · никто не закончил сдачу\n")
        assert current_language() == "ru"
    finally:
        set_language(None)


@pytest.mark.parametrize(
    ("game", "russian_title", "english_title"),
    [("leopard", "# Леопард — как играть\n", "# Leopard — how the game is played\n"), ("semerka", "# Семёрка\n", "# Semerka\n")],
)
def test_rules_command_prints_the_rules_in_the_chosen_language(game, russian_title, english_title):
    from click.testing import CliRunner

    from cardtable.cli.group import build_group
    from cardtable.registry import game_spec

    def build_cli():
        return build_group(game_spec(game))
    try:
        result = CliRunner().invoke(build_cli(), ["rules", "--lang", "ru", "--plain"])
        assert (result.exit_code, result.output[: len(russian_title)]) == (0, russian_title)
    finally:
        set_language(None)
    result = CliRunner().invoke(build_cli(), ["rules", "--plain"])
    assert (result.exit_code, result.output[: len(english_title)]) == (0, english_title)


def _russian_help(game, *command):
    """The help page of ``game`` (and ``command``) in Russian, 200 columns wide, made in this process."""
    from click.testing import CliRunner

    from cardtable.cli.group import build_group
    from cardtable.registry import game_spec

    set_language("ru")
    try:
        result = CliRunner().invoke(build_group(game_spec(game)), [*command, "--help"], env={"COLUMNS": "200"})
    finally:
        set_language(None)
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("game", ["leopard", "semerka"])
@pytest.mark.parametrize("command", ["", "play", "learn", "replay", "analyze", "rules", "stats", "simulate", "serve"])
def test_a_russian_help_page_has_none_of_clicks_english_words(game, command):
    text = _russian_help(game, *command.split())
    english = ["Usage", "[OPTIONS]", "COMMAND", "[ARGS]", "INTEGER", "FLOAT", "TEXT", "FILE", "DIR", "PATH",
               "default:", "x>", "x<", "<=x"]  # fmt: skip
    assert [word for word in english if word in text] == []


@pytest.mark.parametrize("game", ["leopard", "semerka"])
@pytest.mark.parametrize("command", ["play", "learn", "replay", "analyze", "stats", "simulate", "serve"])
def test_an_english_help_page_writes_every_range_in_words_as_the_russian_one_does(game, command):
    from click.testing import CliRunner

    from cardtable.cli.group import build_group
    from cardtable.registry import game_spec

    result = CliRunner().invoke(build_group(game_spec(game)), [command, "--help"], env={"COLUMNS": "200"})
    assert [sign for sign in ("x>", "x<", "<x", ">x") if sign in result.output] == []


def test_the_english_help_says_ranges_in_words():
    from click.testing import CliRunner

    from cardtable.cli.group import build_group
    from cardtable.registry import game_spec

    def english(*command):
        result = CliRunner().invoke(build_group(game_spec("semerka")), [*command, "--help"], env={"COLUMNS": "200"})
        return " ".join(result.output.split())

    serve = english("serve")
    assert "--port PORT Port to listen on. [default: 2222; 1 to 65535] " in serve
    assert "--players N Seats at the table (computer players included). [2 to 4] " in serve
    assert "--deal-pause SECONDS Seconds the end of a deal stays on the screens. [default: 8.0; 0 to 120] " in serve
    assert "--deals N Play a fixed series of this many deals. [1 or more] " in english("play")
    analyze = english("analyze")
    assert "--jobs N Worker processes. [default: 1; 1 or more] " in analyze
    assert "--threshold POINTS The loss in points from which a decision counts as a mistake. [default: 0.5; 0 or more] " in analyze


def test_the_russian_help_writes_clicks_usage_line_value_names_defaults_and_ranges_in_russian():
    assert _russian_help("leopard").splitlines()[0] == "Использование: leopard [ПАРАМЕТРЫ] КОМАНДА [АРГУМЕНТЫ]..."
    assert _russian_help("semerka", "analyze").splitlines()[0] == "Использование: semerka analyze [ПАРАМЕТРЫ] ФАЙЛ"
    serve = " ".join(_russian_help("leopard", "serve").split())  # the options' lines joined up
    assert (
        "--host АДРЕС Адрес, на котором ждать подключений. [по умолчанию: 127.0.0.1] "
        "--port ПОРТ Порт, на котором ждать подключений. [по умолчанию: 2222; от 1 до 65535] "
        "--players ЧИСЛО Мест за столом (вместе с компьютерными игроками). [от 2 до 4] "
        "--bot МЕСТО=УРОВЕНЬ Компьютерный игрок на МЕСТЕ, например 2=greedy. "
    ) in serve
    assert "--resume ФАЙЛ Продолжить партию, сохранённую в ФАЙЛЕ. " in serve
    assert "--deal-pause СЕКУНДЫ Сколько секунд итог сдачи остаётся на экранах. [по умолчанию: 8,0; от 0 до 120] " in serve
    # An on/off pair of flags: Click would name the English flag ("spectators") as the default.
    assert "--spectators / --no-spectators Пускать зрителей без места за столом. [по умолчанию: да] " in serve
    play = " ".join(_russian_help("leopard", "play").split())
    assert "--target ОЧКИ Сколько очков нужно для победы в партии (по умолчанию 33). [не меньше 1] " in play
    assert "--resume [ФАЙЛ] Продолжить сохранённую партию (без ФАЙЛА — последнюю незаконченную). " in play
    analyze = " ".join(_russian_help("leopard", "analyze").split())
    # Every value named in Russian, as --bot МЕСТО=УРОВЕНЬ is: no Latin N, K or X left.
    assert "--seat МЕСТО Место для разбора " in analyze
    assert "--deal СДАЧА Разобрать только эту сдачу. [не меньше 1] " in analyze
    assert "--budget ЧИСЛО Розыгрышей на решение (по умолчанию: как у уровня strong). [не меньше 1] " in analyze
    assert "--jobs ЧИСЛО Число рабочих процессов. [по умолчанию: 1; не меньше 1] " in analyze
    assert "--threshold ОЧКИ Потеря в очках, начиная с которой решение считается ошибкой. [по умолчанию: 0,5; не меньше 0] " in analyze


@pytest.mark.parametrize(("game", "target"), [("leopard", 33), ("semerka", 5)])
def test_play_help_names_the_target_in_points_and_says_the_games_default(game, target):
    # Not Click's "--target INTEGER RANGE", and the default the match is played to when none is given (L8.1, S7.1).
    from click.testing import CliRunner

    from cardtable.cli.group import build_group
    from cardtable.registry import game_spec

    result = CliRunner().invoke(build_group(game_spec(game)), ["play", "--help"], env={"COLUMNS": "200"})
    english = " ".join(result.output.split())
    assert f"--target POINTS Game points that win the match (default {target}). [1 or more] " in english
    russian = " ".join(_russian_help(game, "play").split())
    assert f"--target ОЧКИ Сколько очков нужно для победы в партии (по умолчанию {target}). [не меньше 1] " in russian


@pytest.mark.parametrize("game", ["leopard", "semerka"])
@pytest.mark.parametrize("command", ["play", "learn", "serve", "stats", "simulate"])
def test_a_russian_help_page_names_the_games_own_values_in_russian(game, command):
    text = _russian_help(game, command)
    english = ["NAME", "SEAT", "LEVEL", "VALUE", "SECONDS", "ADDRESS"]
    assert [word for word in english if word in text] == []


def test_the_russian_help_of_play_learn_simulate_and_stats_names_each_value_in_russian():
    play = " ".join(_russian_help("semerka", "play").split())
    assert "--players ИМЕНА Имена игроков через запятую: Анна,Борис (места по часовой стрелке). " in play
    assert (
        "--bot МЕСТО=УРОВЕНЬ Компьютерный игрок на МЕСТЕ, например 2=random (уровни: random, greedy, strong, expert). "
        "С --players он может и добавить места сразу после названных игроков. "
    ) in play
    assert (
        "--delay СЕКУНДЫ Наименьшая длительность хода компьютерного игрока, в секундах: чтобы успевать следить за "
        "партией ботов (по умолчанию 0,5; 0 — без паузы). [от 0 до 60] "
    ) in play
    assert "--seed ЧИСЛО Номер расклада: с тем же номером карты тасуются так же (показывается после партии). " in play
    learn = " ".join(_russian_help("semerka", "learn").split())
    assert (
        "--delay СЕКУНДЫ Наименьшая длительность хода компьютерного игрока, в секундах (по умолчанию 0,5; 0 — без "
        "паузы). [от 0 до 60] "
    ) in learn
    two_seats = " ".join(_russian_help("leopard", "play").split())
    assert (
        "--bot МЕСТО=УРОВЕНЬ Компьютер на МЕСТЕ, например 2=random (уровни: random, greedy, strong, expert). Без "
        "--players МЕСТО дальше 2 мест новой партии добавляет места до него; с --players — места сразу после "
        "названных игроков. "
    ) in two_seats
    simulate = " ".join(_russian_help("semerka", "simulate").split())
    assert (
        "--seed ЧИСЛО Номер расклада: с тем же номером колоды тасуются так же (по умолчанию случайный, он будет "
        "показан). "
    ) in simulate
    assert "--bots УРОВНИ Уровни компьютеров по местам, " in simulate
    assert "--scheduler АДРЕС Играть на кластере Dask, например tcp://host:8786" in simulate
    assert (
        "--ladder УРОВНИ Рейтинг уровней друг против друга, например random,greedy,strong,strong:2000: каждая пара "
        "уровней играет одни и те же колоды с обеих сторон стола. "
    ) in simulate
    assert "--player ИМЯ Только этот игрок " in " ".join(_russian_help("semerka", "stats").split())
    assert "--name ИМЯ Ваше имя за столом " in " ".join(_russian_help("semerka", "learn").split())


def test_a_refused_value_names_its_form_as_the_help_does():
    from click.testing import CliRunner

    from cardtable.cli.group import build_group
    from semerka.spec import SPEC as SEMERKA_SPEC

    set_language("ru")
    try:
        cli = build_group(SEMERKA_SPEC)
        bot = CliRunner().invoke(cli, ["play", "--bot", "2"])
        option = CliRunner().invoke(cli, ["play", "--option", "stakes"])
    finally:
        set_language(None)
    assert (bot.exit_code, option.exit_code) == (2, 2)
    assert "Неверное значение «--bot»: «2» — не МЕСТО=УРОВЕНЬ" in bot.output
    assert "Неверное значение «--option»: «stakes» — не ИМЯ=ЗНАЧЕНИЕ" in option.output


def test_decimals_in_defaults_and_ranges_have_a_comma_in_russian_and_a_point_in_english():
    import click

    from cardtable.cli.language import option_help_record

    pause = click.Option(["--pause"], type=click.FloatRange(0.5, 2.5), default=1.5, show_default=True, help="Pause.")
    context = click.Context(click.Command("x", params=[pause]))
    assert option_help_record(pause, context) == ("--pause FLOAT RANGE", "Pause.  [default: 1.5; 0.5 to 2.5]")
    set_language("ru")
    try:
        assert option_help_record(pause, context) == ("--pause FLOAT RANGE", "Pause.  [по умолчанию: 1,5; от 0,5 до 2,5]")
    finally:
        set_language(None)


def test_numbers_up_to_is_a_range_only_from_three_numbers_on():
    from cardtable.i18n import numbers_up_to

    for language, expected in (
        (None, ["1", "1 and 2", "1 or 2", "1 to 3", "1 to 4"]),
        ("ru", ["1", "1 и 2", "1 или 2", "с 1 по 3", "с 1 по 4"]),
    ):
        set_language(language)
        try:
            shown = [numbers_up_to(1), numbers_up_to(2), numbers_up_to(2, either=True), numbers_up_to(3), numbers_up_to(4)]
        finally:
            set_language(None)
        assert shown == expected
