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

__all__ = ["Display", "ascii_cells", "current", "plain", "set_display", "symbol"]


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


# Each mark the screens draw, and its ASCII stand-in of the same width (one cell), so that a screen laid out for the
# mark keeps its columns: the last word on what is written under ``ascii``.
_CELLS = str.maketrans(
    {
        "·": "-", "…": ".", "–": "-", "—": "-", "−": "-", "×": "x", "•": "*",
        "↙": "/", "↘": "\\", "↓": "v", "↑": "^", "←": "<", "→": ">",
        "─": "-", "━": "-", "│": "|", "┃": "|", "╭": "+", "╮": "+", "╰": "+", "╯": "+",
        "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
        "♣": "C", "♦": "D", "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S",
        "«": '"', "»": '"', "“": '"', "”": '"', "„": '"', "‘": "'", "’": "'",
        "\u00a0": " ", "\u202f": " ",
    }
)  # fmt: skip

# The same marks in running text, before it is laid out: there a mark may take more room ("..." for "…").
_PLAIN = {"…": "..."}


def ascii_cells(text: str) -> str:
    """``text`` as the console writes it: under ``ascii``, each mark of the screens (dots, dashes, arrows, the
    ellipsis of a cut name, suit symbols, frames, quotes) as an ASCII character of the same width; letters stay
    (a Russian interface stays Russian). Otherwise ``text`` as it is."""
    return text.translate(_CELLS) if _current.ascii else text


def plain(text: str) -> str:
    """``text`` (a line not yet laid out) with its marks in ASCII under ``ascii`` ("…" → "...", the rest as
    :func:`ascii_cells`); otherwise as it is."""
    if not _current.ascii:
        return text
    for fancy, stand_in in _PLAIN.items():
        text = text.replace(fancy, stand_in)
    return ascii_cells(text)
