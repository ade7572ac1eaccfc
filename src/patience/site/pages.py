"""The Markdown of each generated page, in one language."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from .bookfigures import scans_section
from .encoding import SECTIONS
from .edition import cite_block, errata_section, page_url
from .markdown import display_title, escape, front_matter, in_language, page_anchor, text_html
from .marks import evidence_marks
from .model import Book, GameDoc
from .phrases import Phrases, leading_articles
from .versions import distinct


def _pages(pages: tuple[int, int] | None, ph: Phrases) -> str:
    if not pages:
        return ph("label.no_pages")
    first, last = pages
    return ph("label.page", page=first) if first == last else ph("label.pages_range", first=first, last=last)


def _page_links(game: GameDoc, ph: Phrases) -> str:
    """The game's printed pages, each linking to its marker in the game's text."""
    if not game.pages:
        return ph("label.no_pages")
    first, last = game.pages
    shown_pages = {s.page for s in game.segments} | {s.page for v in game.variants for s in v.segments}

    def link(n: int) -> str:
        return f"[{n}](../games/{game.id}.md#{page_anchor(n)})" if n in shown_pages else str(n)

    shown = ph("label.page", page=link(first)) if first == last else \
        ph("label.pages_range", first=link(first), last=link(last))
    return shown


def game_page(game: GameDoc, book: Book, ph: Phrases, date: str, modules: list[str]) -> str:
    """A game: its facts from the corpus, titles, encoding sections, original text, errata and
    how to cite it (`date`: the edition's; `modules`: the board's, which the page preloads). From
    the rules on, the sections stand in two columns, the book text on the right (side by side on
    wide screens: patience.css)."""
    title = display_title(game.title)
    meta: dict[str, str | list[str]] = {"player": game.encoding.rules.id, "player_modules": modules} if game.encoding else {}
    heading = escape(title) if game.language == ph.lang else f'<span lang="{game.language}">{escape(title)}</span>'
    out = [front_matter(title=title, **meta), f"# {heading}\n"]
    facts = [
        (ph("label.source"), f"[{escape(book.title)}](../books/{book.id}.md)"),
        (ph("label.number"), escape(str(game.number)) if game.number is not None else "—"),
        (ph("label.pages"), _pages(game.pages, ph)),
        (ph("label.language"), ph(f"language.{game.language}")),
    ]
    out.append("".join(f"- **{label}:** {value}\n" for label, value in facts) + "\n")
    out.append(f"**{ph('label.titles')}:** " + " · ".join(
        f"{in_language(escape(t), _TITLE_LANGUAGE.get(kind, game.language), ph.lang)} ({ph('label.' + kind)})"
        for kind, t in game.titles()) + "\n")
    if game.fragment:
        out.append(f'!!! warning ""\n    {ph("text.fragment")}\n')
    if game.encoding is None:
        out.append(f'!!! note ""\n    {ph("text.not_encoded")}\n')
    left: list[str] = []
    for heading, section in SECTIONS:
        body = section(game, ph)
        if body:
            (left if left or heading == COLUMNS_FROM else out).append(f"## {ph(heading)}{_unindexed(body)}\n\n{body}\n")
    marker = ph("text.page_marker")
    marks = evidence_marks(game.encoding.rules, game.id) if game.encoding else []
    anchored: set[int] = set()
    right = [f"## {ph('heading.original')} {{#original}}\n\n"
             f"{text_html(game.segments, marker, marks=marks, anchored=anchored, lang=game.language)}"]
    if game.modern_segments:
        right.append(f"## {ph('heading.modern')}\n\n{ph('text.modern_intro')}\n\n"
                     f"{text_html(game.modern_segments, marker, css='original modern', lang=game.language)}")
    if game.variants:
        right.append(f"## {ph('heading.variants')} {{#variants data-search-exclude}}\n")  # its text is its subsections
        for variant in game.variants:
            right.append(f"### {escape(variant.label)}\n\n"
                         f"{text_html(variant.segments, marker, marks=marks, anchored=anchored, lang=game.language)}")
    scans = scans_section(game, ph)
    if scans:
        right.append(f"## {ph('heading.scans')} {{#scans}}\n\n{scans}")
    right.append(f"## {ph('edition.errata_heading')} {{#errata}}\n\n{errata_section(game, ph)}")
    out.append(columns(left, right))
    out.append(cite_block(ph, date, page_url(ph.lang, f"games/{game.id}.md"), title))
    return "\n".join(out)


def _unindexed(body: str) -> str:
    """The attribute that leaves a heading out of the search index when its section has no text of its own (its body
    opens with a subheading, or is one block the index leaves out), so that no index entry is a bare title."""
    start = body.lstrip()
    bare = start.startswith("###") or (start.startswith("<details") and "data-search-exclude" in start.split(">", 1)[0])
    return " { data-search-exclude }" if bare else ""


COLUMNS_FROM = "heading.rules"
"""The first section of the left column: the rules as encoded, whose evidence quotes link into
the book text of the right one (How to play, the diagram and the board keep the full width)."""


def columns(left: list[str], right: list[str]) -> str:
    """Two columns of Markdown (md_in_html), the left one left out when empty."""
    blocks = [("rules-column", left), ("text-column", right)]
    inner = "".join(f'<div class="{css}" markdown="block">\n\n' + "\n".join(parts) + "\n</div>\n\n"
                    for css, parts in blocks if parts)
    return f'<div class="edition-columns" markdown="block">\n\n{inner}</div>\n'


def book_page(book: Book, games: list[GameDoc], ph: Phrases) -> str:
    """A book's bibliographic page with its games in book order and their pages."""
    out = [front_matter(title=book.title), f"# {escape(book.title)}\n", f"## {ph('heading.about')}\n"]
    fields = ("author", "edition", "year", "publisher", "orthography", "kind", "notes")
    rows = [(ph("label.id"), f"`{book.id}`")]
    rows += [(ph(f"label.{name}"), _book_field(book, name, ph)) for name in fields[:4]]
    rows.append((ph("label.language"), ph(f"language.{book.language}")))
    rows += [(ph(f"label.{name}"), _book_field(book, name, ph)) for name in fields[4:]]
    out.append("".join(f"- **{label}:** {value}\n" for label, value in rows if value))
    out.append(f"## {ph('heading.games')}\n")
    out.append(f"| # | {ph('label.game')} | {ph('label.pages')} |\n|---|---|---|\n" + "".join(
        f"| {escape(str(g.number)) if g.number is not None else ''} "
        f"| [{in_language(escape(display_title(g.title)), g.language, ph.lang)}](../games/{g.id}.md) | {_page_links(g, ph)} |\n"
        for g in games))
    return "\n".join(out)


