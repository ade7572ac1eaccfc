"""The player picks the first base ("De familie", "Het kruis"): before any other
play, one card matching `cards` is taken from the source zones (their top
cards, or with `depth: any` any card of a pile with no face-down cards, e.g.
a king out of the pack) and laid on the first pile of the foundation zone. Cards of its rank lying on top of
the `gather` zones join the foundation at once; the other candidates go onto
`rest_to`. Afterwards play follows the rule set's own moves (and its other
mechanics'), listed by a copy of the game without this one. With `complete`,
the game is won when the zone holds that many cards (a single family).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import CardPattern
from .. import cards
from ..registry import Component, Params, register


class PickParams(Params):
    zone: str = Field(description="Foundation zone; the picked card starts its first pile.")
    sources: list[str] = Field(min_length=1, description="Zones holding the candidates.")
    cards: list[CardPattern] | None = Field(None, description="Patterns a candidate must match; null: any card.")
    depth: Literal["top", "any"] = Field("top", description="top: a pile's top card only; any: any card of a pile.")
    gather: list[str] = Field(
        default_factory=list, description="Zones whose top cards of the picked rank follow at once."
    )
    rest_to: str | None = Field(None, description="Zone the candidates not picked go onto.")
    complete: int | None = Field(None, ge=1, description="Won when the zone holds this many cards.")


@register
class PickBase(Component):
    name = "pick-base"
    Params = PickParams
    tags = ("pick",)
    exclusive = True

    def __init__(self, game, params: PickParams) -> None:
        super().__init__(game, params)
        from ..game import Game

        zones = [params.zone, *params.sources, *params.gather, *([params.rest_to] if params.rest_to else [])]
        for z in zones:
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'pick-base' names unknown zone {z!r}")
        self.piles = list(game.zones[params.zone].piles)
        self.sources = [p for z in params.sources for p in game.zones[z].piles]
        self.gather = [p for z in params.gather for p in game.zones[z].piles]
        self.rest = game.zones[params.rest_to].start if params.rest_to else None
        patterns = params.cards
        self.kinds = set(range(52)) if patterns is None else set().union(*(cards.pattern_kinds(c) for c in patterns))
        others = [m for m in game.rules.mechanics if m.name != self.name]
        self.after = Game(game.rules.model_copy(update={"mechanics": others}))

    def _candidates(self, state):
        seen = set()
        for p in self.sources:
            pile = state.piles[p]
            if state.down[p] >= len(pile) or (self.params.depth == "any" and state.down[p]):
                continue
            for c in pile[-1:] if self.params.depth == "top" else pile:
                k = cards.kind(c)
                if k in self.kinds and k not in seen:
                    seen.add(k)
                    yield k

    def moves(self, state):
        if state.vars.get("picked"):
            yield from self.after.legal_moves(state)
            return
        for k in self._candidates(state):
            yield ("pick", k)

    def apply(self, state, move, log) -> None:
        game = self.game
        src, card = next((p, c) for p in self.sources for c in state.piles[p] if cards.kind(c) == move[1])
        empty = iter([p for p in self.piles if not state.piles[p]])
        if state.piles[src][-1] == card:
            game.move_cards(state, log, src, next(empty), 1)
        else:
            game.replace_pile(state, log, src, [c for c in state.piles[src] if c != card])
            game.replace_pile(state, log, next(empty), [card])
        for p in self.gather:
            if state.piles[p] and cards.value(state.piles[p][-1]) == cards.value(card):
                dst = next(empty, None)
                if dst is not None:
                    game.move_cards(state, log, p, dst, 1)
        if self.rest is not None:
            for p in self.sources:
                if state.piles[p]:
                    game.move_cards(state, log, p, self.rest, len(state.piles[p]))
        game.set_var(state, log, "picked", True)

    def won(self, state) -> bool:
        if self.params.complete is None:
            return super().won(state)
        return sum(len(state.piles[p]) for p in self.piles) == self.params.complete

    def move_text(self, move) -> str:
        return f"pick {cards.text(move[1])}"

    def parse(self, tokens):
        if len(tokens) == 2:
            return ("pick", cards.kind(cards.parse(tokens[1])))
        return super().parse(tokens)
