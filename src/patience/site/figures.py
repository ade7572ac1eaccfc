"""What the checks found, as the site shows it: the executor's win rates and `patience diff`'s
disagreements, read from `bench/results/winrates.json`, `checks/results/` and `checks/diff.json`."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import PatienceError
from ..fsutil import read_json


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of k successes in n trials ((0, 1) when n is 0)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class WinRate:
    """Deals played by the executor for one game (and variant): won and lost are proven (a
    certificate, an exhausted search); undecided deals ran out of budget and count for neither.
    `out_of`: of the undecided, how many ran out of each budget ("seconds", "nodes", "memory"),
    where the figures record it."""

    deals: int
    won: int
    lost: int
    unknown: int
    out_of: dict[str, int] = field(default_factory=dict)

    @property
    def decided(self) -> int:
        return self.won + self.lost

    @property
    def rate(self) -> float | None:
        """Won among the decided deals (None when none is decided)."""
        return self.won / self.decided if self.decided else None

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.won, self.decided)


OUT_OF = ("seconds", "nodes", "memory")
"""The budgets an undecided deal can run out of, in the order the texts name them."""

Key = tuple[str, str | None]
"""(rule-set id, variant id or None)."""


def _int(entry: dict[str, Any], name: str, where: str) -> int:
    value = entry.get(name, 0)
    if not isinstance(value, int):
        raise PatienceError(f"{where}: field {name!r} is not a whole number: {value!r}")
    return value


def _out_of(entry: dict[str, Any], where: str) -> dict[str, int]:
    value = entry.get("out_of", {})
    if not isinstance(value, dict) or not all(k in OUT_OF and isinstance(n, int) for k, n in value.items()):
        raise PatienceError(f"{where}: field 'out_of' is not a count per budget ({', '.join(OUT_OF)}): {value!r}")
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
        found[(entry["id"], entry.get("variant") or None)] = WinRate(
            _int(entry, "deals", where), _int(entry, "won", where), _int(entry, "lost", where),
            _int(entry, "unknown", where), _out_of(entry, where))
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


def load_matches(root: Path) -> dict[Key, list[dict[str, Any]]]:
    """Match tallies of the two-player games by (id, variant), from `bench/results/matches.json`
    (`bench/matches.py`); empty when absent."""
    path = root / "bench" / "results" / "matches.json"
    if not path.is_file():
        return {}
    data = read_json(path)
    rows = data.get("matches") if isinstance(data, dict) else None
    if not isinstance(rows, list):
        raise PatienceError(f"{path}: field 'matches' is missing or not a list")
    found: dict[Key, list[dict[str, Any]]] = {}
    for n, row in enumerate(rows):
        if not isinstance(row, dict) or not {"id", "policies", "deals", "wins"} <= set(row):
            raise PatienceError(f"{path}: matches/{n} needs id, policies, deals and wins")
        found.setdefault((row["id"], row.get("variant")), []).append(row)
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
