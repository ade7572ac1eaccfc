"""Fixed-sequence foundations: the n-th card of a pile has the n-th rank of a list.

A rank list may repeat ranks, which a successor table cannot express: up to
the king, a second king, then down again to the ace (Hagenaar No. 29, EN
Square). Cards come from the top of the `from_zones` piles, one at a time; an
empty pile is started as the zone's `space` allows, with the list's first
rank. The zone's own `build` should be null, so these are its only moves.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import RANKS, Rank
from .. import cards
from ..registry import Component, Params, register


class FixedSequenceParams(Params):
    zone: str = Field(description="The foundation zone.")
    ranks: list[Rank] = Field(min_length=2, description="The rank of each card of a pile, from its base up.")
    suit: Literal["same", "any"] = Field("same", description="same: every card in the suit of the pile's base.")
    from_zones: list[str] = Field(min_length=1, description="Zones whose top cards may go onto the piles.")


@register
class FixedSequence(Component):
    name = "fixed-sequence"
    Params = FixedSequenceParams

    def __init__(self, game, params: FixedSequenceParams) -> None:
        super().__init__(game, params)
        for ref in (params.zone, *params.from_zones):
            if ref not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'fixed-sequence' names unknown zone '{ref}'")
        self.rt = game.zones[params.zone]
        self.values = [RANKS.index(r) + 1 for r in params.ranks]
        self.sources = [p for z in params.from_zones for p in game.zones[z].piles]

    def fits(self, state, dst: int, card: int) -> bool:
        """May `card` go onto pile `dst` of the zone now?"""
        pile = state.piles[dst]
        n = len(pile)
        if n == 0:
            return cards.value(card) == self.values[0] and self.game.space_accepts(state, self.rt, card)
        if n >= len(self.values) or cards.value(card) != self.values[n]:
            return False
        return self.params.suit == "any" or cards.suit(card) == cards.suit(pile[0])

    def moves(self, state):
        piles = state.piles
        targets = [p for p in self.rt.piles if piles[p]]
        empty = next((p for p in self.rt.piles if not piles[p]), None)
        if empty is not None:
            targets.append(empty)  # the empty piles are interchangeable
        for src in self.sources:
            if len(piles[src]) <= state.down[src]:
                continue
            top = piles[src][-1]
            for dst in targets:
                if dst != src and self.fits(state, dst, top):
                    yield ("m", src, dst, 1)
