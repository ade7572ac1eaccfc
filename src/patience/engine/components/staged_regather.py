"""A scripted series of re-layouts ("De halve kring").

When no card of the zone can go to a foundation, the player may take the next
stage of the script, once each, in order:

- `strip`: the top cards of the piles, left to right, make a new pile right of
  the rightmost one; a pile of a single card keeps it, and where the top cards
  form a run of the zone's build (a marriage) the whole run is taken.
- `deal N`: the piles are gathered, right to left, without mixing, and laid
  out again from the left in packets of N (the last may be smaller).
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import ZoneId
from ..registry import Component, Params, register


class StagedRegatherParams(Params):
    zone: ZoneId = Field(description="The layout the stages act on; enough piles for every re-layout.")
    foundations: list[ZoneId] = Field(min_length=1)
    stages: list[str] = Field(min_length=1, description="'strip' or 'deal N', in the order the book prescribes.")


@register
class StagedRegather(Component):
    name = "staged_regather"
    Params = StagedRegatherParams
    tags = ("stage",)

    def __init__(self, game, params: StagedRegatherParams) -> None:
        super().__init__(game, params)
        bad = [z for z in (params.zone, *params.foundations) if z not in game.zones]
        if bad:
            raise PatienceError(f"{game.rules.id}: staged_regather names unknown zone {bad[0]!r}")
        self.stages: list[int] = []  # 0: strip, N: deal in packets of N
        for s in params.stages:
            word, _, n = s.partition(" ")
            if word == "strip" and not n:
                self.stages.append(0)
            elif word == "deal" and n.isdigit() and int(n) > 0:
                self.stages.append(int(n))
            else:
                raise PatienceError(f"{game.rules.id}: staged_regather stage {s!r} is not 'strip' or 'deal N'")
        self.piles = list(game.zones[params.zone].piles)
        self.positional_zones = (params.zone,)
        self.f_zones = [game.zones[z] for z in params.foundations]

    def moves(self, state):
        done = state.vars.get("stage", 0)
        if done >= len(self.stages):
            return
        piles, game = state.piles, self.game
        for src in self.piles:
            if piles[src] and next(game.places_for(state, piles[src][-1], self.f_zones), None) is not None:
                return  # a card still goes to a foundation
        yield ("stage",)

    def _run(self, state, pile: int) -> int:
        """Length of the run of the zone's build at the top of `pile`."""
        p, k = state.piles[pile], 1
        while k < len(p) and self.game.is_run(state, pile, k + 1):
            k += 1
        return k

    def apply(self, state, move, log) -> None:
        game, piles = self.game, state.piles
        done = state.vars.get("stage", 0)
        n = self.stages[done]
        if n == 0:
            used = [p for p in self.piles if piles[p]]
            taken: list[int] = []
            for p in used:
                if len(piles[p]) > 1:
                    k = self._run(state, p)
                    taken += piles[p][-k:]
                    game.replace_pile(state, log, p, piles[p][:-k])
            at = self.piles.index(used[-1]) + 1 if used else 0
            if at >= len(self.piles):
                raise PatienceError(f"{game.rules.id}: staged_regather has no pile left for the stripped cards")
            game.replace_pile(state, log, self.piles[at], taken)
        else:
            pack = [c for p in reversed(self.piles) for c in piles[p]]
            packets = [pack[i : i + n] for i in range(0, len(pack), n)]
            if len(packets) > len(self.piles):
                raise PatienceError(f"{game.rules.id}: staged_regather needs {len(packets)} piles for packets of {n}")
            for i, p in enumerate(self.piles):
                game.replace_pile(state, log, p, packets[i] if i < len(packets) else [])
        game.set_var(state, log, "stage", done + 1)

    def move_text(self, move) -> str:
        return "stage"

    def parse(self, tokens):
        if tokens == ["stage"]:
            return ("stage",)
        return super().parse(tokens)
