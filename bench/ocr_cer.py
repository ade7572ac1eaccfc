"""Character error rate of our OCR of the Cadogan scans (cadogan-1914-ocr), raw and after the cleaner's
automatic rules, against the proofread transcription (cadogan-1914, clean), page by page.

A page's reference is the transcription's text on that printed page (its page map); its hypothesis is
the OCR page without its marker line, raw or cleaned in memory by the current rules of
corpus/rules/en.toml. The OCR source has no curated corrections (checked). Both sides have their
white space made single spaces (line breaks are layout, not characters). CER = the sum of the pages'
Levenshtein distances (rapidfuzz) over the sum of their reference lengths. Automatic rules may be
written from pages 5-60 only; pages 61-121 are the held-out range.

The last line is `ocr cer raw A% clean B% (pages 5-60), raw C% clean D% (pages 61-121)`.
Run: `.venv/bin/python bench/ocr_cer.py [--pages]` (--pages: one line per page).
"""

from __future__ import annotations

import re
import sys

from rapidfuzz.distance import Levenshtein

from patience.corpus import get_source, load_pages
from patience.corpus.cleaner import clean_source
from patience.corpus.corrections import load_corrections

OCR, TEXT = "cadogan-1914-ocr", "cadogan-1914"
RANGES = ((5, 60), (61, 121))


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def page_texts() -> dict[int, tuple[str, str, str]]:
    """(reference, raw OCR, cleaned OCR) per printed page."""
    if load_corrections(OCR):
        raise SystemExit(f"corpus/corrections/{OCR}.tsv has curated corrections: this benchmark measures the automatic rules only")
    ocr, text = clean_source(get_source(OCR)), clean_source(get_source(TEXT))
    reference = {p.page: text.clean[p.clean_span[0]:p.clean_span[1]] for p in text.pages if p.page is not None}
    out = {}
    for p in ocr.pages:
        if p.page is None:
            continue
        raw = ocr.raw[p.raw_span[0]:p.raw_span[1]].split("\n", 1)  # the marker line, then the page
        out[p.page] = (flat(reference.get(p.page, "")), flat(raw[1] if len(raw) > 1 else ""),
                       flat(ocr.clean[p.clean_span[0]:p.clean_span[1]]))
    return out


def main(argv: list[str]) -> int:
    pages = page_texts()
    if "--pages" in argv:
        print("page  ref chars  raw edits  clean edits")
        for n, (ref, raw, clean) in sorted(pages.items()):
            print(f"{n:>4} {len(ref):>10} {Levenshtein.distance(ref, raw):>10} {Levenshtein.distance(ref, clean):>12}")
    figures = []
    for lo, hi in RANGES:
        chosen = [pages[n] for n in range(lo, hi + 1) if n in pages]
        size = sum(len(ref) for ref, _, _ in chosen)
        raw = sum(Levenshtein.distance(ref, r) for ref, r, _ in chosen) / size
        clean = sum(Levenshtein.distance(ref, c) for ref, _, c in chosen) / size
        print(f"pages {lo}-{hi}: {len(chosen)} pages, {size} reference characters")
        figures.append(f"raw {raw:.2%} clean {clean:.2%} (pages {lo}-{hi})")
    print("ocr cer " + ", ".join(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
