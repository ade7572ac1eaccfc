"""Laying cards on a card they make a sum with, then taking them back in pairs
("Heen en terug"): a procedure whose decisions are where each card goes and
which pairs leave.

1. If no card of the `need` rank lies in the layout before play, the player
   picks one layout card to exchange with the first such card of the stock
   (the picked card takes the other's place in the pack).
2. Going out: the stock's top card (turned first onto the `hand` pile, where
   one is named) is laid on a layout pile whose top card
   makes `sum` with it (values A=1 … K=13), the player choosing the pile. A
   card that fits nowhere ends the game — or, with `keep`, stays on the hand
   pile (a talon: only its top card may be laid, and the next card may be
   turned onto it at any time); the return begins only once every card is
   laid.
3. Coming back, once the stock is spent: two top cards of different piles
   that make `sum` are set aside to the discard.
4. Last chance, once no such pair is left: from then on, `last` = "top-two"
   also lets the two top cards of one pile go together when they make `sum`;
   `last` = "second-free" makes the second card of every pile free as well, so
   a pair may take either of the two upper cards of two different piles.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register

_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


class SumStackParams(Params):
    zone: str = Field(description="The layout zone whose piles are built on and emptied.")
    discard: str = Field(description="Zone the pairs go to.")
    sum: int = Field(ge=2, le=26)
    need: str | None = Field(None, description="A rank the first layout must show (e.g. '7'), fetched from the stock.")
    last: Literal["top-two", "second-free", "none"] = "top-two"
    hand: str | None = Field(None, description="Pile the stock card is turned onto (a move) before it is laid.")
    keep: bool = Field(False, description="Cards that fit nowhere stay on the hand pile (a talon) instead of ending the game.")


@register
class SumStack(Component):
    name = "sum-stack"
    Params = SumStackParams
    tags = ("fetch", "turn", "lay", "pair", "two", "pair2")
    exclusive = True

    def __init__(self, game, params: SumStackParams) -> None:
        super().__init__(game, params)
        bad = [z for z in (params.zone, params.discard, params.hand) if z is not None and z not in game.zones]
        if bad:
            raise PatienceError(f"{game.rules.id}: mechanic 'sum-stack' names unknown zone {bad[0]!r}")
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'sum-stack' needs a stock zone")
        if params.keep and params.hand is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'sum-stack' keep needs a hand pile")
        self.piles = game.zones[params.zone].piles
        self.positional_zones = (params.zone,)
        self.discard = game.zones[params.discard].start
        self.hand = None if params.hand is None else game.zones[params.hand].start
        self.need = None if params.need is None else _RANKS.get(params.need) or int(params.need)

    def _fresh(self, state) -> bool:
        if self.hand is not None and state.piles[self.hand]:
            return False
        return not state.piles[self.discard] and all(len(state.piles[p]) <= 1 for p in self.piles)

    def _pairs(self, state):
        piles, target = state.piles, self.params.sum
        tops = [p for p in self.piles if piles[p]]
        for i, a in enumerate(tops):
            va = cards.value(piles[a][-1])
            for b in tops[i + 1 :]:
                if va + cards.value(piles[b][-1]) == target:
                    yield ("pair", a, b)

    def moves(self, state):
        piles, target = state.piles, self.params.sum
        stock = piles[self.game.stock]
        if self.need is not None and self._fresh(state):
            if not any(cards.value(piles[p][-1]) == self.need for p in self.piles if piles[p]):
                if any(cards.value(c) == self.need for c in stock):
                    for p in self.piles:
                        if piles[p]:
                            yield ("fetch", p)
                    return
        hand = stock if self.hand is None else piles[self.hand]
        if self.params.keep and self.hand is not None:
            if hand:
                v = cards.value(hand[-1])
                for p in self.piles:
                    if piles[p] and cards.value(piles[p][-1]) + v == target:
                        yield ("lay", p)
            if stock:
                yield ("turn",)
            if stock or hand:
                return
        elif self.hand is not None and not hand and stock:
            yield ("turn",)
            return
        if hand:
            v = cards.value(hand[-1])
            for p in self.piles:
                if piles[p] and cards.value(piles[p][-1]) + v == target:
                    yield ("lay", p)
            return
        pairs = list(self._pairs(state))
        yield from pairs
        if self.params.last == "none" or not (pairs == [] or state.vars.get("last")):
            return
        if self.params.last == "top-two":
            for p in self.piles:
                q = piles[p]
                if len(q) >= 2 and cards.value(q[-1]) + cards.value(q[-2]) == target:
                    yield ("two", p)
        else:
            for i, a in enumerate(self.piles):
                for b in self.piles[i + 1 :]:
                    for da in (1, 2):
                        for db in (1, 2):
                            if da == db == 1 or len(piles[a]) < da or len(piles[b]) < db:
                                continue
                            if cards.value(piles[a][-da]) + cards.value(piles[b][-db]) == target:
                                yield ("pair2", a, da, b, db)

    def apply(self, state, move, log) -> None:
        game, kind = self.game, move[0]
        if kind == "fetch":
            p, s = move[1], game.stock
            stock = state.piles[s]
            j = max(i for i, c in enumerate(stock) if cards.value(c) == self.need)
            new = list(stock)
            new[j], laid = state.piles[p][-1], stock[j]
            game.replace_pile(state, log, s, new)
            game.replace_pile(state, log, p, state.piles[p][:-1] + [laid])
        elif kind == "turn":
            game.move_cards(state, log, game.stock, self.hand, 1)
        elif kind == "lay":
            game.move_cards(state, log, game.stock if self.hand is None else self.hand, move[1], 1)
        elif kind == "pair":
            game.move_cards(state, log, move[1], self.discard, 1)
            game.move_cards(state, log, move[2], self.discard, 1)
        elif kind == "two":
            game.move_cards(state, log, move[1], self.discard, 2)
            if not state.vars.get("last"):
                game.set_var(state, log, "last", 1)
        else:
            _, a, da, b, db = move
            taken = []
            for p, d in ((a, da), (b, db)):
                q = state.piles[p]
                taken.append(q[-d])
                game.replace_pile(state, log, p, q[: len(q) - d] + q[len(q) - d + 1 :])
            game.replace_pile(state, log, self.discard, state.piles[self.discard] + taken)
            if not state.vars.get("last"):
                game.set_var(state, log, "last", 1)

    def move_text(self, move) -> str:
        n = self.game.pile_names
        if move[0] == "turn":
            return "turn"
        if move[0] in ("fetch", "lay", "two"):
            return f"{move[0]} {n[move[1]]}"
        if move[0] == "pair":
            return f"pair {n[move[1]]} {n[move[2]]}"
        return f"pair2 {n[move[1]]}:{move[2]} {n[move[3]]}:{move[4]}"

    def parse(self, tokens):
        idx = self.game.pile_index
        if tokens == ["turn"]:
            return ("turn",)
        try:
            if tokens[0] in ("fetch", "lay", "two") and len(tokens) == 2:
                return (tokens[0], idx[tokens[1]])
            if tokens[0] == "pair" and len(tokens) == 3:
                return ("pair", idx[tokens[1]], idx[tokens[2]])
            if tokens[0] == "pair2" and len(tokens) == 3:
                (a, da), (b, db) = (t.split(":") for t in tokens[1:])
                return ("pair2", idx[a], int(da), idx[b], int(db))
        except (KeyError, ValueError):
            pass
        raise PatienceError(f"not a sum-stack move: {' '.join(tokens)!r}")
