"""The rule kinds: each compiles one `moves` entry and lists, makes and writes its moves.

A kind's runtime class has `moves(state)` (lazy), `apply(state, move, log)`
and `text(move)`; `card_moves` is true for kinds whose moves are card moves
(`t3>f1`), which several rules may allow alike and are listed once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator

from ...errors import PatienceError
from ..state import Log, State

if TYPE_CHECKING:
    from ..game import Game


class RuleRT:
    """Base class of a compiled rule."""

    card_moves = False

    def __init__(self, game: "Game", spec: Any, index: int) -> None:
        self.game = game
        self.spec = spec
        self.index = index
        self.key = spec.id
        self._zones: dict[tuple, list] = {}
        self._piles: dict[tuple, list[int]] = {}

    def init(self, st: State) -> None:
        """Per-rule state of the starting position."""

    def moves(self, st: State) -> Iterator[tuple]:
        raise NotImplementedError

    def apply(self, st: State, move: tuple, log: Log) -> None:
        raise NotImplementedError

    def text(self, move: tuple) -> str:
        return self.spec.id

    def on_redeal(self, st: State, log: Log) -> None:
        """A re-deal started the next pass."""

    # helpers
    def zones(self, st: State, refs: list[str]) -> list:
        """The zones `refs` name for the player on turn."""
        player = self.game.turn(st) if self.game.two else None
        key = (tuple(refs), player)
        found = self._zones.get(key)
        if found is None:
            found = self._zones[key] = [rt for ref in refs for rt in self.game.resolve(ref, player)]
        return found

    def piles(self, st: State, refs: list[str]) -> list[int]:
        key = (tuple(refs), self.game.turn(st) if self.game.two else None)
        found = self._piles.get(key)
        if found is None:
            found = self._piles[key] = [p for rt in self.zones(st, refs) for p in rt.piles]
        return found

    def name(self, p: int) -> str:
        return self.game.pile_names[p]


from .cardmoves import DrawRT, MoveRT  # noqa: E402
from .dealing import DealRT, RedealRT, SortRT, sort_step, tuck_step  # noqa: E402
from .groups import BetweenRT, CoverRT, RemoveRT  # noqa: E402
from .outcome import after_move, hand_count, stalemate, winner, won  # noqa: E402
from .procedures import CollectRT, CycleRT, FetchRT, FlipRT, LiftRT, PassRT, StripRT, SwapRT, TuckRT  # noqa: E402
from .availability import free_under  # noqa: E402

KINDS: dict[str, type[RuleRT]] = {
    "move": MoveRT,
    "draw": DrawRT,
    "deal": DealRT,
    "redeal": RedealRT,
    "remove": RemoveRT,
    "cover": CoverRT,
    "between": BetweenRT,
    "tuck": TuckRT,
    "cycle": CycleRT,
    "swap": SwapRT,
    "fetch": FetchRT,
    "flip": FlipRT,
    "strip": StripRT,
    "lift": LiftRT,
    "collect": CollectRT,
    "pass": PassRT,
    "sort": SortRT,
}


def create(game: "Game", spec: Any, index: int) -> RuleRT:
    return KINDS[spec.kind](game, spec, index)


def diagnose(game: "Game", text: str) -> str:
    """Why a move text names no legal move: malformed, unknown pile or rule, or not legal now."""
    import re

    card = re.fullmatch(r"([a-z][a-z0-9]*)(?:/(\d+))?>([a-z][a-z0-9]*)(?::(\d+))?", text)
    if card:
        src, depth, dst, n = card.groups()
        for name in (src, dst):
            if name not in game.pile_index:
                return f"no pile named {name!r}"
        if src == dst:
            return "a card cannot move onto its own pile"
        if n is not None and int(n) < 2:
            return f"a card count is written only from 2 up (got {n})"
        if depth is not None and int(depth) < 2:
            return f"a depth is written only from 2 up (got {depth})"
        return "not legal in this position"
    word = text.split()[0]
    if word == "choose":
        return "no such choice is open"
    if word not in game.rule_ids:
        known = ", ".join(sorted(game.rule_ids))
        return f"no rule {word!r} (rules: {known}) and not a card move like 't3>f1' or 't3>t5:2'"
    for token in text.split()[1:]:
        name = token.lstrip("+").split("/")[0].split(">")[0]
        if name and not name.isdigit() and name not in game.pile_index:
            return f"no pile named {name!r}"
    return "not legal in this position"


__all__ = [
    "RuleRT", "DealRT", "MoveRT", "KINDS", "create", "diagnose", "won", "winner", "stalemate", "after_move", "hand_count", "free_under",
    "sort_step", "tuck_step", "PatienceError",
]
