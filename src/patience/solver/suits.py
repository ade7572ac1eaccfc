"""Proving a deal lost one suit at a time.

In some games no rule ever lets cards of different suits touch: every pile that
takes cards builds in suit, the stock turns one card at a time, nothing is
shuffled or refilled automatically. Leave out every card but one suit's — the
same deal, each pile keeping its cards of that suit in their order, all face
up — and any winning line of the whole game, with the other suits' moves
dropped, is still a winning line of that smaller game (each of its moves finds
the same card on top and a pile that takes it; fewer cards only free more).
So when the depth-first search proves one suit's game lost, the deal is lost.
The small games are tiny, so the search can often finish them where the whole
game is far beyond its budget.
"""

from __future__ import annotations

import copy
import time

from ..engine import cards
from ..engine.game import Game, State
from .search import Outcome, solve


def not_separable(game: Game) -> str | None:
    """Why the proof does not apply to this rule set, or None when it does."""
    rules = game.rules
    if game.components:
        return "it has special mechanics"
    if rules.choices:
        return "a player's choice changes the rules"
    if rules.players != 1:
        return "it has two players"
    for z in rules.zones:
        if z.build is not None and z.build.suit != "same":
            return f"zone {z.id!r} builds across suits"
        if z.build is not None and z.build.rank in ("add-base", "param"):
            return f"what zone {z.id!r} takes depends on another pile or a choice"
        if z.space.refill != "none":
            return f"zone {z.id!r} is refilled automatically"
    for rule in rules.moves:
        if rule.action == "deal-row":
            return "the stock is dealt a row at a time"
        if rule.action == "draw" and rule.count != 1:
            return "the stock turns more than one card at a time"
    if rules.redeal is not None and rules.redeal.shuffle:
        return "re-deals are shuffled"
    if rules.win.kind not in ("all-in", "empty") or rules.win.except_cards:
        return "the win is not 'every card home'"
    return None


def suit_state(state: State, suit: int) -> State:
    """The position with only the cards of `suit`, each pile in its order, all face up."""
    piles = [[c for c in pile if cards.suit(c) == suit] for pile in state.piles]
    return State(piles, [0] * len(piles), state.seed, state.passes, dict(state.vars))


def prove_lost(game: Game, state: State, max_nodes: int, max_seconds: float) -> Outcome:
    """`lost` when the search proves some suit's game lost (each suit gets the whole
    budget), else `unknown`. The game must be separable (see `not_separable`)."""
    start = time.perf_counter()
    nodes = 0
    one_suit = copy.copy(game)  # the same compiled rules, with its own count of cards to bring home
    for suit in range(4):
        sub = suit_state(state, suit)
        one_suit.win_need = sum(len(p) for p in sub.piles)
        out = solve(one_suit, sub, max_nodes, max_seconds)
        nodes += out.nodes
        if out.result == "lost":
            return Outcome("lost", [], nodes, time.perf_counter() - start)
    return Outcome("unknown", [], nodes, time.perf_counter() - start)
