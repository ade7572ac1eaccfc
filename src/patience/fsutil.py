"""Reading and writing files safely: atomic writes, strict decoding."""

from __future__ import annotations

import json
import os
import tempfile
import tomllib
from pathlib import Path
from typing import Any

from .errors import PatienceError


def atomic_write(path: Path, text: str) -> bool:
    """Write `text` to `path` via a temp file and rename; return False if unchanged."""
    path = Path(path)
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; give the file the usual permissions
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return True


def atomic_write_json(path: Path, data: Any) -> bool:
    """Write `data` as indented UTF-8 JSON (stable key order as given)."""
    return atomic_write(path, json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def read_text(path: Path) -> str:
    """Read a UTF-8 text file, or raise a one-line PatienceError naming it."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise PatienceError(f"{path}: file not found") from None
    except OSError as exc:
        raise PatienceError(f"{path}: cannot read ({exc.strerror})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise PatienceError(f"{path}:{line}: not valid UTF-8 (byte {exc.start})") from None


def read_json(path: Path) -> Any:
    """Parse a JSON file, or raise a one-line PatienceError with file, line and column."""
    text = read_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise PatienceError(f"{path}:{exc.lineno}:{exc.colno}: malformed JSON ({exc.msg})") from None


def read_toml(path: Path) -> dict[str, Any]:
    """Parse a TOML file, or raise a one-line PatienceError naming it."""
    text = read_text(path)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PatienceError(f"{path}: malformed TOML ({exc})") from None
