"""Stripping heaps down to a target card ("tot er een aas verschijnt"): a procedure with no decisions.

Heap by heap, cards are turned one at a time and set aside until a target card
(an ace, a heart …) shows; it and the cards under it stay. When every heap of a
laying is done, the rests are gathered (shuffled, or stacked heap on heap and
turned face down) and dealt again, one card to each heap in turn, into the
next, usually smaller, number of heaps. Won when, after the last laying, only
target cards are left. Used by Hagenaar No. 3 (hearts) and No. 7 (aces).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import CardPattern
from .. import cards
from ..registry import Component, Params, register
from ..shuffle import shuffled


class StripParams(Params):
    zone: str = Field(description="The heaps (as many piles as the largest laying).")
    discard: str = Field(description="Zone the stripped cards are set aside to.")
    target: list[CardPattern] = Field(min_length=1, description="Cards that stop the stripping of a heap.")
    layings: list[int] = Field(min_length=1, description="Heaps in each laying; the setup deals the first.")
    turn: Literal["top", "bottom"] = Field(
        "top", description="top: cards are turned from the heap's top; bottom: the heap is turned over in the hand."
    )
    gather: Literal["shuffle", "stack"] = Field(
        "shuffle", description="shuffle: the rests are shuffled; stack: each rest on the previous, turned face down."
    )


@register
class Strip(Component):
    name = "strip"
    Params = StripParams
    tags = ("strip", "gather")
    exclusive = True

    def __init__(self, game, params: StripParams) -> None:
        super().__init__(game, params)
        rt = game.zones[params.zone]
        if max(params.layings) > rt.count:
            raise PatienceError(
                f"{game.rules.id}: mechanic 'strip' layings need {max(params.layings)} piles, "
                f"zone '{params.zone}' has {rt.count}"
            )
        self.positional_zones = (params.zone,)
        self.heaps = list(rt.piles)
        self.discard = game.zones[params.discard].start
        self.target = 0
        for p in params.target:
            for k in cards.pattern_kinds(p):
                self.target |= 1 << k

    def _is_target(self, card: int) -> bool:
        return bool(self.target >> cards.kind(card) & 1)

    def setup(self, state, log) -> None:
        state.vars["laying"] = 0
        state.vars["next"] = 0

    def moves(self, state):
        laying = state.vars["laying"]
        for i in range(state.vars["next"], self.params.layings[laying]):
            if state.piles[self.heaps[i]]:
                yield ("strip", self.heaps[i])
                return
        if laying + 1 < len(self.params.layings):
            yield ("gather",)

    def apply(self, state, move, log) -> None:
        game = self.game
        if move[0] == "strip":
            pile = state.piles[move[1]]
            order = list(reversed(pile)) if self.params.turn == "top" else list(pile)
            cut = next((i for i, c in enumerate(order) if self._is_target(c)), len(order))
            rest = order[cut:]
            rest.reverse()  # the target card on top
            game.replace_pile(state, log, self.discard, state.piles[self.discard] + order[:cut])
            game.replace_pile(state, log, move[1], rest)
            game.set_var(state, log, "next", self.heaps.index(move[1]) + 1)
            return
        packet: list[int] = []
        for p in self.heaps:
            packet.extend(state.piles[p])
            if state.piles[p]:
                game.replace_pile(state, log, p, [])
        laying = state.vars["laying"] + 1
        if self.params.gather == "shuffle":
            packet = shuffled(packet, state.seed, stream=laying)
        else:
            packet.reverse()  # the stack turned face down: its bottom card is dealt first
        n = self.params.layings[laying]
        new: list[list[int]] = [[] for _ in range(n)]
        for i, card in enumerate(reversed(packet)):
            new[i % n].append(card)
        for p, cards_ in zip(self.heaps, new):
            game.replace_pile(state, log, p, cards_)
        game.set_var(state, log, "laying", laying)
        game.set_var(state, log, "next", 0)

    def won(self, state) -> bool:
        return (
            state.vars["laying"] == len(self.params.layings) - 1
            and not any(True for _ in self.moves(state))
            and all(self._is_target(c) for p in self.heaps for c in state.piles[p])
        )

    def move_text(self, move) -> str:
        return f"strip {self.game.pile_names[move[1]]}" if move[0] == "strip" else "gather"

    def parse(self, tokens):
        if tokens == ["gather"]:
            return ("gather",)
        if tokens[0] == "strip" and len(tokens) == 2 and tokens[1] in self.game.pile_index:
            return ("strip", self.game.pile_index[tokens[1]])
        return super().parse(tokens)
