"""Removing groups of cards by their sum ("The Wheel"): `size` top cards of a
zone whose values (of the ranks allowed) add up to `sum` — all different if
`distinct` — are taken up together, crowned by a top card matching `crown`
(without one the group must wait), and laid as one packet on the first empty
pile of the `to` zone. Openings are refilled from the stock until the first
fresh round is dealt (`refill: until-deal`), always, or never. A round (`round`)
puts one stock card on every pile, spaces included. These are the only moves.
"""

from __future__ import annotations

from itertools import combinations
from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import RANKS
from .. import cards
from ..registry import Component, Params, register


class SumGroupParams(Params):
    zone: str = Field(description="The zone whose top cards form the groups.")
    to: str = Field(description="The zone whose empty piles take the packets.")
    size: int = Field(ge=2, le=4)
    sum: int = Field(ge=2)
    ranks: list[str] = Field(min_length=1, description="Ranks that may be counted in a group.")
    distinct: bool = Field(True, description="No two cards of a group have the same value.")
    crown: list[str] = Field(default_factory=list, description="Card patterns one of which must crown each group.")
    refill: Literal["until-deal", "always", "never"] = "until-deal"


@register
class SumGroups(Component):
    name = "sum-groups"
    Params = SumGroupParams
    tags = ("group", "round")
    exclusive = True

    def __init__(self, game, params: SumGroupParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'sum-groups' needs a stock zone")
        for z in (params.zone, params.to):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'sum-groups' names unknown zone {z!r}")
        bad = [r for r in params.ranks if r not in RANKS]
        if bad:
            raise PatienceError(f"{game.rules.id}: mechanic 'sum-groups' ranks: unknown rank {bad[0]!r}")
        self.piles = list(game.zones[params.zone].piles)
        self.targets = list(game.zones[params.to].piles)
        self.values = {RANKS.index(r) + 1 for r in params.ranks}
        self.crown = 0
        for pattern in params.crown:
            for k in cards.pattern_kinds(pattern):
                self.crown |= 1 << k

    def setup(self, state, log) -> None:
        state.vars["dealt"] = False
        self._refill(state, log)

    def _refill(self, state, log) -> None:
        mode = self.params.refill
        if mode == "never" or (mode == "until-deal" and state.vars["dealt"]):
            return
        g = self.game
        for p in self.piles:
            if not state.piles[p] and state.piles[g.stock]:
                g.move_cards(state, log, g.stock, p, 1)

    def moves(self, state):
        piles = state.piles
        target = next((p for p in self.targets if not piles[p]), None)
        if target is not None:
            tops = [p for p in self.piles if piles[p] and cards.value(piles[p][-1]) in self.values]
            crowns = [p for p in self.piles if piles[p] and self.crown >> cards.kind(piles[p][-1]) & 1]
            if crowns or not self.crown:
                for group in combinations(tops, self.params.size):
                    vals = [cards.value(piles[p][-1]) for p in group]
                    if sum(vals) != self.params.sum or (self.params.distinct and len(set(vals)) < len(vals)):
                        continue
                    seen = set()
                    for c in crowns or [None]:
                        card = piles[c][-1] % 52 if c is not None else None
                        if card in seen:
                            continue  # two identical crowns lead to the same packet
                        seen.add(card)
                        yield ("group", *group, c)
        if piles[self.game.stock]:
            yield ("round",)

    def apply(self, state, move, log) -> None:
        g = self.game
        if move[0] == "round":
            for p in self.piles:
                if state.piles[g.stock]:
                    g.move_cards(state, log, g.stock, p, 1)
            if not state.vars["dealt"]:
                g.set_var(state, log, "dealt", True)
            return
        target = next(p for p in self.targets if not state.piles[p])
        *group, crown = move[1:]
        for p in (*group, crown):
            if p is not None:
                g.move_cards(state, log, p, target, 1)
        self._refill(state, log)

    def won(self, state) -> bool:
        return not state.piles[self.game.stock] and not any(state.piles[p] for p in self.piles)

    def move_text(self, move) -> str:
        if move[0] == "round":
            return "round"
        names = self.game.pile_names
        *group, crown = move[1:]
        return " ".join(["group", *(names[p] for p in group), names[crown] if crown is not None else "-"])

    def parse(self, tokens):
        idx = self.game.pile_index
        if tokens == ["round"]:
            return ("round",)
        if tokens[0] == "group" and len(tokens) == self.params.size + 2:
            try:
                group = tuple(idx[t] for t in tokens[1:-1])
                crown = None if tokens[-1] == "-" else idx[tokens[-1]]
            except KeyError as exc:
                raise PatienceError(f"move {' '.join(tokens)!r}: no pile named {exc.args[0]!r}") from None
            return ("group", *group, crown)
        return super().parse(tokens)
