"""``leopard replay``: records of Leopard matches checked, replayed, summarised and printed as JSON (design
"Records"; rules L3.1, L8, L9.2)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from replay_helpers import assert_fails, rendered, run_replay

from cardtable.cards import double_deck, parse_card
from cardtable.match import MatchSettings
from cardtable.records import Record, SeatInfo, read_record, replay, write_record
from cardtable.cli.group import build_group
from leopard.spec import SPEC as LEOPARD_SPEC

cli = build_group(LEOPARD_SPEC)
from leopard.replay_view import replay_summary
from leopard.rules import GAME

ROOT = Path(__file__).resolve().parents[2]

# Two players: the deck's odd cards go to the dealer's left, the even ones to the dealer (L3.2). With this deck
# one seat gets A-8 of hearts and the other A-8 of clubs; placing A to 7 in turn makes both squares worth 8
# (rows 1-2-3 and 4-5-6, column 1-4-7, diagonal 3-5-7: one suit each, 2 points), and the first to move goes
# out at the start of the next turn: 4 + 2·(8 − 5) = 10 points (L7.2).
TOP = [rank + suit for rank in "A2345678" for suit in "HC"]
REST = list(double_deck())
for _card in map(parse_card, TOP):
    REST.remove(_card)
DECK = TOP + [str(card) for card in REST]
OUT_DEAL = [rank + suit for rank in "A234567" for suit in "HC"] + ["out"]


def record_data(deals=None, match=None, **changes):
    data = {
        "game": "leopard",
        "format": 2,
        "seats": [{"name": "Anna"}, {"name": "Boris", "bot": "strong"}],
        "rules": {"suit_line": 2, "going_out": "russian", "stock_end": "last-card"},
        "match": match if match is not None else {"target": 33, "deals": None},
        "seed": 1234,
        "deals": deals if deals is not None else [{"dealer": 1, "deck": DECK, "moves": OUT_DEAL}],
    }
    data.update(changes)
    return data


def run(tmp_path, monkeypatch, data, *args, text=None):
    """``leopard replay game.json *args`` in ``tmp_path`` with the record ``data`` (or raw ``text``)."""
    return run_replay(cli, tmp_path, monkeypatch, data, *args, text=text)


# --- --json ---------------------------------------------------------------------------------------------------------


def test_json_gives_every_deal_the_totals_and_the_standing(tmp_path, monkeypatch):
    deals = [
        {"dealer": 1, "deck": DECK, "moves": OUT_DEAL},
        {"dealer": 2, "deck": DECK, "moves": OUT_DEAL},
        {"dealer": 1, "deck": DECK, "moves": ["AH"]},
    ]
    result = run(tmp_path, monkeypatch, record_data(deals), "--json")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        '{"game": "leopard", "deals": ['
        '{"dealer": 1, "complete": true, "went_out": 2, "values": [8, 8], "scores": [8, 10]}, '
        '{"dealer": 2, "complete": true, "went_out": 1, "values": [8, 8], "scores": [10, 8]}, '
        '{"dealer": 1, "complete": false, "went_out": null, "values": null, "scores": null}], '
        '"totals": [18, 18], "finished": false, "winner": null}\n'
    )


def test_L8_1_target_reached_alone_ends_the_match(tmp_path, monkeypatch):
    result = run(tmp_path, monkeypatch, record_data(match={"target": 10}), "--json")
    assert json.loads(result.stdout) | {"deals": None} == {
        "game": "leopard", "deals": None, "totals": [8, 10], "finished": True, "winner": 2
    }


def test_L8_1_tie_on_top_at_the_target_plays_another_deal(tmp_path, monkeypatch):
    deals = [{"dealer": 1, "deck": DECK, "moves": OUT_DEAL}, {"dealer": 2, "deck": DECK, "moves": OUT_DEAL}]
    result = run(tmp_path, monkeypatch, record_data(deals, match={"target": 18}), "--json")
    summary = json.loads(result.stdout)
    assert (summary["totals"], summary["finished"], summary["winner"]) == ([18, 18], False, None)


def test_L8_2_fixed_series_with_equal_totals_shares_the_win(tmp_path, monkeypatch):
    deals = [{"dealer": 1, "deck": DECK, "moves": OUT_DEAL}, {"dealer": 2, "deck": DECK, "moves": OUT_DEAL}]
    result = run(tmp_path, monkeypatch, record_data(deals, match={"target": None, "deals": 2}), "--json")
    assert json.loads(result.stdout) | {"deals": None} == {
        "game": "leopard", "deals": None, "totals": [18, 18], "finished": True, "winner": None
    }


def test_L8_3_series_end_comes_before_the_target(tmp_path, monkeypatch):
    deals = [{"dealer": 1, "deck": DECK, "moves": OUT_DEAL}, {"dealer": 2, "deck": DECK, "moves": OUT_DEAL},
             {"dealer": 1, "deck": DECK, "moves": []}]
    result = run(tmp_path, monkeypatch, record_data(deals, match={"target": 33, "deals": 2}))
    assert_fails(result, "game.json: deal 3: the match was over after deal 2")


# --- the readable summary -------------------------------------------------------------------------------------------


def render(match) -> str:
    return rendered(replay_summary(match))


def test_summary_shows_each_square_its_lines_value_and_score_then_the_result(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record_data(match={"target": 10})), encoding="utf-8")
    assert render(replay(read_record(path, GAME), GAME)) == (
        "Deal 1 · dealer Anna · Boris went out\n"
        "Anna                      Boris · strong        \n"
        "┌──────┬──────┬──────┐    ┌──────┬──────┬──────┐\n"
        "│  A♣  │  2♣  │  3♣  │    │  A♥  │  2♥  │  3♥  │\n"
        "├──────┼──────┼──────┤    ├──────┼──────┼──────┤\n"
        "│  4♣  │  5♣  │  6♣  │    │  4♥  │  5♥  │  6♥  │\n"
        "├──────┼──────┼──────┤    ├──────┼──────┼──────┤\n"
        "│  7♣  │  8   │  9   │    │  7♥  │  8   │  9   │\n"
        "└──────┴──────┴──────┘    └──────┴──────┴──────┘\n"
        "value 8 · score 8         value 8 · score 10    \n"
        "1-2-3 one suit: 2         1-2-3 one suit: 2     \n"
        "4-5-6 one suit: 2         4-5-6 one suit: 2     \n"
        "1-4-7 one suit: 2         1-4-7 one suit: 2     \n"
        "3-5-7 one suit: 2         3-5-7 one suit: 2     \n"
        "\n"
        "Totals: Anna: 8 points, Boris: 10 points\n"
        "Winner: Boris\n"
    )


def test_summary_of_an_unfinished_deal_says_who_is_to_move(tmp_path):
    # Boris draws 9C, Anna 10C, Boris JC (covering Anna's ace face down), Anna QC (on her own cell 5).
    data = record_data(deals=[{"dealer": 1, "deck": DECK, "moves": ["AH", "AC", "JC@1:1", "QC:5"]}])
    data["seats"][0]["name"] = "[bold]Anna"  # user text is never read as markup
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert render(replay(read_record(path, GAME), GAME)) == (
        "Deal 1 · dealer [bold]Anna · unfinished after 4 moves · Boris to move\n"
        "[bold]Anna                Boris · strong        \n"
        "┌──────┬──────┬──────┐    ┌──────┬──────┬──────┐\n"
        "│ [J♣] │  2   │  3   │    │  A♥  │  2   │  3   │\n"
        "├──────┼──────┼──────┤    ├──────┼──────┼──────┤\n"
        "│  4   │ [Q♣] │  6   │    │  4   │  5   │  6   │\n"
        "├──────┼──────┼──────┤    ├──────┼──────┼──────┤\n"
        "│  7   │  8   │  9   │    │  7   │  8   │  9   │\n"
        "└──────┴──────┴──────┘    └──────┴──────┴──────┘\n"
        "value 0                   value 0               \n"
        "\n"
        "Totals: [bold]Anna: 0 points, Boris: 0 points\n"
        "The match is not finished.\n"
    )


def test_summary_is_what_the_command_prints(tmp_path, monkeypatch):
    result = run(tmp_path, monkeypatch, record_data(match={"target": 10}))
    assert result.exit_code == 0
    assert result.stdout.startswith("Deal 1 · dealer Anna · Boris went out\n")
    assert result.stdout.endswith("Totals: Anna: 8 points, Boris: 10 points\nWinner: Boris\n")


# --- bad records: exit 1, one line on stderr --------------------------------------------------------------------


def test_L3_1_the_deal_passes_to_the_left(tmp_path, monkeypatch):
    deals = [{"dealer": 2, "deck": DECK, "moves": OUT_DEAL}, {"dealer": 2, "deck": DECK, "moves": []}]
    assert_fails(
        run(tmp_path, monkeypatch, record_data(deals)),
        "game.json: deal 2: the dealer must be seat 1 after deal 1, not seat 2",
    )
    deals[1]["dealer"] = 1
    assert run(tmp_path, monkeypatch, record_data(deals)).exit_code == 0


def test_L3_1_three_players_rotate_to_the_left(tmp_path, monkeypatch):
    # Dealer 3: seats 1, 2, 3 get hearts, clubs, diamonds A-8; each places A to 7, then seat 1 goes out.
    top = [rank + suit for rank in "A2345678" for suit in "HCD"]
    rest = list(double_deck())
    for card in map(parse_card, top):
        rest.remove(card)
    deck = top + [str(card) for card in rest]
    moves = [rank + suit for rank in "A234567" for suit in "HCD"] + ["out"]
    seats = [{"name": "Anna"}, {"name": "Boris"}, {"name": "Vera"}]
    deals = [{"dealer": 3, "deck": deck, "moves": moves}, {"dealer": 2, "deck": deck, "moves": []}]
    assert_fails(
        run(tmp_path, monkeypatch, record_data(deals, seats=seats)),
        "game.json: deal 2: the dealer must be seat 1 after deal 1, not seat 2",
    )
    deals[1]["dealer"] = 1
    result = run(tmp_path, monkeypatch, record_data(deals, seats=seats), "--json")
    assert json.loads(result.stdout)["deals"] == [
        {"dealer": 3, "complete": True, "went_out": 1, "values": [8, 8, 8], "scores": [10, 8, 8]},
        {"dealer": 1, "complete": False, "went_out": None, "values": None, "scores": None},
    ]


def test_L9_2_a_record_holds_draw_only_where_going_out_was_legal(tmp_path, monkeypatch):
    deals = [{"dealer": 1, "deck": DECK, "moves": ["AH", "draw"]}]
    assert_fails(
        run(tmp_path, monkeypatch, record_data(deals)),
        'game.json: deal 1, move 2 "draw": you have already drawn this turn',
    )


def test_L9_2_a_format_1_record_may_not_hold_draw(tmp_path, monkeypatch):
    deals = [{"dealer": 1, "deck": DECK, "moves": ["AH", "draw"]}]
    data = record_data(deals)
    data["format"] = 1
    assert_fails(
        run(tmp_path, monkeypatch, data),
        'game.json: deal 1, move 2 "draw": format 1 records do not hold this move',
    )


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        (["7Z"], 'deal 1, move 1 "7Z": unknown suit "Z"'),
        (["AH", "AH"], 'deal 1, move 2 "AH": AH is not in seat 1\'s hand'),
        (["AH", "AC", "JC@3:5"], 'deal 1, move 3 "JC@3:5": there is no square 3'),
        (["9H@1:5"], 'deal 1, move 1 "9H@1:5": 9H is not in seat 2\'s hand'),
        (OUT_DEAL + ["AH"], 'deal 1, move 16 "AH": the deal is already over'),
    ],
)
def test_L9_2_a_move_that_does_not_parse_or_is_not_legal(tmp_path, monkeypatch, moves, message):
    result = run(tmp_path, monkeypatch, record_data([{"dealer": 1, "deck": DECK, "moves": moves}]))
    assert_fails(result, "game.json: " + message)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (record_data(rules={"suit_line": 4}), "rules: suit_line must be 2 or 3, not 4"),
        (record_data(rules={"jokers": True}),
         'rules: unknown rules option "jokers" (Leopard has: suit_line, going_out, stock_end)'),
        (record_data(seats=[{"name": "Anna"}]), "seats: Leopard is played by 2 to 4 players, not 1"),
        (record_data(seats=[{"name": "A"}, {"name": "B", "bot": "smart"}]),
         'seat 2: unknown bot level "smart" (known: random, greedy, strong, expert)'),
        (record_data(game="semerka"), "this is a Semerka record, not a Leopard record"),
        (record_data(format=3), "unknown record format 3 (this version reads formats 1, 2)"),
        (record_data(match={"turns": 3}), 'match: unknown key "turns" (known: target, deals, first_dealer)'),
        (record_data([{"dealer": 1, "deck": DECK[:-1], "moves": []}]),
         "deal 1: the deck has 103 cards; the game's deck has 104"),
        (record_data([{"dealer": 1, "deck": DECK[:-1] + ["AH"], "moves": []}]),
         "deal 1: the deck is not the game's deck (too many: AH; missing: KS)"),
        (record_data([{"dealer": 3, "deck": DECK, "moves": []}]),
         "deal 1: the dealer must be a seat from 1 to 2, not 3"),
        (record_data([{"dealer": 1, "deck": DECK, "moves": ["AH"]}, {"dealer": 2, "deck": DECK, "moves": []}]),
         "deal 1: the deal is unfinished but another deal follows"),
        ([], "a record must be a JSON object, not a list"),
    ],
)
def test_bad_record_exits_1_with_one_line(tmp_path, monkeypatch, data, message):
    assert_fails(run(tmp_path, monkeypatch, data), "game.json: " + message)


def test_not_json(tmp_path, monkeypatch):
    result = run(tmp_path, monkeypatch, None, text='{"game": "leopard",')
    assert_fails(result, "game.json: not valid JSON at line 1, column 20: expecting a property name in double quotes")


def test_bad_utf8(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("game.json").write_bytes(b"\xff\xfe{}")
    assert_fails(CliRunner().invoke(cli, ["replay", "game.json"]), "game.json: not UTF-8 text (bad byte at offset 0)")


def test_missing_file_and_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("saves").mkdir()
    assert_fails(CliRunner().invoke(cli, ["replay", "nothing.json"]), "nothing.json: no such file")
    assert_fails(CliRunner().invoke(cli, ["replay", "saves"]), "saves: is a folder, not a record file")


def test_python_m_leopard_replays_the_example():
    result = subprocess.run(
        [sys.executable, "-m", "leopard", "replay", "examples/leopard-match.json", "--json"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert (result.returncode, result.stderr) == (0, "")
    summary = json.loads(result.stdout)
    assert (summary["finished"], summary["winner"], len(summary["deals"])) == (True, 1, 8)
    assert summary["totals"] == [36, 31]


def test_example_is_what_its_script_makes(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "examples" / "make_examples.py"), "--out", str(tmp_path)], check=True)
    for name in ("leopard-match.json", "semerka-match.json"):
        assert (tmp_path / name).read_text(encoding="utf-8") == (ROOT / "examples" / name).read_text(encoding="utf-8")


@settings(max_examples=10)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4]), cut=st.integers(0, 200))
def test_record_written_and_read_back_replays_to_the_same_states(tmp_path_factory, seed, players, cut):
    rng = random.Random(seed)
    options = {"stock_end": rng.choice(["last-card", "play-out"])}
    rules = GAME.make_rules(players, options)
    record = Record.new("leopard", [SeatInfo(f"P{n}") for n in range(1, players + 1)], options, MatchSettings(33))
    deck = list(GAME.deck(rules))
    rng.shuffle(deck)
    record = record.with_new_deal(1, deck)
    state = GAME.deal(rules, 1, deck)
    while GAME.outcome(state) is None and len(record.deals[0].moves) < cut:
        move = rng.choice(GAME.legal_moves(state))
        record = record.with_move(GAME.record_text(state, move))
        state = GAME.apply(state, move)
    path = tmp_path_factory.mktemp("leopard") / "match.json"
    write_record(path, record)
    again = read_record(path, GAME)
    assert again == record
    replayed = replay(again, GAME).deals[0]
    assert replayed.state == state
    assert replayed.outcome == GAME.outcome(state)


def test_four_players_score_by_partnership_square(tmp_path, monkeypatch):
    # Dealer 1: cards go to seats 2, 3, 4, 1, … (L3.2). Seat 2 (square 2, with seat 4, L5.7) holds A-8 of hearts
    # and places A to 7; the others discard their first cards. Seat 4 then asks to go out on the shared square
    # worth 8 and seat 2 agrees (L6.1).
    hearts = [rank + "H" for rank in "A2345678"]
    rest = list(double_deck())
    for card in map(parse_card, hearts):
        rest.remove(card)
    others = [str(card) for card in rest]
    deck = []
    for k in range(8):
        deck += [hearts[k], others[3 * k], others[3 * k + 1], others[3 * k + 2]]
    deck += others[24:]
    seat3, seat4, seat1 = deck[1::4], deck[2::4], deck[3::4]
    moves = []
    for k in range(6):
        moves += [hearts[k], "-" + seat3[k], "-" + seat4[k], "-" + seat1[k]]
    moves += [hearts[6], "-" + seat3[6], "out", "yes"]
    seats = [{"name": "Anna"}, {"name": "Boris"}, {"name": "Vera"}, {"name": "Gleb"}]
    data = record_data([{"dealer": 1, "deck": deck, "moves": moves}], seats=seats, match={"target": 10})
    result = run(tmp_path, monkeypatch, data, "--json")
    assert result.stdout == (
        '{"game": "leopard", "deals": [{"dealer": 1, "complete": true, "went_out": 4, "values": [0, 8], '
        '"scores": [0, 10]}], "totals": [0, 10], "finished": true, "winner": 2}\n'
    )
    text = run(tmp_path, monkeypatch, data).stdout
    assert text.splitlines()[0] == "Deal 1 · dealer Anna · Gleb went out"
    assert text.splitlines()[1].split("  ")[0] == "Anna & Vera"
    assert text.endswith("Totals: Anna & Vera: 0 points, Boris & Gleb: 10 points\nWinner: Boris & Gleb\n")


def test_a_file_that_is_not_a_record_is_one_error_line_like_every_other(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("README.md").write_text("# Leopard and Semerka\n", encoding="utf-8")
    for args in (["replay", "README.md"], ["replay", "README.md", "--json"], ["analyze", "README.md"]):
        assert_fails(CliRunner().invoke(cli, args), "README.md: not valid JSON at line 1, column 1: expecting a value")


@pytest.mark.parametrize(
    ("names", "language", "lines"),
    [
        (
            ["Player 1", "Boris"], "ru",
            ["Сдача 1 · сдающий Игрок 1 · Boris заканчивает сдачу", "Игрок 1                   Boris · сильный       ",
             "Итого: Игрок 1: 8 очков, Boris: 10 очков", "Победитель: Boris"],
        ),
        (
            ["Анна", "Игрок 2"], "en",
            ["Deal 1 · dealer Анна · Player 2 went out", "Анна                      Player 2 · strong     ",
             "Totals: Анна: 8 points, Player 2: 10 points", "Winner: Player 2"],
        ),
    ],
)  # fmt: skip
def test_a_seats_default_name_shows_in_the_language_of_the_replay(tmp_path, monkeypatch, names, language, lines):
    """A record keeps the names its match was played with; a seat's default name shows in the replay's language
    (the heading, the squares, the totals and the winner)."""
    from cardtable.i18n import set_language

    data = record_data(match={"target": 10})
    for seat, name in zip(data["seats"], names):
        seat["name"] = name
    try:
        result = run(tmp_path, monkeypatch, data, "--lang", language)
    finally:
        set_language("en")
    shown = result.stdout.splitlines()
    assert [shown[0], shown[1], *shown[-2:]] == lines
