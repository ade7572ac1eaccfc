"""Small Markdown and HTML helpers for generated pages."""

from __future__ import annotations

import html
import re

from typing import TYPE_CHECKING

from .model import Segment

if TYPE_CHECKING:
    from .phrases import Phrases

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>()#+!|~])")
_ITALIC = re.compile(r"(?<!\w)_([^_\n]+)_(?!\w)")


def escape(text: str) -> str:
    """`text` as literal Markdown inline text."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def english(text: str, ph: "Phrases") -> str:
    """Text that exists only in English (reasons and notes from other modules' data), already
    escaped for where it goes: marked `lang="en"`, and on pages in another language followed
    by the label `label.in_english` so no reader takes it for a translation that is missing."""
    if ph.lang == "en":
        return text
    return f'<span lang="en">{text}</span> <span class="lang-note">{html.escape(ph("label.in_english"))}</span>'


def front_matter(**fields: str) -> str:
    """A YAML front matter block (values quoted as JSON strings, which YAML reads)."""
    import json

    lines = [f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in fields.items()]
    return "---\n" + "\n".join(lines) + "\n---\n\n"


def display_title(title: str) -> str:
    """A title printed in capitals, set in ordinary case ("KRѢПОСТЬ" → "Крѣпость")."""
    if not title.isupper():
        return title
    words = title.lower().split(" ")
    return " ".join(w[:1].upper() + w[1:] for w in words)


def text_html(segments: tuple[Segment, ...], marker: str, css: str = "original") -> str:
    """The segments as an HTML block: one paragraph per line, a marker at each printed page.

    `marker` is a phrase with a `{page}` placeholder. The block has no blank lines, so
    Markdown passes it through untouched. Underscored words (the OCR's italics) become <em>.
    """
    out = [f'<div class="{css}">']
    for seg in segments:
        first = True
        for line in seg.text.splitlines():
            if not line.strip():
                continue
            body = _ITALIC.sub(r"<em>\1</em>", html.escape(line.strip(), quote=False))
            if first and seg.page is not None:
                label = html.escape(marker.format(page=seg.page))
                body = f'<span class="page-marker" data-page="{seg.page}">{label}</span> {body}'
            out.append(f"<p>{body}</p>")
            first = False
    out.append("</div>")
    return "\n".join(out) + "\n"
