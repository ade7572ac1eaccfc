"""The study's results file, its plan and its figures, without Ray: a truncated last line is ignored
and cut off, a broken line before it is an error, done rows are skipped per budget, each seed
counts once, the figures are what the site reads."""

import json
import subprocess
import sys

import pytest

from helpers import REPO, run_cli
from patience.errors import PatienceError
from patience.rules.load import load_all
from patience.site.encoding import winrate_text
from patience.site.figures import _bench
from patience.site.phrases import phrases
from patience.study.figures import summarise, write_figures
from patience.study.results import ResultsWriter, read_results
from patience.study.run import done_keys, missing, targets, undecided
from patience.study.work import Budget

BUDGET = Budget(20_000, 2.0, 0.5, 1024)


def row(seed, verdict="won", rid="hagenaar2-01", variant=None, budget=BUDGET, stage="search", limit=None):
    return {"id": rid, "variant": variant, "seed": seed, "verdict": verdict, "stage": stage, "limit": limit,
            "states": 10, "seconds": 0.01, "budget": budget.as_dict(), "engine": "0.1.0"}


def lines(*rows):
    return "".join(json.dumps(r) + "\n" for r in rows).encode()


def test_a_truncated_last_line_is_ignored_and_cut_off_before_the_next_row(tmp_path):
    path = tmp_path / "r.jsonl"
    whole = lines(row(1), row(2))
    path.write_bytes(whole + b'{"id": "hagenaar2-01", "vari')
    got = read_results(path)
    assert [r["seed"] for r in got.rows] == [1, 2] and got.good == len(whole) and got.torn == 28
    with ResultsWriter(path) as out:
        assert out.contents.torn == 28
        out.append(row(3))
    assert [r["seed"] for r in read_results(path).rows] == [1, 2, 3] and read_results(path).torn == 0


