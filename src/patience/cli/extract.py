"""`patience extract` and `patience diff`: machine drafts of the rule sets, and where text and encoding disagree."""

from __future__ import annotations

from typing import Optional

from pathlib import Path

import typer

from ..errors import PatienceError
from ..fsutil import atomic_write_json
from . import app, emit
from .progress import Progress


@app.command()
def extract(
    games: list[str] = typer.Argument(None, help="Corpus game ids (default: every game)."),
    init: bool = typer.Option(False, "--init", help="Also start rules_json/GAME.json from the draft (only when none exists)."),
    as_json: bool = typer.Option(False, "--json", help="Print the drafts as JSON."),
) -> None:
    """Propose each game's rule set from its clean text: writes extract/drafts/<game>.json with,
    for every value, its evidence span, the pattern that fired and a confidence. Never writes
    rules_json/ (except a new file with --init).

    Example:

        $ patience extract hagenaar2-25 cadogan-ru-krepost
    """
    from .. import corpus
    from ..extract import extract_all

    ids = games or [g.id for g in corpus.load_games()]
    if init and not games:
        raise PatienceError("--init needs the game ids to start")
    with Progress(len(ids), "extract") as bar:
        drafts = extract_all(ids, progress=lambda _gid: bar.update(1))
    created = []
    if init:
        from ..extract.init import init_ruleset

        created = [str(init_ruleset(d)) for d in drafts]

    def render(ds: list) -> str:
        lines = []
        for d in ds:
            found = ", ".join(f"{f['field']}={_show(f['value'])}" for f in d["facts"]) or "nothing found"
            lines.append(f"{d['game']:<26} {found}")
        lines.append(f"{len(ds)} drafts written to extract/drafts/")
        lines += [f"started {p}" for p in created]
        return "\n".join(lines)

    emit(drafts, as_json, render)


def _show(value) -> str:
    return "+".join(map(str, value)) if isinstance(value, list) else str(value)


@app.command()
def diff(
    games: list[str] = typer.Argument(None, help="Rule-set ids (default: every file in rules_json/)."),
    kind: list[str] = typer.Option(None, "--kind", help="Only these kinds (repeatable): value, unevidenced, "
                                   "stale-quote, number, ocr, executor."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON list of {game, kind, field, text_value, "
                                 "encoded_value, spans, message}."),
    markdown: bool = typer.Option(False, "--markdown", help="Print Markdown for the site."),
    fail_on: list[str] = typer.Option(None, "--fail-on", help="Exit 1 when a finding of this kind exists "
                                      "(repeatable; 'any' for every kind)."),
    out: Path = typer.Option(None, "--out", help="Also write the JSON list to this file (the site reads checks/diff.json)."),
) -> None:
    """Report every place where the clean text and the hand-made encoding disagree: draft vs
    encoded values, fields without evidence, stale evidence quotes, numbers the encoding
    contradicts, likely OCR damage inside evidence spans, and executor findings.

    Example:

        $ patience diff hagenaar2-25 --fail-on stale-quote
    """
    from ..diff import KINDS, diff_all, render_markdown, render_table
    from ..rules.load import rules_dir

    fail = set(fail_on or [])
    if "any" in fail:
        fail = set(KINDS)
    unknown = (fail | set(kind or [])) - set(KINDS)
    if unknown:
        raise PatienceError(f"unknown kind(s): {', '.join(sorted(unknown))} (known: {', '.join(KINDS)})")
    total = len(games) if games else len(list(rules_dir().glob("*.json")))
    with Progress(total, "diff") as bar:
        findings = diff_all(games or None, kinds=tuple(kind) if kind else KINDS, progress=lambda _r: bar.update(1))
    if out is not None:
        atomic_write_json(out, [f.model_dump(mode="json") for f in findings])
    if markdown and not as_json:
        typer.echo(render_markdown(findings))
    else:
        emit([f.model_dump(mode="json") for f in findings], as_json, lambda _: render_table(findings))
    if any(f.kind in fail for f in findings):
        raise typer.Exit(1)
