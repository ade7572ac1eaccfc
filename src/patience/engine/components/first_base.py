"""The first card of given ranks becomes the base ("Het paaschei"): after the
deal, the first such card of the dealt row (in dealing order) is laid on the
first foundation pile; if the row holds none, stock cards go one by one onto
the talon until one appears. Its rank fixes the values of choices named in
`sets` (e.g. an ace: foundations up, marriages down), so the player is never
asked; the rest of the foundation follows the zone's `space` (usually
`first_sets_rank`).
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import RANKS, Rank
from .. import cards
from ..registry import Component, Params, register


class FirstBaseParams(Params):
    zone: str = Field(description="Foundation zone; the base starts its first pile.")
    row: str = Field(description="The dealt row searched first, pile by pile.")
    talon: str = Field(description="Where stock cards go while no base has appeared.")
    ranks: list[Rank] | None = Field(None, description="Ranks a base may have; null: any.")
    sets: dict[Rank, dict[str, str]] = Field(
        default_factory=dict, description="Base rank -> {choice name: value} that rank fixes."
    )


@register
class FirstBase(Component):
    name = "first-base"
    Params = FirstBaseParams

    def __init__(self, game, params: FirstBaseParams) -> None:
        super().__init__(game, params)
        for z in (params.zone, params.row, params.talon):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'first-base' names unknown zone {z!r}")
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'first-base' needs a stock zone")
        choices = {c.name: c.options for c in game.rules.choices}
        for rank, fixed in params.sets.items():
            for name, value in fixed.items():
                if value not in choices.get(name, []):
                    raise PatienceError(
                        f"{game.rules.id}: mechanic 'first-base' sets {rank}: no choice {name!r} with option {value!r}"
                    )
        self.values = {RANKS.index(r) + 1 for r in params.ranks or RANKS}
        self.base = game.zones[params.zone].start
        self.row = list(game.zones[params.row].piles)
        self.talon = game.zones[params.talon].start

    def setup(self, state, log) -> None:
        game, piles = self.game, state.piles
        src = next((p for p in self.row if piles[p] and cards.value(piles[p][-1]) in self.values), None)
        while src is None and piles[game.stock]:
            if cards.value(piles[game.stock][-1]) in self.values:
                src = game.stock
            else:
                game.move_cards(state, log, game.stock, self.talon, 1)
        if src is None:
            return
        card = piles[src][-1]
        game.move_cards(state, log, src, self.base, 1)
        for name, value in self.params.sets.get(RANKS[cards.value(card) - 1], {}).items():
            game.set_var(state, log, "choice:" + name, value)
