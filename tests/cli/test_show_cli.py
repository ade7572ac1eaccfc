"""`patience show`: a game's facts, win rate, pages, rules in words and book text."""

import json
import os
import subprocess
import sys
from pathlib import Path

from patience.cli.show import game_sheet
from patience.site.encoding import winrate_text
from patience.site.figures import WinRate
from patience.site.phrases import phrases

ROOT = Path(__file__).resolve().parents[2]


def test_show_has_the_pages_the_rules_in_words_and_the_book_text():
    sheet = game_sheet("hagenaar2-09")
    assert sheet["pages"] == [14, 15] and sheet["title"] == "De veertien"
    assert "\n  1. " in sheet["rules"] and "No. 9. De veertien." in sheet["text"]


def test_a_win_rate_counts_decided_deals_only_and_an_all_undecided_one_reads_not_yet_decided():
    en = phrases("en")
    assert winrate_text(WinRate(deals=30, won=0, lost=0, unknown=30), en).startswith("not yet decided: all 30 deals")
    assert winrate_text(WinRate(deals=10, won=3, lost=5, unknown=2), en) == \
        "won 3 of 8 decided deals (38 %; 95 % interval 14 %–69 %); 2 undecided; so between 30 % and 50 % of all 10 " \
        "deals are winnable"
    assert "undecided" not in winrate_text(WinRate(deals=8, won=8, lost=0, unknown=0), en)


def test_undecided_deals_bound_the_share_of_all_deals_that_are_winnable_in_both_languages():
    rate = WinRate(deals=1000, won=457, lost=0, unknown=543)
    assert winrate_text(rate, phrases("en")).endswith("; so between 46 % and 100 % of all 1000 deals are winnable")
    assert winrate_text(rate, phrases("nl")).endswith("; dus tussen 46 % en 100 % van alle 1000 spellen is te winnen")


def test_show_json_is_one_object_for_scripts():
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    out = subprocess.run([sys.executable, "-c", "from patience.cli import main; main()", "show", "cadogan-carpet", "--json"],
                         capture_output=True, text=True, env=env, timeout=120)
    data = json.loads(out.stdout)
    assert data["id"] == "cadogan-carpet" and data["facts"]["packs"] == 2 and data["winrate"]
