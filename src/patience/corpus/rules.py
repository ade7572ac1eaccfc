"""Automatic cleaning and segmentation rules: corpus/rules/<language>.toml, validated on load."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from pydantic import ValidationError

from ..errors import PatienceError
from ..fsutil import read_toml
from .models import LanguageRules
from .sources import corpus_dir, one_line


def load_rules(language: str, root: Path | None = None) -> LanguageRules:
    path = corpus_dir(root) / "rules" / f"{language}.toml"
    return _load(path, path.stat().st_mtime_ns if path.exists() else 0)


@lru_cache(maxsize=16)
def _load(path: Path, _mtime: int) -> LanguageRules:
    try:
        rules = LanguageRules.model_validate(read_toml(path))
    except ValidationError as exc:
        raise PatienceError(f"{path}: {one_line(exc)}") from None
    if rules.language != path.stem:
        raise PatienceError(f"{path}: language '{rules.language}' does not match the file name")
    for kind, items in (("drop_line", rules.drop_line), ("replace", rules.replace)):
        for item in items:
            _compile(path, f"{kind} '{item.id}'", item.pattern)
    for item in rules.replace:
        if (item.replacement is None) == (item.fix is None):
            raise PatienceError(f"{path}: replace '{item.id}': give exactly one of replacement or fix")
    ids = [r.id for r in rules.drop_line]
    for item in rules.drop_line:
        if item.after and item.after not in ids:
            raise PatienceError(f"{path}: drop_line '{item.id}': after '{item.after}' is not a drop_line id")
    seg = rules.segment
    for name in ("number_pattern", "letter_pattern", "deck_pattern", "title_pattern", "pack_pattern", "skip_pattern"):
        if getattr(seg, name):
            _compile(path, f"segment.{name}", getattr(seg, name))
    return rules


def _compile(path: Path, where: str, pattern: str) -> re.Pattern[str]:
    try:
        return re.compile(pattern, re.M)
    except re.error as exc:
        raise PatienceError(f"{path}: {where}: bad pattern ({exc})") from None
