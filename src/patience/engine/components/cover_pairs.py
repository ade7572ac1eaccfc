"""Covering pairs ("Het prentenkabinet"): two top cards of the layout whose
values add up to `sum` are each covered by a card from the stock, the player
choosing the pair and which of the two stock cards goes where. A pile topped
by one of the `caps` ranks is closed. Cards of the `setup_tuck` ranks that
appear in the first layout are slid under the stock and replaced from it.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import RANKS, Rank
from .. import cards
from ..registry import Component, Params, register


class CoverPairsParams(Params):
    zone: str = Field(description="The layout piles.")
    sum: int = Field(ge=2, le=26, description="The value two top cards must add up to (A=1 … K=13).")
    caps: list[Rank] = Field(default_factory=list, description="Ranks that close the pile they lie on.")
    setup_tuck: list[Rank] = Field(
        default_factory=list, description="Ranks slid under the stock when they appear in the first layout."
    )


@register
class CoverPairs(Component):
    name = "cover-pairs"
    Params = CoverPairsParams
    tags = ("cover",)
    exclusive = True

    def __init__(self, game, params: CoverPairsParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'cover-pairs' needs a stock zone")
        self.piles = list(game.zones[params.zone].piles)
        self.caps = {RANKS.index(r) + 1 for r in params.caps}
        self.tuck_ranks = {RANKS.index(r) + 1 for r in params.setup_tuck}

    def setup(self, state, log) -> None:
        game, stock = self.game, self.game.stock
        for p in self.piles:
            tries = len(state.piles[stock])
            while state.piles[p] and cards.value(state.piles[p][-1]) in self.tuck_ranks and tries:
                game.tuck(state, log, p, stock)
                game.move_cards(state, log, stock, p, 1)
                tries -= 1

    def moves(self, state):
        piles = state.piles
        if not piles[self.game.stock]:
            return
        open_ = [p for p in self.piles if piles[p] and cards.value(piles[p][-1]) not in self.caps]
        for i, a in enumerate(open_):
            for b in open_[i + 1 :]:
                if cards.value(piles[a][-1]) + cards.value(piles[b][-1]) == self.params.sum:
                    yield ("cover", a, b)
                    yield ("cover", b, a)

    def apply(self, state, move, log) -> None:
        game = self.game
        for dst in move[1:]:
            if state.piles[game.stock]:
                game.move_cards(state, log, game.stock, dst, 1)

    def move_text(self, move) -> str:
        names = self.game.pile_names
        return f"cover {names[move[1]]} {names[move[2]]}"

    def parse(self, tokens):
        if tokens[0] == "cover" and len(tokens) == 3:
            idx = self.game.pile_index
            for name in tokens[1:]:
                if name not in idx:
                    raise PatienceError(f"move {' '.join(tokens)!r}: no pile named {name!r}")
            return ("cover", idx[tokens[1]], idx[tokens[2]])
        return super().parse(tokens)
