"""The curated alignment table: integrity errors are clear; suggestions are scored against it."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from patience.align import load_alignment, suggest
from patience.align.table import as_json
from patience.errors import PatienceError

ROOT = Path(__file__).resolve().parents[2]

LINK = """
[[group]]
id = "test"
games = [{games}]
[[group.link]]
a = "{a}"
b = "{b}"
relation = "{rel}"
confidence = 0.5
why = "a reason long enough"
"""


@pytest.fixture
def root(tmp_path, monkeypatch):
    for part in ("corpus/games.json", "corpus/clean", "extract/titles.toml", "rules_json"):
        src, dst = ROOT / part, tmp_path / part
        dst.parent.mkdir(parents=True, exist_ok=True)
        (shutil.copytree if src.is_dir() else shutil.copy)(src, dst)
    (tmp_path / "corpus" / "sources.toml").write_text((ROOT / "corpus" / "sources.toml").read_text("utf-8"), "utf-8")
    monkeypatch.setenv("PATIENCE_ROOT", str(tmp_path))
    return tmp_path


def write(root: Path, text: str) -> None:
    (root / "corpus" / "alignment.toml").write_text(text, "utf-8")


def test_the_committed_table_is_consistent_and_prints_groups_and_links():
    data = as_json(load_alignment())
    assert data["groups"] and all({"games", "links"} <= set(g) for g in data["groups"])
    link = data["groups"][0]["links"][0]
    assert {"a", "b", "relation", "confidence", "why"} <= set(link)


def test_an_unknown_game_id_is_named(root):
    write(root, LINK.format(games='"hagenaar2-09", "hagenaar2-99"', a="hagenaar2-09", b="hagenaar2-99", rel="variant"))
    with pytest.raises(PatienceError, match="unknown game 'hagenaar2-99'"):
        load_alignment()


def test_a_game_linked_to_itself_is_refused(root):
    write(root, LINK.format(games='"hagenaar2-09", "hagenaar2-21"', a="hagenaar2-09", b="hagenaar2-09", rel="variant"))
    with pytest.raises(PatienceError, match="links game 'hagenaar2-09' to itself"):
        load_alignment()


def test_a_pair_listed_both_ways_with_different_relations_is_asymmetric(root):
    text = LINK.format(games='"hagenaar2-09", "hagenaar2-21"', a="hagenaar2-09", b="hagenaar2-21", rel="variant")
    text += '[[group.link]]\na = "hagenaar2-21"\nb = "hagenaar2-09"\nrelation = "same"\nconfidence = 0.5\nwhy = "a reason long enough"\n'
    write(root, text)
    with pytest.raises(PatienceError, match="asymmetric link"):
        load_alignment()


def test_a_bad_relation_names_the_field(root):
    write(root, LINK.format(games='"hagenaar2-09", "hagenaar2-21"', a="hagenaar2-09", b="hagenaar2-21", rel="cousin"))
    with pytest.raises(PatienceError, match=r"alignment.toml: group.0.link.0.relation"):
        load_alignment()


def test_suggestions_report_precision_and_recall_against_the_curated_table():
    out = suggest(load_alignment())
    assert 0 <= out["precision"] <= 1 and 0 <= out["recall"] <= 1
    found = {frozenset((c["a"], c["b"])) for c in out["candidates"]}
    assert frozenset(("hagenaar2-09", "cadogan-ru-chetyrnadtsat")) in found


def test_cli_prints_the_precision_recall_line():
    out = subprocess.run([str(Path(sys.executable).parent / "patience"), "align", "--suggest"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip().splitlines()[-1].startswith("precision ")
