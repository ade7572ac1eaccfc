"""From the results file to the win rates the README and the site read (`bench/results/winrates.json`
and its table `winrates.md`, the format `patience.site.figures` reads): per rule set and variant,
the deals of one budget, won, lost and undecided, the rate over the decided deals and its 95 %
Wilson interval, and of the undecided deals how many ran out of each budget (`out_of`)."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..errors import PatienceError
from ..fsutil import atomic_write, json_text, read_json
from ..site.figures import OUT_OF, wilson
from .results import budget_key
from .run import Target, target_label
from .work import Budget


def summarise(rows: list[dict[str, Any]], todo: list[Target], budget: Budget) -> list[dict[str, Any]]:
    """One figure row per target with at least one deal under `budget` (each seed counted once, by its last row: a
    deal decided again, `--retry-undecided`, counts by its new verdict)."""
    key = budget_key(budget.as_dict())
    seen: dict[Target, dict[int, dict[str, Any]]] = {t: {} for t in todo}
    for row in rows:
        deals = seen.get((row["id"], row["variant"]))
        if deals is not None and budget_key(row["budget"]) == key:
            deals[row["seed"]] = row
    out = []
    for (rid, variant), deals in seen.items():
        if not deals:
            continue
        got = {v: sum(r["verdict"] == v for r in deals.values()) for v in ("won", "lost", "unknown")}
        decided = got["won"] + got["lost"]
        lo, hi = wilson(got["won"], decided)
        out.append({
            "id": rid, "variant": variant, "deals": len(deals), "decided": decided, **got,
            "play": sum(r["verdict"] == "won" and r.get("stage") == "playout" for r in deals.values()),
            "suit": sum(r["verdict"] == "lost" and r.get("stage") == "suit" for r in deals.values()),
            "out_of": {limit: n for limit in OUT_OF
                       if (n := sum(r["verdict"] == "unknown" and r.get("limit") == limit for r in deals.values()))},
            "seconds": round(sum(float(r.get("seconds", 0)) for r in deals.values()), 1),
            "rate": round(got["won"] / decided, 4) if decided else None, "ci": [round(lo, 4), round(hi, 4)],
            "budget": budget.as_dict(),
        })
    return out


def write_figures(path: Path, figures: list[dict[str, Any]], source: Path, force: bool = False) -> None:
    """Write `figures` (from the results file `source`) into the win-rate file at `path` (and its
    table beside it, `.md`): their rows replace those of the same rule set and variant, the others
    are kept. Refused, unless `force`, where a row to replace has more deals."""
    path = Path(path)
    old = read_json(path) if path.is_file() else {}
    kept = old.get("games", []) if isinstance(old, dict) else []
    if not isinstance(kept, list) or not all(isinstance(r, dict) for r in kept):
        raise PatienceError(f"{path}: field 'games' is not a list of objects")
    legacy = old.get("budget") if isinstance(old, dict) else None
    if isinstance(legacy, dict) and "nodes_per_deal" in legacy:  # the retired bench/winrates.py's one budget for every row
        stamp = {"nodes": legacy["nodes_per_deal"], "seconds": legacy.get("seconds_per_deal"),
                 "playout_share": legacy.get("playout_share")}
        kept = [r if "budget" in r else {**r, "budget": stamp} for r in kept]
    new = {(f["id"], f["variant"]): f for f in figures}
    shrink = [f"{target_label((r['id'], r.get('variant')))} ({r.get('deals')} deals)" for r in kept
              if (r.get("id"), r.get("variant")) in new and isinstance(r.get("deals"), int)
              and r["deals"] > new[(r["id"], r.get("variant"))]["deals"]]
    if shrink and not force:
        raise PatienceError(f"{path}: would replace rows from more deals: {', '.join(shrink)} (pass --force)")
    rows = [r for r in kept if (r.get("id"), r.get("variant")) not in new] + figures
    rows.sort(key=lambda r: (r["id"], r.get("variant") or ""))
    meta = {"generated": datetime.now(timezone.utc).isoformat(timespec="seconds"), "source": str(source)}
    atomic_write(path, json_text({**meta, "games": rows}))
    atomic_write(path.with_suffix(".md"), markdown(rows, meta["generated"]))


def markdown(rows: list[dict[str, Any]], generated: str) -> str:
    """The win-rate table for people."""
    lines = [f"Win rates (thoughtful solver; {generated})", "",
             "`play`: of the wins, those found by nested playouts; `suit`: of the losses, those proven one suit at a "
             "time; the rate and its 95% interval are over the decided deals; budget per deal.", "",
             "| game | variant | deals | won | play | lost | suit | unknown | win rate (95% CI) | budget |",
             "|---|---|---:|---:|---:|---:|---:|---:|---|---|"]
    for r in rows:
        rate = "-" if r.get("rate") is None else f"{r['rate']:.1%} ({r['ci'][0]:.1%}–{r['ci'][1]:.1%})"
        b = r.get("budget")
        spent = f"{b['nodes']} positions / {b['seconds']:g} s" if isinstance(b, dict) and "nodes" in b else ""
        lines.append(f"| {r['id']} | {r.get('variant') or ''} | {r['deals']} | {r['won']} | {r.get('play', 0)} "
                     f"| {r['lost']} | {r.get('suit', 0)} | {r['unknown']} | {rate} | {spent} |")
    return "\n".join(lines) + "\n"
