"""How fast a move reaches the other player over SSH, with one or many served matches on this machine.

For each count of matches, that many ``leopard serve`` processes run side by side on loopback ports, and two
asyncssh clients per match play it: each waits for its prompt and discards its first card (or draws when asked
to go out). The latency of a move is the time from the mover's keypress (the line sent) to the moment the other
player's terminal has received their turn screen with its prompt. Prints the median and 95th percentile per count.

    python benchmarks/serve_latency.py                 # 1, 2, 4, 8 matches, 40 moves each
    python benchmarks/serve_latency.py --matches 1,4 --moves 20
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import asyncssh

PASSWORD = "bench"
PROMPT = re.compile(r"(Anna|Boris)(, \S*out\S* or \S*Enter\S* to draw)?> $")
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(folder: Path, port: int) -> subprocess.Popen[bytes]:
    password = folder / "password"
    password.write_text(PASSWORD + "\n", encoding="utf-8")
    env = {**os.environ, "XDG_DATA_HOME": str(folder / f"data{port}"), "LEOPARD_LANG": "en"}
    return subprocess.Popen(
        [sys.executable, "-m", "leopard", "serve", "--port", str(port), "--password-file", str(password),
         "--deal-pause", "0"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
    )  # fmt: skip


class Player:
    """One client: collects what its terminal receives and knows when its prompt is shown."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.text = ""
        self.prompted = asyncio.Event()
        self.prompt = ""

    async def run(self, port: int, moves: int, sent: dict[str, float], latencies: list[float]) -> None:
        for attempt in range(50):
            try:
                connection = await asyncssh.connect(
                    "127.0.0.1", port, username=self.name, password=PASSWORD, known_hosts=None,
                    client_keys=None, preferred_auth="password",
                )  # fmt: skip
                break
            except OSError:
                await asyncio.sleep(0.2)
        else:
            raise RuntimeError(f"cannot connect to port {port}")
        async with connection:
            process = await connection.create_process(term_type="xterm", term_size=(100, 30), encoding="utf-8")
            other = "Boris" if self.name == "Anna" else "Anna"
            played = 0
            while played < moves:
                chunk = await process.stdout.read(65536)
                if not chunk:
                    return
                self.text = (self.text + ANSI.sub("", chunk))[-400:]
                match = PROMPT.search(self.text)
                if match is None or match.group(1) != self.name:
                    continue
                if other in sent:  # the other's move reached this screen
                    latencies.append(time.perf_counter() - sent.pop(other))
                self.text = ""
                sent[self.name] = time.perf_counter()
                process.stdin.write(("" if match.group(2) else "-1") + "\n")
                played += 1
            process.close()


async def one_match(port: int, moves: int, latencies: list[float]) -> None:
    sent: dict[str, float] = {}
    await asyncio.gather(*(Player(name).run(port, moves, sent, latencies) for name in ("Anna", "Boris")))


async def measure(count: int, moves: int, folder: Path) -> list[float]:
    ports = [free_port() for _ in range(count)]
    servers = [start_server(folder, port) for port in ports]
    latencies: list[float] = []
    try:
        await asyncio.gather(*(one_match(port, moves, latencies) for port in ports))
    finally:
        for server in servers:
            server.terminate()
        for server in servers:
            server.wait(10)
    return latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", default="1,2,4,8", help="counts of simultaneous matches, comma separated")
    parser.add_argument("--moves", type=int, default=40, help="moves each player makes per match")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}")
    print("| matches | moves timed | median ms | 95th percentile ms |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        for count in (int(part) for part in args.matches.split(",")):
            latencies = asyncio.run(measure(count, args.moves, Path(folder)))
            ms = sorted(1000 * value for value in latencies)
            p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
            print(f"| {count} | {len(ms)} | {statistics.median(ms):.1f} | {p95:.1f} |", flush=True)


if __name__ == "__main__":
    main()
