"""Flanking cards ("The Fish-Bone"): cards of given ranks may only be laid in
the slot beside an anchor pile (pile i of the flank zone beside pile i of the
anchor zone) whose base card has their suit. Until such an anchor is in
place the card has nowhere to go. Slots beside anchors of one suit are
interchangeable, so only the first free one is offered.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class FlankParams(Params):
    zone: str = Field(description="The flank slots (one card each), paired by index with the anchor piles.")
    anchor: str = Field(description="The zone whose pile bases the flank cards must match in suit.")
    cards: list[str] = Field(min_length=1, description="Card patterns that go to the flank slots, e.g. 'K*'.")
    sources: list[str] = Field(min_length=1, description="Zones the flank cards may be taken from (their top card).")


@register
class Flank(Component):
    name = "flank"
    Params = FlankParams
    tags = ("flank",)

    def __init__(self, game, params: FlankParams) -> None:
        super().__init__(game, params)
        for z in (params.zone, params.anchor, *params.sources):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'flank' names unknown zone {z!r}")
        slots, anchors = game.zones[params.zone], game.zones[params.anchor]
        if slots.count != anchors.count:
            raise PatienceError(
                f"{game.rules.id}: mechanic 'flank' pairs {slots.count} slots with {anchors.count} anchor piles"
            )
        self.positional_zones = (params.zone,)
        self.pairs = list(zip(slots.piles, anchors.piles))
        self.sources = [p for z in params.sources for p in game.zones[z].piles]
        self.mask = 0
        for pattern in params.cards:
            for k in cards.pattern_kinds(pattern):
                self.mask |= 1 << k

    def slot_for(self, state, card: int) -> int | None:
        """The first free slot beside an anchor of the card's suit."""
        piles = state.piles
        for slot, anchor in self.pairs:
            if not piles[slot] and piles[anchor] and cards.suit(piles[anchor][0]) == cards.suit(card):
                return slot
        return None

    def moves(self, state):
        piles, down = state.piles, state.down
        for src in self.sources:
            p = piles[src]
            if len(p) > down[src] and self.mask >> cards.kind(p[-1]) & 1:
                slot = self.slot_for(state, p[-1])
                if slot is not None:
                    yield ("flank", src, slot)

    def apply(self, state, move, log) -> None:
        self.game.move_cards(state, log, move[1], move[2], 1)

    def move_text(self, move) -> str:
        names = self.game.pile_names
        return f"flank {names[move[1]]} {names[move[2]]}"

    def parse(self, tokens):
        idx = self.game.pile_index
        if len(tokens) == 3 and tokens[1] in idx and tokens[2] in idx:
            return ("flank", idx[tokens[1]], idx[tokens[2]])
        return super().parse(tokens)
