"""Each remote player sees the match in their own language: the one their client's environment names."""

import pytest

pytest.importorskip("asyncssh")

from cardtable.i18n import _, current_language, set_language, using_language
from cardtable.ssh.server import client_language


def test_a_clients_language_comes_from_its_environment():
    assert client_language({"LEOPARD_LANG": "ru"}, "LEOPARD_LANG") == "ru"
    assert client_language({"LANG": "ru_RU.UTF-8"}, "LEOPARD_LANG") == "ru"
    assert client_language({"LANG": "en_GB.UTF-8"}, "LEOPARD_LANG") == "en"
    assert client_language({"LANG": "C.UTF-8"}, "LEOPARD_LANG") is None  # no preference: the server's language
    assert client_language({}, "LEOPARD_LANG") is None


def test_a_thread_may_speak_another_language_for_a_while():
    set_language("en")
    try:
        with using_language("ru"):
            assert current_language() == "ru" and _("yes") == "да"
        assert current_language() == "en" and _("yes") == "yes"
        with using_language(None):
            assert current_language() == "en"
    finally:
        set_language(None)
