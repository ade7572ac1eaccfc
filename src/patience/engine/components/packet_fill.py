"""Packets kept at a minimum size from the stock ("Часы", rule III).

Whenever a packet of the zone holds fewer than `size` cards, the player may
refill: every short packet, in pile order from the first, is made up to `size`
cards from the stock. While a packet is short the stock may not be turned; when
none is, the next stock card may be turned onto the `talon`. Used by Cadogan's
Clock (Часы).
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class PacketFillParams(Params):
    zone: str = Field(description="The packets, refilled in pile order.")
    size: int = Field(ge=1, description="Fewest cards a refilled packet holds.")
    talon: str = Field(description="Where a stock card is turned when no packet is short.")


@register
class PacketFill(Component):
    name = "packet-fill"
    Params = PacketFillParams
    tags = ("fill", "turn")

    def __init__(self, game, params: PacketFillParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'packet-fill' needs a stock zone")
        unknown = [z for z in (params.zone, params.talon) if z not in game.zones]
        if unknown:
            raise PatienceError(f"{game.rules.id}: mechanic 'packet-fill' names unknown zones {unknown}")
        self.packets = list(game.zones[params.zone].piles)
        self.talon = game.zones[params.talon].start

    def moves(self, state):
        if not state.piles[self.game.stock]:
            return
        if any(len(state.piles[p]) < self.params.size for p in self.packets):
            yield ("fill",)
        else:
            yield ("turn",)

    def apply(self, state, move, log) -> None:
        game, stock = self.game, self.game.stock
        if move[0] == "turn":
            game.move_cards(state, log, stock, self.talon, 1)
            return
        for p in self.packets:
            short = self.params.size - len(state.piles[p])
            if short > 0 and state.piles[stock]:
                game.move_cards(state, log, stock, p, min(short, len(state.piles[stock])), reverse=True)

    def won(self, state) -> bool:
        """The refill never decides the game (another mechanic may)."""
        return False

    def parse(self, tokens):
        if tokens in (["fill"], ["turn"]):
            return (tokens[0],)
        return super().parse(tokens)
