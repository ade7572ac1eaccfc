"""bench/vs_solvitaire.py: seeds, Solvitaire's classification line, verdict agreement and the last line;
with $SOLVITAIRE set, two real deals."""

import importlib.util
import json
import os
import re
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("vs_solvitaire", REPO / "bench" / "vs_solvitaire.py")
vs = sys.modules.setdefault("vs_solvitaire", importlib.util.module_from_spec(_spec))
_spec.loader.exec_module(vs)

LAST = re.compile(r"^ratio states/cpu-s \d+\.\d\d, decided/min \d+\.\d\d, contradictions \d+$")
# Recorded `solvitaire --classify` output (stdout) for Klondike deals 78, 9 and 10 (the last with a 200 ms limit).
LOST = ", unsolvable, 0, 8, 6, 7, 0, 0, 6, 53, 3, 0, unsolvable\n"
WON = ", solved, 0, 584, 225, 384, 33, 0, 192, 193, 200, 200, solved\n"
TIMED_OUT = ", timed-out, 200, 62029, 11725, 61938, 911, 0, 10814, 12289, 117, 91, timed-out\n"


def _row(seed, ours, theirs, states=(100, 1000), cpu=(1.0, 0.5)):
    return {"seed": seed, "ours": {"verdict": ours, "states": states[0], "cpu": cpu[0], "wall": 5.0},
            "solvitaire": {"verdict": theirs, "states": states[1], "cpu": cpu[1], "wall": 5.0}}


@pytest.mark.parametrize("text, seeds", [("1-100", list(range(1, 101))), ("7", [7]), ("1-3,9", [1, 2, 3, 9])])
def test_seed_ranges_are_read_in_order(text, seeds):
    assert vs.parse_seeds(text) == seeds


@pytest.mark.parametrize("text", ["1-x", "5-2", "0-3", ""])
def test_a_bad_seed_range_names_the_option(text):
    with pytest.raises(vs.BenchError, match="^--seeds: "):
        vs.parse_seeds(text)


@pytest.mark.parametrize("out, verdict, states", [(LOST, "lost", 8), (WON, "won", 584), (TIMED_OUT, "unknown", 62029)])
def test_solvitaires_classification_gives_the_verdict_and_the_states_searched(out, verdict, states):
    assert vs.parse_classify(out) == (verdict, states)


def test_output_without_a_classification_line_is_an_error():
    with pytest.raises(vs.BenchError, match="no classification line"):
        vs.parse_classify("Solution Type: solved\n")


def test_without_a_binary_the_error_names_the_option_the_variable_and_the_build_script(capsys, monkeypatch):
    monkeypatch.delenv("SOLVITAIRE", raising=False)
    assert vs.main(["--seeds", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("vs_solvitaire: no Solvitaire binary")
    assert all(s in err for s in ("--solvitaire PATH", "$SOLVITAIRE", "../shared/tools/build-solvitaire DEST"))
    assert vs.binary(None, {"SOLVITAIRE": "/bin/true"}) == Path("/bin/true")
    with pytest.raises(vs.BenchError, match="/nonexistent/solvitaire: not an executable"):
        vs.binary("/nonexistent/solvitaire", {})


def test_only_deals_both_decided_differently_are_contradictions():
    rows = [_row(1, "won", "won"), _row(2, "won", "lost"), _row(3, "unknown", "lost"), _row(4, "lost", "unknown"),
            _row(5, "lost", "won")]
    assert [r["seed"] for r in vs.contradictions(rows)] == [2, 5]
    s = vs.summary(rows)
    assert (s["both_decided"], s["agree"]) == (3, 1)
    assert s["contradictions"] == [{"seed": 2, "ours": "won", "solvitaire": "lost"},
                                   {"seed": 5, "ours": "lost", "solvitaire": "won"}]
    assert vs.report(s)[-3:-1] == ["contradiction: seed 2: ours won, Solvitaire lost",
                                   "contradiction: seed 5: ours lost, Solvitaire won"]


def test_the_ratios_are_ours_over_theirs_and_end_the_report():
    rows = [_row(1, "won", "won", (300, 2000), (1.0, 0.5)), _row(2, "unknown", "lost", (600, 4000), (2.0, 0.5))]
    s = vs.summary(rows)
    assert s["ours"]["states_per_cpu_second"] == 300 and s["solvitaire"]["states_per_cpu_second"] == 6000
    assert s["ours"]["decided_per_minute"] == 20.0 and s["solvitaire"]["decided_per_minute"] == 120.0
    assert s["ours"]["decided_per_wall_minute"] == 6.0  # one deal decided in ten wall seconds
    assert vs.report(s)[-1] == "ratio states/cpu-s 0.05, decided/min 0.17, contradictions 0"
    assert LAST.match(vs.report(s)[-1])


@pytest.mark.skipif(not os.environ.get("SOLVITAIRE"), reason="needs $SOLVITAIRE (../shared/tools/build-solvitaire DEST)")
def test_two_klondike_deals_against_the_real_solvitaire(tmp_path, capsys):
    out = tmp_path / "vs.json"
    assert vs.main(["--seeds", "77-78", "--seconds", "2", "--out", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert LAST.match(lines[-1]) and lines[-1].endswith("contradictions 0")
    result = json.loads(out.read_text("utf-8"))
    assert result["seeds"] == "77-78" and result["variant"] == "draw-3+no-shuffle+free-stock"
    assert [r["seed"] for r in result["per_deal"]] == [77, 78]
    deal78 = result["per_deal"][1]
    assert deal78["ours"]["verdict"] == deal78["solvitaire"]["verdict"] == "lost"  # lost in a handful of states
    assert deal78["solvitaire"]["states"] < 100
