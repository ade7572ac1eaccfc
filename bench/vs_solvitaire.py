"""Our solver against Solvitaire on the same deals: verdicts, states per CPU second, decided deals per minute.

    .venv/bin/python bench/vs_solvitaire.py [--solvitaire PATH] [--game klondike-nl]
        [--variant draw-3 --variant no-shuffle --variant free-stock] [--seeds 1-100] [--seconds 5]
        [--json] [--out FILE]

The binary comes from --solvitaire or $SOLVITAIRE (build it with ../shared/tools/build-solvitaire DEST).
Each deal is exported with our exporter (`patience.solvitaire`: the rule preset and the deal, face-down
cards in lower case) and solved by both, interleaved: ours first on odd seeds, Solvitaire first on even
ones, each with the same wall-clock limit. CPU seconds: ours `time.process_time()` around the in-process
search, Solvitaire's the `RUSAGE_CHILDREN` delta around its process. States: our solver's node count,
Solvitaire's "States Searched" (both count revisited positions). Decided deals per minute are per
minute of that solver's CPU time (wall seconds are recorded too: on a loaded machine a solver gets
less CPU than the wall-clock limit). Per-deal lines go to stderr; the last line of the text output is
`ratio states/cpu-s X.XX, decided/min Y.YY, contradictions N` (ours / theirs).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from patience import solvitaire
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.fsutil import atomic_write_json
from patience.rules.load import load, variant_label, with_variant
from patience.solver import solve

GAME, VARIANTS = "klondike-nl", ["draw-3", "no-shuffle", "free-stock"]
"""Klondike as Solvitaire plays it: turn three, the waste turned over unshuffled as often as one likes,
the stock turned at any time with the waste face up (klondike-nl's own rules turn only when stuck and
put earlier turned cards aside, which Solvitaire cannot express)."""
VERDICTS = {"solved": "won", "unsolvable": "lost", "timed-out": "unknown", "memory-limit-reached": "unknown",
            "terminated": "unknown"}
"""Solvitaire's outcomes as our verdicts."""
NO_BINARY = ("no Solvitaire binary: pass --solvitaire PATH or set $SOLVITAIRE "
             "(build one with ../shared/tools/build-solvitaire DEST)")


class BenchError(Exception):
    """A one-line error for the command line."""


@dataclass(frozen=True)
class Run:
    verdict: str  # won | lost | unknown
    states: int
    cpu: float
    wall: float


def parse_seeds(text: str) -> list[int]:
    """'1-100' or '7' or '1-3,9' as the seeds in order."""
    seeds: list[int] = []
    for part in text.split(","):
        first, _, last = part.strip().partition("-")
        try:
            lo, hi = int(first), int(last or first)
        except ValueError:
            raise BenchError(f"--seeds: {text!r} is not a seed range like 1-100") from None
        if lo < 1 or hi < lo:
            raise BenchError(f"--seeds: {part.strip()!r} is not a rising range of seeds from 1")
        seeds += range(lo, hi + 1)
    return seeds


def binary(arg: str | None, env: dict[str, str]) -> Path:
    """The Solvitaire binary from --solvitaire, else $SOLVITAIRE."""
    path = arg or env.get("SOLVITAIRE")
    if not path:
        raise BenchError(NO_BINARY)
    if not os.access(path, os.X_OK):
        raise BenchError(f"Solvitaire binary {path}: not an executable file")
    return Path(path)


def parse_classify(stdout: str) -> tuple[str, int]:
    """Verdict and states searched from `solvitaire --classify` output for one deal file:
    ', <outcome>, <ms>, <states searched>, <unique states>, …, <overall result>'."""
    line = next((ln for ln in stdout.splitlines() if ln.startswith(", ")), None)
    fields = [f.strip() for f in line[2:].split(",")] if line else []
    if len(fields) < 4 or fields[-1] not in VERDICTS or not fields[2].isdigit():
        raise BenchError(f"Solvitaire output: no classification line in {stdout.strip()[:80]!r}")
    return VERDICTS[fields[-1]], int(fields[2])


