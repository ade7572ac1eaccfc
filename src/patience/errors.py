"""Errors the CLI turns into one-line messages."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable


class PatienceError(ValueError):
    """Bad input: the message names the file (and line or field) and quotes the bad value."""


def _unpadded(name: str) -> str:
    return re.sub(r"\d+", lambda m: str(int(m.group())), name)


def nearest(name: str, known: Iterable[str]) -> str:
    """The end of an 'unknown …' message: the closest known name (the same but for leading
    zeros, else by difflib), or how many there are."""
    names = sorted(known)
    close = [n for n in names if _unpadded(n) == _unpadded(name)] or difflib.get_close_matches(name, names, n=1, cutoff=0.6)
    return f"did you mean {close[0]}?" if close else f"none of the {len(names)} known is close"
