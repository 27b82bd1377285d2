"""``semerka analyze``: a decision whose loss is known by construction, the JSON shape, seats, deals, --jobs and
bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtable.cli.group import build_group
from semerka.spec import SPEC

cli = build_group(SPEC)

# Two players, dealer Anna (seat 1). After these 31 moves the stock is empty and it is Boris's lead with 8♣ and
# A♠; Anna holds 7♥ and 10♠, and the card points stand 20 to 40 (S5.1).
DECK = [
    "7D", "10C", "JD", "9C", "7S", "QH", "QD", "JC", "8D", "JS", "JH", "KC", "AD", "AC", "KS", "QC",
    "9D", "9H", "9S", "AS", "KD", "QS", "10D", "7C", "8H", "AH", "10H", "KH", "8S", "7H", "8C", "10S",
]  # fmt: skip
OPENING = [
    "JD", "9C", "stop", "7D", "QH", "stop", "7S", "JS", "8D", "JC", "AD", "AC", "QC", "9H", "9D", "QD", "9S",
    "JH", "KD", "QS", "KC", "KS", "10H", "KH", "stop", "8H", "10C", "7C", "AH", "8S", "10D",
]  # fmt: skip
# Boris leads 8♣ and Anna gives him 10♠ (move 33): he takes the trick (50 points), leads A♠, and Anna's 7♥ takes
# only the last trick (S4.3, S5.1): Boris wins the deal 50 to 40. With 7♥ first Anna takes the trick, then leads
# 10♠ and takes the last trick too: she wins 50 to 40. Each side knows the other's cards now (the stock is empty),
# so every world the search imagines is this one: the loss is exact, in game points (win 1 against lose 1: 2) plus
# a hundredth of the card points margin (10 against -10: 0.2).
MISTAKE_MOVES = [*OPENING, "8C", "10S", "AS", "7H"]
GOOD_MOVES = [*OPENING, "8C", "7H", "10S", "AS"]


def record(moves, seats=({"name": "Anna"}, {"name": "Boris", "bot": "greedy"})):
    return {
        "game": "semerka",
        "format": 2,
        "seats": list(seats),
        "rules": {},
        "match": {"target": 5, "deals": None},
        "seed": 7,
        "deals": [{"dealer": 1, "deck": DECK, "moves": moves}],
    }


def analyze(folder: Path, data, *args: str):
    path = folder / "match.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return CliRunner().invoke(cli, ["analyze", str(path), *args])


def decision_at(result, move):
    (found,) = [d for d in json.loads(result.stdout)["decisions"] if d["move"] == move]
    return found


def test_giving_ten_to_the_opponents_trick_costs_the_deal_s5(tmp_path):
    """S3.2, S4.3, S5.1, S5.4: 10♠ on Boris's 8♣ loses the deal; 7♥ wins it: loss 2.2 (2 game points and 20 card
    points of margin), best 7H."""
    result = analyze(tmp_path, record(MISTAKE_MOVES), "--json", "--budget", "40")
    assert result.exit_code == 0, result.stderr
    assert decision_at(result, 33) == {
        "deal": 1, "move": 33, "seat": 1, "played": "10S", "best": "7H", "loss": 2.2, "hinted": False,
    }


def test_the_best_move_loses_nothing_s5(tmp_path):
    """S5.1: 7♥ first is the best move: loss 0, best is the move played."""
    result = analyze(tmp_path, record(GOOD_MOVES), "--json", "--budget", "40")
    assert decision_at(result, 33) == {
        "deal": 1, "move": 33, "seat": 1, "played": "7H", "best": "7H", "loss": 0.0, "hinted": False,
    }


def test_json_is_one_object_of_the_person_seats_only(tmp_path):
    """Only Anna's decisions (Boris is a bot); the seat summary counts them; moves with one legal choice (Anna's
    last card) are not counted."""
    result = analyze(tmp_path, record(MISTAKE_MOVES), "--json", "--budget", "40")
    data = json.loads(result.stdout)
    assert set(data) == {"game", "decisions", "seats"}
    assert data["game"] == "semerka"
    assert {d["seat"] for d in data["decisions"]} == {1}
    assert 36 not in [d["move"] for d in data["decisions"]]  # 7H, Anna's last card: a single legal move
    assert list(data["seats"]) == ["1"]
    seat = data["seats"]["1"]
    assert seat["decisions"] == len(data["decisions"])
    assert seat["mistakes"] == sum(d["loss"] >= 0.5 for d in data["decisions"])
    assert seat["mean_loss"] == round(sum(d["loss"] for d in data["decisions"]) / seat["decisions"], 3)
    assert result.stderr == ""


def test_seat_option_chooses_the_seats(tmp_path):
    result = analyze(tmp_path, record(MISTAKE_MOVES), "--json", "--budget", "20", "--seat", "2")
    data = json.loads(result.stdout)
    assert {d["seat"] for d in data["decisions"]} == {2} and list(data["seats"]) == ["2"]


def test_bots_alone_analyse_every_seat(tmp_path):
    seats = ({"name": "A", "bot": "greedy"}, {"name": "B", "bot": "strong"})
    result = analyze(tmp_path, record(MISTAKE_MOVES, seats), "--json", "--budget", "20")
    assert list(json.loads(result.stdout)["seats"]) == ["1", "2"]


def test_the_help_says_which_seats_are_analysed_by_default():
    text = " ".join(CliRunner().invoke(cli, ["analyze", "--help"]).output.split())
    assert (
        "--seat SEAT A seat to analyse (may be repeated; default: every person's seat, or every seat when no person "
        "played). [1 or more]" in text
    )


def test_same_result_every_run_and_with_jobs():
    """Seeded per decision: two runs, and runs in two processes, judge every decision alike."""
    example = Path(__file__).parents[2] / "examples" / "semerka-match.json"
    args = ["analyze", str(example), "--json", "--budget", "12", "--seat", "1"]
    one = CliRunner().invoke(cli, [*args, "--jobs", "1"])
    two = CliRunner().invoke(cli, [*args, "--jobs", "2"])
    again = CliRunner().invoke(cli, [*args, "--jobs", "1"])
    assert one.exit_code == 0, one.stderr
    assert one.stdout == two.stdout == again.stdout
    assert {d["deal"] for d in json.loads(one.stdout)["decisions"]} == set(range(1, 8))


def test_report_shows_the_mistake_with_its_position(tmp_path):
    result = analyze(tmp_path, record(MISTAKE_MOVES), "--budget", "40", "--deal", "1")
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "Deal 1, move 33: Anna (seat 1), loss 2.20 " + "─" * 38 in out.splitlines()
    assert "Per seat" in out and "Anna (seat 1)" in out
    assert "7♥" in out and "10♠" in out  # Anna's hand, drawn as she saw it


def test_a_mistake_chosen_after_a_hint_is_marked_and_explained(tmp_path):
    """Anna asked for a hint before her 10♠ at move 33 (the record's ``hinted``): the report still lists it, marked
    "after a hint" in the list and the title, and says why a hint's move can be judged a mistake."""
    data = record(MISTAKE_MOVES)
    data["deals"][0]["hinted"] = [33]
    lines = analyze(tmp_path, data, "--budget", "40", "--deal", "1").stdout.splitlines()
    assert [line.rstrip() for line in lines[3:22]] == [
        "points or more.",
        'A move marked "after a hint" was chosen after asking for a hint. The hint and',
        "this analysis each try their own random deals of the cards the player could not",
        "see, so moves of nearly equal value can change places between them: the move a",
        "hint named can be judged a mistake here.",
        "Biggest mistakes",
        "Deal 1, move 33: Anna (seat 1), loss 2.20 (after a hint)",
        "  Played  10S  play 10♠",
        "  Best    7H   play 7♥ (beats)",
        "Deal 1, move 27: Anna (seat 1), loss 1.07",
        "  Played  10C  play 10♣",
        "  Best    AH   play A♥",
        "Deal 1, move 2: Anna (seat 1), loss 0.77",
        "  Played  9C   play 9♣",
        "  Best    10C  play 10♣",
        "Deal 1, move 33: Anna (seat 1), loss 2.20 (after a hint) " + "─" * 23,
        "  Played  10S  play 10♠",
        "  Best    7H   play 7♥ (beats)",
        "Semerka · deal 1 · stock empty · dealer Anna · to 5 game points",
    ]


def test_no_word_about_hints_when_no_mistake_was_hinted(tmp_path):
    out = analyze(tmp_path, record(MISTAKE_MOVES), "--budget", "40", "--deal", "1").stdout
    assert "hint" not in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--deal", "2"], "Error: Invalid value for '--deal': the match has no deal 2: it has only deal 1"),
        (["--seat", "3"], "Error: Invalid value for '--seat': 3 is not a seat: the match has seats 1 and 2"),
    ],
)
def test_bad_options_one_line(tmp_path, args, message):
    result = analyze(tmp_path, record(MISTAKE_MOVES), *args)
    assert result.exit_code == 2
    assert result.stderr.splitlines()[0].startswith(message)
    assert len(result.stderr.splitlines()) == 1


