"""Each source of the corpus as a TEI P5 document: the clean text in paragraphs, `<pb n>` where a
printed page begins, `<div type="game" xml:id>` around each game, `<choice><sic>/<corr>` for
every edit of the ledger that changed words (page furniture, which `<pb>` stands for, and
whitespace are left out), `<figure>` where the OCR had a figure's caption or debris, and for a
source with a modern-spelling shadow (Russian) `<choice><orig>/<reg>` for each word the shadow
spells differently.

The documents are valid against the project's TEI customisation, `schema/tei/patience-tei.rng`
(RELAX NG, a subset of TEI P5 in the TEI namespace), which `validate` applies with lxml.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from .corpus.figures import MARKER, MARKER_RULE, image_of
from .corpus.models import Edit, Game, Page, Source
from .corpus.sources import corpus_dir, load_sources
from .corpus.store import clean_text, clean_to_modern, ledger, load_games, load_pages, modern_text
from .errors import PatienceError
from .fsutil import atomic_write

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
SCHEMA = Path("schema") / "tei" / "patience-tei.rng"
PAGE_FURNITURE = {"page-break", "page-number", "running-header", "signature"}
"""Ledger rules whose removed text `<pb>` stands for."""
FIGURE_RULES = {"figure-caption", "figure-debris", MARKER_RULE}
"""Ledger rules that removed a figure's caption, debris or marker: a `<figure>` there."""
WORD = re.compile(r"\w+")


def _t(name: str) -> str:
    return f"{{{TEI_NS}}}{name}"


@dataclass
class Report:
    """What one export wrote: per source, its file and the counts of what it marks."""
    files: dict[str, str] = field(default_factory=dict)
    counts: dict[str, dict[str, int]] = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"files": self.files, "counts": self.counts}


@dataclass(frozen=True)
class _Inline:
    """Something placed in the running text: a correction, a regularisation, a page break or
    a figure, at clean offsets [start, end)."""
    start: int
    end: int
    kind: str
    before: str = ""
    after: str = ""
    n: str = ""
    url: str = ""


def _is_correction(e: Edit) -> bool:
    return e.rule not in PAGE_FURNITURE | FIGURE_RULES and e.before.split() != e.after.split()


def _inlines(source: Source, text: str, edits: list[Edit], pages: list[Page], root: Path | None) -> list[_Inline]:
    found = [_Inline(e.clean_start, e.clean_start + len(e.after), "corr", e.before, e.after)
             for e in edits if _is_correction(e)]
    for e in edits:
        if e.rule in FIGURE_RULES and e.before.strip():
            marker = MARKER.match(e.before.strip())
            caption = marker.group(1) if marker else e.before.strip()
            found.append(_Inline(e.clean_start, e.clean_start, "figure", caption, n="head" if marker else "",
                                 url=image_of(caption, source.id, root) if marker else ""))
    found += [_Inline(p.clean_span[0], p.clean_span[0], "pb", n=p.printed or str(p.page))
              for p in pages if p.kind == "body" and (p.page is not None or p.printed)]
    if modern_text(source.id, root) != text:
        found += _regularised(source, text, found, root)
    return sorted(found, key=lambda i: (i.start, i.end, i.kind != "pb"))


def _regularised(source: Source, text: str, taken: list[_Inline], root: Path | None) -> list[_Inline]:
    """Each word the modern shadow spells differently, unless a correction covers it."""
    modern = modern_text(source.id, root)
    busy = [(i.start, i.end) for i in taken if i.kind == "corr"]
    out = []
    for m in WORD.finditer(text):
        a, b = m.span()
        reg = modern[clean_to_modern(source.id, a, root):clean_to_modern(source.id, b, root)]
        if reg and reg != m.group() and not any(s < b and a < e for s, e in busy):
            out.append(_Inline(a, b, "reg", m.group(), reg))
    return out


def _paragraphs(text: str, start: int, end: int, brk: str) -> list[tuple[int, int]]:
    out, i = [], start
    while i < end:
        j = text.find(brk, i, end)
        j = end if j < 0 else j
        if text[i:j].strip():
            out.append((i, j))
        i = j + len(brk)
    return out


