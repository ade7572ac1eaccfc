"""What the page generator reads: books and games as plain values, independent of how
the corpus stores them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules.model import RuleSet
from .figures import WinRate


@dataclass(frozen=True)
class Segment:
    """A run of text printed on one page (`page` None where the source prints no numbers)."""

    page: int | None
    text: str
    start: int | None = None
    """The offset of `text` in the text it was cut from (None where unknown)."""
    joined: bool = False
    """The page turns inside a paragraph: `text` goes on with the last line of the segment before."""


@dataclass(frozen=True)
class Variant:
    id: str
    label: str
    segments: tuple[Segment, ...]


@dataclass(frozen=True)
class Erratum:
    """A curated correction of the ledger inside a game's text: as printed, as corrected, why."""

    page: int | None
    printed: str
    corrected: str
    reason: str
    reason_nl: str


@dataclass(frozen=True)
class Book:
    """One source, with its bibliographic fields from `corpus/sources.toml`: reader text by
    language (`edition`, `orthography`, `notes`), enumerated values as the manifest spells them."""

    id: str
    title: str
    author: str
    edition: dict[str, str]
    year: str
    period: str | None
    publisher: str
    language: str
    orthography: dict[str, str]
    kind: str
    notes: dict[str, str]


@dataclass(frozen=True)
class Encoding:
    """A game's rule set, its file, and what the checks found about it."""

    rules: RuleSet
    file: str
    winrates: dict[str | None, WinRate] = field(default_factory=dict)
    """By variant id (None: the base rules)."""
    disagreements: tuple[dict[str, Any], ...] = ()
    matches: tuple[dict[str, Any], ...] = ()
    """Two players: the policies' match tallies on the base rules."""
    pages: dict[tuple[str, int], int | None] = field(default_factory=dict)
    """The printed page of each evidence span, by (game, start)."""


@dataclass(frozen=True)
class PageScan:
    """The scan of one printed page of the book (its image: a path from the project root)."""

    page: int
    image: str


@dataclass(frozen=True)
class BookFigure:
    """One of the book's figures: its caption, its image (path from the project root) and page."""

    caption: str
    image: str
    page: int | None


@dataclass(frozen=True)
class GameRef:
    """Another game as a link target: its page id, title, book and text language."""

    id: str
    title: str
    book: str
    language: str
    known: bool = True
    """False for an id the corpus does not have (shown, not linked)."""


@dataclass(frozen=True)
class Clause:
    """The evidence quotes of one rule field in both games of a link."""

    field: str
    a: tuple[str, ...]
    b: tuple[str, ...]


@dataclass(frozen=True)
class Difference:
    """Where the two texts of a link differ, curated from the texts: a clause, the words of
    game a and of game b (empty where a text lacks the clause), what differs; the clause and
    what by language."""

    clause: dict[str, str]
    a_words: str
    b_words: str
    what: dict[str, str]


@dataclass(frozen=True)
class AlignedLink:
    """A curated link of the alignment between two games (corpus/alignment.toml)."""

    a: GameRef
    b: GameRef
    relation: str
    """same | same-text | variant | same-name-different-game"""
    confidence: float
    why: dict[str, str]
    clauses: tuple[Clause, ...] = ()
    differences: tuple[Difference, ...] | None = None
    """None: not compared clause by clause; (): compared, and the texts do not differ."""


@dataclass(frozen=True)
class OtherName:
    """A name another collection (PySolFC) uses for the game."""

    system: str
    name: str
    relation: str
    confidence: float
    why: dict[str, str]
    warning: bool


@dataclass(frozen=True)
class Versions:
    """The game's alignment group (its links) and its names elsewhere."""

    group: str | None = None
    links: tuple[AlignedLink, ...] = ()
    names: tuple[OtherName, ...] = ()


@dataclass(frozen=True)
class GameDoc:
    """One game with its text cut into pages, ready to render."""

    id: str
    source: str
    number: int | str | None
    title: str
    language: str
    pages: tuple[int, int] | None
    fragment: bool
    segments: tuple[Segment, ...]
    title_supplied: bool = False
    modern_title: str | None = None
    modern_segments: tuple[Segment, ...] = ()
    variants: tuple[Variant, ...] = ()
    encoding: Encoding | None = field(default=None)
    versions: Versions = field(default_factory=Versions)
    figures: tuple[BookFigure, ...] = ()
    """The book's figures in the game's text (or in the same text in the whole book)."""
    scans: tuple[PageScan, ...] = ()
    """The scans of the game's printed pages, where the book's scans are in the corpus."""
    errata: tuple[Erratum, ...] = ()

    def titles(self) -> list[tuple[str, str]]:
        """Every title with its kind: printed (or supplied by the editors), modern spelling,
        and the encoding's titles (each spelling once)."""
        found = [("title_supplied" if self.title_supplied else "title_printed", self.title)]
        if self.modern_title and self.modern_title != self.title:
            found.append(("title_modern", self.modern_title))
        if self.encoding:
            given = self.encoding.rules.titles
            for kind in ("original", "en", "nl", "nl_modern", "ru_modern"):
                title = getattr(given, kind)
                if title and title.casefold() not in {t.casefold() for _, t in found}:
                    found.append(("title_printed" if kind == "original" else f"title_{kind}", title))
        return found
