"""`check` and `solve --save` never change the committed results in checks/ by accident."""

import shutil
from pathlib import Path

import pytest

from helpers import REPO as ROOT, run_cli as run

QUICK = ("--nodes", "2000", "--seconds", "1", "--no-playouts")


def tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def repo_copy(tmp_path):
    for part in ("corpus", "rules_json", "checks"):
        shutil.copytree(ROOT / part, tmp_path / part, ignore=shutil.ignore_patterns("raw", "conformance"))
    return tmp_path


def test_check_without_write_records_in_build_and_leaves_checks_unchanged(repo_copy):
    before = tree(repo_copy / "checks")
    out = run("check", "klondike-nl", "--deals", "5", *QUICK, root=repo_copy)
    assert out.returncode == 0, out.stderr
    assert tree(repo_copy / "checks") == before
    assert (repo_copy / "build" / "check" / "results" / "klondike-nl~draw-3.json").is_file()
    assert "--write" in out.stderr
    # the worst case is said before the work starts, and the bar names the game it is on
    assert "4 games and variants × 5 deals, at most 1 s a deal: up to 20 s" in out.stderr
    assert "klondike-nl~draw-3" in out.stderr


def test_check_write_refuses_to_replace_a_larger_committed_run_without_force(repo_copy):
    before = tree(repo_copy / "checks")
    out = run("check", "klondike-nl", "--deals", "2", "--no-variants", "--write", *QUICK, root=repo_copy)
    assert out.returncode == 2 and out.stderr.count("\n") == 1, out.stderr
    assert "klondike-nl.json" in out.stderr and "larger (50 deals, 100000 positions a deal, 5.0 seconds a deal)" in out.stderr and "--force" in out.stderr
    assert tree(repo_copy / "checks") == before
    forced = run("check", "klondike-nl", "--deals", "2", "--no-variants", "--write", "--force", *QUICK, root=repo_copy)
    assert forced.returncode == 0, forced.stderr
    assert '"deals": 2' in (repo_copy / "checks" / "results" / "klondike-nl.json").read_text("utf-8")


def test_solve_save_into_checks_needs_write_and_replacing_needs_force(repo_copy):
    cert = repo_copy / "checks" / "certificates" / "hagenaar2-09.json"
    before = cert.read_bytes()
    out = run("solve", "hagenaar2-09", "--seed", "5", "--save", str(cert), root=repo_copy)
    assert out.returncode == 2 and "--write" in out.stderr and out.stderr.count("\n") == 1
    out = run("solve", "hagenaar2-09", "--seed", "5", "--save", str(cert), "--write", root=repo_copy)
    assert out.returncode == 2 and "--force" in out.stderr and cert.read_bytes() == before
    out = run("solve", "hagenaar2-09", "--seed", "5", "--save", str(cert), "--write", "--force", root=repo_copy)
    assert out.returncode == 0 and '"seed": 5' in cert.read_text("utf-8")


@pytest.mark.parametrize("args", [("--deals", "-5"), ("--seconds", "0"), ("--seconds", "-1"), ("--nodes", "-5"),
                                  ("--seconds", "nan"), ("--seconds", "inf"), ("--deals", "0")])
def test_counts_and_budgets_below_one_or_not_finite_are_one_line_usage_errors(args):
    out = run("check", "klondike-nl", *args)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and out.stderr.startswith("patience: error:"), out.stderr
    assert args[0] in out.stderr
