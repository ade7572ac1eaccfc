"""Fixtures: a temporary copy of the corpus data, so tests can clean, break and rewrite it."""

import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def corpus_root(tmp_path, monkeypatch):
    """A copy of corpus/ (raw, rules, corrections, committed outputs) with PATIENCE_ROOT pointing at it."""
    shutil.copytree(REPO / "corpus", tmp_path / "corpus")
    monkeypatch.setenv("PATIENCE_ROOT", str(tmp_path))
    return tmp_path


@pytest.fixture
def snapshot():
    """A function: every file under <root>/corpus/ except raw/, by relative path."""

    def take(root: Path) -> dict[str, bytes]:
        base = root / "corpus"
        return {str(p.relative_to(base)): p.read_bytes() for p in sorted(base.rglob("*"))
                if p.is_file() and "raw" not in p.relative_to(base).parts}

    return take