def test_a_whole_last_line_that_does_not_parse_counts_as_truncated(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_bytes(lines(row(1)) + b"\x00\x00\x00\n")  # a crash between the write and the fsync
    got = read_results(path)
    assert [r["seed"] for r in got.rows] == [1] and got.torn == 4


def test_a_broken_line_before_the_last_is_an_error_naming_the_file_and_line(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_bytes(lines(row(1)) + b"{oops\n" + lines(row(2)))
    with pytest.raises(PatienceError, match=r"r\.jsonl: line 2: not a JSON row"):
        read_results(path)
    path.write_bytes(lines({**row(1), "seed": "1"}, row(2)))
    with pytest.raises(PatienceError, match=r"line 1: field 'seed' is missing or invalid: '1'"):
        read_results(path)


def test_a_second_writer_of_the_same_file_is_refused(tmp_path):
    path = tmp_path / "r.jsonl"
    with ResultsWriter(path):
        with pytest.raises(PatienceError, match="another study is writing this file"):
            with ResultsWriter(path):
                pass


def test_the_plan_skips_deals_done_under_the_same_budget_only():
    todo = [("hagenaar2-01", None), ("hagenaar2-06", None)]
    done = done_keys([row(1), row(2, rid="hagenaar2-06"), row(3, budget=Budget(5, 2.0, 0.5, 1024))])
    plan = missing(todo, 3, BUDGET, done)
    assert plan == [(todo[1], 1), (todo[0], 2), (todo[0], 3), (todo[1], 3)]


def test_a_retry_takes_the_deals_left_undecided_by_another_engine_under_the_budget_only():
    todo = [("hagenaar2-01", None), ("hagenaar2-06", None)]
    old = [{**row(1, "unknown"), "engine": "old"}, {**row(1, "unknown", rid="hagenaar2-06"), "engine": "old"},
           {**row(2, "unknown"), "engine": "new"}, {**row(3, "lost"), "engine": "old"},
           {**row(4, "unknown", budget=Budget(5, 2.0, 0.5, 1024)), "engine": "old"},
           {**row(5, "unknown", rid="hagenaar2-06"), "engine": "old"}, {**row(5, "won", rid="hagenaar2-06"), "engine": "new"}]
    assert undecided(todo, 5, BUDGET, old, "new") == [(todo[0], 1), (todo[1], 1)]
    assert undecided(todo, 5, BUDGET, old, "old") == [(todo[0], 2)]


def test_the_default_targets_are_every_one_player_rule_set_and_its_variants():
    every = load_all()
    want = {(rid, v) for rid, r in every.items() if r.players.count == 1 for v in [None, *(x.id for x in r.variants)]}
    got = targets([], True)
    assert set(got) == want and len(got) == len(want)
    assert not any(every[rid].players.count == 2 for rid, _ in got)


def test_targets_name_variants_and_refuse_two_player_games_and_unknown_variants():
    assert targets(["klondike-nl~draw-3+no-shuffle", "hagenaar2-09"], True) == [
        ("klondike-nl", "draw-3+no-shuffle"), ("hagenaar2-09", None)]
    with pytest.raises(PatienceError, match="two-player game"):
        targets(["hagenaar2-48"], True)
    with pytest.raises(PatienceError, match="unknown variant 'bogus'"):
        targets(["klondike-nl~bogus"], True)


def test_the_figures_count_each_seed_once_by_its_last_row_under_the_budget_with_a_wilson_interval_over_the_decided():
    rows = [row(1, "unknown", stage=None), row(1), row(2, "lost", stage="suit"), row(3, "unknown", stage=None),
            row(4, "won", stage="playout"), row(5, "lost", budget=Budget(5, 1.0, 0.0, 1024))]
    [fig] = summarise(rows, [("hagenaar2-01", None), ("hagenaar2-06", None)], BUDGET)
    assert {k: fig[k] for k in ("deals", "decided", "won", "lost", "unknown", "play", "suit", "rate")} == {
        "deals": 4, "decided": 3, "won": 2, "lost": 1, "unknown": 1, "play": 1, "suit": 1, "rate": 0.6667}
    assert fig["ci"] == [0.2077, 0.9385] and fig["budget"] == BUDGET.as_dict()


def test_written_figures_replace_their_rows_keep_the_others_and_are_what_the_site_reads(tmp_path):
    path = tmp_path / "winrates.json"
    old = {"budget": {"nodes_per_deal": 20000, "seconds_per_deal": 2.0, "playout_share": 0.5},
           "games": [{"id": "hagenaar2-01", "variant": None, "deals": 3, "won": 1, "lost": 2, "unknown": 0},
                     {"id": "hagenaar2-06", "variant": None, "deals": 9, "won": 9, "lost": 0, "unknown": 0}]}
    path.write_text(json.dumps(old))
    figs = summarise([row(1), row(2, "lost"), row(3, "unknown", stage=None), row(4)], [("hagenaar2-01", None)], BUDGET)
    write_figures(path, figs, tmp_path / "r.jsonl")
    rates = _bench(path)
    assert rates[("hagenaar2-01", None)].deals == 4 and rates[("hagenaar2-01", None)].unknown == 1
    assert rates[("hagenaar2-06", None)].won == 9
    kept = json.loads(path.read_text())["games"][1]
    assert kept["budget"] == {"nodes": 20000, "seconds": 2.0, "playout_share": 0.5}
    assert "| hagenaar2-01 |  | 4 | 2 | 0 | 1 | 0 | 1 | 66.7% (20.8%–93.8%) | 20000 positions / 2 s |" in (
        tmp_path / "winrates.md").read_text()


def test_the_figures_count_the_undecided_by_the_budget_they_ran_out_of_and_the_site_says_why(tmp_path):
    rows = [row(1, "unknown", stage=None, limit="seconds"), row(2, "unknown", stage=None, limit="seconds"),
            row(3, "unknown", stage=None, limit="nodes"), row(4, "lost")]
    [fig] = summarise(rows, [("hagenaar2-01", None)], BUDGET)
    assert fig["out_of"] == {"seconds": 2, "nodes": 1}
    path = tmp_path / "winrates.json"
    write_figures(path, [fig], tmp_path / "r.jsonl")
    rate = _bench(path)[("hagenaar2-01", None)]
    assert "; 3 undecided (time ran out in 2, the position limit was reached in 1); " in winrate_text(rate, phrases("en"))
    assert "; 3 onbeslist (bij 2 raakte de zoektijd op, bij 1 was het maximum aantal posities bereikt); " in \
        winrate_text(rate, phrases("nl"))
    path.write_text(json.dumps({"games": [{**fig, "out_of": {"patience": 1}}]}))
    with pytest.raises(PatienceError, match=r"games/0: field 'out_of' is not a count per budget"):
        _bench(path)


def test_written_figures_refuse_to_replace_a_row_from_more_deals_unless_forced(tmp_path):
    path = tmp_path / "winrates.json"
    path.write_text(json.dumps({"games": [{"id": "hagenaar2-01", "variant": None, "deals": 1000, "won": 1,
                                           "lost": 2, "unknown": 0}]}))
    figs = summarise([row(1)], [("hagenaar2-01", None)], BUDGET)
    with pytest.raises(PatienceError, match=r"would replace rows from more deals: hagenaar2-01 \(1000 deals\)"):
        write_figures(path, figs, tmp_path / "r.jsonl")
    write_figures(path, figs, tmp_path / "r.jsonl", force=True)
    assert _bench(path)[("hagenaar2-01", None)].deals == 1


def test_no_run_summarises_the_results_file_without_ray(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_bytes(lines(row(1), row(2, "lost"), row(7)) + b'{"id"')
    out = run_cli("study", "hagenaar2-01", "--deals", "2", "--no-run", "--json", "--results", str(path))
    data = json.loads(out.stdout)
    assert out.returncode == 0 and data["ran"] == 0 and data["already"] == 2
    assert [(f["deals"], f["won"], f["lost"]) for f in data["figures"]] == [(3, 2, 1)]


def test_no_run_at_a_budget_with_no_row_names_the_budgets_the_file_has(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_bytes(lines(row(1, budget=Budget(2_000_000, 2.0, 0.5, 1024)), row(1, rid="hagenaar2-02")))
    out = run_cli("study", "hagenaar2-01", "--deals", "1", "--no-run", "--results", str(path))
    assert out.returncode == 0 and out.stderr.strip() == (
        f"{path}: no row of these games at --nodes 20000 --budget 2.0 --playout-share 0.5 --memory 1024; "
        "it has rows at --nodes 2000000 --budget 2.0 --playout-share 0.5 --memory 1024")
    again = run_cli("study", "hagenaar2-01", "--deals", "1", "--no-run", "--nodes", "2000000", "--results", str(path))
    assert again.returncode == 0 and again.stderr == ""


def test_without_ray_the_study_says_how_to_install_it_in_one_line(tmp_path):
    code = "import sys; sys.modules['ray'] = None; from patience.entry import main; main()"
    out = subprocess.run([sys.executable, "-c", code, "study", "hagenaar2-01", "--deals", "1", "--results",
                          str(tmp_path / "r.jsonl")], capture_output=True, text=True, cwd=REPO,
                         env={"PYTHONPATH": str(REPO / "src"), "PATH": "/usr/bin:/bin"})
    assert (out.returncode, out.stderr.strip()) == (
        2, "patience: error: ray is not installed: this command needs the study extra, install with pip install '.[study]'")
