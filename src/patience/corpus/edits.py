"""Edits on the raw text: applying them, the edit ledger, and mapping offsets both ways."""

from __future__ import annotations

import json
from bisect import bisect_right
from pathlib import Path

from pydantic import ValidationError

from ..errors import PatienceError
from ..fsutil import read_text
from .models import Edit


def overlaps(edit: Edit, taken: list[tuple[int, int]]) -> bool:
    """Whether an edit touches any claimed raw range (insertions count at inner points)."""
    for start, end in taken:
        if edit.raw_start < end and start < edit.raw_end:
            return True
        if edit.raw_start == edit.raw_end and start < edit.raw_start < end:
            return True
        if start == end and edit.raw_start < start < edit.raw_end:
            return True
    return False


def apply_edits(raw: str, edits: list[Edit]) -> tuple[str, list[Edit]]:
    """The clean text, and the edits sorted by raw offset with their clean_start filled in."""
    ordered = sorted(edits, key=lambda e: (e.raw_start, e.raw_end))
    parts, pos, shift, placed = [], 0, 0, []
    for edit in ordered:
        if edit.raw_start < pos:
            raise PatienceError(f"overlapping edits at raw offset {edit.raw_start} ({edit.rule})")
        if raw[edit.raw_start:edit.raw_end] != edit.before:
            raise PatienceError(f"edit {edit.rule} at raw offset {edit.raw_start}: before does not match the raw text")
        parts.append(raw[pos:edit.raw_start])
        parts.append(edit.after)
        placed.append(edit.model_copy(update={"clean_start": edit.raw_start + shift}))
        shift += len(edit.after) - len(edit.before)
        pos = edit.raw_end
    parts.append(raw[pos:])
    return "".join(parts), placed


class OffsetMap:
    """Clean <-> raw character offsets through a source's edits (sorted by raw offset)."""

    def __init__(self, edits: list[Edit]):
        self.edits = edits
        self._clean = [e.clean_start for e in edits]
        self._raw = [e.raw_start for e in edits]

    def to_raw(self, clean: int) -> int:
        i = bisect_right(self._clean, clean) - 1
        if i < 0:
            return clean
        e = self.edits[i]
        inside = clean - e.clean_start
        if inside < len(e.after):
            return e.raw_start + min(inside, max(len(e.before) - 1, 0))
        return e.raw_end + inside - len(e.after)

    def to_clean(self, raw: int) -> int:
        i = bisect_right(self._raw, raw) - 1
        if i < 0:
            return raw
        e = self.edits[i]
        if raw < e.raw_end:
            return e.clean_start + min(raw - e.raw_start, len(e.after))
        return e.clean_start + len(e.after) + raw - e.raw_end

    def span_to_raw(self, start: int, end: int) -> tuple[int, int]:
        """A clean [start, end) span as the raw span it came from."""
        if end <= start:
            at = self.to_raw(start)
            return at, at
        return self.to_raw(start), self.to_raw(end - 1) + 1


def ledger_text(edits: list[Edit]) -> str:
    """The ledger as JSON lines, one edit a line, in raw order."""
    lines = []
    for e in edits:
        row = {"raw_start": e.raw_start, "raw_end": e.raw_end, "clean_start": e.clean_start,
               "before": e.before, "after": e.after, "rule": e.rule}
        if e.reason:
            row["reason"] = e.reason
        lines.append(json.dumps(row, ensure_ascii=False))
    return "".join(line + "\n" for line in lines)


def read_ledger(path: Path) -> list[Edit]:
    edits = []
    for number, line in enumerate(read_text(path).splitlines(), 1):
        try:
            edits.append(Edit.model_validate_json(line))
        except ValidationError as exc:
            raise PatienceError(f"{path}:{number}: bad ledger line ({exc.errors()[0]['msg']})") from None
    return edits
