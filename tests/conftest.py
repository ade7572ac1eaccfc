"""Fixtures: a temporary copy of the repository data (corpus, rules_json, extract data)."""

import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def data_root(tmp_path, monkeypatch):
    """corpus/, rules_json/ and extract/*.toml copied to a temp dir, with PATIENCE_ROOT pointing at it."""
    shutil.copytree(REPO / "corpus", tmp_path / "corpus", ignore=shutil.ignore_patterns("raw"))
    shutil.copytree(REPO / "rules_json", tmp_path / "rules_json")
    (tmp_path / "extract").mkdir()
    for f in (REPO / "extract").glob("*.toml"):
        shutil.copy(f, tmp_path / "extract" / f.name)
    if (REPO / "checks").is_dir():
        shutil.copytree(REPO / "checks", tmp_path / "checks")
    monkeypatch.setenv("PATIENCE_ROOT", str(tmp_path))
    return tmp_path
