"""The address players type in ``ssh -p PORT NAME@ADDRESS``: the one the server listens on, or, when it listens
on every address (``0.0.0.0``, ``::``), this machine's own addresses on the network, found without sending
anything."""

from __future__ import annotations

import errno
import ipaddress
import socket
import sys
from collections.abc import Callable, Iterable

from cardtable.i18n import _

__all__ = ["is_wildcard", "join_addresses", "join_lines", "listen_refusal", "machine_addresses"]

WILDCARDS = {"0.0.0.0": 4, "::": 6, "": 0}  # address -> the IP version it listens on (0: both)
"""asyncio listens on ``::`` for IPv6 only (it sets ``IPV6_V6ONLY``); on ``""`` for both versions."""
_ROUTE_PROBES = ((socket.AF_INET, "10.255.255.255"), (socket.AF_INET6, "fd00::1"))
"""Private addresses a UDP socket is "connected" to: the system picks the address it would send from, and a UDP
``connect`` sends no packet."""


def is_wildcard(host: str) -> bool:
    """Whether ``host`` (``serve --host``) stands for every address of this machine."""
    return host in WILDCARDS


def _route_addresses() -> list[str]:
    """The addresses this machine would send from to a private network, one per IP version that has a route."""
    found: list[str] = []
    for family, target in _ROUTE_PROBES:
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as probe:
                probe.connect((target, 9))
                found.append(str(probe.getsockname()[0]))
        except OSError:  # no route, or no such IP version here
            continue
    return found


def _hostname_addresses() -> list[str]:
    """The addresses this machine's own name resolves to (from the hosts file or the local resolver)."""
    try:
        return [str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, type=socket.SOCK_STREAM)]
    except (OSError, UnicodeError):
        return []


def machine_addresses(
    route: Callable[[], Iterable[str]] = _route_addresses, resolve: Callable[[], Iterable[str]] = _hostname_addresses
) -> list[str]:
    """This machine's addresses as found by ``route`` (the address of the way out first) then ``resolve`` (those
    of its host name), unfiltered; either may raise ``OSError``, which finds nothing."""
    found: list[str] = []
    for source in (route, resolve):
        try:
            found.extend(source())
        except OSError:
            continue
    return found


def join_addresses(host: str, found: Iterable[str]) -> list[str]:
    """The addresses players may reach a server listening on ``host`` by: ``host`` itself, or, for a wildcard
    (:data:`WILDCARDS`), those of ``found`` of the version it listens on, in order, once each, without loopback,
    IPv6 link-local (it needs the client's interface name) or anything that is not an IP address. May be empty."""
    if not is_wildcard(host):
        return [host]
    version = WILDCARDS[host]
    chosen: list[str] = []
    for text in found:
        try:
            address = ipaddress.ip_address(text.split("%")[0])
        except ValueError:
            continue
        if version and address.version != version:
            continue
        unreachable = address.is_loopback or address.is_unspecified or address.is_multicast
        if unreachable or (address.is_link_local and address.version == 6):
            continue
        if str(address) not in chosen:
            chosen.append(str(address))
    return chosen


def _finding_hint(platform: str) -> str:
    """How to find this machine's address on ``platform`` (``sys.platform``)."""
    if platform.startswith("linux"):
        return _("ADDRESS is this machine's address on the network: hostname -I shows it.")
    if platform == "darwin":
        return _("ADDRESS is this machine's address on the network: ipconfig getifaddr en0 shows it.")
    if platform in ("win32", "cygwin"):
        return _("ADDRESS is this machine's address on the network: ipconfig shows it (IPv4 Address).")
    return _("ADDRESS is this machine's address on the network (see its network settings).")


def join_lines(host: str, port: int, found: Iterable[str], platform: str = sys.platform) -> list[str]:
    """The lines that tell the host what players type to join a server on ``host``:``port`` (``found``: this
    machine's addresses, :func:`machine_addresses`): the ``ssh`` command with the first address players may reach,
    then this machine's other addresses; with none, the command with ``ADDRESS`` and how to find it on
    ``platform``."""
    addresses = join_addresses(host, found)
    if not addresses:
        return [_("Players join with: ssh -p {port} NAME@ADDRESS").format(port=port), _finding_hint(platform)]
    lines = [_("Players join with: ssh -p {port} NAME@{host}").format(port=port, host=addresses[0])]
    others = addresses[1:]
    if others:
        # Not ngettext: the words differ for one address or several, not for a count (Russian's "21" form).
        if len(others) == 1:
            other = _("Or at this machine's other address: {addresses}")
        else:
            other = _("Or at one of this machine's other addresses: {addresses}")
        lines.append(other.format(addresses=", ".join(others)))
    return lines


def listen_refusal(host: str, port: int, error: OSError) -> str:
    """The line that tells the host the server cannot listen on ``host``:``port`` because of ``error``, in the
    interface's language (:func:`_listen_problem`)."""
    return _("Cannot serve on {host}:{port}: {reason}").format(host=host, port=port, reason=_listen_problem(error))


def _listen_problem(error: OSError) -> str:
    """Why the server cannot listen: the common cases in words of our own (the port in use, an address not of
    this machine, an unknown host name), else the system's text."""
    if isinstance(error, socket.gaierror):
        return _("no such host name")
    if error.errno == errno.EADDRINUSE:
        return _("the port is in use (another server, or a match still running)")
    if error.errno == errno.EADDRNOTAVAIL:
        return _("this machine has no such address")
    if error.errno == errno.EACCES:
        return _("ports below 1024 need the administrator: choose another with --port")
    return error.strerror or str(error)
