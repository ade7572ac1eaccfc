"""The line structure of a raw text: removed lines, page blocks, and how lines are joined.

Everything here produces edits in raw offsets; lines are never rewritten in place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .models import Edit, LanguageRules, Page, PageLayout, Source


@dataclass
class Line:
    start: int
    end: int  # end of the text, before its newline
    text: str
    drop: str | None = None  # id of the rule that removes it
    block: int = 0  # page block (0 for sources without pages)


@dataclass
class Block:
    lines: list[Line] = field(default_factory=list)
    number_line: Line | None = None


def split_lines(raw: str) -> list[Line]:
    lines, pos = [], 0
    for text in raw.split("\n"):
        lines.append(Line(pos, pos + len(text), text))
        pos += len(text) + 1
    return lines


def mark_dropped(lines: list[Line], rules: LanguageRules, source_id: str, layout: PageLayout | None = None) -> None:
    """Mark lines removed by the language's drop_line rules. A page number that opens a page (after a
    page break of `layout`) is the page's, never a rule's."""
    active = [(r, re.compile(r.pattern)) for r in rules.drop_line if not r.sources or source_id in r.sources]
    opening = re.compile(layout.number_pattern) if layout else None
    blank_run = 0
    previous: Line | None = None  # the line just above (`after` rules look only there)
    for line in lines:
        if not line.text.strip():
            previous = None
            blank_run += 1
            continue
        if layout and opening and blank_run >= layout.blank_lines and opening.fullmatch(line.text.strip()):
            blank_run, previous = 0, line
            continue
        blank_run = 0
        for rule, pattern in active:
            if rule.after and (previous is None or previous.drop != rule.after):
                continue
            if pattern.fullmatch(line.text.strip()):
                line.drop = rule.id
                break
        previous = line


def page_blocks(lines: list[Line], layout: PageLayout) -> list[Block]:
    """Group kept lines into pages (separated by runs of blank lines); mark page-number lines."""
    blocks: list[Block] = []
    blank_run = layout.blank_lines  # the first kept line opens a page
    number = re.compile(layout.number_pattern)
    for line in lines:
        if not line.text.strip():
            blank_run += 1
            continue
        if line.drop:
            blank_run = 0 if blank_run < layout.blank_lines else blank_run  # a break is empty lines in a row
            continue
        if blank_run >= layout.blank_lines:
            blocks.append(Block())
            if number.fullmatch(line.text.strip()):
                line.drop = "page-number"
                blocks[-1].number_line = line
        blank_run = 0
        line.block = len(blocks) - 1
        blocks[-1].lines.append(line)
    for i, block in enumerate(blocks):
        if block.number_line:
            block.number_line.block = i
    return blocks


def number_pages(blocks: list[Block], layout: PageLayout) -> list[tuple[int | None, str | None, bool, str]]:
    """(page, printed, inferred, kind) per block: body pages numbered in sequence from the printed ones."""
    body = range(layout.front_matter, len(blocks) - layout.back_matter)
    offsets: dict[int, int] = {}
    for k, i in enumerate(body):
        number_line = blocks[i].number_line
        printed = number_line.text.strip() if number_line else ""
        if printed.isdigit():
            offsets[int(printed) - k] = offsets.get(int(printed) - k, 0) + 1
    base = max(offsets, key=offsets.__getitem__) if offsets else 1
    result: list[tuple[int | None, str | None, bool, str]] = []
    for i, block in enumerate(blocks):
        shown = block.number_line.text.strip() if block.number_line else None
        if i in body:
            page = base + (i - layout.front_matter)
            result.append((page, shown, shown != str(page), "body"))
        else:
            kind = "front-matter" if i < layout.front_matter else "back-matter"
            result.append((None, shown, False, kind))
    return result


def is_prose(text: str, rules: LanguageRules) -> bool:
    return any(len(w) >= rules.join.prose_word_length for w in re.findall(r"\w+", text))


def join_kind(a: str, b: str, rules: LanguageRules) -> str | None:
    """How line a continues into line b: 'hyphen' (one word), 'hyphen-kept', 'space', or None."""
    a, b = a.rstrip(), b.lstrip()
    if not a or not b or not b[0].islower():
        return None
    j = rules.join
    if a[-1] in j.hyphens:
        last = re.findall(r"\w+", a)[-1] if re.findall(r"\w+", a) else ""
        first = re.match(r"\w+", b)
        word = f"{last}-{first.group(0) if first else ''}"
        if a[-1] in j.soft_hyphens:
            return "hyphen"
        if b.split()[0] in j.keep_hyphen_before or word in j.keep_hyphen_words:
            return "hyphen-kept"
        return "hyphen"
    if a[-1] in j.final_punctuation or not is_prose(a, rules):
        return None
    return "space"


def structure_edits(raw: str, lines: list[Line], source: Source, rules: LanguageRules) -> list[Edit]:
    """Edits that remove dropped lines and page breaks and join broken lines and words."""
    edits: list[Edit] = []
    kept = [ln for ln in lines if ln.text.strip() and not ln.drop]
    for ln in lines:
        if ln.drop:
            end = min(ln.end + 1, len(raw))
            edits.append(Edit(raw_start=ln.start, raw_end=end, before=raw[ln.start:end], after="", rule=ln.drop))
    gaps: list[tuple[Line | None, Line | None]] = [(None, kept[0])] if kept else []
    gaps += list(zip(kept, kept[1:]))
    gaps += [(kept[-1], None)] if kept else []
    for a, b in gaps:
        start = a.end if a else 0
        end = b.start if b else len(raw)
        dropped = [ln for ln in lines if ln.drop and start <= ln.start < end]
        page_break = bool(a and b and a.block != b.block)
        glue = _glue_runs(start, end, dropped, len(raw))
        if not glue:
            continue
        if a is None or b is None:
            first = ("", "blank-lines") if a is None else ("\n" if raw.endswith("\n") else "", "blank-lines")
        else:
            kind = join_kind(a.text, b.text, rules)
            if kind == "hyphen":
                glue[0] = (a.start + len(a.text.rstrip()) - 1, glue[0][1])
                first = ("", "hyphen-join")
            elif kind in ("hyphen-kept", "space"):
                first = (" ", "line-join")
            elif dropped or page_break:
                first = (source.paragraph_break, "page-break" if page_break else "blank-lines")
            else:
                continue
        rest_rule = "page-break" if page_break else "blank-lines"
        for k, (s, e) in enumerate(glue):
            after, rule = first if k == 0 else ("", rest_rule)
            if raw[s:e] != after:
                edits.append(Edit(raw_start=s, raw_end=e, before=raw[s:e], after=after, rule=rule))
    return edits


def _glue_runs(start: int, end: int, dropped: list[Line], size: int) -> list[tuple[int, int]]:
    """The parts of a gap between kept lines that are not removed lines: runs of newlines."""
    runs, pos = [], start
    for ln in dropped:
        if ln.start > pos:
            runs.append((pos, ln.start))
        pos = min(ln.end + 1, size)
    if end > pos:
        runs.append((pos, end))
    if runs and runs[0][1] - runs[0][0] > 1 and runs[0][0] == start and start > 0:
        runs[0:1] = [(start, start + 1), (start + 1, runs[0][1])]  # the line's own newline first
    return runs


def pages_in_clean(blocks: list[Block], numbers, to_clean, raw_len: int, clean_len: int) -> list[Page]:
    """The page records: each page from its first kept line to the next page's first kept line."""
    starts = [b.lines[0].start for b in blocks]
    pages = []
    for i, (page, printed, inferred, kind) in enumerate(numbers):
        raw_start = 0 if i == 0 else starts[i]
        raw_end = starts[i + 1] if i + 1 < len(blocks) else raw_len
        clean_start = 0 if i == 0 else to_clean(starts[i])
        clean_end = to_clean(starts[i + 1]) if i + 1 < len(blocks) else clean_len
        pages.append(Page(page=page, printed=printed, inferred=inferred, kind=kind,
                          clean_span=(clean_start, clean_end), raw_span=(raw_start, raw_end)))
    return pages
