"""Win rates of every encoded game (and variant): solve up to --deals deals each, within a
total time budget, and write a table with 95% Wilson confidence intervals.

    .venv/bin/python bench/winrates.py [--deals 1000] [--minutes 10] [--jobs 2] [GAME ...]

`rate` counts proven wins only; `unknown` deals (budget spent) bound it from above:
the true thoughtful win rate lies between won/deals and (won+unknown)/deals.
Writes bench/results/winrates.json and bench/results/winrates.md; naming games replaces
just their rows and keeps the others.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

from patience.engine.game import Game
from patience.rules.load import load, load_all, with_variant
from patience.solver import solve

RESULTS = Path(__file__).parent / "results"


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def run_one(task: tuple[str, str | None, int, float, int, float]) -> dict:
    rid, variant, deals, seconds, nodes, per_deal = task
    game = Game(with_variant(load(rid), variant))
    counts = {"won": 0, "lost": 0, "unknown": 0}
    start = time.perf_counter()
    played = 0
    for seed in range(1, deals + 1):
        if time.perf_counter() - start > seconds:
            break
        counts[solve(game, game.deal(seed), nodes, per_deal).result] += 1
        played += 1
    lo, hi = wilson(counts["won"], played)
    return {"id": rid, "variant": variant, "deals": played, **counts,
            "rate": round(counts["won"] / played, 4) if played else None, "ci": [round(lo, 4), round(hi, 4)],
            "seconds": round(time.perf_counter() - start, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*")
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--minutes", type=float, default=10.0, help="Total wall-clock budget.")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--nodes", type=int, default=20_000, help="Solver budget per deal (positions).")
    ap.add_argument("--per-deal", type=float, default=2.0, help="Solver budget per deal (seconds).")
    args = ap.parse_args()

    rulesets = {g: load(g) for g in args.games} if args.games else load_all()
    tasks = [(rid, v) for rid, r in rulesets.items() for v in [None, *(x.id for x in r.variants)]]
    share = args.minutes * 60 * args.jobs / max(1, len(tasks))
    work = [(rid, v, args.deals, share, args.nodes, args.per_deal) for rid, v in tasks]
    rows = []
    with mp.Pool(args.jobs) as pool:
        for i, row in enumerate(pool.imap_unordered(run_one, work), 1):
            rows.append(row)
            print(f"\r{i}/{len(work)} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    old = RESULTS / "winrates.json"
    if args.games and old.is_file():
        done = {r["id"] for r in rows}
        rows += [r for r in json.loads(old.read_text("utf-8"))["games"] if r["id"] not in done]
    rows.sort(key=lambda r: (r["id"], r["variant"] or ""))
    meta = {"generated": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "budget": {"deals": args.deals, "minutes": args.minutes, "nodes_per_deal": args.nodes,
                       "seconds_per_deal": args.per_deal, "seconds_per_game": round(share, 1)}}
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "winrates.json").write_text(json.dumps({**meta, "games": rows}, indent=1) + "\n", "utf-8")
    lines = [f"Win rates (thoughtful solver; {meta['generated']}; up to {args.deals} deals per game, "
             f"{args.nodes} positions / {args.per_deal} s per deal)", "",
             "| game | variant | deals | won | lost | unknown | win rate (95% CI) |", "|---|---|---:|---:|---:|---:|---|"]
    for r in rows:
        rate = "-" if r["rate"] is None else f"{r['rate']:.1%} ({r['ci'][0]:.1%}–{r['ci'][1]:.1%})"
        lines.append(f"| {r['id']} | {r['variant'] or ''} | {r['deals']} | {r['won']} | {r['lost']} | {r['unknown']} | {rate} |")
    (RESULTS / "winrates.md").write_text("\n".join(lines) + "\n", "utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
