"""Seeded nested playouts: a second search strategy, for huge branching.

The depth-first search (`search.solve`) can spend its whole budget backtracking
near the bottom of a game with many moves per position. This strategy plays
whole games instead, as a level-1 nested Monte Carlo search (Cazenave, 2009):

- A *playout* plays from a position to its end: the safe automatic moves are
  made, then a legal move is drawn at random, weighted heavily toward the
  search's ordering (foundation moves, then moves that turn a card, other
  moves, stock moves, shifting moves and re-deals last) and toward the moves a
  rule lists first. A move back
  to a position the game has already seen is skipped. A playout is scored by
  its progress toward the win: the cards it ends with out of the zones a win
  empties, or in the zones a win fills (by default, on the foundations).
- A *line* starts at the deal. At each of its positions every legal move is
  tried, each followed by one playout; the line then makes the first move of
  the best sequence found so far (remembered, so the line never does worse than
  its best playout). A line ends at a win or when it has no new position to go
  to; the next line starts again from the deal with fresh random draws.

Moves are made and undone (make/unmake, no copying) on a `Board`: the compiled
core's position where it compiles the rule set (`patience.fast.board`, about a
hundred times faster), else the executor's. Both list the executor's moves in its
order (the core without `placement_order`'s reordering of a `choose` deal's
placements). The same seed, board and node budget give the same result (a time
limit can cut a run short). The outcome is `won` with the moves, or `unknown`:
playouts never prove a loss.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any, Callable, Hashable, Protocol

from ..engine.game import Game, Move, State
from .search import FOUNDATION, PLAIN, REDEAL, REVEAL, SHUFFLE, STOCK, Outcome, Safety, StateView, move_scorer, placement_order

# Weight of each ordering class when a move is drawn.
WEIGHTS = {FOUNDATION: 256.0, REVEAL: 32.0, PLAIN: 4.0, STOCK: 2.0, SHUFFLE: 1.0, REDEAL: 0.5}
POWERS = (1.0, 1.5, 2.0)  # how greedy one playout is: the weights are raised to one of these
ORDER_DECAY = 0.6  # each later-listed legal move weighs this much less than the one before
LOG_DECAY = math.log(ORDER_DECAY)
MAX_LENGTH = 5_000  # moves in one playout


class OutOfBudget(Exception):
    """A stage's budget of moves or seconds is spent (playouts here, the beam in `beam.py`)."""


def progress_piles(game: Game) -> tuple[list[int], bool]:
    """The piles whose cards measure progress toward the win, and whether progress counts the cards in them (else
    those out of them): for a win by emptying zones, their piles (out); for a win by gathering every card in zones,
    those zones' piles (in); otherwise the foundations (in)."""
    win = game.win
    gathers = win.kind == "all-in" and win.suit_choice is None and win.total is None
    scored = game.win_piles if gathers or win.kind == "empty" else game.foundations
    return list(scored), win.kind != "empty"


def progress_scorer(game: Game) -> Callable[[State], int]:
    """Progress toward the win of a position (`progress_piles`); a win scores above any position that is not one
    (`game.total + 1`)."""
    scored, counts_in = progress_piles(game)

    def score(state: State) -> int:
        if game.is_won(state):
            return game.total + 1
        held = sum(len(state.piles[p]) for p in scored)
        return held if counts_in else game.total - held

    return score


class Board(Protocol):
    """The position the playouts play on, made and unmade in place."""

    def legal(self) -> list[Move]:
        """The legal moves, in the executor's order."""
    def placed(self, moves: list[Move]) -> list[Move]:
        """`moves` with a `choose` deal's placements best first (`search.placement_order`)."""
    def make(self, move: Move) -> Any:
        """Make `move`; the token `unmake` takes."""
    def unmake(self, token: Any) -> None:
        """Undo the move `token` came from (moves are undone last first)."""
    def key(self) -> Hashable:
        """The search's key of the position."""
    def won(self) -> bool: ...
    def safe(self) -> Move | None:
        """The safe automatic move the search would make now, or None."""
    def classes(self) -> Callable[[Move], int]:
        """The ordering class of a move from the current position (`search.move_scorer`)."""
    def progress(self) -> int:
        """The position's progress toward the win (`progress_scorer`)."""


class ExecutorBoard:
    """The executor's position as a `Board`."""

    def __init__(self, game: Game, state: State) -> None:
        self.game, self.state = game, state
        self.safety = Safety(game)
        self.score = progress_scorer(game)

    def legal(self) -> list[Move]:
        return list(self.game.legal_moves(self.state))

    def placed(self, moves: list[Move]) -> list[Move]:
        return placement_order(self.game, self.state, moves)

    def make(self, move: Move) -> Any:
        return self.game.apply(self.state, move)

    def unmake(self, token: Any) -> None:
        self.game.undo(self.state, token)

    def key(self) -> Hashable:
        return self.game.search_key(self.state)

    def won(self) -> bool:
        return self.game.is_won(self.state)

    def safe(self) -> Move | None:
        return self.safety.move(self.state)

    def classes(self) -> Callable[[Move], int]:
        return move_scorer(self.game, StateView(self.game, self.state))

    def progress(self) -> int:
        return self.score(self.state)


