"""Carrying a whole pile onto a foundation ("het heerenpakje overbrengen").

A helper pile (a king built down, say) goes onto a foundation as a whole as
soon as its top card fits the foundation's top card: card by card, top card
first, each card fitting the foundation's build (and limit), so the pile lies
reversed on the foundation. Single cards never leave such a pile (give its zone
`take: none`). Used by Hagenaar No. 44.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class PileHomeParams(Params):
    piles: list[str] = Field(min_length=1, description="Zones whose piles move only as a whole.")
    to: list[str] = Field(min_length=1, description="Foundation zones the piles may go onto.")


@register
class PileHome(Component):
    name = "pile-home"
    Params = PileHomeParams
    tags = ("home",)

    def __init__(self, game, params: PileHomeParams) -> None:
        super().__init__(game, params)
        unknown = [z for z in (*params.piles, *params.to) if z not in game.zones]
        if unknown:
            raise PatienceError(f"{game.rules.id}: mechanic 'pile-home' names unknown zones {unknown}")
        self.sources = [p for z in params.piles for p in game.zones[z].piles]
        self.dests = [p for z in params.to for p in game.zones[z].piles]

    def fits(self, state, src: int, dst: int) -> bool:
        """Does the whole of `src`, top card first, go onto `dst` by its build?"""
        game, pile = self.game, state.piles[src]
        if not pile or not game.accepts(state, dst, pile[-1]):
            return False
        rt = game.pile_zone[dst]
        limit = rt.spec.limit
        if limit is not None and len(state.piles[dst]) + len(pile) > limit:
            return False
        tab = game.table_for(state, rt, dst)
        return tab is not None and all(tab[a % 52] >> (b % 52) & 1 for a, b in zip(pile[:0:-1], pile[-2::-1]))

    def moves(self, state):
        for src in self.sources:
            for dst in self.dests:
                if self.fits(state, src, dst):
                    yield ("home", src, dst)

    def apply(self, state, move, log) -> None:
        _, src, dst = move
        self.game.move_cards(state, log, src, dst, len(state.piles[src]), reverse=True)

    def move_text(self, move) -> str:
        names = self.game.pile_names
        return f"home {names[move[1]]} {names[move[2]]}"

    def parse(self, tokens):
        idx = self.game.pile_index
        if tokens[0] == "home" and len(tokens) == 3 and tokens[1] in idx and tokens[2] in idx:
            return ("home", idx[tokens[1]], idx[tokens[2]])
        return super().parse(tokens)
