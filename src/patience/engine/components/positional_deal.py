"""Dealing to positions under the foundations ("Het kransje"): a procedure with no decisions.

Stock cards are dealt one at a time to the positions in turn, left to right;
each position is a helper pile under a foundation. A card that fits the
foundation above its position (by that zone's build) is played there, any
other card goes onto the helper pile. A complete foundation drops out of the
turn. When the stock is spent, the helper piles are gathered left to right
(the first pile at the bottom, the packet turned face down, so the first
pile's bottom card comes out first) and dealt again. The game ends when a
number of passes in a row play no card. Used by Hagenaar No. 5.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class PositionalDealParams(Params):
    foundations: str = Field(description="The foundation zone; pile i stands above position i.")
    helpers: str = Field(description="The helper piles, one under each foundation.")
    full: int = Field(ge=1, description="Cards in a complete foundation; it then drops out of the turn.")
    fruitless: int = Field(1, ge=1, description="Passes in a row without a card played that end the game.")


@register
class PositionalDeal(Component):
    name = "positional-deal"
    Params = PositionalDealParams
    tags = ("deal", "gather")
    exclusive = True

    def __init__(self, game, params: PositionalDealParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'positional-deal' needs a stock zone")
        f, h = game.zones[params.foundations], game.zones[params.helpers]
        if f.count != h.count:
            raise PatienceError(
                f"{game.rules.id}: mechanic 'positional-deal' has {f.count} foundations but {h.count} helper piles"
            )
        self.positional_zones = (params.foundations, params.helpers)
        self.found = list(f.piles)
        self.helpers = list(h.piles)

    def _next(self, state, after: int) -> int | None:
        """The first position after `after` (cyclic) whose foundation is not complete."""
        n = len(self.found)
        for k in range(1, n + 1):
            i = (after + k) % n
            if len(state.piles[self.found[i]]) < self.params.full:
                return i
        return None

    def setup(self, state, log) -> None:
        state.vars["pos"] = self._next(state, -1)
        state.vars["played"] = False
        state.vars["fruitless"] = 0

    def moves(self, state):
        if state.vars["pos"] is None:
            return
        if state.piles[self.game.stock]:
            yield ("deal",)
        elif state.vars["played"] or state.vars["fruitless"] + 1 < self.params.fruitless:
            yield ("gather",)

    def apply(self, state, move, log) -> None:
        game, stock = self.game, self.game.stock
        if move[0] == "deal":
            i = state.vars["pos"]
            if game.accepts(state, self.found[i], state.piles[stock][-1]):
                game.move_cards(state, log, stock, self.found[i], 1)
                if not state.vars["played"]:
                    game.set_var(state, log, "played", True)
            else:
                game.move_cards(state, log, stock, self.helpers[i], 1)
            game.set_var(state, log, "pos", self._next(state, i))
            return
        packet: list[int] = []
        for p in self.helpers:
            packet.extend(state.piles[p])
            if state.piles[p]:
                game.replace_pile(state, log, p, [])
        game.replace_pile(state, log, stock, packet[::-1])
        game.set_var(state, log, "fruitless", 0 if state.vars["played"] else state.vars["fruitless"] + 1)
        game.set_var(state, log, "played", False)
        game.set_var(state, log, "pos", self._next(state, -1))

    def parse(self, tokens):
        if tokens in (["deal"], ["gather"]):
            return (tokens[0],)
        return super().parse(tokens)
