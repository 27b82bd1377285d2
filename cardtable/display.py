"""How cards and frames are drawn, for the whole process: the ``play`` command's ``--ascii`` and ``--four-colour``
options (or the environment variables ``CARDTABLE_ASCII=1`` and ``CARDTABLE_FOUR_COLOUR=1``) set it once, before
the first screen.

- ``ascii``: suits as the letters ``C D H S`` instead of ``♣ ♦ ♥ ♠`` (:func:`cardtable.cards.card_label`), and
  frames of plain ``+ - |`` (the console of :class:`cardtable.terminal.screens.TableConsole`), for terminals or
  fonts that cannot show them;
- ``four_colour``: a four-colour deck, ♣ green, ♦ blue, ♥ red, ♠ the terminal's own colour
  (:func:`cardtable.cards.suit_style`), for players who cannot tell red from black on their terminal.

Colour itself follows the terminal's conventions through Rich: ``NO_COLOR`` turns every colour off (bold, dim and
reverse stay), ``FORCE_COLOR`` turns colour on where the output is not a terminal.

Pure: no Rich, no terminal; the card basics read it.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Display", "current", "set_display", "symbol"]


@dataclass(frozen=True, slots=True)
class Display:
    ascii: bool = False
    four_colour: bool = False


_current = Display()


def current() -> Display:
    """The display setting now in force."""
    return _current


def set_display(display: Display) -> None:
    """Make ``display`` the setting for every screen drawn from now on."""
    global _current
    _current = display


def symbol(fancy: str, plain: str) -> str:
    """``fancy`` (a Unicode mark: an arrow, a middle dot), or ``plain``, its ASCII stand-in, under ``ascii``."""
    return plain if _current.ascii else fancy
