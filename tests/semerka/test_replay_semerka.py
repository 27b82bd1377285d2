"""``semerka replay``: records of Semerka matches checked, replayed, summarised and printed as JSON (design
"Records"; rules S2, S7, S8)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from replay_helpers import assert_fails, rendered, run_replay

from cardtable.match import MatchSettings
from cardtable.records import Record, SeatInfo, read_record, record_from_json, replay, write_record
from cardtable.cli.group import build_group
from semerka.spec import SPEC as SEMERKA_SPEC

cli = build_group(SEMERKA_SPEC)
from semerka.replay_view import replay_json, replay_summary
from semerka.rules import GAME

ROOT = Path(__file__).resolve().parents[2]
SEATS = [{"name": "Anna"}, {"name": "Boris"}, {"name": "Vera"}, {"name": "Gleb"}]

# Dealer 1, four players: cards go to seats 2, 3, 4, 1, 2, … (S2.2), so seat 2 holds 8C 9S JC QC, seat 3
# 7C 9C JD QD, seat 4 10C 9D JH QH, seat 1 KC 9H JS QS. Seat 2 leads 8C; seat 3's seven beats (S3.2); seat 2 has
# no 8 and no 7, so the trick ends by itself (S3.4) and seat 3 takes it with 10C: 10 points to side 1. Seat 3
# leads the next trick (S4.2): 9C 9D 9H 9S, four nines in a row, burn the deal; seat 2's side wins 3 (S6).
DECK_1 = "8C 7C 10C KC 9S 9C 9D 9H JC JD JH JS QC QD QH QS 7D 7H 7S 8D 8H 8S 10D 10H 10S KD KH KS AC AD AH AS"
MOVES_1 = "8C 7C 10C KC 9C 9D 9H 9S".split()
# Dealer 3: seats 4, 1, 2, 3 get the nines; seat 4 leads and seat 3 plays the fourth: side 1 wins 3.
DECK_2 = "9C 9D 9H 9S " + " ".join(c for c in DECK_1.split() if c[0] != "9")
MOVES_2 = "9C 9D 9H 9S".split()


def deal(dealer, deck, moves):
    return {"dealer": dealer, "deck": deck.split(), "moves": moves}


def record_data(deals=None, match=None, **changes):
    data = {
        "game": "semerka",
        "format": 2,
        "seats": SEATS,
        "rules": {"burning": True},
        "match": match if match is not None else {"target": 5, "deals": None},
        "seed": None,
        "deals": deals if deals is not None else [deal(1, DECK_1, MOVES_1), deal(3, DECK_2, MOVES_2)],
    }
    data.update(changes)
    return data


def run(tmp_path, monkeypatch, data, *args):
    """``semerka replay game.json *args`` in ``tmp_path`` with the record ``data``."""
    return run_replay(cli, tmp_path, monkeypatch, data, *args)


def test_json_gives_every_deal_the_totals_and_the_standing(tmp_path, monkeypatch):
    deals = [deal(1, DECK_1, MOVES_1), deal(3, DECK_2, MOVES_2), deal(4, DECK_1, ["JC"])]
    result = run(tmp_path, monkeypatch, record_data(deals), "--json")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (
        '{"game": "semerka", "deals": ['
        '{"dealer": 1, "complete": true, "points": [10, 0], "tricks": [1, 0], "winner": 2, "value": 3, '
        '"burned": true}, '
        '{"dealer": 3, "complete": true, "points": [0, 0], "tricks": [0, 0], "winner": 1, "value": 3, '
        '"burned": true}, '
        '{"dealer": 4, "complete": false, "points": null, "tricks": null, "winner": null, "value": null, '
        '"burned": null}], '
        '"totals": [3, 3], "finished": false, "winner": null}\n'
    )


def test_S7_2_the_deal_passes_to_the_partner_of_a_losing_dealer(tmp_path, monkeypatch):
    deals = [deal(1, DECK_1, MOVES_1), deal(2, DECK_2, [])]
    assert_fails(
        run(tmp_path, monkeypatch, record_data(deals)),
        "game.json: deal 2: the dealer must be seat 3 after deal 1, not seat 2",
    )


def test_S7_2_the_deal_passes_to_the_left_when_the_dealers_side_won(tmp_path, monkeypatch):
    deals = [deal(1, DECK_1, MOVES_1), deal(3, DECK_2, MOVES_2), deal(1, DECK_1, [])]
    assert_fails(
        run(tmp_path, monkeypatch, record_data(deals)),
        "game.json: deal 3: the dealer must be seat 4 after deal 2, not seat 1",
    )


def test_S7_2_two_players_pass_the_deal_to_the_loser(tmp_path, monkeypatch):
    # Dealer 1: seat 2 gets 9C 9H …, seat 1 9D 9S …; seat 2 leads 9C, seat 1 9D, seat 2 continues 9H, seat 1 9S:
    # four nines, seat 1 burns and wins; the dealer won, so the deal passes to the left, to seat 2, who lost.
    deck = "9C 9D 9H 9S " + " ".join(c for c in DECK_1.split() if c[0] != "9")
    data = record_data([deal(1, deck, MOVES_2), deal(1, deck, [])], seats=SEATS[:2])
    assert_fails(
        run(tmp_path, monkeypatch, data), "game.json: deal 2: the dealer must be seat 2 after deal 1, not seat 1"
    )


def test_S7_1_equal_totals_at_the_end_of_the_series_play_on(tmp_path, monkeypatch):
    result = run(tmp_path, monkeypatch, record_data(match={"target": None, "deals": 2}), "--json")
    summary = json.loads(result.stdout)
    assert (summary["totals"], summary["finished"], summary["winner"]) == ([3, 3], False, None)


def test_S7_1_target_reached_ends_the_match(tmp_path, monkeypatch):
    result = run(tmp_path, monkeypatch, record_data(match={"target": 3}))
    assert_fails(result, "game.json: deal 2: the match was over after deal 1")


def test_S8_2_a_forced_stop_is_never_recorded(tmp_path, monkeypatch):
    # After 8C 7C 10C KC the trick ended by itself; seat 3 now leads, and "stop" is not a lead.
    data = record_data([deal(1, DECK_1, ["8C", "7C", "10C", "KC", "stop"])])
    assert_fails(
        run(tmp_path, monkeypatch, data),
        'game.json: deal 1, move 5 "stop": you lead: play a card to start the trick',
    )


def test_S8_2_the_leader_s_chosen_stop_is_recorded(tmp_path, monkeypatch):
    # Seat 2 leads 8C and still holds 8D, so after the round it chooses: "stop" ends the trick (S3.4).
    deck = DECK_1.replace("JC", "XX").replace("8D", "JC").replace("XX", "8D")
    data = record_data([deal(1, deck, ["8C", "7C", "10C", "KC", "stop", "9C"])])
    result = run(tmp_path, monkeypatch, data, "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["deals"][0]["complete"] is False


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        (["9X"], 'deal 1, move 1 "9X": unknown suit "X"; a move is a card such as 9H, or stop'),
        (["AS"], 'deal 1, move 1 "AS": AS is not in seat 2\'s hand'),
        (["8C", "7C", "stop"], 'deal 1, move 3 "stop": only the leader may stop'),
        (MOVES_1 + ["JC"], 'deal 1, move 9 "JC": the deal is already over'),
    ],
)
def test_S8_2_a_move_that_does_not_parse_or_is_not_legal(tmp_path, monkeypatch, moves, message):
    assert_fails(run(tmp_path, monkeypatch, record_data([deal(1, DECK_1, moves)])), "game.json: " + message)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (record_data(rules={"stakes": "double"}), "rules: stakes must be \"pagat\" or \"single\", not \"double\""),
        (record_data(seats=SEATS + [{"name": "Dima"}]), "seats: Semerka is played by 2 to 4 players, not 5"),
        (record_data([deal(1, DECK_1 + " 7C", [])]), "deal 1: the deck has 33 cards; the game's deck has 32"),
        (record_data([deal(1, DECK_1, [])], seats=SEATS[:3]), "deal 1: the deck has 32 cards; the game's deck has 30"),
        (record_data([deal(1, DECK_1.replace("AS", "2S"), [])]),
         "deal 1: the deck is not the game's deck (too many: 2S; missing: AS)"),
        (record_data(game="leopard"), "this is a Leopard record, not a Semerka record"),
    ],
)
def test_bad_record_exits_1_with_one_line(tmp_path, monkeypatch, data, message):
    assert_fails(run(tmp_path, monkeypatch, data), "game.json: " + message)


def render(match) -> str:
    return rendered(replay_summary(match))


def test_summary_shows_points_tricks_winner_stake_and_burning(tmp_path):
    path = tmp_path / "game.json"
    deals = [deal(1, DECK_1, MOVES_1), deal(3, DECK_2, MOVES_2), deal(4, DECK_1, ["JC"])]
    path.write_text(json.dumps(record_data(deals)), encoding="utf-8")
    assert render(replay(read_record(path, GAME), GAME)) == (
        "              Anna & Vera   Boris & Gleb                                  \n"
        "Deal  Dealer  pts / tricks  pts / tricks  Winner        Stake       Burned\n"
        "──────────────────────────────────────────────────────────────────────────\n"
        "   1  Anna       10 / 1         0 / 0     Boris & Gleb  3 (burned)  yes   \n"
        "   2  Vera        0 / 0         0 / 0     Anna & Vera   3 (burned)  yes   \n"
        "   3  Gleb         —             —        unfinished    —           —     \n"
        "\n"
        "Totals: Anna & Vera: 3 game points, Boris & Gleb: 3 game points\n"
        "The match is not finished.\n"
    )


def test_summary_heads_each_side_with_its_computer_players_levels(tmp_path):
    path = tmp_path / "game.json"
    seats = [{"name": "Anna"}, {"name": "Boris", "bot": "strong:2000"}, {"name": "Vera", "bot": "greedy"}, {"name": "Gleb"}]
    path.write_text(json.dumps(record_data([deal(1, DECK_1, MOVES_1)], seats=seats)), encoding="utf-8")
    lines = render(replay(read_record(path, GAME), GAME)).splitlines()
    assert lines[0].rstrip() == "              Anna & Vera · greedy  Boris · strong & Gleb"
    assert lines[3].rstrip() == "   1  Anna           10 / 1                 0 / 0          Boris & Gleb  3 (burned)  yes"
    assert lines[-2] == "Totals: Anna & Vera: 0 game points, Boris & Gleb: 3 game points"  # the result by names


def test_at_80_columns_names_that_do_not_fit_go_one_a_line_and_are_cut_never_wrapped(tmp_path):
    """A side's heading too long for its column puts its players one a line; where the names do not fit whole even
    so, the levels go first, then a name too long is cut (never wrapped inside it); so for the winner."""
    path = tmp_path / "game.json"
    seats = [{"name": "Anna"}, {"name": "Player 2", "bot": "strong"}, {"name": "Player 3", "bot": "strong"},
             {"name": "Bartholomew-Alexander", "bot": "expert"}]  # fmt: skip
    deals = [deal(1, DECK_1, MOVES_1), deal(3, DECK_2, MOVES_2)]
    path.write_text(json.dumps(record_data(deals, seats=seats)), encoding="utf-8")
    assert [line.rstrip() for line in rendered(replay_summary(replay(read_record(path, GAME), GAME)), 80).splitlines()] == [
        "                 Anna &       Player 2 &",
        "                Player 3   Bartholomew-Alex…",
        "Deal Dealer   pts / tricks   pts / tricks    Winner            Stake      Burned",
        "────────────────────────────────────────────────────────────────────────────────",
        "   1 Anna        10 / 1          0 / 0       Player 2 &        3 (burned) yes",
        "                                             Bartholomew-Alex…",
        "   2 Player 3     0 / 0          0 / 0       Anna &            3 (burned) yes",
        "                                             Player 3",
        "",
        "Totals: Anna & Player 3: 3 game points, Player 2 & Bartholomew-Alexander: 3 game",
        "points",
        "The match is not finished.",
    ]


def test_names_that_fit_stay_on_one_line_and_the_points_and_tricks_wrap_under_them():
    from cardtable.i18n import using_language

    with using_language("ru"):
        match = replay(read_record(ROOT / "examples" / "semerka-match.json", GAME), GAME)
        lines = [line.rstrip() for line in rendered(replay_summary(match), 80).splitlines()]
    assert lines[:4] == [
        "                Anna & Vera   Boris & Gleb",
        "                   очки /        очки /",
        "Сдача  Сдающий     взятки        взятки     Победитель   Ставка          Сгорела",
        "────────────────────────────────────────────────────────────────────────────────",
    ]


def test_summary_of_three_players_and_a_finished_match(tmp_path):
    match = _played_match(3, seed=5, deals=1)
    text = render(match)
    assert text.splitlines()[0].split() == ["Anna", "Boris", "Vera"]
    assert text.splitlines()[1].split()[:2] == ["Deal", "Dealer"]
    assert text.endswith("Winner: " + ["Anna", "Boris", "Vera"][match.status.winner - 1] + "\n")


def _played_match(players: int, seed: int, deals: int, options=None, cut: int | None = None):
    """A match of ``deals`` deals with random legal moves (the last deal stops after ``cut`` moves, if given)."""
    rng = random.Random(seed)
    options = options or {}
    rules = GAME.make_rules(players, options)
    names = ["Anna", "Boris", "Vera", "Gleb"][:players]
    record = Record.new("semerka", [SeatInfo(name) for name in names], options, MatchSettings(None, deals))
    dealer = 1
    for number in range(deals):
        cards = list(GAME.deck(rules))
        rng.shuffle(cards)
        record = record.with_new_deal(dealer, cards)
        state = GAME.deal(rules, dealer, cards)
        last = number == deals - 1
        while GAME.outcome(state) is None and not (last and cut is not None and len(record.deals[-1].moves) >= cut):
            move = rng.choice(GAME.legal_moves(state))
            record = record.with_move(GAME.record_text(state, move))
            state = GAME.apply(state, move)
        if GAME.outcome(state) is not None:
            dealer = GAME.next_dealer(rules, dealer, GAME.outcome(state))
    return replay(record, GAME)


def test_json_of_a_played_deal_matches_its_outcome():
    match = _played_match(4, seed=11, deals=1)
    outcome = match.deals[0].outcome
    assert replay_json(match)["deals"] == [{
        "dealer": 1, "complete": True, "points": list(outcome.points), "tricks": list(outcome.tricks),
        "winner": outcome.winner, "value": outcome.value, "burned": False,
    }]
    assert sum(outcome.points) == 90


def test_four_players_names_keep_whole_at_80_columns_and_the_stake_wraps_instead(tmp_path):
    """The example match with computer players at seats 2-4: at 80 columns each side's players go one a line with
    their levels, every name whole; the winner one a line too, the stake wrapped between its words, the columns one
    space apart. At 100 columns the winners fit on one line and the stake whole."""
    data = json.loads((ROOT / "examples" / "semerka-match.json").read_text(encoding="utf-8"))
    data["seats"] = [{"name": "Anna"}] + [{"name": f"Player {seat}", "bot": "greedy"} for seat in (2, 3, 4)]
    match = replay(record_from_json(data, GAME, "m.json"), GAME, "m.json")
    lines = [line.rstrip() for line in rendered(replay_summary(match), 80).splitlines()]
    assert lines[:10] == [
        "                   Anna &       Player 2 · greedy &",
        "              Player 3 · greedy  Player 4 · greedy",
        "Deal Dealer     pts / tricks       pts / tricks     Winner     Stake      Burned",
        "────────────────────────────────────────────────────────────────────────────────",
        "   1 Player 4      70 / 2             20 / 3        Anna &     1          no",
        "                                                    Player 3",
        "   2 Player 2      10 / 3             80 / 3        Player 2 & 1          no",
        "                                                    Player 4",
        "   3 Player 3      90 / 4              0 / 2        Anna &     2 (all     no",
        "                                                    Player 3   points)",
    ]
    lines = [line.rstrip() for line in rendered(replay_summary(match), 100).splitlines()]
    assert lines[2:7] == [
        "Deal  Dealer      pts / tricks        pts / tricks      Winner               Stake           Burned",
        "───────────────────────────────────────────────────────────────────────────────────────────────────",
        "   1  Player 4       70 / 2              20 / 3         Anna & Player 3      1               no",
        "   2  Player 2       10 / 3              80 / 3         Player 2 & Player 4  1               no",
        "   3  Player 3       90 / 4               0 / 2         Anna & Player 3      2 (all points)  no",
    ]


def test_python_m_semerka_replays_the_example():
    result = subprocess.run(
        [sys.executable, "-m", "semerka", "replay", "examples/semerka-match.json", "--json"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert (result.returncode, result.stderr) == (0, "")
    summary = json.loads(result.stdout)
    assert (summary["finished"], summary["winner"], summary["totals"], len(summary["deals"])) == (True, 1, [6, 4], 7)


@settings(max_examples=10)
@given(
    seed=st.integers(0, 2**32),
    players=st.sampled_from([2, 3, 4]),
    deals=st.integers(1, 3),
    cut=st.integers(0, 40),
    options=st.fixed_dictionaries({}, optional={"burning": st.booleans(), "continue_only_when_losing": st.booleans(),
                                                "stakes": st.sampled_from(["pagat", "single"])}),
)
def test_record_written_and_read_back_replays_to_the_same_states(tmp_path_factory, seed, players, deals, cut, options):
    match = _played_match(players, seed, deals, options, cut)
    path = tmp_path_factory.mktemp("semerka") / "match.json"
    write_record(path, match.record)
    again = read_record(path, GAME)
    assert again == match.record
    assert [d.state for d in replay(again, GAME).deals] == [d.state for d in match.deals]


def test_S2_1_the_first_dealer_is_any_seat_unless_the_match_fixes_it(tmp_path, monkeypatch):
    data = record_data([deal(3, DECK_2, MOVES_2)])
    result = run(tmp_path, monkeypatch, data, "--json")
    assert json.loads(result.stdout)["deals"][0]["dealer"] == 3
    data["match"] = {"first_dealer": 2}
    assert_fails(
        run(tmp_path, monkeypatch, data),
        "game.json: deal 1: the dealer must be seat 2 (match setting first_dealer), not seat 3",
    )


def test_the_totals_keep_a_name_that_ends_in_a_number_apart_from_the_score(tmp_path):
    from click.testing import CliRunner

    from cardtable.i18n import set_language

    data = json.loads((Path(__file__).parents[2] / "examples" / "semerka-match.json").read_text(encoding="utf-8"))
    for seat, name in zip(data["seats"], ["Анна", "Борис", "Игрок 3", "Игрок 4"]):
        seat["name"] = name
    path = tmp_path / "m.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    try:
        result = CliRunner().invoke(cli, ["replay", str(path), "--lang", "ru"])
    finally:
        set_language("en")
    assert result.stdout.endswith(
        "Итого: Анна & Игрок 3: 6 очков партии, Борис & Игрок 4: 4 очка партии\nПобедитель: Анна & Игрок 3\n"
    )


@pytest.mark.parametrize(
    ("names", "language", "lines"),
    [
        (
            ["Анна", "Борис", "Player 3", "Player 4"], "ru",
            ["                   Анна &          Борис &", "                   Игрок 3     Игрок 4 · жадный",
             "    1  Игрок 4     70 / 2           20 / 3       Анна &      1           нет",
             "Итого: Анна & Игрок 3: 6 очков партии, Борис & Игрок 4: 4 очка партии", "Победитель: Анна & Игрок 3"],
        ),
        (
            ["Anna", "Boris", "Игрок 3", "Игрок 4"], "en",
            ["                   Anna &          Boris &", "                  Player 3    Player 4 · greedy",
             "   1  Player 4     70 / 2          20 / 3        Anna &    1              no",
             "Totals: Anna & Player 3: 6 game points, Boris & Player 4: 4 game points", "Winner: Anna & Player 3"],
        ),
    ],
)  # fmt: skip
def test_a_seats_default_name_shows_in_the_language_of_the_replay(tmp_path, names, language, lines):
    """A record keeps the names its match was played with; a seat's default name shows in the replay's language:
    the sides' headings (with a computer player's level), the dealers, the totals and the winner."""
    from click.testing import CliRunner

    from cardtable.i18n import set_language

    data = json.loads((Path(__file__).parents[2] / "examples" / "semerka-match.json").read_text(encoding="utf-8"))
    for seat, name in zip(data["seats"], names):
        seat["name"] = name
    data["seats"][3]["bot"] = "greedy"
    path = tmp_path / "m.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    try:
        result = CliRunner().invoke(cli, ["replay", str(path), "--lang", language])
    finally:
        set_language("en")
    shown = [line.rstrip() for line in result.stdout.splitlines()]
    assert [*shown[:2], shown[4], *shown[-2:]] == lines
