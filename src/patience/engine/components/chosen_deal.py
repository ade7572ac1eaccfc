"""Dealing to piles of the player's choice ("De schans"): the stock is dealt one
card at a time, the player choosing the pile of `zone` each card goes to; cards
matching `bases` go at once to the first empty pile of `base_zone`. Until the
stock is empty only these deal moves exist; then the rule set's own moves open
(unless `play_during_deal`, when both are offered).

Deal choices are listed best-first for the search by a rule of thumb (onto the
lowest top card not below the dealt card, then an empty pile, then the other
piles from the highest top down); the order restricts nothing.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import CardPattern
from .. import cards
from ..registry import Component, Params, register


class ChosenDealParams(Params):
    zone: str = Field(description="The piles the player deals to.")
    bases: list[CardPattern] = Field(default_factory=list, description="Cards set aside as bases when they appear.")
    base_zone: str | None = Field(None, description="Zone the `bases` cards go to.")
    play_during_deal: bool = Field(False, description="The rule set's moves are open while dealing too.")


@register
class ChosenDeal(Component):
    name = "chosen-deal"
    Params = ChosenDealParams
    tags = ("deal",)

    def __init__(self, game, params: ChosenDealParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'chosen-deal' needs a stock zone")
        if params.bases and params.base_zone is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'chosen-deal' has bases but no base_zone")
        self.piles = list(game.zones[params.zone].piles)
        self.base_piles = list(game.zones[params.base_zone].piles) if params.base_zone else []
        self.base_mask = 0
        for pattern in params.bases:
            for k in cards.pattern_kinds(pattern):
                self.base_mask |= 1 << k

    def _deals(self, state):
        piles = state.piles
        card = piles[self.game.stock][-1]
        if self.base_mask >> cards.kind(card) & 1:
            dst = next((p for p in self.base_piles if not piles[p]), None)
            if dst is None:
                raise PatienceError(f"{self.game.rules.id}: no empty base pile for {cards.text(card)}")
            yield ("deal", dst)
            return
        v = cards.value(card)
        spaces = [p for p in self.piles if not piles[p]]
        tops = [p for p in self.piles if piles[p]]
        above = sorted((p for p in tops if cards.value(piles[p][-1]) >= v), key=lambda p: cards.value(piles[p][-1]))
        below = sorted((p for p in tops if cards.value(piles[p][-1]) < v), key=lambda p: -cards.value(piles[p][-1]))
        for p in (*above, *spaces[: 1 if self.params.zone not in self.game.positional else None], *below):
            yield ("deal", p)

    def gate(self, state, moves):
        dealing = bool(state.piles[self.game.stock])
        if dealing:
            yield from self._deals(state)
        if not dealing or self.params.play_during_deal:
            yield from moves

    def apply(self, state, move, log) -> None:
        self.game.move_cards(state, log, self.game.stock, move[1], 1)

    def move_text(self, move) -> str:
        return f"deal {self.game.pile_names[move[1]]}"

    def parse(self, tokens):
        if tokens[0] == "deal" and len(tokens) == 2:
            pile = self.game.pile_index.get(tokens[1])
            if pile is None:
                raise PatienceError(f"move {' '.join(tokens)!r}: no pile named {tokens[1]!r}")
            return ("deal", pile)
        return super().parse(tokens)
