"""The README's table of games, generated from the corpus, the rule sets and the win rates."""

from __future__ import annotations

from pathlib import Path

from . import corpus, project_root
from .errors import PatienceError
from .fsutil import atomic_write
from .rules.load import load_all
from .site.figures import OUT_OF, WinRate, load_winrates

START, END = "<!-- games-table:start -->", "<!-- games-table:end -->"
BUDGET_WORDS = {"seconds": "time", "nodes": "positions", "memory": "memory"}  # the budgets of `OUT_OF`, as the table names them


def _rate(rate: WinRate | None, two_players: bool) -> str:
    """The base rules' figure as the site words it, shortened: "95 % of 1000 decided (93–96 %), 4 undecided
    (3 out of time, 1 out of positions)"."""
    if two_players:
        return "two players"
    if rate is None:
        return "–"
    if rate.rate is None:
        return f"not yet decided: {rate.unknown} undecided{_out_of(rate)}"
    lo, hi = rate.interval
    text = f"{rate.rate:.0%} of {rate.decided} decided ({lo:.0%}–{hi:.0%})"
    return text + (f", {rate.unknown} undecided{_out_of(rate)}" if rate.unknown else "")


def _out_of(rate: WinRate) -> str:
    why = [f"{rate.out_of[limit]} out of {BUDGET_WORDS[limit]}" for limit in OUT_OF if rate.out_of.get(limit)]
    return f" ({', '.join(why)})" if why else ""


def games_table(root: Path | None = None) -> list[dict]:
    rulesets = load_all(root)
    rates = load_winrates(root or project_root())
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
            "win_rate": _rate(rates.get((g.id, None)), rs.players.count == 2) if rs else "–",
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
