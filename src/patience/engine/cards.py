"""Cards as small integers.

A card is `copy * 52 + suit * 13 + (value - 1)`: suits C D H S, values A=1 … K=13.
Its *kind* (`code % 52`) ignores which pack it came from; duplicate copies keep
their own identity through `copy`.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import PatienceError
from ..rules.model import RANKS, SUITS

RED_SUITS = frozenset({1, 2})  # D, H
PIQUET_VALUES = (1, 7, 8, 9, 10, 11, 12, 13)
WHIST_VALUES = tuple(range(1, 14))


def kind(card: int) -> int:
    return card % 52


def suit(card: int) -> int:
    return card % 52 // 13


def value(card: int) -> int:
    """A = 1 … K = 13."""
    return card % 13 + 1


def is_red(card: int) -> bool:
    return suit(card) in RED_SUITS


def make(value_: int, suit_: int, copy: int = 0) -> int:
    return copy * 52 + suit_ * 13 + value_ - 1


def text(card: int) -> str:
    """'AS', '10D', 'KH' (the Solvitaire spelling)."""
    return RANKS[value(card) - 1] + SUITS[suit(card)]


def parse(token: str) -> int:
    """Inverse of `text` for the first copy: '10D' -> card code."""
    token = token.strip().upper()
    rank, s = token[:-1], token[-1:]
    if rank not in RANKS or s not in SUITS:
        raise PatienceError(f"not a card: {token!r} (expected e.g. 'AS', '10D', 'KH')")
    return make(RANKS.index(rank) + 1, SUITS.index(s))


def pattern_kinds(pattern: str) -> frozenset[int]:
    """Kinds matching a card pattern such as 'KH', 'A*', '*r', 'Q*'."""
    rank, s = pattern[:-1], pattern[-1]
    values: Sequence[int] = range(1, 14) if rank == "*" else (RANKS.index(rank) + 1,)
    suits: Sequence[int]
    if s == "*":
        suits = range(4)
    elif s == "r":
        suits = sorted(RED_SUITS)
    elif s == "b":
        suits = [x for x in range(4) if x not in RED_SUITS]
    else:
        suits = (SUITS.index(s),)
    return frozenset(make(v, x) for v in values for x in suits)


def pack(pack_name: str, packs: int) -> list[int]:
    """The unshuffled cards: pack by pack, suits C D H S, values ascending."""
    values = PIQUET_VALUES if pack_name == "piquet" else WHIST_VALUES
    return [make(v, s, c) for c in range(packs) for s in range(4) for v in values]
