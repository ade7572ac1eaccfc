"""`patience play` in a real terminal (tmux): the header, the board in the game's geometry,
a hint within a second, undo and quitting."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")


class Pane:
    """`patience play` running in a detached tmux session, 120 × 60."""

    def __init__(self, *args: str) -> None:
        self.name = f"patience-test-{uuid.uuid4().hex[:8]}"
        command = " ".join(shlex.quote(a) for a in [sys.executable, "-c", "from patience.cli import main; main()", *args])
        subprocess.run(["tmux", "new-session", "-d", "-s", self.name, "-x", "120", "-y", "60",
                        "-e", f"PYTHONPATH={ROOT / 'src'}", "-e", "TERM=xterm-256color", command], check=True, cwd=ROOT)

    def screen(self) -> str:
        return subprocess.run(["tmux", "capture-pane", "-p", "-J", "-S", "-200", "-t", self.name],
                              capture_output=True, text=True).stdout

    def wait_for(self, pattern: str, seconds: float = 15.0) -> float:
        """Seconds until `pattern` (a regex) shows on the screen."""
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            if re.search(pattern, self.screen(), re.M):
                return time.perf_counter() - start
            time.sleep(0.02)
        raise AssertionError(f"{pattern!r} did not show within {seconds} s:\n{self.screen()}")

    def send(self, keys: str) -> None:
        subprocess.run(["tmux", "send-keys", "-t", self.name, keys, "Enter"], check=True)

    def alive(self) -> bool:
        return subprocess.run(["tmux", "has-session", "-t", self.name], capture_output=True).returncode == 0

    def close(self) -> None:
        if self.alive():
            subprocess.run(["tmux", "kill-session", "-t", self.name])


@pytest.fixture
def pane_of():
    panes: list[Pane] = []

    def start(*args: str) -> Pane:
        panes.append(Pane(*args))
        return panes[-1]

    yield start
    for p in panes:
        p.close()


def _play(pane: Pane, prompt: str = r"move \d+ \[") -> None:
    pane.wait_for(prompt)
    pane.send("h")
    assert pane.wait_for(r"^hint: \S") < 1.0
    hinted = re.findall(r"^hint: (.+?) \(", pane.screen(), re.M)[-1]
    pane.send(hinted)
    pane.wait_for(r"^move 2 ")
    pane.send("u")
    pane.wait_for(rf"^undid {re.escape(hinted)}$")
    pane.send("u")
    pane.wait_for(r"^nothing to undo")
    pane.send("99")
    pane.wait_for(r"^99: there (is|are) \d+ moves?; type 1–\d+ or a move")
    pane.send("q")
    deadline = time.perf_counter() + 5
    while pane.alive() and time.perf_counter() < deadline:
        time.sleep(0.05)
    assert not pane.alive()


def test_klondike_shows_its_title_and_columns_and_plays(pane_of):
    pane = pane_of("play", "klondike-nl", "--seed", "1")
    pane.wait_for(r"^Patience \(Klondike\) — deal 1$")
    screen = pane.screen()
    assert re.search(r"^column \(tableau, t\)$", screen, re.M)
    assert re.search(r"^  t1   t2   t3   t4   t5   t6   t7$", screen, re.M)
    assert re.search(r"^  s \[24\]$", screen, re.M)
    assert re.search(r"move 1 \[1–\d+ or a move such as t7>f1; ", screen)
    _play(pane)


def test_no_9_draws_its_square_as_a_grid_of_four_rows_and_plays(pane_of):
    pane = pane_of("play", "hagenaar2-09", "--seed", "1")
    pane.wait_for(r"^De veertien \(Fourteen\)")
    rows = re.findall(r"^  (t\d+ \S+\s+t\d+ \S+\s+t\d+ \S+\s+t\d+ \S+)$", pane.screen(), re.M)
    assert [re.findall(r"t\d+", r) for r in rows[:4]] == [[f"t{4 * i + j}" for j in (1, 2, 3, 4)] for i in range(4)]
    _play(pane)
