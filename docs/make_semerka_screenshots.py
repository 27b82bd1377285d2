"""Draw the pictures of Semerka's screens in ``docs/img/`` (SVG, exported by Rich).

Run from the project folder: ``.venv/bin/python docs/make_semerka_screenshots.py``. The deals are fixed (a stacked
deck: the worked trick of ``docs/semerka-rules.md``, then everyone plays his first card and leaders always stop),
so the pictures change only when the screens do.
"""

from __future__ import annotations

from cardtable.cards import Card, parse_card
from cardtable.match import MatchSettings
from cardtable.records import Record, SeatInfo, replay
from cardtable.session import Session
from cardtable.terminal import handoff_screen, table_view
from semerka import view
from semerka.rules import GAME, Stop

from screenshot_svg import IMAGES, save

NAMES = ("Anna", "Boris", "Clara", "Dmitri")
# Seat 4 deals, so seat 1 leads; hands of seats 1-4 (S2.2).
HANDS = ("9H 9S KC QD", "10C 7H AS 8D", "JC 8C QS KD", "9D 10D JH 8H")
BURNING = ("9H KC QD JD", "9C 7H AS 8D", "9D 8C QS KD", "9S 10D JH 8H")


def stacked(hands: tuple[str, ...]) -> list[Card]:
    cards = [[parse_card(card) for card in hand.split()] for hand in hands]
    top = [cards[index % 4][index // 4] for index in range(16)]
    return top + [card for card in GAME.deck(GAME.make_rules(4, {})) if card not in top]


def session_of(hands: tuple[str, ...], moves: str, options: dict[str, object] | None = None) -> Session:
    rules = GAME.rules_options(GAME.make_rules(4, options or {}))
    record = Record.new("semerka", tuple(SeatInfo(name) for name in NAMES), rules, MatchSettings(5, None, 4), 1)
    record = record.with_new_deal(4, stacked(hands))
    for text in moves.split():
        record = record.with_move(text)
    return Session.restore(GAME, replay(record, GAME))


def main() -> None:
    IMAGES.mkdir(exist_ok=True)
    session = session_of(HANDS, "9H 10C JC 9D")
    save("semerka-turn.svg", view.turn_screen(table_view(session), session.observation(1)), "semerka play — a turn")
    session = session_of(HANDS, "9H 10C JC 9D 9S 7H 8C 10D")
    seat = session.to_move
    public = view.public_table(table_view(session), session.observation(seat), viewer=False)
    save("semerka-handoff.svg", handoff_screen(table_view(session), seat, public, None), "semerka play — hand-off")
    while not session.deal_over:
        legal = session.legal_moves()
        session.play(Stop() if Stop() in legal else legal[0])
    end = view.deal_end_screen(table_view(session), session.observation(1), session.outcome)
    save("semerka-deal-end.svg", end, "semerka play — end of a deal")
    session = session_of(BURNING, "9H 9C 9D 9S", {"burning": True})
    end = view.deal_end_screen(table_view(session), session.observation(1), session.outcome)
    save("semerka-burn.svg", end, "semerka play — a burn")


if __name__ == "__main__":
    main()
