"""How far the winnability study is from its goal (issue 15): every one-player rule set and variant with at least
1,000 deals, each win rate's 95% interval within ±2 points, at most 2% of its deals undecided. Reads the figures the
README and the site read (`bench/results/winrates.json`); prints one line per rule set and variant short of a goal,
then an estimate of the CPU time the deals still missing would take (each target's seconds per deal in the
results file, at the budget of its last row; the median of those for a target with no rows), then the counts.

    .venv/bin/python bench/study_goal.py [--deals 1000] [--half-width 0.02] [--undecided 0.02] [--workers 2] [--json]

Last line: `goal: deals A of N, within ±2 points B, undecided ≤ 2% C, all three D`.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
from pathlib import Path
from typing import Any

from patience import project_root
from patience.site.figures import WinRate, load_winrates
from patience.study.results import budget_key, read_results
from patience.study.run import target_label, targets


def standing(rate: WinRate | None, deals: int, half_width: float, undecided: float) -> dict[str, object]:
    """One target's figures against the three goals."""
    if rate is None:
        return {"deals": 0, "enough": False, "narrow": False, "decided": False, "half_width": None}
    lo, hi = rate.interval
    half = (hi - lo) / 2
    return {"deals": rate.deals, "enough": rate.deals >= deals, "narrow": rate.decided > 0 and half <= half_width,
            "decided": rate.deals > 0 and rate.unknown <= undecided * rate.deals, "half_width": round(half, 4)}


def seconds_per_deal(rows: list[dict[str, Any]]) -> dict[str, float]:
    """Each target's mean seconds per deal over its rows at the budget of its last row."""
    last: dict[str, str] = {}
    spent: dict[tuple[str, str], list[float]] = {}
    for row in rows:
        label, budget = target_label((row["id"], row["variant"])), budget_key(row["budget"])
        last[label] = budget
        if isinstance(row.get("seconds"), (int, float)):
            spent.setdefault((label, budget), []).append(float(row["seconds"]))
    return {label: statistics.mean(spent[label, budget]) for label, budget in last.items() if (label, budget) in spent}


def seconds_left(standings: dict[str, dict[str, object]], per_deal: dict[str, float], deals: int) -> dict[str, float]:
    """CPU seconds each target short of `deals` would take to reach it (the median target's pace where it has none)."""
    typical = statistics.median(per_deal.values()) if per_deal else 0.0
    done = {label: r["deals"] for label, r in standings.items()}
    return {label: (deals - n) * per_deal.get(label, typical) for label, n in done.items()
            if isinstance(n, int) and n < deals}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=1000, help="deals each rule set and variant needs (default 1000)")
    ap.add_argument("--half-width", type=float, default=0.02, help="widest half interval (default 0.02: ±2 points)")
    ap.add_argument("--undecided", type=float, default=0.02, help="largest share of undecided deals (default 0.02)")
    ap.add_argument("--results", type=Path, help="the study's results file (default bench/results/study.jsonl)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="deals at once, for the wall time left "
                    "(default: this machine's cores)")
    ap.add_argument("--json", action="store_true", help="print the standing of each rule set and variant as JSON")
    a = ap.parse_args()
    root = project_root()
    rates = load_winrates(root)
    rows = {target_label(t): standing(rates.get(t), a.deals, a.half_width, a.undecided) for t in targets([], True)}
    left = seconds_left(rows, seconds_per_deal(read_results(a.results or root / "bench/results/study.jsonl").rows),
                        a.deals)
    for label, seconds in left.items():
        rows[label]["seconds_left"] = round(seconds)
    if a.json:
        print(json.dumps(rows, indent=1))
    else:
        for label, r in rows.items():
            short = [name for name in ("enough", "narrow", "decided") if not r[name]]
            if short:
                eta = f"  (~{left[label] / 60:.0f} CPU-min left)" if label in left else ""
                print(f"{label:<48} {r['deals']:>5} deals  short of: {', '.join(short)}{eta}")
        total = sum(left.values())
        print(f"time left for {a.deals:,} deals each: ~{total / 3600:.1f} CPU-hours, "
              f"~{total / 3600 / max(1, a.workers):.1f} h on {a.workers} workers")
    count = {name: sum(bool(r[name]) for r in rows.values()) for name in ("enough", "narrow", "decided")}
    met = sum(all(bool(r[name]) for name in count) for r in rows.values())
    print(f"goal: deals {count['enough']} of {len(rows)}, within ±{a.half_width * 100:g} points {count['narrow']}, "
          f"undecided ≤ {a.undecided * 100:g}% {count['decided']}, all three {met}")


if __name__ == "__main__":
    main()
