"""`patience moves`, `patience trace` and `patience conformance` from the command line."""

import json
import os
import subprocess
import sys
from pathlib import Path

SRC = str(Path(__file__).resolve().parents[2] / "src")


def _run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": SRC}
    return subprocess.run([sys.executable, "-c", "from patience.cli import main; main()", *args],
                          capture_output=True, text=True, env=env)


def test_moves_lists_each_legal_move_with_its_rule():
    out = _run("moves", "hagenaar2-24", "--seed", "3", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["moves"] and all(set(m) == {"move", "rule"} for m in data["moves"])
    assert data["position"].splitlines()[-1].startswith(("passes", "deal", "f", "s", "t"))


def test_moves_after_a_sequence_continues_from_there():
    first = json.loads(_run("moves", "hagenaar2-24", "--seed", "3", "--json").stdout)
    m = first["moves"][0]["move"]
    after = json.loads(_run("moves", "hagenaar2-24", "--seed", "3", "--after", m, "--json").stdout)
    assert after["after"] == [m] and after["position"] != first["position"]


def test_an_illegal_or_malformed_move_is_one_line_naming_it():
    for bad, why in (("t1>t1", "its own pile"), ("t1>f1:0", "from 2 up"), ("zz9>f1", "no pile named"), ("frobnicate", "no rule")):
        out = _run("moves", "hagenaar2-24", "--seed", "3", "--after", bad)
        assert out.returncode == 2 and out.stderr.count("\n") == 1 and why in out.stderr, (bad, out.stderr)


def test_trace_records_position_legal_moves_and_choice_at_each_step():
    out = _run("trace", "hagenaar2-05", "--seed", "2", "--steps", "5", "--policy", "random:1", "--json")
    assert out.returncode == 0, out.stderr
    steps = json.loads(out.stdout)
    assert [r["step"] for r in steps] == list(range(len(steps))) and len(steps) <= 6
    assert all(r["chosen"] in r["legal"] for r in steps if "chosen" in r)


def test_the_same_policy_seed_gives_the_same_trace():
    a = _run("trace", "hagenaar2-24", "--seed", "4", "--steps", "8", "--policy", "random:3", "--json").stdout
    b = _run("trace", "hagenaar2-24", "--seed", "4", "--steps", "8", "--policy", "random:3", "--json").stdout
    assert a == b


def test_variants_combine():
    out = _run("moves", "klondike-nl", "--variant", "draw-3", "--variant", "no-shuffle", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["variants"] == ["draw-3", "no-shuffle"]
