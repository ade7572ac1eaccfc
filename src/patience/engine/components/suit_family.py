"""Bases bound by suit ("Een groote familie"): the player lays bases out as they
appear, or not at all; the bases of the `family` zones must all be of one suit,
and the bases of the `others` zones of any other suit. Each zone names the rank
of its bases. The zones' own `space` should be `never`, so bases come only
through this mechanic. Used by Hagenaar No. 45 (an ace and a knave of one suit,
the six tens of the three other suits).
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import RANKS, Rank
from .. import cards
from ..registry import Component, Params, register


class SuitFamilyParams(Params):
    sources: list[str] = Field(min_length=1, description="Zones a base may be taken from (its top card).")
    family: dict[str, Rank] = Field(min_length=1, description="Zone -> rank of its bases; all of one suit.")
    others: dict[str, Rank] = Field(default_factory=dict, description="Zone -> rank of its bases; not the family suit.")


@register
class SuitFamily(Component):
    name = "suit-family"
    Params = SuitFamilyParams
    tags = ("base",)

    def __init__(self, game, params: SuitFamilyParams) -> None:
        super().__init__(game, params)
        unknown = [z for z in (*params.sources, *params.family, *params.others) if z not in game.zones]
        if unknown:
            raise PatienceError(f"{game.rules.id}: mechanic 'suit-family' names unknown zones {unknown}")
        self.sources = [p for z in params.sources for p in game.zones[z].piles]
        self.zones = [(game.zones[z].piles, RANKS.index(r) + 1, True) for z, r in params.family.items()]
        self.zones += [(game.zones[z].piles, RANKS.index(r) + 1, False) for z, r in params.others.items()]

    def _suits(self, state) -> tuple[int | None, set[int]]:
        family, others = None, set()
        for piles, _, in_family in self.zones:
            for p in piles:
                if state.piles[p]:
                    s = cards.suit(state.piles[p][0])
                    if in_family:
                        family = s
                    else:
                        others.add(s)
        return family, others

    def moves(self, state):
        family, others = self._suits(state)
        for piles, rank, in_family in self.zones:
            dst = next((p for p in piles if not state.piles[p]), None)
            if dst is None:
                continue
            for src in self.sources:
                pile = state.piles[src]
                if not pile or len(pile) <= state.down[src] or cards.value(pile[-1]) != rank:
                    continue
                s = cards.suit(pile[-1])
                ok = (family in (None, s) and s not in others) if in_family else s != family
                if ok:
                    yield ("base", src, dst)

    def apply(self, state, move, log) -> None:
        self.game.move_cards(state, log, move[1], move[2], 1)

    def move_text(self, move) -> str:
        names = self.game.pile_names
        return f"base {names[move[1]]} {names[move[2]]}"

    def parse(self, tokens):
        idx = self.game.pile_index
        if tokens[0] == "base" and len(tokens) == 3 and tokens[1] in idx and tokens[2] in idx:
            return ("base", idx[tokens[1]], idx[tokens[2]])
        return super().parse(tokens)
