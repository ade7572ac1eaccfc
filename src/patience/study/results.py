"""The study's results file: JSON lines, one row a deal, each appended, flushed and fsynced as it
completes. A truncated last line (the writer killed mid-row, or the machine mid-fsync) is ignored
when read and cut off before the next row is appended; an unreadable line before it is an error."""

from __future__ import annotations

import fcntl
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

from ..errors import PatienceError

VERDICTS = ("won", "lost", "unknown")

Key = tuple[str, str | None, int, str]
"""(rule-set id, variant or None, seed, budget as canonical JSON): a deal done once per budget."""


def budget_key(budget: dict[str, Any]) -> str:
    """The budget as canonical JSON (sorted keys), so equal budgets compare equal."""
    return json.dumps(budget, sort_keys=True)


def row_key(row: dict[str, Any]) -> Key:
    return (row["id"], row["variant"], row["seed"], budget_key(row["budget"]))


def _row(line: bytes) -> dict[str, Any]:
    """One line as a row, or ValueError saying what is wrong with it."""
    try:
        row = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"not a JSON row ({exc})") from None
    if not isinstance(row, dict):
        raise ValueError("not a JSON object")
    checks = (("id", lambda v: isinstance(v, str)), ("variant", lambda v: v is None or isinstance(v, str)),
              ("seed", lambda v: isinstance(v, int) and not isinstance(v, bool)), ("verdict", lambda v: v in VERDICTS),
              ("budget", lambda v: isinstance(v, dict)))
    for name, ok in checks:
        if name not in row or not ok(row[name]):
            raise ValueError(f"field {name!r} is missing or invalid: {row.get(name)!r}")
    return row


@dataclass
class Contents:
    """The rows of a results file; `good` bytes hold them, `torn` bytes after them are a truncated line."""

    rows: list[dict[str, Any]] = field(default_factory=list)
    good: int = 0
    torn: int = 0


def read_results(path: Path) -> Contents:
    """The rows of `path` (none when it does not exist). A last line that is cut short or
    unreadable is left out and counted in `torn`; an unreadable line before it raises a
    PatienceError naming the file and line."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Contents()
    except OSError as exc:
        raise PatienceError(f"{path}: cannot read ({exc.strerror})") from None
    lines = data.split(b"\n")  # the last item is what follows the last newline (b"" when none)
    found = Contents()
    for n, line in enumerate(lines[:-1], 1):
        try:
            found.rows.append(_row(line))
        except ValueError as exc:
            if n == len(lines) - 1 and not lines[-1]:  # the last line: written in part
                found.torn = len(data) - found.good
                return found
            raise PatienceError(f"{path}: line {n}: {exc}") from None
        found.good += len(line) + 1
    found.torn = len(lines[-1])
    return found


class ResultsWriter:
    """Appends rows to a results file under an exclusive lock (two studies never write one
    file). On entry it reads the file (`contents`) and cuts off a truncated last line."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.contents = Contents()
        self._fd = -1

    def __enter__(self) -> ResultsWriter:
        new = not self.path.exists()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o666)
        except OSError as exc:
            raise PatienceError(f"{self.path}: cannot write ({exc.strerror})") from None
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(self._fd)
            raise PatienceError(f"{self.path}: another study is writing this file") from None
        if new:
            _fsync_dir(self.path.parent)
        self.contents = read_results(self.path)
        if self.contents.torn:
            os.ftruncate(self._fd, self.contents.good)
            os.fsync(self._fd)
        return self

    def append(self, row: dict[str, Any]) -> None:
        """Write one row and its newline, then flush it to the disk."""
        data = (json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        while data:
            data = data[os.write(self._fd, data):]
        os.fsync(self._fd)

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        os.close(self._fd)  # releases the lock


def _fsync_dir(folder: Path) -> None:
    """Make a new file's directory entry durable."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
