"""A match that only computer players play is watchable: the public table after every move, at a pace set by
``--delay``."""

from click.testing import CliRunner

from cardtable.cli.group import build_group

from leopard.spec import SPEC


def test_a_match_of_bots_alone_shows_the_table_after_every_move(tmp_path):
    args = ["play", "--players", "Ann,Bob", "--bot", "1=greedy", "--bot", "2=greedy", "--deals", "1", "--delay", "0",
            "--seed", "4", "--save", str(tmp_path / "m.json")]  # fmt: skip
    result = CliRunner().invoke(build_group(SPEC), args, input="\n\n\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("Waiting for Ann…") >= 20 and result.output.count("Waiting for Bob…") >= 20
    assert "Your hand" not in result.output  # a watcher sees the public table only
    assert "Deal 1 is over" in result.output
