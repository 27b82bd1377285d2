"""The lean ``replay --json`` reader (cardtable.quick_replay) against the one full way (load_match and the replay
view): a good record of any variant is taken and gives the same object; a spoilt one is either left to the full
reader (None) or, when taken, gives what the full reader gives. Never an object where the full reader refuses."""

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.match import MatchSettings
from cardtable.quick_replay import replay_json
from cardtable.records import RecordError, SeatInfo, dumps_record, load_match
from leopard.spec import SPEC as LEOPARD
from semerka.spec import SPEC as SEMERKA
from tests.test_fast_replay import random_record

OPTIONS = {
    "semerka": {"burning": True, "stakes": "single", "continue_only_when_losing": True, "burn_value": 2},
    "leopard": {"suit_line": 3, "going_out": "abbott", "stock_end": "play-out"},
}
VARIANTS = [(spec, players, options) for spec in (SEMERKA, LEOPARD) for players in (2, 3, 4) for options in ({}, OPTIONS[spec.name])]
IDS = [f"{spec.name}-{players}p-{'options' if options else 'defaults'}" for spec, players, options in VARIANTS]


def quick(spec, path):
    return replay_json(path, spec._load("quick_replay", spec.quick_replay))


def full_json(spec, path):
    """What ``GAME replay FILE --json`` prints by the full reader, as JSON values, or the error's message."""
    try:
        match = load_match(path, spec.game())
    except RecordError as error:
        return str(error)
    return json.loads(json.dumps(spec.replay_module().replay_json(match)))


def written(tmp_path, data, name="game.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


SETTINGS = [MatchSettings(None, None, 1), MatchSettings(3, None, None), MatchSettings(None, 4, 2)]


@pytest.mark.parametrize(("spec", "players", "options"), VARIANTS, ids=IDS)
@pytest.mark.parametrize("settings_", SETTINGS, ids=["series-of-none", "target-3", "series-of-4"])
def test_a_good_record_is_taken_and_prints_the_same(tmp_path, spec, players, options, settings_):
    """A match with a target (L8.1, S7.1) or a series (L8.2, S7.1), finished or not, prints the same object."""
    for seed in range(3):
        record = random_record(spec.game(), players, options, deals=5, seed=seed, unfinished=seed == 1)
        record = replace(record, match=settings_, deals=record.deals[: 5 if settings_.target is None else 2])
        if settings_.first_dealer is not None:
            record = with_first_dealer(spec, record, settings_.first_dealer)
        path = written(tmp_path, dumps_record(record))
        expected = full_json(spec, path)
        if isinstance(expected, str):  # the match was over before its last deal: the full reader's error
            assert quick(spec, path) is None
            continue
        assert quick(spec, path) == expected


def with_first_dealer(spec, record, seat):
    """``record`` played again from the same decks with ``seat`` dealing first and every later dealer the one the
    rules name (L3.1, S7.2), random legal moves."""
    game = spec.game()
    rules = game.make_rules(len(record.seats), record.rules)
    rng = random.Random(seat)
    deals, dealer = [], seat
    for deal in record.deals:
        state = game.deal(rules, dealer, deal.deck)
        moves = []
        while (legal := game.legal_moves(state)) and len(moves) < len(deal.moves):
            move = rng.choice(legal)
            moves.append(game.record_text(state, move))
            state = game.apply(state, move)
        deals.append(replace(deal, dealer=dealer, moves=tuple(moves)))
        outcome = game.outcome(state)
        if outcome is None:
            break
        dealer = game.next_dealer(rules, dealer, outcome)
    return replace(record, deals=tuple(deals))


@pytest.mark.parametrize("spec", [SEMERKA, LEOPARD], ids=["semerka", "leopard"])
def test_a_bot_budget_is_left_to_the_full_reader(tmp_path, spec):
    """A bot level with a budget is left to the full reader (which checks the budget); a plain one is taken."""
    record = random_record(spec.game(), 4, {}, deals=2, seed=3)
    bots = replace(record, seats=(SeatInfo("A", "strong:0.5s"), *record.seats[1:]))
    assert quick(spec, written(tmp_path, dumps_record(bots))) is None
    plain = replace(record, seats=(SeatInfo("A", "strong", hints=2), *record.seats[1:]))
    path = written(tmp_path, dumps_record(plain))
    assert quick(spec, path) == full_json(spec, path)


def spoil(data, rng):
    """One random change to a record's JSON values: a key dropped, added or given another value, a deal's
    dealer, deck, moves or hinted changed."""
    data = json.loads(json.dumps(data))
    others = [None, True, 0, 1, 2, 5, -1, 2.5, "", "x", "stop", "7H", " 7h", [], {}, [1], {"a": 1}, "strong:0", "Bot 1"]
    where = rng.randrange(7)
    if where == 0:
        key = rng.choice([*data, "extra"])
        if key in data and rng.random() < 0.5:
            del data[key]
        else:
            data[key] = rng.choice(others)
    elif where == 1:
        seat = rng.choice(data["seats"])
        key = rng.choice(["name", "bot", "hints", "undos", "extra"])
        seat[key] = rng.choice([*others, "BOT 2", "a\x1bb", "\u200d"])
    elif where == 2:
        data["match"] = rng.choice([None, [], {}, {"target": rng.choice(others)}, {"deals": 1}, {"first_dealer": 4}])
    elif where == 3:
        data["rules"] = rng.choice([None, [], {"burning": rng.choice(others)}, {"stakes": "single"}, {"x": 1}])
    else:
        deal = rng.choice(data["deals"])
        key = rng.choice(["dealer", "deck", "moves", "hinted", "extra"])
        if key == "deck" and rng.random() < 0.7:
            deck = deal["deck"]
            i, j = rng.randrange(len(deck)), rng.randrange(len(deck))
            deck[i] = rng.choice([deck[j], "10h", "8C", "XX"])
        elif key == "moves" and deal["moves"] and rng.random() < 0.8:
            moves = deal["moves"]
            moves[rng.randrange(len(moves))] = rng.choice([*moves, "stop", "9s", "AH", 7, "draw", "yes", "7H@1:7"])
        elif key == "hinted":
            deal["hinted"] = rng.choice([[1], [2, 1], [0], [1, 1], [9999], "1"])
        else:
            deal[key] = rng.choice(others)
    return data


@settings(max_examples=120)
@given(st.integers(0, 2**32 - 1), st.sampled_from(VARIANTS))
def test_a_spoilt_record_is_left_to_the_full_reader_or_read_alike(tmp_path_factory, seed, variant):
    rng = random.Random(seed)
    spec, players, options = variant
    record = random_record(spec.game(), players, options, deals=3, seed=seed % 1000)
    data = json.loads(dumps_record(record))
    for _ in range(rng.randint(1, 2)):
        try:
            data = spoil(data, rng)
        except (LookupError, TypeError, ValueError):  # a part an earlier change took away
            pass
    path = written(tmp_path_factory.mktemp("spoilt"), data)
    taken = quick(spec, path)
    if taken is not None:
        assert taken == full_json(spec, path)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        "{",
        '{"game": "semerka", "game": "semerka"}',
        '{"game": "semerka", "format": 2, "seats": [], "deals": [], "seed": NaN}',
        "\ufeff",
    ],
)
def test_files_that_do_not_read_are_left_to_the_full_reader(tmp_path, text):
    path = written(tmp_path, text)
    assert quick(SEMERKA, path) is None
    assert isinstance(full_json(SEMERKA, path), str)


