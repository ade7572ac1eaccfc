"""Reading the committed corpus: clean texts, ledgers, pages, modern shadows and games."""

from __future__ import annotations

from bisect import bisect_right
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from ..errors import PatienceError, nearest
from ..fsutil import parsed_once, read_json, read_text
from .edits import OffsetMap, read_ledger
from .models import Edit, Game, Page
from .modern import ShadowMap
from .sources import clean_dir, corpus_dir, get_source


def _clean_file(source_id: str, suffix: str, root: Path | None) -> Path:
    get_source(source_id, root)  # unknown ids fail with the list of known ones
    path = clean_dir(root) / f"{source_id}{suffix}"
    if not path.exists():
        raise PatienceError(f"{path}: file not found (run `patience corpus clean`)")
    return path


def clean_text(source_id: str, root: Path | None = None) -> str:
    """The committed clean text of a source."""
    return read_text(_clean_file(source_id, ".txt", root))


def ledger(source_id: str, root: Path | None = None) -> list[Edit]:
    """Every edit the cleaner made to a source, in raw order."""
    return read_ledger(_clean_file(source_id, ".ledger.jsonl", root))


def offset_map(source_id: str, root: Path | None = None) -> OffsetMap:
    return OffsetMap(ledger(source_id, root))


def clean_to_raw(source_id: str, clean_offset: int, root: Path | None = None) -> int:
    """The raw offset a clean offset came from."""
    return offset_map(source_id, root).to_raw(_checked(source_id, clean_offset, root))


def raw_to_clean(source_id: str, raw_offset: int, root: Path | None = None) -> int:
    return offset_map(source_id, root).to_clean(raw_offset)


def load_pages(source_id: str, root: Path | None = None) -> list[Page]:
    data = read_json(_clean_file(source_id, ".pages.json", root))
    return [Page.model_validate(p) for p in data["pages"]]


def page_at(source_id: str, clean_offset: int, root: Path | None = None) -> int | None:
    """The printed page number at a clean offset (None for sources without page numbers)."""
    pages = load_pages(source_id, root)
    i = bisect_right([p.clean_span[0] for p in pages], clean_offset) - 1
    return pages[i].page if i >= 0 else None


def modern_text(source_id: str, root: Path | None = None) -> str:
    """The modern-orthography shadow (Russian); the clean text itself for other sources."""
    path = clean_dir(root) / f"{source_id}.modern.txt"
    return read_text(path) if path.exists() else clean_text(source_id, root)


def _shadow(source_id: str, root: Path | None) -> ShadowMap | None:
    path = clean_dir(root) / f"{source_id}.modern.map.json"
    get_source(source_id, root)
    return ShadowMap([tuple(s) for s in read_json(path)["spans"]]) if path.exists() else None


def modern_to_clean(source_id: str, offset: int, root: Path | None = None) -> int:
    shadow = _shadow(source_id, root)
    return shadow.to_clean(offset) if shadow else offset


def clean_to_modern(source_id: str, offset: int, root: Path | None = None) -> int:
    shadow = _shadow(source_id, root)
    return shadow.to_modern(offset) if shadow else offset


def load_games(root: Path | None = None) -> list[Game]:
    """The committed segmentation, corpus/games.json."""
    path = corpus_dir(root) / "games.json"
    if not path.exists():
        raise PatienceError(f"{path}: file not found (run `patience corpus games`)")
    return list(parsed_once(path, _parse_games))


def _parse_games(path: Path) -> tuple[Game, ...]:
    try:
        return tuple(TypeAdapter(list[Game]).validate_python(read_json(path)))
    except ValidationError as exc:
        err = exc.errors()[0]
        raise PatienceError(f"{path}: {'.'.join(map(str, err['loc']))}: {err['msg']}") from None


def get_game(game_id: str, root: Path | None = None) -> Game:
    games = load_games(root)
    for game in games:
        if game.id == game_id:
            return game
    raise PatienceError(f"unknown game '{game_id}' ({nearest(game_id, (g.id for g in games))})")


def game_text(game_id: str, root: Path | None = None) -> str:
    """The clean text of one game."""
    game = get_game(game_id, root)
    start, end = game.clean_span
    return clean_text(game.source, root)[start:end]


def _checked(source_id: str, offset: int, root: Path | None) -> int:
    size = len(clean_text(source_id, root))
    if not 0 <= offset <= size:
        raise PatienceError(f"corpus/clean/{source_id}.txt: offset {offset} out of range (0..{size})")
    return offset
