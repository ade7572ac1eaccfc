"""Rows dealt across columns, played from the row's right end ("De talrijke mariages").

While the stock lasts, the stock is dealt a row at a time, one card onto each
column (the rows half cover each other). Only the newest row is open, and
only from its right end: its rightmost remaining card may go to a foundation
(a base to an empty pile), which frees the card to its left. When nothing
fits, the places emptied are refilled from the stock, left to right; when
none are empty the next row is dealt. Plays come first. Once the stock is
spent the component offers nothing: column-end play (ordinary or gated moves)
takes over.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import ZoneId
from ..registry import Component, Params, register


class RowEndDealParams(Params):
    zone: ZoneId = Field(description="The columns the rows are dealt across, left to right.")
    foundations: list[ZoneId] = Field(min_length=1)


@register
class RowEndDeal(Component):
    name = "row_end_deal"
    Params = RowEndDealParams
    tags = ("refill", "newrow")

    def __init__(self, game, params: RowEndDealParams) -> None:
        super().__init__(game, params)
        bad = [z for z in (params.zone, *params.foundations) if z not in game.zones]
        if bad:
            raise PatienceError(f"{game.rules.id}: row_end_deal names unknown zone {bad[0]!r}")
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: row_end_deal needs a stock zone")
        self.cols = list(game.zones[params.zone].piles)
        self.positional_zones = (params.zone,)
        self.f_zones = [game.zones[z] for z in params.foundations]

    def _row(self, state) -> int:
        """Length of a full column: the newest row's number (1-based)."""
        return max(len(state.piles[p]) for p in self.cols)

    def _open(self, state, row: int) -> int | None:
        """The column whose card is the newest row's right end (None: the row is played out)."""
        for p in reversed(self.cols):
            if len(state.piles[p]) == row:
                return p
        return None

    def moves(self, state):
        piles, game = state.piles, self.game
        if not piles[game.stock]:
            return
        row = self._row(state)
        src = self._open(state, row) if row else None
        played = False
        if src is not None:
            for dst in game.places_for(state, piles[src][-1], self.f_zones):
                played = True
                yield ("m", src, dst, 1)
        if played:
            return
        yield ("refill",) if row and any(len(piles[p]) < row for p in self.cols) else ("newrow",)

    def apply(self, state, move, log) -> None:
        game = self.game
        row = self._row(state)
        for p in self.cols:
            if not state.piles[game.stock]:
                break
            if move[0] == "newrow" or len(state.piles[p]) < row:
                game.move_cards(state, log, game.stock, p, 1)

    def move_text(self, move) -> str:
        return move[0]

    def parse(self, tokens):
        if len(tokens) == 1 and tokens[0] in self.tags:
            return (tokens[0],)
        return super().parse(tokens)
