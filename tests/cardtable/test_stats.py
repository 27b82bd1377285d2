"""``GAME stats``: each player's record over the saved matches, counted exactly from the example records and from
records built with bots, hints, undos and unfinished matches; bad files are skipped with one line each."""

import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtable.cli.group import build_group
from cardtable.i18n import set_language

from leopard.spec import SPEC as LEOPARD_SPEC
from semerka.spec import SPEC as SEMERKA_SPEC

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
LEOPARD = build_group(LEOPARD_SPEC)
SEMERKA = build_group(SEMERKA_SPEC)


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    """Saved matches go to (and are read from) a temporary user data folder (platformdirs reads XDG_DATA_HOME)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    set_language("en")
    return tmp_path / "data"


@pytest.fixture
def examples(tmp_path):
    """A folder with both example records, Leopard's older than Semerka's."""
    folder = tmp_path / "examples"
    folder.mkdir()
    for age, name in enumerate(("leopard-match.json", "semerka-match.json")):
        shutil.copy(EXAMPLES / name, folder / name)
        os.utime(folder / name, (1_000_000 + age, 1_000_000 + age))
    return folder


def stats(cli, *args):
    """``stats ARGS`` through Click's runner: (exit code, stdout, stderr)."""
    result = CliRunner().invoke(cli, ["stats", *args])
    return result.exit_code, result.stdout, result.stderr


def stats_json(cli, *args):
    code, out, err = stats(cli, "--json", *args)
    assert code == 0, out + err
    return json.loads(out), err


def example(name):
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def write(folder, name, record, mtime):
    path = folder / name
    path.write_text(json.dumps(record), encoding="utf-8")
    os.utime(path, (mtime, mtime))
    return path


def by_name(data):
    return {(player["name"], player["bot"]): player for player in data["players"]}


def test_leopard_stats_of_the_example_count_its_match_exactly_L8_1(examples):
    data, err = stats_json(LEOPARD, "--from", str(examples))
    assert err == ""  # the Semerka record beside it is another game's: passed over without a word
    assert data["game"] == "leopard" and data["matches"] == 1 and data["skipped"] == 0
    anna, boris = data["players"]
    source = str(examples / "leopard-match.json")
    assert anna == {
        "name": "Anna", "bot": None, "matches": 1, "wins": 1, "shared_wins": 0, "deals": 8, "points": 36,
        "mean_score": 4.5, "against": {}, "hints": 0, "undos": 0,
        "history": [{"file": source, "points": 36, "deals": 8, "result": "won"}],
    }  # fmt: skip
    assert boris == {
        "name": "Boris", "bot": None, "matches": 1, "wins": 0, "shared_wins": 0, "deals": 8, "points": 31,
        "mean_score": 3.875, "against": {}, "hints": 0, "undos": 0,
        "history": [{"file": source, "points": 31, "deals": 8, "result": "lost"}],
    }  # fmt: skip


def test_semerka_stats_give_partners_their_side_s_game_points_S7_1(examples):
    data, err = stats_json(SEMERKA, "--from", str(examples))
    assert err == ""
    assert data["matches"] == 1
    rows = {player["name"]: (player["wins"], player["deals"], player["points"], player["mean_score"])
            for player in data["players"]}  # fmt: skip
    # Seats 1 and 3 (Anna, Vera) are side 1, which won 6 to 4 in seven deals.
    assert rows == {"Anna": (1, 7, 6, 0.857), "Vera": (1, 7, 6, 0.857), "Boris": (0, 7, 4, 0.571),
                    "Gleb": (0, 7, 4, 0.571)}  # fmt: skip
    assert [player["name"] for player in data["players"]] == ["Anna", "Boris", "Gleb", "Vera"]


def test_the_data_folder_is_read_without_from_and_a_folder_given_twice_counts_once(examples, data_home):
    folder = data_home / "leopard" / "matches"
    folder.mkdir(parents=True)
    shutil.copy(examples / "leopard-match.json", folder / "a.json")
    data, _err = stats_json(LEOPARD)
    assert data["matches"] == 1
    data, _err = stats_json(LEOPARD, "--from", str(folder), "--from", str(examples))
    assert data["matches"] == 2  # the data folder's copy and the example: two files, each once
    assert by_name(data)[("Anna", None)]["wins"] == 2


