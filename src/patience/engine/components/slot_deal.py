"""Dealing round numbered places, with plays tied to the place ("De Zwitsersche").

The stock's top card is meant for the current place of a zone (first, second,
… round and round; each pass starts again at the first). A base turned up goes
to its foundation at once. Another card may be played to a fitting foundation
instead of its place — from a free place to any foundation, from any other
place only to the foundation next to it — and the next card is then meant for
the same place; laid on its place (`lay`), it moves the deal on. While the
stock lasts, the places' top cards may go to the foundations under the same
restriction; once it is spent the component offers nothing (ordinary or
gated moves take over).
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import SUITS, Suit, ZoneId
from .. import cards
from ..registry import Component, Params, register


class Neighbour(Params):
    zone: ZoneId
    suit: Suit


class SlotDealParams(Params):
    zone: ZoneId = Field(description="The numbered places, in dealing order.")
    foundations: list[ZoneId] = Field(min_length=1)
    free: list[int] = Field(default_factory=list, description="Places (1-based) whose cards may go to any foundation.")
    adjacent: dict[int, Neighbour] = Field(
        default_factory=dict, description="Place (1-based) -> the foundation next to it (zone and suit of its base)."
    )


@register
class SlotDeal(Component):
    name = "slot_deal"
    Params = SlotDealParams
    tags = ("lay",)

    def __init__(self, game, params: SlotDealParams) -> None:
        super().__init__(game, params)
        bad = [z for z in (params.zone, *params.foundations, *(n.zone for n in params.adjacent.values()))
               if z not in game.zones]
        if bad:
            raise PatienceError(f"{game.rules.id}: slot_deal names unknown zone {bad[0]!r}")
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: slot_deal needs a stock zone")
        self.places = list(game.zones[params.zone].piles)
        self.positional_zones = (params.zone,)
        self.f_zones = [game.zones[z] for z in params.foundations]
        self.f_piles = [p for rt in self.f_zones for p in rt.piles]
        self.allowed: list[set[tuple[str, int]] | None] = []
        for n in range(1, len(self.places) + 1):
            nb = params.adjacent.get(n)
            if n in params.free:
                self.allowed.append(None)
            elif nb is not None:
                self.allowed.append({(nb.zone, SUITS.index(nb.suit))})
            else:
                self.allowed.append(set())

    def slot(self, state) -> int:
        """Index of the place the stock's top card is meant for."""
        v = state.vars.get("slot")
        return v[1] if v is not None and v[0] == state.passes else 0

    def _plays(self, state, place: int, card: int):
        """Foundation piles a card meant for place number `place` may be played to."""
        allowed, piles, game = self.allowed[place], state.piles, self.game
        for dst in self.f_piles:
            pile = piles[dst]
            if not pile or not game.accepts(state, dst, card):
                continue
            if allowed is None or (game.pile_zone[dst].spec.id, cards.suit(pile[0])) in allowed:
                yield dst

    def moves(self, state):
        piles, game = state.piles, self.game
        stock = piles[game.stock]
        if not stock:
            return
        card = stock[-1]
        bases = []
        for rt in self.f_zones:
            empty = next((p for p in rt.piles if not piles[p]), None)
            if empty is not None and game.space_accepts(state, rt, card):
                bases.append(empty)
        if bases:
            for dst in bases:
                yield ("m", game.stock, dst, 1)
        else:
            slot = self.slot(state)
            for dst in self._plays(state, slot, card):
                yield ("m", game.stock, dst, 1)
            yield ("lay",)
        for i, src in enumerate(self.places):
            if len(piles[src]) > state.down[src]:
                for dst in self._plays(state, i, piles[src][-1]):
                    yield ("m", src, dst, 1)

    def apply(self, state, move, log) -> None:
        slot = self.slot(state)
        self.game.move_cards(state, log, self.game.stock, self.places[slot], 1)
        self.game.set_var(state, log, "slot", (state.passes, (slot + 1) % len(self.places)))

    def move_text(self, move) -> str:
        return "lay"

    def parse(self, tokens):
        if tokens == ["lay"]:
            return ("lay",)
        return super().parse(tokens)
