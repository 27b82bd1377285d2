"""The match session: seeded shuffles, first dealer, dealer rotation, totals, autosave and restore."""

import random

import pytest
from table_fake_game import DECK, GAME, Outcome

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo, load_match, read_record, replay
from cardtable.session import Session

SEATS = (SeatInfo("Ann"), SeatInfo("Bob"))


def new_session(tmp_path=None, seed=7, settings=MatchSettings(2)):
    path = None if tmp_path is None else tmp_path / "match.json"
    return Session.new(GAME, GAME.make_rules(2, {}), settings, SEATS, seed, path)


def test_first_deck_and_dealer_come_from_the_seed():
    rng = random.Random(7)
    dealer = rng.randint(1, 2)
    deck = list(DECK)
    rng.shuffle(deck)
    session = new_session()
    assert session.dealer == dealer
    assert session.record.deals[0].deck == tuple(deck)
    assert session.state.hands == (deck[0], deck[1])


def test_first_dealer_fixed_by_the_match_setting():
    for seed in range(6):
        assert new_session(seed=seed, settings=MatchSettings(2, None, 2)).dealer == 2


def test_play_records_moves_and_saves_after_each(tmp_path):
    session = new_session(tmp_path)
    path = tmp_path / "match.json"
    session.play(2)
    assert read_record(path, GAME).deals[0].moves == ("2",)
    session.play(1)
    assert read_record(path, GAME).deals[0].moves == ("2", "1")
    assert not session.deal_over


def test_deal_end_totals_and_next_dealer(tmp_path):
    session = new_session(tmp_path)
    first_dealer = session.dealer
    mover = session.to_move
    for move in (2, 2, 1):
        session.play(move)
    assert session.deal_over
    assert session.outcome == Outcome(mover)
    assert session.status().totals == ((1, 0) if mover == 1 else (0, 1))
    assert not session.status().finished
    session.next_deal()
    assert session.deal_number == 2
    assert session.dealer == first_dealer % 2 + 1
    assert len(read_record(tmp_path / "match.json", GAME).deals) == 2


def test_match_ends_at_the_target():
    session = new_session(settings=MatchSettings(1))
    for move in (2, 2, 1):
        session.play(move)
    assert session.match_over
    with pytest.raises(RuntimeError):
        session.next_deal()


def test_restore_continues_at_the_same_state_with_the_same_later_shuffles(tmp_path):
    played = new_session(tmp_path)
    for move in (2, 2, 1):
        played.play(move)
    played.next_deal()
    played.play(1)
    restored = Session.restore(GAME, load_match(tmp_path / "match.json", GAME), tmp_path / "match.json")
    assert restored.state == played.state
    assert restored.deal_points == played.deal_points
    for move in (2, 2):
        played.play(move)
        restored.play(move)
    played.next_deal()
    restored.next_deal()
    assert restored.record == played.record


def test_restore_of_a_record_without_deals_deals_the_first(tmp_path):
    from cardtable.records import Record

    record = Record.new("race", SEATS, {"goal": 5}, MatchSettings(2, None, 1), seed=3)
    session = Session.restore(GAME, replay(record, GAME), tmp_path / "m.json")
    assert session.deal_number == 1
    assert session.dealer == 1
    assert (tmp_path / "m.json").exists()
