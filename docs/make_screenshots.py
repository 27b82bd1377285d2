"""Draw the pictures of Leopard's screens in ``docs/img/`` (SVG, exported by Rich) from a seeded match.

Run from the project folder: ``.venv/bin/python docs/make_screenshots.py``. The match is the same every time
(seed 3, the moves chosen by a seeded random generator), so the pictures change only when the screens do.
"""

from __future__ import annotations

import random

from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from cardtable.terminal import handoff_screen, table_view
from leopard import view
from leopard.rules import GAME, Draw, GoOut, Place

from screenshot_svg import IMAGES, save


def play_until(session: Session, rng: random.Random, turns: int) -> None:
    """Random play that prefers placing cards on one's own square, as people mostly do."""
    for _turn in range(turns):
        legal = session.legal_moves()
        if legal == (GoOut(), Draw()):
            session.play(Draw())
            continue
        mover = session.to_move
        own = [m for m in legal if isinstance(m, Place) and m.square == GAME.side_of(session.rules, mover)]
        session.play(rng.choice(own) if own and rng.random() < 0.85 else rng.choice(legal))


def main() -> None:
    IMAGES.mkdir(exist_ok=True)
    seats = (SeatInfo("Anna"), SeatInfo("Boris"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(33, None, 1), seats, 3, None)
    rng = random.Random(3)
    play_until(session, rng, 31)
    seat = session.to_move
    table = table_view(session)
    observation = session.observation(seat)
    save(
        "leopard-handoff.svg",
        handoff_screen(table, seat, view.public_table(table, observation, viewer=False), None),
        "leopard play — hand-off",
    )
    save("leopard-turn.svg", view.turn_screen(table, observation), "leopard play — a turn")
    while not session.deal_over:
        play_until(session, rng, 1)
    save(
        "leopard-deal-end.svg",
        view.deal_end_screen(table_view(session), session.observation(1), session.outcome),
        "leopard play — end of a deal",
    )


if __name__ == "__main__":
    main()
