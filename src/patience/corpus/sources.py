"""The source manifest (corpus/sources.toml) and the corpus file layout."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from .. import project_root
from ..errors import PatienceError
from ..fsutil import read_text, read_toml
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
    path = corpus_dir(root) / "sources.toml"
    entries = read_toml(path).get("source", [])
    sources = []
    for i, entry in enumerate(entries):
        try:
            sources.append(Source.model_validate(entry))
        except ValidationError as exc:
            raise PatienceError(f"{path}: source #{i + 1} ({entry.get('id', '?')}): {one_line(exc)}") from None
    return sources


def get_source(source_id: str, root: Path | None = None) -> Source:
    sources = load_sources(root)
    for source in sources:
        if source.id == source_id:
            return source
    known = ", ".join(s.id for s in sources)
    raise PatienceError(f"unknown source '{source_id}' (known: {known})")


def read_raw(source: Source, root: Path | None = None) -> str:
    """The raw OCR text of a source (strict UTF-8)."""
    return read_text(corpus_dir(root) / "raw" / source.file)
