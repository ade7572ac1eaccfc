"""`patience study` on a 2-worker local Ray: killed halfway (SIGKILL) and restarted, it decides every
seed exactly once with the verdicts of an uninterrupted run; a resumed study skips the rows already
there and drops a truncated last line."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

pytest.importorskip("ray", reason="the study's Ray tests need the study extra: pip install '.[study]'")

from typer.testing import CliRunner  # noqa: E402

from helpers import REPO  # noqa: E402
from patience.cli import _register, app  # noqa: E402
from patience.study.results import ResultsWriter, read_results  # noqa: E402
from patience.study.run import done_keys, missing, ray_session, run_study  # noqa: E402
from patience.study.work import Budget, engine_version  # noqa: E402

GAME = ("hagenaar2-38", None)  # about 0.1 s a deal, won and lost mixed, every deal decided in < 4,000 positions
DEALS = 24
# The positions decide every deal (the seconds never run out): the verdicts do not depend on the machine's load.
BUDGET = Budget(20_000, 60.0, 0.0, 1024)
ARGS = ["study", GAME[0], "--deals", str(DEALS), "--workers", "2", "--nodes", "20000", "--budget", "60",
        "--playout-share", "0"]


@pytest.fixture(scope="module")
def local_ray():
    """A 2-worker local Ray for the module: tasks in flight (the killed study connects to it too,
    which spares a second start)."""
    import ray

    _register()
    with ray_session(None, 2) as in_flight:
        yield in_flight, ray.get_runtime_context().gcs_address


def _study(path, plan, in_flight):
    with ResultsWriter(path) as out:
        return run_study(out, plan, BUDGET, in_flight, lambda _row: None)


def _complete_rows(path):
    return path.read_bytes().count(b"\n") if path.exists() else 0


def test_a_killed_study_restarted_decides_each_seed_once_with_the_verdicts_of_an_uninterrupted_run(tmp_path, local_ray):
    whole = tmp_path / "whole.jsonl"
    in_flight, address = local_ray
    assert _study(whole, missing([GAME], DEALS, BUDGET, set()), in_flight) == DEALS
    want = {r["seed"]: r["verdict"] for r in read_results(whole).rows}
    assert sorted(want) == list(range(1, DEALS + 1)) and {"won", "lost"} == set(want.values())

    path = tmp_path / "killed.jsonl"
    proc = subprocess.Popen([sys.executable, "-c", "from patience.entry import main; main()", *ARGS, "--address",
                             address, "--results", str(path)], cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO / "src")},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while _complete_rows(path) < 6 and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)  # the study and anything it started
        proc.wait()
    before = read_results(path).rows
    assert 6 <= len(before) < DEALS, "the study was not stopped halfway"
    torn = b'{"id": "hagenaar2-38", "variant": null, "se'  # as if killed in the middle of a row
    with path.open("ab") as f:
        f.write(torn)

    out = CliRunner().invoke(app, [*ARGS, "--results", str(path), "--json"])  # on the module's Ray: one start less
    assert out.exit_code == 0, out.output
    assert f"dropped a truncated last line ({len(torn)} bytes)" in out.stderr
    summary = json.loads(out.stdout)
    assert (summary["already"], summary["ran"]) == (len(before), DEALS - len(before))
    rows = read_results(path).rows
    assert rows[:len(before)] == before
    assert sorted(r["seed"] for r in rows) == list(range(1, DEALS + 1))
    assert {r["seed"]: r["verdict"] for r in rows} == want
    assert {r["engine"] for r in rows} == {engine_version()}  # the workers ran this checkout's code


def test_a_resumed_study_skips_the_rows_already_there_and_drops_a_truncated_last_line(tmp_path, local_ray):
    path = tmp_path / "r.jsonl"
    in_flight, _ = local_ray
    assert _study(path, missing([GAME], 3, BUDGET, set()), in_flight) == 3
    rows = read_results(path).rows
    rows[0]["verdict"] = "unknown"  # a row the study must keep as it is, not decide again
    other = {**rows[1], "seed": 4, "budget": {**BUDGET.as_dict(), "nodes": 5}}  # seed 4 under another budget
    path.write_bytes(b"".join(json.dumps(r).encode() + b"\n" for r in [*rows, other]) + b'{"id": "hag')
    with ResultsWriter(path) as out:
        assert out.contents.torn == 11
        plan = missing([GAME], 5, BUDGET, done_keys(out.contents.rows))
        assert [seed for _, seed in plan] == [4, 5]
        assert run_study(out, plan, BUDGET, in_flight, lambda _row: None) == 2
    after = read_results(path)
    assert after.torn == 0 and after.rows[:4] == [*rows, other]
    assert sorted((r["seed"], r["budget"]["nodes"]) for r in after.rows[4:]) == [(4, 20_000), (5, 20_000)]


def test_a_retry_decides_again_only_the_deals_an_older_engine_left_undecided_and_they_count_by_the_new_row(tmp_path,
                                                                                                           local_ray):
    path = tmp_path / "r.jsonl"
    in_flight, _ = local_ray
    assert _study(path, missing([GAME], 3, BUDGET, set()), in_flight) == 3
    rows = read_results(path).rows
    by_seed = {r["seed"]: r for r in rows}
    stale = {**by_seed[1], "verdict": "unknown", "stage": None, "engine": "0.0.0+old"}
    kept = {**by_seed[2], "verdict": "unknown", "stage": None}  # this engine's: not tried again
    path.write_bytes(b"".join(json.dumps(r).encode() + b"\n" for r in [stale, kept, by_seed[3]]))
    out = CliRunner().invoke(app, [*ARGS[:3], "3", *ARGS[4:], "--results", str(path), "--retry-undecided", "--json"])
    assert out.exit_code == 0, out.output
    assert "1 undecided by an older engine to decide again" in out.stderr
    after = read_results(path).rows
    assert after[:3] == [stale, kept, by_seed[3]] and [(r["seed"], r["verdict"]) for r in after[3:]] == [
        (1, by_seed[1]["verdict"])]
    [fig] = json.loads(out.stdout)["figures"]
    assert (fig["deals"], fig["unknown"]) == (3, 1)
