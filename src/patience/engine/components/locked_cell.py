"""A cell whose card is locked until other piles are cleared (the "kelder" of
"De groote Napoleonpatience"): the rule set's own moves put a card into the
cell (give the zone `take: none`); the card may leave only once some pile of
the `unlock` zones is empty, onto the `to` zones as their builds and spaces
allow. Once it has left, the cell may take another card.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class LockedCellParams(Params):
    cell: str = Field(description="The cell zone (its cards leave only through this mechanic).")
    unlock: list[str] = Field(min_length=1, description="The cell opens when any pile of these zones is empty.")
    to: list[str] = Field(min_length=1, description="Zones the cell's card may go to.")


@register
class LockedCell(Component):
    name = "locked-cell"
    Params = LockedCellParams

    def __init__(self, game, params: LockedCellParams) -> None:
        super().__init__(game, params)
        for z in (params.cell, *params.unlock, *params.to):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'locked-cell' names unknown zone {z!r}")
        self.cells = list(game.zones[params.cell].piles)
        self.unlock = [p for z in params.unlock for p in game.zones[z].piles]
        self.targets = [game.zones[z] for z in params.to]
        self.spaces = {  # target piles whose spaces may take the cell's card
            p for rt in self.targets if rt.spec.space.from_zones is None or params.cell in rt.spec.space.from_zones
            for p in rt.piles
        }

    def moves(self, state):
        game, piles = self.game, state.piles
        if not any(piles[p] for p in self.cells) or all(piles[p] for p in self.unlock):
            return
        for src in self.cells:
            if not piles[src]:
                continue
            for dst in game.places_for(state, piles[src][-1], self.targets):
                if dst != src and (piles[dst] or dst in self.spaces):
                    yield ("m", src, dst, 1)
