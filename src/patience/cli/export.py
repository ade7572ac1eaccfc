"""`patience export`: the bundle of all rule sets."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from . import app, emit


def _render(report: dict) -> str:
    presets = sum(1 for reason in report["solvitaire"].values() if reason is None)
    return (f"exported {report['games']} rule sets (schema version {report['schema_version']}) "
            f"and {presets} Solvitaire presets to {report['out']}")


@app.command("export")
def export(
    out: Optional[Path] = typer.Option(None, "--out", help="Folder to write (default: build/export/)."),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON: files and Solvitaire reasons."),
) -> None:
    """Write every rule set as one JSON file and as JSON Lines, with the schema and Solvitaire
    rule presets for the games Solvitaire can express.

    $ patience export --out build/export
    """
    from ..export import export_bundle

    emit(export_bundle(out).to_dict(), as_json, _render)
