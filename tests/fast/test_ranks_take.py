"""The compiled core's `tops` win (LANGUAGE.md §12: pile i shows rank `ranks[i]`) against the executor: on random walks
through the games that use it and on hand-laid positions, the same legal moves in the same order, the same verdict,
the same positions after each move and undo, and keys equal exactly when the positions are alike."""

import pytest

from patience.engine.game import Game
from patience.fast import core_for, load, solve as fast_solve
from patience.rules.load import load_all
from patience.solver.search import solve as py_solve

from helpers import core_makes_it_alike, core_walk, make_game, position

TOPS = ["cadogan1914-clock", "cadogan-ru-chasy"]


@pytest.mark.parametrize("rid", TOPS)
def test_the_core_plays_the_tops_games_as_the_executor_does(rid):
    game = Game(load_all()[rid])
    made = [move for _, _, _, move in core_walk(game, range(1, 9), 300) if move is not None]
    assert len({game.rules_rt[m[0]].spec.id for m in made}) == len(game.rules_rt)


def test_the_core_wins_the_clock_as_the_reference_search_does():
    game = Game(load_all()["cadogan1914-clock"])
    core = core_for(game)
    assert core is not None
    st = game.deal(2)
    out, ref = fast_solve(core, st, 20_000, 10.0), py_solve(game, st, 20_000, 10.0)
    assert (out.result, out.nodes, out.moves) == (ref.result, ref.nodes, ref.moves) and out.result == "won"
    for m in out.moves:
        load(core, st)
        assert not core.won() and not game.is_won(st)
        core_makes_it_alike(core, game, st, m, "clock seed 2")
    load(core, st)
    assert core.won() and game.is_won(st) and core.moves() == []


def _tops_game():
    zones = [{"id": "s", "role": "stock"},
             {"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up", "suit": "same"},
              "space": {"cards": ["A*"]}, "take": "none"},
             {"id": "t", "role": "tableau", "count": 4, "build": {"rank": "down", "suit": "any"}}]
    moves = [{"id": "home", "kind": "move", "from": ["t"], "to": ["f"]},
             {"id": "build", "kind": "move", "from": ["t"], "to": ["t"]},
             {"id": "deal", "kind": "deal", "to": ["t"], "pattern": "row"}]
    return make_game(zones, moves, setup=[{"step": "deal", "to": "t", "counts": 3}],
                     win={"kind": "tops", "zones": ["f"], "ranks": ["3", "2"]})


def test_a_tops_win_reads_each_pile_and_keys_its_piles_apart():
    game = _tops_game()
    core = core_for(game)
    assert core is not None
    keys = {}
    for f1, f2, won in (("AH 2H 3H", "AS 2S", True), ("AS 2S", "AH 2H 3H", False), ("AH 2H", "AS 2S 3S", False),
                        ("AH 2H 3H", "", False), ("AC 2C 3C", "AD 2D", True)):
        st = position(game, f1=f1, f2=f2, t1="9C", t2="10D")
        load(core, st)
        assert core.won() == game.is_won(st) == won, (f1, f2)
        assert core.moves() == list(game.legal_moves(st)) and (core.moves() == []) == won
        keys[(f1, f2)] = core.key()
    assert len(set(keys.values())) == len(keys)


def test_the_core_plays_a_small_tops_game_as_the_executor_does():
    game = _tops_game()
    made = [move for _, _, _, move in core_walk(game, range(8), 80) if move is not None]
    assert any(game.rules_rt[m[0]].spec.id == "home" for m in made)