def test_bad_file_one_line_naming_it(tmp_path):
    data = record([*OPENING, "8C", "QQ"])
    result = analyze(tmp_path, data)
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and str(tmp_path / "match.json") in result.stderr
    assert "move 33" in result.stderr


def test_a_deal_past_the_last_names_the_deals_there_are():
    example = Path(__file__).parents[2] / "examples" / "semerka-match.json"
    result = CliRunner().invoke(cli, ["analyze", str(example), "--deal", "9"])
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: Invalid value for '--deal': the match has no deal 9: it has deals 1 to 7")


def test_a_seats_default_name_shows_in_the_language_of_the_report(tmp_path):
    """A match played in Russian, analysed in English: the seat's default name "Игрок 1" shows as "Player 1" in
    the list, the titles and the table drawn under them."""
    data = record(MISTAKE_MOVES, seats=({"name": "Игрок 1"}, {"name": "Boris", "bot": "greedy"}))
    lines = [line.rstrip() for line in analyze(tmp_path, data, "--budget", "40", "--deal", "1").stdout.splitlines()]
    assert lines[5:20] == [
        "Deal 1, move 33: Player 1 (seat 1), loss 2.20",
        "  Played  10S  play 10♠",
        "  Best    7H   play 7♥ (beats)",
        "Deal 1, move 27: Player 1 (seat 1), loss 1.07",
        "  Played  10C  play 10♣",
        "  Best    AH   play A♥",
        "Deal 1, move 2: Player 1 (seat 1), loss 0.77",
        "  Played  9C   play 9♣",
        "  Best    10C  play 10♣",
        "Deal 1, move 33: Player 1 (seat 1), loss 2.20 " + "─" * 34,
        "  Played  10S  play 10♠",
        "  Best    7H   play 7♥ (beats)",
        "Semerka · deal 1 · stock empty · dealer Player 1 · to 5 game points",
        "Player 1 (you)  20 points  3 tricks  match: 0 game points",
        "Boris           40 points  7 tricks  match: 0 game points",
    ]
    assert not [line for line in lines if "Игрок" in line]


def test_a_long_name_wraps_in_the_list_and_in_the_title_of_its_drawn_mistake(tmp_path):
    """A 60-column terminal and a name of 43 characters: the heading of each mistake wraps rather than being cut,
    and the title over the drawn table goes above its rule."""
    name = "Alexandra Konstantinovna Rimskaya-Korsakova"
    data = record(MISTAKE_MOVES, seats=({"name": name}, {"name": "Boris", "bot": "greedy"}))
    path = tmp_path / "match.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(cli, ["analyze", str(path), "--budget", "40"], env={"COLUMNS": "60"})
    lines = [line.rstrip() for line in result.stdout.splitlines()]
    first = lines.index("Biggest mistakes")
    assert lines[first + 1 : first + 5] == [
        f"Deal 1, move 33: {name}", "(seat 1), loss 2.20", "  Played  10S  play 10♠", "  Best    7H   play 7♥ (beats)",
    ]
    drawn = len(lines) - lines[::-1].index(f"Deal 1, move 33: {name}") - 1
    assert lines[drawn + 1 : drawn + 5] == [
        "(seat 1), loss 2.20", "─" * 60, "  Played  10S  play 10♠", "  Best    7H   play 7♥ (beats)",
    ]
