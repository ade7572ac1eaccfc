"""The `patience corpus` commands: help with examples, JSON output, one-line errors."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
COMMANDS = ["clean", "games", "show", "ledger", "locate", "ocr", "pages"]


def patience(*args, root=REPO):
    env = {"PATIENCE_ROOT": str(root), "PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO / "src")}  # this checkout
    return subprocess.run([sys.executable, "-c", "from patience.cli import main; main()", *args],
                          capture_output=True, text=True, env=env)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_corpus_command_has_help_with_an_example(command):
    result = patience("corpus", command, "--help")
    assert result.returncode == 0
    assert "$ patience corpus" in result.stdout


def test_clean_and_games_report_as_json(corpus_root):
    clean = json.loads(patience("corpus", "clean", "--json", root=corpus_root).stdout)
    assert [s["source"] for s in clean["sources"]] == ["hagenaar2", "cadogan-ru", "cadogan", "klondike-nl",
                                                         "cadogan-1914", "cadogan-1914-ocr"]
    games = json.loads(patience("corpus", "games", "--json", root=corpus_root).stdout)
    assert len(games) == 117
    assert set(games[0]) >= {"id", "source", "number", "title", "language", "pages", "fragment", "variants",
                             "clean_span", "raw_span"}
    ru = json.loads(patience("corpus", "games", "--json", "--source", "cadogan-ru", root=corpus_root).stdout)
    assert [g["id"] for g in ru][0] == "cadogan-ru-blokada"


def test_show_prints_page_markers():
    out = patience("corpus", "show", "hagenaar2-45").stdout
    assert out.startswith("hagenaar2-45: Een groote familie")
    assert "[p. 69]" in out and "[p. 70]" in out and "[p. 71]" in out
    raw = patience("corpus", "show", "hagenaar2-45", "--raw").stdout
    assert "[p. 71]SL\n" in raw  # the garbled printed number, kept in the raw view
    data = json.loads(patience("corpus", "show", "cadogan-sly", "--json").stdout)
    assert data["text"].startswith("SLY\n\nTwo Entire Packs of Cards")


def test_ledger_filters_by_rule_and_explains_corrections():
    rows = json.loads(patience("corpus", "ledger", "cadogan-ru", "--rule", "correction", "--json").stdout)
    assert rows and all(r["rule"] == "correction" and r["reason"] for r in rows)
    assert "running-header" in patience("corpus", "ledger", "hagenaar2", "--rule", "running-header").stdout


def test_locate_maps_a_clean_offset_to_raw_and_page():
    data = json.loads(patience("corpus", "locate", "hagenaar2", "20000", "--json").stdout)
    assert data["page"] == 17 and data["raw_offset"] >= 20000 and data["raw_line"] > 1


@pytest.mark.parametrize("args,message", [
    (["corpus", "show", "nope"], "error: unknown game 'nope'"),
    (["corpus", "ledger", "hagenaar2", "--rule", "zz"], "error: corpus/clean/hagenaar2.ledger.jsonl: no rule 'zz'"),
    (["corpus", "locate", "cadogan", "99999999"], "out of range"),
])
def test_bad_arguments_give_one_line_errors(args, message):
    result = patience(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
