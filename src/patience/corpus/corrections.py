"""Curated word-level corrections: corpus/corrections/<source>.tsv (before, after, context, reason and
the reason in Dutch, reason_nl)."""

from __future__ import annotations

from pathlib import Path

from ..errors import PatienceError
from ..fsutil import read_text
from .edits import overlaps, read_ledger
from .models import Correction, Edit
from .sources import clean_dir, corpus_dir

HEADER = ["before", "after", "context", "reason", "reason_nl"]
_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\"}


def corrections_path(source_id: str, root: Path | None = None) -> Path:
    return corpus_dir(root) / "corrections" / f"{source_id}.tsv"


def load_corrections(source_id: str, root: Path | None = None) -> list[Correction]:
    """The rows of a source's corrections file (every source has one; it may hold only the header)."""
    path = corrections_path(source_id, root)
    rows: list[Correction] = []
    header_seen = False
    for number, line in enumerate(read_text(path).splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if not header_seen:
            if fields != HEADER:
                raise PatienceError(f"{path}:{number}: expected the header {chr(9).join(HEADER)!r}")
            header_seen = True
            continue
        if len(fields) != len(HEADER):
            raise PatienceError(f"{path}:{number}: expected {len(HEADER)} tab-separated fields, found {len(fields)}")
        before, after, context, reason, reason_nl = (_unescape(path, number, f) for f in fields)
        if not before or not context or not reason.strip() or not reason_nl.strip():
            raise PatienceError(f"{path}:{number}: before, context, reason and reason_nl must not be empty")
        rows.append(Correction(line=number, before=before, after=after, context=context, reason=reason,
                               reason_nl=reason_nl))
    return rows


def applied_corrections(source_id: str, root: Path | None = None) -> int:
    """How many corrections the last clean applied (its committed ledger; 0 before the first)."""
    path = clean_dir(root) / f"{source_id}.ledger.jsonl"
    return sum(e.rule == "correction" for e in read_ledger(path)) if path.is_file() else 0


def correction_edits(source_id: str, raw: str, root: Path | None = None, accept_fewer: bool = False) -> list[Edit]:
    """Locate each correction in the raw text: its context once in raw, its before once in context,
    touching no other correction. Fewer corrections than the last clean applied is an error
    (a truncated or emptied file), unless `accept_fewer`."""
    path = corrections_path(source_id, root)
    rows = load_corrections(source_id, root)
    applied = applied_corrections(source_id, root)
    if len(rows) < applied and not accept_fewer:
        raise PatienceError(f"{path}: {len(rows)} corrections, but the last clean applied {applied} "
                            f"(pass --accept-fewer-corrections if they were removed on purpose)")
    edits: list[Edit] = []
    lines: list[int] = []
    for row in rows:
        where = f"{path}:{row.line}"
        if row.context.count(row.before) != 1:
            found = "not found" if row.before not in row.context else "found more than once"
            raise PatienceError(f"{where}: before {row.before!r} {found} in its context {row.context!r}")
        count = raw.count(row.context)
        if count != 1:
            state = "not found" if count == 0 else f"found {count} times (make it longer)"
            raise PatienceError(f"{where}: context {row.context!r} {state} in corpus/raw/{source_id}")
        start = raw.index(row.context) + row.context.index(row.before)
        edit = Edit(raw_start=start, raw_end=start + len(row.before), before=row.before,
                    after=row.after, rule="correction", reason=row.reason)
        other = next((line for line, e in zip(lines, edits) if overlaps(edit, [(e.raw_start, e.raw_end)])), None)
        if other is not None:
            raise PatienceError(f"{where}: overlaps the correction on line {other} (both change raw text at {start})")
        edits.append(edit)
        lines.append(row.line)
    return edits


def _unescape(path: Path, number: int, field: str) -> str:
    out, i = [], 0
    while i < len(field):
        ch = field[i]
        if ch == "\\":
            nxt = field[i + 1] if i + 1 < len(field) else ""
            if nxt not in _ESCAPES:
                raise PatienceError(f"{path}:{number}: unknown escape '\\{nxt}' (use \\n, \\t or \\\\)")
            out.append(_ESCAPES[nxt])
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)
