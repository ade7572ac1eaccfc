"""A placement by choice that must follow a preferred sequence where it can.

The top card of a source pile (the card turned from the pack) goes on any
non-empty pile of the destination zones, at the player's choice — but where
some pile takes it by the `prefer` sequence (e.g. one rank lower, suit
ignored), only such piles may take it ("naar verkiezing …, echter zooveel
mogelijk in dalende reeks", Hagenaar No. 36).
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import Sequence, ZoneId
from .. import sequences
from ..registry import Component, Params, register


class PreferredPlacementParams(Params):
    from_: ZoneId = Field(alias="from")
    to: list[ZoneId] = Field(min_length=1)
    prefer: Sequence = Field(description="Piles taking the card by this sequence are the only choice, if any.")


@register
class PreferredPlacement(Component):
    name = "preferred_placement"
    Params = PreferredPlacementParams

    def __init__(self, game, params: PreferredPlacementParams) -> None:
        super().__init__(game, params)
        bad = [z for z in (params.from_, *params.to) if z not in game.zones]
        if bad:
            raise PatienceError(f"{game.rules.id}: preferred_placement names unknown zone {bad[0]!r}")
        self.table = sequences.table(params.prefer, game.rules.deck.pack)
        self.srcs = list(game.zones[params.from_].piles)
        self.dsts = [p for z in params.to for p in game.zones[z].piles]

    def moves(self, state):
        piles, down = state.piles, state.down
        for src in self.srcs:
            if len(piles[src]) <= down[src]:
                continue
            card = piles[src][-1]
            open_ = [d for d in self.dsts if d != src and piles[d] and self.game.accepts(state, d, card)]
            best = [d for d in open_ if self.table[piles[d][-1] % 52] >> (card % 52) & 1]
            for dst in best or open_:
                yield ("m", src, dst, 1)
