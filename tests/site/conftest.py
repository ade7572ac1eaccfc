"""Fixtures: a data root with the real sources.toml, and the fake corpus API."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import fakecorpus

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A project root with the real `corpus/sources.toml` and schema, and an empty `rules_json/`."""
    (tmp_path / "corpus").mkdir()
    shutil.copy(REPO / "corpus" / "sources.toml", tmp_path / "corpus" / "sources.toml")
    shutil.copytree(REPO / "schema", tmp_path / "schema")
    (tmp_path / "rules_json").mkdir()
    return tmp_path


@pytest.fixture
def corpus():
    return fakecorpus