def test_bots_hints_undos_and_an_unfinished_match_are_counted(tmp_path):
    folder = tmp_path / "built"
    folder.mkdir()
    record = example("leopard-match.json")
    record["seats"] = [{"name": "Anna", "hints": 3, "undos": 2}, {"name": "Boris", "bot": "strong"}]
    write(folder, "1.json", record, 2_000_000)
    unfinished = json.loads(json.dumps(record))
    unfinished["seats"][0] = {"name": "ANNA", "hints": 1}  # the same player, whatever the case
    unfinished["deals"] = unfinished["deals"][:2]
    unfinished["deals"][1]["moves"] = unfinished["deals"][1]["moves"][:5]
    write(folder, "2.json", unfinished, 2_000_001)
    data, err = stats_json(LEOPARD, "--from", str(folder))
    assert err == ""
    assert data["matches"] == 2
    anna, bot = data["players"]
    assert (anna["name"], anna["matches"], anna["wins"], anna["deals"], anna["points"]) == ("ANNA", 2, 1, 9, 40)
    assert (anna["hints"], anna["undos"], anna["against"]) == (4, 2, {"strong": 2})
    assert anna["mean_score"] == 4.444
    assert [(line["points"], line["deals"], line["result"]) for line in anna["history"]] == [
        (36, 8, "won"), (4, 1, "unfinished")
    ]
    assert (bot["name"], bot["bot"], bot["matches"], bot["wins"], bot["deals"]) == ("Boris", "strong", 2, 0, 9)
    assert (bot["hints"], bot["undos"], bot["against"]) == (0, 0, {})
    assert stats_json(LEOPARD, "--from", str(folder), "--lang", "ru") == (data, "")  # levels by their machine names


def test_a_person_and_a_bot_of_one_name_are_two_players(tmp_path):
    folder = tmp_path / "built"
    folder.mkdir()
    record = example("leopard-match.json")
    record["seats"] = [{"name": "Anna"}, {"name": "Player 2"}]
    write(folder, "1.json", record, 1)
    record["seats"] = [{"name": "Anna"}, {"name": "Player 2", "bot": "random"}]
    write(folder, "2.json", record, 2)
    data, _err = stats_json(LEOPARD, "--from", str(folder))
    assert [(p["name"], p["bot"], p["matches"]) for p in data["players"]] == [
        ("Anna", None, 2), ("Player 2", None, 1), ("Player 2", "random", 1)
    ]
    assert by_name(data)[("Anna", None)]["against"] == {"random": 1}


def test_a_broken_file_is_skipped_with_one_line_naming_it(examples):
    (examples / "broken.json").write_text('{"game": "leopard",', encoding="utf-8")
    os.utime(examples / "broken.json", (2_000_000, 2_000_000))
    record = example("leopard-match.json")
    record["deals"][0]["moves"][0] = "ZZ"
    write(examples, "illegal.json", record, 3_000_000)
    code, out, err = stats(LEOPARD, "--json", "--from", str(examples))
    assert code == 0
    assert err.splitlines() == [
        f"{examples / 'broken.json'}: not valid JSON at line 1, column 20: expecting a property name in double "
        "quotes (skipped)",
        f'{examples / "illegal.json"}: deal 1, move 1 "ZZ": unknown suit "Z" (skipped)',
    ]
    data = json.loads(out)
    assert (data["matches"], data["skipped"]) == (1, 2)
    code, out, err = stats(LEOPARD, "--from", str(examples))
    assert code == 0 and "Traceback" not in out + err and len(err.splitlines()) == 2


def test_player_filters_by_name_in_any_case(examples):
    data, _err = stats_json(SEMERKA, "--from", str(examples), "--player", "vERA", "--player", "gleb")
    assert [player["name"] for player in data["players"]] == ["Gleb", "Vera"]
    code, out, _err = stats(SEMERKA, "--from", str(examples), "--player", "Nobody")
    assert (code, out) == (0, "No such player in the 1 saved match.\n")


