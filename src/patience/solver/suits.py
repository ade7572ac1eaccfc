"""Proving a deal lost one suit at a time.

In some games no rule ever lets cards of different suits touch: every pile that
takes cards builds in suit, the stock turns one card at a time, nothing is
shuffled or refilled automatically. Leave out every card but one suit's — the
same deal, each pile keeping its cards of that suit in their order, all face
up — and any winning line of the whole game, with the other suits' moves
dropped, is still a winning line of that smaller game (each of its moves finds
the same card on top and a pile that takes it; fewer cards only free more).
So when the depth-first search proves one suit's game lost, the deal is lost.
The argument needs every test of legality to read only cards of the moving
card's suit, or to get easier with fewer cards: a card goes onto a target of
its own suit (so not `suit: base`, whose target may be of another suit), an
empty pile admits it whatever the other piles hold (their bottom cards too: a
pile's bottom card in the one-suit game may lie higher in the whole game), a rule reads neither pile
heights nor its own earlier moves, and a re-deal waits at most for zones to be
empty or for a number of passes.
The small games are tiny, so the search can often finish them where the whole
game is far beyond its budget.
"""

from __future__ import annotations

import copy
import time

from ..engine import cards
from ..engine.game import Game, State
from .memory import DEFAULT_MIB
from .search import Outcome, solve


def not_separable(game: Game) -> str | None:
    """Why the proof does not apply to this rule set, or None when it does."""
    rules = game.rules
    if rules.choices:
        return "a player's choice changes the rules"
    if rules.players.count != 1:
        return "it has two players"
    if rules.escapes:
        return "it relies on code escapes"
    for z in rules.zones:
        if z.build is not None and z.build.suit != "same":
            return f"zone {z.id!r} builds across suits"
        if z.build is not None and z.build.rank in ("add", "chosen", "sequence", "sum"):
            return f"what zone {z.id!r} takes depends on another pile, a choice or the pile's height"
        if z.free is not None:
            return f"which cards of zone {z.id!r} are free depends on other cards"
        linked = _space_links(z.space)
        if linked:
            return f"what may start a pile of zone {z.id!r} depends on other piles ({linked})"
    for r in rules.moves:
        if r.kind not in ("move", "draw", "redeal"):
            return f"rule {r.id!r} is a {r.kind} rule"
        if r.auto or r.unless or r.stuck or r.priority == "must" or (r.when is not None and r.kind != "redeal"):
            return f"rule {r.id!r} depends on what else can be played"
        if r.kind == "draw" and r.count != 1:
            return "the stock turns more than one card at a time"
        if r.kind == "draw" and r.unplayable:
            return f"rule {r.id!r} turns a card only when it fits no pile"
        if r.kind == "redeal" and r.shuffle:
            return "re-deals are shuffled"
        if r.kind == "redeal" and (r.deal or r.deal_per_pass):
            return f"rule {r.id!r} lays the re-dealt cards out"
        if r.kind == "redeal" and (r.progress or r.fruitless is not None):
            return f"rule {r.id!r} depends on the cards played in the pass"
        if r.kind == "redeal" and r.when is not None and not _only_empty_or_passes(r.when):
            return f"rule {r.id!r} waits for more than empty zones or a number of passes"
        if r.kind == "move" and (r.build is not None or r.prefer is not None or r.unit in ("up", "pile", "packet")):
            return f"rule {r.id!r} moves cards by its own relation or in packets"
        if r.kind == "move" and (r.dest_size is not None or r.tie != "none" or r.useful is not None or r.one_pile):
            return f"rule {r.id!r} depends on other piles or on its own earlier moves"
    if rules.win.kind not in ("all-in", "empty") or rules.win.except_cards or rules.win.total or rules.win.suit_choice:
        return "the win is not 'every card home'"
    return None


# Fields of a space rule that read only the card (or get easier with fewer suits), and of a
# re-deal's guard that hold in every one-suit game whenever they hold in the whole game.
# (`distinct_suits` and `suit_unlike` read the bottom cards of other piles, which in a one-suit
# game may be cards that lie higher in the whole game.)
_SPACE_SAFE = {"cards", "never", "from_", "per_pile", "max_suits", "suit_like"}
_WHEN_SAFE = {"empty", "passes"}


def _changed(model, safe: set[str]) -> list[str]:
    """The fields of `model` outside `safe` that differ from their defaults."""
    return [name for name, f in type(model).model_fields.items()
            if name not in safe and getattr(model, name) != f.get_default(call_default_factory=True)]


def _space_links(space) -> str | None:
    """The first field of a zone's space rule that reads other piles or rule uses (None: none does)."""
    return next(iter(_changed(space, _SPACE_SAFE)), None)


def _only_empty_or_passes(cond) -> bool:
    return not _changed(cond, _WHEN_SAFE)


def suit_state(state: State, suit: int) -> State:
    """The position with only the cards of `suit`, each pile in its order, all face up."""
    piles = [[c for c in pile if cards.suit(c) == suit] for pile in state.piles]
    return State(piles, [0] * len(piles), [0] * len(piles), state.seed, state.passes, dict(state.vars))


def prove_lost(game: Game, state: State, max_nodes: int, max_seconds: float, max_mib: float = DEFAULT_MIB) -> Outcome:
    """`lost` when the search proves some suit's game lost (each suit gets the whole
    budget), else `unknown`. The game must be separable (see `not_separable`)."""
    start = time.perf_counter()
    nodes = 0
    one_suit = copy.copy(game)  # the same compiled rules, with its own count of cards to bring home
    for suit in range(4):
        sub = suit_state(state, suit)
        one_suit.win_need = sum(len(p) for p in sub.piles)
        out = solve(one_suit, sub, max_nodes, max_seconds, max_mib)
        nodes += out.nodes
        if out.result == "lost":
            return Outcome("lost", [], nodes, time.perf_counter() - start)
    return Outcome("unknown", [], nodes, time.perf_counter() - start)
