"""Solver benchmark: the compiled search core's positions per CPU second on Klondike (draw 3, waste
turned over unshuffled, unlimited passes), won / lost / unknown on seeds 1-100 under a fixed budget,
peak memory, and its verdicts against the Python reference search on every deal both decide.

    .venv/bin/python bench/solver.py [--seeds 100] [--nodes 5000000] [--seconds 10]
        [--ref-nodes 20000] [--ref-seconds 10] [--no-reference]
        [--game klondike-nl] [--variant draw-3 --variant no-shuffle] [--out bench/results/solver.json]

Another game (and its variants, repeated to combine them) can be measured with --game and
--variant; it must be one the core compiles (the bench never falls back to the Python search).
Prints the figures and writes them to --out.
"""

from __future__ import annotations

import argparse
import json
import platform
import resource
import sys
import time
from pathlib import Path

from patience import fast
from patience.engine.game import Game
from patience.rules.load import load, variant_label, with_variant
from patience.solver import solve

OUT = Path(__file__).parent / "results" / "solver.json"
GAME, VARIANTS = "klondike-nl", ["draw-3", "no-shuffle"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=100)
    ap.add_argument("--nodes", type=int, default=5_000_000, help="Positions per deal (compiled core).")
    ap.add_argument("--seconds", type=float, default=10.0, help="Seconds per deal (compiled core).")
    ap.add_argument("--ref-nodes", type=int, default=20_000, help="Positions per deal (Python reference).")
    ap.add_argument("--ref-seconds", type=float, default=10.0, help="Seconds per deal (Python reference).")
    ap.add_argument("--no-reference", action="store_true", help="Skip the Python reference (no verdict check).")
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
    core = fast.core_for(game)
    if core is None:
        sys.exit(f"solver bench: the compiled core refuses {args.game}: {fast.refusal(game)}")
    labels = {v.id: v.label.en for v in base.variants}
    counts = {"won": 0, "lost": 0, "unknown": 0}
    ref_counts = {"won": 0, "lost": 0, "unknown": 0}
    nodes = ref_nodes = 0
    cpu = ref_cpu = 0.0
    both = agree = 0
    contradictions: list[dict[str, object]] = []
    start = time.perf_counter()
    for seed in range(1, args.seeds + 1):
        state = game.deal(seed)
        c0 = time.process_time()
        out = fast.solve(core, state, args.nodes, args.seconds)
        cpu += time.process_time() - c0
        counts[out.result] += 1
        nodes += out.nodes
        if not args.no_reference:
            c0 = time.process_time()
            ref = solve(game, state, args.ref_nodes, args.ref_seconds, compiled=False)
            ref_cpu += time.process_time() - c0
            ref_counts[ref.result] += 1
            ref_nodes += ref.nodes
            if "unknown" not in (out.result, ref.result):
                both += 1
                if out.result == ref.result:
                    agree += 1
                else:
                    contradictions.append({"seed": seed, "compiled": out.result, "reference": ref.result})
        print(f"\rseed {seed:>3}/{args.seeds}: {counts}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    elapsed = time.perf_counter() - start
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    result = {
        "game": args.game + (f" ({', '.join(labels[v] for v in variants)})" if variants else ""),
        "variant": variant_label(variants),
        "seeds": f"1-{args.seeds}",
        "solver": "compiled core (patience.fast)",
        "budget": {"nodes": args.nodes, "seconds": args.seconds},
        **counts,
        "positions": nodes,
        "seconds": round(elapsed, 1),
        "cpu_seconds": round(cpu, 1),
        "positions_per_cpu_second": round(nodes / cpu) if cpu else 0,
        "peak_memory_mib": round(peak_mib, 1),
        "python": platform.python_version(),
        "machine": f"{platform.machine()}, {platform.processor() or 'cpu'}",
    }
    if not args.no_reference:
        result["reference"] = {"budget": {"nodes": args.ref_nodes, "seconds": args.ref_seconds}, **ref_counts,
                               "positions": ref_nodes, "cpu_seconds": round(ref_cpu, 1),
                               "positions_per_cpu_second": round(ref_nodes / ref_cpu) if ref_cpu else 0}
        result["verdicts"] = {"both_decided": both, "agree": agree, "contradictions": contradictions}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", "utf-8")
    for key in ("game", "seeds", "solver", "budget", "won", "lost", "unknown", "positions_per_cpu_second", "peak_memory_mib",
                "seconds", "reference", "verdicts"):
        if key in result:
            print(f"{key:>24}: {result[key]}")


if __name__ == "__main__":
    main()
