"""Pair removal by sum ("De veertien", "Четырнадцать"): cards of a grid whose
values add up to a target, lying in the same row or column, are removed
together; the openings are filled from the stock, the player choosing which
opening takes the next card. When the stock is spent and no pair is left,
the remaining cards may be gathered and laid out again in rows (a regather),
as often as each regather is followed by a removal. Where the book allows it, a
player who finds no pair may exchange the places of two cards (`stuck: swap`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class PairParams(Params):
    zone: str = Field(description="The grid zone (piles in row order).")
    columns: int = Field(ge=1)
    sum: int = Field(ge=2, le=26)
    discard: str = Field(description="Zone the removed cards go to.")
    adjacency: Literal["same-row-or-column", "same-row", "any"] = "same-row-or-column"
    refill: Literal["choose", "in-order", "none"] = Field(
        "choose", description="choose: the player picks the opening for the next stock card; in-order: first opening."
    )
    regather: Literal["right-to-left-rows", "none"] = "right-to-left-rows"
    stuck: Literal["none", "swap"] = Field("none", description="swap: with no pair left, two cards may change places.")


@register
class PairRemoval(Component):
    name = "pairs"
    Params = PairParams
    tags = ("pair", "fill", "regather", "swap")
    exclusive = True

    def __init__(self, game, params: PairParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'pairs' needs a stock zone")
        rt = game.zones[params.zone]
        self.positional_zones = (params.zone,)
        self.grid = list(rt.piles)
        self.discard = game.zones[params.discard].start
        cols = params.columns
        self.pairs = [
            (a, b)
            for i, a in enumerate(self.grid)
            for b in self.grid[i + 1 :]
            if params.adjacency == "any"
            or (a - rt.start) // cols == (b - rt.start) // cols
            or (params.adjacency == "same-row-or-column" and (a - rt.start) % cols == (b - rt.start) % cols)
        ]

    def _pairs(self, state):
        piles, target = state.piles, self.params.sum
        for a, b in self.pairs:
            if piles[a] and piles[b] and cards.value(piles[a][-1]) + cards.value(piles[b][-1]) == target:
                yield ("pair", a, b)

    def moves(self, state):
        piles, stock = state.piles, self.game.stock
        openings = [p for p in self.grid if not piles[p]]
        if openings and piles[stock] and self.params.refill != "none":
            chosen = openings if self.params.refill == "choose" else openings[:1]
            for p in chosen:
                yield ("fill", p)
            return
        found = False
        for move in self._pairs(state):
            found = True
            yield move
        if not found and self.params.stuck == "swap":
            filled = [p for p in self.grid if piles[p]]
            for i, a in enumerate(filled):
                for b in filled[i + 1 :]:
                    if cards.value(piles[a][-1]) != cards.value(piles[b][-1]):
                        yield ("swap", a, b)
            return
        if (
            not found
            and not piles[stock]
            and self.params.regather != "none"
            and not state.vars.get("regathered")
            and any(piles[p] for p in self.grid)
        ):
            yield ("regather",)

    def apply(self, state, move, log) -> None:
        game = self.game
        if move[0] == "pair":
            game.move_cards(state, log, move[1], self.discard, 1)
            game.move_cards(state, log, move[2], self.discard, 1)
            if state.vars.get("regathered"):
                game.set_var(state, log, "regathered", False)
        elif move[0] == "fill":
            game.move_cards(state, log, game.stock, move[1], 1)
        elif move[0] == "swap":
            a, b = state.piles[move[1]], state.piles[move[2]]
            game.replace_pile(state, log, move[1], list(b))
            game.replace_pile(state, log, move[2], list(a))
        else:  # regather: rows right to left, laid out again from the first place
            order = [
                p
                for row in range(0, len(self.grid), self.params.columns)
                for p in reversed(self.grid[row : row + self.params.columns])
                if state.piles[p]
            ]
            gathered = [state.piles[p][-1] for p in order]
            for p in order:
                game.replace_pile(state, log, p, [])
            for p, card in zip(self.grid, gathered):
                game.replace_pile(state, log, p, [card])
            game.set_var(state, log, "regathered", True)

    def move_text(self, move) -> str:
        names = self.game.pile_names
        if move[0] == "pair":
            return f"pair {names[move[1]]} {names[move[2]]}"
        if move[0] == "fill":
            return f"fill {names[move[1]]}"
        if move[0] == "swap":
            return f"swap {names[move[1]]} {names[move[2]]}"
        return "regather"

    def parse(self, tokens):
        idx = self.game.pile_index
        try:
            if tokens[0] in ("pair", "swap") and len(tokens) == 3:
                return (tokens[0], idx[tokens[1]], idx[tokens[2]])
            if tokens[0] == "fill" and len(tokens) == 2:
                return ("fill", idx[tokens[1]])
        except KeyError as exc:
            raise PatienceError(f"move {' '.join(tokens)!r}: no pile named {exc.args[0]!r}") from None
        if tokens == ["regather"]:
            return ("regather",)
        return super().parse(tokens)
