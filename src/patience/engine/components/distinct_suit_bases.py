"""Bases of distinct suits dealt from the pack ("De hoeken"): after the deal the
pack is turned card by card until every base place and every overflow place is
filled. A card of a suit no base has yet becomes the next base; a card of a
suit already there goes to the first empty overflow place, or, when all are
taken, onto the `rest` pile (the talon). With `play`, a card that fits a base
pile goes there at once, and so do overflow and rest tops that come to fit
(this never spoils a game whose only building is on the bases).
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class DistinctSuitBasesParams(Params):
    bases: str = Field(description="Zone whose piles take one base of each suit.")
    overflow: str = Field(description="Zone that takes cards of suits already based.")
    rest: str = Field(description="Zone (one pile) for cards when every overflow place is taken.")
    play: bool = Field(True, description="Cards that fit a base pile are played at once during this deal.")


@register
class DistinctSuitBases(Component):
    name = "distinct-suit-bases"
    Params = DistinctSuitBasesParams

    def __init__(self, game, params: DistinctSuitBasesParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'distinct-suit-bases' needs a stock zone")
        self.base_piles = list(game.zones[params.bases].piles)
        self.places = list(game.zones[params.overflow].piles)
        self.rest = game.zones[params.rest].start

    def _fit(self, state, card: int) -> int | None:
        piles = state.piles
        return next((p for p in self.base_piles if piles[p] and self.game.accepts(state, p, card)), None)

    def _play_tops(self, state, log) -> None:
        piles, moved = state.piles, True
        while moved:
            moved = False
            for src in (*self.places, self.rest):
                dst = self._fit(state, piles[src][-1]) if piles[src] else None
                if dst is not None:
                    self.game.move_cards(state, log, src, dst, 1)
                    moved = True

    def setup(self, state, log) -> None:
        game, piles, stock = self.game, state.piles, self.game.stock
        while piles[stock] and not all(piles[p] for p in (*self.base_piles, *self.places)):
            card = piles[stock][-1]
            based = {cards.suit(piles[p][0]) for p in self.base_piles if piles[p]}
            dst = self._fit(state, card) if self.params.play else None
            if dst is None and cards.suit(card) not in based:
                dst = next(p for p in self.base_piles if not piles[p])
            if dst is None:
                dst = next((p for p in self.places if not piles[p]), self.rest)
            game.move_cards(state, log, stock, dst, 1)
            if self.params.play:
                self._play_tops(state, log)
