"""A fake SSH connection for tests of served matches: it keeps what it is sent."""

from __future__ import annotations

from cardtable.ssh.channel import Connection


class Sent:
    """A connection that keeps what it is sent (``text``) and the messages it was closed with (``closed``)."""

    def __init__(self) -> None:
        self.text, self.closed = "", []

    def connection(self) -> Connection:
        return Connection(self.send, self.closed.append)

    def send(self, text: str) -> None:
        self.text += text