class Budgeted:
    """A seeded search from one deal (the playouts, the beam) that counts the moves it makes
    against a budget of moves and seconds: `count` raises OutOfBudget once either is spent."""

    CHECK = 1023  # the clock is read once every CHECK + 1 moves

    def __init__(self, game: Game, state: State, max_nodes: int, max_seconds: float, seed: int) -> None:
        self.game, self.state = game, state
        self.rng = random.Random(seed)
        self.start = time.perf_counter()
        self.max_nodes, self.deadline = max_nodes, self.start + max_seconds
        self.nodes = 0
        self.playouts = 0  # the games played from the deal (the outcome's `playouts`)

    def count(self) -> None:
        self.nodes += 1
        if self.nodes & self.CHECK == 0 and (self.nodes >= self.max_nodes or time.perf_counter() > self.deadline):
            raise OutOfBudget

    def attempt(self) -> list[Move] | None:
        """One try from the deal: the moves of a win, or None."""
        raise NotImplementedError

    def solve(self) -> Outcome:
        """Tries until one wins, one makes no move at all, or the budget is spent: won, or unknown."""
        try:
            while True:
                before = self.nodes
                won = self.attempt()
                if won is not None:
                    return Outcome("won", won, self.nodes, time.perf_counter() - self.start, self.playouts)
                if self.nodes == before:
                    break  # no move at all from the deal
        except OutOfBudget:
            pass
        return Outcome("unknown", [], self.nodes, time.perf_counter() - self.start, self.playouts)


class _Player(Budgeted):
    """Playouts and lines on one board, counting moves made against a budget."""

    def __init__(self, board: Board, game: Game, state: State, max_nodes: int, max_seconds: float, seed: int) -> None:
        super().__init__(game, state, max_nodes, max_seconds, seed)
        self.board = board

    def _apply(self, move: Move) -> Any:
        self.count()
        return self.board.make(move)

    def _safe_moves(self, made: list, moves: list[Move]) -> None:
        while (m := self.board.safe()) is not None:
            made.append(self._apply(m))
            moves.append(m)

    def playout(self, seen: set) -> tuple[int, list[Move]]:
        """One weighted random game from the current position (left unchanged):
        its score and its moves. `seen` (the line's positions) is not changed."""
        board, rng = self.board, self.rng
        self.playouts += 1
        power = rng.choice(POWERS)
        weights = {k: w**power for k, w in WEIGHTS.items()}
        seen = set(seen)
        made: list = []
        moves: list[Move] = []
        try:
            while len(moves) < MAX_LENGTH:
                self._safe_moves(made, moves)
                seen.add(board.key())
                if board.won():
                    break
                score = board.classes()
                # Weighted random order without replacement (Efraimidis–Spirakis keys).
                # (in log space: the decay underflows for very long move lists)
                ranked = sorted(
                    (math.log(-math.log(1.0 - rng.random()) or 1e-300) - math.log(weights[score(mv)]) - i * LOG_DECAY, i, mv)
                    for i, mv in enumerate(board.placed(board.legal()))
                )
                for _, _, mv in ranked:
                    token = self._apply(mv)
                    key = board.key()
                    if key in seen:
                        board.unmake(token)
                        continue
                    seen.add(key)
                    made.append(token)
                    moves.append(mv)
                    break
                else:
                    break  # stuck: every move leads back to a seen position
            return board.progress(), moves
        finally:
            for token in reversed(made):
                board.unmake(token)

    def attempt(self) -> list[Move] | None:
        """One nested line from the current position (left unchanged): the moves of a
        win, or None."""
        board, total = self.board, self.game.total
        made: list = []
        line: list[Move] = []
        best_score, best = -1, []  # the best sequence found from here, and its score
        seen: set = set()
        try:
            while True:
                self._safe_moves(made, line)
                seen.add(board.key())
                if board.won():
                    return list(line)
                for mv in board.legal():
                    made.append(self._apply(mv))  # (undone by `finally` when the playout runs out of budget)
                    after = board.key()
                    if after not in seen:
                        score, rest = self.playout(seen | {after})
                        if score > best_score:
                            best_score, best = score, [mv, *rest]
                    board.unmake(made.pop())
                    if best_score > total:
                        return [*line, *best]
                if not best:
                    return None
                mv = best.pop(0)
                made.append(self._apply(mv))
                line.append(mv)
                # The best sequence goes on from here only if the safe moves about to be
                # made are its own next moves.
                safe: list[Move] = []
                self._safe_moves(made, safe)
                line += safe
                if best[: len(safe)] == safe:
                    del best[: len(safe)]
                else:
                    best_score, best = -1, []
        finally:
            for token in reversed(made):
                board.unmake(token)


def playout_solve(game: Game, state: State, max_nodes: int = 200_000, max_seconds: float = 10.0, seed: int = 0,
                  compiled: bool = True) -> Outcome:
    """Play nested lines from `state` (left unchanged) until a win or the budget is
    spent, on the compiled core's board where it compiles the rule set and `compiled` is true, else on the
    executor's. `nodes` counts moves made, those of playouts included."""
    board: Board | None = None
    if compiled:
        from ..fast.board import board_for

        board = board_for(game, state)
    return _Player(board or ExecutorBoard(game, state), game, state, max_nodes, max_seconds, seed).solve()
