"""Perft: count the move sequences of a given length from a position (make/unmake).

A perft count changes whenever move generation or make/unmake changes, so the
counts in tests/engine/perft.json pin the executor's behaviour down."""

from __future__ import annotations

from .game import Game, State


def perft(game: Game, state: State, depth: int) -> int:
    """Leaves of the move tree `depth` plies deep (a position with no move counts once)."""
    if depth == 0:
        return 1
    moves = list(game.legal_moves(state))
    if not moves:
        return 1
    total = 0
    for move in moves:
        log = game.apply(state, move)
        total += perft(game, state, depth - 1)
        game.undo(state, log)
    return total
