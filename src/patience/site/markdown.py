"""Small Markdown and HTML helpers for generated pages."""

from __future__ import annotations

import html
import re

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .marks import Mark
from .model import Segment

if TYPE_CHECKING:
    from .phrases import Phrases

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>()#+!|~])")
_ITALIC = re.compile(r"(?<!\w)_([^_\n]+)_(?!\w)")


def escape(text: str) -> str:
    """`text` as literal Markdown inline text."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def in_language(text: str, lang: str, page_lang: str) -> str:
    """Inline text (already escaped) marked with its language where it is not the page's own."""
    return text if lang == page_lang else f'<span lang="{lang}">{text}</span>'


def front_matter(**fields: str | list[str]) -> str:
    """A YAML front matter block (values written as JSON strings and lists, which YAML reads)."""
    import json

    lines = [f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in fields.items()]
    return "---\n" + "\n".join(lines) + "\n---\n\n"


def display_title(title: str) -> str:
    """A title printed in capitals, set in ordinary case ("KRѢПОСТЬ" → "Крѣпость")."""
    if not title.isupper():
        return title
    words = title.lower().split(" ")
    return " ".join(w[:1].upper() + w[1:] for w in words)


def page_anchor(page: int) -> str:
    """The anchor of a printed page in a game's book text."""
    return f"p-{page}"


def text_html(segments: tuple[Segment, ...], marker: str, css: str = "original", marks: Sequence[Mark] = (),
              anchored: set[int] | None = None, lang: str | None = None) -> str:
    """The segments as an HTML block: one paragraph per line, a marker at each printed page.

    `marker` is a phrase with a `{page}` placeholder. The block has no blank lines, so
    Markdown passes it through untouched. Underscored words (the OCR's italics) become <em>.
    Each of `marks` (offsets into the text the segments were cut from) is highlighted as
    `<mark class="evidence-span">`, its anchor on the first piece. With `anchored` (the pages
    already anchored on the page), the first marker of each other page is its anchor
    (`id="p-N"`, linking to itself). `lang`: the text's language, marked on the block (the
    book's words are quoted as the book prints them).
    """
    paras: list[str] = []
    placed: set[str] = set()
    for seg in segments:
        first = True
        at = seg.start
        for raw in seg.text.splitlines(keepends=True):
            line_start = None if at is None else at + len(raw) - len(raw.lstrip())
            if at is not None:
                at += len(raw)
            line = raw.strip()
            if not line:
                continue
            body = _marked(line, line_start, marks, placed)
            if first and seg.page is not None:
                body = f"{_page_marker(seg.page, marker, anchored)} {body}"
            if first and seg.joined and paras:  # the page turns inside a paragraph
                paras[-1] += f" {body}"
            else:
                paras.append(body)
            first = False
    head = f'<div class="{css}"' + (f' lang="{lang}">' if lang else ">")
    return "\n".join([head, *(f"<p>{p}</p>" for p in paras), "</div>"]) + "\n"


def _page_marker(page: int, marker: str, anchored: set[int] | None) -> str:
    label = html.escape(marker.format(page=page))
    if anchored is None or page in anchored:
        return f'<span class="page-marker" data-page="{page}">{label}</span>'
    anchored.add(page)
    a = page_anchor(page)
    return f'<a class="page-marker" id="{a}" href="#{a}" data-page="{page}">{label}</a>'


def _inline(text: str) -> str:
    return _ITALIC.sub(r"<em>\1</em>", html.escape(text, quote=False))


def _marked(line: str, start: int | None, marks: Sequence[Mark], placed: set[str]) -> str:
    """One line as HTML, each stretch covered by marks wrapped in <mark> (`placed`: anchors already used)."""
    if start is None:
        return _inline(line)
    end = start + len(line)
    hits = [m for m in marks if m.start < end and m.end > start]
    if not hits:
        return _inline(line)
    cuts = sorted({start, end, *(max(m.start, start) for m in hits), *(min(m.end, end) for m in hits)})
    out = []
    for a, b in zip(cuts, cuts[1:]):
        piece = _inline(line[a - start:b - start])
        cover = [m for m in hits if m.start <= a and m.end >= b]
        if not cover:
            out.append(piece)
            continue
        new = [m.anchor for m in cover if m.anchor not in placed]
        placed.update(new)
        ident = f' id="{new[0]}"' if new else ""
        extra = "".join(f'<span id="{x}"></span>' for x in new[1:])
        names = " ".join(m.anchor for m in cover)
        out.append(f'{extra}<mark class="evidence-span"{ident} data-ev="{names}">{piece}</mark>')
    return "".join(out)
