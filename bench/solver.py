"""Solver benchmark: positions per second, Klondike (draw 3, unlimited passes, waste
turned over) won / lost / unknown on seeds 1-100 under a fixed budget, and peak memory.

    .venv/bin/python bench/solver.py [--seeds 100] [--nodes 20000] [--seconds 10]

Prints the figures and writes bench/results/solver.json.
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
from patience.rules.load import load, with_variant
from patience.solver import solve

OUT = Path(__file__).parent / "results" / "solver.json"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=100)
    ap.add_argument("--nodes", type=int, default=20_000)
    ap.add_argument("--seconds", type=float, default=10.0)
    args = ap.parse_args()

    rules = with_variant(with_variant(load("klondike-nl"), "draw-3"), "no-shuffle")
    game = Game(rules)
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
        "game": "klondike-nl (draw 3, unlimited passes, waste turned over)",
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
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(result, indent=2) + "\n", "utf-8")
    for key in ("game", "seeds", "budget", "won", "lost", "unknown", "positions_per_second", "positions_per_cpu_second", "peak_memory_mib", "seconds"):
        print(f"{key:>22}: {result[key]}")


if __name__ == "__main__":
    main()
