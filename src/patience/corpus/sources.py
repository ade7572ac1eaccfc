"""The source manifest (corpus/sources.toml) and the corpus file layout."""

from __future__ import annotations

import hashlib
from pathlib import Path

from pydantic import ValidationError

from .. import project_root
from ..errors import PatienceError, nearest
from ..fsutil import parsed_once, read_text, read_toml
from .models import Source


def corpus_dir(root: Path | None = None) -> Path:
    return Path(root or project_root()) / "corpus"


def clean_dir(root: Path | None = None) -> Path:
    return corpus_dir(root) / "clean"


def one_line(exc: ValidationError) -> str:
    """The first pydantic error as `field: message`."""
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"]) or "(top)"
    return f"{where}: {err['msg']}"


def load_sources(root: Path | None = None) -> list[Source]:
    return list(parsed_once(corpus_dir(root) / "sources.toml", _parse_sources))


def _parse_sources(path: Path) -> tuple[Source, ...]:
    entries = read_toml(path).get("source", [])
    sources = []
    for i, entry in enumerate(entries):
        try:
            sources.append(Source.model_validate(entry))
        except ValidationError as exc:
            raise PatienceError(f"{path}: source #{i + 1} ({entry.get('id', '?')}): {one_line(exc)}") from None
    return tuple(sources)


def get_source(source_id: str, root: Path | None = None) -> Source:
    sources = load_sources(root)
    for source in sources:
        if source.id == source_id:
            return source
    raise PatienceError(f"unknown source '{source_id}' ({nearest(source_id, (s.id for s in sources))})")


def raw_path(source: Source, root: Path | None = None) -> Path:
    return corpus_dir(root) / "raw" / source.file


def raw_sha256(source: Source, root: Path | None = None) -> str:
    """The sha256 of the raw file's text (its bytes, for valid UTF-8)."""
    return hashlib.sha256(read_text(raw_path(source, root)).encode("utf-8")).hexdigest()


def read_raw(source: Source, root: Path | None = None) -> str:
    """The raw OCR text of a source (strict UTF-8), which must have the sha256 sources.toml records."""
    path = raw_path(source, root)
    text = read_text(path)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    if digest != source.sha256:
        raise PatienceError(f"{path}: raw file changed (sha256 {digest[:12]}…, corpus/sources.toml records "
                            f"{source.sha256[:12]}…); `patience corpus clean --accept-raw-change` records the new hash")
    return text


def sources_with_hashes(sources: list[Source], root: Path | None = None) -> tuple[list[Source], str | None]:
    """The sources with each raw file's current sha256, and sources.toml's new text (None if no hash changed)."""
    path = corpus_dir(root) / "sources.toml"
    text = read_text(path)
    updated = []
    for source in sources:
        digest = raw_sha256(source, root)
        if digest != source.sha256:
            text = text.replace(f'sha256 = "{source.sha256}"', f'sha256 = "{digest}"', 1)
        updated.append(source.model_copy(update={"sha256": digest}))
    return updated, (text if updated != sources else None)
