"""The executor's commands: JSON for scripts, one-line errors, a playable terminal game."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

BIN = Path(sys.executable).parent / "patience"
ROOT = Path(__file__).resolve().parents[2]


def run(*args, stdin: str | None = None, root: Path | None = None):
    env = {**os.environ, "PATIENCE_ROOT": str(root)} if root else None
    return subprocess.run([str(BIN), *args], capture_output=True, text=True, input=stdin, timeout=120, env=env)


def test_solve_prints_json_with_the_winning_moves():
    out = run("solve", "hagenaar2-09", "--seed", "1", "--json")
    data = json.loads(out.stdout)
    assert data["result"] == "won" and data["moves"] and data["id"] == "hagenaar2-09"


def test_check_json_lists_won_lost_unknown_per_game(tmp_path):
    for part in ("corpus", "rules_json"):
        shutil.copytree(ROOT / part, tmp_path / part)
    out = run("check", "hagenaar2-01", "--deals", "8", "--json", root=tmp_path)
    assert (tmp_path / "checks" / "results" / "hagenaar2-01.json").is_file()
    [row] = json.loads(out.stdout)
    assert row["id"] == "hagenaar2-01" and row["deals"] == 8
    assert row["won"] + row["lost"] + row["unknown"] == 8


def test_facts_json_has_the_corpus_fields_and_the_encoded_facts():
    [row] = json.loads(run("facts", "hagenaar2-25", "--json").stdout)
    assert row["title"] and row["source"] == "hagenaar2" and row["number"] == 25
    assert row["redeals"] == 2 and row["foundations"] == [{"base": "any", "count": 1, "direction": "doubling", "follow": "any"}]


def test_deal_in_solvitaire_format_is_json():
    data = json.loads(run("deal", "klondike-nl", "--variant", "no-shuffle", "--format", "solvitaire").stdout)
    assert len(data["tableau piles"]) == 7


def test_an_unknown_game_is_one_line_on_stderr_and_exit_2():
    out = run("solve", "hagenaar2-99")
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "unknown game 'hagenaar2-99'" in out.stderr


def test_a_malformed_certificate_is_one_line(tmp_path):
    bad = tmp_path / "c.json"
    bad.write_text("{not json", "utf-8")
    out = run("replay", str(bad))
    assert out.returncode == 2 and "malformed JSON" in out.stderr and out.stderr.count("\n") == 1


def test_play_lists_numbered_moves_and_accepts_undo_and_quit():
    out = run("play", "hagenaar2-04", "--seed", "3", stdin="1\nu\nh\nq\n")
    assert out.returncode == 0
    assert "  1. " in out.stdout and "hint:" in out.stdout
