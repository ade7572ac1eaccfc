"""Taking up the talon again as long as the last pass placed a card.

When the stock is spent, the talon (or other gathered zones) may be taken up
and dealt again, without shuffling, provided some card reached one of the
`progress` zones (foundations, help piles) since the pass began; a pass that
places nothing ends the game. Used by Hagenaar No. 44 ("zoo dikwijls … als er
nog kaarten … kunnen worden geplaatst").
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class ProgressRedealParams(Params):
    gather: list[str] = Field(min_length=1, description="Zones taken up, in this order (the talon).")
    to: str = Field(description="The stock the gathered cards go to.")
    progress: list[str] = Field(min_length=1, description="Zones that must have gained a card during the pass.")


@register
class ProgressRedeal(Component):
    name = "progress-redeal"
    Params = ProgressRedealParams
    tags = ("take-up",)

    def __init__(self, game, params: ProgressRedealParams) -> None:
        super().__init__(game, params)
        unknown = [z for z in (*params.gather, params.to, *params.progress) if z not in game.zones]
        if unknown:
            raise PatienceError(f"{game.rules.id}: mechanic 'progress-redeal' names unknown zones {unknown}")
        self.gather = [p for z in params.gather for p in game.zones[z].piles]
        self.stock = game.zones[params.to].start
        self.progress = [game.zones[z].piles for z in params.progress]

    def _counts(self, state) -> tuple[int, ...]:
        return tuple(sum(len(state.piles[p]) for p in piles) for piles in self.progress)

    def setup(self, state, log) -> None:
        state.vars["pass-start"] = self._counts(state)

    def moves(self, state):
        if state.piles[self.stock] or not any(state.piles[p] for p in self.gather):
            return
        if any(now > then for now, then in zip(self._counts(state), state.vars["pass-start"])):
            yield ("take-up",)

    def apply(self, state, move, log) -> None:
        game = self.game
        packet: list[int] = []
        for p in self.gather:
            packet.extend(state.piles[p])
            game.replace_pile(state, log, p, [])
        game.replace_pile(state, log, self.stock, packet[::-1])
        game.set_var(state, log, "pass-start", self._counts(state))

    def parse(self, tokens):
        if tokens == ["take-up"]:
            return ("take-up",)
        return super().parse(tokens)