def test_the_table_and_the_chart(examples, tmp_path):
    record = example("leopard-match.json")
    record["seats"][1]["bot"] = "greedy"
    write(examples, "older.json", record, 500_000)
    code, out, err = stats(LEOPARD, "--from", str(examples), "--player", "anna")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].strip() == "Players over 2 saved matches"
    row = next(line for line in lines if line.startswith("Anna "))
    assert row.split() == ["Anna", "2", "2", "16", "4.50", "greedy", "1", "0", "0"]
    assert "Score in each match, oldest first" in lines
    assert "Anna  ██" in lines
    assert "From 0 to 36 points; green: won, dim: not finished." in lines
    code, out, err = stats(LEOPARD, "--from", str(examples), "--ascii")
    lines = out.splitlines()
    assert "Anna            ##" in lines and "Boris           *" in lines and "–" not in out
    assert "Boris - greedy  *" in lines
    assert "Boris          |      1 |  0 |    8 |       3.88 |-        |    0 |    0" in lines
    assert "Boris - greedy |      1 |  0 |    8 |       3.88 |-        |    0 |    0" in lines


def test_a_bot_named_after_its_level_by_simulate_record_shows_the_level_once(tmp_path):
    folder = tmp_path / "tournament"
    result = CliRunner().invoke(
        LEOPARD, ["simulate", "--bots", "greedy,strong:20", "--deals", "1", "--seed", "3", "--record", str(folder)]
    )
    assert result.exit_code == 0, result.output
    code, out, err = stats(LEOPARD, "--from", str(folder))
    assert (code, err) == (0, "")
    lines = [line.rstrip() for line in out.splitlines()]
    assert lines[3:5] == [
        "greedy 1           1    0      1         0.00  strong:20 1      0      0",
        "strong:20 2        1    1      1         6.00  greedy 1         0      0",
    ]
    assert lines[7:9] == ["greedy 1     ▁", "strong:20 2  █"]  # the chart


def test_at_80_columns_every_row_of_bots_is_one_line_in_either_language(examples):
    """Bots, ``Player 2 · greedy`` and the like, keep to one line each at 80 columns, and so do the headers; in
    Russian too."""
    for number, (name, level) in enumerate((("Player 2", "greedy"), ("Робот", "strong"), ("Player 12", "random"))):
        record = example("leopard-match.json")
        record["seats"][1] = {"name": name, "bot": level}
        write(examples, f"bots-{number}.json", record, 400_000 + number)
    headers = {
        "en": ["Player", "Matches", "Won", "Deals", "Points/deal", "Against", "Hints", "Undos"],
        "ru": ["Игрок", "Партии", "Победы", "Сдачи", "Очки/сдача", "Против", "Подск.", "Отмены"],
    }
    for language, header in headers.items():
        arguments = ["stats", "--from", str(examples), "--lang", language]
        result = CliRunner().invoke(LEOPARD, arguments, env={"COLUMNS": "80"})
        assert result.exit_code == 0, result.output
        lines = result.stdout.splitlines()
        assert max(len(line) for line in lines) <= 80
        assert lines[1].split() == header
        rows = [line.split() for line in lines[3 : lines.index("")]]
        mean, other = ("4,50", "3,88") if language == "ru" else ("4.50", "3.88")  # Russian decimals take a comma
        greedy, random, strong = ("жадный", "наугад", "сильный") if language == "ru" else ("greedy", "random", "strong")
        player = "Игрок" if language == "ru" else "Player"
        assert rows == [
            ["Anna", "4", "4", "32", mean, greedy, "1", "0", "0"],
            [random, "1"],  # the levels faced, one a line, in the interface's language
            [strong, "1"],
            ["Boris", "1", "0", "8", other, "–", "0", "0"],
            [player, "12", "·", random, "1", "0", "8", other, "–", "0", "0"],  # a default name in the language
            [player, "2", "·", greedy, "1", "0", "8", other, "–", "0", "0"],
            ["Робот", "·", strong, "1", "0", "8", other, "–", "0", "0"],
        ]


