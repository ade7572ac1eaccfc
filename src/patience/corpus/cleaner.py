"""`patience corpus clean`: raw OCR -> clean text, edit ledger, pages, modern shadow."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ..errors import PatienceError
from ..fsutil import atomic_write
from .corrections import correction_edits
from .edits import OffsetMap, apply_edits, ledger_text, overlaps
from .models import CleanReport, Edit, LanguageRules, Page, Source, SourceReport
from .modern import modernize
from .pagemap import mapped_pages
from .rules import load_rules
from .sources import clean_dir, corpus_dir, load_sources, read_raw, sources_with_hashes
from .structure import mark_dropped, number_pages, page_blocks, pages_in_clean, split_lines, structure_edits


@dataclass
class Cleaned:
    """Everything the cleaner derives from one raw source."""

    source: Source
    raw: str
    clean: str
    edits: list[Edit]
    pages: list[Page]
    modern: tuple[str, list[tuple[int, int, int]]] | None

    def files(self) -> dict[str, str]:
        sid = self.source.id
        out = {
            f"{sid}.txt": self.clean,
            f"{sid}.ledger.jsonl": ledger_text(self.edits),
            f"{sid}.pages.json": _json({"source": sid, "prints_page_numbers": self.source.prints_page_numbers,
                                        "pages": [p.model_dump(mode="json") for p in self.pages]}),
        }
        if self.modern:
            text, spans = self.modern
            out[f"{sid}.modern.txt"] = text
            out[f"{sid}.modern.map.json"] = _json({
                "source": sid, "about": "spans [clean_start, clean_end, modern_start]: clean text "
                "aligned letter for letter with the modern shadow; clean letters outside them were dropped",
                "spans": [list(s) for s in spans]})
        return out


def clean_source(source: Source, root: Path | None = None, accept_fewer_corrections: bool = False) -> Cleaned:
    """Clean one source in memory (nothing written)."""
    raw = read_raw(source, root)
    rules = load_rules(source.language, root)
    edits = correction_edits(source.id, raw, root, accept_fewer_corrections)
    taken = [(e.raw_start, e.raw_end) for e in edits]

    def claim(edit: Edit) -> None:
        if edit.before != edit.after and not overlaps(edit, taken):
            edits.append(edit)
            taken.append((edit.raw_start, edit.raw_end))

    lines = split_lines(raw)
    mark_dropped(lines, rules, source.id, source.pages)
    blocks = page_blocks(lines, source.pages) if source.pages else []
    for edit in structure_edits(raw, lines, source, rules):
        claim(edit)
    for edit in _replace_edits(raw, source, rules, root):
        claim(edit)
    clean, placed = apply_edits(raw, edits)
    pages: list[Page] = []
    if source.pages:
        numbers = number_pages(blocks, source.pages)
        pages = pages_in_clean(blocks, numbers, OffsetMap(placed).to_clean, len(raw), len(clean))
    elif source.pages_from:
        pages = mapped_pages(source, len(raw), OffsetMap(placed).to_clean, len(clean), root)
    modern = modernize(clean, rules.modern) if rules.modern else None
    return Cleaned(source, raw, clean, placed, pages, modern)


def _replace_edits(raw: str, source: Source, rules: LanguageRules, root: Path | None) -> list[Edit]:
    path = corpus_dir(root) / "rules" / f"{source.language}.toml"
    edits = []
    for rule in rules.replace:
        if rule.sources and source.id not in rule.sources:
            continue
        for m in re.finditer(rule.pattern, raw, re.M):
            if rule.fix is not None:
                if m.group(0) not in rule.fix:
                    raise PatienceError(f"{path}: replace '{rule.id}': no fix for the match {m.group(0)!r}")
                after = rule.fix[m.group(0)]
            else:
                assert rule.replacement is not None  # load_rules: exactly one of replacement and fix
                after = m.expand(rule.replacement)
            edits.append(Edit(raw_start=m.start(), raw_end=m.end(), before=m.group(0), after=after, rule=rule.id))
    return edits


def run_clean(root: Path | None = None, accept_raw_change: bool = False,
              accept_fewer_corrections: bool = False) -> CleanReport:
    """Clean every source and write corpus/clean/ (all sources computed before anything is written).
    A raw file whose sha256 differs from sources.toml's is an error, unless `accept_raw_change`:
    then sources.toml records the new hashes (written with the clean files). `accept_fewer_corrections`:
    see `correction_edits`."""
    sources, manifest = load_sources(root), None
    if accept_raw_change:
        sources, manifest = sources_with_hashes(sources, root)
    results = [clean_source(s, root, accept_fewer_corrections) for s in sources]
    if manifest is not None:
        atomic_write(corpus_dir(root) / "sources.toml", manifest)
    out_dir = clean_dir(root)
    reports = []
    for r in results:
        files = {}
        for name, text in r.files().items():
            files[f"corpus/clean/{name}"] = "written" if atomic_write(out_dir / name, text) else "unchanged"
        reports.append(SourceReport(source=r.source.id, chars_raw=len(r.raw), chars_clean=len(r.clean),
                                    edits=len(r.edits), edits_by_rule=dict(Counter(e.rule for e in r.edits)),
                                    files=files))
    return CleanReport(sources=reports)


def _json(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"
