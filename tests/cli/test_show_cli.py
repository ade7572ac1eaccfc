"""`patience show`: a game's facts, win rate, pages, rules in words and book text."""

import json
import os
import subprocess
import sys
from pathlib import Path

from patience.cli.show import _winrate, game_sheet
from patience.site.figures import WinRate

ROOT = Path(__file__).resolve().parents[2]


def test_show_has_the_pages_the_rules_in_words_and_the_book_text():
    sheet = game_sheet("hagenaar2-09")
    assert sheet["pages"] == [14, 15] and sheet["title"] == "De veertien"
    assert "\n  1. " in sheet["rules"] and "No. 9. De veertien." in sheet["text"]


def test_an_all_undecided_win_rate_reads_not_yet_decided():
    assert _winrate(WinRate(deals=30, won=0, lost=0, unknown=30)) == "not yet decided (30 deals undecided)"
    assert _winrate(WinRate(deals=10, won=3, lost=5, unknown=2)) == "won 3 of 8 decided deals; 2 undecided"


def test_show_json_is_one_object_for_scripts():
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    out = subprocess.run([sys.executable, "-c", "from patience.cli import main; main()", "show", "cadogan-carpet", "--json"],
                         capture_output=True, text=True, env=env, timeout=120)
    data = json.loads(out.stdout)
    assert data["id"] == "cadogan-carpet" and data["facts"]["packs"] == 2 and data["winrate"]
