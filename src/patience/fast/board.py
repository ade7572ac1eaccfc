"""The compiled core's position as a playout `Board` (`solver.playout`): the playouts' moves made and unmade in the
core, about a hundred times faster than the executor; their moves are the executor's."""

from __future__ import annotations

from typing import Any, Callable, Hashable

from ..engine.game import Game, Move
from ..engine.state import State
from ..solver.playout import progress_piles
from ..solver.search import move_scorer
from . import core_for, load, loadable
from ._core import Core


class CoreBoard:
    """A `solver.playout.Board` over the game's compiled core, loaded with one position. A core's moves come in the
    executor's order, without `placement_order`'s reordering of a `choose` deal's placements."""

    def __init__(self, game: Game, core: Core, state: State) -> None:
        self.game, self.core = game, core
        self.scored, self.counts_in = progress_piles(game)
        load(core, state)

    def legal(self) -> list[Move]:
        return self.core.moves()

    def placed(self, moves: list[Move]) -> list[Move]:
        return moves

    def make(self, move: Move) -> Any:
        return self.core.apply(move)

    def unmake(self, token: Any) -> None:
        self.core.undo(token)

    def key(self) -> Hashable:
        return self.core.key()

    def won(self) -> bool:
        return self.core.won()

    def safe(self) -> Move | None:
        return self.core.safe_move()

    def classes(self) -> Callable[[Move], int]:
        return move_scorer(self.game, self.core)

    def progress(self) -> int:
        if self.core.won():
            return self.game.total + 1
        held = sum(self.core.size(p) for p in self.scored)
        return held if self.counts_in else self.game.total - held


def board_for(game: Game, state: State) -> CoreBoard | None:
    """A core board holding `state`, or None where the core does not compile the game or hold the position."""
    core = core_for(game)
    if core is None or not loadable(core, state):
        return None
    return CoreBoard(game, core, state)
