"""Writing the generated Markdown tree: `<docs>/<lang>/…` for mkdocs-static-i18n."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from ..export import ExportReport, export_bundle
from ..fsutil import atomic_write, read_json
from ..rules.schema import schema_path
from . import indexes, pages
from .bookfigures import write_figures
from .edition import edition_date, licence_page, load_licences
from .editors import editors_page
from .glossary import glossary_page
from .model import Book, GameDoc
from .phrases import LANGUAGES, phrases
from .player import modules, write_player

Progress = Callable[[str, int, int], None]
"""progress(step, done, total): called as the pages of each language are written."""

INDEXES = [("heading.books", "books/index.md"), ("heading.titles", "titles.md"),
           ("heading.families", "families.md"), ("heading.schema", "schema.md"), ("heading.export", "export.md"),
           ("heading.figures", "figures.md"), ("heading.glossary", "glossary.md")]
"""The index pages every build has, as (phrase key of the title, path)."""


def page_tree(books: list[Book], games: list[GameDoc], lang: str, root: Path, bundle: ExportReport
              ) -> dict[str, str]:
    """Every page of one language: relative path -> Markdown (`bundle`: the export beside it)."""
    ph = phrases(lang)
    by_id = {b.id: b for b in books}
    schema = schema_path(root)
    date = edition_date(root)
    tree = {
        "index.md": pages.home_page(books, games, ph, INDEXES, date),
        "books/index.md": pages.books_index(books, _counts(games), ph),
        "titles.md": pages.titles_page(games, by_id, ph),
        "families.md": indexes.families_page(games, ph),
        "schema.md": indexes.schema_page(read_json(schema), schema.relative_to(root).as_posix(), ph),
        "export.md": indexes.export_page(bundle, ph),
        "figures.md": indexes.figures_page(ph),
        "glossary.md": glossary_page(ph),
        "editors.md": editors_page(games, ph),
        "licence.md": licence_page(load_licences(books), books, ph),
    }
    for book in books:
        tree[f"books/{book.id}.md"] = pages.book_page(book, [g for g in games if g.source == book.id], ph)
    board = modules(root)
    for game in games:
        tree[f"games/{game.id}.md"] = pages.game_page(game, by_id[game.source], ph, date, board)
    return tree


def _counts(games: list[GameDoc]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for game in games:
        counts[game.source] = counts.get(game.source, 0) + 1
    return counts


def write_docs(books: list[Book], games: list[GameDoc], docs: Path, root: Path,
               progress: Progress | None = None) -> int:
    """Write all pages, encoded games' JSON and the export bundle under `docs`, drop stale
    files; return the page count."""
    keep: set[Path] = set()
    for n, lang in enumerate(LANGUAGES, 1):
        folder = docs / lang / indexes.EXPORT_DIR
        bundle = export_bundle(folder, root)
        keep.update(folder / rel for rel in bundle.files)
        for rel, text in page_tree(books, games, lang, root, bundle).items():
            keep.add(docs / lang / rel)
            atomic_write(docs / lang / rel, text)
        for game in games:
            if game.encoding:
                target = docs / lang / "games" / f"{game.id}.json"
                keep.add(target)
                atomic_write(target, Path(game.encoding.file).read_text("utf-8"))
        keep |= write_figures(games, docs / lang, root)
        if progress:
            progress("pages", n, len(LANGUAGES))
    encoded = {g.encoding.rules.id: (g.encoding.rules, Path(g.encoding.file)) for g in games if g.encoding}
    keep |= write_player(list(encoded.values()), docs / LANGUAGES[0], root)
    _remove_stale(docs, keep)
    return sum(1 for p in keep if p.suffix == ".md")


def _remove_stale(docs: Path, keep: set[Path]) -> None:
    for path in sorted(docs.rglob("*"), reverse=True):
        if path.is_file() and path not in keep:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            shutil.rmtree(path)