def test_at_60_columns_the_table_closes_up_and_keeps_each_player_on_one_line(examples):
    """At 60 columns "Points/deal" and "Hints/undos" take two lines, hints and undos share a column and the
    columns close up: every value stays whole, a bot's level beside its name, in either language."""
    for number, (name, level) in enumerate((("Player 2", "greedy"), ("Player 12", "random"))):
        record = example("leopard-match.json")
        record["seats"][1] = {"name": name, "bot": level}
        write(examples, f"bots-{number}.json", record, 400_000 + number)
    result = CliRunner().invoke(LEOPARD, ["stats", "--from", str(examples)], env={"COLUMNS": "60"})
    assert result.exit_code == 0, result.output
    lines = [line.rstrip() for line in result.stdout.splitlines()]
    assert lines[: lines.index("")] == [
        "Players over 3 saved matches",
        "                                     Points/          Hints/",
        "Player             Matches Won Deals    deal Against   undos",
        "────────────────────────────────────────────────────────────",
        "Anna                     3   3    24    4.50 greedy 1    0/0",
        "                                             random 1",
        "Boris                    1   0     8    3.88 –           0/0",
        "Player 12 · random       1   0     8    3.88 –           0/0",
        "Player 2 · greedy        1   0     8    3.88 –           0/0",
    ]
    ru = CliRunner().invoke(LEOPARD, ["stats", "--from", str(examples), "--lang", "ru"], env={"COLUMNS": "60"})
    lines = [line.rstrip() for line in ru.stdout.splitlines()]
    assert lines[1:4] == [
        "                                     Очки/          Подск./",
        "Игрок             Партии Побед Сдачи сдача Против    отмены",
        "───────────────────────────────────────────────────────────",
    ]
    assert lines[4:9] == [  # a decimal comma, the levels and the default names in Russian
        "Anna                   3     3    24  4,50 жадный 1     0/0",
        "                                           наугад 1",
        "Boris                  1     0     8  3,88 –            0/0",
        "Игрок 12 · наугад      1     0     8  3,88 –            0/0",
        "Игрок 2 · жадный       1     0     8  3,88 –            0/0",
    ]


def test_at_60_columns_a_bot_too_long_for_its_row_has_its_level_under_its_name(examples):
    record = example("leopard-match.json")
    record["seats"][1] = {"name": "Alexandra-Maria", "bot": "expert"}
    write(examples, "bot.json", record, 400_000)
    result = CliRunner().invoke(LEOPARD, ["stats", "--from", str(examples)], env={"COLUMNS": "60"})
    lines = [line.rstrip() for line in result.stdout.splitlines()]
    assert lines[1:8] == [
        "                                  Points/          Hints/",
        "Player          Matches Won Deals    deal Against   undos",
        "─────────────────────────────────────────────────────────",
        "Anna                  2   2    16    4.50 expert 1    0/0",
        "Boris                 1   0     8    3.88 –           0/0",
        "Alexandra-Maria       1   0     8    3.88 –           0/0",
        "· expert",
    ]


def test_at_60_columns_only_a_bot_too_long_for_its_row_has_its_level_under_its_name(examples):
    """A long bot name makes the table too wide: its level goes under its name, while ``Player 2 · greedy`` and
    ``Player 12 · random``, which fit the column, stay one line each."""
    for number, (name, level) in enumerate(
        (("Player 2", "greedy"), ("Player 12", "random"), ("Alexandra-Maria", "expert"))
    ):
        record = example("leopard-match.json")
        record["seats"][1] = {"name": name, "bot": level}
        write(examples, f"bots-{number}.json", record, 400_000 + number)
    result = CliRunner().invoke(LEOPARD, ["stats", "--from", str(examples)], env={"COLUMNS": "60"})
    lines = [line.rstrip() for line in result.stdout.splitlines()]
    assert lines[: lines.index("")] == [
        "Players over 4 saved matches",
        "                                     Points/          Hints/",
        "Player             Matches Won Deals    deal Against   undos",
        "────────────────────────────────────────────────────────────",
        "Anna                     4   4    32    4.50 expert 1    0/0",
        "                                             greedy 1",
        "                                             random 1",
        "Boris                    1   0     8    3.88 –           0/0",
        "Alexandra-Maria          1   0     8    3.88 –           0/0",
        "· expert",
        "Player 12 · random       1   0     8    3.88 –           0/0",
        "Player 2 · greedy        1   0     8    3.88 –           0/0",
    ]


