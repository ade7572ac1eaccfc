"""Moves of whole packets, and of lone cards ("Alexander en Napoleon").

A `packet` rule moves every card of a source pile above its last staying card
(or the whole pile) onto a destination pile, card by card from the top, when
each card in turn fits there: an ascending packet built off the foundations
turned onto a descending foundation. A `lone` rule moves a pile's card only
when it lies alone. Cards matching `stay` never leave their pile.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import CardPattern, ZoneId
from .. import cards
from ..registry import Component, Params, register


class PacketRule(Params):
    from_: ZoneId = Field(alias="from")
    to: list[ZoneId] = Field(min_length=1)
    unit: Literal["packet", "lone"] = "packet"
    stay: list[CardPattern] = Field(default_factory=list, description="Cards that never leave their pile.")


class PacketMovesParams(Params):
    rules: list[PacketRule] = Field(min_length=1)


@register
class PacketMoves(Component):
    name = "packet_moves"
    Params = PacketMovesParams
    tags = ("packet",)

    def __init__(self, game, params: PacketMovesParams) -> None:
        super().__init__(game, params)
        for i, r in enumerate(params.rules):
            bad = [z for z in (r.from_, *r.to) if z not in game.zones]
            if bad:
                raise PatienceError(f"{game.rules.id}: packet_moves rule {i} names unknown zone {bad[0]!r}")
        self.stay = []
        for r in params.rules:
            m = 0
            for p in r.stay:
                for k in cards.pattern_kinds(p):
                    m |= 1 << k
            self.stay.append(m)
        self.to = [[game.zones[z] for z in r.to] for r in params.rules]

    def _movable(self, state, src: int, stay: int) -> int:
        """How many top cards of `src` lie above its last staying card."""
        pile = state.piles[src]
        n = 0
        for c in reversed(pile[state.down[src]:]):
            if stay >> cards.kind(c) & 1:
                break
            n += 1
        return n

    def _fits(self, state, dst: int, chunk: list[int]) -> bool:
        """Do the cards of `chunk` under its top card (which `dst` takes) follow it onto `dst` one after another?"""
        if len(chunk) == 1:
            return True
        game = self.game
        rt = game.pile_zone[dst]
        tab = game.table_for(state, rt, dst)
        limit = rt.spec.limit
        if tab is None or (limit is not None and len(state.piles[dst]) + len(chunk) > limit):
            return False
        return all(tab[a % 52] >> (b % 52) & 1 for a, b in zip(chunk[:0:-1], chunk[-2::-1]))

    def moves(self, state):
        game, piles = self.game, state.piles
        for rule, stay, to in zip(self.params.rules, self.stay, self.to):
            for src in game.zones[rule.from_].piles:
                n = self._movable(state, src, stay)
                if n == 0 or (rule.unit == "lone" and len(piles[src]) != 1):
                    continue
                chunk = piles[src][-n:]
                for dst in game.places_for(state, chunk[-1], to):
                    if dst != src and self._fits(state, dst, chunk):
                        yield ("m", src, dst, 1) if n == 1 else ("packet", src, dst, n)

    def apply(self, state, move, log) -> None:
        self.game.move_cards(state, log, move[1], move[2], move[3], reverse=True)

    def move_text(self, move) -> str:
        names = self.game.pile_names
        return f"packet {names[move[1]]} {names[move[2]]} {move[3]}"

    def parse(self, tokens):
        idx = self.game.pile_index
        if tokens[0] == "packet" and len(tokens) == 4 and tokens[1] in idx and tokens[2] in idx and tokens[3].isdigit():
            return ("packet", idx[tokens[1]], idx[tokens[2]], int(tokens[3]))
        return super().parse(tokens)
