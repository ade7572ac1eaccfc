"""Page maps: the printed pages of a text that prints none, found by aligning it with a paged witness.

A source with `pages_from = "<witness>"` in sources.toml gets its pages from
`corpus/pagemaps/<source>.json`, which `patience corpus pages <source>` computes: both clean texts
are cut into words, the word sequences aligned (rapidfuzz's Levenshtein opcodes), and each witness
page's first word carried over to the source. A page starts at the first character after the words
(and the punctuation attached to them) of the page before; a page with no words here (a figure, a
page without a scan) is empty, and an excerpt keeps only the pages it covers. The map stores raw offsets, so that it
survives a change of the cleaning rules; the cleaner turns it into `<source>.pages.json`.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from pathlib import Path

from ..errors import PatienceError
from ..fsutil import atomic_write_json, read_json
from .models import Page, Source
from .sources import corpus_dir, get_source, read_raw

_WORD = re.compile(r"\w+")


def pagemap_path(source_id: str, root: Path | None = None) -> Path:
    return corpus_dir(root) / "pagemaps" / f"{source_id}.json"


def words(text: str) -> tuple[list[str], list[tuple[int, int]]]:
    """The words of a text, lower-cased, and their spans."""
    found = list(_WORD.finditer(text))
    return [m.group(0).lower() for m in found], [m.span() for m in found]


def align_words(a: list[str], b: list[str]) -> tuple[list[int], list[bool]]:
    """For each word index of `a` (and len(a)), the index in `b` it aligns with: monotone, replaced
    runs mapped in proportion, words missing from `b` mapped to where `b` resumes; and whether each
    word of `a` is aligned with an equal word of `b`."""
    from rapidfuzz.distance import Levenshtein

    out, same = [0] * (len(a) + 1), [False] * len(a)
    for op in Levenshtein.opcodes(a, b):
        for i in range(op.src_start, op.src_end):
            if op.tag == "equal":
                out[i], same[i] = op.dest_start + i - op.src_start, True
            elif op.tag == "replace":
                out[i] = op.dest_start + (i - op.src_start) * (op.dest_end - op.dest_start) // (op.src_end - op.src_start)
            else:  # delete: the word is not in b
                out[i] = op.dest_start
    out[len(a)] = len(b)
    return out, same


def boundary(text: str, spans: list[tuple[int, int]], j: int) -> int:
    """Where the page whose first word is word j of `text` starts: after word j-1, the characters
    attached to it and the white space that follows."""
    if j <= 0:
        return 0
    if j >= len(spans):
        return len(text)
    pos = spans[j - 1][1]
    while pos < spans[j][0] and not text[pos].isspace():
        pos += 1
    while pos < spans[j][0] and text[pos].isspace():
        pos += 1
    return pos


def compute_pagemap(source_id: str, root: Path | None = None) -> dict:
    """Align a source with its `pages_from` witness and write corpus/pagemaps/<source>.json."""
    from . import store

    source = get_source(source_id, root)
    if not source.pages_from:
        raise PatienceError(f"corpus/sources.toml: source '{source_id}': no pages_from (the paged witness to align with)")
    from .cleaner import clean_source

    witness = source.pages_from
    seen = clean_source(get_source(witness, root), root)  # in memory: the witness may be page-mapped itself
    text, wtext = store.clean_text(source_id, root), seen.clean
    body = [p for p in seen.pages if p.page is not None]
    if not body:
        raise PatienceError(f"corpus/sources.toml: source '{witness}' (pages_from of '{source_id}') has no numbered pages")
    swords, sspans = words(text)
    wwords, wspans = words(wtext)
    to_source, same = align_words(wwords, swords)
    starts = [s for s, _e in wspans]
    mapping, raw_len = store.offset_map(source_id, root), len(read_raw(source, root))
    pages: list[dict[str, int | float]] = []
    for page in body:
        first, last = bisect_left(starts, page.clean_span[0]), bisect_left(starts, page.clean_span[1])
        at = boundary(text, sspans, to_source[first])
        share = sum(same[first:last]) / (last - first) if last > first else 0.0
        raw_start = mapping.to_raw(at) if at < len(text) else raw_len
        if pages:
            raw_start = max(raw_start, int(pages[-1]["raw_start"]))
        assert page.page is not None  # body pages only
        pages.append({"page": page.page, "raw_start": raw_start, "clean_start": at, "witness_words": last - first,
                      "matched": round(share, 3)})
    pages = _within(pages, raw_len)
    words_total = sum(int(p["witness_words"]) for p in pages)
    data = {"source": source_id, "witness": witness,
            "about": "printed pages found by aligning the words of the clean text with the witness's; raw_start "
                     "is where each page starts in corpus/raw (clean_start: in the clean text when computed); "
                     "matched: the share of the witness page's words found equal in this text",
            "pages": pages}
    written = atomic_write_json(pagemap_path(source_id, root), data)
    return {"source": source_id, "witness": witness, "pages": len(pages),
            "matched": round(sum(float(p["matched"]) * int(p["witness_words"]) for p in pages) / max(1, words_total), 3),
            "file": f"corpus/pagemaps/{source_id}.json", "written": written}


def _within(pages: list[dict[str, int | float]], raw_len: int) -> list[dict[str, int | float]]:
    """The pages this text has: a text that starts inside the witness (an excerpt) starts on the last of
    the pages that all map to its start, and the pages that map to its end are not in it."""
    lead = 0
    while lead + 1 < len(pages) and pages[lead + 1]["raw_start"] == pages[0]["raw_start"]:
        lead += 1
    kept = [p for p in pages[lead:] if int(p["raw_start"]) < raw_len]
    if lead and kept:
        kept[0] = {**kept[0], "raw_start": 0, "clean_start": 0}
    return kept


def mapped_pages(source: Source, raw_len: int, to_clean, clean_len: int, root: Path | None = None) -> list[Page]:
    """A `pages_from` source's pages from its committed page map (front matter before the first page)."""
    path = pagemap_path(source.id, root)
    if not path.exists():
        raise PatienceError(f"{path}: file not found (run `patience corpus pages {source.id}`)")
    entries = read_json(path)["pages"]
    starts = [int(e["raw_start"]) for e in entries]
    if starts != sorted(starts) or (starts and not 0 <= starts[0] <= starts[-1] <= raw_len):
        raise PatienceError(f"{path}: pages: raw_start must rise within the raw text (0..{raw_len})")
    pages = []
    if not starts or starts[0] > 0:
        first = starts[0] if starts else raw_len
        pages.append(Page(page=None, printed=None, inferred=False, kind="front-matter",
                          clean_span=(0, to_clean(first)), raw_span=(0, first)))
    for k, entry in enumerate(entries):
        end = starts[k + 1] if k + 1 < len(starts) else raw_len
        pages.append(Page(page=int(entry["page"]), printed=None, inferred=True, kind="body",
                          clean_span=(to_clean(starts[k]), to_clean(end) if end < raw_len else clean_len),
                          raw_span=(starts[k], end)))
    return pages
