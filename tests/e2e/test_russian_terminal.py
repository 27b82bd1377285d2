"""``leopard play --lang ru`` in a real terminal (a pseudo-terminal, 80×24, no Russian locale needed): Russian
screens, Russian card names typed at the prompt, canonical moves in the record. Every expect has a timeout."""

import json
import os
import sys

import pexpect
import pytest

from cardtable.cards import card_typed
from cardtable.i18n import set_language
from cardtable.match import MatchSettings
from cardtable.records import SeatInfo
from cardtable.session import Session
from leopard.rules import GAME

pytestmark = pytest.mark.e2e

TIMEOUT = 10


def spawn(args, tmp_path):
    environ = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "LANG"))}
    environ.pop("LEOPARD_LANG", None)
    env = {**environ, "LANG": "C.UTF-8", "TERM": "xterm", "XDG_DATA_HOME": str(tmp_path / "data"),
           "COLUMNS": "80", "LINES": "24"}  # fmt: skip
    return pexpect.spawn(
        sys.executable, ["-m", "leopard", "play", *args], env=env, dimensions=(24, 80), encoding="utf-8",
        timeout=TIMEOUT,
    )  # fmt: skip


def russian_names(cards):
    """The cards as a Russian player types them: ``Тч``, ``10п``, ``Вб``."""
    set_language("ru")
    try:
        return [card_typed(card) for card in cards]
    finally:
        set_language(None)


def test_play_a_few_moves_typing_russian_card_names(tmp_path):
    path = tmp_path / "match.json"
    seats = (SeatInfo("Анна"), SeatInfo("Борис"))
    session = Session.new(GAME, GAME.make_rules(2, {}), MatchSettings(33, None, 1), seats, 3, path)
    boris, anna = session.state.hands[1], session.state.hands[0]  # Boris (left of the dealer) plays first
    child = spawn(["--lang", "ru", "--resume", str(path)], tmp_path)
    child.expect("Передайте клавиатуру: \\S*Борис")
    child.expect("Нажмите Enter")
    child.sendline("")
    child.expect("Ваши карты, Борис")
    child.expect("Борис> ")
    child.sendline("ZZ")
    child.expect("«ZZ» — не ход и не команда; наберите помощь.")
    child.expect("Борис> ")
    child.sendline("7Z")
    child.expect("«7Z»: неизвестная масть «Z»")
    child.expect("Борис> ")
    ace = next(card for card in boris if card.rank == 1)  # seed 3: Boris holds A♦
    child.sendline("-" + russian_names([ace])[0])  # a discard typed in Russian: "-Тб"
    child.expect("Передайте клавиатуру: \\S*Анна")
    assert "Ваши карты" not in child.before
    child.expect("Нажмите Enter")
    child.sendline("")
    child.expect("Борис\\S*: в сброс")
    child.expect("Анна> ")
    ten = next(card for card in anna if card.rank == 10)  # seed 3: Anna holds 10♠
    child.sendline(russian_names([ten])[0] + ":5")  # "10п:5"
    child.expect("Передайте клавиатуру: \\S*Борис")
    child.expect("Нажмите Enter")
    child.sendline("quit")
    child.expect("Чтобы продолжить: \\S*( -m )?leopard play --resume")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    moves = json.loads(path.read_text(encoding="utf-8"))["deals"][-1]["moves"]
    assert moves == ["-AD", "10S:5"]  # the record stays canonical
