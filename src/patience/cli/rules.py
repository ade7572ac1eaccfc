"""`patience validate`, `patience facts`, `patience schema`: the rule sets."""

from __future__ import annotations

from typing import Optional

import typer

from .. import corpus
from ..errors import PatienceError
from ..rules import facts as facts_mod
from ..rules import schema as schema_mod
from ..rules.load import load, load_all
from ..rules.validate import validate_all
from . import app, emit


@app.command()
def validate(
    games: list[str] = typer.Argument(None, help="Rule-set ids (default: every file in rules_json/)."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON list of {file, id, ok, errors}."),
) -> None:
    """Check every rules_json file: schema, evidence quotes against the clean text,
    variants, and that the deal uses every card exactly once.

    Example:

        $ patience validate hagenaar2-09
    """
    reports = validate_all(ids=games or None)

    def render(rs: list) -> str:
        lines = [f"{'ok ' if r.ok else 'BAD'} {r.id or r.file}" for r in rs]
        lines += [f"    {e}" for r in rs for e in r.errors]
        bad = sum(not r.ok for r in rs)
        lines.append(f"{len(rs) - bad} of {len(rs)} rule sets valid")
        return "\n".join(lines)

    emit([r.as_dict() for r in reports], as_json, lambda _: render(reports))
    if any(not r.ok for r in reports):
        raise typer.Exit(1)


def game_facts(rule_id: str, rules) -> dict:
    """The corpus fields of the first game a rule set encodes, then its facts."""
    g = corpus.get_game(rules.games[0])
    head = {"id": rule_id, "source": g.source, "language": g.language, "number": g.number, "title": g.title}
    return {**head, **facts_mod.facts(rules)}


@app.command()
def facts(
    games: list[str] = typer.Argument(None, help="Rule-set ids (default: all)."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON list of facts."),
) -> None:
    """Players, packs, cards, re-deals and foundations of each encoded game,
    computed from the fields the executor uses.

    Example:

        $ patience facts --json cadogan-mount-olympus
    """
    rulesets = {g: load(g) for g in games} if games else load_all()
    rows = [game_facts(rid, r) for rid, r in rulesets.items()]

    def render(rs: list) -> str:
        out = []
        for r in rs:
            fnd = "; ".join(f"{f['count']}x {f['base']} {f['direction']} by {f['follow']}" for f in r["foundations"])
            out.append(
                f"{r['id']:<24} {r['players']}p {r['packs']}x{r['pack']:<6} {r['cards']:>3} cards"
                f"  redeals {r['redeals']!s:<9}  {fnd or 'no foundations'}"
            )
        return "\n".join(out)

    emit(rows, as_json, render)


@app.command()
def schema(
    check: bool = typer.Option(False, "--check", help="Fail if the committed schema is stale instead of writing it."),
    as_json: bool = typer.Option(False, "--json", help="Print {path, changed}."),
) -> None:
    """Write schema/patience-rules.schema.json from the rule-set models.

    Example:

        $ patience schema --check
    """
    path = schema_mod.schema_path()
    if check:
        current = path.read_text("utf-8") if path.is_file() else ""
        if current != schema_mod.schema_text():
            raise PatienceError(f"{path}: stale; run `patience schema` to regenerate it")
        changed = False
    else:
        changed = schema_mod.write()
    emit({"path": str(path), "changed": changed}, as_json, lambda d: f"{d['path']}: {'written' if d['changed'] else 'up to date'}")


@app.command()
def evidence(
    game: str = typer.Argument(..., help="Corpus game id."),
    quote: str = typer.Argument(..., help="Exact clean text to cite."),
    nth: int = typer.Option(1, "--nth", help="Which occurrence, when the quote occurs more than once."),
) -> None:
    """Print the evidence object ({game, start, end, quote}) for a quote of a game's
    clean text, ready to paste into a rules_json file.

    Example:

        $ patience evidence hagenaar2-25 "De talon mag nog tweemaal opgenomen"
    """
    from ..rules.evidence import locate

    emit(locate(game, quote, nth), True, str)


@app.command("games-table")
def games_table_cmd(
    write: bool = typer.Option(False, "--write", help="Rewrite the table in README.md (between its markers)."),
    as_json: bool = typer.Option(False, "--json", help="Print the rows as JSON."),
) -> None:
    """The table of every corpus game: id, title, source, packs, players, status and
    win rate (from bench/results/winrates.json, else checks/results/).

    Example:

        $ patience games-table --write
    """
    from .. import report

    if write:
        changed = report.write_readme()
        typer.echo(f"README.md: {'table rewritten' if changed else 'table up to date'}")
        return
    rows = report.games_table()
    emit(rows, as_json, report.markdown)
