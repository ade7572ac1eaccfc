"""Reading and writing files safely: atomic writes, strict decoding."""

from __future__ import annotations

import json
import os
import tempfile
import tomllib
from pathlib import Path
from typing import Any, Callable, TypeVar

from .errors import PatienceError

T = TypeVar("T")
_PARSED: dict[tuple[Path, Callable[[Path], Any]], tuple[tuple[int, int], Any]] = {}


def parsed_once(path: Path, parse: Callable[[Path], T]) -> T:
    """`parse(path)`, kept while the file keeps its size and modification time: for files read
    thousands of times in one run (the source manifest, the segmentation). The value is shared, so
    callers must not change it. A missing file is parsed (and its error raised) every time."""
    try:
        stat = path.stat()
    except OSError:
        return parse(path)
    stamp = (stat.st_size, stat.st_mtime_ns)
    hit = _PARSED.get((path, parse))
    if hit is None or hit[0] != stamp:
        hit = _PARSED[(path, parse)] = (stamp, parse(path))
    return hit[1]


def atomic_write(path: Path, text: str) -> bool:
    """Write `text` to `path` via a temp file and rename; return False if unchanged.
    A path that cannot be written is a one-line PatienceError."""
    path = Path(path)
    tmp: str | None = None
    try:
        if path.is_file() and path.read_bytes() == text.encode("utf-8"):
            return False
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; give the file the usual permissions
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException as exc:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise PatienceError(f"{path}: cannot write ({exc.strerror or exc})") from None
        raise
    return True


def json_text(data: Any) -> str:
    """`data` as indented UTF-8 JSON (stable key order as given), ending in a newline."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def atomic_write_json(path: Path, data: Any) -> bool:
    """Write `data` as `json_text`."""
    return atomic_write(path, json_text(data))


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


class _DuplicateKey(Exception):
    pass


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(key)
        out[key] = value
    return out


def read_json(path: Path) -> Any:
    """Parse a JSON file, or raise a one-line PatienceError with file, line and column: also for
    an object with the same key twice and for nesting too deep for the parser."""
    text = read_text(path)
    try:
        return json.loads(text, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as exc:
        raise PatienceError(f"{path}:{exc.lineno}:{exc.colno}: malformed JSON ({exc.msg})") from None
    except _DuplicateKey as exc:
        raise PatienceError(f"{path}: key {exc.args[0]!r} appears twice in one object") from None
    except RecursionError:
        raise PatienceError(f"{path}: nested too deeply to read") from None


def read_toml(path: Path) -> dict[str, Any]:
    """Parse a TOML file, or raise a one-line PatienceError naming it."""
    text = read_text(path)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PatienceError(f"{path}: malformed TOML ({exc})") from None
