"""`patience align`: the same game across books and languages."""

from __future__ import annotations

import typer

from ..align import load_alignment, suggest
from ..align.table import as_json
from . import app, emit


@app.command()
def align(
    suggest_: bool = typer.Option(False, "--suggest", help="Propose candidate links and score them against the curated table."),
    as_json_: bool = typer.Option(False, "--json", help="Print JSON: {groups: [...]} or, with --suggest, {candidates, precision, recall}."),
) -> None:
    """Show the curated alignment (groups of games, links with relation, confidence
    and reason, the curated differences between two texts clause by clause, aligned
    evidence of encoded games, names used elsewhere), or suggest new links.

    Example:

        $ patience align --suggest --json
    """
    table = load_alignment()
    if suggest_:
        data = suggest(table)

        def render_suggestions(d: dict) -> str:
            lines = [f"{c['score']:.2f}  {c['a']} ~ {c['b']}  {'(curated)' if c['curated'] else ''}  {c['signals']}" for c in d["candidates"]]
            lines.append(f"precision {d['precision']} recall {d['recall']}")
            return "\n".join(lines)

        emit(data, as_json_, render_suggestions)
        return
    data = as_json(table)

    def render(d: dict) -> str:
        lines = []
        for g in d["groups"]:
            lines.append(f"{g['id']}: {', '.join(g['games'])}")
            for link in g["links"]:
                lines.append(f"  {link['a']} ~ {link['b']}: {link['relation']} ({link['confidence']}) {link['why']['en']}")
                if link["differences"] == []:
                    lines.append("    compared clause by clause: no differences")
                for diff in link["differences"] or []:
                    lines.append(f"    differs, {diff['clause']['en']}: '{diff['a_words']}' / '{diff['b_words']}': "
                                 f"{diff['what']['en']}")
                for c in link["clauses"]:
                    lines.append(f"    {c['field']}: {' / '.join(c['a'])}  ||  {' / '.join(c['b'])}")
        for n in d["names"]:
            flag = "WARNING " if n["warning"] else ""
            lines.append(f"{flag}{n['game']} ~ {n['system']} '{n['name']}': {n['relation']} ({n['confidence']}) {n['why']['en']}")
        return "\n".join(lines)

    emit(data, as_json_, render)
