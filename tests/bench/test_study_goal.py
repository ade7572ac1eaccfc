"""bench/study_goal.py: each rule set and variant measured against the study's three goals (1,000 deals, a 95%
interval within ±2 points, at most 2% undecided), and the counts on its last line."""

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

from patience.site.figures import WinRate

REPO = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("study_goal", REPO / "bench" / "study_goal.py")
assert SPEC is not None and SPEC.loader is not None
goal = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(goal)


def test_a_target_meets_each_goal_on_its_own_figures():
    even = goal.standing(WinRate(deals=1000, won=499, lost=499, unknown=2), 1000, 0.02, 0.02)
    assert even["enough"] and even["decided"] and not even["narrow"]  # 50% of 998: ±3.1 points
    sure = goal.standing(WinRate(deals=999, won=990, lost=0, unknown=9), 1000, 0.02, 0.02)
    assert not sure["enough"] and sure["narrow"] and sure["decided"]
    thin = goal.standing(WinRate(deals=1000, won=970, lost=0, unknown=30), 1000, 0.02, 0.02)
    assert thin["enough"] and thin["narrow"] and not thin["decided"]
    assert goal.standing(None, 1000, 0.02, 0.02) == {"deals": 0, "enough": False, "narrow": False, "decided": False,
                                                     "half_width": None}


def test_the_last_line_counts_the_committed_figures_against_the_goals():
    out = subprocess.run([sys.executable, str(REPO / "bench" / "study_goal.py")], capture_output=True, text=True,
                         cwd=REPO)
    assert out.returncode == 0, out.stderr
    m = re.fullmatch(r"goal: deals (\d+) of (\d+), within ±2 points (\d+), undecided ≤ 2% (\d+), all three (\d+)",
                     out.stdout.strip().splitlines()[-1])
    assert m, out.stdout
    enough, total, narrow, decided, met = map(int, m.groups())
    assert total >= 100 and met <= min(enough, narrow, decided) and enough >= 40


def _row(rule_id: str, seconds: float, nodes: int) -> dict:
    return {"id": rule_id, "variant": None, "seed": 1, "verdict": "won", "seconds": seconds,
            "budget": {"nodes": nodes, "seconds": 2.0}}


def test_the_pace_of_a_target_is_its_mean_at_the_budget_of_its_last_row():
    rows = [_row("a", 9.0, 1), _row("a", 1.0, 2), _row("a", 3.0, 2), _row("b", 4.0, 1)]
    assert goal.seconds_per_deal(rows) == {"a": 2.0, "b": 4.0}


def test_the_time_left_counts_the_missing_deals_at_each_pace_and_the_median_where_none_is_known():
    standings = {"a": {"deals": 990}, "b": {"deals": 1000}, "c": {"deals": 0}, "d": {"deals": 500}}
    left = goal.seconds_left(standings, {"a": 2.0, "b": 4.0, "d": 1.0}, 1000)
    assert left == {"a": 20.0, "c": 2000.0, "d": 500.0}


def test_the_report_gives_the_time_left_before_the_counts():
    out = subprocess.run([sys.executable, str(REPO / "bench" / "study_goal.py"), "--workers", "2"], capture_output=True,
                         text=True, cwd=REPO)
    assert out.returncode == 0, out.stderr
    assert re.fullmatch(r"time left for 1,000 deals each: ~\d+\.\d CPU-hours, ~\d+\.\d h on 2 workers",
                        out.stdout.strip().splitlines()[-2]), out.stdout
