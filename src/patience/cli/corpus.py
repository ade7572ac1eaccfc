"""`patience corpus …`: clean the OCR sources, list and show games, explain the cleaner's edits."""

from __future__ import annotations

from typing import Optional

import typer

from . import app, emit
from .progress import Progress

corpus_app = typer.Typer(help="The corpus stage: clean the OCR sources and segment them into games.", no_args_is_help=True)
app.add_typer(corpus_app, name="corpus")

JSON = typer.Option(False, "--json", help="Print JSON for scripts.")


@corpus_app.command("clean")
def clean_cmd(
    accept_raw_change: bool = typer.Option(False, "--accept-raw-change", help="A raw file changed on purpose: "
                                           "record its new sha256 in corpus/sources.toml instead of failing."),
    accept_fewer_corrections: bool = typer.Option(False, "--accept-fewer-corrections", help="Corrections were "
                                                  "removed on purpose: clean without them instead of failing."),
    as_json: bool = JSON,
) -> None:
    """Clean every raw source into corpus/clean/ (text, edit ledger, pages, modern shadow).
    A raw file whose sha256 is not the one corpus/sources.toml records, a missing corrections
    file, or one with fewer corrections than the last clean applied, is an error.

    Deterministic: a second run changes nothing.

    $ patience corpus clean --json
    """
    from ..corpus import run_clean

    report = run_clean(accept_raw_change=accept_raw_change, accept_fewer_corrections=accept_fewer_corrections)

    def render(r) -> str:
        rows = []
        for s in r["sources"]:
            written = sum(v == "written" for v in s["files"].values())
            rows.append(f"{s['source']:<12} {s['chars_raw']:>7} -> {s['chars_clean']:>7} chars  {s['edits']:>4} edits  "
                        f"{written} file(s) written, {len(s['files']) - written} unchanged")
        return "\n".join(rows)

    emit(report.model_dump(mode="json"), as_json, render)


@corpus_app.command("games")
def games_cmd(source: Optional[str] = typer.Option(None, "--source", help="Only the games of this source."),
              as_json: bool = JSON) -> None:
    """Segment the clean texts into games and write corpus/games.json; list the games.

    $ patience corpus games --source hagenaar2
    """
    from ..corpus import get_source, segment

    if source:
        get_source(source)
    games = [g for g in segment() if source is None or g.source == source]

    def render(gs) -> str:
        rows = []
        for g in gs:
            pages = f"p. {g['pages'][0]}-{g['pages'][1]}" if g["pages"] else ""
            flags = " (fragment)" if g["fragment"] else ""
            variants = f"  +{len(g['variants'])} variant(s)" if g["variants"] else ""
            number = "" if g["number"] is None else str(g["number"])
            rows.append(f"{g['id']:<26} {number:>4}  {g['title']}{flags}  {pages}{variants}")
        return "\n".join(rows)

    emit([g.model_dump(mode="json") for g in games], as_json, render)


@corpus_app.command("show")
def show_cmd(game: str = typer.Argument(..., help="Game id, e.g. hagenaar2-11."),
             raw: bool = typer.Option(False, "--raw", help="The raw OCR of the game instead of the clean text."),
             as_json: bool = JSON) -> None:
    """Print one game's text with [p. N] markers where printed pages begin.

    $ patience corpus show hagenaar2-11 --raw
    """
    from ..corpus.show import show_game

    emit(show_game(game, raw=raw), as_json, lambda d: d["display"])


@corpus_app.command("ledger")
def ledger_cmd(source: str = typer.Argument(..., help="Source id, e.g. hagenaar2."),
               rule: Optional[str] = typer.Option(None, "--rule", help="Only edits made by this rule."),
               as_json: bool = JSON) -> None:
    """What the cleaner changed in a source and why (raw offsets, before, after, rule).

    $ patience corpus ledger hagenaar2 --rule correction
    """
    from ..corpus.show import ledger_entries

    entries = ledger_entries(source, rule)

    def render(es) -> str:
        return "\n".join(f"{e['raw_start']:>7}-{e['raw_end']:<7} {e['rule']:<18} {e['before']!r} -> {e['after']!r}"
                         + (f"  ({e['reason']})" if e.get("reason") else "") for e in es) or "(no edits)"

    emit(entries, as_json, render)


@corpus_app.command("locate")
def locate_cmd(source: str = typer.Argument(..., help="Source id, e.g. hagenaar2."),
               offset: int = typer.Argument(..., help="Offset in corpus/clean/<source>.txt (characters)."),
               as_json: bool = JSON) -> None:
    """Map a clean offset to its raw offset (line, column) and printed page.

    $ patience corpus locate hagenaar2 20000
    """
    from ..corpus.show import locate

    def render(d) -> str:
        page = d["page"] if d["page"] is not None else "none printed"
        return (f"{d['source']} clean {d['clean_offset']} -> raw {d['raw_offset']} "
                f"(line {d['raw_line']}, column {d['raw_column']}), page {page}")

    emit(locate(source, offset), as_json, render)


@corpus_app.command("ocr")
def ocr_cmd(source: str = typer.Argument(..., help="The source whose scans (corpus/scans/<source>/) to read."),
            force: bool = typer.Option(False, "--force", help="Overwrite the committed OCR output."),
            page: Optional[list[int]] = typer.Option(None, "--page", help="Only this printed page (repeatable; "
                                                     "for trials: the other pages stay empty)."),
            as_json: bool = JSON) -> None:
    """OCR a source's page scans with Debian's tesseract (tesseract-ocr, tesseract-ocr-eng) into the
    source <source>-ocr: corpus/raw/<source>-ocr.txt (one text, each page after its marker line), the
    engine's version and language data in corpus/raw/<source>-ocr.ocr.json, and its entry in
    corpus/sources.toml. Existing output is never overwritten without --force. Slow (seconds a page):
    run it under nice.

    $ patience corpus ocr cadogan-1914 --page 31 --force   # one page, for a trial
    """
    from ..corpus.ocr import list_scans, run_ocr, scans_dir

    total = len(page) if page else len(list_scans(scans_dir(source)))
    with Progress(total, "ocr") as bar:
        report = run_ocr(source, force=force, pages=page or None, progress=lambda _m: bar.update(1))

    def render(r) -> str:
        files = ", ".join(f"{k} ({'written' if v else 'unchanged'})" for k, v in r["files"].items())
        return (f"{r['source']}: {r['pages']} page(s) read by {r['engine']['version']} ({r['engine']['language_package']}), "
                f"{r['chars']} chars; pages without a scan: {r['pages_without_scan'] or 'none'}\n{files}")

    emit(report, as_json, render)


@corpus_app.command("pages")
def pages_cmd(source: str = typer.Argument(..., help="A source with pages_from in corpus/sources.toml."),
              as_json: bool = JSON) -> None:
    """Find the printed pages of a text that prints none by aligning its words with its paged
    witness (pages_from), and write corpus/pagemaps/<source>.json; `patience corpus clean` then
    writes its pages. Needs the ocr extra (rapidfuzz).

    $ patience corpus pages cadogan-1914
    """
    from ..corpus.pagemap import compute_pagemap

    def render(r) -> str:
        state = "written" if r["written"] else "unchanged"
        return (f"{r['source']}: {r['pages']} pages from {r['witness']}, {r['matched']:.1%} of the witness's words "
                f"matched; {r['file']} {state} (run `patience corpus clean` to apply it)")

    emit(compute_pagemap(source), as_json, render)
