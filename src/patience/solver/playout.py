"""Seeded randomized greedy playouts: a second search strategy for huge branching.

The depth-first search (`search.solve`) can spend its whole budget backtracking
near the bottom of a game with many moves per position. Playouts instead play
many whole games from the deal: at each step the safe automatic moves are made,
then a legal move is drawn at random, weighted heavily toward the search's
ordering (foundation moves, then moves that turn a card, other moves, stock
moves, shifting moves and re-deals last). A move whose position this playout has
already seen is skipped (one move of look-ahead, a set of position keys). A
playout ends at a win or when no move leads to a new position; the next one
starts again from the deal (the moves are undone: make/unmake, no copying).

The same seed and node budget give the same result (a time limit can cut a run
short). The outcome is `won` with the moves, or `unknown`: a playout never
proves a loss.
"""

from __future__ import annotations

import math
import random
import time

from ..engine.game import Game, Move, State
from .search import FOUNDATION, PLAIN, REDEAL, REVEAL, SHUFFLE, STOCK, Outcome, _Safety, move_scorer

# Weight of each ordering class when a move is drawn.
WEIGHTS = {FOUNDATION: 256.0, REVEAL: 32.0, PLAIN: 4.0, STOCK: 2.0, SHUFFLE: 1.0, REDEAL: 0.5}
POWERS = (0.5, 1.0, 1.5, 2.0)  # how greedy one playout is
MAX_LENGTH = 5_000  # moves in one playout


def playout_solve(
    game: Game,
    state: State,
    max_nodes: int = 200_000,
    max_seconds: float = 10.0,
    seed: int = 0,
    max_playouts: int | None = None,
    stats: dict | None = None,
) -> Outcome:
    """Play randomized greedy playouts from `state` (left unchanged) until a win or
    the budget is spent. `nodes` counts moves made, look-ahead included. `stats`,
    when given, gets "best": the most foundation cards any playout ended with."""
    start = time.perf_counter()
    rng = random.Random(seed)
    safety = _Safety(game)
    passes = game.key_passes
    nodes = 0
    playouts = 0
    logs: list = []
    moves: list[Move] = []

    def reset() -> None:
        while logs:
            game.undo(state, logs.pop())
        moves.clear()

    def over() -> bool:
        return nodes >= max_nodes or (max_playouts is not None and playouts >= max_playouts) or (
            time.perf_counter() - start > max_seconds
        )

    while not over():
        playouts += 1
        seen = {game.search_key(state, passes)}
        # Each playout draws how greedy it is: the class weights raised to a power.
        power = rng.choice(POWERS)
        weights = {k: w**power for k, w in WEIGHTS.items()}
        while len(moves) < MAX_LENGTH:
            while (m := safety.move(state)) is not None:
                logs.append(game.apply(state, m))
                moves.append(m)
                nodes += 1
            seen.add(game.search_key(state, passes))
            if game.is_won(state):
                won = list(moves)
                reset()
                return Outcome("won", won, nodes, time.perf_counter() - start, playouts)
            score = move_scorer(game, state)
            # Weighted random order without replacement (Efraimidis–Spirakis keys).
            ranked = sorted(
                ((-math.log(1.0 - rng.random()) / weights[score(mv)], i, mv) for i, mv in enumerate(game.legal_moves(state)))
            )
            for _, _, mv in ranked:
                log = game.apply(state, mv)
                nodes += 1
                key = game.search_key(state, passes)
                if key in seen:
                    game.undo(state, log)
                    continue
                seen.add(key)
                logs.append(log)
                moves.append(mv)
                break
            else:
                break  # stuck: every move leads back to a seen position
            if nodes & 1023 == 0 and over():
                break
        if stats is not None:
            f = sum(len(state.piles[p]) for p in game.foundation_piles)
            stats["best"] = max(stats.get("best", 0), f)
        reset()
    return Outcome("unknown", [], nodes, time.perf_counter() - start, playouts)
