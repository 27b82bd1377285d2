"""The engine's plain frozen values (moves, outcomes, events) behave as frozen dataclasses did: equal and hashed
by their fields, shown with them, immutable, and pickled (process pools send them) and copied whole."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError

import pytest

from cardtable.cards import Card, Rank, Suit
from semerka.rules import Burned, Drew, Outcome, Play, Stop, Stopped, Took

NINE_HEARTS = Card(Rank.NINE, Suit.HEARTS)
VALUES = [
    Play(NINE_HEARTS),
    Stop(),
    Outcome((10, 80), (1, 5), 2, 1, False, "win", 2),
    Stopped(1),
    Took(2, 2, 4, 20, True),
    Drew(3, 1),
    Burned(4, 2, Rank.NINE),
]


@pytest.mark.parametrize("value", VALUES, ids=lambda value: type(value).__name__)
def test_values_are_equal_hashed_pickled_and_copied_by_their_fields(value):
    again = pickle.loads(pickle.dumps(value))
    assert again == value and hash(again) == hash(value) and type(again) is type(value)
    assert copy.deepcopy(value) == value and copy.copy(value) == value


@pytest.mark.parametrize("value", VALUES, ids=lambda value: type(value).__name__)
def test_values_are_frozen(value):
    with pytest.raises(FrozenInstanceError):
        value.seat = 1  # type: ignore[misc, union-attr]
    assert not hasattr(value, "__dict__")


def test_values_show_their_fields_and_differ_by_class_and_field():
    assert repr(Play(NINE_HEARTS)) == "Play(card=Card(9H))"
    assert repr(Stop()) == "Stop()"
    assert repr(Drew(3, 1)) == "Drew(seat=3, cards=1)"
    assert repr(Outcome((10, 80), (1, 5), None, 0, False, "draw", None)) == (
        "Outcome(points=(10, 80), tricks=(1, 5), winner=None, value=0, burned=False, reason='draw', last_trick=None)"
    )
    assert Stop() == Stop() and Play(NINE_HEARTS) != Stop() and Stopped(1) != Drew(1, 0)
    assert Play(NINE_HEARTS) != Play(Card(Rank.TEN, Suit.HEARTS)) and Play(NINE_HEARTS) != NINE_HEARTS
    assert len({Play(NINE_HEARTS), Play(NINE_HEARTS), Stop(), Stop()}) == 2


def test_values_match_by_position():
    match Outcome((10, 80), (1, 5), 2, 1, False, "win", 2):
        case Outcome(points, tricks, winner):
            assert (points, tricks, winner) == ((10, 80), (1, 5), 2)
        case _:
            pytest.fail("no match")
