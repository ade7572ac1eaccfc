"""Compulsory plays ("moeten … gelegd worden, zoodra ze passend worden"): while
a card of the `sources` zones can be moved onto a pile of the `targets` zones,
only such moves are offered; otherwise every move of the rule set is.
"""

from __future__ import annotations

from pydantic import Field

from ..registry import Component, Params, register


class CompulsoryParams(Params):
    sources: list[str] = Field(min_length=1, description="Zones whose cards must be played when they fit.")
    targets: list[str] = Field(min_length=1, description="Zones they must be played to (usually the foundations).")


@register
class Compulsory(Component):
    name = "compulsory"
    Params = CompulsoryParams

    def __init__(self, game, params: CompulsoryParams) -> None:
        super().__init__(game, params)
        self.sources = {p for z in params.sources for p in game.zones[z].piles}
        self.targets = {p for z in params.targets for p in game.zones[z].piles}

    def gate(self, state, moves):
        moves = list(moves)
        forced = [m for m in moves if m[0] == "m" and m[1] in self.sources and m[2] in self.targets]
        return forced or moves
