"""Covering matched pairs ("De dekpatience"): two top cards of a row that share
a suit (or rank) are covered, each with the next card of the stock. The player
picks the pair when several match; nothing else may be played. The game
usually ends when the stock is spent (win `empty` on the stock).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class CoverParams(Params):
    zone: str = Field(description="The row of piles whose top cards are matched.")
    match: Literal["suit", "rank"] = "suit"


@register
class CoverPairs(Component):
    name = "cover-pairs"
    Params = CoverParams
    tags = ("cover",)
    exclusive = True

    def __init__(self, game, params: CoverParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'cover-pairs' needs a stock zone")
        if params.zone not in game.zones:
            raise PatienceError(f"{game.rules.id}: mechanic 'cover-pairs' names unknown zone {params.zone!r}")
        piles = list(game.zones[params.zone].piles)
        self.pairs = [(a, b) for i, a in enumerate(piles) for b in piles[i + 1 :]]
        self.key = cards.suit if params.match == "suit" else cards.value

    def moves(self, state):
        piles = state.piles
        if not piles[self.game.stock]:
            return
        key = self.key
        for a, b in self.pairs:
            if piles[a] and piles[b] and key(piles[a][-1]) == key(piles[b][-1]):
                yield ("cover", a, b)

    def apply(self, state, move, log) -> None:
        for dst in move[1:]:
            if state.piles[self.game.stock]:
                self.game.move_cards(state, log, self.game.stock, dst, 1)

    def move_text(self, move) -> str:
        names = self.game.pile_names
        return f"cover {names[move[1]]} {names[move[2]]}"

    def parse(self, tokens):
        idx = self.game.pile_index
        if len(tokens) == 3 and tokens[1] in idx and tokens[2] in idx:
            return ("cover", idx[tokens[1]], idx[tokens[2]])
        return super().parse(tokens)
