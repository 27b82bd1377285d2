"""What a game's rules options mean, as players read them: in the ``--option`` help and in the ``rules`` and
``score`` pages of a match (which say the options in force). Built from the game's
:class:`~cardtable.spec.RuleOption` records and translated when called."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from cardtable.i18n import _

if TYPE_CHECKING:
    from cardtable.spec import RuleOption

__all__ = ["changed_options", "option_entry", "options_in_force", "spelled"]


def spelled(value: object) -> str:
    """``value`` as ``--option`` takes it and a config file writes it: ``true``, ``3``, ``pagat``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _meaning(option: RuleOption, value: object) -> str | None:
    """What ``value`` of ``option`` does, translated: its meaning among the choices, the help of a true-or-false
    option set to true, the help of a numeric one; None for false and for a value with no meaning of its own."""
    if not option.help or (isinstance(option.default, bool) and value is not True):
        return None
    told = _(option.help)
    if option.meanings and value in option.choices:
        meaning = _(option.meanings[option.choices.index(value)])
        return f"{told}: {meaning}"
    return told


def option_entry(option: RuleOption) -> str:
    """``option`` in the ``--option`` help, e.g. ``stakes=pagat|single: what a deal won is worth (S5.4): pagat
    — 1 game point, …; single — always 1 game point.`` (its values, default first, and what each means)."""
    values = option.choices or (option.default,)
    head = f"{option.name}={'|'.join(spelled(value) for value in values)}"
    if not option.help:
        return head
    told = _(option.help)
    if isinstance(option.default, bool):
        return f"{head}: {spelled(not option.default)} — {told}."
    if option.meanings:
        meanings = [_(meaning) for meaning in option.meanings]
        each = "; ".join(
            f"{spelled(value)} — {meaning}" for value, meaning in zip(option.choices, meanings, strict=True)
        )
        return f"{head}: {told}: {each}."
    return f"{head}: {told}."


def changed_options(options: Sequence[RuleOption], values: Mapping[str, object]) -> list[str]:
    """The options of ``values`` (a match's, by name) that differ from their defaults, as ``name=value``, in the
    game's order of ``options``."""
    return [f"{option.name}={spelled(values[option.name])}" for option in _changed(options, values)]


def _changed(options: Sequence[RuleOption], values: Mapping[str, object]) -> list[RuleOption]:
    """The ``options`` that ``values`` sets to other than their defaults, in the game's order."""
    return [option for option in options if option.name in values and values[option.name] != option.default]


def options_in_force(options: Sequence[RuleOption], values: Mapping[str, object]) -> str:
    """A Markdown section for the end of the rules: the options ``values`` of this match sets, each that differs
    from its default with what it does, then the others at their defaults. Empty for a game with no options."""
    known = [option for option in options if option.name in values]
    if not known:
        return ""
    lines = ["## " + _("Rules options of this match"), ""]
    changed = _changed(known, values)
    for option in changed:
        value = values[option.name]
        meaning = _meaning(option, value)
        item = f"`{option.name}={spelled(value)}`"
        lines.append(f"- {item}: {meaning}." if meaning else f"- {item}.")
    defaults = ", ".join(f"`{option.name}={spelled(option.default)}`" for option in known if option not in changed)
    if defaults and changed:
        lines.append("- " + _("The others at their defaults: {options}.").format(options=defaults))
    elif defaults:
        lines.append(_("Every option at its default: {options}.").format(options=defaults))
    return "\n".join(lines) + "\n"
