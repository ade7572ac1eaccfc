"""Moves that open or close with the course of the game (phases and gates).

Each entry is an ordinary move rule (as in the rule set's `moves`) with the
conditions under which it applies: while the stock still holds cards or once
it is spent, from a given pass on, once every suit has a base in a zone, once
every pile of a zone is filled. A gate may give its own `build`: the move then
places single cards on non-empty piles by that sequence instead of the
destination zone's (marriages in a phase that builds differently). Used for "marriages only after the deal" and
"build on the aces only when every suit has its ace" (Hagenaar No. 36), and
"the knaves may be laid away in the third pass" (No. 38).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import MoveRule, Sequence, ZoneId
from .. import cards, sequences
from ..registry import Component, Params, register


class Gate(Params):
    move: MoveRule
    stock: Literal["any", "left", "empty"] = Field("any", description="left: while the stock holds cards; empty: after.")
    from_pass: int = Field(1, ge=1, description="First pass (1-based) in which the move applies.")
    suits_based: ZoneId | None = Field(None, description="Only once every suit starts a pile of this zone.")
    zone_full: ZoneId | None = Field(None, description="Only once every pile of this zone holds a card.")
    build: Sequence | None = Field(None, description="Single cards onto non-empty piles by this sequence instead.")


class GatedMovesParams(Params):
    gates: list[Gate] = Field(min_length=1)


@register
class GatedMoves(Component):
    name = "gated_moves"
    Params = GatedMovesParams

    def __init__(self, game, params: GatedMovesParams) -> None:
        super().__init__(game, params)
        for i, g in enumerate(params.gates):
            names = [*g.move.from_, *g.move.to, g.suits_based, g.zone_full]
            bad = [z for z in names if z is not None and z not in game.zones]
            if bad:
                raise PatienceError(f"{game.rules.id}: gated_moves gate {i} names unknown zone {bad[0]!r}")
            if g.move.action != "move":
                raise PatienceError(f"{game.rules.id}: gated_moves gate {i}: only 'move' rules can be gated")
        pack = game.rules.deck.pack
        self.tables = [sequences.table(g.build, pack) if g.build else None for g in params.gates]
        if any(g.stock != "any" for g in params.gates) and game.stock is None:
            raise PatienceError(f"{game.rules.id}: gated_moves gates on the stock but there is no stock zone")

    def open(self, state, gate: Gate) -> bool:
        """Does the gate let its move rule apply now?"""
        piles, game = state.piles, self.game
        if gate.stock != "any" and bool(piles[game.stock]) != (gate.stock == "left"):
            return False
        if state.passes + 1 < gate.from_pass:
            return False
        if gate.suits_based and len({cards.suit(piles[p][0]) for p in game.zones[gate.suits_based].piles if piles[p]}) < 4:
            return False
        if gate.zone_full and not all(piles[p] for p in game.zones[gate.zone_full].piles):
            return False
        return True

    def moves(self, state):
        game = self.game
        for gate, tab in zip(self.params.gates, self.tables):
            if not self.open(state, gate):
                continue
            rule = gate.move
            if tab is not None:
                yield from self._built(state, rule, tab)
                continue
            yield from game.rule_moves(state, rule)

    def _built(self, state, rule: MoveRule, tab: list[int]):
        """Single top cards onto non-empty piles, by the gate's own sequence."""
        piles, down, zones = state.piles, state.down, self.game.zones
        dsts = [d for z in rule.to for d in zones[z].piles if piles[d]]
        for zf in rule.from_:
            for src in zones[zf].piles:
                if len(piles[src]) > down[src]:
                    card = piles[src][-1] % 52
                    for dst in dsts:
                        if dst != src and tab[piles[dst][-1] % 52] >> card & 1:
                            yield ("m", src, dst, 1)
