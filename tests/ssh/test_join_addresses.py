"""The address ``serve`` tells players to type: the one it listens on, or, listening on every address, this
machine's own addresses on the network (found here from injected lists: no network is used)."""

from __future__ import annotations

import pytest

from cardtable.i18n import set_language
from cardtable.ssh.addresses import join_addresses, join_lines, machine_addresses

FOUND = ["192.168.1.20", "2001:db8::20", "127.0.1.1", "fe80::1%eth0", "192.168.1.20", "10.8.0.2", "::1", "host"]


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        ("0.0.0.0", ["192.168.1.20", "10.8.0.2"]),
        ("::", ["2001:db8::20"]),  # asyncio listens on :: for IPv6 only
        ("", ["192.168.1.20", "2001:db8::20", "10.8.0.2"]),
        ("192.168.1.20", ["192.168.1.20"]),
        ("127.0.0.1", ["127.0.0.1"]),  # an address given is said as it is, loopback too
    ],
)
def test_a_wildcard_is_told_as_this_machines_addresses_without_loopback_or_link_local(host, expected):
    assert join_addresses(host, FOUND) == expected


def test_the_way_out_comes_first_and_a_finder_that_fails_finds_nothing():
    def failing() -> list[str]:
        raise OSError("no network")

    assert machine_addresses(lambda: ["192.168.1.20"], lambda: ["127.0.1.1", "10.8.0.2"]) == [
        "192.168.1.20", "127.0.1.1", "10.8.0.2",
    ]  # fmt: skip
    assert machine_addresses(failing, lambda: ["10.8.0.2"]) == ["10.8.0.2"]
    assert machine_addresses(failing, failing) == []


def test_players_are_told_the_first_address_and_the_others_after_it():
    assert join_lines("0.0.0.0", 2224, ["127.0.1.1", "192.168.1.20"]) == ["Players join with: ssh -p 2224 NAME@192.168.1.20"]
    assert join_lines("0.0.0.0", 2224, ["192.168.1.20", "10.8.0.2", "172.17.0.1"]) == [
        "Players join with: ssh -p 2224 NAME@192.168.1.20",
        "Or at one of this machine's other addresses: 10.8.0.2, 172.17.0.1",
    ]
    assert join_lines("127.0.0.1", 2222, ["192.168.1.20"]) == ["Players join with: ssh -p 2222 NAME@127.0.0.1"]


@pytest.mark.parametrize(
    ("platform", "hint"),
    [
        ("linux", "ADDRESS is this machine's address on the network: hostname -I shows it."),
        ("darwin", "ADDRESS is this machine's address on the network: ipconfig getifaddr en0 shows it."),
        ("win32", "ADDRESS is this machine's address on the network: ipconfig shows it (IPv4 Address)."),
        ("freebsd14", "ADDRESS is this machine's address on the network (see its network settings)."),
    ],
)
def test_with_no_address_found_players_are_told_address_and_the_host_how_to_find_it(platform, hint):
    assert join_lines("0.0.0.0", 2224, ["127.0.1.1", "::1"], platform) == ["Players join with: ssh -p 2224 NAME@ADDRESS", hint]


def test_the_address_lines_in_russian():
    set_language("ru")
    assert join_lines("::", 2224, ["2001:db8::20", "2001:db8::21"]) == [
        "Игроки подключаются так: ssh -p 2224 ИМЯ@2001:db8::20",
        "Или по другому адресу этой машины: 2001:db8::21",
    ]
