"""The Russian catalog: every message id of the source has a translation, placeholders and markup match, the
compiled ``.mo`` matches the ``.po``, and counted words take the Russian plural forms."""

import ast
import gettext
import importlib.util
import io
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from cardtable.i18n import _, ngettext, set_language

ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "cardtable" / "locale" / "ru" / "LC_MESSAGES" / "cardtable.po"
MO = PO.with_suffix(".mo")


def _load_script():
    spec = importlib.util.spec_from_file_location("update_catalog", ROOT / "scripts" / "update_catalog.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


update_catalog = _load_script()


@pytest.fixture(scope="module")
def template():
    return update_catalog.extract(ROOT)


@pytest.fixture(scope="module")
def catalog():
    with PO.open("rb") as handle:
        return read_po(handle, locale="ru", domain="cardtable")


@pytest.fixture
def russian():
    set_language("ru")
    yield
    set_language(None)


def _forms(value):
    return (value,) if isinstance(value, str) else tuple(value)


def _fields(text):
    """The placeholders of a str.format text and its Rich markup tags, e.g. {"{name}", "[bold]", "[/]"}."""
    names = {f"{{{name}}}" for _literal, name, _spec, _conv in string.Formatter().parse(text) if name is not None}
    return names | set(re.findall(r"\[/?[a-z]*\]", text))


def test_the_source_has_messages_to_translate(template):
    ids = {message.id if isinstance(message.id, str) else message.id[0] for message in template if message.id}
    assert {"The deal begins.", "Your hand, {name}", "{n} point", "Print the rules of the game."} <= ids
    assert len(ids) > 300


def test_every_message_id_has_a_russian_translation(template, catalog):
    missing = []
    for message in template:
        if not message.id:
            continue
        found = catalog.get(message.id, context=message.context)
        if found is None or found.fuzzy or not all(_forms(found.string)):
            missing.append(message.id if isinstance(message.id, str) else message.id[0])
    assert missing == [], "translate these in cardtable.po, then run scripts/update_catalog.py"


def test_no_fuzzy_entries(catalog):
    assert [message.id for message in catalog if message.id and message.fuzzy] == []
    assert not catalog.fuzzy  # the header too: a fuzzy header would drop the plural rule from the .mo


def test_placeholders_and_markup_match(catalog):
    wrong = []
    for message in catalog:
        if not message.id:
            continue
        expected = _fields(message.id if isinstance(message.id, str) else message.id[1])
        for form in _forms(message.string):
            if _fields(form) != expected:
                wrong.append((message.id, form))
    assert wrong == []


def test_plural_forms_are_three_for_russian(catalog):
    assert catalog.num_plurals == 3
    for message in catalog:
        if message.id and message.pluralizable:
            assert len(message.string) == 3, message.id


def test_compiled_catalog_matches_the_po_file(catalog):
    """The committed .mo is what scripts/update_catalog.py compiles from the committed .po."""
    committed = gettext.GNUTranslations(io.BytesIO(MO.read_bytes()))
    fresh = gettext.GNUTranslations(io.BytesIO(update_catalog.mo_bytes(catalog)))
    assert {k: v for k, v in committed._catalog.items() if k != ""} == {
        k: v for k, v in fresh._catalog.items() if k != ""
    }, "run scripts/update_catalog.py"
    assert [committed.plural(n) for n in range(200)] == [fresh.plural(n) for n in range(200)]


def test_no_translated_call_hides_inside_an_f_string():
    """Extraction cannot see ``_("...")`` written inside an f-string, so such text would never be translated."""
    found = []
    for package in update_catalog.PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.JoinedStr):
                    for inner in ast.walk(node):
                        if isinstance(inner, ast.Call) and getattr(inner.func, "id", None) in update_catalog.KEYWORDS:
                            found.append(f"{path.relative_to(ROOT)}:{inner.lineno}")
    assert found == []


COUNTS = (0, 1, 2, 5, 11, 21, 22, 25)


def test_points_take_the_russian_plural_forms(russian):
    assert [ngettext("{n} point", "{n} points", n).format(n=n) for n in COUNTS] == [
        "0 очков", "1 очко", "2 очка", "5 очков", "11 очков", "21 очко", "22 очка", "25 очков",
    ]  # fmt: skip


def test_cards_take_the_russian_plural_forms(russian):
    assert [ngettext("{n} card", "{n} cards", n).format(n=n) for n in COUNTS] == [
        "0 карт", "1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "22 карты", "25 карт",
    ]  # fmt: skip
    assert [ngettext("Stock: {n} card", "Stock: {n} cards", n).format(n=n) for n in (1, 3, 12, 104)] == [
        "Колода: 1 карта", "Колода: 3 карты", "Колода: 12 карт", "Колода: 104 карты",
    ]  # fmt: skip


def test_tricks_and_game_points_take_the_russian_plural_forms(russian):
    assert [ngettext("{n} trick", "{n} tricks", n).format(n=n) for n in COUNTS] == [
        "0 взяток", "1 взятка", "2 взятки", "5 взяток", "11 взяток", "21 взятка", "22 взятки", "25 взяток",
    ]  # fmt: skip
    assert [ngettext("to {n} point", "to {n} points", n).format(n=n) for n in (1, 5, 21, 33)] == [
        "до 1 очка", "до 5 очков", "до 21 очка", "до 33 очков",
    ]  # fmt: skip


def test_english_stays_the_default():
    set_language(None)
    assert _("The deal begins.") == "The deal begins."
    assert [ngettext("{n} point", "{n} points", n).format(n=n) for n in (1, 2, 21)] == ["1 point", "2 points", "21 points"]


def test_an_unknown_language_gives_english():
    set_language("de")
    try:
        assert _("The deal begins.") == "The deal begins."
    finally:
        set_language(None)


def test_the_russian_words_are_the_rules_words_and_never_gendered(catalog):
    """One word for one thing, as the Russian rules texts write them: a deal is a сдача, never a кон, Leopard's
    going out too (закончить сдачу, L4.1); a line of the square is a ряд (L2.3), never a линия; and no "взял(а)"
    forms."""
    for message in catalog:
        for text in _forms(message.string):
            assert "(а)" not in text and "(ла)" not in text, message.id
            assert not re.search(r"(?<![а-яё])лини[а-яё]*(?![а-яё])(?! рамок)", text, re.IGNORECASE), message.id
            unmarked = re.sub(r"\[/?[a-z]*\]", "", text)  # Rich markup left out
            assert not re.search(r"(?<![а-яё])кон(а|у|ом|е|ы|ов)?(?![а-яё])", unmarked, re.IGNORECASE), message.id
