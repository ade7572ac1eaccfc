"""Dealing a set of cards to named piles, the set depending on the pass
("De uitgeworpen kaarten": six cards at a time, four to the packets and two set
aside; in the fourth laying no more are set aside).

The move `passrow` deals one stock card onto each pile of the current set, in
order (a pile that is empty gets one too). The set in force is the last entry
of `sets` whose `from_pass` is not past the current pass (0 = the first
laying). With `when_stuck`, the deal is offered only when no other move is.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class PassSet(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    from_pass: int = Field(0, ge=0, description="The first pass (0 = the first laying) this set applies to.")
    piles: list[str] = Field(min_length=1, description="Pile names (e.g. 'p1', 'x2'), dealt in this order.")


class PassRowsParams(Params):
    sets: list[PassSet] = Field(min_length=1)
    when_stuck: bool = Field(False, description="Deal only when no other move is possible.")


@register
class PassRows(Component):
    name = "pass-rows"
    Params = PassRowsParams
    tags = ("passrow",)

    def __init__(self, game, params: PassRowsParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'pass-rows' needs a stock zone")
        self.sets = []
        for s in sorted(params.sets, key=lambda s: s.from_pass):
            bad = [n for n in s.piles if n not in game.pile_index]
            if bad:
                raise PatienceError(f"{game.rules.id}: mechanic 'pass-rows' names unknown pile {bad[0]!r}")
            self.sets.append((s.from_pass, [game.pile_index[n] for n in s.piles]))

    def current(self, state) -> list[int]:
        piles: list[int] = []
        for start, ps in self.sets:
            if start <= state.passes:
                piles = ps
        return piles

    def moves(self, state):
        if state.piles[self.game.stock] and self.current(state):
            yield ("passrow",)

    def gate(self, state, moves):
        if not self.params.when_stuck:
            return moves
        moves = list(moves)
        others = [m for m in moves if m[0] != "passrow"]
        return others or moves

    def apply(self, state, move, log) -> None:
        stock = self.game.stock
        for p in self.current(state):
            if not state.piles[stock]:
                break
            self.game.move_cards(state, log, stock, p, 1)

    def move_text(self, move) -> str:
        return "passrow"

    def parse(self, tokens):
        if tokens == ["passrow"]:
            return ("passrow",)
        return super().parse(tokens)
