"""Tucking ("ondersteken"): a procedure with no decisions.

Piles stand for ranks (or suits). The top card of the current pile is slid
under the pile it belongs to, and play continues from that pile. Each pile's
original cards are taken once; when the pile play must continue from has no
original card left, the procedure stops. Won when every pile holds cards of
one rank (or suit) only. Used by Hagenaar No. 1 (ranks) and No. 6 (suits).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import RANKS, SUITS
from .. import cards
from ..registry import Component, Params, register


class TuckParams(Params):
    zone: str
    key: Literal["rank", "suit"] = "rank"
    labels: list[str] = Field(min_length=2, description="The rank or suit each pile stands for, in pile order.")
    start: int = Field(0, ge=0, description="The pile play starts from.")


@register
class Tuck(Component):
    name = "tuck"
    Params = TuckParams
    tags = ("tuck",)
    exclusive = True

    def __init__(self, game, params: TuckParams) -> None:
        super().__init__(game, params)
        rt = game.zones[params.zone]
        self.positional_zones = (params.zone,)
        self.first = rt.start
        names = RANKS if params.key == "rank" else SUITS
        self.pile_of = {names.index(label): rt.start + i for i, label in enumerate(params.labels)}
        self.piles = list(rt.piles)
        missing = {self._label(c) for c in game.pack} - set(self.pile_of)
        if missing:
            raise PatienceError(f"{game.rules.id}: tuck labels leave no pile for {sorted(names[m] for m in missing)}")

    def _label(self, card: int) -> int:
        return cards.value(card) - 1 if self.params.key == "rank" else cards.suit(card)

    def setup(self, state, log) -> None:
        state.vars["at"] = self.first + self.params.start
        state.vars["fresh"] = tuple(len(state.piles[p]) for p in self.piles)

    def moves(self, state):
        at = state.vars["at"]
        if state.vars["fresh"][at - self.first] > 0:
            yield ("tuck",)

    def apply(self, state, move, log) -> None:
        at = state.vars["at"]
        card = state.piles[at][-1]
        dst = self.pile_of[self._label(card)]
        fresh = list(state.vars["fresh"])
        fresh[at - self.first] -= 1
        self.game.set_var(state, log, "fresh", tuple(fresh))
        self.game.tuck(state, log, at, dst)
        self.game.set_var(state, log, "at", dst)

    def won(self, state) -> bool:
        return all(len({self._label(c) for c in state.piles[p]}) <= 1 for p in self.piles)

    def parse(self, tokens):
        if tokens == ["tuck"]:
            return ("tuck",)
        return super().parse(tokens)
