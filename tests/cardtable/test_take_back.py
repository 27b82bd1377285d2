"""``Session.take_back``: the deal played again from its deck up to the seat's last move, so the state is exactly
what it was (the same stock, the same cards to draw), and the record keeps only the moves that stand."""

import pytest

import leopard.bots  # noqa: F401  (registers the strong level)
import semerka.bots  # noqa: F401
from cardtable.cards import parse_card
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo, read_record, write_record
from cardtable.session import Session
from leopard.rules import GAME as LEOPARD
from semerka.rules import GAME as SEMERKA


def cards(text):
    return tuple(parse_card(word) for word in text.split())


def leopard_session():
    """Anna (seat 1) against Boris (a bot), seed 3, Anna deals: Boris has played AC@1 and Anna has drawn 3S."""
    seats = (SeatInfo("Anna"), SeatInfo("Boris", "greedy"))
    session = Session.new(LEOPARD, LEOPARD.make_rules(2, {}), MatchSettings(33, None, 1), seats, 3)
    session.play(session.legal_moves()[0])
    assert session.record.deals[-1].moves == ("AC@1",)
    return session


def replies(session, seat=1):
    """Play the first legal move for every seat but ``seat`` until ``seat`` is to move again."""
    while session.to_move not in (seat, None):
        session.play(session.legal_moves()[0])


def test_taking_back_restores_the_exact_state_and_the_same_stock_card():
    session = leopard_session()
    before, seen = session.state, session.observation(1)
    assert (before.drawn, before.stock[:3]) == (parse_card("3S"), cards("10C AC 5C"))
    move = next(move for move in session.legal_moves() if LEOPARD.record_text(session.state, move) == "-3S")
    session.play(move, hinted=True)
    replies(session)
    after, moves = session.state, session.record.deals[-1].moves
    assert session.state.drawn == parse_card("AC")  # Boris drew 10C, then Anna AC
    assert session.record.deals[-1].hinted == (2,)

    assert session.take_back(1) == 2
    assert session.state == before and session.observation(1) == seen
    assert (session.state.drawn, session.state.stock[:3]) == (parse_card("3S"), cards("10C AC 5C"))
    assert session.record.deals[-1].moves == ("AC@1",)
    assert session.record.deals[-1].hinted == ()  # the hinted move was taken back
    assert (session.record.seats[0].hints, session.record.seats[0].undos) == (1, 1)

    session.play(move)
    replies(session)
    assert session.state == after and session.record.deals[-1].moves == moves  # the same cards come again


def test_repeated_take_backs_go_one_move_further_each_and_stop_at_the_deal():
    session = leopard_session()
    start = session.state
    session.play(session.legal_moves()[0])
    replies(session)
    middle = session.state
    session.play(session.legal_moves()[0], hinted=True)
    replies(session)
    assert len(session.record.deals[-1].moves) == 5
    assert session.record.deals[-1].hinted == (4,)
    assert session.take_back(1) == 2 and session.state == middle
    assert session.take_back(1) == 2 and session.state == start
    assert session.record.deals[-1].moves == ("AC@1",)
    assert session.made_a_move(2) and not session.made_a_move(1)
    with pytest.raises(LookupError):
        session.take_back(1)
    assert session.record.seats[0].undos == 2


@pytest.mark.parametrize("game", [LEOPARD, SEMERKA], ids=["leopard", "semerka"])
def test_a_take_back_over_cards_drawn_from_the_stock_gives_back_the_same_state(game):
    """Every decision of seat 1 is taken back once (with every reply after it, cards drawn from the stock among
    them) and made again: each time the state is what it was, and the deal goes on as it did."""
    seats = (SeatInfo("Anna"), *(SeatInfo(name, "greedy") for name in ("B", "C", "D")))
    session = Session.new(game, game.make_rules(4, {}), MatchSettings(None, 1, 2), seats, 11)
    replies(session)
    taken_back = 0
    while not session.deal_over:
        before, seen = session.state, session.observation(1)
        stock = before.stock
        move = session.legal_moves()[-1]
        session.play(move)
        replies(session)
        if session.deal_over:
            break
        after = session.state
        session.take_back(1)
        assert session.state == before and session.observation(1) == seen and session.state.stock == stock
        session.play(move)
        replies(session)
        assert session.state == after
        taken_back += 1
    assert taken_back == session.record.seats[0].undos and taken_back >= 5


def test_the_record_of_a_match_with_hints_and_take_backs_reads_back_the_same(tmp_path):
    session = leopard_session()
    session.play(session.legal_moves()[0], hinted=True)
    replies(session)
    session.play(session.legal_moves()[0])
    replies(session)
    session.take_back(1)
    session.play(session.legal_moves()[0], hinted=True)
    record = session.record
    assert (record.seats[0].hints, record.seats[0].undos, record.deals[-1].hinted) == (2, 1, (2, 4))
    write_record(tmp_path / "match.json", record)
    assert read_record(tmp_path / "match.json", LEOPARD) == record
