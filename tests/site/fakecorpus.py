"""A stand-in for the `patience.corpus` API, made from the raw sources.

Implements the contract the site reads (load_games, clean_text, load_pages, ledger, modern_text,
clean_to_modern, modern_to_clean) over a few real games: "clean" text is the raw text
without its page-number lines (which become page breaks) and with ђ read as ѣ (Ѣ in capitals); the modern
shadow replaces ѣ and і, so offsets map one to one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from patience.corpus.models import Correction

RAW = Path(__file__).resolve().parents[2] / "corpus" / "raw"

# id, source, number, title, language, pages, fragment, first line, next game's first line
# (hagenaar2-01, hagenaar2-24 and cadogan-square have rule sets in rules_json/)
GAMES = [
    ("hagenaar2-01", "hagenaar2", 1, "Het ondersteken I", "nl", [6, 7], False,
     "Het ondersteken I.", "No. 2. De hoop."),
    ("hagenaar2-24", "hagenaar2", 24, "De schans", "nl", [34, 35], False,
     "No. 24. De schans.", "De Napoleonpatience. No. 25."),
    ("cadogan-square", "cadogan", None, "THE SQUARE", "en", None, False,
     "When the Square is complete", "MARGARETHE"),
    ("hagenaar2-09", "hagenaar2", 9, "De veertien", "nl", [14, 15], False,
     "No. 9. De veertien.", "Het ondersteken II. No. 10."),
    ("hagenaar2-35", "hagenaar2", 35, "De halve cirkel", "nl", [48, 49], False,
     "No. 35. De halve cirkel.", "Variatiên op den halven cirkel."),
    ("cadogan-mount-olympus", "cadogan", None, "MOUNT OLYMPUS", "en", None, False,
     "MOUNT OLYMPUS", "THE WHEEL"),
    ("cadogan-ru-krepost", "cadogan-ru", None, "КРѢПОСТЬ", "ru", None, False,
     "КРѢПОСТЬ.", "ЧЕТЫРНАДЦАТЬ."),
    ("cadogan-ru-chetyrnadtsat", "cadogan-ru", None, "ЧЕТЫРНАДЦАТЬ", "ru", None, False,
     "ЧЕТЫРНАДЦАТЬ.", "СУЛТАНЪ"),
]
VARIANT = ("hagenaar2-35/a", "A", "Variatiên op den halven cirkel.", "No. 36.")  # inside the game's span


@dataclass
class Variant:
    id: str
    label: str
    clean_span: tuple[int, int]


@dataclass
class Game:
    id: str
    source: str
    number: int | str | None
    title: str
    language: str
    pages: list[int] | None
    fragment: bool
    clean_span: tuple[int, int]
    raw_span: tuple[int, int] = (0, 0)
    title_supplied: bool = False
    variants: list[Variant] = field(default_factory=list)


@cache
def _clean(source: str) -> tuple[str, tuple[tuple[int, int], ...]]:
    text = (RAW / f"{source}.txt").read_text("utf-8").replace("ђ", "ѣ")
    text = re.sub(r"(?<=[А-Я])ѣ|ѣ(?=[А-Я])", "Ѣ", text)  # in words set in capitals
    lines, breaks, offset = [], [], 0
    for line in text.splitlines(keepends=True):
        if re.fullmatch(r"\d{1,3}\n?", line):
            breaks.append((offset, int(line)))
            continue
        lines.append(line)
        offset += len(line)
    return "".join(lines), tuple(breaks)


def _span(source: str, first: str, until: str) -> tuple[int, int]:
    text = clean_text(source)
    start = text.index(first)
    end = text.find(until, start + 1)
    return start, end if end > 0 else len(text)


def load_games(root=None) -> list[Game]:
    games = []
    for gid, source, number, title, lang, pages, fragment, first, until in GAMES:
        game = Game(gid, source, number, title, lang, pages, fragment, _span(source, first, until))
        if gid == "hagenaar2-35":
            vid, label, vfirst, vuntil = VARIANT
            game.variants.append(Variant(vid, label, _span(source, vfirst, vuntil)))
            game.clean_span = (game.clean_span[0], game.variants[0].clean_span[1])
        games.append(game)
    return games


def clean_text(source_id: str, root=None) -> str:
    return _clean(source_id)[0]


@dataclass
class Page:
    page: int
    clean_span: tuple[int, int]


def load_pages(source_id: str, root=None) -> list[Page]:
    """A page from each page-number line to the next (none for sources without them)."""
    breaks = _clean(source_id)[1]
    ends = [b[0] for b in breaks[1:]] + [len(clean_text(source_id))]
    return [Page(number, (at, end)) for (at, number), end in zip(breaks, ends)]


@dataclass
class Edit:
    clean_start: int
    before: str
    after: str
    rule: str
    reason: str | None = None


CORRECTION = ("hagenaar2", "veertien", "veertlen", "a made-up correction for the tests: i read as l")
"""(source, word as corrected, as printed, reason): one curated correction, in No. 9's text."""


def ledger(source_id: str, root=None) -> list[Edit]:
    """One curated correction (CORRECTION) among structural edits."""
    if source_id != CORRECTION[0]:
        return []
    text = clean_text(source_id)
    at = text.index(CORRECTION[1], text.index("No. 9. De veertien.") + 20)
    return [Edit(0, "12\n", "", "page-number"), Edit(at, CORRECTION[2], CORRECTION[1], "correction", CORRECTION[3])]


def load_corrections(source_id: str, root=None) -> list[Correction]:
    """The curated correction of `ledger`, with its Dutch reason."""
    if source_id != CORRECTION[0]:
        return []
    return [Correction(line=2, before=CORRECTION[2], after=CORRECTION[1], context=CORRECTION[2], reason=CORRECTION[3],
                       reason_nl="een verzonnen correctie voor de tests: i gelezen als l")]


def modern_text(source_id: str, root=None) -> str:
    return clean_text(source_id).translate(str.maketrans("ѣѢіІ", "еЕиИ"))


def clean_to_modern(source_id: str, offset: int, root=None) -> int:
    return offset


def modern_to_clean(source_id: str, offset: int, root=None) -> int:
    return offset


def figures_in(source_id: str, start: int, end: int, root=None) -> list:
    """The fake books keep no figures."""
    return []


def page_scans(source_id: str, root=None) -> dict:
    """The fake books have no page scans."""
    return {}
