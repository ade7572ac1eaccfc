"""`patience compiled`: which rule sets the compiled search core compiles, and why it refuses the others."""

from __future__ import annotations

import typer

from ..engine.game import Game
from ..fast import refusal
from ..rules.load import load, load_all, with_variant
from . import app, emit


def census(ids: list[str] | None = None) -> list[dict]:
    """One row per rule set and variant: {id, variant, compiled, reason} (reason: the primitive refused)."""
    rules = {i: load(i) for i in ids} if ids else load_all()
    rows = []
    for rid, r in sorted(rules.items()):
        for v in [None, *(x.id for x in r.variants)]:
            why = refusal(Game(with_variant(r, v)))
            rows.append({"id": rid, "variant": v, "compiled": why is None, "reason": why})
    return rows


def _render(rows: list[dict]) -> str:
    lines = [f"{'compiled' if r['compiled'] else 'refused '}  {r['id']}{'~' + r['variant'] if r['variant'] else ''}"
             + (f": {r['reason']}" if r["reason"] else "") for r in rows]
    sets = {r["id"] for r in rows}
    whole = {r["id"] for r in rows if r["compiled"] and r["variant"] is None}
    lines.append(f"compiled: {sum(r['compiled'] for r in rows)} of {len(rows)} rule sets and variants "
                 f"({len(whole)} of {len(sets)} rule sets)")
    return "\n".join(lines)


@app.command()
def compiled(
    games: list[str] = typer.Argument(None, help="Rule-set ids (default: every rule set)."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON list of {id, variant, compiled, reason}."),
) -> None:
    """Which rule sets and variants the compiled search core compiles; for the others, the first primitive of the
    rule language it does not compile. `solve`, `check` and `study` search the compiled ones in the core.

    Example:

        $ patience compiled klondike-nl
    """
    rows = census(games or None)
    emit(rows, as_json, _render)
