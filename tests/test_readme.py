"""The README's table of games is generated and up to date."""

from pathlib import Path

from patience import report

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_starts_with_the_two_commands():
    lines = README.read_text("utf-8").splitlines()
    assert lines[2:6] == ["```", "make build   # creates .venv, installs, runs the whole pipeline, builds the site", "make test    # creates/updates .venv and runs the test suite", "```"]


def test_games_table_lists_every_corpus_game_and_is_current():
    text = README.read_text("utf-8")
    table = text.split(report.START, 1)[1].split(report.END, 1)[0].strip()
    assert table == report.markdown(report.games_table()), "run `patience games-table --write`"
    assert len(report.games_table()) >= 70
