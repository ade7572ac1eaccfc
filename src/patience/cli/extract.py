"""`patience extract` and `patience diff`: machine drafts of the rule sets, and where text and encoding disagree."""

from __future__ import annotations

from typing import Optional

import typer

from ..errors import PatienceError
from . import app, emit


def _progress(total: int, label: str):
    bar = typer.progressbar(length=total, label=label, file=__import__("sys").stderr)
    bar.__enter__()
    return bar


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
    with typer.progressbar(length=len(ids), label="extract", file=__import__("sys").stderr) as bar:
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
