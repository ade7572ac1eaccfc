"""How far the winnability study is from its goal (issue 15): every one-player rule set and variant with at least
1,000 deals, each win rate's 95% interval within ±2 points, at most 2% of its deals undecided. Reads the figures the
README and the site read (`bench/results/winrates.json`); prints one line per rule set and variant short of a goal,
then the counts.

    .venv/bin/python bench/study_goal.py [--deals 1000] [--half-width 0.02] [--undecided 0.02] [--json]

Last line: `goal: deals A of N, within ±2 points B, undecided ≤ 2% C, all three D`.
"""

from __future__ import annotations

import argparse
import json

from patience import project_root
from patience.site.figures import WinRate, load_winrates
from patience.study.run import target_label, targets


def standing(rate: WinRate | None, deals: int, half_width: float, undecided: float) -> dict[str, object]:
    """One target's figures against the three goals."""
    if rate is None:
        return {"deals": 0, "enough": False, "narrow": False, "decided": False, "half_width": None}
    lo, hi = rate.interval
    half = (hi - lo) / 2
    return {"deals": rate.deals, "enough": rate.deals >= deals, "narrow": rate.decided > 0 and half <= half_width,
            "decided": rate.deals > 0 and rate.unknown <= undecided * rate.deals, "half_width": round(half, 4)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=1000, help="deals each rule set and variant needs (default 1000)")
    ap.add_argument("--half-width", type=float, default=0.02, help="widest half interval (default 0.02: ±2 points)")
    ap.add_argument("--undecided", type=float, default=0.02, help="largest share of undecided deals (default 0.02)")
    ap.add_argument("--json", action="store_true", help="print the standing of each rule set and variant as JSON")
    a = ap.parse_args()
    rates = load_winrates(project_root())
    rows = {target_label(t): standing(rates.get(t), a.deals, a.half_width, a.undecided) for t in targets([], True)}
    if a.json:
        print(json.dumps(rows, indent=1))
    else:
        for label, r in rows.items():
            short = [name for name in ("enough", "narrow", "decided") if not r[name]]
            if short:
                print(f"{label:<48} {r['deals']:>5} deals  short of: {', '.join(short)}")
    count = {name: sum(bool(r[name]) for r in rows.values()) for name in ("enough", "narrow", "decided")}
    met = sum(all(bool(r[name]) for name in count) for r in rows.values())
    print(f"goal: deals {count['enough']} of {len(rows)}, within ±{a.half_width * 100:g} points {count['narrow']}, "
          f"undecided ≤ {a.undecided * 100:g}% {count['decided']}, all three {met}")


if __name__ == "__main__":
    main()
