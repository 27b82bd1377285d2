"""The program as a whole, as it is started: ``--version``, shell completion, one-line errors in the player's
language."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from cardtable.cli.group import run
from cardtable.i18n import set_language

from leopard.spec import SPEC as LEOPARD_SPEC
from semerka.spec import SPEC as SEMERKA_SPEC

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


@pytest.fixture(autouse=True)
def english_afterwards(monkeypatch, tmp_path):
    """Each test starts in English (whatever the locale) and leaves English behind; saves go to ``tmp_path``."""
    for variable in ("LEOPARD_LANG", "SEMERKA_LANG", "LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield
    set_language("en")


def started(spec, args, capsys):
    """``<game> ARGS`` run as the console script runs it: (exit status, stdout, stderr)."""
    try:
        run(spec, args)
        status = 0
    except SystemExit as end:
        status = end.code if isinstance(end.code, int) else (0 if end.code is None else 1)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("spec", [LEOPARD_SPEC, SEMERKA_SPEC], ids=["leopard", "semerka"])
def test_version_names_the_program_and_the_installed_version(spec, capsys):
    assert started(spec, ["--version"], capsys) == (0, f"{spec.name}, version {VERSION}\n", "")


def test_version_in_russian(capsys):
    assert started(LEOPARD_SPEC, ["--lang", "ru", "--version"], capsys) == (0, f"leopard, версия {VERSION}\n", "")


def _completion(program, env):
    """The installed console script ``program`` run with the completion variables ``env``: its stdout."""
    script = Path(sys.executable).parent / program
    done = subprocess.run(
        [str(script)], env={**os.environ, **env}, capture_output=True, text=True, timeout=60, check=True
    )
    return done.stdout


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
@pytest.mark.parametrize("program", ["leopard", "semerka"])
def test_completion_script_for_each_shell_asks_the_program_itself(program, shell):
    variable = f"_{program.upper()}_COMPLETE"
    source = _completion(program, {variable: f"{shell}_source"})
    assert f"_{program}_completion" in source
    assert f"{variable}={shell}_complete" in source


@pytest.mark.parametrize("program", ["leopard", "semerka"])
def test_completion_offers_the_subcommands_and_the_options_of_play(program):
    variable = f"_{program.upper()}_COMPLETE"
    words = _completion(program, {variable: "bash_complete", "COMP_WORDS": f"{program} ", "COMP_CWORD": "1"})
    assert words.split() == [
        "plain,analyze", "plain,learn", "plain,play", "plain,replay", "plain,rules", "plain,serve", "plain,simulate",
        "plain,stats",
    ]
    words = _completion(program, {variable: "bash_complete", "COMP_WORDS": f"{program} play --p", "COMP_CWORD": "2"})
    assert words.split() == ["plain,--players"]


DEEP = "[" * 5000


def _config(folder, name, content):
    path = folder / name
    path.write_bytes(content)
    return str(path)


ERRORS = [
    (["play", "--target", "abc"], 2,
     "Error: Invalid value for '--target': \"abc\" is not a whole number (see: leopard play --help)",
     "Ошибка: Неверное значение «--target»: «abc» — не целое число (см.: leopard play --help)"),
    (["play", "--deals", "0"], 2,
     "Error: Invalid value for '--deals': 0 is too small: the least is 1 (see: leopard play --help)",
     "Ошибка: Неверное значение «--deals»: 0 — слишком мало: самое меньшее 1 (см.: leopard play --help)"),
    (["play", "--seed", "x'y"], 2,
     "Error: Invalid value for '--seed': \"x'y\" is not a whole number (see: leopard play --help)",
     "Ошибка: Неверное значение «--seed»: «x'y» — не целое число (см.: leopard play --help)"),
    (["play", "--lang", "de"], 2,
     "Error: Invalid value for '--lang': \"de\" is not one of en, ru (see: leopard play --help)",
     "Ошибка: Неверное значение «--lang»: «de» — не одно из: en, ru (см.: leopard play --help)"),
    (["play", "--playrs", "A,B"], 2,
     "Error: No such option: --playrs (did you mean --delay, --players?) (see: leopard play --help)",
     "Ошибка: Нет такого параметра: --playrs (может быть, --delay, --players?) (см.: leopard play --help)"),
    (["play", "--players"], 2,
     "Error: --players needs a value",
     "Ошибка: --players: нужно значение"),
    (["replay"], 2,
     "Error: Missing argument FILE (see: leopard replay --help)",
     "Ошибка: Не хватает аргумента ФАЙЛ (см.: leopard replay --help)"),
    (["plya"], 2,
     "Error: No such command: \"plya\" (see: leopard --help)",
     "Ошибка: Нет такой команды: «plya» (см.: leopard --help)"),
    (["rules", "extra"], 2,
     "Error: unexpected extra words: extra (see: leopard rules --help)",
     "Ошибка: лишние слова: extra (см.: leopard rules --help)"),
    (["play", "--players", "A,B", "--option", "x=" + DEEP], 2,
     "Error: Invalid value for '--option': unknown rules option \"x\" (Leopard has: suit_line, going_out, stock_end)"
     " (see: leopard play --help)",
     "Ошибка: Неверное значение «--option»: неизвестное правило «x» (в игре «Леопард» есть: suit_line, going_out, "
     "stock_end) (см.: leopard play --help)"),
    (["play", "--players", "A,B", "--option", "stock_end=x"], 2,
     "Error: Invalid value for '--option': stock_end must be \"last-card\" or \"play-out\", not \"x\""
     " (see: leopard play --help)",
     "Ошибка: Неверное значение «--option»: stock_end: нужно «last-card» или «play-out», а не «x»"
     " (см.: leopard play --help)"),
    (["play", "--players", "A,B,C,D,E"], 2,
     "Error: Invalid value for '--players': Leopard is for 2 to 4 players, not 5 (see: leopard play --help)",
     "Ошибка: Неверное значение «--players»: в игре «Леопард» от 2 до 4 игроков, а не 5 (см.: leopard play --help)"),
]


@pytest.mark.parametrize(("args", "status", "english", "russian"), ERRORS, ids=[" ".join(e[0])[:30] for e in ERRORS])
def test_a_bad_command_line_is_one_line_in_the_players_language(args, status, english, russian, capsys):
    assert started(LEOPARD_SPEC, args, capsys) == (status, "", english + "\n")
    assert started(LEOPARD_SPEC, ["--lang", "ru", *args], capsys) == (status, "", russian + "\n")


@pytest.mark.parametrize(
    ("content", "english", "russian"),
    [
        (b"\xff\xfe\x00\x01binary", "not a text file (a TOML file is UTF-8 text)",
         "не текстовый файл (файл TOML — текст в UTF-8)"),
        (b"a = " + DEEP.encode() + b"]" * 5000, "not valid TOML (nested too deeply)",
         "неверный TOML (слишком глубокая вложенность)"),
        (b"[match]\ntarget = 0\n", 'match: "target" must be a whole number of at least 1, not 0',
         "match: «target» должно быть целым числом не меньше 1, а не 0"),
    ],
    ids=["binary", "deep", "bad value"],
)
def test_a_bad_config_file_is_one_line_in_the_players_language(content, english, russian, tmp_path, capsys,
                                                               monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "match.toml").write_bytes(content)
    args = ["play", "--config", "match.toml"]
    assert started(LEOPARD_SPEC, args, capsys) == (
        2, "", f"Error: match.toml: {english} (see: leopard play --help)\n"
    )
    assert started(LEOPARD_SPEC, ["--lang", "ru", *args], capsys) == (
        2, "", f"Ошибка: match.toml: {russian} (см.: leopard play --help)\n"
    )


def test_an_error_that_is_not_a_usage_error_keeps_status_1_and_points_to_no_help(tmp_path, capsys):
    gone = tmp_path / "gone.json"
    assert started(LEOPARD_SPEC, ["play", "--resume", str(gone)], capsys) == (
        1, "", f"Error: {gone}: no such file\n"
    )
    assert started(LEOPARD_SPEC, ["--lang", "ru", "play", "--resume", str(gone)], capsys) == (
        1, "", f"Ошибка: {gone}: нет такого файла\n"
    )


def test_a_long_error_stays_on_one_line_in_a_narrow_terminal(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "40")
    status, out, err = started(LEOPARD_SPEC, ["play", "--target", "abc"], capsys)
    assert status == 2
    assert err.count("\n") == 1
