"""On the committed rule sets: undo restores every position exactly, every move's text parses back to it (§14),
and the position notation (§15) names what the key holds."""

import random

import pytest

from patience.engine.game import Game
from patience.rules.load import load_all, with_variant

ALL = load_all()
TARGETS = [(rid, v) for rid, r in ALL.items() for v in [None, *(x.id for x in r.variants)]]
PARSED = 6  # texts parsed back per position (parsing lists the moves again: some positions have thousands)


@pytest.mark.parametrize("rid,variant", TARGETS)
def test_random_playouts_undo_to_the_same_position_and_moves_round_trip(rid, variant):
    game = Game(with_variant(ALL[rid], variant))
    rng = random.Random(rid)
    for seed in (1, 2):
        state = game.deal(seed)
        start, start_text = state.key(), game.position_text(state)
        logs = []
        for _ in range(80):
            moves = list(game.legal_moves(state))
            if not moves:
                break
            texts = [game.move_text(m) for m in moves]
            assert len(set(texts)) == len(texts), "move texts are not unique"
            picked = range(len(moves)) if len(moves) <= PARSED else rng.sample(range(len(moves)), PARSED)
            for i in picked:
                assert game.parse_move(state, texts[i]) == moves[i]
            before = state.key()
            move = rng.choice(moves)
            log = game.apply(state, move)
            game.undo(state, log)
            assert state.key() == before
            logs.append(game.apply(state, move))
        for log in reversed(logs):
            game.undo(state, log)
        assert state.key() == start and game.position_text(state) == start_text


@pytest.mark.parametrize("rid,variant", TARGETS)
def test_the_same_seed_deals_the_same_position(rid, variant):
    game = Game(with_variant(ALL[rid], variant))
    assert game.position_text(game.deal(7)) == game.position_text(game.deal(7))