def test_a_missing_file_is_left_to_the_full_reader(tmp_path):
    assert quick(SEMERKA, str(tmp_path / "none.json")) is None


def _set(path, value):
    """A change to a record's JSON values: ``value`` put at ``path`` (keys and list indices)."""

    def change(data):
        *parents, last = path
        for key in parents:
            data = data[key]
        data[last] = value

    return change


EDGES = {
    "hinted null": _set(("deals", 0, "hinted"), None),
    "hinted out of order": _set(("deals", 0, "hinted"), [2, 1]),
    "match a list": _set(("match",), []),
    "match target true": _set(("match",), {"target": True}),
    "first dealer past the seats": _set(("match",), {"first_dealer": 5}),
    "a name with an escape": _set(("seats", 0, "name"), "a\x1bb"),
    "names equal but for case": _set(("seats", 1, "name"), "PLAYER 1"),
    "a bot budget out of shape": _set(("seats", 0, "bot"), "strong:0"),
    "hints negative": _set(("seats", 0, "hints"), -1),
    "seed a fraction": _set(("seed",), 1.5),
    "a wrong dealer": _set(("deals", 1, "dealer"), 3),
    "a dealer true": _set(("deals", 0, "dealer"), True),
    "a deck card in lower case": _set(("deals", 0, "deck", 0), "x"),
    "moves not a list": _set(("deals", 0, "moves"), "7H"),
    "a deal after the end of the series": _set(("match",), {"deals": 1}),
}


@pytest.mark.parametrize("change", EDGES.values(), ids=EDGES.keys())
def test_what_the_full_reader_refuses_is_left_to_it(tmp_path, change):
    """Each of these the full reader refuses with its one-line error: the lean path takes none."""
    record = random_record(SEMERKA.game(), 4, {}, deals=3, seed=7)
    data = json.loads(dumps_record(record))
    change(data)
    path = written(tmp_path, data)
    assert quick(SEMERKA, path) is None
    assert isinstance(full_json(SEMERKA, path), str)


def test_an_older_format_is_left_to_the_full_reader(tmp_path):
    """Format 1 (L9.2: Leopard's draws implied) is read by the full reader only; Semerka's reads the same."""
    record = random_record(SEMERKA.game(), 4, {}, deals=2, seed=7)
    data = json.loads(dumps_record(record))
    data["format"] = 1
    path = written(tmp_path, data)
    assert quick(SEMERKA, path) is None
    assert full_json(SEMERKA, path) == quick(SEMERKA, written(tmp_path, dumps_record(record), "now.json"))


def test_an_explicit_null_where_the_full_reader_takes_one_is_taken(tmp_path):
    """``rules``, ``match`` and ``seed`` may be null (the defaults); a seat's ``bot`` null is a person."""
    record = random_record(SEMERKA.game(), 2, {}, deals=2, seed=8)
    data = json.loads(dumps_record(record))
    data.update(rules=None, match=None, seed=None)
    data["seats"][0]["bot"] = None
    path = written(tmp_path, data)
    assert quick(SEMERKA, path) == full_json(SEMERKA, path)
