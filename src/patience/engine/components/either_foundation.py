"""A card fitting both foundations of its suit ("Louis", from the first re-deal on).

Works with 'batch-deal' (it reads its vars "left" and "redealt"). From pass
`from_pass` on, a card that turns up in a batch fitting both an ascending and
a descending foundation may be laid aside in `cell` (one card) to be played
later, and the top card of one foundation may be moved to one of the other
zone that accepts it (changed from one to the other).
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class EitherParams(Params):
    up: str = Field(description="The ascending foundations.")
    down: str = Field(description="The descending foundations.")
    cell: str = Field(description="Where a card fitting both may be laid aside (its first pile).")
    from_pass: int = Field(1, ge=0, description="The favour holds from this re-deal on (0: the first deal).")


@register
class EitherFoundation(Component):
    name = "either-foundation"
    Params = EitherParams
    tags = ("aside", "switch")

    def __init__(self, game, params: EitherParams) -> None:
        super().__init__(game, params)
        for z in (params.up, params.down, params.cell):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'either-foundation' names unknown zone {z!r}")
        if not any(m.name == "batch-deal" for m in game.rules.mechanics):
            raise PatienceError(f"{game.rules.id}: mechanic 'either-foundation' needs the mechanic 'batch-deal'")
        self.up = list(game.zones[params.up].piles)
        self.down = list(game.zones[params.down].piles)
        self.cell = game.zones[params.cell].start

    def _fits(self, state, piles: list[int], card: int) -> list[int]:
        return [p for p in piles if state.piles[p] and self.game.accepts(state, p, card)]

    def moves(self, state):
        if state.vars.get("redealt", 0) < self.params.from_pass:
            return
        piles, stock = state.piles, self.game.stock
        if state.vars.get("left") and not piles[self.cell]:
            card = piles[stock][-1]
            if self._fits(state, self.up, card) and self._fits(state, self.down, card):
                yield ("aside",)
        for group, other in ((self.up, self.down), (self.down, self.up)):
            for src in group:
                if piles[src] and len(piles[src]) > 1:
                    for dst in self._fits(state, other, piles[src][-1]):
                        yield ("switch", src, dst)

    def apply(self, state, move, log) -> None:
        g = self.game
        if move[0] == "aside":
            g.move_cards(state, log, g.stock, self.cell, 1)
            next(c for c in g.components if c.name == "batch-deal").finish_if_done(state, log)
        else:
            g.move_cards(state, log, move[1], move[2], 1)

    def move_text(self, move) -> str:
        if move[0] == "aside":
            return "aside"
        names = self.game.pile_names
        return f"switch {names[move[1]]} {names[move[2]]}"

    def parse(self, tokens):
        idx = self.game.pile_index
        if tokens == ["aside"]:
            return ("aside",)
        if tokens[0] == "switch" and len(tokens) == 3 and tokens[1] in idx and tokens[2] in idx:
            return ("switch", idx[tokens[1]], idx[tokens[2]])
        return super().parse(tokens)
