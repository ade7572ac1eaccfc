"""Piles whose every card is free ("De uitgeworpen kaarten": the set-aside
fifth and sixth cards "blijven echter alle vrij").

Any card of a pile of `zone`, not only its top card, may go onto a pile of the
`targets` zones, as their builds and spaces allow. The cards lie spread so all
can be seen; taking one out closes the gap. Where two cards of a pile are
identical, only the upper one is offered.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register


class OpenPilesParams(Params):
    zone: str = Field(description="Zone whose piles lie open, every card free.")
    targets: list[str] = Field(min_length=1, description="Zones the free cards may go to (usually the foundations).")


@register
class OpenPiles(Component):
    name = "open-piles"
    Params = OpenPilesParams
    tags = ("open",)

    def __init__(self, game, params: OpenPilesParams) -> None:
        super().__init__(game, params)
        bad = [z for z in (params.zone, *params.targets) if z not in game.zones]
        if bad:
            raise PatienceError(f"{game.rules.id}: mechanic 'open-piles' names unknown zone {bad[0]!r}")
        self.piles = game.zones[params.zone].piles
        self.targets = [game.zones[z] for z in params.targets]

    def moves(self, state):
        piles, game = state.piles, self.game
        for src in self.piles:
            seen: set[int] = set()
            pile = piles[src]
            for i in range(len(pile) - 1, -1, -1):
                card = pile[i]
                if card % 52 in seen:
                    continue
                seen.add(card % 52)
                for dst in game.places_for(state, card, self.targets):
                    yield ("open", src, i, dst)

    def apply(self, state, move, log) -> None:
        _, src, i, dst = move
        game = self.game
        pile = state.piles[src]
        if i == len(pile) - 1:
            game.move_cards(state, log, src, dst, 1)
            return
        card = pile[i]
        game.replace_pile(state, log, src, pile[:i] + pile[i + 1 :])
        game.replace_pile(state, log, dst, state.piles[dst] + [card])

    def move_text(self, move) -> str:
        names = self.game.pile_names
        return f"open {names[move[1]]}:{move[2] + 1}>{names[move[3]]}"

    def parse(self, tokens):
        if len(tokens) == 2 and ":" in tokens[1] and ">" in tokens[1]:
            src, _, rest = tokens[1].partition(":")
            pos, _, dst = rest.partition(">")
            idx = self.game.pile_index
            if src in idx and dst in idx and pos.isdigit() and int(pos) >= 1:
                return ("open", idx[src], int(pos) - 1, idx[dst])
        raise PatienceError(f"not an open-piles move: {' '.join(tokens)!r} (expected e.g. 'open x1:3>f2')")
