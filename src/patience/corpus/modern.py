"""The modern-orthography shadow of a pre-1918 Russian text, aligned with the clean text."""

from __future__ import annotations

from bisect import bisect_right

from .models import ModernRules


def modernize(text: str, rules: ModernRules) -> tuple[str, list[tuple[int, int, int]]]:
    """The shadow text and its alignment: spans (clean_start, clean_end, modern_start).

    Letters are replaced one for one (ѣ→е, і→и, ѳ→ф, ѵ→и); a hard sign at the end of a word
    is dropped, so clean characters outside the spans have no counterpart in the shadow.
    """
    out: list[str] = []
    spans: list[tuple[int, int, int]] = []
    run_start = 0
    for i, ch in enumerate(text):
        nxt = text[i + 1] if i + 1 < len(text) else ""
        if ch in rules.drop_final and not nxt.isalpha():
            if i > run_start:
                spans.append((run_start, i, len(out) - (i - run_start)))
            run_start = i + 1
            continue
        out.append(rules.letters.get(ch, ch))
    if len(text) > run_start:
        spans.append((run_start, len(text), len(out) - (len(text) - run_start)))
    return "".join(out), spans


class ShadowMap:
    """Offsets between a clean text and its modern shadow."""

    def __init__(self, spans: list[tuple[int, int, int]]):
        self.spans = spans
        self._clean = [s[0] for s in spans]
        self._modern = [s[2] for s in spans]

    def to_clean(self, modern: int) -> int:
        i = bisect_right(self._modern, modern) - 1
        if i < 0:
            return modern
        start, _end, mstart = self.spans[i]
        return start + modern - mstart

    def to_modern(self, clean: int) -> int:
        """The shadow offset of a clean offset; a dropped letter maps to the next kept one."""
        i = bisect_right(self._clean, clean) - 1
        if i < 0:
            return clean
        start, end, mstart = self.spans[i]
        return mstart + min(clean, end) - start
