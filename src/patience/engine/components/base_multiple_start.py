"""Piles started by a multiple of a base-row card ("Het onderricht in de rekenkunst",
Great Thirteen): an empty pile of the zone may be started only with a card worth
`factor` times the value of the base-row card above it (mod 13, K = 13), taken
from the source zones. Building on the pile is left to the zone's own `build`
(usually `add-base`).
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class MultipleStartParams(Params):
    zone: str = Field(description="Zone whose empty piles are started this way (its space is usually 'never').")
    base_zone: str = Field(description="Base row: pile i of the zone lies under pile i mod count of this zone.")
    factor: int = Field(2, ge=1, le=12, description="The starting card is worth factor × the base value, mod 13.")
    sources: list[str] = Field(min_length=1, description="Zones whose top card may start a pile.")


@register
class BaseMultipleStart(Component):
    name = "base-multiple-start"
    Params = MultipleStartParams

    def __init__(self, game, params: MultipleStartParams) -> None:
        super().__init__(game, params)
        for z in (params.zone, params.base_zone, *params.sources):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'base-multiple-start' names unknown zone {z!r}")
        self.positional_zones = (params.zone, params.base_zone)
        self.piles = list(game.zones[params.zone].piles)
        base = game.zones[params.base_zone]
        self.base_of = {p: base.start + i % base.count for i, p in enumerate(self.piles)}
        self.sources = [p for z in params.sources for p in game.zones[z].piles]

    def moves(self, state):
        piles, down = state.piles, state.down
        for dst in self.piles:
            row = piles[self.base_of[dst]]
            if piles[dst] or not row:
                continue
            want = (self.params.factor * cards.value(row[-1])) % 13 or 13
            for src in self.sources:
                p = piles[src]
                if len(p) > down[src] and cards.value(p[-1]) == want:
                    yield ("m", src, dst, 1)
