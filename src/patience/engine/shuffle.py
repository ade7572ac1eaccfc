"""Seeded shuffles that give the same deal on every machine and Python version.

The generator is SplitMix64 (Steele, Lea & Flood 2014): a 64-bit state advanced
by 0x9E3779B97F4A7C15 and mixed with two multiply-xorshift rounds. Bounded
integers come from rejection sampling (no modulo bias), and the shuffle is
Fisher–Yates from the last position down. Deal `seed` with stream `stream`
(0 for the deal, n for the n-th reshuffle) starts from seed * 2**20 + stream.
An *arranged* deal names the order of the shuffled pack instead (`arranged`).
"""

from __future__ import annotations

from . import cards
from ..errors import PatienceError

MASK64 = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), by rejection."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n


def shuffled(items: list[int], seed: int, stream: int = 0) -> list[int]:
    """A new list: `items` shuffled by Fisher–Yates driven by SplitMix64."""
    rng = SplitMix64(seed * (1 << 20) + stream)
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = rng.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def arranged(items: list[int], order: list[str]) -> list[int]:
    """`items` in the order `order` names them, from the bottom of the shuffled pack to its top
    (card texts; a card of several packs takes its copies in turn), or a one-line PatienceError
    naming the first card not left to place, or how many of `items` `order` leaves out."""
    left: dict[int, list[int]] = {}
    for card in items:
        left.setdefault(cards.kind(card), []).append(card)
    out = []
    for i, token in enumerate(order, 1):
        pool = left.get(cards.kind(cards.parse(token)))
        if not pool:
            raise PatienceError(f"arranged deal: card {i} ({token!r}) is not left in the pack")
        out.append(pool.pop(0))
    unplaced = [cards.text(c) for pool in left.values() for c in pool]
    if unplaced:
        raise PatienceError(f"arranged deal: {len(unplaced)} card(s) of the pack not placed (first {unplaced[0]})")
    return out
