"""Solver benchmark: positions per second, Klondike (draw 3, waste turned over unshuffled,
unlimited passes) won / lost / unknown on seeds 1-100 under a fixed budget, and peak memory.

    .venv/bin/python bench/solver.py [--seeds 100] [--nodes 20000] [--seconds 10]
        [--game klondike-nl] [--variant draw-3 --variant no-shuffle] [--out bench/results/solver.json]

Another game (and its variants, repeated to combine them) can be measured with --game and
--variant. Prints the figures and writes them to --out.
"""

from __future__ import annotations

import argparse
import json
import platform
import resource
import sys
import time
from pathlib import Path

from patience.engine.game import Game
from patience.rules.load import load, variant_label, with_variant
from patience.solver import solve

OUT = Path(__file__).parent / "results" / "solver.json"
GAME, VARIANTS = "klondike-nl", ["draw-3", "no-shuffle"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=100)
    ap.add_argument("--nodes", type=int, default=20_000)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--game", default=GAME, help="Rule-set id.")
    ap.add_argument("--variant", action="append", help="A variant (repeat to combine; default with klondike-nl: "
                    "draw-3 and no-shuffle; 'none' for the base rules).")
    ap.add_argument("--out", type=Path, default=OUT, help="Where the figures go (JSON).")
    args = ap.parse_args()

    variants = args.variant if args.variant is not None else (VARIANTS if args.game == GAME else [])
    variants = [v for v in variants if v != "none"]
    base = load(args.game)
    rules = with_variant(base, variants)
    game = Game(rules)
    labels = {v.id: v.label.en for v in base.variants}
    counts = {"won": 0, "lost": 0, "unknown": 0}
    nodes = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for seed in range(1, args.seeds + 1):
        out = solve(game, game.deal(seed), args.nodes, args.seconds)
        counts[out.result] += 1
        nodes += out.nodes
        print(f"\rseed {seed:>3}/{args.seeds}: {counts}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    result = {
        "game": args.game + (f" ({', '.join(labels[v] for v in variants)})" if variants else ""),
        "variant": variant_label(variants),
        "seeds": f"1-{args.seeds}",
        "budget": {"nodes": args.nodes, "seconds": args.seconds},
        **counts,
        "positions": nodes,
        "seconds": round(elapsed, 1),
        "positions_per_second": round(nodes / elapsed),
        "positions_per_cpu_second": round(nodes / cpu),
        "peak_memory_mib": round(peak_mib, 1),
        "python": platform.python_version(),
        "machine": f"{platform.machine()}, {platform.processor() or 'cpu'}",
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", "utf-8")
    for key in ("game", "seeds", "budget", "won", "lost", "unknown", "positions_per_second", "positions_per_cpu_second", "peak_memory_mib", "seconds"):
        print(f"{key:>22}: {result[key]}")


if __name__ == "__main__":
    main()
