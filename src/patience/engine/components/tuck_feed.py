"""Tucking fed from a talon ("Het ondersteken II"): a procedure with no decisions.

Piles stand for ranks (or suits). The top card of the feed pile is slid under
the pile it belongs to; then the top card of that pile is slid under its own
pile, and so on. A card with no pile of its own (a king, when the piles stand
for ace to queen) is set aside, and the chain starts again from the feed. The
procedure ends when the feed is spent. Won when every pile holds only cards
of its own rank (or suit). Used by Hagenaar No. 10.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import RANKS, SUITS
from .. import cards
from ..registry import Component, Params, register


class TuckFeedParams(Params):
    zone: str = Field(description="The labelled piles.")
    key: Literal["rank", "suit"] = "rank"
    labels: list[str] = Field(min_length=2, description="The rank or suit each pile stands for, in pile order.")
    feed: str = Field(description="The pile every chain starts from (a talon).")
    aside: str = Field(description="Zone for cards whose label has no pile.")


@register
class TuckFeed(Component):
    name = "tuck-feed"
    Params = TuckFeedParams
    tags = ("tuck",)
    exclusive = True

    def __init__(self, game, params: TuckFeedParams) -> None:
        super().__init__(game, params)
        rt = game.zones[params.zone]
        if len(params.labels) != rt.count:
            raise PatienceError(
                f"{game.rules.id}: mechanic 'tuck-feed' has {len(params.labels)} labels "
                f"for {rt.count} piles of '{params.zone}'"
            )
        names = RANKS if params.key == "rank" else SUITS
        unknown = [label for label in params.labels if label not in names]
        if unknown:
            raise PatienceError(f"{game.rules.id}: mechanic 'tuck-feed' labels {unknown} are not {params.key}s")
        self.positional_zones = (params.zone,)
        self.piles = list(rt.piles)
        self.pile_of = {names.index(label): rt.start + i for i, label in enumerate(params.labels)}
        self.feed = game.zones[params.feed].start
        self.aside = game.zones[params.aside].start

    def _label(self, card: int) -> int:
        return cards.value(card) - 1 if self.params.key == "rank" else cards.suit(card)

    def setup(self, state, log) -> None:
        state.vars["at"] = None

    def moves(self, state):
        at = state.vars["at"]
        if state.piles[self.feed if at is None else at]:
            yield ("tuck",)

    def apply(self, state, move, log) -> None:
        at = state.vars["at"]
        src = self.feed if at is None else at
        dst = self.pile_of.get(self._label(state.piles[src][-1]))
        if dst is None:
            self.game.move_cards(state, log, src, self.aside, 1)
        else:
            self.game.tuck(state, log, src, dst)
        self.game.set_var(state, log, "at", dst)

    def won(self, state) -> bool:
        return (
            not state.piles[self.feed]
            and state.vars["at"] is None
            and all(self.pile_of.get(self._label(c)) == p for p in self.piles for c in state.piles[p])
        )

    def parse(self, tokens):
        if tokens == ["tuck"]:
            return ("tuck",)
        return super().parse(tokens)
