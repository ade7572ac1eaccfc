"""Foundations built up and then down again ("The Square"): each pile of
`zone` starts with its base rank, is built up by suit to the top of the rank
cycle, takes a second card of that top rank, and is then built down by suit
back to the base rank (a double series: A…K, K…A). Bases may start empty piles
as the zone's `space` allows (one offered space per zone). The zone's own
`build` should be null so that no other rule places cards on it.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class TurnaroundParams(Params):
    zone: str = Field(description="The foundation zone.")
    sources: list[str] = Field(min_length=1, description="Zones whose top cards may be played to it.")


@register
class Turnaround(Component):
    name = "turnaround"
    Params = TurnaroundParams

    def __init__(self, game, params: TurnaroundParams) -> None:
        super().__init__(game, params)
        for z in (params.zone, *params.sources):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'turnaround' names unknown zone {z!r}")
        self.rt = game.zones[params.zone]
        self.sources = [p for z in params.sources for p in game.zones[z].piles]
        self.cycle = sorted({cards.value(c) for c in game.pack})
        self.span = len(self.cycle)

    def fits(self, pile: list[int], card: int) -> bool:
        """May `card` continue the double series on `pile` (non-empty)?"""
        if cards.suit(card) != cards.suit(pile[0]):
            return False
        n, top, v = len(pile), cards.value(pile[-1]), cards.value(card)
        i = self.cycle.index(top)
        if n < self.span:
            return i + 1 < len(self.cycle) and v == self.cycle[i + 1]
        if n == self.span:
            return v == top
        return n < 2 * self.span and i > 0 and v == self.cycle[i - 1]

    def moves(self, state):
        g, piles, down = self.game, state.piles, state.down
        space = next((p for p in self.rt.piles if not piles[p]), None)
        for src in self.sources:
            if len(piles[src]) <= down[src]:
                continue
            card = piles[src][-1]
            for dst in self.rt.piles:
                if piles[dst] and self.fits(piles[dst], card):
                    yield ("m", src, dst, 1)
            if space is not None and g.space_accepts(state, self.rt, card):
                yield ("m", src, space, 1)
