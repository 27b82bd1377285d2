"""``leopard simulate`` and ``semerka simulate``: options, errors, the JSON result and the records."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtable import bots as seats
from cardtable.cli import simulate as simulate_cli

from cardtable.cli.group import build_group

from leopard.spec import SPEC as LEOPARD_SPEC


leopard_cli = build_group(LEOPARD_SPEC)
from semerka import bots as semerka_bots
from cardtable.cli.group import build_group
from semerka.spec import SPEC as SEMERKA_SPEC

semerka_cli = build_group(SEMERKA_SPEC)

KEYS = ["game", "decks", "rotations", "deals", "seats", "wins", "mean_score", "margin", "ci95", "decision_seconds",
        "seed"]  # fmt: skip


def run(cli, *args: str):
    return CliRunner().invoke(cli, ["simulate", *args])


def test_leopard_json_result() -> None:
    result = run(leopard_cli, "--bots", "greedy,random", "--deals", "3", "--seed", "1", "--duplicate", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert list(data) == KEYS
    assert (data["game"], data["decks"], data["rotations"], data["deals"], data["seed"]) == ("leopard", 3, 2, 6, 1)
    assert data["seats"] == ["greedy", "random"]
    assert data["wins"] == [6, 0]
    assert list(data["decision_seconds"]) == ["greedy", "random"]
    assert list(data["decision_seconds"]["greedy"]) == ["median", "p95"]


def test_semerka_partnerships_count_per_side() -> None:
    args = ("--bots", "greedy,random,greedy,random", "--deals", "4", "--seed", "2", "--duplicate", "--json")
    data = json.loads(run(semerka_cli, *args).stdout)
    assert (data["game"], data["rotations"], data["deals"]) == ("semerka", 2, 8)
    assert len(data["wins"]) == len(data["mean_score"]) == len(data["ci95"]) == 2
    assert data["wins"] == [6, 2]


def test_semerka_strong_with_a_rules_option(monkeypatch: pytest.MonkeyPatch) -> None:
    # The registered strong level, with a tiny budget to keep the test quick.
    monkeypatch.setitem(seats._BOTS["semerka"], "strong", partial(semerka_bots.make_strong, 8, 3))
    args = ("--bots", "strong,random", "--deals", "1", "--seed", "3", "--option", "stakes=single", "--json")
    data = json.loads(run(semerka_cli, *args).stdout)
    assert data["deals"] == 1 and sum(data["mean_score"]) == 1
    assert data["decision_seconds"]["strong"]["median"] is not None


def test_without_bots_a_greedy_bot_sits_in_every_seat_of_the_default_table() -> None:
    data = json.loads(run(semerka_cli, "--deals", "2", "--seed", "5", "--json").stdout)
    assert data["seats"] == ["greedy", "greedy", "greedy", "greedy"]
    data = json.loads(run(leopard_cli, "--deals", "2", "--seed", "5", "--json").stdout)
    assert data["seats"] == ["greedy", "greedy"]
    assert "(default: greedy,greedy,greedy,greedy)" in " ".join(run(semerka_cli, "--help").output.split())


def test_the_options_help_lists_the_game_s_own_options() -> None:
    semerka_help = " ".join(run(semerka_cli, "--help").output.split())
    assert (
        "A rules option NAME=VALUE; the first value listed is the default. stakes=pagat|single: what a deal won is "
        "worth (S5.4): pagat — 1 game point, 2 if the winners took all 90 points, 3 if the losers took no trick "
        "(a burned deal scores burn_value); single — always 1 game point for a deal won (a burned deal scores "
        "burn_value). burning=false|true: true — four cards" in semerka_help
    )
    assert "suit_line" not in semerka_help
    leopard_help = " ".join(CliRunner().invoke(leopard_cli, ["play", "--help"]).output.split())
    assert (
        "stock_end=last-card|play-out: when the stock runs out (L6.2): last-card — the deal ends with the turn that "
        "drew the last card; play-out — play on without drawing until every hand is empty." in leopard_help
    )
    assert (
        "suit_line=2|3: points for a line of one suit (L7.1): 2 — 2 points, as in the Russian rules; 3 — 3 points, "
        "as in Abbott's 2008 revision." in leopard_help
    )


def test_the_table_for_people() -> None:
    result = run(leopard_cli, "--bots", "greedy,greedy,random", "--deals", "2", "--seed", "4")
    assert result.exit_code == 0, result.output
    assert "Leopard: 2 deals (2 decks × 1)" in result.stdout
    assert "Milliseconds per decision" in result.stdout
    assert result.stdout.rstrip().endswith("Seed: 4")


def test_the_table_for_people_names_the_game_in_russian() -> None:
    from cardtable.i18n import set_language

    try:
        result = run(semerka_cli, "--bots", "random,random", "--deals", "2", "--seed", "4", "--lang", "ru")
        ladder = run(leopard_cli, "--ladder", "random,greedy", "--deals", "1", "--seed", "4", "--lang", "ru")
    finally:
        set_language("en")
    assert result.exit_code == 0, result.output
    assert "Семёрка: 2 сдачи (2 колоды × 1)" in result.stdout
    header = next(line for line in result.stdout.splitlines() if line.startswith("┃"))
    assert [cell.strip() for cell in header.split("┃")[1:5]] == ["Места", "Уровни", "Побед", "Доля %"]
    assert ladder.exit_code == 0, ladder.output
    assert ladder.stdout.splitlines()[:5] == [
        " Леопард, рейтинг уровней: 2 игрока за столом, 1 колода на пару уровней, каждая ",
        "                             сыграна с обеих сторон                             ",
        "┏━━━━━━━━━┳━━━━━━━━━┳━━━━━━━━━━━━━━━┳━━━━━━━┳━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃         ┃         ┃               ┃       ┃        ┃        ЦП на решение, с ┃",
        "┃ Уровень ┃ Рейтинг ┃ 95 % интервал ┃ Сдачи ┃ Очки % ┃               (медиана) ┃",
    ]
    assert result.stdout.rstrip().endswith("\nНомер расклада: 4")  # the seed, in words a family reads


def cells(output: str, count: int) -> list[list[str]]:
    """The first ``count`` cells of every row of the tables in ``output``."""
    rows = [line.split("│")[1 : count + 1] for line in output.splitlines() if line.startswith("│")]
    return [[cell.strip() for cell in row] for row in rows]


def test_in_russian_the_tables_name_the_levels_in_russian_and_the_json_by_their_machine_names() -> None:
    from cardtable.i18n import set_language

    bots = ("--bots", "greedy,random,greedy,random", "--deals", "2", "--seed", "4", "--lang", "ru")
    try:
        result = run(semerka_cli, *bots)
        data = json.loads(run(semerka_cli, *bots, "--json").stdout)
        ladder = run(leopard_cli, "--ladder", "random,strong:20", "--deals", "1", "--seed", "4", "--lang", "ru")
    finally:
        set_language("en")
    assert result.exit_code == 0, result.output
    results, times = cells(result.stdout, 2)[:2], cells(result.stdout, 1)[2:]
    assert results == [["1 & 3", "жадный & жадный"], ["2 & 4", "наугад & наугад"]]
    assert times == [["жадный"], ["наугад"]]  # the milliseconds per decision, by level
    assert (data["seats"], list(data["decision_seconds"])) == (["greedy", "random"] * 2, ["greedy", "random"])
    assert ladder.exit_code == 0, ladder.output
    assert sorted(row[0] for row in cells(ladder.stdout, 1)) == ["наугад", "сильный:20"]
    assert "наугад = 0" in ladder.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bots", "greedy,wizard"], 'unknown bot level "wizard" (known: random, greedy, strong, expert)'),
        (["--bots", "greedy"], "Leopard is for 2 to 4 players, not 1"),
        (["--bots", "greedy,random", "--option", "suit_line=5"], "suit_line must be 2 or 3, not 5"),
        (["--bots", "greedy,random", "--option", "colour=1"], 'unknown rules option "colour"'),
        (["--bots", "greedy,random", "--option", "suit_line"], '"suit_line" is not NAME=VALUE'),
        (["--bots", "greedy,random", "--deals", "0"], "0 is too small: the least is 1"),
        (["--bots", "greedy,random", "--jobs", "0"], "0 is too small: the least is 1"),
    ],
)
def test_bad_options_exit_2_with_one_line(args: list[str], message: str) -> None:
    result = run(leopard_cli, *args)
    assert result.exit_code == 2
    assert message in " ".join(result.stderr.split())
    assert "Traceback" not in result.output


def test_records_are_saved_and_replay(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    result = run(semerka_cli, "--bots", "greedy,random", "--deals", "2", "--seed", "5", "--duplicate",
                 "--record", str(folder))  # fmt: skip
    assert result.exit_code == 0, result.output
    names = sorted(path.name for path in folder.iterdir())
    assert names == [f"semerka-deck000{d}-rotation{r}.json" for d in (1, 2) for r in (1, 2)]
    replayed = CliRunner().invoke(semerka_cli, ["replay", str(folder / names[1]), "--json"])
    assert replayed.exit_code == 0, replayed.output
    data = json.loads(replayed.stdout)
    assert len(data["deals"]) == 1 and data["deals"][0]["complete"]
    record = json.loads((folder / names[1]).read_text())
    assert record["seats"] == [{"name": "random 2", "bot": "random"}, {"name": "greedy 1", "bot": "greedy"}]


def test_a_record_folder_that_cannot_be_made(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    result = run(leopard_cli, "--bots", "greedy,random", "--deals", "1", "--record", str(blocker / "sub"))
    assert result.exit_code == 1
    assert "cannot save records there" in result.stderr


def test_ctrl_c_exits_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(simulate_cli, "run_tournament", interrupted)
    result = run(leopard_cli, "--bots", "greedy,random", "--deals", "1")
    assert result.exit_code == 130
    assert "Interrupted." in result.stderr


def test_the_scheduler_help_says_how_to_install_dask_as_the_readme_does() -> None:
    help_text = " ".join(run(leopard_cli, "--help").output.split())
    assert (
        "--scheduler ADDRESS Play on a Dask cluster instead, e.g. tcp://host:8786 (needs Dask: pip install "
        "'.[cluster]' in the project folder)." in help_text
    )
