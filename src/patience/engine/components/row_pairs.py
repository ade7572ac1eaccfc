"""Pairs in rows laid beneath each other ("De hoopvolle"): the rows are zones
of equally many places, laid one after another; any two free cards whose values add up to `sum` are
removed. A card is free when the place directly below it is empty (cards of the
lowest row always are). When no pair is left, the empty places of the rows
laid so far are refilled from the stock one card at a time, upper rows first
and left to right within a row; when none is empty, a new row is laid below.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class RowPairsParams(Params):
    rows: list[str] = Field(min_length=1, description="The row zones, top row first, each of the same size.")
    sum: int = Field(ge=2, le=26)
    discard: str = Field(description="Zone the removed cards go to.")


@register
class RowPairs(Component):
    name = "row-pairs"
    Params = RowPairsParams
    tags = ("pair", "fill", "newrow")
    exclusive = True

    def __init__(self, game, params: RowPairsParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'row-pairs' needs a stock zone")
        sizes = {game.zones[z].count for z in params.rows}
        if len(sizes) != 1:
            raise PatienceError(f"{game.rules.id}: mechanic 'row-pairs' rows differ in size ({sorted(sizes)})")
        self.positional_zones = tuple(params.rows)
        self.cols = sizes.pop()
        self.grid = [p for z in params.rows for p in game.zones[z].piles]
        self.below = {p: self.grid[i + self.cols] for i, p in enumerate(self.grid[: -self.cols])}
        self.discard = game.zones[params.discard].start

    def setup(self, state, log) -> None:
        laid = [i // self.cols + 1 for i, p in enumerate(self.grid) if state.piles[p]]
        state.vars["rows"] = max(laid, default=0)

    def _free(self, state) -> list[int]:
        piles = state.piles
        return [p for p in self.grid if piles[p] and (p not in self.below or not piles[self.below[p]])]

    def moves(self, state):
        piles, target = state.piles, self.params.sum
        free = self._free(state)
        found = False
        for i, a in enumerate(free):
            va = cards.value(piles[a][-1])
            for b in free[i + 1 :]:
                if va + cards.value(piles[b][-1]) == target:
                    found = True
                    yield ("pair", a, b)
        if found or not piles[self.game.stock]:
            return
        laid = self.grid[: state.vars["rows"] * self.cols]
        hole = next((p for p in laid if not piles[p]), None)
        if hole is not None:
            yield ("fill", hole)
        elif state.vars["rows"] < len(self.params.rows):
            yield ("newrow",)

    def apply(self, state, move, log) -> None:
        game = self.game
        if move[0] == "pair":
            game.move_cards(state, log, move[1], self.discard, 1)
            game.move_cards(state, log, move[2], self.discard, 1)
        elif move[0] == "fill":
            game.move_cards(state, log, game.stock, move[1], 1)
        else:
            row = state.vars["rows"]
            for p in self.grid[row * self.cols : (row + 1) * self.cols]:
                if state.piles[game.stock]:
                    game.move_cards(state, log, game.stock, p, 1)
            game.set_var(state, log, "rows", row + 1)

    def move_text(self, move) -> str:
        names = self.game.pile_names
        if move[0] == "pair":
            return f"pair {names[move[1]]} {names[move[2]]}"
        if move[0] == "fill":
            return f"fill {names[move[1]]}"
        return "newrow"

    def parse(self, tokens):
        if tokens == ["newrow"]:
            return ("newrow",)
        idx = self.game.pile_index
        if (tokens[0], len(tokens)) in (("pair", 3), ("fill", 2)):
            for name in tokens[1:]:
                if name not in idx:
                    raise PatienceError(f"move {' '.join(tokens)!r}: no pile named {name!r}")
            return (tokens[0], *(idx[name] for name in tokens[1:]))
        return super().parse(tokens)
