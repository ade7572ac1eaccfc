"""Placement relations compiled to lookup tables, and space admission.

A table maps the kind (0..51) of a pile's top card to a bit mask of the kinds
that may be placed on it, so a test is one shift and one AND. A `Build` whose
answer depends on the position compiles to one table per *key*: the chosen
direction (`chosen`), the anchor card's value (`add`), or the pile's height
(`sequence`).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import cards
from ..rules.model import RANKS, Build, CardPattern

Table = list[int]
ALL = (1 << 52) - 1


def mask(patterns: list[CardPattern] | None) -> int:
    """Kinds matching any of the patterns (None: every kind)."""
    if patterns is None:
        return ALL
    m = 0
    for p in patterns:
        for k in cards.pattern_kinds(p):
            m |= 1 << k
    return m


def rank_cycle(pack: str, skip: Sequence[str]) -> list[int]:
    values = cards.PIQUET_VALUES if pack == "piquet" else cards.WHIST_VALUES
    skipped = {RANKS.index(r) + 1 for r in skip}
    return [v for v in values if v not in skipped]


def mod13(x: int) -> int:
    return x % 13 or 13


def suit_set(relation: str, s: int) -> list[int]:
    if relation == "same":
        return [s]
    if relation == "any":
        return [0, 1, 2, 3]
    red = s in cards.RED_SUITS
    return [x for x in range(4) if (x in cards.RED_SUITS) != red]  # alternate-colour


def step(cycle: list[int], v: int, delta: int, wrap: bool) -> list[int]:
    if v not in cycle:
        return []
    p = cycle.index(v) + delta
    if 0 <= p < len(cycle):
        return [cycle[p]]
    return [cycle[p % len(cycle)]] if wrap else []


def _ranks(b: Build, cycle: list[int], v: int, key: object) -> list[int]:
    rank = str(key) if b.rank == "chosen" else b.rank
    if rank == "up":
        return step(cycle, v, b.by, b.wrap)
    if rank == "down":
        return step(cycle, v, -b.by, b.wrap)
    if rank == "either":
        return step(cycle, v, b.by, b.wrap) + step(cycle, v, -b.by, b.wrap)
    if rank == "same":
        return [v]
    if rank == "any":
        return list(cycle)
    if rank == "double":
        return [mod13(2 * v)]
    if rank == "add":
        return [mod13(v + int(key))]  # type: ignore[call-overload]
    if rank == "sum":
        w = (b.total or 0) - v
        return [w] if 1 <= w <= 13 else []
    # sequence: key is the pile's height
    ranks = b.ranks or []
    h = int(key)  # type: ignore[call-overload]
    return [RANKS.index(ranks[h]) + 1] if h < len(ranks) else []


def table(b: Build, pack: str, key: object = None) -> Table:
    """The table of `b` for one value of its key."""
    cycle = rank_cycle(pack, b.skip)
    out: Table = []
    for k in range(52):
        v, s = cards.value(k), cards.suit(k)
        m = 0
        for w in _ranks(b, cycle, v, key):
            for t in suit_set(b.suit, s):
                m |= 1 << cards.make(w, t)
        out.append(m)
    return out


def keys(b: Build) -> list[object]:
    """The values a build's table depends on: [None] for a fixed one."""
    if b.rank == "chosen":
        return ["up", "down"]
    if b.rank == "add":
        return list(range(1, 14))
    if b.rank == "sequence":
        return list(range(len(b.ranks or [])))
    return [None]


def closed_set(b: Build) -> frozenset[int]:
    return frozenset(RANKS.index(r) + 1 for r in b.closed_by)
