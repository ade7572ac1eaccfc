"""The period word list: `extract/period_words.toml`, validated on load.

Words of the books' period that the lookup tables (modern spelling) lack and that the corpus
prints too rarely to vouch for them ("omdat", "alzoo", "upon"): `patience diff` does not report
them as OCR damage. `corpus_min` is how often a word must occur in the clean corpus of its
language to count as a word of the period without being listed.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .. import project_root
from ..errors import PatienceError
from ..fsutil import read_toml

WORD = re.compile(r"[^\W\d_]+(?:[-'][^\W\d_]+)*")
"""A word as `patience diff` reads it from an evidence quote."""


class PeriodWords(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    corpus_min: int = Field(ge=2, description="Occurrences in the clean corpus of a language that make a word known.")
    words: dict[str, list[str]] = Field(description="Per language (nl, en, ru): period words in lower case.")

    @field_validator("words")
    @classmethod
    def _words(cls, table: dict[str, list[str]]) -> dict[str, list[str]]:
        for lang, words in table.items():
            if lang not in ("nl", "en", "ru"):
                raise ValueError(f"unknown language {lang!r} (known: nl, en, ru)")
            for word in words:
                if word != word.lower() or not WORD.fullmatch(word):
                    raise ValueError(f"{lang}: {word!r} is not one word in lower case")
            dup = sorted({w for w in words if words.count(w) > 1})
            if dup:
                raise ValueError(f"{lang}: listed twice: {', '.join(dup)}")
        return table


def words_path(root: Path | None = None) -> Path:
    return (root or project_root()) / "extract" / "period_words.toml"


@lru_cache(maxsize=4)
def _load(path: str, mtime: float) -> PeriodWords:
    try:
        return PeriodWords.model_validate(read_toml(Path(path)))
    except ValidationError as exc:
        err = exc.errors()[0]
        raise PatienceError(f"{path}: {'.'.join(str(x) for x in err['loc'])}: {err['msg'].removeprefix('Value error, ')}") from None


def period_words(root: Path | None = None) -> PeriodWords:
    """The validated word list (a one-line error naming the file and field otherwise)."""
    path = words_path(root)
    if not path.is_file():
        raise PatienceError(f"{path}: file not found")
    return _load(str(path), path.stat().st_mtime)
