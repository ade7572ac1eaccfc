"""The README's table of games, generated from the corpus, the rule sets and the win rates."""

from __future__ import annotations

import json
from pathlib import Path

from . import corpus, project_root
from .errors import PatienceError
from .fsutil import atomic_write
from .rules.load import load_all

START, END = "<!-- games-table:start -->", "<!-- games-table:end -->"


def win_rates(root: Path | None = None) -> dict[str, dict]:
    """Base-rule figures per game: bench/results/winrates.json, else checks/results/."""
    root = root or project_root()
    bench = root / "bench" / "results" / "winrates.json"
    out: dict[str, dict] = {}
    if bench.is_file():
        for row in json.loads(bench.read_text("utf-8"))["games"]:
            if row["variant"] is None:
                out[row["id"]] = row
    for path in sorted((root / "checks" / "results").glob("*.json")):
        row = json.loads(path.read_text("utf-8"))
        if row["variant"] is None and row["id"] not in out:
            out[row["id"]] = row
    return out


def _rate(row: dict | None) -> str:
    if not row or not row.get("deals"):
        return "–"
    text = f"{row['won'] / row['deals']:.0%} of {row['deals']}"
    if row.get("ci"):
        text += f" ({row['ci'][0]:.0%}–{row['ci'][1]:.0%})"
    if row.get("unknown"):
        text += f", {row['unknown']} undecided"
    return text


def games_table(root: Path | None = None) -> list[dict]:
    rulesets = load_all(root)
    rates = win_rates(root)
    rows = []
    for g in corpus.load_games(root):
        rs = rulesets.get(g.id)
        rows.append({
            "id": g.id,
            "title": g.title,
            "source": g.source,
            "packs": f"{rs.deck.packs} × {rs.deck.pack}" if rs else None,
            "players": rs.players.count if rs else None,
            "status": ("fragment, " if g.fragment else "") + ((rs.status if rs else "not encoded")),
            "win_rate": _rate(rates.get(g.id)) if rs else "–",
        })
    return rows


def markdown(rows: list[dict]) -> str:
    lines = ["| id | title | source | packs | players | status | win rate (thoughtful solver) |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(
            f"| `{r['id']}` | {r['title']} | {r['source']} | {r['packs'] or '–'} | {r['players'] or '–'} | {r['status']} | {r['win_rate']} |"
        )
    return "\n".join(lines)


def write_readme(root: Path | None = None) -> bool:
    """Replace the table between the markers in README.md; False when unchanged."""
    path = (root or project_root()) / "README.md"
    text = path.read_text("utf-8")
    if START not in text or END not in text:
        raise PatienceError(f"{path}: missing the markers {START} … {END}")
    head, _, rest = text.partition(START)
    _, _, tail = rest.partition(END)
    return atomic_write(path, f"{head}{START}\n{markdown(games_table(root))}\n{END}{tail}")
