"""Numeral packets counting in multiples of a balcony card ("The Great Thirteen").

At the start, cards matching `tuck` on the surface of a ground packet are
slid beneath it (while another card is left to show), then the top card of
each ground packet goes up to the balcony. Below each balcony card a numeral
packet begins with the card worth `factor` times its value (mod 13, K = 13)
and continues by the numeral zone's own `add-base` build. Free ground cards
are played to the numerals; with `vacancy_first`, a card that can begin an
empty numeral packet must be used for that rather than for an addition.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class MultiplesParams(Params):
    ground: str = Field(description="The ground packets (sources).")
    balcony: str = Field(description="The balcony cards, one above each numeral packet.")
    numerals: str = Field(description="The numeral packets (build add-base on the balcony).")
    factor: int = Field(2, ge=1, le=12, description="A numeral packet starts with factor x its balcony value.")
    tuck: list[str] = Field(default_factory=list, description="Cards slid under their ground packet at the start.")
    vacancy_first: bool = True


@register
class Multiples(Component):
    name = "multiples"
    Params = MultiplesParams

    def __init__(self, game, params: MultiplesParams) -> None:
        super().__init__(game, params)
        for z in (params.ground, params.balcony, params.numerals):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'multiples' names unknown zone {z!r}")
        self.ground = list(game.zones[params.ground].piles)
        self.balcony = list(game.zones[params.balcony].piles)
        self.numerals = list(game.zones[params.numerals].piles)
        if not len(self.ground) == len(self.balcony) == len(self.numerals):
            raise PatienceError(f"{game.rules.id}: mechanic 'multiples' needs as many ground, balcony and numeral piles")
        self.positional_zones = (params.balcony, params.numerals)
        self.tuck_mask = 0
        for pattern in params.tuck:
            for k in cards.pattern_kinds(pattern):
                self.tuck_mask |= 1 << k

    def setup(self, state, log) -> None:
        g, piles = self.game, state.piles
        for src, dst in zip(self.ground, self.balcony):
            pile = piles[src]
            while pile and self.tuck_mask >> cards.kind(pile[-1]) & 1 and not all(
                self.tuck_mask >> cards.kind(c) & 1 for c in pile
            ):
                g.tuck(state, log, src, src)
            if pile:
                g.move_cards(state, log, src, dst, 1)

    def start_value(self, state, i: int) -> int | None:
        row = state.piles[self.balcony[i]]
        return (self.params.factor * cards.value(row[-1])) % 13 or 13 if row else None

    def moves(self, state):
        g, piles, down = self.game, state.piles, state.down
        for src in self.ground:
            if len(piles[src]) <= down[src]:
                continue
            card = piles[src][-1]
            fills = [
                ("m", src, n, 1)
                for i, n in enumerate(self.numerals)
                if not piles[n] and self.start_value(state, i) == cards.value(card)
            ]
            yield from fills
            if fills and self.params.vacancy_first:
                continue
            for n in self.numerals:
                if piles[n] and g.accepts(state, n, card):
                    yield ("m", src, n, 1)
