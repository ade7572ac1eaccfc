"""Bases of the first card's rank, set out during the deal ("De groote
Napoleonpatience"): the first card of the pack starts the first foundation
pile, every other card of its rank starts the next pile as it appears, and
the remaining cards are dealt one at a time to the piles of the `to` zones in
turn, each pile taking its `counts` cards. Runs after the pack is in the
stock (the rule set deals nothing itself).
"""

from __future__ import annotations

from pydantic import Field, model_validator

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class FirstCardParams(Params):
    zone: str = Field(description="Foundation zone the bases start.")
    to: list[str] = Field(min_length=1, description="Zones the other cards are dealt to.")
    counts: list[int] = Field(min_length=1, description="Cards per pile, one number for each zone of `to`.")

    @model_validator(mode="after")
    def _same_length(self) -> "FirstCardParams":
        if len(self.to) != len(self.counts):
            raise ValueError(f"'counts' has {len(self.counts)} numbers for {len(self.to)} zones")
        return self


@register
class FirstCardBases(Component):
    name = "first-card-bases"
    Params = FirstCardParams

    def __init__(self, game, params: FirstCardParams) -> None:
        super().__init__(game, params)
        for z in (params.zone, *params.to):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'first-card-bases' names unknown zone {z!r}")
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'first-card-bases' needs a stock zone")
        self.bases = list(game.zones[params.zone].piles)
        slots = [(p, n) for z, n in zip(params.to, params.counts) for p in game.zones[z].piles]
        self.order = [p for r in range(max(params.counts)) for p, n in slots if n > r]

    def setup(self, state, log) -> None:
        game, stock = self.game, self.game.stock
        if not state.piles[stock]:
            return
        rank = cards.value(state.piles[stock][-1])
        bases, slots = iter(self.bases), iter(self.order)
        while state.piles[stock]:
            dst = next(bases, None) if cards.value(state.piles[stock][-1]) == rank else next(slots, None)
            if dst is None:
                raise PatienceError(f"{game.rules.id}: mechanic 'first-card-bases' has no place left for a card")
            game.move_cards(state, log, stock, dst, 1)
