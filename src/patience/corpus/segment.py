"""`patience corpus games`: the clean text of every source cut into games, with variants."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import PatienceError
from ..fsutil import atomic_write_json
from .models import Game, LanguageRules, Source, Variant
from .rules import load_rules
from .sources import corpus_dir, load_sources
from .store import clean_text, load_pages, offset_map, page_at


@dataclass
class Cut:
    """A game's start in the clean text, before its end and spans are known."""

    start: int
    number: int | str | None
    title: str
    title_supplied: bool = False


def segment(root: Path | None = None) -> list[Game]:
    """Recompute the games from the committed clean texts and write corpus/games.json."""
    games: list[Game] = []
    for source in load_sources(root):
        games.extend(segment_source(source, root))
    ids = [g.id for g in games]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise PatienceError(f"segmentation gives duplicate game ids: {', '.join(duplicates)}")
    atomic_write_json(corpus_dir(root) / "games.json", [g.model_dump(mode="json") for g in games])
    return games


def segment_source(source: Source, root: Path | None = None) -> list[Game]:
    if source.segmenter == "none":
        return []
    text = clean_text(source.id, root)
    rules = load_rules(source.language, root)
    end = _body_end(source, text, root)
    if source.segmenter == "numbered":
        cuts = _numbered(text[:end], rules)
    elif source.segmenter == "titled":
        cuts = _titled(text[:end], source, rules)
    else:
        cuts = [Cut(0, None, source.single_title or source.title)]
    if not cuts:
        raise PatienceError(f"corpus/clean/{source.id}.txt: no games found")
    mapping = offset_map(source.id, root)
    games = []
    for k, cut in enumerate(cuts):
        stop = cuts[k + 1].start if k + 1 < len(cuts) else end
        stop = cut.start + len(text[cut.start:stop].rstrip())
        gid = _game_id(source, cut, rules)
        fragment = (k == 0 and source.starts_mid_game) or (k == len(cuts) - 1 and source.ends_mid_game)
        pages = None
        if source.prints_page_numbers or source.pages_from:
            first, last = page_at(source.id, cut.start, root), page_at(source.id, stop - 1, root)
            pages = (first, last) if first is not None and last is not None else None
        games.append(Game(
            id=gid, source=source.id, number=cut.number, title=cut.title, title_supplied=cut.title_supplied,
            language=source.language, pages=pages, fragment=fragment,
            variants=_variants(gid, text, cut.start, stop, rules),
            clean_span=(cut.start, stop), raw_span=mapping.span_to_raw(cut.start, stop)))
    return games


def _body_end(source: Source, text: str, root: Path | None) -> int:
    """Where the games stop: the start of the back matter, or the end of the text."""
    for page in load_pages(source.id, root):
        if page.kind == "back-matter":
            return page.clean_span[0]
    return len(text)


def _lines(text: str) -> list[tuple[int, str]]:
    out, pos = [], 0
    for line in text.split("\n"):
        out.append((pos, line))
        pos += len(line) + 1
    return out


def _pattern(rules: LanguageRules, name: str, segmenter: str) -> re.Pattern[str]:
    """The language's `segment.<name>` pattern, which the segmenter needs."""
    pattern = getattr(rules.segment, name)
    if pattern is None:
        raise PatienceError(f"corpus/rules/{rules.language}.toml: segment.{name} is required by the {segmenter} segmenter")
    return re.compile(pattern)


def _numbered(text: str, rules: LanguageRules) -> list[Cut]:
    """Games headed by 'No. N.' with the title on the same line, the line before or the line after."""
    seg = rules.segment
    number_re, letter_re = _pattern(rules, "number_pattern", "numbered"), _pattern(rules, "letter_pattern", "numbered")
    deck_re = _pattern(rules, "deck_pattern", "numbered")
    lines = _lines(text)
    cuts: list[Cut] = []

    def title_like(line: str) -> bool:
        line = deck_re.sub("", line).strip()
        return 0 < len(line) <= seg.max_title_length and line.endswith(".") and not number_re.match(line)

    def bare(line: str) -> str:
        return deck_re.sub("", line).strip().rstrip(".,").strip()

    for i, (pos, line) in enumerate(lines):
        m = number_re.match(line)
        if m and len(line) <= seg.max_header_length:
            number: int | str = int(m.group("num"))
            if m.group("letter"):
                number = f"{number}{m.group('letter')}"
            title, start = bare(f"{m.group('pre')} {m.group('post')}"), pos
            if not title:
                nxt = lines[i + 1][1] if i + 1 < len(lines) else ""
                if title_like(nxt) and not deck_re.match(nxt.strip()):
                    title = bare(nxt)
                else:
                    j = i - 1
                    while j >= 0 and deck_re.fullmatch(lines[j][1].strip()):
                        j -= 1
                    if j >= 0 and title_like(lines[j][1]):
                        title, start = bare(lines[j][1]), lines[j][0]
            if not title:
                raise PatienceError(f"clean text offset {pos}: no title found for game No. {number}")
            cuts.append(Cut(start, number, title))
            continue
        lm = letter_re.match(line)
        prev = cuts[-1] if cuts else None
        if lm and prev is not None and isinstance(prev.number, str):
            if ord(lm.group("letter")) == ord(prev.number[-1]) + 1:
                cuts.append(Cut(pos, f"{prev.number[:-1]}{lm.group('letter')}", prev.title, title_supplied=True))
    return cuts


