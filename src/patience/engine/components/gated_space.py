"""Gated spaces: a pile may be started only once its neighbour is.

Pile i of `zone` may take its first card only while pile i of `after` holds
cards (e.g. a knave may not be laid before the queen beside it, Hagenaar
No. 32). The zone's own `space` spec still decides which cards may start it;
the move rules should build on the zone with `to_space: "none"`, so these
moves are the only way into its spaces. The moves are plain card moves.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class GatedSpaceParams(Params):
    zone: str = Field(description="The zone whose spaces are gated.")
    after: str = Field(description="Pile i of this zone must hold cards before pile i of `zone` is started.")
    from_zones: list[str] = Field(min_length=1, description="Zones whose top cards may start a gated pile.")
    one_space: bool = Field(
        True, description="The open gated piles are interchangeable: offer only the first (else every one)."
    )


@register
class GatedSpace(Component):
    name = "gated-space"
    Params = GatedSpaceParams

    def __init__(self, game, params: GatedSpaceParams) -> None:
        super().__init__(game, params)
        for ref in (params.zone, params.after, *params.from_zones):
            if ref not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'gated-space' names unknown zone '{ref}'")
        self.rt = game.zones[params.zone]
        after = game.zones[params.after]
        if after.count != self.rt.count:
            raise PatienceError(
                f"{game.rules.id}: mechanic 'gated-space': zones '{params.zone}' and '{params.after}' differ in size"
            )
        self.pairs = list(zip(self.rt.piles, after.piles))
        self.sources = [p for z in params.from_zones for p in game.zones[z].piles]

    def moves(self, state):
        piles, game = state.piles, self.game
        open_ = [p for p, gate in self.pairs if not piles[p] and piles[gate]]
        if not open_:
            return
        if self.params.one_space:
            open_ = open_[:1]
        for src in self.sources:
            if len(piles[src]) > state.down[src] and game.space_accepts(state, self.rt, piles[src][-1]):
                for dst in open_:
                    yield ("m", src, dst, 1)
