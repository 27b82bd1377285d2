"""Toy Tricks in the terminal: the game's part of the hot-seat shell
(:class:`cardtable.terminal.screens.GameScreens`), kept to plain lines of text. The shell draws every screen from observations, so no hidden card can show."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib.resources import files

from rich.console import Console, Group, RenderableType
from rich.markup import escape
from rich.text import Text

from cardtable.terminal.screens import CommandHandler, TableView

from toygame.rules import GAME, Observation, Outcome, Play

__all__ = ["ToyScreens", "rules_text"]


def rules_text() -> str:
    """The rules as Markdown (English only)."""
    return files("toygame").joinpath("rules_text.md").read_text(encoding="utf-8")


def _cards(cards: Sequence[object]) -> str:
    return " ".join(map(str, cards)) or "—"


def _public(table: TableView, observation: Observation) -> Text:
    """What every seat sees: the trick in play (who played what) and the tricks won so far."""
    n = observation.rules.players
    played = [
        f"{table.name((observation.leader - 1 + index) % n + 1)} {card}"
        for index, card in enumerate(observation.trick)
    ]
    won = [sum(trick.winner == seat for trick in observation.tricks) for seat in range(1, n + 1)]
    trumps = ", hearts are trumps" if observation.rules.trumps else ""
    return Text(
        f"Deal {table.deal_number}, dealt by {table.name(observation.dealer)}{trumps}.\n"
        f"Trick: {', '.join(played) or 'nobody has played yet'}\n"
        "Tricks won: " + ", ".join(f"{table.name(seat)} {count}" for seat, count in enumerate(won, start=1))
    )


def _moves(legal_moves: Sequence[Play]) -> Text:
    return Text("Moves: " + "  ".join(f"{number}) {move.card}" for number, move in enumerate(legal_moves, 1)))


class ToyScreens:
    """The screens of Toy Tricks; ``console`` is unused (every screen is a few lines)."""

    def __init__(self, console: Console | None = None) -> None:
        self.console = console

    def turn(
        self, table: TableView, observation: Observation, seat: int, legal_moves: Sequence[Play]
    ) -> RenderableType:
        hand = Text(f"{table.name(seat)}, your hand: {_cards(observation.hand)}")
        return Group(_public(table, observation), hand, _moves(legal_moves))

    def handoff(
        self, table: TableView, observation: Observation, seat: int, *, viewer: bool = False
    ) -> RenderableType:
        return _public(table, observation)  # by names alike for anybody

    def deal_end(self, table: TableView, observation: Observation, outcome: Outcome) -> RenderableType:
        tricks = ", ".join(f"{table.name(seat)} {count}" for seat, count in enumerate(outcome.tricks, start=1))
        return Group(_public(table, observation), Text(f"The deal is over. Tricks (points): {tricks}"))

    def prompt(self, table: TableView, observation: Observation, legal_moves: Sequence[Play]) -> str:
        return f"{escape(table.name(observation.seat))}, your card: "

    def read_move(self, text: str, observation: Observation, legal_moves: Sequence[Play]) -> Play:
        """A card (``QS``) or the number of a move in the list. Raises ``ValueError`` with the reason."""
        text = text.strip()
        if text.isdigit():
            if not 1 <= int(text) <= len(legal_moves):
                raise ValueError(f"type a move number from 1 to {len(legal_moves)}")
            return legal_moves[int(text) - 1]
        return GAME.parse_move(text, observation)

    def commands(self) -> Mapping[str, CommandHandler]:
        return {}

    def help(self) -> RenderableType:
        return Text("Type a card such as QS or 10H, or the number of a move in the list. Follow suit if you can.")

    def describe_moves(self, observation: Observation, legal_moves: Sequence[Play]) -> RenderableType:
        return _moves(legal_moves)

    def move_typed(self, observation: Observation, move: Play) -> str:
        return str(move.card)

    def rules_text(self) -> str:
        return rules_text()
