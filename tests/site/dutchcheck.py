"""A small language check for the Dutch pages: the sentences of a built page's reader text
that read as English (two or more of the English function words of `data/english_words.txt`).

Skipped: the page's head and the theme's title bar (they repeat the page's title, which is
marked with its language where it is the game's printed title), quotations (`<blockquote>`, and words in quotation marks within a sentence, such as a
reason quoting the book), code, scripts, styles, drawings, and every element marked with a
language other than Dutch (`lang="en"`, `lang="ru"`: the books' own words and titles).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

WORDS = frozenset(
    line.strip() for line in (Path(__file__).parent / "data" / "english_words.txt").read_text("utf-8").splitlines()
    if line.strip() and not line.startswith("#"))

_SKIP = {"head", "blockquote", "code", "pre", "script", "style", "svg", "kbd"}
_BLOCK = {"p", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "div", "dt", "dd", "summary",
          "figcaption", "caption", "label", "option", "title", "nav", "section", "article", "details",
          "table", "tr", "ul", "ol", "header", "footer", "main", "br", "a", "button"}
_VOID = {"br", "img", "input", "meta", "link", "hr", "source", "wbr", "area", "col", "embed", "param", "track"}
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+")
_QUOTED = re.compile(r"(?<!\w)'[^']+'(?!\w)|‘[^’]*’|“[^”]*”|\"[^\"]*\"|„[^”“]*[”“]")
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[bool] = []   # per open element: is its text skipped?
        self.blocks: list[str] = []
        self.current: list[str] = []

    def _flush(self) -> None:
        text = " ".join("".join(self.current).split())
        if text:
            self.blocks.append(text)
        self.current = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _BLOCK:
            self._flush()
        if tag in _VOID:
            return
        lang = dict(attrs).get("lang")
        repeated_title = "md-header__topic" in (dict(attrs).get("class") or "")  # the theme's bar repeats the h1
        skipped = (bool(self.stack) and self.stack[-1]) or tag in _SKIP or repeated_title \
            or (lang is not None and not lang.startswith("nl"))
        self.stack.append(skipped)

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID:
            return
        if tag in _BLOCK:
            self._flush()
        if self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if not (self.stack and self.stack[-1]):
            self.current.append(data)


def english_sentences(html: str) -> list[str]:
    """The sentences of the page's Dutch reader text with two or more English function words."""
    reader = _Reader()
    reader.feed(html)
    reader.close()
    reader._flush()
    found = []
    for block in reader.blocks:
        for sentence in _SENTENCE_END.split(_QUOTED.sub("…", block)):
            if sum(w.lower() in WORDS for w in _WORD.findall(sentence)) >= 2:
                found.append(sentence)
    return found
