"""`patience moves | trace | conformance`: the legal moves of a position, recorded playouts, conformance records."""

from __future__ import annotations


import typer

from .. import trace as trace_mod
from ..engine.game import Game
from ..errors import PatienceError
from ..rules.load import load, load_all, variant_label, with_variant
from . import app, emit
from .progress import Progress
from .play import VariantOpt, _game


@app.command()
def moves(
    game: str = typer.Argument(..., help="Rule-set id."),
    seed: int = typer.Option(1, "--seed", "-s", help="Deal number."),
    variants: list[str] = VariantOpt,
    after: str = typer.Option("", "--after", help="Moves to make first, in their text form, separated by commas (or spaces)."),
    as_json: bool = typer.Option(False, "--json", help="Print {id, seed, after, position, won, moves: [{move, rule}]}."),
) -> None:
    """The legal moves of a position, each with the rule that allows it.

    Example:

        $ patience moves hagenaar2-24 --seed 3 --after "deal t1, deal t2" --json
    """
    data = trace_mod.moves_report(_game(game, variants), seed, after)
    data["variants"] = variants

    def render(d: dict) -> str:
        lines = [d["position"], "won" if d["won"] else f"{len(d['moves'])} legal moves:"]
        lines += [f"  {m['move']:<16} {m['rule'] or 'choice'}" for m in d["moves"]]
        return "\n".join(lines)

    emit(data, as_json, render)


@app.command()
def trace(
    game: str = typer.Argument(..., help="Rule-set id."),
    seed: int = typer.Option(1, "--seed", "-s", help="Deal number."),
    steps: int = typer.Option(20, "--steps", "-k", min=0, help="Moves to make (fewer when the game ends)."),
    variants: list[str] = VariantOpt,
    policy: str = typer.Option("random:0", "--policy", help="first, or random:SEED."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON list of {seed, step, position, legal, won, chosen, after}."),
) -> None:
    """Record a playout: the position, its legal moves and the chosen move at each step.

    Example:

        $ patience trace hagenaar2-09 --seed 3 --steps 10 --policy random:1 --json
    """
    records = list(trace_mod.trace(_game(game, variants), seed, steps, trace_mod.policy(policy)))

    def render(rs: list) -> str:
        out = []
        for r in rs:
            out += [f"-- step {r['step']}", r["position"], f"legal: {' '.join(r['legal']) or '-'}"]
            if "chosen" in r:
                out.append(f"chosen: {r['chosen']}")
            if r["won"]:
                out.append("won")
        return "\n".join(out)

    emit(records, as_json, render)


@app.command()
def conformance(
    games: list[str] = typer.Argument(None, help="Rule-set ids (default: all)."),
    write: bool = typer.Option(False, "--write", help="Regenerate checks/conformance/ instead of checking it."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON list of {file, records, ok, problem}."),
) -> None:
    """Check the reference executor against checks/conformance/ (or, with --write, regenerate the records:
    seeded random playouts of every rule set and variant, LANGUAGE.md §19).

    Example:

        $ patience conformance klondike-nl
    """
    rulesets = {g: load(g) for g in games} if games else load_all()
    todo = [(rid, v) for rid, rules in rulesets.items() for v in [None, *(x.id for x in rules.variants)]]
    rows = []
    with Progress(len(todo), "conformance") as bar:
        for rid, variant in todo:
            bar.update(1)
            game = Game(with_variant(rulesets[rid], variant))
            path = trace_mod.conformance_path(rid, variant_label(variant))
            if write:
                path, n, _ = trace_mod.write_conformance(game, rid, variant)
                rows.append({"file": str(path), "records": n, "ok": True, "problem": None})
                continue
            if not path.is_file():
                rows.append({"file": str(path), "records": 0, "ok": False, "problem": "missing (run with --write)"})
                continue
            records = trace_mod.read_records(path)
            problem = trace_mod.check_records(game, records)
            rows.append({"file": str(path), "records": len(records), "ok": problem is None, "problem": problem})

    def render(rs: list) -> str:
        lines = [f"{'ok ' if r['ok'] else 'BAD'} {r['file']} ({r['records']} records){': ' + r['problem'] if r['problem'] else ''}"
                 for r in rs if not r["ok"] or write]
        total = sum(r["records"] for r in rs)
        good = sum(r["records"] for r in rs if r["ok"])
        lines.append(f"conformance: {good} of {total} records agree across {len(rs)} rule sets")
        return "\n".join(lines)

    emit(rows, as_json, render)
    if any(not r["ok"] for r in rows):
        raise PatienceError(f"{sum(not r['ok'] for r in rows)} conformance file(s) disagree")