def test_a_seats_default_name_in_either_language_is_one_player_named_in_the_interfaces_language(tmp_path):
    """``Player 2 · greedy`` and ``Игрок 2 · жадный`` (a match played in Russian) are one bot, two matches; a name
    of one's own is another name in another alphabet: Anna and Анна stay two."""
    folder = tmp_path / "built"
    folder.mkdir()
    record = example("leopard-match.json")
    record["seats"] = [{"name": "Anna"}, {"name": "Player 2", "bot": "greedy"}]
    write(folder, "1.json", record, 1)
    record["seats"] = [{"name": "Анна"}, {"name": "Игрок 2", "bot": "greedy"}]
    write(folder, "2.json", record, 2)
    data, _err = stats_json(LEOPARD, "--from", str(folder))
    assert [(p["name"], p["bot"], p["matches"]) for p in data["players"]] == [
        ("Anna", None, 1), ("Анна", None, 1), ("Player 2", "greedy", 2)
    ]
    data, _err = stats_json(LEOPARD, "--from", str(folder), "--player", "игрок 2", "--lang", "ru")
    assert [(p["name"], p["bot"], p["matches"]) for p in data["players"]] == [("Игрок 2", "greedy", 2)]


def test_no_saved_match_is_one_line(data_home):
    code, out, _err = stats(LEOPARD)
    assert code == 0
    assert out == f"No saved Leopard matches in {data_home / 'leopard' / 'matches'}.\n"
    code, out, _err = stats(LEOPARD, "--json")
    assert json.loads(out) == {"game": "leopard", "matches": 0, "skipped": 0, "players": []}
    code, out, _err = stats(SEMERKA, "--lang", "ru")
    assert out == f"Семёрка: в {data_home / 'semerka' / 'matches'} нет сохранённых партий.\n"


def test_from_must_be_a_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = stats(LEOPARD, "--from", "missing")
    assert code == 2
    assert err == "Error: Invalid value for '--from': \"missing\": no such folder (see: leopard stats --help)\n"


def test_a_record_with_no_move_is_a_start_abandoned_and_not_counted(tmp_path, examples):
    empty = example("leopard-match.json")
    empty["deals"] = [{**empty["deals"][0], "moves": []}]
    write(examples, "abandoned.json", empty, 2_000_000)
    data, err = stats_json(LEOPARD, "--from", str(examples))
    assert err == ""
    assert data["matches"] == 1
    assert [len(player["history"]) for player in data["players"]] == [1, 1]


def test_the_chart_s_scale_agrees_with_its_number_in_russian():
    """The chart shows each side's score at the end of a match (Semerka's game points, Leopard's points): the
    scale's noun agrees with its last number, от 0 до 1 очка, до 5 очков."""
    import io

    from rich.console import Console

    from cardtable.stats.gather import Stats
    from cardtable.stats.tally import MatchLine, PlayerStats
    from cardtable.stats.view import score_chart

    def chart(points):
        anna = PlayerStats("Anna", None, history=[MatchLine("a.json", points, 2, "lost")])
        console = Console(file=io.StringIO(), width=60, color_system=None)
        console.print(score_chart(Stats("semerka", (), 1, (anna,), ()), 60))
        return console.file.getvalue().splitlines()

    set_language("ru")
    try:
        one, five, twenty_one = chart(1), chart(5), chart(21)
    finally:
        set_language("en")
    assert one[0] == "Очки в каждой партии, сначала самые давние"
    assert one[-1] == "От 0 до 1 очка; зелёным — победы, бледным — неоконченные."
    assert five[-1] == "От 0 до 5 очков; зелёным — победы, бледным — неоконченные."
    assert twenty_one[-1] == "От 0 до 21 очка; зелёным — победы, бледным — неоконченные."
    assert chart(1)[-1] == "From 0 to 1 point; green: won, dim: not finished."