def _book_field(book: Book, name: str, ph: Phrases) -> str:
    """A bibliographic field in the page's language: reader text in that language, enumerated
    values (kind, "undated" with its period, "unknown") through the phrase tables."""
    value = getattr(book, name)
    if isinstance(value, dict):
        return escape(value[ph.lang])
    if name == "kind":
        return ph(f"book.kind.{value}")
    if name == "year":
        return _year(book, ph)
    return ph("book.unknown") if value == "unknown" else escape(value)


def _year(book: Book, ph: Phrases) -> str:
    if book.year != "undated":
        return book.year
    return ph("book.undated_in", period=ph(f"book.period.{book.period}")) if book.period else ph("book.undated")


def books_index(books: list[Book], counts: dict[str, int], ph: Phrases) -> str:
    """The list of books."""
    out = [front_matter(title=ph("heading.books")), f"# {ph('heading.books')}\n",
           ph("text.books_intro") + "\n"]
    out.append("".join(
        f"- [{escape(b.title)}]({b.id}.md) — {_book_field(b, 'author', ph)}, {_year(b, ph)} "
        f"({ph('label.games_count')}: {counts.get(b.id, 0)})\n" for b in books))
    return "\n".join(out)


def _sort_key(title: str, language: str) -> tuple[str, str]:
    """(key, shown): the title with a leading article moved behind, and its sort key."""
    words = title.split(" ")
    shown = title
    if len(words) > 1 and words[0].lower() in leading_articles().get(language, ()):
        shown = f"{' '.join(words[1:])}, {words[0]}"
    decomposed = unicodedata.normalize("NFKD", shown.casefold())
    key = "".join(c for c in decomposed if not unicodedata.combining(c))
    return key, shown


_TITLE_LANGUAGE = {"title_en": "en", "title_nl": "nl", "title_nl_modern": "nl", "title_ru_modern": "ru"}


def titles_page(games: Iterable[GameDoc], books: dict[str, Book], ph: Phrases) -> str:
    """Every title of every game, A to Z, grouped by first letter."""
    entries = []
    for game in games:
        for kind, title in game.titles():
            language = _TITLE_LANGUAGE.get(kind, game.language)
            key, shown = _sort_key(display_title(title), language)
            entries.append((key, shown, kind, game, language))
    entries.sort(key=lambda e: (e[0], e[3].id))
    out = [front_matter(title=ph("heading.titles")), f"# {ph('heading.titles')}\n",
           ph("text.titles_intro") + "\n"]
    letter = None
    for n, (key, shown, kind, game, language) in enumerate(entries):
        first = key[:1].upper() if key[:1].isalpha() else "#"
        if first != letter:
            letter = first
            out.append(f"\n## {escape(letter)} {{#az-{n}}}\n")
        book = books[game.source]
        out.append(f"- [{in_language(escape(shown), language, ph.lang)}](games/{game.id}.md) — "
                   f"{in_language(escape(book.title), book.language, ph.lang)} ({ph('label.' + kind)})")
    return "\n".join(out) + "\n"


def home_page(books: list[Book], games: list[GameDoc], ph: Phrases,
              indexes: list[tuple[str, str]], date: str) -> str:
    """The front page: what the edition is, where to start and how to cite it."""
    out = [front_matter(title=ph("heading.home")), f"# {ph('heading.home')}\n",
           ph("text.home_intro") + "\n", ph("text.home_counts", games=distinct(games), books=len(books)) + "\n",
           f"## {ph('heading.books')}\n",
           "".join(f"- [{escape(b.title)}](books/{b.id}.md)\n" for b in books),
           f"## {ph('text.home_indexes')}\n",
           "".join(f"- [{ph(key)}]({path})\n" for key, path in indexes),
           cite_block(ph, date, page_url(ph.lang, "index.md"))]
    return "\n".join(out)

