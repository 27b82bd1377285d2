"""Translation of user-facing text through gettext, and the choice of language.

Every string a player reads goes through :func:`_` (or :func:`ngettext` for counts, :func:`pgettext` for short
words that need a context, :func:`npgettext` for both), so the catalog
``cardtable/locale/<lang>/LC_MESSAGES/cardtable.mo`` translates the screens without touching them. Without a
catalog the English text is shown. The catalog is compiled from ``cardtable.po`` beside it by
``scripts/update_catalog.py``; no ``ru_RU`` system locale is needed.
"""

from __future__ import annotations

import os
from _thread import _local  # threading.local itself, without importing threading
from collections.abc import Mapping, Sequence

TYPE_CHECKING = False  # typing is for the type checker only (which takes this as true): start-up time
if TYPE_CHECKING:  # gettext and pathlib are imported on first use: English needs neither
    from gettext import NullTranslations
    from pathlib import Path
    from types import TracebackType

__all__ = [
    "LANGUAGES",
    "LOCALE_VARIABLES",
    "N_",
    "_",
    "add_catalog",
    "current_language",
    "format_decimal",
    "game_title",
    "language_from_arguments",
    "language_from_environment",
    "unknown_language",
    "localized_file",
    "ngettext",
    "npgettext",
    "numbers_up_to",
    "pgettext",
    "set_language",
    "using_language",
]

LANGUAGES = ("en", "ru")
"""The languages of the interface; English is the default and the language of the source text."""

_LOCALE_DIR = os.path.join(os.path.dirname(__file__), "locale")
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The environment variables that name a locale, first match first."""
# The process's catalogs; None for English, the source text, which needs no catalog (and no gettext import).
_translation: NullTranslations | None = None
_language = "en"
_catalogs: list[tuple[str, Path]] = []  # the games' own catalogs: (domain, folder)


def add_catalog(domain: str, folder: Path) -> None:
    """Also translate with the gettext catalog ``domain`` in ``folder`` (a game's own messages,
    ``folder/<lang>/LC_MESSAGES/<domain>.mo``), from the next :func:`set_language` on. The table's own catalog
    answers first."""
    if (domain, folder) not in _catalogs:
        _catalogs.append((domain, folder))
        _built.clear()


class _ThreadLanguage(_local):
    """A language this thread uses for a while (:func:`using_language`), over the process's own."""

    language: str | None = None
    translation: NullTranslations | None = None


_thread = _ThreadLanguage()
_threads_speak = False  # whether any thread ever chose its own language: until then _ skips the look-up


_built: dict[str, NullTranslations | None] = {}  # language → its catalogs, made once: every remote screen asks


def _catalog(language: str) -> NullTranslations | None:
    if language not in _built:
        translation = None
        if language != "en":
            import gettext

            translation = gettext.translation("cardtable", _LOCALE_DIR, languages=[language], fallback=True)
            for domain, folder in _catalogs:
                translation.add_fallback(gettext.translation(domain, folder, languages=[language], fallback=True))
        _built[language] = translation
    return _built[language]


def using_language(language: str | None) -> _UsingLanguage:
    """In this thread only, speak ``language`` (``"ru"``, ``"en"``; None: the process's language) inside the
    ``with`` block: e.g. each remote player's screens in their own language."""
    return _UsingLanguage(_known(language))


class _UsingLanguage:
    """The context manager of :func:`using_language` (a class: contextlib costs start-up time)."""

    __slots__ = ("_known", "_before")

    def __init__(self, known: str | None) -> None:
        self._known = known
        self._before: tuple[str | None, NullTranslations | None] = (None, None)

    def __enter__(self) -> None:
        global _threads_speak
        self._before = (_thread.language, _thread.translation)
        if self._known is not None:
            _threads_speak = True
            _thread.language, _thread.translation = self._known, _catalog(self._known)

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        _thread.language, _thread.translation = self._before


def _current() -> NullTranslations | None:
    if _threads_speak and _thread.language is not None:
        return _thread.translation
    return _translation


def set_language(language: str | None) -> None:
    """Use the catalog for ``language`` (``"ru"``, ``"en"``); ``None`` or an unknown language gives English."""
    global _translation, _language
    language = _known(language) or "en"
    _language = language
    _translation = _catalog(language)


def current_language() -> str:
    """The language in use: ``"en"`` or ``"ru"``."""
    return _thread.language or _language


def _known(text: str | None) -> str | None:
    """``"ru"`` for ``ru``, ``ru_RU.UTF-8``, ``RU``…; ``"en"`` likewise; ``None`` for anything else."""
    if not text:
        return None
    head = text.strip().lower()[:2]
    return head if head in LANGUAGES else None