def _titled(text: str, source: Source, rules: LanguageRules) -> list[Cut]:
    """Games headed by a title in capitals followed by the packs line; an opening fragment first."""
    seg = rules.segment
    title_re, pack_re = _pattern(rules, "title_pattern", "titled"), _pattern(rules, "pack_pattern", "titled")
    skip_re = re.compile(seg.skip_pattern) if seg.skip_pattern else None
    paragraphs = [(pos, line) for pos, line in _lines(text) if line.strip()]
    cuts = []
    for k, (pos, para) in enumerate(paragraphs[:-1]):
        if title_re.match(para.strip()) and pack_re.search(paragraphs[k + 1][1].strip()):
            cuts.append(Cut(pos, None, para.strip().rstrip(".")))
    if source.starts_mid_game:
        first = next((pos for pos, p in paragraphs if not (skip_re and skip_re.match(p.strip()))), 0)
        if not cuts or first < cuts[0].start:
            cuts.insert(0, Cut(first, None, source.opening_title or "", title_supplied=True))
    return cuts


def _game_id(source: Source, cut: Cut, rules: LanguageRules) -> str:
    if source.segmenter == "single":
        return source.id
    if cut.number is not None:
        num = str(cut.number)
        lead = re.match(r"\d+", num)
        assert lead is not None, num  # a numbered cut's number is N or N plus a letter
        digits = lead.group(0)
        return f"{source.game_prefix or source.id}-{int(digits):02d}{num[len(digits):].lower()}"
    return f"{source.game_prefix or source.id}-{slug(cut.title, rules)}"


def slug(title: str, rules: LanguageRules) -> str:
    """A title as an ASCII slug: transliterated, lower case, minus the language's filler words."""
    text = title.lower()
    if rules.transliteration:
        text = "".join(rules.transliteration.get(ch, ch) for ch in text)
    words = [w for w in re.split(r"[^a-z0-9]+", text) if w and w not in rules.segment.slug_drop]
    return "-".join(words)


def _variants(game_id: str, text: str, start: int, stop: int, rules: LanguageRules) -> list[Variant]:
    """Variants inside a game: from the sentence holding a trigger to the next variant or the game's end."""
    found = []
    for trigger in rules.variant:
        for m in re.finditer(re.escape(trigger.phrase), text[start:stop]):
            at = start + m.start()
            found.append((_sentence_start(text, start, at), at, m.group(0), trigger.slug))
    found.sort()
    variants: list[tuple[int, str, str]] = []
    slugs: set[str] = set()
    last = -1
    for sentence, _at, label, name in found:
        if sentence == last:
            continue  # a second trigger in the same sentence
        last = sentence
        name = name if name not in slugs else f"{name}-{len(slugs) + 1}"
        slugs.add(name)
        variants.append((sentence, label, name))
    out = []
    for k, (sentence, label, name) in enumerate(variants):
        end = variants[k + 1][0] if k + 1 < len(variants) else stop
        end = sentence + len(text[sentence:end].rstrip())
        out.append(Variant(id=f"{game_id}/{name}", label=label, clean_span=(sentence, end)))
    return out


def _sentence_start(text: str, floor: int, at: int) -> int:
    """The start of the sentence holding offset `at` (not before the line start or `floor`)."""
    line_start = max(text.rfind("\n", floor, at) + 1, floor)
    ends = [line_start + e.end() for e in re.finditer(r"[.!?] +(?=[A-Z])", text[line_start:at])]
    return ends[-1] if ends else line_start
