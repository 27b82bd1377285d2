"""Records: reading, checking, replaying and writing match records, against a tiny game made for the tests.

The fake game: a stock of six clubs (A to 6); in turn from the dealer's left each player either takes the top
card ("take") or burns it ("burn", not allowed on the last card). When the stock is empty the player with the
highest sum of ranks taken wins 1 + ``bonus`` game points (a tie: nobody). The deal passes to the left.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards import Card, Rank, Suit, parse_card
from cardtable.game import IllegalMove, InvalidMove, RulesError
from cardtable.match import MatchSettings
from cardtable.records import (
    DealRecord,
    Record,
    RecordError,
    SeatInfo,
    dumps_record,
    read_record,
    record_to_json,
    replay,
    write_record,
)


@dataclass(frozen=True)
class FakeRules:
    players: int
    bonus: int = 0


@dataclass(frozen=True)
class FakeState:
    rules: FakeRules
    stock: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], ...]
    turn: int | None


@dataclass(frozen=True)
class FakeOutcome:
    sums: tuple[int, ...]
    winner: int | None
    value: int


class FakeGame:
    name = "fake"
    series_tie = "share"
    default_target = 3
    min_players = 2
    max_players = 3

    def make_rules(self, players, options):
        for key, value in options.items():
            if key != "bonus":
                raise RulesError(f'unknown option "{key}"')
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 5:
                raise RulesError(f'"bonus" must be 0 to 5, not {json.dumps(value)}')
        return FakeRules(players, options.get("bonus", 0))

    def rules_options(self, rules):
        return {"bonus": rules.bonus}

    def players(self, rules):
        return rules.players

    def sides(self, rules):
        return rules.players

    def side_of(self, rules, seat):
        return seat

    def deck(self, rules):
        return tuple(Card(Rank(n), Suit.CLUBS) for n in range(1, 7))

    def deal(self, rules, dealer, deck):
        return FakeState(rules, tuple(deck), ((),) * rules.players, dealer % rules.players + 1)

    def to_move(self, state):
        return state.turn

    def legal_moves(self, state):
        if state.turn is None:
            return ()
        return ("take", "burn") if len(state.stock) > 1 else ("take",)

    def apply(self, state, move):
        if move not in self.legal_moves(state):
            raise IllegalMove("the last card cannot be burned")
        top, stock = state.stock[0], state.stock[1:]
        piles = list(state.piles)
        if move == "take":
            piles[state.turn - 1] += (top,)
        turn = state.turn % state.rules.players + 1 if stock else None
        return FakeState(state.rules, stock, tuple(piles), turn)

    def outcome(self, state):
        if state.turn is not None:
            return None
        sums = tuple(sum(card.rank for card in pile) for pile in state.piles)
        leaders = [seat for seat, total in enumerate(sums, start=1) if total == max(sums)]
        return FakeOutcome(sums, leaders[0] if len(leaders) == 1 else None, 1 + state.rules.bonus)

    def deal_points(self, outcome):
        seats = range(1, len(outcome.sums) + 1)
        return tuple(outcome.value if outcome.winner == seat else 0 for seat in seats)

    def next_dealer(self, rules, dealer, outcome):
        return dealer % rules.players + 1

    def observation(self, state, seat):
        return state

    def resample(self, observation, rng):
        return observation

    def parse_move(self, text, observation):
        return self._parse(observation, text)

    def format_move(self, move, observation):
        return move

    def record_moves(self, state, text, format):
        return (self._parse(state, text),)

    def _parse(self, state, text):
        if text not in ("take", "burn"):
            raise InvalidMove('not a move: type "take" or "burn"')
        return text

    def record_text(self, state, move):
        return move


GAME = FakeGame()
DECK = ["AC", "2C", "3C", "4C", "5C", "6C"]
# Dealer 1 and six takes: seat 2 takes A 3 5 (9), seat 1 takes 2 4 6 (12), seat 1 wins.
TAKES = ["take"] * 6


def record_data(**changes):
    data = {
        "game": "fake",
        "format": 2,
        "seats": [{"name": "Anna"}, {"name": "Boris", "bot": "greedy"}],
        "rules": {},
        "match": {"target": 3, "deals": None},
        "seed": 7,
        "deals": [{"dealer": 1, "deck": DECK, "moves": TAKES}],
    }
    data.update(changes)
    return data


def write(tmp_path, data, name="game.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def error_of(tmp_path, data):
    """The message of the RecordError reading ``data`` from game.json gives (relative name, as a user types it)."""
    write(tmp_path, data)
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        with pytest.raises(RecordError) as caught:
            read_record("game.json", GAME)
    finally:
        os.chdir(cwd)
    return str(caught.value)


# --- reading a good record ----------------------------------------------------------------------------------------


def test_read_record_gives_the_record_with_parsed_cards(tmp_path):
    record = read_record(write(tmp_path, record_data()), GAME)
    assert record == Record(
        game="fake",
        seats=(SeatInfo("Anna"), SeatInfo("Boris", "greedy")),
        rules={},
        match=MatchSettings(3, None, None),
        seed=7,
        deals=(DealRecord(1, tuple(map(parse_card, DECK)), tuple(TAKES)),),
    )


def test_missing_match_keys_take_the_game_defaults(tmp_path):
    data = record_data()
    del data["match"], data["seed"], data["rules"]
    record = read_record(write(tmp_path, data), GAME)
    assert (record.match, record.seed, record.rules) == (MatchSettings(3, None, None), None, {})


def test_explicit_null_target_means_no_target(tmp_path):
    record = read_record(write(tmp_path, record_data(match={"target": None, "deals": 2})), GAME)
    assert record.match == MatchSettings(None, 2, None)


def test_null_target_and_null_deals_is_an_endless_match_that_never_finishes(tmp_path):
    deals = [{"dealer": 1, "deck": DECK, "moves": TAKES}, {"dealer": 2, "deck": DECK[::-1], "moves": TAKES},
             {"dealer": 1, "deck": DECK, "moves": TAKES}]  # fmt: skip
    record = read_record(write(tmp_path, record_data(deals=deals, match={"target": None, "deals": None})), GAME)
    assert record.match == MatchSettings(None, None, None) and record.match.endless
    match = replay(record, GAME)
    assert (match.status.totals, match.finished, match.status.winner, match.next_dealer) == ((3, 0), False, None, 2)
    assert record_to_json(record)["match"] == {"target": None, "deals": None}


def test_replay_gives_states_outcome_points_and_status(tmp_path):
    deals = [
        {"dealer": 1, "deck": DECK, "moves": TAKES},
        {"dealer": 2, "deck": DECK, "moves": ["burn", "take"]},
    ]
    record = read_record(write(tmp_path, record_data(deals=deals)), GAME)
    match = replay(record, GAME)
    first, second = match.deals
    assert match.record.deals[0].moves == tuple(TAKES)
    assert first.state.piles == ((parse_card("2C"), parse_card("4C"), parse_card("6C")),
                                 (parse_card("AC"), parse_card("3C"), parse_card("5C")))
    assert (first.number, first.dealer, first.complete) == (1, 1, True)
    assert first.outcome == FakeOutcome((12, 9), 1, 1)
    assert (first.points, first.next_dealer) == ((1, 0), 2)
    assert (second.number, second.dealer, second.complete, second.outcome, second.points) == (2, 2, False, None, None)
    assert second.state.piles == ((), (parse_card("2C"),))
    assert match.current is second
    assert match.next_dealer is None
    assert (match.status.totals, match.status.finished, match.status.winner) == ((1, 0), False, None)
    assert match.rules == FakeRules(2)


def test_next_dealer_after_a_complete_deal_and_before_any(tmp_path):
    match = replay(read_record(write(tmp_path, record_data()), GAME), GAME)
    assert (match.current, match.next_dealer) == (None, 2)
    empty = replay(read_record(write(tmp_path, record_data(deals=[], match={"first_dealer": 2})), GAME), GAME)
    assert (empty.deals, empty.next_dealer, empty.status.totals) == ((), 2, (0, 0))


def test_L8_1_match_ends_at_the_target_and_names_the_winner(tmp_path):
    deals = [{"dealer": 1, "deck": DECK, "moves": TAKES}, {"dealer": 2, "deck": DECK[::-1], "moves": TAKES}]
    # Second deal, dealer 2: seat 1 takes 6 4 2 (12), seat 2 takes 5 3 A (9).
    match = replay(read_record(write(tmp_path, record_data(deals=deals, match={"target": 2})), GAME), GAME)
    assert (match.status.totals, match.finished, match.status.winner, match.next_dealer) == ((2, 0), True, 1, None)


def test_L8_2_fixed_series_shares_equal_totals(tmp_path):
    swapped = ["2C", "AC", "4C", "3C", "6C", "5C"]  # dealer 2: seat 1 takes 2 4 6; deal 2 with dealer 2
    deals = [{"dealer": 1, "deck": DECK, "moves": TAKES}, {"dealer": 2, "deck": swapped[::-1], "moves": TAKES}]
    data = record_data(deals=deals, match={"target": None, "deals": 2})
    match = replay(read_record(write(tmp_path, data), GAME), GAME)
    assert match.deals[1].outcome.winner == 2
    status = match.status
    assert (status.totals, status.finished, status.winners, status.winner) == ((1, 1), True, (1, 2), None)


# --- bad files -----------------------------------------------------------------------------------------------------


def test_missing_file(tmp_path):
    with pytest.raises(RecordError) as caught:
        read_record(tmp_path / "nothing.json", GAME)
    assert str(caught.value) == f"{tmp_path / 'nothing.json'}: no such file"


def test_a_folder_is_not_a_record(tmp_path):
    with pytest.raises(RecordError) as caught:
        read_record(tmp_path, GAME)
    assert str(caught.value) == f"{tmp_path}: is a folder, not a record file"


def test_unreadable_file(tmp_path, monkeypatch):
    path = write(tmp_path, record_data())

    def refuse(self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "read_bytes", refuse)
    with pytest.raises(RecordError) as caught:
        read_record(path, GAME)
    assert str(caught.value) == f"{path}: cannot read the file: permission denied"


def test_bad_utf8(tmp_path):
    path = tmp_path / "game.json"
    path.write_bytes(b'{"game": "f\xe9ke"}')
    with pytest.raises(RecordError) as caught:
        read_record(path, GAME)
    assert str(caught.value) == f"{path}: not UTF-8 text (bad byte at offset 11)"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "game.json: not valid JSON at line 1, column 1: expecting a value"),
        (
            '{"game": "fake",\n "format": 1,,}',
            "game.json: not valid JSON at line 2, column 14: expecting a property name in double quotes",
        ),
        ('{"game": "fake",\n "format', "game.json: not valid JSON at line 2, column 2: unterminated string"),
        ('{"game": "fa\tke"}', "game.json: not valid JSON at line 1, column 13: control character in a string"),
        ('{"seed": NaN}', "game.json: not valid JSON (NaN is not a JSON number)"),
        ('{"game": "fake", "game": "fake"}', 'game.json: not valid JSON (duplicate key "game")'),
    ],
)
def test_not_json(tmp_path, monkeypatch, text, message):
    (tmp_path / "game.json").write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(RecordError) as caught:
        read_record("game.json", GAME)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "game.json: это не JSON в строке 1, столбце 1: здесь нужно значение"),
        ('{"game": "fake",\n "format": 1,,}', "game.json: это не JSON в строке 2, столбце 14: здесь нужно имя поля в "
                                              "двойных кавычках"),
        ('{"game": "fake"} x', "game.json: это не JSON в строке 1, столбце 18: лишний текст после JSON"),
        ('{"game": "fake",\n "format', "game.json: это не JSON в строке 2, столбце 2: строка без закрывающей кавычки"),
        ("[" * 100_000, "game.json: это не JSON (слишком глубокая вложенность)"),
    ],
)
def test_not_json_says_why_in_russian(tmp_path, monkeypatch, text, message):
    from cardtable.i18n import using_language

    (tmp_path / "game.json").write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with using_language("ru"), pytest.raises(RecordError) as caught:
        read_record("game.json", GAME)
    assert str(caught.value) == message


def test_a_reason_of_the_json_reader_without_a_translation_is_left_out_in_russian(tmp_path, monkeypatch):
    import json

    from cardtable.i18n import using_language

    def refuse(*args, **kwargs):
        raise json.JSONDecodeError("Some new reason at", "{}", 1)

    (tmp_path / "game.json").write_text("{}", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(json, "loads", refuse)
    with pytest.raises(RecordError) as english:
        read_record("game.json", GAME)
    with using_language("ru"), pytest.raises(RecordError) as russian:
        read_record("game.json", GAME)
    assert str(english.value) == "game.json: not valid JSON at line 1, column 2: some new reason"
    assert str(russian.value) == "game.json: это не JSON в строке 1, столбце 2"


# --- wrong shape and content ---------------------------------------------------------------------------------------

BAD_RECORDS = [
    # (what to change, expected message after "game.json: ")
    ([1, 2], "a record must be a JSON object, not a list"),
    (record_data(extra=1), 'unknown key "extra" (known: game, format, seats, rules, match, seed, deals)'),
    ({k: v for k, v in record_data().items() if k != "deals"}, '"deals" is missing'),
    ({k: v for k, v in record_data().items() if k != "format"}, '"format" is missing'),
    (record_data(game="semerka"), "this is a Semerka record, not a Fake record"),
    (record_data(game=3), '"game" must be "fake", not 3'),
    (record_data(format=3), "unknown record format 3 (this version reads formats 1, 2)"),
    (record_data(format="1"), 'unknown record format "1" (this version reads formats 1, 2)'),
    (record_data(format=True), "unknown record format true (this version reads formats 1, 2)"),
    (record_data(seats={"name": "Anna"}), "seats: must be a list, not an object"),
    (record_data(seats=[{"name": "Anna"}]), "seats: Fake is played by 2 to 3 players, not 1"),
    (record_data(seats=[{"name": n} for n in "ABCD"]), "seats: Fake is played by 2 to 3 players, not 4"),
    (record_data(seats=[{"name": "Anna"}, "Boris"]), "seat 2: must be an object, not text"),
    (record_data(seats=[{"name": "Anna"}, {"name": 5}]), 'seat 2: "name" must be non-empty text'),
    (record_data(seats=[{"name": "Anna"}, {"bot": "random"}]), 'seat 2: "name" must be non-empty text'),
    (record_data(seats=[{"name": " "}, {"name": "Boris"}]), 'seat 1: "name" must be non-empty text'),
    (record_data(seats=[{"name": "Anna"}, {"name": "B", "bot": "genius"}]),
     'seat 2: unknown bot level "genius" (known: random, greedy, strong, expert)'),
    (record_data(seats=[{"name": "Anna"}, {"name": "B", "bot": "greedy:100"}]),
     'seat 2: bot level "greedy" takes no budget: only a search level does (strong:2000, strong:0.5s)'),
    (record_data(seats=[{"name": "Anna"}, {"name": "B", "bot": "strong:0"}]),
     'seat 2: "strong:0": a budget is playouts from 1 to 1000000 (strong:2000) or seconds from 0.01 to 600 '
     "(strong:0.5s)"),
    (record_data(seats=[{"name": "Anna"}, {"name": "B", "bot": "genius:100"}]),
     'seat 2: unknown bot level "genius:100" (known: random, greedy, strong, expert)'),
    (record_data(seats=[{"name": "Anna"}, {"name": "B", "bot": 1}]),
     "seat 2: unknown bot level a number (known: random, greedy, strong, expert)"),
    (record_data(seats=[{"name": "Anna", "colour": "red"}, {"name": "B"}]),
     'seat 1: unknown key "colour" (known: name, bot, hints, undos)'),
    (record_data(rules=[]), "rules: must be an object, not a list"),
    (record_data(rules={"speed": 1}), 'rules: unknown option "speed"'),
    (record_data(rules={"bonus": 9}), 'rules: "bonus" must be 0 to 5, not 9'),
    (record_data(match=5), "match: must be an object, not a number"),
    (record_data(match={"length": 5}), 'match: unknown key "length" (known: target, deals, first_dealer)'),
    (record_data(match={"target": 0}), 'match: "target" must be a whole number of at least 1 or null, not 0'),
    (record_data(match={"deals": "3"}), 'match: "deals" must be a whole number of at least 1 or null, not "3"'),
    (record_data(match={"target": True}), 'match: "target" must be a whole number of at least 1 or null, not true'),
    (record_data(match={"first_dealer": 3}), 'match: "first_dealer" must be a seat from 1 to 2, not 3'),
    (record_data(seed="x"), '"seed" must be a whole number or null, not "x"'),
    (record_data(deals={}), '"deals" must be a list, not an object'),
    (record_data(deals=[[]]), "deal 1: a deal must be an object, not a list"),
    (record_data(deals=[{"dealer": 1, "deck": DECK, "moves": [], "cut": 3}]),
     'deal 1: unknown key "cut" (known: dealer, deck, moves, hinted)'),
    (record_data(deals=[{"deck": DECK}]), 'deal 1: "dealer" is missing'),
    (record_data(deals=[{"dealer": 1}]), 'deal 1: "deck" is missing'),
    (record_data(deals=[{"dealer": 0, "deck": DECK}]), "deal 1: the dealer must be a seat from 1 to 2, not 0"),
    (record_data(deals=[{"dealer": "1", "deck": DECK}]), 'deal 1: the dealer must be a seat from 1 to 2, not "1"'),
    (record_data(deals=[{"dealer": 1, "deck": "AC 2C"}]), 'deal 1: "deck" must be a list of cards, not text'),
    (record_data(deals=[{"dealer": 1, "deck": DECK[:5]}]), "deal 1: the deck has 5 cards; the game's deck has 6"),
    (record_data(deals=[{"dealer": 1, "deck": DECK[:5] + ["5C"]}]),
     "deal 1: the deck is not the game's deck (too many: 5C; missing: 6C)"),
    (record_data(deals=[{"dealer": 1, "deck": DECK[:5] + ["6H"]}]),
     "deal 1: the deck is not the game's deck (too many: 6H; missing: 6C)"),
    (record_data(deals=[{"dealer": 1, "deck": DECK[:5] + ["6Z"]}]), 'deal 1: deck card 6: "6Z": unknown suit "Z"'),
    (record_data(deals=[{"dealer": 1, "deck": DECK[:5] + [6]}]), "deal 1: deck card 6 must be text, not 6"),
    (record_data(deals=[{"dealer": 1, "deck": DECK, "moves": "take"}]),
     'deal 1: "moves" must be a list of text, not text'),
    (record_data(deals=[{"dealer": 1, "deck": DECK, "moves": ["take", 7]}]),
     'deal 1, move 2 "7": a move must be text, not a number'),
    (record_data(seats=[{"name": "Anna", "hints": -1}, {"name": "B"}]),
     'seat 1: "hints" must be a whole number from 0, not -1'),
    (record_data(seats=[{"name": "Anna", "undos": "2"}, {"name": "B"}]),
     'seat 1: "undos" must be a whole number from 0, not "2"'),
    (record_data(deals=[{"dealer": 1, "deck": DECK, "moves": ["take"], "hinted": [2]}]),
     'deal 1: "hinted" must be a list of increasing move numbers from 1 to 1'),
    (record_data(deals=[{"dealer": 1, "deck": DECK, "moves": ["take", "take"], "hinted": [2, 1]}]),
     'deal 1: "hinted" must be a list of increasing move numbers from 1 to 2'),
]


@pytest.mark.parametrize(("data", "message"), BAD_RECORDS)
def test_bad_record_gives_one_line_naming_the_file_and_the_problem(tmp_path, data, message):
    assert error_of(tmp_path, data) == f"game.json: {message}"


@pytest.mark.parametrize("level", ["expert", "strong:2000", "expert:0.5s", "strong:1000000", "strong:600s"])
def test_a_seat_may_name_a_search_level_with_a_budget(tmp_path, level):
    seats = [{"name": "Anna"}, {"name": "Boris", "bot": level}]
    assert read_record(write(tmp_path, record_data(seats=seats)), GAME).seats[1] == SeatInfo("Boris", level)


def test_a_move_that_does_not_parse(tmp_path):
    data = record_data(deals=[{"dealer": 1, "deck": DECK, "moves": ["take", "grab"]}])
    assert error_of(tmp_path, data) == 'game.json: deal 1, move 2 "grab": not a move: type "take" or "burn"'


def test_an_illegal_move(tmp_path):
    data = record_data(deals=[{"dealer": 1, "deck": DECK, "moves": ["take"] * 5 + ["burn"]}])
    assert error_of(tmp_path, data) == 'game.json: deal 1, move 6 "burn": the last card cannot be burned'


def test_move_text_is_escaped_to_stay_on_one_line(tmp_path):
    data = record_data(deals=[{"dealer": 1, "deck": DECK, "moves": ['ta"ke\nnow']}])
    assert error_of(tmp_path, data) == 'game.json: deal 1, move 1 "ta\\"ke\\nnow": not a move: type "take" or "burn"'


def test_moves_after_the_deal_ended(tmp_path):
    data = record_data(deals=[{"dealer": 1, "deck": DECK, "moves": TAKES + ["take"]}])
    assert error_of(tmp_path, data) == 'game.json: deal 1, move 7 "take": the deal is already over'


def test_unfinished_deal_followed_by_another(tmp_path):
    deals = [{"dealer": 1, "deck": DECK, "moves": ["take"]}, {"dealer": 2, "deck": DECK, "moves": []}]
    assert error_of(tmp_path, record_data(deals=deals)) == (
        "game.json: deal 1: the deal is unfinished but another deal follows"
    )


def test_deal_after_the_match_finished(tmp_path):
    deals = [{"dealer": 1, "deck": DECK, "moves": TAKES}, {"dealer": 2, "deck": DECK, "moves": []}]
    data = record_data(deals=deals, match={"target": 1})
    assert error_of(tmp_path, data) == "game.json: deal 2: the match was over after deal 1"


def test_later_dealer_must_be_the_one_the_rules_name(tmp_path):
    deals = [{"dealer": 2, "deck": DECK, "moves": TAKES}, {"dealer": 2, "deck": DECK, "moves": []}]
    assert error_of(tmp_path, record_data(deals=deals)) == (
        "game.json: deal 2: the dealer must be seat 1 after deal 1, not seat 2"
    )


def test_first_dealer_is_free_unless_the_match_fixes_it(tmp_path):
    data = record_data(deals=[{"dealer": 2, "deck": DECK, "moves": []}])
    assert read_record(write(tmp_path, data), GAME).deals[0].dealer == 2
    data["match"] = {"first_dealer": 1}
    assert error_of(tmp_path, data) == (
        "game.json: deal 1: the dealer must be seat 1 (match setting first_dealer), not seat 2"
    )


def test_replay_checks_a_record_made_in_memory():
    record = Record.new("fake", [SeatInfo("A"), SeatInfo("B")], {}, MatchSettings(3))
    record = record.with_new_deal(1, tuple(map(parse_card, DECK))).with_move("burn").with_move("skip")
    with pytest.raises(RecordError) as caught:
        replay(record, GAME, "autosave.json")
    assert str(caught.value) == 'autosave.json: deal 1, move 2 "skip": not a move: type "take" or "burn"'
    assert (caught.value.deal, caught.value.move, caught.value.text) == (1, 2, "skip")
    assert caught.value.reason == 'not a move: type "take" or "burn"'


# --- building and writing -----------------------------------------------------------------------------------------


def test_with_new_deal_and_with_move_append_without_changing_the_original():
    empty = Record.new("fake", [SeatInfo("A"), SeatInfo("B", "strong")], {"bonus": 1}, MatchSettings(3), seed=5)
    dealt = empty.with_new_deal(2, tuple(map(parse_card, DECK)))
    moved = dealt.with_move("take").with_move("burn")
    assert empty.deals == ()
    assert dealt.deals == (DealRecord(2, tuple(map(parse_card, DECK)), ()),)
    assert moved.deals[0].moves == ("take", "burn")
    with pytest.raises(ValueError):
        empty.with_move("take")


def test_written_file_has_the_documented_layout(tmp_path):
    record = Record.new("fake", [SeatInfo("Anna"), SeatInfo("Boris", "strong")], {"bonus": 1}, MatchSettings(3))
    record = record.with_new_deal(1, tuple(map(parse_card, DECK))).with_move("take")
    assert dumps_record(record) == (
        "{\n"
        '  "game": "fake",\n'
        '  "format": 2,\n'
        '  "seats": [{"name": "Anna"}, {"name": "Boris", "bot": "strong"}],\n'
        '  "rules": {"bonus": 1},\n'
        '  "match": {"target": 3, "deals": null},\n'
        '  "seed": null,\n'
        '  "deals": [\n'
        "    {\n"
        '      "dealer": 1,\n'
        '      "deck": ["AC", "2C", "3C", "4C", "5C", "6C"],\n'
        '      "moves": ["take"]\n'
        "    }\n"
        "  ]\n"
        "}\n"
    )
    assert json.loads(dumps_record(record)) == record_to_json(record)


def test_write_then_read_gives_the_same_record(tmp_path):
    record = read_record(write(tmp_path, record_data(match={"target": 3, "deals": 4, "first_dealer": 1})), GAME)
    write_record(tmp_path / "sub" / "copy.json", record)
    assert read_record(tmp_path / "sub" / "copy.json", GAME) == record
    assert sorted(p.name for p in (tmp_path / "sub").iterdir()) == ["copy.json"]


def test_write_is_atomic_a_failed_rename_keeps_the_old_file(tmp_path, monkeypatch):
    path = write(tmp_path, record_data())
    before = path.read_text(encoding="utf-8")
    record = read_record(path, GAME)

    def fail(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        write_record(path, replace(record, seed=99))
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@settings(max_examples=25)
@given(seed=st.integers(0, 2**32), deals=st.integers(1, 3), players=st.integers(2, 3))
def test_record_written_and_read_back_replays_to_the_same_states(tmp_path_factory, seed, deals, players):
    rng = random.Random(seed)
    record = Record.new("fake", [SeatInfo(f"P{n}") for n in range(players)], {}, MatchSettings(None, deals))
    dealer = rng.randint(1, players)
    for number in range(deals):
        deck = list(GAME.deck(None))
        rng.shuffle(deck)
        record = record.with_new_deal(dealer, deck)
        state = GAME.deal(FakeRules(players), dealer, deck)
        last = number == deals - 1
        while GAME.to_move(state) is not None and not (last and rng.random() < 0.2):
            move = rng.choice(GAME.legal_moves(state))
            record = record.with_move(GAME.record_text(state, move))
            state = GAME.apply(state, move)
        dealer = dealer % players + 1
    path = tmp_path_factory.mktemp("records") / "match.json"
    write_record(path, record)
    again = read_record(path, GAME)
    assert again == record
    assert [d.state for d in replay(again, GAME).deals] == [d.state for d in replay(record, GAME).deals]


def test_hints_undos_and_hinted_moves_are_read_and_written_back(tmp_path):
    data = record_data(
        seats=[{"name": "Anna", "hints": 2, "undos": 1}, {"name": "B", "bot": "random"}],
        deals=[{"dealer": 1, "deck": DECK, "moves": ["take", "take"], "hinted": [1, 2]}],
    )
    record = read_record(write(tmp_path, data), GAME)
    assert (record.seats[0].hints, record.seats[0].undos, record.seats[1].hints) == (2, 1, 0)
    assert record.deals[0].hinted == (1, 2)
    written = record_to_json(record)
    assert written["seats"] == [{"name": "Anna", "hints": 2, "undos": 1}, {"name": "B", "bot": "random"}]
    assert written["deals"][0]["hinted"] == [1, 2]
    assert "hinted" not in record_to_json(replace(record, deals=(replace(record.deals[0], hinted=()),)))["deals"][0]


def test_the_saved_file_keeps_hints_undos_and_hinted_moves(tmp_path):
    data = record_data(
        seats=[{"name": "Anna", "hints": 2, "undos": 1}, {"name": "B", "bot": "random"}],
        deals=[{"dealer": 1, "deck": DECK, "moves": ["take", "take"], "hinted": [1, 2]}],
    )
    record = read_record(write(tmp_path, data), GAME)
    path = tmp_path / "again.json"
    write_record(path, record)
    assert read_record(path, GAME) == record
    assert '      "moves": ["take", "take"],\n      "hinted": [1, 2]\n' in path.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "запись должна быть объектом JSON, а не списком"),
        (record_data(deals={}), '"deals" должно быть списком, а не объектом'),
        (record_data(seed=[7]), '"seed" должно быть целым числом или null, а не списком'),
        (
            record_data(deals=[{"dealer": 1, "deck": DECK, "moves": [5]}]),
            'сдача 1, ход 1 "5": ход должен быть строкой, а не числом',
        ),
        (
            record_data(deals=[{"dealer": 1, "deck": DECK, "moves": "take"}]),
            'сдача 1: "moves" должно быть списком строк, а не строкой',
        ),
    ],
)
def test_the_type_after_not_is_in_the_instrumental_case_in_russian(tmp_path, data, message):
    from cardtable.i18n import using_language

    with using_language("ru"):
        assert error_of(tmp_path, data) == f"game.json: {message}"