def language_from_environment(variable: str, environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for: ``variable`` (e.g. ``LEOPARD_LANG=ru``) when it names a known
    language, else the locale — the first of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set —
    when it starts with ``ru``; English otherwise."""
    env = os.environ if environ is None else environ
    chosen = _known(env.get(variable))
    if chosen is not None:
        return chosen
    for name in LOCALE_VARIABLES:
        value = env.get(name, "")
        if value:
            return "ru" if value.split(":")[0].lower().startswith("ru") else "en"
    return "en"


def unknown_language(variable: str, environ: Mapping[str, str] | None = None) -> str | None:
    """The value of ``variable`` (``LEOPARD_LANG``) when it is set to something that names no language of the
    games (``xx``), which :func:`language_from_environment` passes over; None when it is unset, empty or known."""
    env = os.environ if environ is None else environ
    value = env.get(variable, "")
    return value if value.strip() and _known(value) is None else None


def language_from_arguments(args: Sequence[str]) -> str | None:
    """The language named by ``--lang ru`` or ``--lang=ru`` among command-line ``args`` (before any ``--``), or
    ``None``. Read before the commands are built, so that ``--help`` follows it too."""
    for index, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(args):
            return _known(args[index + 1])
        if arg.startswith("--lang="):
            return _known(arg.partition("=")[2])
    return None


def localized_file(path: Path) -> Path:
    """The current language's version of a shipped text file: ``rules_text.ru.md`` for ``rules_text.md`` in
    Russian when it exists, else ``path`` itself."""
    language = current_language()
    if language == "en":
        return path
    translated = path.with_name(f"{path.stem}.{language}{path.suffix}")
    return translated if translated.is_file() else path


def _(message: str) -> str:
    """``message`` in the current language."""
    translation = _current()
    return message if translation is None else translation.gettext(message)


def N_(message: str) -> str:
    """``message`` unchanged: marks text to translate later with ``_(message)`` (where it is shown), so that
    the catalog's extraction finds it (e.g. a game spec's summary)."""
    return message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message for ``count`` in the current language (``"1 card"``, ``"5 cards"``; in
    Russian three forms: 1 карта, 3 карты, 5 карт)."""
    translation = _current()
    if translation is None:
        return singular if count == 1 else plural
    return translation.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same English text elsewhere by ``context``
    (e.g. ``pgettext("card rank", "J")``)."""
    translation = _current()
    return message if translation is None else translation.pgettext(context, message)


def game_title(name: str) -> str:
    """A game's name as players read it in the current language, from its name in records or its English title:
    ``"semerka"`` or ``"Semerka"`` → ``"Semerka"``, in Russian ``"Семёрка"`` (the catalogs translate the title,
    which the game's spec marks, e.g. ``N_("Semerka")``); a game no catalog knows keeps its capitalised name."""
    return _(name[:1].upper() + name[1:])


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """:func:`ngettext` told apart from the same English text elsewhere by ``context``: the number of deals after
    "match" is ``"3 deals"`` in English either way, but ``"из 3 сдач"`` in Russian."""
    translation = _current()
    if translation is None:
        return singular if count == 1 else plural
    return translation.npgettext(context, singular, plural, count)


def numbers_up_to(count: int, *, either: bool = False) -> str:
    """The numbers 1 to ``count`` (at least 1) as a phrase of the current language: ``"1"``, ``"1 and 2"`` (with
    ``either``, for a choice: ``"1 or 2"``), ``"1 to 5"``; a range only from three numbers on. In Russian
    ``"1 и 2"``, ``"1 или 2"``, ``"с 1 по 5"``."""
    if count <= 1:
        return "1"
    if count == 2:
        return _("1 or 2") if either else _("1 and 2")
    return _("1 to {last}").format(last=count)


def format_decimal(value: float, places: int, sign: bool = False) -> str:
    """``value`` with ``places`` decimals as the current language writes numbers (Babel's locale data): ``"1.4"``
    in English, ``"1,4"`` in Russian; with ``sign``, a plus sign for a positive value (``"+0.25"``). Rounded as
    Python's ``format`` rounds, so both languages show the same digits."""
    text = f"{value:{'+' if sign else ''}.{places}f}"
    language = current_language()
    if language == "en" or "." not in text:
        return text
    from babel.numbers import get_decimal_symbol  # only for a language other than English

    return text.replace(".", get_decimal_symbol(language))
