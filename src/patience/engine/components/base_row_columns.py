"""Base-row columns: piles started just above a base-row card and closed by it.

Pile i of `zone` starts with the rank one above the card of pile i of `base`
(K → A) and is built up, suit ignored and wrapping, to `length` cards; then
the base card itself closes it (Hagenaar No. 34). With `fill_first`, no pile
takes a second card before every pile is started. Cards come from the tops of
`from_zones`. When none of these moves exists, `deal_to` (if set) lets the
player deal one stock card onto every pile of that zone. The component makes
every move (exclusive), so a deal is only possible when nothing else is; it is
won when every base card has closed its pile. Columns alike in length,
top rank and base rank are interchangeable, so a card is offered only one.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class BaseRowColumnsParams(Params):
    zone: str = Field(description="The columns being built.")
    base: str = Field(description="The base row: pile i sets where column i starts, and closes it.")
    from_zones: list[str] = Field(min_length=1, description="Zones whose top cards may go onto the columns.")
    length: int = Field(12, ge=1, le=12, description="Cards in a column before its base card closes it.")
    fill_first: bool = Field(True, description="No column takes a second card before every column is started.")
    deal_to: str | None = Field(None, description="Zone dealt a row from the stock when no other move exists.")


def _next(v: int) -> int:
    return v % 13 + 1


@register
class BaseRowColumns(Component):
    name = "base-row-columns"
    Params = BaseRowColumnsParams
    exclusive = True

    def __init__(self, game, params: BaseRowColumnsParams) -> None:
        super().__init__(game, params)
        refs = (params.zone, params.base, *params.from_zones, *([params.deal_to] if params.deal_to else []))
        for ref in refs:
            if ref not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'base-row-columns' names unknown zone '{ref}'")
        if params.deal_to and game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'base-row-columns' deals from a stock, but there is none")
        cols, base = game.zones[params.zone], game.zones[params.base]
        if cols.count != base.count:
            raise PatienceError(f"{game.rules.id}: mechanic 'base-row-columns': '{params.zone}' and '{params.base}' differ in size")
        self.columns = list(zip(cols.piles, base.piles))
        self.positional_zones = (params.zone, params.base)
        self.sources = [p for z in params.from_zones for p in game.zones[z].piles]

    def moves(self, state):
        piles = state.piles
        found = False
        started = all(piles[c] for c, _ in self.columns)
        for c, b in self.columns:
            col = piles[c]
            if len(col) == self.params.length and piles[b]:
                if cards.value(piles[b][-1]) == _next(cards.value(col[-1])):
                    found = True
                    yield ("m", b, c, 1)
        for src in self.sources:
            if len(piles[src]) <= state.down[src]:
                continue
            v = cards.value(piles[src][-1])
            seen = set()
            for c, b in self.columns:
                col = piles[c]
                shape = (len(col), cards.value(col[-1]) if col else 0, cards.value(piles[b][-1]) if piles[b] else 0)
                if shape in seen:
                    continue  # a column like one already offered: the same move
                seen.add(shape)
                if not col:
                    ok = bool(piles[b]) and v == _next(cards.value(piles[b][-1]))
                else:
                    ok = (started or not self.params.fill_first) and len(col) < self.params.length
                    ok = ok and v == _next(cards.value(col[-1]))
                if ok:
                    found = True
                    yield ("m", src, c, 1)
        if not found and self.params.deal_to and piles[self.game.stock]:
            yield ("row", self.game.stock, self.params.deal_to)

    def won(self, state) -> bool:
        return all(not state.piles[b] and len(state.piles[c]) == self.params.length + 1 for c, b in self.columns)