class _Writer:
    """Places the text and its inlines into divs and paragraphs: a page break at or before a
    paragraph's start goes between paragraphs, everything wholly inside a paragraph goes in it,
    and what would straddle a paragraph's edge is left out (counted as `skipped`)."""

    def __init__(self, text: str, inlines: list[_Inline]):
        self.text, self.inlines, self.next = text, inlines, 0
        self.counts = {"corr": 0, "reg": 0, "pb": 0, "figure": 0, "skipped": 0}

    def paragraph(self, div: etree._Element, start: int, end: int) -> None:
        while self.next < len(self.inlines) and self.inlines[self.next].start < start:
            i = self.inlines[self.next]
            if i.kind == "pb":
                self._element(div, i)
            else:
                self.counts["skipped"] += 1
            self.next += 1
        while self.next < len(self.inlines) and self.inlines[self.next].start == start \
                and self.inlines[self.next].kind == "pb":
            self._element(div, self.inlines[self.next])
            self.next += 1
        p = etree.SubElement(div, _t("p"))
        last: etree._Element | None = None
        pos = start
        while self.next < len(self.inlines) and self.inlines[self.next].start < end:
            i = self.inlines[self.next]
            self.next += 1
            if i.end > end or i.start < pos:  # past the paragraph, or overlapping the last one
                self.counts["skipped"] += 1
                continue
            last = self._text(p, last, self.text[pos:i.start])
            last = self._element(p, i)
            pos = i.end
        self._text(p, last, self.text[pos:end])

    @staticmethod
    def _text(parent: etree._Element, last: etree._Element | None, chunk: str) -> etree._Element | None:
        if not chunk:
            return last
        if last is None:
            parent.text = (parent.text or "") + chunk
        else:
            last.tail = (last.tail or "") + chunk
        return last

    def _element(self, parent: etree._Element, i: _Inline) -> etree._Element:
        self.counts[i.kind] += 1
        if i.kind == "pb":
            return etree.SubElement(parent, _t("pb"), n=i.n)
        if i.kind == "figure":  # a marked caption is the figure's head; OCR debris only describes it
            fig = etree.SubElement(parent, _t("figure"))
            if i.n == "head":
                etree.SubElement(fig, _t("head")).text = i.before
            if i.url:
                etree.SubElement(fig, _t("graphic"), url=i.url)
            if i.n != "head":
                etree.SubElement(fig, _t("figDesc")).text = i.before
            return fig
        choice = etree.SubElement(parent, _t("choice"))
        first, second = ("sic", "corr") if i.kind == "corr" else ("orig", "reg")
        etree.SubElement(choice, _t(first)).text = i.before
        etree.SubElement(choice, _t(second)).text = i.after
        return choice


def _header(source: Source, version: str) -> etree._Element:
    header = etree.Element(_t("teiHeader"))
    desc = etree.SubElement(header, _t("fileDesc"))
    stmt = etree.SubElement(desc, _t("titleStmt"))
    etree.SubElement(stmt, _t("title")).text = source.title
    etree.SubElement(stmt, _t("author")).text = source.author
    pub = etree.SubElement(desc, _t("publicationStmt"))
    etree.SubElement(pub, _t("publisher")).text = "patience: a digital edition of historical patience rules"
    etree.SubElement(pub, _t("idno"), type="version").text = version
    avail = etree.SubElement(pub, _t("availability"))
    etree.SubElement(avail, _t("p")).text = ("The source text is in the public domain; this encoding (paragraphs, "
                                              "page breaks, corrections) is published with the edition.")
    src = etree.SubElement(desc, _t("sourceDesc"))
    bibl = etree.SubElement(src, _t("bibl"))
    for tag, value in (("title", source.title), ("author", source.author), ("edition", source.edition.en),
                       ("publisher", source.publisher), ("date", source.year if source.year != "undated" else "")):
        if value:
            etree.SubElement(bibl, _t(tag)).text = value
    return header


def source_tei(source: Source, games: list[Game], version: str, root: Path | None = None
               ) -> tuple[etree._Element, dict[str, int]]:
    """The TEI document of one source, and how many corrections, regularisations, page breaks
    and figures it marks."""
    text = clean_text(source.id, root)
    edits = ledger(source.id, root)
    pages = load_pages(source.id, root)
    writer = _Writer(text, _inlines(source, text, edits, pages, root))
    tei = etree.Element(_t("TEI"), nsmap={None: TEI_NS})  # type: ignore[dict-item]  # the default namespace
    tei.set(XML_LANG, source.language)
    tei.append(_header(source, version))
    body = etree.SubElement(etree.SubElement(tei, _t("text")), _t("body"))
    own = sorted((g for g in games if g.source == source.id), key=lambda g: g.clean_span[0])
    cuts: list[tuple[int, int, Game | None]] = []
    pos = 0
    for g in own:
        a, b = g.clean_span
        if a > pos:
            cuts.append((pos, a, None))
        cuts.append((max(a, pos), b, g))
        pos = max(pos, b)
    if pos < len(text):
        cuts.append((pos, len(text), None))
    brk = source.paragraph_break
    for a, b, game in cuts:
        paragraphs = _paragraphs(text, a, b, brk)
        if not paragraphs:
            continue
        div = etree.SubElement(body, _t("div"), type="game" if game else "text")
        if game:
            div.set(XML_ID, game.id)
            if game.number is not None:
                div.set("n", str(game.number))
        for pa, pb in paragraphs:
            writer.paragraph(div, pa, pb)
    return tei, writer.counts


def schema_path(root: Path | None = None) -> Path:
    return corpus_dir(root).parent / SCHEMA


def validate(doc: etree._Element, root: Path | None = None) -> list[str]:
    """The schema's complaints about a TEI document (empty when valid)."""
    path = schema_path(root)
    if not path.is_file():
        raise PatienceError(f"{path}: the TEI schema is missing")
    rng = etree.RelaxNG(etree.parse(str(path)))
    return [] if rng.validate(doc) else [f"line {e.line}: {e.message}" for e in rng.error_log]


def export_tei(out: Path, version: str, root: Path | None = None) -> Report:
    """Write `<out>/<source>.xml` for every source, each checked against the schema first."""
    games = load_games(root)
    report = Report()
    for source in load_sources(root):
        doc, counts = source_tei(source, games, version, root)
        problems = validate(doc, root)
        if problems:
            raise PatienceError(f"TEI of {source.id}: not valid against {SCHEMA}: {problems[0]}")
        path = out / f"{source.id}.xml"
        atomic_write(path, etree.tostring(doc, xml_declaration=True, encoding="UTF-8", pretty_print=True).decode())
        report.files[source.id] = str(path)
        report.counts[source.id] = counts
    return report
