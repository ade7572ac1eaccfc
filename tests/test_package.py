"""The package outside the repository: a fresh clone pip-installed into a new virtual
environment (the engine's dependencies only) reads and plays a game from any folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

PLAY = """
import patience
from patience.engine.game import Game
from patience.rules.load import load
game = Game(load("hagenaar2-09"))
state = game.deal(1)
for _ in range(3):
    game.apply(state, next(iter(game.legal_moves(state))))
print(patience.project_root().name, game.position_text(state).splitlines()[0])
"""


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A new venv with a fresh clone of this repository installed (not editable)."""
    base = tmp_path_factory.mktemp("package")
    subprocess.run(["git", "clone", "-q", str(REPO), str(base / "clone")], check=True)
    subprocess.run([sys.executable, "-m", "venv", str(base / "venv")], check=True)
    python = base / "venv" / "bin" / "python"
    quick = {**os.environ, "CFLAGS": "-O0 -g0"}  # the core unoptimised: what is tested here is the install, not speed
    out = subprocess.run([str(python), "-m", "pip", "install", "-q", str(base / "clone")], capture_output=True, text=True,
                         env=quick)
    if out.returncode != 0:
        pytest.fail(f"pip install of a fresh clone failed: {out.stderr.strip()[-400:]}")
    (base / "elsewhere").mkdir()
    return python, base / "elsewhere"


def test_import_patience_deals_and_plays_no_9_from_a_folder_outside_the_repo(installed):
    python, folder = installed
    out = subprocess.run([str(python), "-c", PLAY], capture_output=True, text=True, cwd=folder)
    assert out.returncode == 0, out.stderr
    root, first_pile = out.stdout.split(" ", 1)
    assert root == "_data" and first_pile.startswith("t1:")  # the data the package carries


def test_the_engine_installs_without_spacy_mkdocs_playwright_or_ray_and_says_which_extra_a_command_needs(installed):
    python, folder = installed
    missing = subprocess.run([str(python), "-c", "import importlib.util as u; print([m for m in "
                              "('spacy', 'mkdocs', 'playwright', 'jsonschema', 'ray') if u.find_spec(m)])"],
                             capture_output=True, text=True).stdout.strip()
    assert missing == "[]"
    cli = folder.parent / "venv" / "bin" / "patience"
    out = subprocess.run([str(cli), "extract", "hagenaar2-09"], capture_output=True, text=True, cwd=folder)
    assert out.returncode == 2 and out.stderr.strip() == \
        "patience: error: spacy is not installed: this command needs pip install 'patience[extract]'"
    study = subprocess.run([str(cli), "study", "hagenaar2-09", "--deals", "1", "--results", "r.jsonl"],
                           capture_output=True, text=True, cwd=folder)
    assert study.returncode == 2 and study.stderr.strip() == (
        "patience: error: ray is not installed: this command needs the study extra, install with pip install '.[study]'")
    shown = subprocess.run([str(cli), "show", "hagenaar2-09", "--json"], capture_output=True, text=True, cwd=folder)
    assert shown.returncode == 0 and '"pages": [' in shown.stdout
