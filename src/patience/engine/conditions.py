"""Guards: does a `Condition` hold in a position?"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards
from . import relations
from ..rules.model import Condition, Range
from .state import State

if TYPE_CHECKING:
    from .game import Game


def _in(value: int, r: Range) -> bool:
    return (r.min is None or value >= r.min) and (r.max is None or value <= r.max)


def holds(game: "Game", st: State, c: Condition) -> bool:
    piles = st.piles
    turn = game.turn(st) if game.two else None

    def piles_of(refs: list[str]) -> list[int]:
        return [p for ref in refs for p in game.resolve_piles(ref, turn)]

    if c.empty and any(piles[p] for p in piles_of(c.empty)):
        return False
    if c.not_empty and not any(piles[p] for p in piles_of(c.not_empty)):
        return False
    if c.full and not all(piles[p] for p in piles_of(c.full)):
        return False
    for ref in c.suits_based:
        if len({cards.suit(piles[p][0]) for p in game.resolve_piles(ref, turn) if piles[p]}) < 4:
            return False
    if c.passes is not None and not _in(st.passes, c.passes):
        return False
    if c.uses is not None:
        key = c.uses.rule + (".pass-uses" if c.uses.this_pass else ".uses")
        if not _in(st.vars.get(key, 0), Range(min=c.uses.min, max=c.uses.max)):
            return False
    if c.shows is not None:
        m = relations.mask(c.shows.cards)
        if not any(piles[p] and st.up(p) > 0 and m >> cards.kind(piles[p][-1]) & 1 for p in piles_of(c.shows.zones)):
            return False
    if c.phase is not None and not st.vars["phase:" + c.phase]:
        return False
    if c.any and not any(holds(game, st, sub) for sub in c.any):
        return False
    return c.not_ is None or not holds(game, st, c.not_)
