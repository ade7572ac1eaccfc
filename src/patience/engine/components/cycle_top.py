"""Cycling: the player slides the face-up top card of a chosen pile under it.

The card goes face up to the bottom of its pile and the next card is turned
(Hagenaar No. 26). A pile may be cycled only while it still holds covered
cards. The executor counts face-down cards from the bottom, so the component
keeps, per pile, how many cycled cards lie under the covered ones: a pile's
covered cards are its face-down count less those.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class CycleTopParams(Params):
    zone: str = Field(description="The zone whose piles may be cycled.")


@register
class CycleTop(Component):
    name = "cycle-top"
    Params = CycleTopParams
    tags = ("cycle",)

    def __init__(self, game, params: CycleTopParams) -> None:
        super().__init__(game, params)
        if params.zone not in game.zones:
            raise PatienceError(f"{game.rules.id}: mechanic 'cycle-top' names unknown zone '{params.zone}'")
        self.rt = game.zones[params.zone]
        self.key = f"cycled:{params.zone}"

    def setup(self, state, log) -> None:
        state.vars[self.key] = (0,) * self.rt.count

    def covered(self, state, pile: int) -> int:
        """Face-down cards of `pile` (a pile of the zone)."""
        return max(0, state.down[pile] - state.vars[self.key][pile - self.rt.start])

    def moves(self, state):
        for p in self.rt.piles:
            if self.covered(state, p) > 0:
                yield ("cycle", p)

    def apply(self, state, move, log) -> None:
        p = move[1]
        cycled = list(state.vars[self.key])
        i = p - self.rt.start
        cycled[i] = min(cycled[i], state.down[p]) + 1
        self.game.tuck(state, log, p, p)
        self.game.set_var(state, log, self.key, tuple(cycled))

    def move_text(self, move) -> str:
        return f"cycle {self.game.pile_names[move[1]]}"

    def parse(self, tokens):
        if len(tokens) == 2 and tokens[0] == "cycle":
            p = self.game.pile_index.get(tokens[1])
            if p is None or p not in self.rt.piles:
                raise PatienceError(f"move {' '.join(tokens)!r}: no pile {tokens[1]!r} in zone '{self.params.zone}'")
            return ("cycle", p)
        return super().parse(tokens)
