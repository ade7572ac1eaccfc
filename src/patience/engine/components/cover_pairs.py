"""Covering pairs ("Het prentenkabinet", "De dekpatience"): two top cards of the
layout that match — their values add up to `sum`, or they share a suit or a
rank — are each covered by a card from the stock. The player picks the pair
and which of the two stock cards goes where. A pile topped by one of the `caps`
ranks is closed. Cards of the `setup_tuck` ranks that appear in the first layout
are slid under the stock and replaced from it. Nothing else may be played.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ...errors import PatienceError
from ...rules.model import RANKS, Rank
from .. import cards
from ..registry import Component, Params, register


class CoverPairsParams(Params):
    zone: str = Field(description="The layout piles whose top cards are matched.")
    match: Literal["sum", "suit", "rank"] = Field("sum", description="What makes a pair.")
    sum: int | None = Field(None, ge=2, le=26, description="match 'sum': the value two top cards add up to (A=1 … K=13).")
    caps: list[Rank] = Field(default_factory=list, description="Ranks that close the pile they lie on.")
    setup_tuck: list[Rank] = Field(
        default_factory=list, description="Ranks slid under the stock when they appear in the first layout."
    )

    @model_validator(mode="after")
    def _sum_given(self) -> "CoverPairsParams":
        if (self.match == "sum") != (self.sum is not None):
            raise ValueError("'sum' is required with match 'sum' and only then")
        return self


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
        if params.zone not in game.zones:
            raise PatienceError(f"{game.rules.id}: mechanic 'cover-pairs' names unknown zone {params.zone!r}")
        self.piles = list(game.zones[params.zone].piles)
        self.caps = {RANKS.index(r) + 1 for r in params.caps}
        self.tuck_ranks = {RANKS.index(r) + 1 for r in params.setup_tuck}

    def _match(self, a: int, b: int) -> bool:
        if self.params.match == "sum":
            return cards.value(a) + cards.value(b) == self.params.sum
        if self.params.match == "suit":
            return cards.suit(a) == cards.suit(b)
        return cards.value(a) == cards.value(b)

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
                if self._match(piles[a][-1], piles[b][-1]):
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
