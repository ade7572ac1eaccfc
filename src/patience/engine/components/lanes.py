"""Cards free by a clear lane from a narrow end ("The Carpet").

A grid (one card per pile, in row order, over one or more zones) holds cards lying upright or
crosswise. A card is free when the straight lane from one of its narrow ends
to the edge of the grid is empty: for an upright card the cells above it or
the cells below it, for a crosswise card those to its left or to its right.
Free cards may go to the piles of the `to` zones that accept them; the grid
zones' `take` should be 'none' so no other rule moves their cards.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class LaneParams(Params):
    zones: list[str] = Field(min_length=1, description="The grid's zones, whose piles in order fill it row by row.")
    columns: int = Field(ge=1)
    orientation: Literal["upright", "crosswise", "checkerboard"] = Field(
        description="How the cards lie: all upright, all crosswise, or alternating (upright where row + column is even)."
    )
    to: list[str] = Field(min_length=1, description="Zones free cards may be moved to.")


@register
class Lanes(Component):
    name = "lanes"
    Params = LaneParams

    def __init__(self, game, params: LaneParams) -> None:
        super().__init__(game, params)
        for z in (*params.zones, *params.to):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'lanes' names unknown zone {z!r}")
        self.cells = [p for z in params.zones for p in game.zones[z].piles]
        cols = params.columns
        if len(self.cells) % cols:
            raise PatienceError(f"{game.rules.id}: mechanic 'lanes': {len(self.cells)} piles do not fill rows of {cols}")
        self.positional_zones = tuple(params.zones)
        self.dests = [p for z in params.to for p in game.zones[z].piles]
        rows = len(self.cells) // cols
        self.lanes: list[tuple[list[int], list[int]]] = []
        for i, p in enumerate(self.cells):
            r, c = divmod(i, cols)
            upright = params.orientation == "upright" or (params.orientation == "checkerboard" and (r + c) % 2 == 0)
            if upright:
                lane_a = [self.cells[x * cols + c] for x in range(r)]
                lane_b = [self.cells[x * cols + c] for x in range(r + 1, rows)]
            else:
                lane_a = [self.cells[r * cols + x] for x in range(c)]
                lane_b = [self.cells[r * cols + x] for x in range(c + 1, cols)]
            self.lanes.append((lane_a, lane_b))

    def free(self, state, i: int) -> bool:
        piles = state.piles
        a, b = self.lanes[i]
        return not any(piles[p] for p in a) or not any(piles[p] for p in b)

    def moves(self, state):
        g, piles = self.game, state.piles
        for i, src in enumerate(self.cells):
            if piles[src] and self.free(state, i):
                card = piles[src][-1]
                for dst in self.dests:
                    if g.accepts(state, dst, card):
                        yield ("m", src, dst, 1)
