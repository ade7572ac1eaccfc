"""The executor's fast paths agree with the plain definitions they stand in for:
symmetric search keys, `stock_turn`, the destination cache, and the helpers
components call (`is_run`, `moves_to_zone`)."""

import random

import pytest

from patience.engine.game import Game
from patience.rules.load import load, load_all, with_variant

TARGETS = [(rid, v) for rid, r in load_all().items() for v in [None, *(x.id for x in r.variants)]]


def _playout(game: Game, seed: int, plies: int = 120):
    """Positions of a random line of play (the state is changed in place)."""
    rng = random.Random(seed)
    state = game.deal(seed)
    for _ in range(plies):
        yield state
        moves = list(game.legal_moves(state))
        if not moves:
            return
        game.apply(state, rng.choice(moves))


@pytest.mark.parametrize("rid,variant", TARGETS)
def test_search_key_sorts_only_symmetric_zones(rid, variant):
    game = Game(with_variant(load_all()[rid], variant))
    for z in game.symmetric:
        assert z not in game.positional
        assert game.zones[z].spec.role not in ("stock", "talon")
    for state in _playout(game, 1, 60):
        key = game.search_key(state)
        if not game.symmetric:
            assert key == state.key()
        # Permuting the piles of a symmetric zone keeps the key.
        for z in game.symmetric:
            rt = game.zones[z]
            perm = list(rt.piles)
            random.Random(len(key)).shuffle(perm)
            other = state.copy()
            for p, q in zip(rt.piles, perm):
                other.piles[p] = list(state.piles[q])
                other.down[p] = state.down[q]
            assert game.search_key(other) == key


def test_klondike_tableau_and_foundations_are_symmetric_but_not_stock_and_talon():
    game = Game(load("klondike-nl"))
    assert set(game.symmetric) == {"f", "t"}
    state = game.deal(3)
    other = state.copy()
    t = game.zones["t"].piles
    other.piles[t[0]], other.piles[t[1]] = other.piles[t[1]], other.piles[t[0]]
    other.down[t[0]], other.down[t[1]] = other.down[t[1]], other.down[t[0]]
    assert other.key() != state.key()
    assert game.search_key(other) == game.search_key(state)


@pytest.mark.parametrize("rid,variant", [t for t in TARGETS if not Game(with_variant(load_all()[t[0]], t[1])).components])
def test_stock_turn_is_the_first_stock_move_listed(rid, variant):
    game = Game(with_variant(load_all()[rid], variant))
    for seed in (1, 2):
        for state in _playout(game, seed):
            first = next((m for m in game.legal_moves(state) if m[0] in ("draw", "row", "redeal")), None)
            assert game.stock_turn(state) == first


@pytest.mark.parametrize("rid,variant", TARGETS)
def test_moves_from_one_pile_with_a_destination_cache(rid, variant):
    game = Game(with_variant(load_all()[rid], variant))
    if game.talon is None:
        return
    for state in _playout(game, 1):
        cache: dict = {}
        plain = list(game.legal_moves(state, only_from=game.talon))
        assert list(game.legal_moves(state, only_from=game.talon, dest_cache=cache)) == plain
        assert list(game.legal_moves(state, only_from=game.talon, dest_cache=cache)) == plain
        if not game.components:
            assert plain == [m for m in game.legal_moves(state) if m[0] == "m" and m[1] == game.talon]


def test_a_held_move_rule_gives_the_moves_the_rule_set_would():
    game = Game(load("hagenaar2-40"))
    state = game.deal(1)
    pile = next(p for p in range(len(state.piles)) if state.piles[p])
    assert game.is_run(state, pile, 1)
    for rule in game.rules.moves:
        if rule.action == "move":
            plain = [m for m in game.legal_moves(state) if m[0] == "m"]
            held = list(game.rule_moves(state, rule))
            assert set(held) <= set(plain)
