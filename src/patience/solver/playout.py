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

Moves are made and undone (make/unmake, no copying). The same seed and node
budget give the same result (a time limit can cut a run short). The outcome is
`won` with the moves, or `unknown`: playouts never prove a loss.
"""

from __future__ import annotations

import math
import random
import time
from typing import Callable

from ..engine.game import Game, Move, State
from .search import FOUNDATION, PLAIN, REDEAL, REVEAL, SHUFFLE, STOCK, Outcome, Safety, move_scorer, placement_order

# Weight of each ordering class when a move is drawn.
WEIGHTS = {FOUNDATION: 256.0, REVEAL: 32.0, PLAIN: 4.0, STOCK: 2.0, SHUFFLE: 1.0, REDEAL: 0.5}
POWERS = (1.0, 1.5, 2.0)  # how greedy one playout is: the weights are raised to one of these
ORDER_DECAY = 0.6  # each later-listed legal move weighs this much less than the one before
LOG_DECAY = math.log(ORDER_DECAY)
MAX_LENGTH = 5_000  # moves in one playout


class OutOfBudget(Exception):
    """A stage's budget of moves or seconds is spent (playouts here, the beam in `beam.py`)."""


def progress_scorer(game: Game) -> Callable[[State], int]:
    """Progress toward the win of a position: for a win by emptying zones, the
    cards out of them; for a win by gathering every card in zones, the cards in them; otherwise
    the cards on the foundations. A win scores above any position that is not one (`game.total + 1`)."""
    win = game.win
    counts_in = win.kind != "empty"  # the score counts the cards in `scored` (else those out of it)
    gathers = win.kind == "all-in" and win.suit_choice is None and win.total is None
    scored = game.win_piles if gathers or win.kind == "empty" else game.foundations

    def score(state: State) -> int:
        if game.is_won(state):
            return game.total + 1
        held = sum(len(state.piles[p]) for p in scored)
        return held if counts_in else game.total - held

    return score


class Budgeted:
    """A seeded search from one deal (the playouts, the beam) that counts the moves it makes
    against a budget of moves and seconds: `count` raises OutOfBudget once either is spent."""

    CHECK = 1023  # the clock is read once every CHECK + 1 moves

    def __init__(self, game: Game, state: State, max_nodes: int, max_seconds: float, seed: int) -> None:
        self.game, self.state = game, state
        self.rng = random.Random(seed)
        self.safety = Safety(game)
        self.progress = progress_scorer(game)
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
    """Playouts and lines on one game and state, counting moves made against a budget."""

    def _apply(self, move: Move) -> list:
        self.count()
        return self.game.apply(self.state, move)

    def _score(self) -> int:
        """The current position's progress toward the win (`progress_scorer`)."""
        return self.progress(self.state)

    def _safe_moves(self, logs: list, moves: list[Move]) -> None:
        while (m := self.safety.move(self.state)) is not None:
            logs.append(self._apply(m))
            moves.append(m)

    def playout(self, seen: set) -> tuple[int, list[Move]]:
        """One weighted random game from the current position (left unchanged):
        its score and its moves. `seen` (the line's positions) is not changed."""
        game, state, rng = self.game, self.state, self.rng
        self.playouts += 1
        power = rng.choice(POWERS)
        weights = {k: w**power for k, w in WEIGHTS.items()}
        seen = set(seen)
        logs: list = []
        moves: list[Move] = []
        try:
            while len(moves) < MAX_LENGTH:
                self._safe_moves(logs, moves)
                seen.add(game.search_key(state))
                if game.is_won(state):
                    break
                score = move_scorer(game, state)
                # Weighted random order without replacement (Efraimidis–Spirakis keys).
                # (in log space: the decay underflows for very long move lists)
                ranked = sorted(
                    (math.log(-math.log(1.0 - rng.random()) or 1e-300) - math.log(weights[score(mv)]) - i * LOG_DECAY, i, mv)
                    for i, mv in enumerate(placement_order(game, state, list(game.legal_moves(state))))
                )
                for _, _, mv in ranked:
                    log = self._apply(mv)
                    key = game.search_key(state)
                    if key in seen:
                        game.undo(state, log)
                        continue
                    seen.add(key)
                    logs.append(log)
                    moves.append(mv)
                    break
                else:
                    break  # stuck: every move leads back to a seen position
            return self._score(), moves
        finally:
            for log in reversed(logs):
                game.undo(state, log)

    def attempt(self) -> list[Move] | None:
        """One nested line from the current position (left unchanged): the moves of a
        win, or None."""
        game, state = self.game, self.state
        logs: list = []
        made: list[Move] = []
        best_score, best = -1, []  # the best sequence found from here, and its score
        seen: set = set()
        try:
            while True:
                self._safe_moves(logs, made)
                key = game.search_key(state)
                seen.add(key)
                if game.is_won(state):
                    return list(made)
                for mv in list(game.legal_moves(state)):
                    log = self._apply(mv)
                    after = game.search_key(state)
                    if after not in seen:
                        score, rest = self.playout(seen | {after})
                        if score > best_score:
                            best_score, best = score, [mv, *rest]
                    game.undo(state, log)
                    if best_score > game.total:
                        return [*made, *best]
                if not best:
                    return None
                mv = best.pop(0)
                logs.append(self._apply(mv))
                made.append(mv)
                # The best sequence goes on from here only if the safe moves about to be
                # made are its own next moves.
                safe: list[Move] = []
                self._safe_moves(logs, safe)
                made += safe
                if best[: len(safe)] == safe:
                    del best[: len(safe)]
                else:
                    best_score, best = -1, []
        finally:
            for log in reversed(logs):
                game.undo(state, log)


def playout_solve(game: Game, state: State, max_nodes: int = 200_000, max_seconds: float = 10.0, seed: int = 0) -> Outcome:
    """Play nested lines from `state` (left unchanged) until a win or the budget is
    spent. `nodes` counts moves made, those of playouts included."""
    return _Player(game, state, max_nodes, max_seconds, seed).solve()
