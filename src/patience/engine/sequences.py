"""Compile `Sequence` specs into lookup tables.

A table maps the kind of a pile's top card (0..51) to a bit mask of the kinds
that may be placed on it, so a legality check is one shift and one AND.
Specs whose target depends on the game's course (a direction the player
chose, the value of a base-row card) compile to one table per possibility.
"""

from __future__ import annotations

from ..rules.model import RANKS, Sequence
from . import cards

Table = list[int]


def rank_cycle(pack: str, skip: list[str]) -> list[int]:
    values = cards.PIQUET_VALUES if pack == "piquet" else cards.WHIST_VALUES
    skipped = {RANKS.index(r) + 1 for r in skip}
    return [v for v in values if v not in skipped]


def _mod13(x: int) -> int:
    return x % 13 or 13


def _suits(relation: str, s: int) -> list[int]:
    red = s in cards.RED_SUITS
    if relation == "same":
        return [s]
    if relation == "any":
        return [0, 1, 2, 3]
    if relation == "different-suit":
        return [x for x in range(4) if x != s]
    same_colour = [x for x in range(4) if (x in cards.RED_SUITS) == red]
    if relation == "same-colour":
        return same_colour
    return [x for x in range(4) if x not in same_colour]  # alternate-colour


def _step(cycle: list[int], v: int, delta: int, wrap: bool) -> list[int]:
    if v not in cycle:
        return []
    p = cycle.index(v) + delta
    if 0 <= p < len(cycle):
        return [cycle[p]]
    return [cycle[p % len(cycle)]] if wrap else []


def _targets(seq: Sequence, cycle: list[int], v: int, key: object) -> list[int]:
    rank = seq.rank
    if rank == "param":
        rank = str(key)
    if rank == "up":
        return _step(cycle, v, seq.by, seq.wrap)
    if rank == "down":
        return _step(cycle, v, -seq.by, seq.wrap)
    if rank == "either":
        return _step(cycle, v, seq.by, seq.wrap) + _step(cycle, v, -seq.by, seq.wrap)
    if rank == "same":
        return [v]
    if rank == "any":
        return list(cycle)
    if rank == "double":
        return [_mod13(2 * v)]
    if rank == "add-base":
        return [_mod13(v + int(key))]  # type: ignore[arg-type]
    values = [RANKS.index(r) + 1 for r in seq.ranks or []]
    return [values[values.index(v) + 1]] if v in values[:-1] else []


def table(seq: Sequence, pack: str, key: object = None) -> Table:
    """The successor table of `seq` for one value of its key (direction or base value)."""
    cycle = rank_cycle(pack, seq.skip)
    out: Table = []
    for k in range(52):
        v, s = cards.value(k), cards.suit(k)
        mask = 0
        for w in _targets(seq, cycle, v, key):
            for t in _suits(seq.suit, s):
                mask |= 1 << cards.make(w, t)
        out.append(mask)
    return out


def keys(seq: Sequence) -> list[object]:
    """The values the table depends on: [None] for a fixed spec."""
    if seq.rank == "param":
        return ["up", "down"]
    if seq.rank == "add-base":
        return list(range(1, 14))
    return [None]
