"""Translation of user-facing text through gettext.

Every string a player reads goes through :func:`_` (or :func:`ngettext` for counts), so a catalog under
``cardtable/locale/<lang>/LC_MESSAGES/cardtable.mo`` translates the screens without touching them. Without a
catalog the English text is shown.
"""

from __future__ import annotations

import gettext
from pathlib import Path

__all__ = ["_", "ngettext", "set_language"]

_LOCALE_DIR = Path(__file__).with_name("locale")
_translation: gettext.NullTranslations = gettext.NullTranslations()


def set_language(language: str | None) -> None:
    """Use the catalog for ``language`` (e.g. ``"ru"``); ``None`` or an unknown language gives English."""
    global _translation
    languages = [language] if language else None
    _translation = gettext.translation("cardtable", _LOCALE_DIR, languages=languages, fallback=True)


def _(message: str) -> str:
    """``message`` in the current language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message for ``count`` in the current language (``"1 card"``, ``"5 cards"``)."""
    return _translation.ngettext(singular, plural, count)
