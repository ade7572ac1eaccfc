"""`patience export`: the bundle of all rule sets."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from . import app, emit


FORMATS = ("bundle", "tei")


def _render_tei(report: dict) -> str:
    lines = [f"{sid}: {c['pb']} page breaks, {c['corr']} corrections, {c['reg']} regularised words, "
             f"{c['figure']} figures" + (f", {c['skipped']} edits left out (across a paragraph's edge)" if c["skipped"] else "")
             + f" -> {report['files'][sid]}" for sid, c in report["counts"].items()]
    return "\n".join(lines + [f"wrote {len(report['files'])} TEI documents, each valid against schema/tei/patience-tei.rng"])


def _render(report: dict) -> str:
    presets = sum(1 for reason in report["solvitaire"].values() if reason is None)
    return (f"exported {report['games']} rule sets (schema version {report['schema_version']}) "
            f"and {presets} Solvitaire presets to {report['out']}")


@app.command("export")
def export(
    out: Optional[Path] = typer.Option(None, "--out", help="Folder to write (default: build/export/, for TEI build/export/tei/)."),
    fmt: str = typer.Option("bundle", "--format", help="bundle: the rule sets; tei: each source as a TEI P5 document."),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON: files and Solvitaire reasons (TEI: files and counts)."),
) -> None:
    """Write every rule set as one JSON file and as JSON Lines, with the schema and Solvitaire
    rule presets for the games Solvitaire can express; or, with `--format tei`, each source of
    the corpus as a TEI P5 document (page breaks, corrections, games), checked against the
    project's TEI schema.

    $ patience export --out build/export

    $ patience export --format tei
    """
    from ..errors import PatienceError

    if fmt not in FORMATS:
        raise PatienceError(f"--format {fmt!r}: expected one of {', '.join(FORMATS)}")
    if fmt == "tei":
        from .. import __version__
        from ..export import default_out
        from ..tei import export_tei

        emit(export_tei(out or default_out() / "tei", __version__).to_dict(), as_json, _render_tei)
        return
    from ..export import export_bundle

    emit(export_bundle(out).to_dict(), as_json, _render)
