"""Pydantic models of the corpus: sources, rules, edits, pages, games and reports."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..rules.model import Text


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PageLayout(Strict):
    """How a source that prints page numbers lays out its pages."""

    blank_lines: int = Field(ge=1)
    number_pattern: str
    front_matter: int = Field(ge=0)
    back_matter: int = Field(ge=0)


class Source(Strict):
    """One entry of corpus/sources.toml. Enumerated values (`kind`, `year` "undated", `period`,
    "unknown") are worded by the site's phrase tables; free text is `Text` (English and Dutch)."""

    id: str
    seed: str
    file: str
    sha256: str
    title: str
    author: str
    edition: Text
    year: str = Field(pattern=r"^([0-9]{4}|undated)$")
    period: Literal["before-1918", "20th-century", "21st-century"] | None = None
    publisher: str
    language: Literal["nl", "ru", "en"]
    orthography: Text
    kind: Literal["book", "web-page"]
    prints_page_numbers: bool
    notes: Text
    paragraph_break: str
    segmenter: Literal["numbered", "titled", "single", "none"]  # none: a witness of pages, no games
    starts_mid_game: bool
    ends_mid_game: bool
    pages: PageLayout | None = None
    opening_title: str | None = None
    single_title: str | None = None
    licence: str | None = None
    pages_from: str | None = None  # a paged witness of the same text: pages from corpus/pagemaps/<id>.json
    game_prefix: str | None = None  # game ids start with this instead of the source id


class DropLine(Strict):
    id: str
    pattern: str
    note: str
    sources: list[str] = []
    after: str | None = None


class Replace(Strict):
    id: str
    pattern: str
    note: str
    sources: list[str] = []
    replacement: str | None = None
    fix: dict[str, str] | None = None


class JoinRules(Strict):
    hyphens: list[str]
    soft_hyphens: list[str]
    keep_hyphen_before: list[str]
    keep_hyphen_words: list[str]
    final_punctuation: str
    prose_word_length: int


class SegmentRules(Strict):
    number_pattern: str | None = None
    letter_pattern: str | None = None
    deck_pattern: str | None = None
    max_header_length: int = 90
    max_title_length: int = 60
    title_pattern: str | None = None
    pack_pattern: str | None = None
    skip_pattern: str | None = None
    slug_drop: list[str] = []


class VariantTrigger(Strict):
    phrase: str
    slug: str


class ModernRules(Strict):
    letters: dict[str, str]
    drop_final: list[str]


class LanguageRules(Strict):
    """One corpus/rules/<language>.toml file."""

    language: Literal["nl", "ru", "en"]
    drop_line: list[DropLine] = []
    replace: list[Replace] = []
    join: JoinRules
    segment: SegmentRules
    variant: list[VariantTrigger] = []
    transliteration: dict[str, str] = {}
    modern: ModernRules | None = None


class Correction(Strict):
    """One row of corpus/corrections/<source>.tsv."""

    line: int
    before: str
    after: str
    context: str
    reason: str
    reason_nl: str


class Edit(Strict):
    """One change the cleaner made: raw[raw_start:raw_end] == before became after."""

    raw_start: int
    raw_end: int
    clean_start: int = 0
    before: str
    after: str
    rule: str
    reason: str | None = None


class Page(Strict):
    """A printed page (or unnumbered front/back matter) in clean and raw offsets."""

    page: int | None
    printed: str | None
    inferred: bool
    kind: Literal["front-matter", "body", "back-matter"]
    clean_span: tuple[int, int]
    raw_span: tuple[int, int]


class Variant(Strict):
    id: str
    label: str
    clean_span: tuple[int, int]


class Game(Strict):
    id: str
    source: str
    number: int | str | None
    title: str
    title_supplied: bool = False
    language: Literal["nl", "ru", "en"]
    pages: tuple[int, int] | None
    fragment: bool
    variants: list[Variant]
    clean_span: tuple[int, int]
    raw_span: tuple[int, int]


class SourceReport(Strict):
    source: str
    chars_raw: int
    chars_clean: int
    edits: int
    edits_by_rule: dict[str, int]
    files: dict[str, Literal["written", "unchanged"]]


class CleanReport(Strict):
    sources: list[SourceReport]
