"""Foundations that end at a target rank ("Часы": each pile climbs to its hour).

Each pile of the zone is built by the zone's build until its top card has the
pile's target rank; then it takes no more. The mechanic supplies the moves onto
these piles (from the top cards of `sources`), so the rule set lists none. Won
when every pile shows its target rank. Used by Cadogan's Clock (Часы).
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import RANKS, Rank
from .. import cards
from ..registry import Component, Params, register


class TargetTopsParams(Params):
    zone: str = Field(description="The foundation zone.")
    targets: list[Rank] = Field(min_length=1, description="The rank each pile ends at, in pile order.")
    sources: list[str] = Field(min_length=1, description="Zones whose top cards may be played onto the piles.")


@register
class TargetTops(Component):
    name = "target-tops"
    Params = TargetTopsParams
    tags = ()

    def __init__(self, game, params: TargetTopsParams) -> None:
        super().__init__(game, params)
        unknown = [z for z in (params.zone, *params.sources) if z not in game.zones]
        if unknown:
            raise PatienceError(f"{game.rules.id}: mechanic 'target-tops' names unknown zones {unknown}")
        rt = game.zones[params.zone]
        if len(params.targets) != rt.count:
            raise PatienceError(
                f"{game.rules.id}: mechanic 'target-tops' has {len(params.targets)} targets for {rt.count} piles"
            )
        self.positional_zones = (params.zone,)
        self.zone = [rt]
        self.target = {p: RANKS.index(r) + 1 for p, r in zip(rt.piles, params.targets)}
        self.sources = [p for z in params.sources for p in game.zones[z].piles]

    def _done(self, state, p: int) -> bool:
        pile = state.piles[p]
        return bool(pile) and cards.value(pile[-1]) == self.target[p]

    def moves(self, state):
        for src in self.sources:
            pile = state.piles[src]
            if not pile or len(pile) <= state.down[src]:
                continue
            for dst in self.game.places_for(state, pile[-1], self.zone):
                if not self._done(state, dst):
                    yield ("m", src, dst, 1)

    def won(self, state) -> bool:
        return all(self._done(state, p) for p in self.target)
