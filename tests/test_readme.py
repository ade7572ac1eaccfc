"""The README's table of games is generated and up to date."""

import re
from pathlib import Path

from patience import report

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_starts_with_the_two_commands():
    lines = README.read_text("utf-8").splitlines()
    assert lines[2:6] == ["```", "make build   # creates .venv, installs, runs the whole pipeline, builds the site", "make test    # creates/updates .venv and runs the test suite", "```"]


def test_the_games_table_shows_packs_and_players_of_each_encoded_game():
    rows = [r for r in report.games_table() if r["packs"]]
    assert rows
    for r in rows:
        assert re.fullmatch(r"[1-4] × (whist|piquet)", r["packs"]) and r["players"] in (1, 2), r
    assert "| `klondike-nl` | " in report.markdown(rows) and "| 1 × whist | 1 |" in report.markdown(rows)


def test_games_table_lists_every_corpus_game_and_is_current():
    text = README.read_text("utf-8")
    table = text.split(report.START, 1)[1].split(report.END, 1)[0].strip()
    assert table == report.markdown(report.games_table()), "run `patience games-table --write`"
    assert len(report.games_table()) >= 70


def test_the_games_table_says_which_budget_the_undecided_deals_ran_out_of():
    rate = report.WinRate(deals=10, won=3, lost=3, unknown=4, out_of={"seconds": 3, "nodes": 1})
    assert report._rate(rate, False) == "50% of 6 decided (19%–81%), 4 undecided (3 out of time, 1 out of positions)"
    assert report._rate(report.WinRate(deals=2, won=0, lost=0, unknown=2, out_of={"memory": 2}), False) == \
        "not yet decided: 2 undecided (2 out of memory)"
