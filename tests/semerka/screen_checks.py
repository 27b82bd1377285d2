"""Scripted players for Semerka privacy tests: each checks every screen it is shown before it answers."""

import re

from cardtable.cards import parse_card


class CheckingPlayer:
    """Answers the table's prompts in place of every person. Before each answer it checks the screen drawn since
    the last one: no card of another hand or of the stock on it and, on a turn screen, exactly the seat's own hand.

    ``card``: the pattern of a card as the interface writes it; ``help_example``: the help's example cards (nobody's,
    so left out); ``hand_title``: the hand panel's title. Subclasses give :meth:`answer`."""

    card: re.Pattern[str]
    help_example: re.Pattern[str]
    hand_title: str

    def __init__(self, console, session, rng):
        self.console, self.session, self.rng = console, session, rng
        self.turn_screens = 0
        self.screens = []

    @classmethod
    def tokens(cls, text):
        """The cards written in ``text``."""
        return {parse_card(rank + suit) for rank, suit in cls.card.findall(text)}

    def hand_panel_cards(self, screen):
        lines = screen.splitlines()
        start = next(i for i, line in enumerate(lines) if self.hand_title in line)
        end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith("╰"))
        return self.tokens("\n".join(lines[start + 1 : end]))

    def __call__(self, prompt):
        self.console.print(prompt, end="")
        screen = self.console.file.getvalue()
        self.console.file.seek(0)
        self.console.file.truncate()
        self.screens.append(screen)
        self.check_width(screen)
        screen = self.help_example.sub("", screen)
        state = self.session.state
        moving = prompt.endswith("> ")
        viewer = self.session.to_move if moving else None
        own = set(state.hands[viewer - 1]) if viewer else set()
        hidden = set(state.stock).union(*state.hands) - own
        assert not hidden & self.tokens(screen), (viewer, screen)
        if not moving:
            return ""
        self.turn_screens += 1
        assert self.hand_panel_cards(screen) == own
        return self.answer(viewer)

    def check_width(self, screen):
        """Further checks of the whole screen, as drawn."""

    def answer(self, viewer):
        raise NotImplementedError
