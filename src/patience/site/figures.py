"""What the checks found, as the site shows it: the executor's win rates and `patience diff`'s
disagreements, read from `bench/results/winrates.json`, `checks/results/` and `checks/diff.json`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import PatienceError
from ..fsutil import read_json


@dataclass(frozen=True)
class WinRate:
    """Deals played by the executor for one game (and variant) and how many it won."""

    deals: int
    won: int
    lost: int
    unknown: int
    rate: float | None = None
    ci: tuple[float, float] | None = None
    """rate and ci: from the benchmark; a check's tally has neither."""


Key = tuple[str, str | None]
"""(rule-set id, variant id or None)."""


def _int(entry: dict[str, Any], name: str, where: str) -> int:
    value = entry.get(name, 0)
    if not isinstance(value, int):
        raise PatienceError(f"{where}: field {name!r} is not a whole number: {value!r}")
    return value


def _bench(path: Path) -> dict[Key, WinRate]:
    data = read_json(path)
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, list):
        raise PatienceError(f"{path}: field 'games' is missing or not a list")
    found = {}
    for n, entry in enumerate(games):
        where = f"{path}: games/{n}"
        if not isinstance(entry, dict) or "id" not in entry:
            raise PatienceError(f"{where}: field 'id' is missing")
        ci = entry.get("ci")
        found[(entry["id"], entry.get("variant") or None)] = WinRate(
            _int(entry, "deals", where), _int(entry, "won", where), _int(entry, "lost", where),
            _int(entry, "unknown", where), entry.get("rate"), tuple(ci) if ci else None)
    return found


def _checks(folder: Path) -> dict[Key, WinRate]:
    found = {}
    for path in sorted(folder.glob("*.json")):
        entry = read_json(path)
        if not isinstance(entry, dict) or "id" not in entry:
            raise PatienceError(f"{path}: field 'id' is missing")
        found[(entry["id"], entry.get("variant") or None)] = WinRate(
            _int(entry, "deals", str(path)), _int(entry, "won", str(path)),
            _int(entry, "lost", str(path)), _int(entry, "unknown", str(path)))
    return found


def load_winrates(root: Path) -> dict[Key, WinRate]:
    """Win rates by (id, variant): the benchmark's where it has run, else `patience check`'s tally."""
    found = _checks(root / "checks" / "results")
    bench = root / "bench" / "results" / "winrates.json"
    if bench.is_file():
        found.update(_bench(bench))
    return found


def load_disagreements(root: Path) -> dict[str, list[dict[str, Any]]]:
    """`checks/diff.json` (written by `patience diff --json`) by game id; empty when absent."""
    path = root / "checks" / "diff.json"
    if not path.is_file():
        return {}
    data = read_json(path)
    if not isinstance(data, list):
        raise PatienceError(f"{path}: expected a list of disagreements")
    found: dict[str, list[dict[str, Any]]] = {}
    for n, entry in enumerate(data):
        if not isinstance(entry, dict) or not isinstance(entry.get("game"), str):
            raise PatienceError(f"{path}: /{n}/game is missing")
        found.setdefault(entry["game"], []).append(entry)
    return found
