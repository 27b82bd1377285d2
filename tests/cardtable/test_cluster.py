"""``simulate --scheduler``: the same deals on a Dask distributed cluster give the same result as local worker
processes. Skipped only where Dask's ``distributed`` is not installed (the ``cluster`` extra)."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator

import pytest
from click.testing import CliRunner

from cardtable import simulate as simulate_module
from cardtable.cli.group import build_group
from cardtable.simulate import run_tournament
from semerka.rules import GAME as SEMERKA
from semerka.spec import SPEC as SEMERKA_SPEC

distributed = pytest.importorskip("distributed")

SEMERKA_SPEC.load_bots()
semerka_cli = build_group(SEMERKA_SPEC)


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """A one-worker cluster in this process: the address of its scheduler."""
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster:
        yield cluster.scheduler_address


def without_times(data: dict) -> dict:
    return {key: value for key, value in data.items() if key != "decision_seconds"}


def test_the_cluster_gives_the_same_summary_as_two_jobs(scheduler: str) -> None:
    rules = SEMERKA.make_rules(4, {})
    levels = ["strong:20", "greedy", "strong:20", "greedy"]
    local = run_tournament(SEMERKA, rules, levels, 4, seed=2, duplicate=True, jobs=2)
    cluster = run_tournament(SEMERKA, rules, levels, 4, seed=2, duplicate=True, scheduler=scheduler)
    assert without_times(cluster.as_json()) == without_times(local.as_json())
    assert local.deals == 8


def test_simulate_scheduler_prints_the_same_table_as_jobs_2(scheduler: str) -> None:
    args = ["simulate", "--bots", "greedy,random,greedy,random", "--deals", "5", "--seed", "3", "--duplicate",
            "--json"]  # fmt: skip
    local = CliRunner().invoke(semerka_cli, [*args, "--jobs", "2"])
    cluster = CliRunner().invoke(semerka_cli, [*args, "--scheduler", scheduler])
    assert local.exit_code == 0 and cluster.exit_code == 0, cluster.output
    assert without_times(json.loads(cluster.stdout)) == without_times(json.loads(local.stdout))
    ladder = ["simulate", "--ladder", "random,greedy", "--deals", "3", "--seed", "3", "--json"]
    ratings = [
        [(rung["level"], rung["rating"], rung["ci95"], rung["score"]) for rung in json.loads(run.stdout)["levels"]]
        for run in (CliRunner().invoke(semerka_cli, [*ladder, *more]) for more in (["--scheduler", scheduler],
                                                                                    ["--jobs", "2"], []))
    ]  # fmt: skip
    assert ratings[0] == ratings[1] == ratings[2]
    assert ratings[0][0] == ("greedy", 225.7, [0.0, 445.6], 0.8333)


def test_a_scheduler_out_of_reach_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulate_module, "CONNECT_SECONDS", 1)
    result = CliRunner().invoke(semerka_cli, ["simulate", "--deals", "1", "--scheduler", "tcp://127.0.0.1:9"])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: cannot reach the Dask scheduler at tcp://127.0.0.1:9 (")
    assert len(result.stderr.strip().splitlines()) == 1


def test_without_the_extra_the_error_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed raises ImportError
    result = CliRunner().invoke(semerka_cli, ["simulate", "--deals", "1", "--scheduler", "tcp://127.0.0.1:9"])
    assert result.exit_code == 1
    assert result.stderr == "Error: --scheduler needs Dask: pip install '.[cluster]' in the project folder\n"
