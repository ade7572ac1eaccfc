"""Win rates of every encoded game (and variant): solve up to --deals deals each, within a
total time budget, and write a table with 95% Wilson confidence intervals over the decided deals.

    .venv/bin/python bench/winrates.py [--deals 1000] [--minutes 10] [--jobs 2] [--out DIR] [GAME ...]

Each deal goes through `patience check`'s strategies (`solver.check.decide`): in games
whose suits never touch a proof of loss one suit at a time (`suit` counts those losses),
the depth-first search, then nested playouts with --playout-share of its budget (`play`
counts those wins).
`rate` counts proven wins only; `unknown` deals (budget spent) bound it from above:
the true thoughtful win rate lies between won/deals and (won+unknown)/deals.
The time is shared out equally; the time games leave unused (they finished their
deals early) goes, in a second round, to the games the clock stopped, which go on
from their next deal.
Writes winrates.json and winrates.md into --out (default bench/results/); naming games
replaces just their rows and keeps the others.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

from patience.engine.game import Game
from patience.rules.load import load, load_all, with_variant
from patience.site.figures import wilson
from patience.solver.check import decide

RESULTS = Path(__file__).parent / "results"


def run_one(task: tuple) -> dict:
    """Deals first_seed… of one game until `deals` are played or `seconds` are spent;
    `row` (a first round's result) is carried on."""
    rid, variant, deals, seconds, nodes, per_deal, share, row = task
    game = Game(with_variant(load(rid), variant))
    row = row or {"id": rid, "variant": variant, "deals": 0, "won": 0, "lost": 0, "unknown": 0, "play": 0, "suit": 0,
                  "seconds": 0.0}
    start = time.perf_counter()
    for seed in range(row["deals"] + 1, deals + 1):
        if time.perf_counter() - start > seconds:
            break
        outcome, how = decide(game, game.deal(seed), seed, nodes, per_deal, share)
        row[outcome.result] += 1
        row["suit"] += how == "suit"
        row["play"] += how == "playout"
        row["deals"] += 1
    decided = row["won"] + row["lost"]  # undecided deals count for neither side (as the site shows it)
    lo, hi = wilson(row["won"], decided)
    row.update(rate=round(row["won"] / decided, 4) if decided else None, ci=[round(lo, 4), round(hi, 4)],
               seconds=round(row["seconds"] + time.perf_counter() - start, 1))
    return row


def run_all(work: list[tuple], jobs: int, label: str) -> list[dict]:
    rows = []
    with mp.Pool(jobs) as pool:
        for i, row in enumerate(pool.imap_unordered(run_one, work), 1):
            rows.append(row)
            print(f"\r{label}: {i}/{len(work)} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*")
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--minutes", type=float, default=10.0, help="Total wall-clock budget.")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--nodes", type=int, default=20_000, help="Solver budget per deal (positions).")
    ap.add_argument("--per-deal", type=float, default=2.0, help="Solver budget per deal (seconds).")
    ap.add_argument("--playout-share", type=float, default=0.5,
                    help="Share of the per-deal budget for nested playouts after an undecided search (0: none).")
    ap.add_argument("--out", type=Path, default=RESULTS, help="Folder for winrates.json and winrates.md.")
    args = ap.parse_args()
    out = args.out

    rulesets = {g: load(g) for g in args.games} if args.games else load_all()
    tasks = [(rid, v) for rid, r in rulesets.items() for v in [None, *(x.id for x in r.variants)]]
    total = args.minutes * 60
    began = time.perf_counter()
    share = total * args.jobs / max(1, len(tasks))
    budget = (args.nodes, args.per_deal, args.playout_share)
    rows = run_all([(rid, v, args.deals, share, *budget, None) for rid, v in tasks], args.jobs, "round 1")
    stopped = [r for r in rows if r["deals"] < args.deals]
    left = total - (time.perf_counter() - began)
    more = left * args.jobs / max(1, len(stopped))
    if stopped and more >= args.per_deal * (1 + args.playout_share):  # time for at least one more deal each
        again = run_all([(r["id"], r["variant"], args.deals, more, *budget, r) for r in stopped], args.jobs, "round 2")
        rows = [r for r in rows if r["deals"] >= args.deals] + again
    old = out / "winrates.json"
    if args.games and old.is_file():
        done = {r["id"] for r in rows}
        rows += [r for r in json.loads(old.read_text("utf-8"))["games"] if r["id"] not in done]
    rows.sort(key=lambda r: (r["id"], r["variant"] or ""))
    meta = {"generated": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "budget": {"deals": args.deals, "minutes": args.minutes, "nodes_per_deal": args.nodes,
                       "seconds_per_deal": args.per_deal, "playout_share": args.playout_share,
                       "seconds_per_game": round(share, 1)}}
    out.mkdir(parents=True, exist_ok=True)
    (out / "winrates.json").write_text(json.dumps({**meta, "games": rows}, indent=1) + "\n", "utf-8")
    lines = [f"Win rates (thoughtful solver; {meta['generated']}; up to {args.deals} deals per game, "
             f"{args.nodes} positions / {args.per_deal} s per deal)", "",
             "`play`: of the wins, those found by nested playouts; `suit`: of the losses, those proven one suit at a time.",
             "",
             "| game | variant | deals | won | play | lost | suit | unknown | win rate (95% CI) |",
             "|---|---|---:|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        rate = "-" if r["rate"] is None else f"{r['rate']:.1%} ({r['ci'][0]:.1%}–{r['ci'][1]:.1%})"
        lines.append(f"| {r['id']} | {r['variant'] or ''} | {r['deals']} | {r['won']} | {r.get('play', 0)} | {r['lost']} "
                     f"| {r.get('suit', 0)} | {r['unknown']} | {rate} |")
    (out / "winrates.md").write_text("\n".join(lines) + "\n", "utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