def run_solvitaire(exe: Path, rules: Path, deal: Path, seconds: float) -> Run:
    """Solvitaire on one deal file, without streamliners, CPU time from its rusage."""
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    cmd = [str(exe), "--custom-rules", str(rules), "--timeout", str(round(seconds * 1000)), "--streamliners", "none",
           "--classify", str(deal)]
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=seconds + 60)
    except subprocess.TimeoutExpired:
        raise BenchError(f"Solvitaire on {deal}: still running {seconds + 60:.0f} s after its {seconds} s limit") from None
    after, wall = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter() - start
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0 or "[error]" in done.stderr:
        error = next((ln for ln in done.stderr.splitlines() if "[error]" in ln), f"exit status {done.returncode}")
        raise BenchError(f"Solvitaire on {deal}: {error}")
    verdict, states = parse_classify(done.stdout)
    return Run(verdict, states, cpu, wall)


def run_ours(game: Game, seed: int, seconds: float) -> Run:
    """Our depth-first search on one deal, in this process, limited by time only."""
    state = game.deal(seed)
    start, wall = time.process_time(), time.perf_counter()
    out = solve(game, state, 10**12, seconds)
    return Run(out.result, out.nodes, time.process_time() - start, time.perf_counter() - wall)


def contradictions(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The deals both decided with different verdicts."""
    return [r for r in rows if "unknown" not in (r["ours"]["verdict"], r["solvitaire"]["verdict"])
            and r["ours"]["verdict"] != r["solvitaire"]["verdict"]]


def _figures(runs: list[dict[str, Any]]) -> dict[str, Any]:
    cpu, wall = sum(r["cpu"] for r in runs), sum(r["wall"] for r in runs)
    decided = sum(r["verdict"] != "unknown" for r in runs)
    counts = {v: sum(r["verdict"] == v for r in runs) for v in ("won", "lost", "unknown")}
    return {**counts, "states": sum(r["states"] for r in runs), "cpu_seconds": round(cpu, 3),
            "wall_seconds": round(wall, 3),
            "states_per_cpu_second": round(sum(r["states"] for r in runs) / cpu) if cpu else 0,
            "decided_per_minute": round(decided / (cpu / 60), 2) if cpu else 0.0,
            "decided_per_wall_minute": round(decided / (wall / 60), 2) if wall else 0.0}


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Both solvers' figures, their agreement and ratios (ours / theirs)."""
    ours, theirs = _figures([r["ours"] for r in rows]), _figures([r["solvitaire"] for r in rows])
    both = [r for r in rows if "unknown" not in (r["ours"]["verdict"], r["solvitaire"]["verdict"])]
    bad = contradictions(rows)

    def ratio(key: str) -> float:
        return round(ours[key] / theirs[key], 4) if theirs[key] else 0.0

    return {"ours": ours, "solvitaire": theirs, "both_decided": len(both), "agree": len(both) - len(bad),
            "contradictions": [{"seed": r["seed"], "ours": r["ours"]["verdict"], "solvitaire": r["solvitaire"]["verdict"]}
                               for r in bad],
            "ratio": {"states_per_cpu_second": ratio("states_per_cpu_second"), "decided_per_minute": ratio("decided_per_minute")}}


def final_line(s: dict[str, Any]) -> str:
    return (f"ratio states/cpu-s {s['ratio']['states_per_cpu_second']:.2f}, decided/min "
            f"{s['ratio']['decided_per_minute']:.2f}, contradictions {len(s['contradictions'])}")


def report(s: dict[str, Any]) -> list[str]:
    """The text summary; its last line is `final_line`."""
    lines = [f"{'':>11} {'won':>4} {'lost':>4} {'unknown':>7} {'cpu-s':>7} {'wall-s':>7} {'states/cpu-s':>13} "
             f"{'decided/min':>11} {'(per wall-min)':>14}"]
    for name in ("ours", "solvitaire"):
        f = s[name]
        lines.append(f"{name:>11} {f['won']:>4} {f['lost']:>4} {f['unknown']:>7} {f['cpu_seconds']:>7.1f} "
                     f"{f['wall_seconds']:>7.1f} {f['states_per_cpu_second']:>13,} "
                     f"{f['decided_per_minute']:>11.2f} {f['decided_per_wall_minute']:>14.2f}")
    lines.append(f"verdicts: {s['agree']} of {s['both_decided']} deals both decided agree")
    lines += [f"contradiction: seed {c['seed']}: ours {c['ours']}, Solvitaire {c['solvitaire']}" for c in s["contradictions"]]
    lines.append(final_line(s))
    return lines


def _seed_text(seeds: list[int]) -> str:
    """'1-100' for a run of seeds, else the seeds listed."""
    if seeds and seeds == list(range(seeds[0], seeds[-1] + 1)):
        return f"{seeds[0]}-{seeds[-1]}"
    return ",".join(map(str, seeds))


def compare(exe: Path, game_id: str, variants: list[str], seeds: list[int], seconds: float) -> dict[str, Any]:
    """Both solvers on every seed, interleaved; the results document."""
    rules = with_variant(load(game_id), variants)
    game = Game(rules)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="vs-solvitaire-") as tmp:
        preset = Path(tmp) / "rules.json"
        preset.write_text(json.dumps(solvitaire.preset(rules)), "utf-8")
        for i, seed in enumerate(seeds):
            deal = Path(tmp) / f"deal-{seed}.json"
            deal.write_text(json.dumps(solvitaire.deal(game, game.deal(seed))), "utf-8")
            if seed % 2:
                ours, theirs = run_ours(game, seed, seconds), run_solvitaire(exe, preset, deal, seconds)
            else:
                theirs, ours = run_solvitaire(exe, preset, deal, seconds), run_ours(game, seed, seconds)
            rows.append({"seed": seed, "ours": asdict(ours), "solvitaire": asdict(theirs)})
            flag = "  CONTRADICTION" if contradictions(rows[-1:]) else ""
            print(f"[{i + 1}/{len(seeds)}] seed {seed}: ours {ours.verdict} ({ours.states} states, {ours.cpu:.2f} cpu-s), "
                  f"Solvitaire {theirs.verdict} ({theirs.states} states, {theirs.cpu:.2f} cpu-s){flag}", file=sys.stderr, flush=True)
    return {"game": game_id, "variant": variant_label(variants), "seeds": _seed_text(seeds),
            "deals": len(seeds), "seconds_per_deal": seconds, "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "machine": f"{platform.machine()}, {os.cpu_count()} cpus, Python {platform.python_version()}",
            "cpu_time": "ours: time.process_time() in-process; Solvitaire: RUSAGE_CHILDREN delta",
            "summary": summary(rows), "per_deal": rows}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--solvitaire", help="The Solvitaire binary (default: $SOLVITAIRE).")
    ap.add_argument("--game", default=GAME, help="Rule-set id.")
    ap.add_argument("--variant", action="append", help="A variant (repeat to combine; default with klondike-nl: "
                    + ", ".join(VARIANTS) + "; 'none' for the base rules).")
    ap.add_argument("--seeds", default="1-100", help="Deal numbers: 1-100, 7 or 1-3,9.")
    ap.add_argument("--seconds", type=float, default=5.0, help="Time limit per deal and solver (wall clock).")
    ap.add_argument("--json", action="store_true", help="Print the results as JSON instead of the text summary.")
    ap.add_argument("--out", type=Path, help="Also write the results JSON here (atomically).")
    args = ap.parse_args(argv)
    try:
        exe = binary(args.solvitaire, dict(os.environ))
        variants = args.variant if args.variant is not None else (VARIANTS if args.game == GAME else [])
        result = compare(exe, args.game, [v for v in variants if v != "none"], parse_seeds(args.seeds), args.seconds)
    except (BenchError, PatienceError) as e:
        print(f"vs_solvitaire: {e}".splitlines()[0], file=sys.stderr)
        return 2
    if args.out:
        atomic_write_json(args.out, result)
    print(json.dumps(result, indent=2) if args.json else "\n".join(report(result["summary"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
