"""Removing cards that lie between a matching pair ("De huwelijkspatience").

Stock cards are dealt one at a time to the right end of a single row (one pile,
its bottom the leftmost card). Whenever one card, or two, lie between two cards
of the same suit or the same rank, the player may remove the card or both
cards between them. Named cards may be planted at the bottom of the stock after
the shuffle, so they come out last. Removed cards are kept sorted, so positions
that differ only in the order of removals are one position. Used by Hagenaar No. 8.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import CardPattern
from .. import cards
from ..registry import Component, Params, register


class RemoveBetweenParams(Params):
    row: str = Field(description="The one-pile zone holding the row, leftmost card at the bottom.")
    discard: str = Field(description="Zone the removed cards go to.")
    gaps: list[int] = Field([1, 2], min_length=1, description="How many cards lying between are removed together.")
    match: list[Literal["suit", "rank"]] = Field(
        ["suit", "rank"], min_length=1, description="How the two ends must agree (any one suffices)."
    )
    bottom: list[CardPattern] = Field(
        default_factory=list,
        description="Cards planted at the bottom of the stock after the shuffle; the last one comes out last.",
    )


@register
class RemoveBetween(Component):
    name = "remove-between"
    Params = RemoveBetweenParams
    tags = ("deal", "remove")
    exclusive = True

    def __init__(self, game, params: RemoveBetweenParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'remove-between' needs a stock zone")
        self.row = game.zones[params.row].start
        self.discard = game.zones[params.discard].start
        self.positional_zones = (params.row,)

    def _match(self, a: int, b: int) -> bool:
        return ("suit" in self.params.match and cards.suit(a) == cards.suit(b)) or (
            "rank" in self.params.match and cards.value(a) == cards.value(b)
        )

    def setup(self, state, log) -> None:
        stock = state.piles[self.game.stock]
        for pattern in self.params.bottom:
            kinds = cards.pattern_kinds(pattern)
            card = next((c for c in stock if cards.kind(c) in kinds), None)
            if card is None:
                raise PatienceError(
                    f"{self.game.rules.id}: mechanic 'remove-between' plants {pattern!r} but it is not in the stock"
                )
            stock.remove(card)
            stock.insert(0, card)

    def moves(self, state):
        row = state.piles[self.row]
        for n in self.params.gaps:
            for i in range(1, len(row) - n):
                if self._match(row[i - 1], row[i + n]):
                    yield ("remove", i, n)
        if state.piles[self.game.stock]:
            yield ("deal",)

    def apply(self, state, move, log) -> None:
        game = self.game
        if move[0] == "deal":
            game.move_cards(state, log, game.stock, self.row, 1)
            return
        _, i, n = move
        row = state.piles[self.row]
        game.replace_pile(state, log, self.discard, sorted(state.piles[self.discard] + row[i : i + n]))
        game.replace_pile(state, log, self.row, row[:i] + row[i + n :])

    def move_text(self, move) -> str:
        return "deal" if move[0] == "deal" else f"remove {move[1] + 1} {move[2]}"

    def parse(self, tokens):
        if tokens == ["deal"]:
            return ("deal",)
        if tokens[0] == "remove" and len(tokens) == 3 and tokens[1].isdigit() and tokens[2].isdigit():
            return ("remove", int(tokens[1]) - 1, int(tokens[2]))
        return super().parse(tokens)
