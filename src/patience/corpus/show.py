"""What the CLI shows: a game with page markers, ledger entries, located offsets."""

from __future__ import annotations

from pathlib import Path

from ..errors import PatienceError
from .sources import get_source, read_raw
from .store import clean_text, clean_to_raw, get_game, ledger, load_pages, page_at


def show_game(game_id: str, raw: bool = False, root: Path | None = None) -> dict:
    """A game's text (clean, or raw with --raw) and where its printed pages begin."""
    game = get_game(game_id, root)
    source = get_source(game.source, root)
    text = read_raw(source, root) if raw else clean_text(game.source, root)
    start, end = game.raw_span if raw else game.clean_span
    key = "raw_span" if raw else "clean_span"
    breaks = [(getattr(p, key)[0], p.page) for p in load_pages(game.source, root)
              if p.page is not None and start < getattr(p, key)[0] < end]
    first = page_at(game.source, game.clean_span[0], root)
    parts, pos = [f"[p. {first}]\n"] if first is not None else [], start
    for at, page in breaks:
        parts.append(text[pos:at])
        parts.append(f"[p. {page}]")
        pos = at
    parts.append(text[pos:end])
    header = f"{game.id}: {game.title} ({game.source}{', fragment' if game.fragment else ''})\n"
    return {"id": game.id, "title": game.title, "source": game.source, "raw": raw, "span": [start, end],
            "text": text[start:end], "page_starts": [{"offset": at, "page": page} for at, page in breaks],
            "display": header + "".join(parts)}


def ledger_entries(source_id: str, rule: str | None = None, root: Path | None = None) -> list[dict]:
    edits = ledger(source_id, root)
    rules = sorted({e.rule for e in edits})
    if rule is not None and rule not in rules:
        raise PatienceError(f"corpus/clean/{source_id}.ledger.jsonl: no rule '{rule}' (rules: {', '.join(rules)})")
    return [e.model_dump(mode="json", exclude_none=True) for e in edits if rule is None or e.rule == rule]


def locate(source_id: str, clean_offset: int, root: Path | None = None) -> dict:
    raw_offset = clean_to_raw(source_id, clean_offset, root)
    raw = read_raw(get_source(source_id, root), root)
    line = raw.count("\n", 0, raw_offset) + 1
    column = raw_offset - (raw.rfind("\n", 0, raw_offset) + 1) + 1
    return {"source": source_id, "clean_offset": clean_offset, "raw_offset": raw_offset, "raw_line": line,
            "raw_column": column, "page": page_at(source_id, clean_offset, root)}
