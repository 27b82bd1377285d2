"""A match of computer players whose output is closed (``semerka play … | head``): it stops as after Ctrl-C, with
every move made so far in its record and the way to resume it on stderr, and ``--resume`` plays it on."""

import json
import os
import subprocess
import sys

BOTS = ["--bot", "1=greedy", "--bot", "2=greedy", "--bot", "3=greedy", "--bot", "4=greedy", "--seed", "3"]


def semerka(tmp_path, *args, stdout=subprocess.DEVNULL):
    """``python -m semerka ARGS`` in English, data under ``tmp_path``, no input (Enter at a deal's end reads the
    end of input: the match is left there, exit 0); the running process."""
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "SEMERKA_LANG": "en", "COLUMNS": "80"}
    return subprocess.Popen(
        [sys.executable, "-m", "semerka", *args], env=env, stdin=subprocess.DEVNULL, stdout=stdout,
        stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


def first_deal_moves(path):
    return json.loads(path.read_text(encoding="utf-8"))["deals"][0]["moves"]


def resume_hint(path):
    return f"The match is saved in {path}\nTo continue it: {sys.executable} -m semerka play --resume {path}\n"


def test_output_closed_mid_match_keeps_every_move_and_resume_plays_the_deal_on(tmp_path):
    closed, whole = tmp_path / "closed.json", tmp_path / "whole.json"
    child = semerka(tmp_path, "play", *BOTS, "--delay", "2", "--save", str(closed), stdout=subprocess.PIPE)
    lines = iter(child.stdout.readline, "")
    # Seat 3 has led; seat 4 now takes at least 2 seconds, then plays and finds its output closed.
    assert next(line for line in lines if "is thinking" in line) == "Player 3 is thinking…\n"
    assert next(line for line in lines if "is thinking" in line) == "Player 4 is thinking…\n"
    child.stdout.close()
    assert child.wait(timeout=60) == 1
    assert child.stderr.read() == resume_hint(closed)  # no traceback
    assert len(first_deal_moves(closed)) == 2

    uninterrupted = semerka(tmp_path, "play", *BOTS, "--delay", "0", "--save", str(whole))
    resumed = semerka(tmp_path, "play", "--resume", str(closed), "--delay", "0")
    assert (uninterrupted.wait(timeout=60), resumed.wait(timeout=60)) == (0, 0)
    assert resumed.stderr.read() == uninterrupted.stderr.read() == ""
    assert len(first_deal_moves(whole)) == 38
    assert first_deal_moves(closed) == first_deal_moves(whole)


def test_output_closed_before_the_first_move_keeps_nothing(tmp_path):
    path = tmp_path / "m.json"
    reading, writing = os.pipe()
    os.close(reading)  # closed before the match prints anything
    try:
        child = semerka(tmp_path, "play", *BOTS, "--delay", "0", "--save", str(path), stdout=writing)
    finally:
        os.close(writing)
    assert child.wait(timeout=60) == 1
    assert child.stderr.read() == "No move was made, so the match was not saved.\n"
    assert not path.exists()
