"""Bases laid as they turn up ("De halve cirkel", "De wijzerplaat zonder boeren").

Each pile of a foundation zone wants a base of a fixed rank: the first base's
rank plus the pile's offset (`ranks: "relative"`, a run of bases that wraps
K→A) or a rank label per pile. Bases may have to share the first base's
colour, and may have to be laid left to right. Cards reach the zone from the
top of the source piles; building (the zone's own `build`) may wait until
every pile has its base (`gate`); where piles show tops of equal rank, a card
goes on the rightmost of them only (`tie_break`). The stock's top card goes
to a talon of the player's choice — optionally only when it fits nowhere in
the zone — with the number of talons in use set per pass.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import RANKS, Rank
from .. import cards, sequences
from ..registry import Component, Params, register


class DealtBasesParams(Params):
    zone: str = Field(description="The foundation zone whose bases are laid as they turn up.")
    sources: list[str] = Field(min_length=1, description="Zones whose top cards may be played onto the zone.")
    ranks: Literal["relative"] | list[Rank] = Field(
        "relative", description="relative: the first base's rank plus the pile's offset; or one rank per pile."
    )
    step: int = Field(1, description="relative: rank step from one pile's base to the next (-1: down).")
    first: list[Rank] | None = Field(None, description="relative: ranks the first base may have; null: any.")
    colour: Literal["any", "first"] = Field("any", description="first: every base has the first base's colour.")
    in_order: bool = Field(False, description="Bases are laid left to right.")
    gate: bool = Field(False, description="No building until every pile has its base.")
    tie_break: Literal["none", "rightmost"] = Field(
        "none", description="rightmost: of piles showing tops of equal rank, only the rightmost takes a card."
    )
    talons: str | None = Field(None, description="Talon zone the stock's top card may go to (one pile of choice).")
    talons_per_pass: list[int] | None = Field(
        None, description="Talon piles in use in pass 1, 2, …; the last number holds for later passes."
    )
    only_unplayable: bool = Field(False, description="The stock's top card goes to a talon only if it fits nowhere.")


@register
class DealtBases(Component):
    name = "dealt_bases"
    Params = DealtBasesParams

    def __init__(self, game, params: DealtBasesParams) -> None:
        super().__init__(game, params)
        rt = game.zones.get(params.zone)
        if rt is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'dealt_bases' names unknown zone {params.zone!r}")
        self.rt = rt
        self.piles = list(rt.piles)
        self.positional_zones = (params.zone,)
        if isinstance(params.ranks, list) and len(params.ranks) != rt.count:
            raise PatienceError(f"{game.rules.id}: dealt_bases ranks name {len(params.ranks)} bases for {rt.count} piles")
        self.cycle = sequences.rank_cycle(game.rules.deck.pack, [])
        self.first = {RANKS.index(r) + 1 for r in params.first} if params.first else None
        self.sources = [p for z in params.sources for p in game.zones[z].piles]
        self.talons = list(game.zones[params.talons].piles) if params.talons else []
        if self.talons and game.stock is None:
            raise PatienceError(f"{game.rules.id}: dealt_bases talons need a stock zone")

    def _base_ok(self, state, i: int, card: int) -> bool:
        """May `card` become the base of the zone's pile number i?"""
        p = self.params
        base0 = state.piles[self.piles[0]]
        if i and not base0:
            return False
        if i and p.colour == "first" and cards.is_red(base0[0]) != cards.is_red(card):
            return False
        if isinstance(p.ranks, list):
            return cards.value(card) == RANKS.index(p.ranks[i]) + 1
        if i == 0:
            return self.first is None or cards.value(card) in self.first
        c = self.cycle
        return cards.value(card) == c[(c.index(cards.value(base0[0])) + i * p.step) % len(c)]

    def targets(self, state, card: int) -> list[int]:
        """The zone's piles `card` may be played to now."""
        piles, game = state.piles, self.game
        empty = [i for i, p in enumerate(self.piles) if not piles[p]]
        out = []
        for i in empty[:1] if self.params.in_order else empty:
            if self._base_ok(state, i, card):
                out.append(self.piles[i])
        if self.params.gate and empty:
            return out
        builds = [p for p in self.piles if piles[p] and game.accepts(state, p, card)]
        if self.params.tie_break == "rightmost":
            last = {cards.value(piles[p][-1]): p for p in builds}
            builds = [p for p in builds if last[cards.value(piles[p][-1])] == p]
        return out + builds

    def moves(self, state):
        piles, down = state.piles, state.down
        for src in self.sources:
            if len(piles[src]) > down[src]:
                for dst in self.targets(state, piles[src][-1]):
                    yield ("m", src, dst, 1)
        stock = self.game.stock
        if not self.talons or not piles[stock]:
            return
        if self.params.only_unplayable and self.targets(state, piles[stock][-1]):
            return
        per_pass = self.params.talons_per_pass
        in_use = self.talons[: per_pass[min(state.passes, len(per_pass) - 1)]] if per_pass else self.talons
        empty_offered = False
        for t in in_use:
            if not piles[t]:
                if empty_offered:
                    continue  # empty talons are interchangeable
                empty_offered = True
            yield ("m", stock, t, 1)
