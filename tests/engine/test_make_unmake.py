"""Undo restores every position exactly, and every move's text form round-trips."""

import random

import pytest

from patience.engine.game import Game
from patience.rules.load import load_all, with_variant

TARGETS = [(rid, v) for rid, r in load_all().items() for v in [None, *(x.id for x in r.variants)]]


@pytest.mark.parametrize("rid,variant", TARGETS)
def test_random_playouts_undo_to_the_same_position_and_moves_round_trip(rid, variant):
    game = Game(with_variant(load_all()[rid], variant))
    rng = random.Random(rid)
    for seed in (1, 2, 3):
        state = game.deal(seed)
        start = state.key()
        logs = []
        for _ in range(150):
            moves = list(game.legal_moves(state))
            if not moves:
                break
            for m in moves:
                assert game.parse_move(game.move_text(m)) == m
            before = state.key()
            move = rng.choice(moves)
            log = game.apply(state, move)
            game.undo(state, log)
            assert state.key() == before
            logs.append(game.apply(state, move))
        for log in reversed(logs):
            game.undo(state, log)
        assert state.key() == start
