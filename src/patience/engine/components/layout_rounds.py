"""Rounds dealt onto a layout ("op elk der twintig kaarten een tweede kaart").

The stock is dealt in rounds, one card onto every place of the layout in pile
order (a place that is empty gets one too). With `refill_first`, the player
first refills every space from the stock (one move, in pile order) as often as
spaces arise, and a round may be dealt only when no space is open; after the
first round spaces are no longer refilled. With `free_after_stock`, once the
stock is spent a top card may go onto another pile of the layout by the zone's
build, or into a space. Used by Hagenaar No. 45.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class LayoutRoundsParams(Params):
    zone: str = Field(description="The layout; its piles in dealing order.")
    refill_first: bool = Field(False, description="Spaces are refilled from the stock until the first round.")
    free_after_stock: bool = Field(False, description="Pile-to-pile moves and spaces open when the stock is spent.")


@register
class LayoutRounds(Component):
    name = "layout-rounds"
    Params = LayoutRoundsParams
    tags = ("fill", "round")

    def __init__(self, game, params: LayoutRoundsParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'layout-rounds' needs a stock zone")
        if params.zone not in game.zones:
            raise PatienceError(f"{game.rules.id}: mechanic 'layout-rounds' names unknown zone {params.zone!r}")
        self.places = list(game.zones[params.zone].piles)

    def setup(self, state, log) -> None:
        state.vars["rounds"] = 0

    def moves(self, state):
        game, piles = self.game, state.piles
        if piles[game.stock]:
            spaces = any(not piles[p] for p in self.places)
            if self.params.refill_first and state.vars["rounds"] == 0 and spaces:
                yield ("fill",)
            else:
                yield ("round",)
            return
        if not self.params.free_after_stock:
            return
        for src in self.places:
            pile = piles[src]
            if not pile:
                continue
            space_done = len(pile) == 1
            for dst in self.places:
                if dst == src:
                    continue
                if piles[dst]:
                    if game.accepts(state, dst, pile[-1]):
                        yield ("m", src, dst, 1)
                elif not space_done and game.accepts(state, dst, pile[-1]):
                    space_done = True
                    yield ("m", src, dst, 1)

    def apply(self, state, move, log) -> None:
        game = self.game
        for p in self.places:
            if not state.piles[game.stock]:
                break
            if move[0] == "round" or not state.piles[p]:
                game.move_cards(state, log, game.stock, p, 1)
        if move[0] == "round":
            game.set_var(state, log, "rounds", state.vars["rounds"] + 1)

    def parse(self, tokens):
        if tokens in (["fill"], ["round"]):
            return (tokens[0],)
        return super().parse(tokens)
